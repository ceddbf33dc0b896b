#!/usr/bin/env python3
"""Exports run no user text as code and stay well-formed (run by ctest).

usage: export_injection.py CLI SCENARIOS_DIR WORK_DIR

A scenario whose every text field (name, description, tenant ids and names) holds newlines,
carriage returns, Unicode line separators, quotes, $(), backticks and '#' is exported to every target
in every mode. Each shell script must pass `sh -n` and, run with nvidia-smi, sudo and the MPS
control daemon stubbed on PATH, must run no injected command. Each YAML file must parse with PyYAML
and have the intended structure (unique RFC 1123 Deployment names, a device-plugin config inside the
ConfigMap). A one-tenant MPS or time-slicing plan either exports replicas >= 2 or is refused with a
message.

Then every text field of a scenario (name, description, lesson title, summary and tasks, tenant ids
and names) and of a custom GPU (id, name), one field at a time, takes each of a list of hostile
strings (line breaks of every kind, quotes, $(), backticks, '#', '---', YAML's special scalars such
as 42, null, yes, 2024-01-01, ~) and is exported in every mode to every target the harmless scenario
exports to. Besides the checks above: the YAML has as many documents as the harmless export, every
scalar is a str except the known numbers and booleans, Deployment names, labels and images are the
id's documented Kubernetes name (the id itself when it is a DNS-1123 label, else its sanitised form
and the first 8 hex digits of its SHA-256), and the comments carry the text on one line. Exits 1
naming every failure."""

import concurrent.futures
import copy
import hashlib
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile

import yaml

cli, scenarios, work = sys.argv[1], sys.argv[2], sys.argv[3]
# "--sample" (the sanitizer build, whose every CLI start is slow): every field and every target, but
# each field with a rotating fifth of the strings; the normal build runs every combination.
sample = "--sample" in sys.argv[4:]
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
YAML_TARGETS = {"mig-parted", "k8s", "time-slicing", "hami"}
modes = ["exclusive", "mig", "mps", "vgpu", "timeslice", "quota"]
targets = ["nvidia-smi", "mig-parted", "k8s", "time-slicing", "mps-env", "hami"]
# HAMi's resource names (Project-HAMi/HAMi charts/hami/values.yaml lines 25-29), each an integer limit.
HAMI_LIMITS = {"nvidia.com/gpu", "nvidia.com/gpumem", "nvidia.com/gpucores", "nvidia.com/priority"}


def check_shell(text, label):
    d = tempfile.mkdtemp(prefix="run-" + re.sub(r"[^a-z0-9]+", "-", label)[:60] + "-", dir=work)
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


class UniqueKeyLoader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing a mapping that repeats a key (PyYAML keeps the last silently;
    an injected "kind:" would otherwise merge into the intended document)."""

    def construct_mapping(self, node, deep=False):
        keys = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in keys:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            keys.add(key)
        return super().construct_mapping(node, deep)


def load_all(text):
    return list(yaml.load_all(text, Loader=UniqueKeyLoader))


def load(text):
    return yaml.load(text, Loader=UniqueKeyLoader)


# The scalars an export may hold as something else than a string: mapping key -> allowed types.
NON_STRINGS = {"replicas": int, "mig-enabled": bool, "failRequestsGreaterThanOne": bool}


def check_types(node, label, key=None, parent=None):
    """Every scalar is a str, except the known counts and flags; no key is anything but a str."""
    if isinstance(node, dict):
        for k, v in node.items():
            if not isinstance(k, str):
                fail(f"{label}: key {k!r} parses as {type(k).__name__}, not str")
            check_types(v, label, k, key)
    elif isinstance(node, list):
        for v in node:
            check_types(v, label, key, parent)
    elif key in NON_STRINGS:
        if type(node) is not NON_STRINGS[key]:
            fail(f"{label}: {key}: {node!r} parses as {type(node).__name__}")
    elif parent in ("mig-devices", "limits") and type(node) is int:
        pass  # a count per profile, a resource limit
    elif not isinstance(node, str):
        fail(f"{label}: {key}: {node!r} parses as {type(node).__name__}, not str")


def k8s_sanitise(text):
    out = ""
    for c in text.lower():
        if "a" <= c <= "z" or "0" <= c <= "9":
            out += c
        elif out and not out.endswith("-"):
            out += "-"
    return out.strip("-")[:63].rstrip("-")


def short_hash(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def expected_k8s_names(ids):
    """The documented mapping from tenant id to Kubernetes name, computed independently."""
    names = {i: i for i in ids if RFC1123.match(i)}
    used = set(names.values())
    for i in ids:
        if i in names:
            continue
        k = 0
        while True:
            stem = k8s_sanitise(i)[:63 - 9].rstrip("-_.") or "tenant"
            name = stem + "-" + short_hash(i if k == 0 else f"{i}\n{k}")
            if name not in used:
                break
            k += 1
        names[i] = name
        used.add(name)
    return names


def one_line(text):
    """A comment's copy of user text: line breaks and controls as spaces, non-characters as U+FFFD."""
    out = ""
    for c in text:
        u = ord(c)
        if u < 0x20 or 0x7F <= u <= 0x9F or u in (0x2028, 0x2029):
            out += " "
        elif u in (0xFFFE, 0xFFFF) or 0xD800 <= u <= 0xDFFF:
            out += "\ufffd"
        else:
            out += c
    return out


