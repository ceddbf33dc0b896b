<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gpuk::Cli</name>
    <message>
        <source>Usage: gpukitchen-cli [--lang en|zh_CN] COMMAND [OPTIONS]

GPU Kitchen on the command line: NVIDIA GPU sharing (MIG, MPS, vGPU, time-slicing)
explained with real numbers, without a GPU.

Commands:
  gpus                   the GPU catalog
  mig profiles --gpu G   GPU-instance profiles, like nvidia-smi mig -lgip
  mig placements --gpu G placements, like nvidia-smi mig -lgipp
  mig check --gpu G PROFILE[@START]...
                         is this MIG layout legal, and what does it waste?
  mig enumerate --gpu G  every MIG layout that can be placed
  validate FILE          check a scenario file (or builtin:NAME)
  scenarios              list the built-in scenarios
  export FILE --to T     configuration text: nvidia-smi, mig-parted, k8s, time-slicing, mps-env
  seed-demo              the seed article&apos;s Python demo, and where it departs from real GPUs

Upcoming (they arrive with the simulation engine):
  run FILE               simulate a scenario
  compare FILE           the same tenants under every sharing mode

Global options:
  --lang en|zh_CN        language of the output (default: from LC_ALL or LANG)
  -h, --help             this help; COMMAND --help explains a command
  --version              print the version

Exit codes: 0 ok; 1 a finding (an illegal layout in mig check); 2 bad input
(unknown command, option, GPU or profile; an unreadable or invalid file; an export
the plan cannot express). Results and findings go to stdout, errors to stderr.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli gpus [--format table|json]

The GPU catalog: id, name, SMs (and the SMs MIG mode exposes), memory, bandwidth,
compute slices / memory slots, the number of MIG and vGPU profiles, and which of
the catalog&apos;s values are assumed, inferred or unverified (fact sheet flags).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig SUBCOMMAND --gpu G [OPTIONS]

Subcommands:
  profiles     GPU-instance profiles, like nvidia-smi mig -lgip
  placements   allowed placements, like nvidia-smi mig -lgipp
  check        check a layout: mig check --gpu G PROFILE[@START]...
  enumerate    every placeable combination of profiles

Run gpukitchen-cli mig SUBCOMMAND --help for its options. GPU ids: see gpukitchen-cli gpus.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig profiles --gpu G [--format table|json]

The GPU-instance profiles of G as nvidia-smi mig -lgip lists them on a fresh GPU,
followed by the catalog&apos;s notes and data-quality flags.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig placements --gpu G [--format table|json]

Where each profile may start, as nvidia-smi mig -lgipp prints it: {starts}:size in
memory slots. Placements the fact sheet marks as assumed are flagged below the list.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig check --gpu G [--no-4g3g] PROFILE[@START]...

Checks a MIG layout. PROFILE is a name (3g.20gb) or a profile ID (9); @START fixes
the placement start in memory slots. Without @START the driver&apos;s choice is modelled
in the order given; if the driver would fail but another placement exists, that
placement is shown together with a creation order that works.

  --no-4g3g    a driver older than R510: a 4g and a 3g cannot coexist

A legal layout prints the placement, the memory-slot and compute-slice maps, the SMs
used, idle and unusable, the stranded compute slices and the nvidia-smi command; exit 0.
An illegal layout prints every reason on stdout and exits 1. Bad input (unknown GPU or
profile, a malformed start) is reported on stderr with exit 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig enumerate --gpu G [--maximal] [--classic] [--with-me] [--no-4g3g]
                                   [--format table|json]

Every distinct combination of GPU-instance profiles that can be placed on G.

  --maximal    only combinations to which no further profile fits
  --classic    leave out the 2-slot 1g profile (ID 15) of newer drivers
  --with-me    include the +me (media extensions) profiles
  --no-4g3g    a driver older than R510: a 4g and a 3g cannot coexist
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli validate FILE|builtin:NAME [--format text|json]

