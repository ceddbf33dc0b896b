#!/usr/bin/python3
"""An M/M/1 queue in SimPy 2 (Debian python3-simpy), the reference of scripts/bench-mm1.py.

Poisson arrivals at rate LAMBDA, one server, exponential service with mean 1/MU, FIFO, an
unbounded queue: exactly --requests requests arrive, and the run ends when the last one leaves.
Prints one JSON object: the requests served, the CPU seconds of simulate() alone (the import and
the setup are not counted), the mean sojourn time against 1/(mu - lambda) as a check that this
is the queue it claims to be.

Not run by CI: a benchmark, run by hand (BENCHMARKS.md).
"""

import argparse
import json
import random
import time

from SimPy.Simulation import Process, Resource, activate, hold, initialize, now, release, request, simulate


class Request(Process):
    def serve(self, server, mu, rng, stats):
        arrived = now()
        yield request, self, server
        yield hold, self, rng.expovariate(mu)
        yield release, self, server
        stats[0] += 1
        stats[1] += now() - arrived


class Source(Process):
    def generate(self, count, lam, mu, server, rng, stats):
        for _ in range(count):
            r = Request()
            activate(r, r.serve(server, mu, rng, stats))
            yield hold, self, rng.expovariate(lam)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200000)
    parser.add_argument("--rate", type=float, default=700.0, help="arrivals per second (lambda)")
    parser.add_argument("--service-ms", type=float, default=1.0, help="mean service time (1/mu)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    lam = args.rate
    mu = 1000.0 / args.service_ms
    rng = random.Random(args.seed)
    stats = [0, 0.0]  # served, sum of sojourn times (s)

    initialize()
    server = Resource(capacity=1, name="server", unitName="server")
    source = Source()
    activate(source, source.generate(args.requests, lam, mu, server, rng, stats))
    start = time.process_time()
    wall = time.perf_counter()
    simulate(until=1e12)
    cpu = time.process_time() - start
    wall = time.perf_counter() - wall

    served = stats[0]
    print(json.dumps({
        "simulator": "SimPy",
        "requests": served,
        "rho": lam / mu,
        "cpu_s": cpu,
        "wall_s": wall,
        "mean_sojourn_ms": 1000.0 * stats[1] / served if served else None,
        "expected_mean_sojourn_ms": 1000.0 / (mu - lam),
    }))


if __name__ == "__main__":
    main()