def check_yaml(text, label, target, scenario, harmless=None):
    try:
        check_yaml_shape(text, label, target, scenario, harmless)
    except (KeyError, IndexError, TypeError, AttributeError, yaml.YAMLError) as e:
        fail(f"{label}: not the intended structure ({type(e).__name__}: {e}): {text!r:.300}")


def check_yaml_shape(text, label, target, scenario, harmless):
    """`harmless`: the shape of the same export of the scenario with harmless text (documents,
    Deployments), which this one must have too; without it every tenant must have a Deployment."""
    try:
        all_docs = load_all(text)
    except yaml.YAMLError as e:
        fail(f"{label}: not valid YAML: {e}")
        return
    docs = [doc for doc in all_docs if doc is not None]
    if not all(isinstance(d, dict) for d in docs):
        fail(f"{label}: a YAML document is not a mapping: {docs!r:.300}")
        return
    if harmless is not None and len(all_docs) != harmless["docs"]:
        fail(f"{label}: {len(all_docs)} YAML documents, the harmless scenario exports {harmless['docs']}")
    for doc in docs:
        check_types(doc, label)
    if target == "mig-parted":
        if len(docs) != 1 or docs[0].get("version") != "v1" or "mig-configs" not in docs[0]:
            fail(f"{label}: not one mig-parted document with version v1 and mig-configs: {docs!r:.300}")
            return
        config = ("gpukitchen-" + (k8s_sanitise(scenario["name"]) or "scenario"))[:63].rstrip("-")
        if sorted(docs[0]["mig-configs"]) != sorted(["all-disabled", config]):
            fail(f"{label}: mig-configs {sorted(docs[0]['mig-configs'])!r} is not all-disabled and {config!r}")
        return
    if target == "hami":   # one Deployment per container, HAMi's resource names, no ConfigMap
        deps = [d for d in docs if d.get("kind") == "Deployment"]
        if len(deps) != len(docs) or (harmless is None and len(deps) != len(scenario["tenants"])):
            fail(f"{label}: {len(deps)} Deployments among {len(docs)} documents for {len(scenario['tenants'])} tenants")
        names = [d["metadata"]["name"] for d in deps]
        if len(set(names)) != len(names) or not all(isinstance(n, str) and RFC1123.match(n) for n in names):
            fail(f"{label}: Deployment names are not unique RFC 1123 names: {names}")
        for d in deps:
            limits = d["spec"]["template"]["spec"]["containers"][0]["resources"]["limits"]
            if set(limits) != HAMI_LIMITS or not all(type(v) is int for v in limits.values()):
                fail(f"{label}: limits {limits!r} are not HAMi's four integer resources")
            elif limits["nvidia.com/gpu"] != 1 or not 0 < limits["nvidia.com/gpucores"] <= 100 \
                    or limits["nvidia.com/priority"] not in (0, 1) or limits["nvidia.com/gpumem"] <= 0:
                fail(f"{label}: limits {limits!r} out of HAMi's ranges")
        return
    config_maps = [d for d in docs if d.get("kind") == "ConfigMap"]
    if len(config_maps) != 1:
        fail(f"{label}: expected one ConfigMap, got {len(config_maps)}")
        return
    cm = config_maps[0]
    if not RFC1123.match(cm["metadata"]["name"]):
        fail(f"{label}: ConfigMap name {cm['metadata']['name']!r} is not an RFC 1123 name")
    for key, body in cm.get("data", {}).items():
        inner = load(body)
        if not isinstance(inner, dict) or inner.get("version") != "v1":
            fail(f"{label}: ConfigMap data {key!r} is not a device-plugin config: {inner!r:.200}")
            continue
        check_types(inner, label + " (ConfigMap data)")
        for res in (inner.get("sharing") or {}).get("timeSlicing", {}).get("resources", []) + \
                (inner.get("sharing") or {}).get("mps", {}).get("resources", []):
            if res.get("replicas", 0) < 2:
                fail(f"{label}: replicas {res.get('replicas')} < 2 (the device plugin refuses it)")
    if target == "k8s":
        deps = [d for d in docs if d.get("kind") == "Deployment"]
        names = [d["metadata"]["name"] for d in deps]
        if harmless is not None and len(deps) != harmless["deployments"]:
            fail(f"{label}: {len(deps)} Deployments, the harmless scenario exports {harmless['deployments']}")
        elif harmless is None and len(deps) != len(scenario["tenants"]):
            fail(f"{label}: {len(deps)} Deployments for {len(scenario['tenants'])} tenants")
        if len(set(names)) != len(names):
            fail(f"{label}: Deployment names are not unique: {names}")
        for n in names:
            if not isinstance(n, str) or not RFC1123.match(n):
                fail(f"{label}: Deployment name {n!r} is not an RFC 1123 name")
        expected = expected_k8s_names([t["id"] for t in scenario["tenants"]])
        if not set(names) <= set(expected.values()):
            fail(f"{label}: Deployment names {sorted(set(names) - set(expected.values()))!r} are none of the "
                 f"tenants' documented names {sorted(expected.values())!r}")
        for d in deps:
            n = d["metadata"]["name"]
            spec = d["spec"]
            shown = [spec["selector"]["matchLabels"].get("app.kubernetes.io/name"),
                     spec["template"]["metadata"]["labels"].get("app.kubernetes.io/name"),
                     spec["template"]["spec"]["containers"][0]["name"]]
            if shown != [n, n, n]:
                fail(f"{label}: the labels and container name {shown!r} are not the Deployment's name {n!r}")
            image = spec["template"]["spec"]["containers"][0]["image"]
            if image != f"registry.example.com/{n}:latest":
                fail(f"{label}: image {image!r} of {n!r}")


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