Reads a scenario file and prints every problem, each with its JSON path and the rule
it breaks, on stderr (text) or as JSON on stdout. Exit 0 if there is no error
(warnings allowed), 2 if there is any. builtin:NAME reads a built-in scenario
(see gpukitchen-cli scenarios).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli scenarios [--format table|json]

Lists the scenarios built into GPU Kitchen; use them as builtin:NAME with validate
and export.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli export FILE|builtin:NAME --to TARGET [--mode M] [--out F]

Real configuration text for the scenario&apos;s plan:
  nvidia-smi     commands that create the MIG layout at the planned placements
  mig-parted     a mig-parted config (version: v1, mig-configs)
  k8s            NVIDIA device-plugin config and a Deployment per tenant
  time-slicing   the device-plugin time-slicing ConfigMap
  mps-env        a shell script that starts MPS with per-client limits

  --mode M       export the plan for mode M (exclusive, mig, mps, vgpu, timeslice):
                 the scenario&apos;s own plan for M, else the documented default plan
  --out F        write to F instead of stdout

A plan the target cannot express (an MPS plan as mig-parted, say) exits 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli seed-demo [--lang en|zh_CN]

Prints exactly what the seed article&apos;s Python demo prints (computed, not copied),
then explains where that toy model departs from a real A100, with the catalog&apos;s numbers.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli run FILE [--mode M] [--duration S] [--seed N] [--format table|json|csv] [--out F]

Not available yet: arrives with the simulation engine.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli compare FILE [--modes exclusive,mig,mps,vgpu,timeslice]

