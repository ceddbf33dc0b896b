#!/usr/bin/python3
"""The engine's cost per M/M/1 request against SimPy 2, measured in one run (BENCHMARKS.md).

Both simulate the same M/M/1 queue: Poisson arrivals at 700/s, one server, exponential service
of 1 ms mean (rho = 0.7), FIFO, unbounded queue, the same number of requests (--requests).

- The engine: `gpukitchen-cli run FILE --no-slowdown --format json` on a one-tenant scenario
  written here (exclusive A100-40GB, sm_width = all 108 SMs, bandwidth_intensity 0,
  max_concurrency 1: the engine's M/M/1, as tests/core/test_engine_queueing.cpp checks it).
  Its cost per request is marginal, so that the process start, the scenario validation and the
  result formatting do not count: (CPU time of a run of N requests - CPU time of a run of 1 %
  of N) / (the difference in requests), CPU time of the child process from getrusage.
  `wall_ms` of the JSON (engine creation and run only) is printed alongside.
- SimPy: scripts/bench-simpy.py under /usr/bin/python3 (Debian python3-simpy, SimPy 2.3), the
  CPU time of simulate() alone.

Each figure is the best of --repeat runs. Prints both costs per request and their ratio
(SimPy time per request / engine time per request: how many times faster the engine is).

Usage: scripts/bench-mm1.py [--cli build-rel/app/gpukitchen-cli] [--requests 500000] [--repeat 3]
Build the CLI in Release first (BENCHMARKS.md). Not run by CI.
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RATE = 700.0        # arrivals per second (lambda)
SERVICE_MS = 1.0    # mean service time (1/mu)


def scenario(duration_s, seed):
    return {
        "format": "gpukitchen-scenario/1",
        "name": "M/M/1 benchmark",
        "gpu": "A100-40GB",
        "tenants": [{
            "id": "mm1",
            "arrival": {"process": "poisson", "rate_per_s": RATE},
            "service": {"distribution": "exponential", "mean_ms": SERVICE_MS},
            "sm_width": 108,
            "bandwidth_intensity": 0,
            "memory": {"model_gb": 1, "per_request_gb": 0},
            "max_concurrency": 1,
        }],
        "sharing": {"mode": "exclusive"},
        "simulation": {"duration_s": duration_s, "warmup_s": 0, "seed": seed},
    }


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_engine(cli, path):
    before = child_cpu()
    out = subprocess.run([cli, "run", path, "--no-slowdown", "--format", "json"],
                         check=True, capture_output=True, text=True).stdout
    cpu = child_cpu() - before
    j = json.loads(out)
    t = j["tenants"][0]
    return {"cpu_s": cpu, "wall_s": j["wall_ms"] / 1000.0, "requests": t["arrivals"],
            "mean_ms": t["latency_ms"]["mean"], "events": j["events"]}


def run_simpy(requests):
    out = subprocess.run(["/usr/bin/python3", os.path.join(HERE, "bench-simpy.py"), "--requests", str(requests),
                          "--rate", str(RATE), "--service-ms", str(SERVICE_MS)],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(HERE, "..", "build-rel", "app", "gpukitchen-cli"))
    parser.add_argument("--requests", type=int, default=500000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    n = args.requests
    expected_ms = 1000.0 / (1000.0 / SERVICE_MS - RATE)

    with tempfile.TemporaryDirectory() as tmp:
        big = os.path.join(tmp, "mm1-big.gpuk.json")
        small = os.path.join(tmp, "mm1-small.gpuk.json")
        with open(big, "w") as f:
            json.dump(scenario(n / RATE, 1), f)
        with open(small, "w") as f:
            json.dump(scenario(n / RATE / 100, 1), f)
        engine = []
        for _ in range(args.repeat):
            b = run_engine(args.cli, big)
            s = run_engine(args.cli, small)
            engine.append((b, s, (b["cpu_s"] - s["cpu_s"]) / (b["requests"] - s["requests"])))
    simpy = [run_simpy(n) for _ in range(args.repeat)]

    b, s, engine_cpu = min(engine, key=lambda e: e[2])
    engine_wall = min(e[0]["wall_s"] / e[0]["requests"] for e in engine)
    sp = min(simpy, key=lambda r: r["cpu_s"])
    simpy_cpu = sp["cpu_s"] / sp["requests"]
    simpy_wall = min(r["wall_s"] / r["requests"] for r in simpy)

    print("M/M/1, rho = %.2f (lambda %g/s, mean service %g ms), %d requests, best of %d"
          % (RATE * SERVICE_MS / 1000.0, RATE, SERVICE_MS, n, args.repeat))
    print("  engine:  %8.0f ns CPU per request (marginal: %d - %d requests, %.3f - %.3f s CPU); "
          "%.0f ns wall per request (wall_ms, engine only); %.2f events per request; mean sojourn %.3f ms "
          "(M/M/1: %.3f ms)"
          % (engine_cpu * 1e9, b["requests"], s["requests"], b["cpu_s"], s["cpu_s"], engine_wall * 1e9,
             b["events"] / b["requests"], b["mean_ms"], expected_ms))
    print("  SimPy:   %8.0f ns CPU per request (simulate() alone, %.3f s CPU); %.0f ns wall per request; "
          "mean sojourn %.3f ms"
          % (simpy_cpu * 1e9, sp["cpu_s"], simpy_wall * 1e9, sp["mean_sojourn_ms"]))
    ratio = simpy_cpu / engine_cpu
    print("  ratio:   the engine is %.1f x faster than SimPy per request (CPU time; %.1f x in wall time); goal 50 x: %s"
          % (ratio, simpy_wall / engine_wall, "met" if ratio >= 50 else "not met"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