# 4. Every text field, one at a time, × every hostile string × every mode and target.
def marker(markers, tag):
    return f"touch {markers}/INJ-{tag}"


# Each template takes the marker command of its field and string; the YAML special scalars take none.
HOSTILE = {
    "lf": lambda m: f"h\n{m}",
    "cr": lambda m: f"h\r{m}",
    "crlf": lambda m: f"h\r\n{m}",
    "u2028": lambda m: f"h\u2028{m}",
    "u2029": lambda m: f"h\u2029{m}",
    "nel": lambda m: f"h\u0085{m}",
    "vt-ff": lambda m: f"h\x0b{m}\x0c{m}",
    "nul-tab": lambda m: f"h\x00{m}\t{m}",
    "subst": lambda m: f"$({m})",
    "backticks": lambda m: f"`{m}`",
    "semicolon": lambda m: f"h; {m}; h",
    "dquote": lambda m: f'h" ; {m} ; "',
    "squote": lambda m: f"h' ; {m} ; '",
    "hash": lambda m: f"h #c\n{m} #",
    "backslash": lambda m: f"h \\\n{m}",
    "doc": lambda m: f"h\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\n"
                     f"metadata:\n  name: pwn\n# {m}",
    "doc-end": lambda m: f"h\n...\n--- !!python/object/apply:os.system ['{m}']",
    "flow": lambda m: f"{{a: [1, *x]}} &x !!str ' {m}",
    "nonchar": lambda m: f"h\uffff\ufffe{m}",
    "unicode": lambda m: f"模型 é 😀 {m}",
}
SPECIALS = ["42", "null", "yes", "off", "012", "2024-01-01", "~", "true", "1e3", ".inf", "NO", "0x1F",
            "-", "y", "Null", "a b", "a_b", "A-B", "a--b", "x" * 200]


