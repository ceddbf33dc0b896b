#!/usr/bin/env python3
"""Exports run no user text as code and stay well-formed (run by ctest).

usage: export_injection.py CLI SCENARIOS_DIR WORK_DIR

A scenario whose every text field (name, description, tenant ids and names) holds newlines,
carriage returns, Unicode line separators, quotes, $(), backticks and '#' is exported to every target
in every mode. Each shell script must pass `sh -n` and, run with nvidia-smi, sudo and the MPS
control daemon stubbed on PATH, must run no injected command. Each YAML file must parse with PyYAML
and have the intended structure (unique RFC 1123 Deployment names, a device-plugin config inside the
ConfigMap). A one-tenant MPS or time-slicing plan either exports replicas >= 2 or is refused with a
message. Exits 1 naming every failure."""

import json
import os
import re
import shutil
import stat
import subprocess
import sys

import yaml

cli, scenarios, work = sys.argv[1], sys.argv[2], sys.argv[3]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
failures = []


def fail(msg):
    failures.append(msg)


def hostile(tag):
    # Each payload would leave a file named INJ-<tag>-<n> in the working directory if it ran.
    return (f"{tag} \"q\" 'q' #h\n touch INJ-{tag}-1\r touch INJ-{tag}-2\u2028touch INJ-{tag}-3"
            f"\u2029touch INJ-{tag}-4\u0085touch INJ-{tag}-5 $(touch INJ-{tag}-6) `touch INJ-{tag}-7`"
            f";touch INJ-{tag}-8 \\\n- k: v")


def remap(node, ids):
    if isinstance(node, dict):
        return {k: remap(v, ids) for k, v in node.items()}
    if isinstance(node, list):
        return [remap(v, ids) for v in node]
    if isinstance(node, str) and node in ids:
        return ids[node]
    return node


def plain_lines(tag):
    # Balanced quotes: the old failure was not a syntax error but a command that ran.
    return f"{tag}\ntouch INJ-{tag}-b1\n$(touch INJ-{tag}-b2)"


def hostile_scenario(source, path, id_maker, text=hostile):
    with open(source, encoding="utf-8") as f:
        s = json.load(f)
    s["name"] = text("sc")
    s["description"] = text("desc")
    ids = {t["id"]: id_maker(i) for i, t in enumerate(s["tenants"])}
    for i, t in enumerate(s["tenants"]):
        t["name"] = text(f"name{i}")
    rest = {k: v for k, v in s.items() if k != "tenants"}
    rest = remap(rest, ids)
    for t in s["tenants"]:
        t["id"] = ids[t["id"]]
    rest["tenants"] = s["tenants"]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(rest, f, ensure_ascii=False, indent=2)
    return rest


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, timeout=60, **kw)


stubs = os.path.join(work, "stubs")
os.makedirs(stubs)
calls = os.path.join(work, "calls.log")
for name in ["nvidia-smi", "nvidia-cuda-mps-control", "nvidia-mig-parted", "kubectl", "helm"]:
    p = os.path.join(stubs, name)
    with open(p, "w") as f:
        f.write(f"#!/bin/sh\necho \"{name} $*\" >> '{calls}'\nexit 0\n")
    os.chmod(p, os.stat(p).st_mode | stat.S_IEXEC)
with open(os.path.join(stubs, "sudo"), "w") as f:
    f.write(f"#!/bin/sh\necho \"sudo $*\" >> '{calls}'\n\"$@\"\n")
os.chmod(os.path.join(stubs, "sudo"), 0o755)

RFC1123 = re.compile(r"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$")
SHELL = {"nvidia-smi", "mps-env"}
YAML_TARGETS = {"mig-parted", "k8s", "time-slicing"}
modes = ["exclusive", "mig", "mps", "vgpu", "timeslice"]
targets = ["nvidia-smi", "mig-parted", "k8s", "time-slicing", "mps-env"]


