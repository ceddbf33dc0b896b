#!/usr/bin/python3
"""Two engines' cost per request in one run, alternately (BENCHMARKS.md "Engine split (issue 18)").

Runs `gpukitchen-cli run FILE --no-slowdown --format json` of an OLD and a NEW CLI by turns,
--rounds times, on the M/M/1 scenario of scripts/bench-mm1.py (exclusive A100-40GB, one server,
700 requests/s of 1 ms exponential work) and on the same load split over two tenants that share
the GPU by time-slicing (2 ms slices, 50 us switches). The cost per request is marginal, as
bench-mm1.py computes it: (child CPU time of N requests - that of N/100) / (the difference in
requests), so process start, validation and output do not count. Prints the best and the median
of each engine and the ratio NEW / OLD of the best (CPU time). Both CLIs must print the same
results (checked: the JSON without wall_ms).

Usage: tests/bench/engine-ab.py OLD_CLI NEW_CLI [--requests 2000000] [--rounds 5]
Build both CLIs in Release. Not run by CI.
"""

import argparse
import copy
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("bench_mm1", os.path.join(HERE, "..", "..", "scripts", "bench-mm1.py"))
mm1 = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mm1)


def timesliced(duration_s, seed):
    s = mm1.scenario(duration_s, seed)
    t = s["tenants"][0]
    a, b = copy.deepcopy(t), copy.deepcopy(t)
    a["id"], b["id"] = "ts-a", "ts-b"
    a["arrival"]["rate_per_s"] = b["arrival"]["rate_per_s"] = mm1.RATE / 2
    s["tenants"] = [a, b]
    s["name"] = "Time-sliced M/M/1 pair benchmark"
    s["sharing"] = {"mode": "timeslice", "time_slice_ms": 2, "switch_us": 50}
    return s


def run(cli, path):
    before = mm1.child_cpu()
    out = subprocess.run([cli, "run", path, "--no-slowdown", "--format", "json"],
                         check=True, capture_output=True, text=True).stdout
    cpu = mm1.child_cpu() - before
    j = json.loads(out)
    requests = sum(t["arrivals"] for t in j["tenants"])
    j.pop("wall_ms", None)
    return cpu, requests, json.dumps(j, sort_keys=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--requests", type=int, default=2000000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    n = args.requests
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in (("M/M/1 (exclusive)", mm1.scenario), ("time-sliced pair", timesliced)):
            big = os.path.join(tmp, "big.gpuk.json")
            small = os.path.join(tmp, "small.gpuk.json")
            with open(big, "w") as f:
                json.dump(make(n / mm1.RATE, 1), f)
            with open(small, "w") as f:
                json.dump(make(n / mm1.RATE / 100, 1), f)
            costs = {"old": [], "new": []}
            outputs = {}
            for r in range(args.rounds):
                order = ("old", "new") if r % 2 == 0 else ("new", "old")
                for which in order:
                    cli = getattr(args, which)
                    cb, rb, ob = run(cli, big)
                    cs, rs, _ = run(cli, small)
                    costs[which].append((cb - cs) / (rb - rs) * 1e9)
                    outputs.setdefault(which, ob)
            same = outputs["old"] == outputs["new"]
            best = {k: min(v) for k, v in costs.items()}
            med = {k: statistics.median(v) for k, v in costs.items()}
            print("%s, %d requests, %d rounds alternately: results %s" % (name, n, args.rounds,
                  "identical" if same else "DIFFER"))
            for k in ("old", "new"):
                print("  %s: best %.1f ns, median %.1f ns CPU per request (%s)"
                      % (k, best[k], med[k], " ".join("%.1f" % c for c in costs[k])))
            print("  ratio new/old: %.3f (best), %.3f (median)" % (best["new"] / best["old"], med["new"] / med["old"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