def base_scenarios():
    with open(source, encoding="utf-8") as f:
        rag = json.load(f)
    # A catalog GPU: a MIG plan with a shared instance running MPS and an unplaced tenant (rerank), a
    # MIG-backed vGPU plan, MPS, time-slicing and exclusive: every target exports in some mode.
    mig = copy.deepcopy(rag)
    mig["sharing"] = {"mode": "mig", "instances": [
        {"profile": "3g.20gb", "start": 4, "tenants": ["llm", "embed"], "inner": "mps"}]}
    mig["alternatives"] = {k: v for k, v in rag["alternatives"].items() if k != "vgpu"}
    mig["alternatives"]["vgpu"] = {"mode": "vgpu", "backing": "mig", "vms": [
        {"tenant": "embed", "profile": "A100-1-5C"}, {"tenant": "rerank", "profile": "A100-2-10C"},
        {"tenant": "llm", "profile": "A100-3-20C"}]}
    mig["lesson"] = {"title": "Lesson", "summary": "Summary", "tasks": ["Task one", "Task two"]}
    # A custom GPU defined in the file (no MIG, no vGPU): time-slicing, MPS, exclusive.
    custom = copy.deepcopy(mig)
    custom["gpu"] = {"id": "toy-gpu", "name": "Toy GPU", "sms": 108, "memory_gb": 40, "bandwidth_gbps": 1555}
    custom["sharing"] = rag["alternatives"]["timeslice"]
    custom["alternatives"] = {k: rag["alternatives"][k] for k in ("exclusive", "mps")}
    return {"catalog": mig, "custom": custom}


def text_fields(scenario):
    fields = ["name", "description", "lesson.title", "lesson.summary", "lesson.tasks", "tenants.id",
              "tenants.name"]
    if isinstance(scenario["gpu"], dict):
        fields += ["gpu.id", "gpu.name"]
    return fields


def with_field(base, field, text_for):
    """A copy of `base` whose `field` holds text_for(tag); every tenant's field at once (distinct tags,
    so ids stay unique), with every reference to a tenant id following it."""
    s = copy.deepcopy(base)
    where, _, key = field.rpartition(".")
    if field == "tenants.id":
        ids = {t["id"]: text_for(f"id{i}", i) for i, t in enumerate(s["tenants"])}
        rest = remap({k: v for k, v in s.items() if k != "tenants"}, ids)
        for t in s["tenants"]:
            t["id"] = ids[t["id"]]
        rest["tenants"] = s["tenants"]
        return rest
    if field == "tenants.name":
        for i, t in enumerate(s["tenants"]):
            t["name"] = text_for(f"name{i}", i)
    elif field == "lesson.tasks":
        s["lesson"]["tasks"] = [text_for("task0", 0), text_for("task1", 1)]
    else:
        (s[where] if where else s)[key] = text_for(key, 0)
    return s


def export_one(path, mode, target):
    return run([cli, "export", path, "--to", target, "--mode", mode])


def check_comments(text, label, target, scenario):
    first = text.split("\n")[1 if text.startswith("#!") else 0]
    if f'"{one_line(scenario["name"])}"' not in first:
        fail(f"{label}: the first comment does not name the scenario as {one_line(scenario['name'])!r}: {first!r}")
    gpu = scenario["gpu"]
    if isinstance(gpu, dict):
        want = f"GPU 0: {one_line(gpu['name'])} ({one_line(gpu['id'])})."
        if want not in text:
            fail(f"{label}: the header does not name the custom GPU as {want!r}")
    if target != "k8s":
        return
    for t in scenario["tenants"]:   # the k8s export names every tenant in a comment
        want = f"# {one_line(t['id'])} ({one_line(t['name'])}): "
        if t["name"] != t["id"] and want not in text:
            fail(f"{label}: tenant {t['id']!r} is not named as {want!r}")