Not available yet: arrives with the simulation engine.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpukitchen-cli: error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;gpukitchen-cli %1 --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option --%1 takes no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format %1 (use %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU %1 (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support MIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (use en or zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpukitchen-cli: error: unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpukitchen-cli: error: unknown command %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;gpukitchen-cli --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMs (MIG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BW GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices: compute slices / memory slots. SMs (MIG): all SMs, and those the full-GPU MIG instance exposes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown mig subcommand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placements %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>newer drivers only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data quality and notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not observed on this GPU: no -lgipp transcript was found, so these placements follow the common 7-slice table (fact sheet §1.3.9): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal MIG layout on %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start:Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory slots:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute slices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stranded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMs: %1 in the instances, of the %2 that MIG mode exposes (%3 idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unusable SMs: %1 of the GPU&apos;s %2 are lost by enabling MIG at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stranded compute slices: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stranded compute slices: %1 (slice %2): no profile can use them next to this layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used: %1 of %2 memory slots, %3 of %4 compute slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created in the order given without placements, the driver would fail (&quot;Insufficient Resources&quot;): order matters. This placement was found by search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creation order that lands it: sudo nvidia-smi mig -i 0 -cgi %1 -C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts not given were chosen by the driver model, in the order given (inferred from NVIDIA&apos;s published examples).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi: sudo nvidia-smi mig -i 0 -cgi %1 -C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name at least one profile, e.g. 3g.20gb@4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the start after @ must be a memory-slot index (0, 1, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no MIG profile %2 (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal MIG layout on %1 (%2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  No placement of these profiles exists on %1, in any order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed placements of the profiles asked for (like nvidia-smi mig -lgipp):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ID %2): starts %3, size %4, at most %5 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stranded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combinations on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximal only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with +me profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver older than R510</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no built-in scenario &quot;%1&quot;; gpukitchen-cli scenarios lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name one scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name only one scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the scenario could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: invalid (errors: %2, warnings: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: valid (&quot;%2&quot;: GPU %3, plan %4, tenants: %5, warnings: %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No built-in scenarios.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--to is required (nvidia-smi, mig-parted, k8s, time-slicing, mps-env)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown export target %1 (use nvidia-smi, mig-parted, k8s, time-slicing, mps-env)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown mode %1 (use exclusive, mig, mps, vgpu, timeslice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid scenario; nothing exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot export to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 plan for this scenario is not valid; nothing exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where this toy departs from a real GPU (%1, numbers from the GPU catalog):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its MIG slices (SMs/GB: %1) are not MIG profiles. On an A100-40GB the GPU-instance profiles have %2 SMs and %3 GiB of memory; nothing else can be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s own 5+5+10+20 layout is %1: %2 = %3 SMs and %4 = %5 GiB, not %6 SMs and %7 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That layout is legal, e.g. placed as %1, and uses all %2 compute slices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG mode exposes only %1 of the %2 SMs: %3 SMs are unusable whatever the layout, so the toy&apos;s %4 SMs of MIG slices cannot exist on this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its utilisation, 0.6 × SM share + 0.4 × memory share, is a weighted sum of allocations, not a measurement: an idle MIG instance counts as fully used. The same formula on the real layout gives %1, still an allocation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real monitoring measures time: nvidia-smi GPU-Util is the share of time in which any kernel ran (one small kernel reads 100 %); DCGM SM_ACTIVE is the time-averaged share of SMs with at least one active warp. Allocation is not use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS clients do not get fixed SM slices: the toy adds %1 × %2 SMs as if each client owned %2 SMs. CUDA_MPS_ACTIVE_THREAD_PERCENTAGE (%2 SMs would be %3 %) is a cap, not a reservation; kernels of different clients may share an SM, and how many SMs are busy depends on the load. At most %4 clients per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MPS demo ignores interference: clients share the L2 cache and the DRAM bandwidth, so memory-bound clients slow each other down, and a fatal fault in one client reaches all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-sliced vGPU does not give a VM a fraction of the SMs: each VM gets all SMs for its time slice (1-2 ms by default), in turn. Only MIG-backed vGPU splits the SMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtualization overhead: the article says %1-%2 %; VMware measured 94-105 % of bare-metal performance in MLPerf Inference, i.e. about %3-%4 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int() truncates the vGPU budget: 108 × (0.4 + 0.3 + 0.2) = %1 becomes %2 SMs, %3 SM lost to rounding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The real engine&apos;s verdict on these setups arrives with the simulation engine (gpukitchen-cli run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpukitchen-cli %1: not available yet: arrives with the simulation engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuk::Export</name>
    <message>
        <source>%1 for the %2 plan of &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU 0: %1 (%2). Generated by GPU Kitchen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario&apos;s GPU &quot;%1&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU profile %1 is not a MIG-backed profile of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support MIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no MIG instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s MIG layout cannot be placed on %1; run `gpukitchen-cli validate` for the reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nvidia-smi export creates MIG instances, but the plan is %1; use --mode mig, or --to mps-env for MPS, --to k8s or --to time-slicing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run as root on the host. Stop every client of the GPU first (nvsm, nvidia-dcgm, dcgm-exporter, CUDA processes): otherwise &quot;In use by another client&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG-backed vGPU: the GPU instances must exist on the host before the VMs start (some hypervisors, e.g. vSphere, create them themselves).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Enable MIG mode on GPU 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   Ampere (A100, A30): the driver resets the GPU to change MIG mode, and the mode persists across reboots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   If nvidia-smi reports &quot;pending enable&quot;, reboot or run: sudo nvidia-smi --gpu-reset -i 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   Hopper and later: enabling MIG mode does not reset the GPU; the mode lasts while the driver stays loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Create the GPU instances exactly where the plan puts them, each given as &lt;profile ID&gt;:&lt;placement start&gt;, with their default compute instances (-C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without placement specifiers the driver chooses the starts itself, in creation order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order matters: created as -cgi %1 the driver fails on %2 (&quot;Insufficient Resources&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order matters: some creation orders fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this order the driver lands the planned layout (driver model inferred from NVIDIA&apos;s published examples; the command above is exact):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No creation order lands exactly this layout under the driver model; keep the placement specifiers above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances shared by several tenants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   %1: MPS inside the instance (see the mps-env export): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   %1: the tenants take turns (time-slicing): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Check: each GPU instance&apos;s Placement Start:Size, then the MIG devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To undo: destroy the compute instances, then the GPU instances, then leave MIG mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mig-parted config describes a MIG layout, but the plan is %1; use --mode mig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mig-parted configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply: sudo nvidia-mig-parted apply -f &lt;this file&gt; -c %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the GPU Operator&apos;s mig-manager, put it in its ConfigMap and label the node nvidia.com/mig.config=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mig-parted takes a count per profile, not placements: the planned starts (%1) are not guaranteed; the nvidia-smi export pins them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;devices: all&quot; applies the layout to every GPU of the node; they must all be %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placeholder: the tenant&apos;s image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes configuration (NVIDIA device plugin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the plugin with this ConfigMap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out the GPU first (the nvidia-smi or mig-parted export). migStrategy mixed advertises each MIG profile as its own resource, nvidia.com/mig-&lt;profile&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes hands out any free instance of the requested profile: it cannot pin a pod to a placement start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes names cannot hold &apos;+&apos;: the resource of a +me profile is assumed to read &quot;.me&quot; here; check with kubectl describe node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan runs MPS inside a MIG instance, but the device plugin does not support MPS on MIG devices: it is time-sliced here; run MPS by hand for it (mps-env export).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-sliced replicas share one fault domain (if one workload crashes, they all do) and get no proportional compute; replicas apply to every instance of that profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG instance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not placed by the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the MPS plan has no client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS in the device plugin is experimental (since v0.15.0), works only on full GPUs (not on MIG devices) and only for nvidia.com/gpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the %1 replicas gets an equal 1/%1 of the GPU&apos;s memory and compute; the plan&apos;s per-client caps are not expressed here (use the mps-env export for them):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the SMs at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB pinned memory at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fatal fault in one client reaches every client on the GPU (MPS has no error isolation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario has no tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-slicing: the %1 replicas share one fault domain (if one workload crashes, they all do), have no memory limit and get no proportional compute: CUDA gives each process an equal share of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time-sliced replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive: every tenant gets a whole GPU, so this needs %1 GPUs of this model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU is configured on the hypervisor, not by the Kubernetes device plugin: inside each VM the vGPU is an ordinary nvidia.com/gpu. Use --mode mig, mps or timeslice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One replica per tenant: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 tenants: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   the plan asks for MPS inside it; the device plugin cannot do MPS on MIG, so it is time-sliced here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no MIG instance of this plan holds more than one tenant: there is nothing to time-slice; use --mode timeslice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas apply to every instance of a profile on the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time-slicing export needs a timeslice plan (or a MIG plan with shared instances), but the plan is %1; use --mode timeslice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device-plugin time-slicing ConfigMap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas share one fault domain: if one workload crashes, they all do. There is no memory limit, and asking for 2 replicas gives no more compute (CUDA gives each process an equal share of time), hence failRequestsGreaterThanOne.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use: kubectl apply -f &lt;this file&gt;; helm upgrade -i nvdp nvdp/nvidia-device-plugin --namespace nvidia-device-plugin --set config.name=gpukitchen-device-plugin --set config.default=config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 % of the SMs (a cap, not a reservation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no SM cap: it may use every SM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 GB of device memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placeholder: the tenant&apos;s command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clients share the SMs, the L2 cache and the DRAM bandwidth: they interfere. A fatal fault in one client reaches every client of the server (Volta+ MPS contains it to the GPU, not to the client).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 clients per GPU. Run the daemon and the clients as the same user (one user&apos;s server at a time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the MPS server may own the GPU (recommended compute mode):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clients. CUDA_MPS_ACTIVE_THREAD_PERCENTAGE limits a client; it reserves nothing, and kernels of different clients may share an SM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop: end the clients, then the daemon, then restore the compute mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the MIG plan runs no instance with MPS inside; use --mode mps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS setup inside MIG instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One MPS control daemon per MIG device, each with its own pipe and log directory. EXCLUSIVE_PROCESS compute mode is not supported in MIG mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in each MIG device&apos;s UUID from `nvidia-smi -L` (MIG-xxxxxxxx-…). The client limit shrinks with the instance: 48 × its share of the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG instance %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop this daemon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mps-env export needs an MPS plan (or MIG instances running MPS inside), but the plan is %1; use --mode mps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuk::GpuCanvas</name>
    <message>
        <source>GPU picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-slicing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive: one GPU per tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG: Multi-Instance GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS: Multi-Process Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU: virtual GPUs for VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-slicing: contexts take turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2 SMs and %3 GB of memory, shared by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown tenant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cap %1 % ≈ %2 SMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory ≤ %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unknown profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · MIG %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 GiB framebuffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1 GiB · SLO %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM not exposed by its profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stranded compute slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free compute slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM unusable with MIG on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unused memory slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario&apos;s GPU is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the window larger to see the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU: MIG-backed virtual GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU: time-sliced virtual GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 SMs · %3 GB · %4 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 SMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unusable with MIG on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost when MIG is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 SMs · %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stranded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no profile can use this slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This MIG layout cannot be placed on %1. The problems list says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU instances yet: every compute slice is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS: one open pool of %1 SMs · clients: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels of all clients run side by side. An active-thread cap limits a client; it reserves nothing. Memory and bandwidth are shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best effort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU: the VMs take turns on all %1 SMs · VMs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler: %1, %2 ms slices. Each VM owns a fixed framebuffer; virtualisation adds about %3 % to every request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-slicing: the contexts take turns on all %1 SMs · contexts: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One context owns the whole GPU for %1 ms, then the next. No memory limits, and one crash takes every context down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive: every tenant gets a whole GPU like this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in total: %1. No interference at all, but most of each GPU sits idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support MIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns, %1 ms each:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: %1 slices of about %2 GB, each with its share of bandwidth and L2 cache. Numbers are placement starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: one pool of %1 GiB shared by every client; the models take %2 GiB of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: one pool of %1 GiB with no limits between contexts; the models take %2 GiB of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: every VM gets a fixed framebuffer; %1 of %2 GiB are handed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of one GPU: %1 GiB usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over by %1 GiB!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contexts, in turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One GPU per tenant · GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VM %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GiB in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at start %2
Compute slices %3–%4 · memory slices %5–%6
%7 SMs · %8 GiB
Tenants: %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drawing spreads the %1 SMs evenly over the slices; this profile exposes %2 more SMs than its slices show (marked +%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM %1 · compute slice %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable only while MIG is off: with MIG on, %1 exposes %2 of its %3 SMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of the one MPS pool: any client&apos;s kernels can run here, up to the client&apos;s cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With exclusive GPUs, every SM of the GPU belongs to one tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole GPU belongs to one context at a time; the others wait for their turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside %1&apos;s slices but not exposed: the profile gives %2 SMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: a new GPU instance could use this compute slice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stranded: no MIG profile can use this compute slice with the current layout (its memory slices are taken).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unusable with MIG on: %1 exposes %2 of its %3 SMs in MIG mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory slice %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory slice %1 · unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: %1 GiB usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute slice %1 · %2 SMs drawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuk::MainWindow</name>
    <message>
        <source>Demo: four tenants on one A100-40GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed article&apos;s MIG layout: 1g.5gb + 1g.5gb + 2g.10gb + 3g.20gb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read as a GPU Kitchen scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened. The current scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more (see Show Details)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Built-in scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario file (*.gpuk.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Kitchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — GPU Kitchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU: %1 · Mode: %2 · tenants: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reranker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · model %2 GiB · SLO %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · model %2 GiB · no SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (id %2)
Peak memory %3 GiB: model %4 GiB + %5 GiB × %6 requests at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: this plan fits this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown GPU: nothing to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MIG layout cannot be placed: see Problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances expose %1 of %2 SMs · stranded compute slices: %3 · SMs unusable with MIG on: %4 · unused memory slices: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support MIG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPS: %1 SMs in one pool · %2 of at most %3 clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU: the VMs take turns on %1 SMs · VMs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-slicing: the contexts take turns on %1 SMs · contexts: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive: one GPU per tenant · GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Kitchen scenarios (*.gpuk.json);;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GPU Kitchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;GPU Kitchen %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;See how one NVIDIA GPU is shared between tenants: MIG, MPS, vGPU and time-slicing, drawn on a real GPU.&lt;/p&gt;&lt;p&gt;GPU numbers come from NVIDIA&apos;s documentation and nvidia-smi transcripts.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuk::Messages</name>
    <message>
        <source>the file is not valid JSON: %{detail} at line %{line}, column %{column} (byte offset %{offset})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid JSON: %{detail} at byte offset %{offset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a JSON object holding the scenario, not a JSON %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a JSON object holding the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; a scenario file holds one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %{file}: %{detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %{file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has %{bytes} bytes; a scenario file may have at most %{max} bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large for a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %{max} problems; the rest are not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many problems; the rest are not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported format &quot;%{got}&quot;; this version of GPU Kitchen reads &quot;%{expected}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported format; this version of GPU Kitchen reads &quot;gpukitchen-scenario/1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%{key}&quot;; the keys allowed here are: %{allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%{key}&quot; (unknown keys are errors, not ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (unknown keys are errors, not ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON %{expected}, not a JSON %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON %{expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has the wrong JSON type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number a double can hold, got %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number a double can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive number no greater than %{max}, got %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than %{min} and no greater than %{max}, got %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %{min} and less than %{max}, got %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than %{min} and less than %{max}, got %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %{min} and %{max}, got %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %{min} and %{max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is out of the allowed range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number, got %{got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of: %{allowed}; got &quot;%{got}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of: %{allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not one of the allowed values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is too long: %{got} characters, at most %{max} allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is too long: at most %{max} characters allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{key} does not apply when %{field} is &quot;%{value}&quot;; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not apply here; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %{got} entries; at most %{max} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has too many entries; at most %{max} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has too many entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{gpu} does not support MIG (the catalog lists no MIG profiles for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this GPU does not support MIG (the catalog lists no MIG profiles for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown MIG profile &quot;%{profile}&quot; for %{gpu}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown MIG profile &quot;%{profile}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown MIG profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{profile} cannot start at memory slot %{start}; allowed starts are %{allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{profile} cannot start at memory slot %{start}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this profile cannot start at this memory slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{profile} at memory slot %{start} overlaps instance %{with} (%{with_profile} at %{with_start}) on memory slots %{slots}; GPU instances cannot share memory slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlaps instance %{with}; GPU instances cannot share memory slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlaps another instance; GPU instances cannot share memory slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free placement for %{profile}: it can start only at %{allowed}, and the memory slots still free are %{free_slots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free placement for %{profile}: it can start only at %{allowed}, and none of those places is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free placement for this instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{count} instances of %{profile}, but at most %{max} instances of this profile fit on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %{max} instances of this profile fit on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many instances of this profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{count} media-extensions (+me) instances such as %{profile}; at most %{max} fits on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one media-extensions (+me) instance fits on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instances use %{used} compute slices but the GPU has %{max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instances use more compute slices than the GPU has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{profile_4g} and %{profile_3g} together need driver R510 or newer (mig_allow_4g_3g is false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 4g and a 3g instance together need driver R510 or newer (mig_allow_4g_3g is false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no GPU &quot;%{gpu}&quot;; use a catalog id (gpukitchen-cli gpus lists them) or a custom GPU object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no such GPU; use a catalog id or a custom GPU object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant id &quot;%{id}&quot; is used more than once; tenant ids must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenant id is used more than once; tenant ids must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot;: sm_width %{sm_width} is more than the %{sms} SMs of the GPU; a request cannot use more SMs than the GPU has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sm_width %{sm_width} is more than the %{sms} SMs of the GPU; a request cannot use more SMs than the GPU has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a request cannot use more SMs than the GPU has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; needs %{needed_gb} GB (model plus every batch slot) but the whole GPU has %{capacity_gb} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tenant needs more memory than the whole GPU has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names tenant &quot;%{tenant}&quot;, which is not defined in tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names a tenant that is not defined in tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; appears more than once in this plan; a tenant may appear only once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenant appears more than once in this plan; a tenant may appear only once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; is not served by this plan and gets no GPU in this mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenant is not served by this plan and gets no GPU in this mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alternatives.%{key} holds a plan of mode &quot;%{mode}&quot;; an alternative&apos;s mode must equal its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an alternative&apos;s mode must equal its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode &quot;%{mode}&quot; is already the active plan in sharing; alternatives are for the other modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this mode is already the active plan in sharing; alternatives are for the other modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %{profile} instance serves no tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this GPU instance serves no tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{count} tenants share the %{profile} instance through MPS, but one MPS server accepts at most %{max} clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many tenants share this instance through MPS; one MPS server accepts only a limited number of clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory does not fit: %{needed_gb} GB needed by %{tenants}, but %{where} has only %{capacity_gb} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory does not fit: %{needed_gb} GB needed by %{tenant}, but %{where} has only %{capacity_gb} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory does not fit: %{needed_gb} GB needed, but only %{capacity_gb} GB available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory does not fit: the tenants need more than is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{count} MPS clients, but one MPS server accepts at most %{max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many MPS clients; one MPS server accepts only a limited number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active_thread_percentage of tenant &quot;%{tenant}&quot; is %{value}; it must be greater than 0 and at most 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active_thread_percentage must be greater than 0 and at most 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pinned memory limit of tenant &quot;%{tenant}&quot; (%{limit_gb} GB) is more than the GPU&apos;s %{capacity_gb} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pinned memory limit (%{limit_gb} GB) is more than the GPU&apos;s %{capacity_gb} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pinned memory limit is more than the GPU&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; needs %{needed_gb} GB but its pinned memory limit is %{limit_gb} GB, so the model cannot load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tenant needs more memory than its pinned memory limit, so the model cannot load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{gpu} has no vGPU profiles in the catalog, so it cannot run vGPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this GPU has no vGPU profiles in the catalog, so it cannot run vGPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown vGPU profile &quot;%{profile}&quot; for %{gpu}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown vGPU profile &quot;%{profile}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown vGPU profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vGPU profile %{profile} does not match the plan&apos;s backing &quot;%{backing}&quot; (time-sliced profiles look like A100-10C, MIG-backed ones like A100-3-20C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the vGPU profile does not match the plan&apos;s backing (time-sliced profiles look like A100-10C, MIG-backed ones like A100-3-20C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VMs use different vGPU sizes (%{profiles}); mixed sizes need &quot;mixed_size&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VMs use different vGPU sizes; mixed sizes need &quot;mixed_size&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fixed share scheduler needs VMs of one vGPU size, but they use %{profiles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fixed share scheduler needs VMs of one vGPU size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%{count} VMs of %{profile}, but at most %{max} fit on one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many VMs: at most %{max} fit on one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many VMs to fit on one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the VMs&apos; framebuffers add up to %{needed_gb} GB but the GPU has %{capacity_gb} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the VMs&apos; framebuffers add up to more than the GPU&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU instances behind these MIG-backed vGPUs (%{profiles}) have no legal MIG layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU instances behind these MIG-backed vGPUs have no legal MIG layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time slice %{value} ms is out of range: equal share and fixed share take 1-30 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time slice is out of range: equal share and fixed share take 1-30 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the models of %{tenants} need %{needed_gb} GB together but the GPU has %{capacity_gb} GB; time-slicing shares one memory pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the models need more memory together than the GPU has; time-slicing shares one memory pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault targets tenant &quot;%{tenant}&quot;, which is not defined in tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault targets a tenant that is not defined in tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault at %{at_s} s comes after the simulation ends at %{duration_s} s, so it never happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault comes after the simulation ends, so it never happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the warm-up (%{warmup_s} s) must end before the simulation does (duration_s %{duration_s} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the warm-up must end before the simulation does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