def check_shell(text, label):
    d = os.path.join(work, "run-" + re.sub(r"[^a-z0-9]+", "-", label))
    os.makedirs(d)
    script = os.path.join(d, "export.sh")
    with open(script, "w", encoding="utf-8") as f:
        f.write(text)
    r = run(["sh", "-n", script])
    if r.returncode != 0:
        fail(f"{label}: sh -n fails: {r.stderr.strip()}")
        return
    env = {"PATH": stubs + ":/usr/bin:/bin", "HOME": d}
    try:
        subprocess.run(["sh", script], cwd=d, env=env, capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        fail(f"{label}: the script did not finish in 30 s")
    injected = [n for n in os.listdir(d) if n.startswith("INJ-")]
    if injected:
        fail(f"{label}: running the script ran injected commands: {sorted(injected)}")


def check_yaml(text, label, target, scenario):
    try:
        docs = [doc for doc in yaml.safe_load_all(text) if doc is not None]
    except yaml.YAMLError as e:
        fail(f"{label}: not valid YAML: {e}")
        return
    if target == "mig-parted":
        if len(docs) != 1 or docs[0].get("version") != "v1" or "mig-configs" not in docs[0]:
            fail(f"{label}: not one mig-parted document with version v1 and mig-configs: {docs!r:.300}")
        return
    config_maps = [d for d in docs if d.get("kind") == "ConfigMap"]
    if len(config_maps) != 1:
        fail(f"{label}: expected one ConfigMap, got {len(config_maps)}")
        return
    cm = config_maps[0]
    if not RFC1123.match(cm["metadata"]["name"]):
        fail(f"{label}: ConfigMap name {cm['metadata']['name']!r} is not an RFC 1123 name")
    for key, body in cm.get("data", {}).items():
        inner = yaml.safe_load(body)
        if not isinstance(inner, dict) or inner.get("version") != "v1":
            fail(f"{label}: ConfigMap data {key!r} is not a device-plugin config: {inner!r:.200}")
            continue
        for res in (inner.get("sharing") or {}).get("timeSlicing", {}).get("resources", []) + \
                (inner.get("sharing") or {}).get("mps", {}).get("resources", []):
            if res.get("replicas", 0) < 2:
                fail(f"{label}: replicas {res.get('replicas')} < 2 (the device plugin refuses it)")
    if target == "k8s":
        deps = [d for d in docs if d.get("kind") == "Deployment"]
        names = [d["metadata"]["name"] for d in deps]
        if len(deps) != len(scenario["tenants"]):
            fail(f"{label}: {len(deps)} Deployments for {len(scenario['tenants'])} tenants")
        if len(set(names)) != len(names):
            fail(f"{label}: Deployment names are not unique: {names}")
        for n in names:
            if not RFC1123.match(n):
                fail(f"{label}: Deployment name {n!r} is not an RFC 1123 name")


def export_all(path, scenario, tag):
    exported = {t: 0 for t in targets}
    for mode in modes:
        for target in targets:
            label = f"{tag} {mode} {target}"
            r = run([cli, "export", path, "--to", target, "--mode", mode])
            if r.returncode != 0:
                if r.returncode != 2 or not r.stderr.strip():
                    fail(f"{label}: exit {r.returncode} without a message")
                continue
            exported[target] += 1
            if target in SHELL:
                check_shell(r.stdout, label)
            else:
                check_yaml(r.stdout, label, target, scenario)
    return exported


source = os.path.join(scenarios, "rag-customer-service.gpuk.json")
# 1. Hostile text everywhere; ids that hold the payload too.
path = os.path.join(work, "hostile.gpuk.json")
sc = hostile_scenario(source, path, lambda i: hostile(f"id{i}"))
r = run([cli, "validate", path])
if r.returncode != 0:
    fail(f"the hostile scenario does not validate, so its exports were not tested:\n{r.stderr}")
else:
    counts = export_all(path, sc, "hostile")
    for target, n in counts.items():
        if n == 0:
            fail(f"hostile: no mode exported to {target}: the target was never checked")

# 1b. Newlines with balanced quotes, so a script stays valid and an injected line would run.
path1b = os.path.join(work, "lines.gpuk.json")
sc1b = hostile_scenario(source, path1b, lambda i: plain_lines(f"id{i}"), plain_lines)
if run([cli, "validate", path1b]).returncode != 0:
    fail("the scenario with plain newlines does not validate")
else:
    export_all(path1b, sc1b, "lines")

# 2. Tenant ids without ASCII letters: distinct Deployment names.
path2 = os.path.join(work, "cjk-ids.gpuk.json")
sc2 = hostile_scenario(source, path2, lambda i: ["模型一", "模型二", "模型三", "模型四"][i], lambda tag: "名字")
r = run([cli, "export", path2, "--to", "k8s", "--mode", "mps"])
if r.returncode != 0:
    fail(f"cjk ids: k8s export failed: {r.stderr}")
else:
    check_yaml(r.stdout, "cjk ids mps k8s", "k8s", sc2)

# 3. One tenant: replicas >= 2 or a clear refusal.
with open(source, encoding="utf-8") as f:
    one = json.load(f)
keep = one["tenants"][0]["id"]
one["tenants"] = one["tenants"][:1]
one["sharing"] = {"mode": "exclusive"}
one.pop("alternatives", None)
one.pop("faults", None)
path3 = os.path.join(work, "one.gpuk.json")
with open(path3, "w", encoding="utf-8") as f:
    json.dump(one, f)
for mode in ["mps", "timeslice"]:
    for target in ["k8s", "time-slicing"]:
        r = run([cli, "export", path3, "--to", target, "--mode", mode])
        label = f"one tenant {mode} {target}"
        if r.returncode == 0:
            check_yaml(r.stdout, label, target, one)
        elif r.returncode != 2 or not r.stderr.strip():
            fail(f"{label}: exit {r.returncode} without a message")
        elif target == "k8s" or mode == "timeslice":
            if "replicas" not in r.stderr:
                fail(f"{label}: the refusal does not name the replicas rule: {r.stderr.strip()}")

if failures:
    print("\n".join(failures))
    print(f"{len(failures)} failed")
    sys.exit(1)
print("exports of hostile text: every script ran no injected command, every YAML parsed")