bases = base_scenarios()
harmless = {}   # (base, mode, target) -> the shape of its YAML: documents, Deployments
for kind, base in bases.items():
    path = os.path.join(work, f"base-{kind}.gpuk.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(base, f, indent=2)
    r = run([cli, "validate", path])
    if r.returncode != 0:
        fail(f"the harmless {kind} scenario does not validate:\n{r.stdout}{r.stderr}")
        continue
    for mode in modes:
        for target in targets:
            r = export_one(path, mode, target)
            if r.returncode == 0:
                docs = [] if target in SHELL else load_all(r.stdout)
                harmless[(kind, mode, target)] = {
                    "docs": len(docs),
                    "deployments": sum(1 for d in docs if isinstance(d, dict) and d.get("kind") == "Deployment")}
for target in targets:
    if not any(t == target for (_, _, t) in harmless):
        fail(f"no harmless scenario exports to {target}: the target would go unchecked")
if not any(k == "custom" for (k, _, _) in harmless):
    fail("the custom GPU scenario exports nowhere: its GPU's id and name would go unchecked")

# Each unit (scenario, field, string) has its own file and marker directory; units run in parallel.
def check_unit(kind, base, field, case, template):
    unit = tempfile.mkdtemp(prefix="field-", dir=work)
    markers = os.path.join(unit, "markers")
    os.makedirs(markers)
    if template is None:   # a special scalar: each tenant another one, so that ids stay distinct
        text_for = lambda tag, i: SPECIALS[(SPECIALS.index(case) + i) % len(SPECIALS)]
    else:
        text_for = lambda tag, i: template(marker(markers, tag))
    scenario = with_field(base, field, text_for)
    path = os.path.join(unit, "field.gpuk.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(scenario, f, indent=2)   # ASCII with \u escapes
    checked = 0
    for (k, mode, target), shape in harmless.items():
        if k != kind:
            continue
        label = f"{kind} {field}={case if template else repr(case[:12])} {mode} {target}"
        r = export_one(path, mode, target)
        if r.returncode != 0:
            fail(f"{label}: exit {r.returncode} where the harmless scenario exports: {r.stderr.strip()}")
            continue
        checked += 1
        check_comments(r.stdout, label, target, scenario)
        if target in SHELL:
            check_shell(r.stdout, label)
        else:
            check_yaml(r.stdout, label, target, scenario, shape)
        left = os.listdir(markers)
        if left:
            fail(f"{label}: injected commands ran: {sorted(left)}")
            for n in left:
                os.remove(os.path.join(markers, n))
    return checked


cases = list(HOSTILE.items()) + [(v, None) for v in SPECIALS]
units = [(kind, base, field, case, template)
         for kind, base in bases.items() for f, field in enumerate(text_fields(base))
         for c, (case, template) in enumerate(cases) if not sample or c % 5 == f % 5]
with concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
    checked = sum(pool.map(lambda u: check_unit(*u), units))

# A text the reader refuses (a lone UTF-16 surrogate) is refused with a message, not exported.
lone = with_field(bases["custom"], "gpu.name", lambda tag, i: "h\ud800")
path = os.path.join(work, "surrogate.gpuk.json")
with open(path, "w", encoding="utf-8") as f:
    json.dump(lone, f)
r = export_one(path, "timeslice", "k8s")
if r.returncode != 2 or "surrogate" not in r.stderr:
    fail(f"a GPU name with a lone surrogate: exit {r.returncode}, not refused with a message: {r.stderr.strip()}")
print(f"{checked} exports of hostile fields checked")

if failures:
    print("\n".join(failures))
    print(f"{len(failures)} failed")
    sys.exit(1)
print("exports of hostile text: every script ran no injected command, every YAML parsed")
