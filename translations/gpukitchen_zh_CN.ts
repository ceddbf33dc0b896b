<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>悬浮</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>使可停靠部件脱离或重新停靠</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>关闭可停靠部件</translation>
    </message>
</context>
<context>
    <name>gpuk::AdviceText</name>
    <message>
        <source>The GPU has no MIG</source>
        <translation>这块 GPU 没有 MIG</translation>
    </message>
    <message>
        <source>VMs need vGPU</source>
        <translation>虚拟机需要 vGPU</translation>
    </message>
    <message>
        <source>Untrusted tenants need fault and memory isolation</source>
        <translation>不可信的租户需要故障和显存隔离</translation>
    </message>
    <message>
        <source>Little operations effort: no vGPU</source>
        <translation>运维投入少：不用 vGPU</translation>
    </message>
    <message>
        <source>Tenants change often: no MIG</source>
        <translation>租户变化频繁：不用 MIG</translation>
    </message>
    <message>
        <source>One shared GPU, not one per tenant</source>
        <translation>共享一块 GPU，而不是每个租户一块</translation>
    </message>
    <message>
        <source>Its plan is not valid here</source>
        <translation>它的方案在这里无效</translation>
    </message>
    <message>
        <source>The simulator refused its plan</source>
        <translation>模拟器拒绝了它的方案</translation>
    </message>
    <message>
        <source>Strict latency: MIG first</source>
        <translation>延迟要求严格：MIG 优先</translation>
    </message>
    <message>
        <source>No strict latency: MPS first</source>
        <translation>延迟要求不严格：MPS 优先</translation>
    </message>
    <message>
        <source>No sharing mode left: a GPU per tenant</source>
        <translation>没有可用的共享模式：每个租户一块 GPU</translation>
    </message>
    <message>
        <source>This GPU has no MIG profiles in the catalog, so it cannot be cut into MIG instances.</source>
        <translation>内置规格库中这块 GPU 没有 MIG 规格，无法切分为 MIG 实例。</translation>
    </message>
    <message>
        <source>A virtual machine sees a GPU only through vGPU (or a whole GPU of its own), so MIG, MPS, time-slicing and software slicing, which serve processes and containers, do not apply (article, vGPU section).</source>
        <translation>虚拟机只能通过 vGPU（或独占一整块 GPU）使用 GPU，因此面向进程和容器的 MIG、MPS、时间片和软件切分都不适用（原文，vGPU 一节）。</translation>
    </message>
    <message>
        <source>Untrusted tenants need fault and memory isolation: MIG or vGPU, not MPS (a client&apos;s fatal fault reaches every client, fact sheet §2.5), not time-slicing (one fault domain, no memory limit, fact sheet §6.3) and not software slicing whose limits only a user-space hook enforces (more facts §2.7) (article, 选型决策).</source>
        <translation>不可信的租户需要故障和显存隔离：用 MIG 或 vGPU；不用 MPS（一个客户端的致命故障会波及所有客户端，事实表 §2.5），不用时间片（同一个故障域，没有显存限制，事实表 §6.3），也不用只靠用户态钩子执行限制的软件切分（补充事实 §2.7）（原文，选型决策）。</translation>
    </message>
    <message>
        <source>vGPU needs a hypervisor, the vGPU manager and matching guest drivers maintained: the highest operations effort of the modes (article, 选型决策).</source>
        <translation>vGPU 需要维护虚拟化平台、vGPU Manager 和匹配的客户机驱动：运维要求在各模式中最高（原文，选型决策）。</translation>
    </message>
    <message>
        <source>MIG partitions are fixed once made and an instance is reconfigured only when idle, so it suits a stable set of tenants (article, MIG section; fact sheet §1.5).</source>
        <translation>MIG 分区一旦切好就固定，实例只能在空闲时重新配置，因此适合租户稳定的场景（原文，MIG 一节；事实表 §1.5）。</translation>
    </message>
    <message>
        <source>A GPU per tenant is the cost that sharing avoids; it is the answer only when no sharing mode is left (article, GPU sharing background).</source>
        <translation>每个租户一块 GPU 正是共享要避免的成本；只有在没有共享模式可用时才这样做（原文，GPU 共享背景）。</translation>
    </message>
    <message>
        <source>The plan compare would run for this mode does not pass validation for these tenants.</source>
        <translation>compare 为该模式运行的方案对这些租户无法通过校验。</translation>
    </message>
    <message>
        <source>The simulator refused to run the plan (a budget of events or waiting requests).</source>
        <translation>模拟器拒绝运行该方案（超出事件或排队请求预算）。</translation>
    </message>
    <message>
        <source>With strict latency SLOs a burst of one tenant must not slow the others: MIG&apos;s hardware partitions first, then MPS (scheduling in microseconds), then the modes that take turns (article, 选型决策 and 指标对比).</source>
        <translation>延迟 SLO 严格时，一个租户的突发负载不能拖慢其他租户：先选 MIG 的硬件分区，其次 MPS（微秒级调度），再次轮流使用 GPU 的模式（原文，选型决策和指标对比）。</translation>
    </message>
    <message>
        <source>Without strict latency SLOs utilisation counts most: MPS first, then the modes that let one tenant use the whole GPU, MIG&apos;s fixed partitions last (article, 选型决策).</source>
        <translation>没有严格的延迟 SLO 时利用率最重要：先选 MPS，其次能让一个租户用满整块 GPU 的模式，MIG 的固定分区最后（原文，选型决策）。</translation>
    </message>
    <message>
        <source>Every sharing mode is ruled out by the answers or by its plan, so each tenant gets a GPU of its own (a VM one passed through).</source>
        <translation>每种共享模式都被回答或其方案排除，因此每个租户独占一块 GPU（虚拟机用直通的 GPU）。</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>严格</translation>
    </message>
    <message>
        <source>relaxed</source>
        <translation>不严格</translation>
    </message>
    <message>
        <source>trusted</source>
        <translation>可信</translation>
    </message>
    <message>
        <source>untrusted</source>
        <translation>不可信</translation>
    </message>
    <message>
        <source>stable</source>
        <translation>稳定</translation>
    </message>
    <message>
        <source>changing</source>
        <translation>经常变化</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>虚拟机</translation>
    </message>
    <message>
        <source>containers</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Ranked by the tenants meeting their SLO, then the mean SLO attainment of the tenants with one (within %1 points a tie), then goodput (within %2 % a tie), then fewer GPUs.</source>
        <translation>排名依次看：满足 SLO 的租户数，设了 SLO 的租户的平均 SLO 达成率（相差 %1 个百分点内算持平），有效吞吐（相差 %2% 内算持平），最后 GPU 越少越好。</translation>
    </message>
    <message>
        <source>tenants meeting their SLO</source>
        <translation>满足 SLO 的租户数</translation>
    </message>
    <message>
        <source>mean SLO attainment</source>
        <translation>平均 SLO 达成率</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>有效吞吐</translation>
    </message>
    <message>
        <source>GPUs used</source>
        <translation>使用的 GPU 数</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 请求/秒</translation>
    </message>
    <message>
        <source>held</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>refuted</source>
        <translation>被推翻</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Held: no admissible mode ranked above %1 in the runs.</source>
        <translation>成立：运行结果中没有可用模式排在 %1 之上。</translation>
    </message>
    <message>
        <source>Refuted: %1 could not run and %2 did; the rule “%3” does not hold here.</source>
        <translation>被推翻：%1 无法运行，而 %2 可以；规则“%3”在这里不成立。</translation>
    </message>
    <message>
        <source>Refuted: %1 did better than %2 on %3 (%4 against %5); the rule “%6” does not hold here.</source>
        <translation>被推翻：%1 在%3上优于 %2（%4 对 %5）；规则“%6”在这里不成立。</translation>
    </message>
    <message>
        <source>Not run: cancelled.</source>
        <translation>未运行：已取消。</translation>
    </message>
    <message>
        <source>Not run: no mode could run.</source>
        <translation>未运行：没有模式能运行。</translation>
    </message>
</context>
<context>
    <name>gpuk::AdvisorDialog</name>
    <message>
        <source>Recommending…</source>
        <translation>正在推荐…</translation>
    </message>
    <message>
        <source>No mode can be recommended: every mode is ruled out.</source>
        <translation>无法推荐任何模式：每种模式都被排除了。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>方案：%1</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Ruled out:</source>
        <translation>排除：</translation>
    </message>
    <message>
        <source>Running every admissible mode to the end…</source>
        <translation>正在把每个可用的模式运行到结束…</translation>
    </message>
    <message>
        <source>Cancelled: the runs did not finish.</source>
        <translation>已取消：运行没有完成。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>SLOs met</source>
        <translation>满足的 SLO</translation>
    </message>
    <message>
        <source>Mean SLO attainment</source>
        <translation>平均 SLO 达成率</translation>
    </message>
    <message>
        <source>Goodput/s</source>
        <translation>有效吞吐/秒</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <source>Open on the canvas</source>
        <translation>在画布上打开</translation>
    </message>
    <message>
        <source>Advise a mode</source>
        <translation>推荐一种模式</translation>
    </message>
    <message>
        <source>The seed article&apos;s decision steps as questions. The advisor recommends a mode and its plan by named rules, then runs every mode it did not rule out to the end, with the plan compare runs and the same seed, and shows whether the recommendation held.</source>
        <translation>把种子文章的选型步骤变成几个问题。顾问按具名规则推荐一种模式及其方案，然后把每个没有被排除的模式用 compare 运行的方案和同一个种子运行到结束，并说明推荐是否成立。</translation>
    </message>
    <message>
        <source>Latency SLOs:</source>
        <translation>延迟 SLO：</translation>
    </message>
    <message>
        <source>Trust between tenants:</source>
        <translation>租户间的信任：</translation>
    </message>
    <message>
        <source>Tenant set:</source>
        <translation>租户集合：</translation>
    </message>
    <message>
        <source>Operations effort:</source>
        <translation>运维投入：</translation>
    </message>
    <message>
        <source>Tenants run as:</source>
        <translation>租户运行在：</translation>
    </message>
    <message>
        <source>Strict: online services with a p99 target (the default if a tenant has an SLO).</source>
        <translation>严格：有 p99 目标的在线服务（有租户设了 SLO 时的默认值）。</translation>
    </message>
    <message>
        <source>Untrusted: a tenant&apos;s fault or memory use must not reach the others.</source>
        <translation>不可信：一个租户的故障或显存占用不能波及其他租户。</translation>
    </message>
    <message>
        <source>Changing: tenants come and go often (MIG is reconfigured only when idle).</source>
        <translation>经常变化：租户频繁增减（MIG 只能在空闲时重新配置）。</translation>
    </message>
    <message>
        <source>Low: the team cannot run a hypervisor and vGPU drivers.</source>
        <translation>低：团队无法维护虚拟化平台和 vGPU 驱动。</translation>
    </message>
    <message>
        <source>VMs see a GPU only through vGPU (or a whole GPU of their own).</source>
        <translation>虚拟机只能通过 vGPU（或独占一整块 GPU）使用 GPU。</translation>
    </message>
    <message>
        <source>GPU: %1, which has MIG.</source>
        <translation>GPU：%1，支持 MIG。</translation>
    </message>
    <message>
        <source>GPU: %1, which has no MIG.</source>
        <translation>GPU：%1，不支持 MIG。</translation>
    </message>
    <message>
        <source>Recommend</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>gpuk::BuiltinScenarios</name>
    <message>
        <source>MPS noisy neighbour</source>
        <translation>MPS 嘈杂邻居</translation>
    </message>
    <message>
        <source>A latency-critical embedding service shares an A100-40GB through MPS with an always-busy, bandwidth-hungry batch job from another team (four requests of half the GPU&apos;s SMs each, enough to saturate DRAM). MPS shares SMs, L2 and DRAM bandwidth, so the neighbour&apos;s load shows up in the embedding model&apos;s tail latency; a CUDA_MPS_ACTIVE_THREAD_PERCENTAGE cap limits the neighbour&apos;s SMs but reserves nothing and does not isolate bandwidth; a fault in either client takes both down. The MIG alternative walls them apart: a 4g.20gb for the batch job and a 2g.10gb for the embedding model, which then keeps serving through the neighbour&apos;s crash. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>一个对延迟敏感的嵌入服务通过 MPS 与另一个团队的批处理作业共享一块 A100-40GB；该作业一直忙碌且大量占用带宽（四个请求，每个占用 GPU 一半的 SM，足以让 DRAM 饱和）。MPS 共享 SM、L2 与 DRAM 带宽，所以邻居的负载会体现在嵌入模型的尾延迟上；CUDA_MPS_ACTIVE_THREAD_PERCENTAGE 上限能限制邻居使用的 SM，但不预留任何资源，也不隔离带宽；任一客户端发生故障都会让两者一起停摆。MIG 备选方案用墙把它们隔开：批处理作业用 4g.20gb，嵌入模型用 2g.10gb，邻居崩溃时嵌入模型照常服务。负载数字（速率、服务时间、模型大小）仅为示意，并非测量值；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Embedding (latency-critical)</source>
        <translation>嵌入模型（延迟敏感）</translation>
    </message>
    <message>
        <source>Noisy neighbour: bandwidth-hungry batch</source>
        <translation>嘈杂邻居：大量占用带宽的批处理</translation>
    </message>
    <message>
        <source>Online inference, offline batch and a training experiment on A100-80GB</source>
        <translation>A100-80GB 上的在线推理、离线批处理与训练实验</translation>
    </message>
    <message>
        <source>Three teams on one A100-80GB: online inference that must keep its latency, an offline batch job that wants throughput, and an untrusted training experiment. MIG gives each a room; under MPS or time-slicing the batch and training jobs (always busy) compete with the online service, and a crash in the experiment takes the others down with it. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>三个团队共用一块 A100-80GB：必须保证延迟的在线推理、追求吞吐的离线批处理作业，以及一个不受信任的训练实验。MIG 给每个团队一个独立的包间；在 MPS 或时间片轮转下，一直忙碌的批处理与训练作业会与在线服务争抢资源，实验一旦崩溃还会连累其他租户。负载数字（速率、服务时间、模型大小）仅为示意，并非测量值；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Online inference</source>
        <translation>在线推理</translation>
    </message>
    <message>
        <source>Offline batch scoring</source>
        <translation>离线批量打分</translation>
    </message>
    <message>
        <source>Training experiment</source>
        <translation>训练实验</translation>
    </message>
    <message>
        <source>NVIDIA RAG Blueprint on H100-80GB (mixed MIG)</source>
        <translation>H100-80GB 上的 NVIDIA RAG 蓝图（混合 MIG）</translation>
    </message>
    <message>
        <source>GPU 1 of NVIDIA&apos;s RAG Blueprint MIG deployment (NVIDIA-AI-Blueprints/rag docs/mig-deployment.md, config custom-7x1g10-2x1g20-1x3g40-1x7g80, mixed strategy): two 1g.20gb (reranker and another workload) and one 3g.40gb (OCR). The blueprint puts embedding, ingestion, Milvus and the page/table/graphic-element models on seven 1g.10gb of GPU 0 and the LLM on a whole 7g.80gb of GPU 3. Look at the compute slices: each 1g.20gb holds two memory slots but one compute slice, so slices 1 and 3 are stranded. A known pitfall (blueprint issue #51): a reranker can need more memory than a 20 GB slice offers. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>NVIDIA RAG 蓝图 MIG 部署中的 GPU 1（NVIDIA-AI-Blueprints/rag 的 docs/mig-deployment.md，配置 custom-7x1g10-2x1g20-1x3g40-1x7g80，混合策略）：两个 1g.20gb（重排模型与另一个负载）和一个 3g.40gb（OCR）。该蓝图把嵌入模型、数据摄取、Milvus 以及页面/表格/图形元素模型放在 GPU 0 的七个 1g.10gb 上，把大模型放在 GPU 3 的整个 7g.80gb 上。看看计算切片：每个 1g.20gb 占两个显存切片却只有一个计算切片，所以切片 1 和 3 成了碎片。一个已知的坑（蓝图问题 #51）：重排模型需要的显存可能超过 20 GB 切片所能提供的。负载数字（速率、服务时间、模型大小）仅为示意，并非测量值；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Reranking NIM</source>
        <translation>重排模型 NIM</translation>
    </message>
    <message>
        <source>Other workload</source>
        <translation>其他负载</translation>
    </message>
    <message>
        <source>OCR NIM</source>
        <translation>OCR NIM</translation>
    </message>
    <message>
        <source>RAG customer service on one A100-40GB</source>
        <translation>一块 A100-40GB 上的 RAG 智能客服</translation>
    </message>
    <message>
        <source>The article&apos;s RAG customer service: a high-rate, light embedding model, a mid-rate reranker and a bursty, heavy LLM on one A100-40GB. With MIG the LLM&apos;s bursts cannot slow the embedding model; one 1g slot (memory slot 1) is left free for growth. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>文章中的 RAG 智能客服：一块 A100-40GB 上运行高频、轻量的嵌入模型，中等频率的重排模型，以及突发、繁重的大模型。有了 MIG，大模型的突发流量拖慢不了嵌入模型；留出一个 1g 槽位（显存切片 1）以备扩容。负载数字（速率、服务时间、模型大小）仅为示意，并非测量值；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>重排模型</translation>
    </message>
    <message>
        <source>LLM answer generation</source>
        <translation>大模型生成回答</translation>
    </message>
    <message>
        <source>Seed article: A100-40GB cut 5+5+10+20</source>
        <translation>原文示例：A100-40GB 切成 5+5+10+20</translation>
    </message>
    <message>
        <source>The layout of the source article: one A100-40GB split into 1g.5gb + 1g.5gb + 2g.10gb + 3g.20gb for four models of different sizes. In real MIG these four instances expose 14+14+28+42 = 98 SMs (the article&apos;s toy uses 30+30+20+20) and 4.75+4.75+9.62+19.50 GiB. The placement matters: created in the article&apos;s order without placements (1g, 1g, 2g, 3g) the driver cannot fit the 3g, so the 2g goes first at 0, the two 1g at 2 and 3, the 3g at 4. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>原文的布局：一块 A100-40GB 切分为 1g.5gb + 1g.5gb + 2g.10gb + 3g.20gb，供四个大小不同的模型使用。在真实的 MIG 中，这四个实例提供 14+14+28+42 = 98 个 SM（原文的简化示例用的是 30+30+20+20）以及 4.75+4.75+9.62+19.50 GiB。放置位置很重要：如果按原文的顺序（1g、1g、2g、3g）创建且不指定位置，驱动将放不下 3g，所以先把 2g 放在 0，两个 1g 放在 2 和 3，3g 放在 4。负载数字（速率、服务时间、模型大小）仅为示意，并非测量值；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Moderation classifier</source>
        <translation>内容审核分类器</translation>
    </message>
    <message>
        <source>LLM chat (7B)</source>
        <translation>大模型对话（7B）</translation>
    </message>
    <message>
        <source>vGPU scheduler playground</source>
        <translation>vGPU 调度器演练场</translation>
    </message>
    <message>
        <source>Three VMs with A100-10C time-sliced vGPUs (at most 4 per GPU) on one A100-40GB. Best effort gives the whole GPU to whoever has work; equal share rotates over the running VMs, so the mostly idle VM leaves its slot idle; fixed share rotates over 4 slots (the profile&apos;s maximum), so with 3 VMs one slot in four is always idle. Default time slice: 2 ms, because the profile allows at most 8 VMs. The MIG alternative shows MIG-style rooms instead of turns. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>一块 A100-40GB 上的三台虚拟机，各用一个 A100-10C 时间片轮转 vGPU（每块 GPU 最多 4 个）。“尽力而为”调度把整块 GPU 交给有任务的一方；“均等份额”在正在运行的虚拟机之间轮转，所以大多空闲的那台虚拟机会让自己的时间片空着；“固定份额”在 4 个时间片（该 vGPU 类型的上限）之间轮转，所以只有 3 台虚拟机时，每四个时间片中总有一个空闲。默认时间片：2 ms，因为该 vGPU 类型最多允许 8 台虚拟机。MIG 备选方案用 MIG 式的包间代替轮流使用。负载数字（速率、服务时间、模型大小）仅为示意，并非测量值；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Steady inference</source>
        <translation>稳定推理</translation>
    </message>
    <message>
        <source>Batch scoring</source>
        <translation>批量打分</translation>
    </message>
    <message>
        <source>Mostly idle</source>
        <translation>大多空闲</translation>
    </message>
    <message>
        <source>LLM KV cache growth beside an embedding service</source>
        <translation>大模型的 KV 缓存增长与旁边的嵌入服务</translation>
    </message>
    <message>
        <source>Two LLM servers with continuous batching share an A100-40GB with an embedding service: Llama-3.1-8B in fp16 (15 GiB of weights) for long chats and the same model quantised to int4 with AWQ (5.4 GiB) for short answers. Every output token adds 128 KiB of KV cache per request (2 x 32 layers x 8 KV heads x 128 dimensions x 2 bytes), freed when the request completes. Under MPS without a pinned memory limit (and under time-slicing) the KV caches grow into the memory the embedding service needs, and its requests fail with oom. The MIG alternative bounds each cache by its instance: an LLM whose next token does not fit preempts its newest request and recomputes it later, while the embedding service keeps its own memory. Model configurations come from the published config.json and checkpoint sizes; the prefill cost per token is derived, and the rates and token counts are illustrative.</source>
        <translation>两个采用连续批处理的大模型服务与一个嵌入服务共用一块 A100-40GB：fp16 的 Llama-3.1-8B（权重 15 GiB）负责长对话，同一模型经激活感知量化为 int4（5.4 GiB）负责简短回答。每生成一个输出 token，每个请求的 KV 缓存增加 128 KiB（2 × 32 层 × 8 个 KV 头 × 128 维 × 2 字节），请求完成时释放。在没有显存上限的 MPS 下（以及时间片轮转下），KV 缓存会挤占嵌入服务所需的显存，其请求因显存不足而失败。MIG 方案用各自的实例限定每个缓存：下一个 token 放不下时，大模型抢占它最新的请求，稍后重新计算；嵌入服务保有自己的显存。模型配置来自公开的 config.json 和检查点大小；每个 token 的预填充开销是推算值，请求速率和 token 数为示意。</translation>
    </message>
    <message>
        <source>Llama-3.1-8B chat (fp16)</source>
        <translation>Llama-3.1-8B 对话（fp16）</translation>
    </message>
    <message>
        <source>Llama-3.1-8B short answers (int4 AWQ)</source>
        <translation>Llama-3.1-8B 简短回答（int4 激活感知量化）</translation>
    </message>
    <message>
        <source>Embedding service</source>
        <translation>嵌入服务</translation>
    </message>
    <message>
        <source>The article&apos;s vGPU by ratio: 50 % and 8 GB, 30 % and 4 GB</source>
        <translation>原文的按比例 vGPU：50% 与 8 GB，30% 与 4 GB</translation>
    </message>
    <message>
        <source>The source article gives tenant A &quot;50 % of the compute and 8 GB&quot; and tenant B &quot;30 % and 4 GB&quot; of one GPU, adjustable at any time. NVIDIA vGPU cannot do that (its shares follow from profile sizes); software slicing does: HAMi gives each container nvidia.com/gpucores and nvidia.com/gpumem. The compute share is enforced by a token bucket in a user-space hook: under HAMi&apos;s policy a container is throttled only while another one is active, so the batch job runs at full speed while the online service is idle, and a throttled container sleeps 10 ms at a time even when the SMs stand idle. The memory quota is hard: an allocation past it fails with out-of-memory in that container only. The seed demo&apos;s own shares (0.4, 0.3, 0.2) hand out 90 % of the GPU and print that as utilisation; here you see what the containers use. Workload numbers (rates, service times, model sizes) are illustrative, not measurements.</source>
        <translation>原文给租户 A 分配一块 GPU 的“50% 算力和 8 GB 显存”，给租户 B 分配“30% 算力和 4 GB 显存”，还可以随时调整。NVIDIA vGPU 做不到这一点（它的份额由 vGPU 类型的大小决定）；软件切分可以：HAMi 为每个容器分配 nvidia.com/gpucores 和 nvidia.com/gpumem。算力份额由用户态钩子中的令牌桶执行：在 HAMi 的策略下，只有另一个容器同时活跃时才会限流，所以在线服务空闲时批处理作业全速运行；被限流的容器每次休眠 10 ms，即使 SM 空闲也一样。显存配额是硬性的：超出配额的分配会在该容器内因显存不足而失败，只影响它自己。原文示例自己的份额（0.4、0.3、0.2）分出了 GPU 的 90%，并把它当作利用率打印出来；这里你看到的是容器实际用了多少。负载数字（速率、服务时间、模型大小）仅为示意，并非测量值。</translation>
    </message>
    <message>
        <source>Tenant A: online inference</source>
        <translation>租户 A：在线推理</translation>
    </message>
    <message>
        <source>Tenant B: batch scoring</source>
        <translation>租户 B：批量打分</translation>
    </message>
</context>
<context>
    <name>gpuk::CanvasEditor</name>
    <message>
        <source>Unknown tenant preset “%1”.</source>
        <translation>未知的租户预设“%1”。</translation>
    </message>
    <message>
        <source>Select a tenant first.</source>
        <translation>请先选择一个租户。</translation>
    </message>
    <message>
        <source>Move MIG instance</source>
        <translation>移动 MIG 实例</translation>
    </message>
    <message>
        <source>Select a tenant in its own MIG instance to move it.</source>
        <translation>请选择一个独占 MIG 实例的租户，才能移动该实例。</translation>
    </message>
    <message>
        <source>No legal start to the left of memory slot %1 is free.</source>
        <translation>显存切片 %1 左侧没有空闲的合法起点。</translation>
    </message>
    <message>
        <source>No legal start to the right of memory slot %1 is free.</source>
        <translation>显存切片 %1 右侧没有空闲的合法起点。</translation>
    </message>
    <message>
        <source>Change MIG profile to %1</source>
        <translation>将 MIG 规格改为 %1</translation>
    </message>
    <message>
        <source>Select an MPS client first.</source>
        <translation>请先选择一个 MPS 客户端。</translation>
    </message>
    <message>
        <source>An MPS cap is a percentage above 0 and at most 100.</source>
        <translation>MPS 上限是大于 0 且不超过 100 的百分比。</translation>
    </message>
    <message>
        <source>Add tenant here</source>
        <translation>在此添加租户</translation>
    </message>
    <message>
        <source>Add tenant</source>
        <translation>添加租户</translation>
    </message>
    <message>
        <source>Change MIG profile</source>
        <translation>更改 MIG 规格</translation>
    </message>
    <message>
        <source>Move to memory slot</source>
        <translation>移到显存切片</translation>
    </message>
    <message>
        <source>Start at memory slot %1</source>
        <translation>从显存切片 %1 开始</translation>
    </message>
    <message>
        <source>Set MPS cap…</source>
        <translation>设置 MPS 上限…</translation>
    </message>
    <message>
        <source>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: the share of SMs this client may use (a cap, not a reservation)</source>
        <translation>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE：该客户端可使用的 SM 比例（是上限，不是预留）</translation>
    </message>
    <message>
        <source>MPS cap</source>
        <translation>MPS 上限</translation>
    </message>
    <message>
        <source>Active thread percentage (100 = no cap):</source>
        <translation>活跃线程百分比（100 = 无上限）：</translation>
    </message>
    <message>
        <source>Inject a fault into %1</source>
        <translation>向 %1 注入故障</translation>
    </message>
    <message>
        <source>A fatal error in this tenant: see how far the blast reaches in this mode</source>
        <translation>让该租户发生致命错误：看看在此模式下故障波及范围有多大</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>This cannot be dropped here.</source>
        <translation>不能放到这里。</translation>
    </message>
    <message>
        <source>Select a chef team in its own private room to move the room.</source>
        <translation>请选择一个独占包间的厨师团队，才能移动这个包间。</translation>
    </message>
    <message>
        <source>The room cannot move left: no free door position left of shelf %1.</source>
        <translation>包间无法左移：%1 号架左侧没有空闲的开门位置。</translation>
    </message>
    <message>
        <source>The room cannot move right: no free door position right of shelf %1.</source>
        <translation>包间无法右移：%1 号架右侧没有空闲的开门位置。</translation>
    </message>
    <message>
        <source>Open the selected tenant&apos;s menu (GPU picture)</source>
        <translation>打开选中租户的菜单（GPU 示意图）</translation>
    </message>
    <message>
        <source>Select the next tenant (GPU picture)</source>
        <translation>选中下一个租户（GPU 示意图）</translation>
    </message>
    <message>
        <source>Select the previous tenant (GPU picture)</source>
        <translation>选中上一个租户（GPU 示意图）</translation>
    </message>
    <message>
        <source>Select no tenant (GPU picture)</source>
        <translation>取消选中租户（GPU 示意图）</translation>
    </message>
    <message>
        <source>Move the selected MIG instance left or right (GPU picture)</source>
        <translation>把选中的 MIG 实例向左或向右移动（GPU 示意图）</translation>
    </message>
    <message>
        <source>Add a tenant (GPU picture)</source>
        <translation>添加租户（GPU 示意图）</translation>
    </message>
</context>
<context>
    <name>gpuk::ChartPanel</name>
    <message>
        <source>SMs in use, by tenant</source>
        <translation>已用 SM（按租户）</translation>
    </message>
    <message>
        <source>p99 latency (dashed: SLO)</source>
        <translation>p99 延迟（虚线：SLO）</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <source>Memory in use</source>
        <translation>已用显存</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>模拟时间（s）</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(first point at t = %2 s)</source>
        <translation>%1&lt;br&gt;（第一个数据点在 t = %2 s）</translation>
    </message>
    <message>
        <source>%1 (not placed)</source>
        <translation>%1（未放置）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>p99 of completed requests (dashed: SLO)</source>
        <translation>已完成请求的 p99（虚线：SLO）</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;not completed: %2</source>
        <translation>%1&lt;br&gt;未完成：%2</translation>
    </message>
    <message>
        <source>Memory in use&lt;br&gt;dotted: KV cache, dashed: KV limit</source>
        <translation>已用显存&lt;br&gt;点线：KV 缓存，虚线：KV 上限</translation>
    </message>
    <message>
        <source>LLM: TTFT p99 (solid)&lt;br&gt;TPOT mean (dotted)</source>
        <translation>大模型：TTFT p99（实线）&lt;br&gt;TPOT 平均（点线）</translation>
    </message>
    <message>
        <source>x: simulated time (s)</source>
        <translation>横轴：模拟时间（秒）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1（单位：%2）</translation>
    </message>
</context>
<context>
    <name>gpuk::Cli</name>
    <message>
        <source>Usage: gpukitchen-cli validate FILE|builtin:NAME [--format text|json]

Reads a scenario file and prints every problem, each with its JSON path and the rule
it breaks, on stderr (text) or as JSON on stdout. Exit 0 if there is no error
(warnings allowed), 2 if there is any. builtin:NAME reads a built-in scenario
(see gpukitchen-cli scenarios).
</source>
        <translation>用法：gpukitchen-cli validate FILE|builtin:NAME [--format text|json]

读取场景文件并列出所有问题，每条都附有 JSON 路径和所违反的规则：文本格式输出到 stderr，
JSON 格式输出到 stdout。没有错误时退出码为 0（允许有警告），有任何错误时为 2。
builtin:NAME 读取内置场景（见 gpukitchen-cli scenarios）。
</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli scenarios [--format table|json]

Lists the scenarios built into GPU Kitchen; use them as builtin:NAME with validate
and export.
</source>
        <translation>用法：gpukitchen-cli scenarios [--format table|json]

列出 GPU 厨房内置的场景；在 validate 和 export 中以 builtin:NAME 的形式使用。
</translation>
    </message>
    <message>
        <source>gpukitchen-cli: error: %1</source>
        <translation>gpukitchen-cli: 错误：%1</translation>
    </message>
    <message>
        <source>Try &apos;gpukitchen-cli %1 --help&apos;.</source>
        <translation>请运行 &apos;gpukitchen-cli %1 --help&apos; 查看用法。</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation>选项 --%1 需要一个值</translation>
    </message>
    <message>
        <source>option --%1 takes no value</source>
        <translation>选项 --%1 不接受值</translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation>未知选项 --%1</translation>
    </message>
    <message>
        <source>unknown format %1 (use %2)</source>
        <translation>未知格式 %1（可用：%2）</translation>
    </message>
    <message>
        <source>--gpu is required</source>
        <translation>必须指定 --gpu</translation>
    </message>
    <message>
        <source>unknown GPU %1 (known: %2)</source>
        <translation>未知 GPU %1（已知：%2）</translation>
    </message>
    <message>
        <source>%1 does not support MIG</source>
        <translation>%1 不支持 MIG</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM 数</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>placements</source>
        <translation>放置位置</translation>
    </message>
    <message>
        <source>vGPU types</source>
        <translation>vGPU 类型</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (use en or zh_CN)</source>
        <translation>未知语言 &quot;%1&quot;（可用 en 或 zh_CN）</translation>
    </message>
    <message>
        <source>gpukitchen-cli: error: unknown option %1</source>
        <translation>gpukitchen-cli: 错误：未知选项 %1</translation>
    </message>
    <message>
        <source>gpukitchen-cli: error: unknown command %1</source>
        <translation>gpukitchen-cli: 错误：未知命令 %1</translation>
    </message>
    <message>
        <source>Try &apos;gpukitchen-cli --help&apos;.</source>
        <translation>请运行 &apos;gpukitchen-cli --help&apos; 查看用法。</translation>
    </message>
    <message>
        <source>unexpected argument %1</source>
        <translation>多余的参数 %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>SMs (MIG)</source>
        <translation>SM 数（MIG）</translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <source>BW GB/s</source>
        <translation>带宽 GB/s</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>切片</translation>
    </message>
    <message>
        <source>MIG profiles</source>
        <translation>MIG 规格</translation>
    </message>
    <message>
        <source>vGPU profiles</source>
        <translation>vGPU 类型</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据质量</translation>
    </message>
    <message>
        <source>Slices: compute slices / memory slots. SMs (MIG): all SMs, and those the full-GPU MIG instance exposes.</source>
        <translation>切片：计算切片数 / 显存切片数。SM 数（MIG）：全部 SM 数，以及整卡 MIG 实例开放的 SM 数。</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <source>unknown mig subcommand %1</source>
        <translation>未知的 mig 子命令 %1</translation>
    </message>
    <message>
        <source>SMs %1</source>
        <translation>SM 数（%1）</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>显存（%1）</translation>
    </message>
    <message>
        <source>placements %1</source>
        <translation>放置位置（%1）</translation>
    </message>
    <message>
        <source>newer drivers only</source>
        <translation>仅限较新驱动</translation>
    </message>
    <message>
        <source>Data quality and notes:</source>
        <translation>数据质量与说明：</translation>
    </message>
    <message>
        <source>Not observed on this GPU: no -lgipp transcript was found, so these placements follow the common 7-slice table (fact sheet §1.3.9): %1</source>
        <translation>未在此 GPU 上实测：没有找到 -lgipp 的输出记录，因此这些放置位置沿用常见的 7 切片表（资料表 §1.3.9）：%1</translation>
    </message>
    <message>
        <source>Legal MIG layout on %1 (%2)</source>
        <translation>%1（%2）上的 MIG 布局合法</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Start:Size</source>
        <translation>起点:大小</translation>
    </message>
    <message>
        <source>Compute slices</source>
        <translation>计算切片</translation>
    </message>
    <message>
        <source>Memory GiB</source>
        <translation>显存 GiB</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Memory slots:   %1</source>
        <translation>显存切片：%1</translation>
    </message>
    <message>
        <source>Compute slices: %1</source>
        <translation>计算切片：%1</translation>
    </message>
    <message>
        <source>stranded</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>SMs: %1 in the instances, of the %2 that MIG mode exposes (%3 idle)</source>
        <translation>SM：MIG 模式开放的 %2 个 SM 中，实例占用 %1 个（%3 个空闲）</translation>
    </message>
    <message>
        <source>Unusable SMs: %1 of the GPU&apos;s %2 are lost by enabling MIG at all</source>
        <translation>不可用的 SM：只要开启 MIG，GPU 的 %2 个 SM 中就有 %1 个用不上</translation>
    </message>
    <message>
        <source>Stranded compute slices: none</source>
        <translation>碎片计算切片：无</translation>
    </message>
    <message>
        <source>Stranded compute slices: %1 (slice %2): no profile can use them next to this layout</source>
        <translation>碎片计算切片：%1 个（切片 %2），在这个布局下没有任何规格能用上它们</translation>
    </message>
    <message>
        <source>Used: %1 of %2 memory slots, %3 of %4 compute slices</source>
        <translation>已用：显存切片 %1/%2，计算切片 %3/%4</translation>
    </message>
    <message>
        <source>Created in the order given without placements, the driver would fail (&quot;Insufficient Resources&quot;): order matters. This placement was found by search.</source>
        <translation>如果不指定放置位置、按给定顺序创建，驱动会失败（&quot;Insufficient Resources&quot;）：顺序很重要。上面的放置方式是搜索得到的。</translation>
    </message>
    <message>
        <source>A creation order that lands it: sudo nvidia-smi mig -i 0 -cgi %1 -C</source>
        <translation>能得到这个布局的创建顺序：sudo nvidia-smi mig -i 0 -cgi %1 -C</translation>
    </message>
    <message>
        <source>Starts not given were chosen by the driver model, in the order given (inferred from NVIDIA&apos;s published examples).</source>
        <translation>未指定的起点由驱动模型按给定顺序选择（依据 NVIDIA 公开的示例推断）。</translation>
    </message>
    <message>
        <source>nvidia-smi: sudo nvidia-smi mig -i 0 -cgi %1 -C</source>
        <translation>nvidia-smi 命令：sudo nvidia-smi mig -i 0 -cgi %1 -C</translation>
    </message>
    <message>
        <source>name at least one profile, e.g. 3g.20gb@4</source>
        <translation>请至少指定一个规格，例如 3g.20gb@4</translation>
    </message>
    <message>
        <source>%1: the start after @ must be a memory-slot index (0, 1, …)</source>
        <translation>%1：@ 后面的起点必须是显存切片的序号（0、1、…）</translation>
    </message>
    <message>
        <source>%1 has no MIG profile %2 (known: %3)</source>
        <translation>%1 没有 MIG 规格 %2（已知：%3）</translation>
    </message>
    <message>
        <source>Illegal MIG layout on %1 (%2):</source>
        <translation>%1（%2）上的 MIG 布局不合法：</translation>
    </message>
    <message>
        <source>  No placement of these profiles exists on %1, in any order.</source>
        <translation>  无论按什么顺序，这些规格在 %1 上都放不下。</translation>
    </message>
    <message>
        <source>Allowed placements of the profiles asked for (like nvidia-smi mig -lgipp):</source>
        <translation>所请求规格的允许放置位置（同 nvidia-smi mig -lgipp）：</translation>
    </message>
    <message>
        <source>%1 (ID %2): starts %3, size %4, at most %5 per GPU</source>
        <translation>%1（ID %2）：起点 %3，大小 %4，每块 GPU 最多 %5 个</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Example placement</source>
        <translation>放置示例</translation>
    </message>
    <message>
        <source>Stranded</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>Maximal</source>
        <translation>已放满</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Combinations on %1: %2</source>
        <translation>%1 上的组合数：%2</translation>
    </message>
    <message>
        <source>maximal only</source>
        <translation>仅已放满的组合</translation>
    </message>
    <message>
        <source>classic profiles</source>
        <translation>经典规格</translation>
    </message>
    <message>
        <source>with +me profiles</source>
        <translation>含 +me 规格</translation>
    </message>
    <message>
        <source>driver older than R510</source>
        <translation>驱动早于 R510</translation>
    </message>
    <message>
        <source>no built-in scenario &quot;%1&quot;; gpukitchen-cli scenarios lists them</source>
        <translation>没有名为 &quot;%1&quot; 的内置场景；运行 gpukitchen-cli scenarios 查看列表</translation>
    </message>
    <message>
        <source>name one scenario file</source>
        <translation>请指定一个场景文件</translation>
    </message>
    <message>
        <source>name only one scenario file</source>
        <translation>只能指定一个场景文件</translation>
    </message>
    <message>
        <source>%1: the scenario could not be read</source>
        <translation>%1：无法读取场景</translation>
    </message>
    <message>
        <source>%1: invalid (errors: %2, warnings: %3)</source>
        <translation>%1：无效（错误：%2，警告：%3）</translation>
    </message>
    <message>
        <source>%1: valid (&quot;%2&quot;: GPU %3, plan %4, tenants: %5, warnings: %6)</source>
        <translation>%1：有效（“%2”：GPU %3，方案 %4，租户：%5，警告：%6）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>No built-in scenarios.</source>
        <translation>没有内置场景。</translation>
    </message>
    <message>
        <source>--to is required (nvidia-smi, mig-parted, k8s, time-slicing, mps-env)</source>
        <translation>必须指定 --to（nvidia-smi, mig-parted, k8s, time-slicing, mps-env）</translation>
    </message>
    <message>
        <source>unknown export target %1 (use nvidia-smi, mig-parted, k8s, time-slicing, mps-env)</source>
        <translation>未知的导出目标 %1（可用：nvidia-smi, mig-parted, k8s, time-slicing, mps-env）</translation>
    </message>
    <message>
        <source>%1 is not a valid scenario; nothing exported</source>
        <translation>%1 不是有效的场景，未导出任何内容</translation>
    </message>
    <message>
        <source>cannot export to %1: %2</source>
        <translation>无法导出为 %1：%2</translation>
    </message>
    <message>
        <source>the %1 plan for this scenario is not valid; nothing exported</source>
        <translation>这个场景的 %1 方案无效，未导出任何内容</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Where this toy departs from a real GPU (%1, numbers from the GPU catalog):</source>
        <translation>这个玩具模型与真实 GPU 的差别（%1，数字取自 GPU 内置规格库）：</translation>
    </message>
    <message>
        <source>Its MIG slices (SMs/GB: %1) are not MIG profiles. On an A100-40GB the GPU-instance profiles have %2 SMs and %3 GiB of memory; nothing else can be created.</source>
        <translation>它的 MIG 切片（SM/GB：%1）并不是 MIG 规格。A100-40GB 上的 GPU 实例规格只有 %2 个 SM、%3 GiB 显存这几档，其他规格根本创建不出来。</translation>
    </message>
    <message>
        <source>The article&apos;s own 5+5+10+20 layout is %1: %2 = %3 SMs and %4 = %5 GiB, not %6 SMs and %7 GB.</source>
        <translation>文章自己举的 5+5+10+20 切法其实是 %1：%2 = %3 个 SM，%4 = %5 GiB 显存，而不是 %6 个 SM 和 %7 GB。</translation>
    </message>
    <message>
        <source>That layout is legal, e.g. placed as %1, and uses all %2 compute slices.</source>
        <translation>这个布局是合法的，例如按 %1 放置，用满全部 %2 个计算切片。</translation>
    </message>
    <message>
        <source>MIG mode exposes only %1 of the %2 SMs: %3 SMs are unusable whatever the layout, so the toy&apos;s %4 SMs of MIG slices cannot exist on this GPU.</source>
        <translation>MIG 模式下只开放 %2 个 SM 中的 %1 个：无论怎么切，都有 %3 个 SM 用不上，所以玩具模型里那 %4 个 SM 的 MIG 切片在这块 GPU 上不可能存在。</translation>
    </message>
    <message>
        <source>Its utilisation, 0.6 × SM share + 0.4 × memory share, is a weighted sum of allocations, not a measurement: an idle MIG instance counts as fully used. The same formula on the real layout gives %1, still an allocation.</source>
        <translation>它的“利用率”= 0.6 × SM 占比 + 0.4 × 显存占比，是对“分配量”的加权求和，而不是测量值：一个空闲的 MIG 实例也算作“用满”。同一公式套在真实布局上得到 %1，依然只是分配量。</translation>
    </message>
    <message>
        <source>Real monitoring measures time: nvidia-smi GPU-Util is the share of time in which any kernel ran (one small kernel reads 100 %); DCGM SM_ACTIVE is the time-averaged share of SMs with at least one active warp. Allocation is not use.</source>
        <translation>真实的监控测量的是时间：nvidia-smi 的 GPU-Util 是采样周期内有任意 kernel（核函数）在运行的时间占比（一个很小的 kernel 持续运行也会显示 100%）；DCGM 的 SM_ACTIVE 是至少有一个活跃 warp 的 SM 比例的时间平均值。分配不等于使用。</translation>
    </message>
    <message>
        <source>MPS clients do not get fixed SM slices: the toy adds %1 × %2 SMs as if each client owned %2 SMs. CUDA_MPS_ACTIVE_THREAD_PERCENTAGE (%2 SMs would be %3 %) is a cap, not a reservation; kernels of different clients may share an SM, and how many SMs are busy depends on the load. At most %4 clients per GPU.</source>
        <translation>MPS 客户端并不会分到固定的 SM 切片：玩具模型把 %1 × %2 个 SM 直接相加，好像每个客户端独占 %2 个 SM。CUDA_MPS_ACTIVE_THREAD_PERCENTAGE（%2 个 SM 约合 %3%）是上限而不是预留；不同客户端的 kernel（核函数）可以跑在同一个 SM 上，实际有多少 SM 在忙取决于负载。每块 GPU 最多 %4 个客户端。</translation>
    </message>
    <message>
        <source>The MPS demo ignores interference: clients share the L2 cache and the DRAM bandwidth, so memory-bound clients slow each other down, and a fatal fault in one client reaches all of them.</source>
        <translation>MPS 演示忽略了干扰：客户端共享 L2 缓存和显存带宽，访存密集的客户端会互相拖慢，而且一个客户端的致命故障会波及所有客户端。</translation>
    </message>
    <message>
        <source>Time-sliced vGPU does not give a VM a fraction of the SMs: each VM gets all SMs for its time slice (1-2 ms by default), in turn. Only MIG-backed vGPU splits the SMs.</source>
        <translation>时间片轮转的 vGPU 并不会给虚拟机分一部分 SM：各虚拟机轮流在自己的时间片内（默认 1-2 ms）独占全部 SM。只有基于 MIG 的 vGPU 才会切分 SM。</translation>
    </message>
    <message>
        <source>Virtualization overhead: the article says %1-%2 %; VMware measured 94-105 % of bare-metal performance in MLPerf Inference, i.e. about %3-%4 %.</source>
        <translation>虚拟化开销：文章说是 %1-%2%；VMware 在 MLPerf Inference 中测得的性能是裸金属的 94-105%，也就是大约 %3-%4% 的开销。</translation>
    </message>
    <message>
        <source>int() truncates the vGPU budget: 108 × (0.4 + 0.3 + 0.2) = %1 becomes %2 SMs, %3 SM lost to rounding.</source>
        <translation>int() 截断了 vGPU 预算：108 × (0.4 + 0.3 + 0.2) = %1 变成了 %2 个 SM，因取整丢掉了 %3 个 SM。</translation>
    </message>
    <message>
        <source>default %1 plan</source>
        <translation>默认 %1 方案</translation>
    </message>
    <message>
        <source>To see what the simulation engine says about the article&apos;s layout under every mode, run: gpukitchen-cli compare builtin:seed-a100-mig (and gpukitchen-cli run for one mode).</source>
        <translation>想看模拟引擎如何评价原文的布局在每种模式下的表现，请运行：gpukitchen-cli compare builtin:seed-a100-mig（只看一种模式用 gpukitchen-cli run）。</translation>
    </message>
    <message>
        <source>--duration must be a number of seconds above 0 and at most 604800 (7 days), not %1</source>
        <translation>--duration 必须是大于 0、不超过 604800（7 天）的秒数，而不是 %1</translation>
    </message>
    <message>
        <source>--seed must be an integer from 0 to 2^53, not %1</source>
        <translation>--seed 必须是 0 到 2^53 之间的整数，而不是 %1</translation>
    </message>
    <message>
        <source>%1 is not a valid scenario; nothing simulated</source>
        <translation>%1 不是有效的场景；未进行模拟</translation>
    </message>
    <message>
        <source>--duration %1 must be longer than the warm-up (simulation.warmup_s = %2 s)</source>
        <translation>--duration %1 必须比预热时间长（simulation.warmup_s = %2 s）</translation>
    </message>
    <message>
        <source>the %1 plan of %2 is not valid; nothing simulated</source>
        <translation>%2 的 %1 方案无效；未进行模拟</translation>
    </message>
    <message>
        <source>cannot simulate the %1 plan of %2: %3</source>
        <translation>无法模拟 %2 的 %1 方案：%3</translation>
    </message>
    <message>
        <source>%1: the plan is not valid for this scenario; mode skipped</source>
        <translation>%1：该方案对这个场景无效；已跳过此模式</translation>
    </message>
    <message>
        <source>%1: cannot simulate: %2; mode skipped</source>
        <translation>%1：无法模拟：%2；已跳过此模式</translation>
    </message>
    <message>
        <source>%1: GPU %2, seed %3, %4 s simulated per mode (warm-up %5 s)</source>
        <translation>%1：GPU %2，种子 %3，每种模式模拟 %4 s（预热 %5 s）</translation>
    </message>
    <message>
        <source>No mode could run.</source>
        <translation>没有任何模式能够运行。</translation>
    </message>
    <message>
        <source>Skipped (see stderr): %1</source>
        <translation>已跳过（见 stderr）：%1</translation>
    </message>
    <message>
        <source>%1: GPU %2, mode %3, seed %4</source>
        <translation>%1：GPU %2，模式 %3，种子 %4</translation>
    </message>
    <message>
        <source>Simulated %1 s, measured after a %2 s warm-up; %3 events in %4 ms wall time</source>
        <translation>模拟 %1 s，在 %2 s 预热之后测量；%3 个事件，耗时 %4 ms</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>Arrivals</source>
        <translation>到达</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>Mean ms</source>
        <translation>平均 ms</translation>
    </message>
    <message>
        <source>p50 ms</source>
        <translation>p50 ms</translation>
    </message>
    <message>
        <source>p95 ms</source>
        <translation>p95 ms</translation>
    </message>
    <message>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <source>Max ms</source>
        <translation>最大 ms</translation>
    </message>
    <message>
        <source>SLO ms</source>
        <translation>SLO ms</translation>
    </message>
    <message>
        <source>SLO met</source>
        <translation>SLO 达成率</translation>
    </message>
    <message>
        <source>In system</source>
        <translation>系统内</translation>
    </message>
    <message>
        <source>Slowdown</source>
        <translation>变慢倍数</translation>
    </message>
    <message>
        <source>Failed requests by reason:</source>
        <translation>按原因统计的失败请求：</translation>
    </message>
    <message>
        <source>GPUs used</source>
        <translation>使用的 GPU 数</translation>
    </message>
    <message>
        <source>SM active (time any SM is busy, nvidia-smi GPU-Util)</source>
        <translation>SM 活跃（任一 SM 忙碌的时间占比，即 nvidia-smi GPU-Util）</translation>
    </message>
    <message>
        <source>SM occupancy (share of SMs busy, DCGM SM_ACTIVE)</source>
        <translation>SM 忙碌占比（忙碌 SM 的比例，DCGM SM_ACTIVE）</translation>
    </message>
    <message>
        <source>Memory used</source>
        <translation>显存使用</translation>
    </message>
    <message>
        <source>DRAM bandwidth (DRAM_ACTIVE)</source>
        <translation>显存带宽（DRAM_ACTIVE）</translation>
    </message>
    <message>
        <source>SMs this plan can never use</source>
        <translation>该方案永远用不上的 SM</translation>
    </message>
    <message>
        <source>Seed formula 0.6 × SM share + 0.4 × memory share (an allocation, not a measurement)</source>
        <translation>原文公式 0.6 × SM 占比 + 0.4 × 显存占比（是分配量，不是测量值）</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>SM 忙碌占比</translation>
    </message>
    <message>
        <source>seed formula</source>
        <translation>原文公式</translation>
    </message>
    <message>
        <source>SM occupancy: time-average share of the GPU&apos;s SMs busy (DCGM SM_ACTIVE-like).</source>
        <translation>SM 忙碌占比：GPU 中忙碌 SM 比例的时间平均值（类似 DCGM SM_ACTIVE）。</translation>
    </message>
    <message>
        <source>seed formula: 0.6 × SM share + 0.4 × memory share, an allocation, not a measurement.</source>
        <translation>原文公式：0.6 × SM 占比 + 0.4 × 显存占比，是分配量，不是测量值。</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>Late</source>
        <translation>超 SLO</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>未结束</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>SLO met: requests completed within the SLO / requests offered after the warm-up (those still open at the end left out); without an SLO every completion counts.</source>
        <translation>SLO 达成率：在 SLO 内完成的请求数 / 预热后到达的请求数（结束时仍未完成的不计入）；没有 SLO 时每个完成的请求都算达标。</translation>
    </message>
    <message>
        <source>* latency of completed requests only: some of this tenant&apos;s requests failed, were dropped or were not served.</source>
        <translation>* 仅为已完成请求的延迟：该租户有部分请求失败、被丢弃或未获服务。</translation>
    </message>
    <message>
        <source>not placed: the plan gives this tenant no GPU; none of its requests is served.</source>
        <translation>未放置：该方案没有给这个租户分配 GPU，它的请求都得不到服务。</translation>
    </message>
    <message>
        <source>goodput req/s</source>
        <translation>有效吞吐 请求/秒</translation>
    </message>
    <message>
        <source>goodput: requests completed within the SLO per second.</source>
        <translation>有效吞吐：每秒在 SLO 内完成的请求数。</translation>
    </message>
    <message>
        <source>%1 (the scenario&apos;s own plan)</source>
        <translation>%1（场景自带的方案）</translation>
    </message>
    <message>
        <source>%1 (default: no legal layout holds every tenant&apos;s memory; each tenant the smallest profile holding its peak memory, largest first)</source>
        <translation>%1（默认：没有合法布局能装下每个租户的显存；按峰值显存从大到小，每个租户用能装下其峰值显存的最小规格）</translation>
    </message>
    <message>
        <source>%1 (default: one GPU per tenant)</source>
        <translation>%1（默认：每个租户一块 GPU）</translation>
    </message>
    <message>
        <source>%1 (default: every tenant a context, %2 ms slices, %3 µs switch)</source>
        <translation>%1（默认：每个租户一个上下文，时间片 %2 ms，切换 %3 µs）</translation>
    </message>
    <message>
        <source>%1 (default: every tenant a client without an active-thread cap or pinned memory limit; a cap only takes SMs away and no tenant has a claim over another)</source>
        <translation>%1（默认：每个租户一个客户端，不设活动线程上限，也不设显存上限；上限只会拿走 SM，而没有哪个租户比别人更有理由多占）</translation>
    </message>
    <message>
        <source>%1 (default: time-sliced, best effort; no profile holds every tenant and allows that many VMs, so the largest that allows them; the plan is not valid)</source>
        <translation>%1（默认：时间片轮转、尽力而为调度；没有 vGPU 类型既能装下每个租户又允许这么多虚拟机，所以用允许这么多虚拟机的最大 vGPU 类型；该方案无效）</translation>
    </message>
    <message>
        <source>%1 (default: time-sliced, best effort; no single profile holds every tenant and allows that many VMs, so each tenant has the smallest profile holding its peak memory)</source>
        <translation>%1（默认：时间片轮转、尽力而为调度；没有单一 vGPU 类型既能装下每个租户又允许这么多虚拟机，所以每个租户用能装下其峰值显存的最小 vGPU 类型）</translation>
    </message>
    <message>
        <source>%1 (default: time-sliced, best effort; the smallest equal-size profile holding the largest tenant and allowing that many VMs)</source>
        <translation>%1（默认：时间片轮转、尽力而为调度；能装下最大租户并允许这么多虚拟机的最小同尺寸 vGPU 类型）</translation>
    </message>
    <message>
        <source>Plans used:</source>
        <translation>使用的方案：</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig SUBCOMMAND --gpu G [OPTIONS]

Subcommands:
  profiles     GPU-instance profiles, like nvidia-smi mig -lgip
  placements   allowed placements, like nvidia-smi mig -lgipp
  check        check a layout: mig check --gpu G PROFILE[@START]...
  enumerate    every placeable combination of profiles
  plan         the MIG plan of a scenario: mig plan FILE|builtin:NAME

Run gpukitchen-cli mig SUBCOMMAND --help for its options. GPU ids: see gpukitchen-cli gpus.
</source>
        <translation>用法：gpukitchen-cli mig SUBCOMMAND --gpu G [OPTIONS]

子命令：
  profiles     GPU 实例规格，同 nvidia-smi mig -lgip
  placements   允许的放置位置，同 nvidia-smi mig -lgipp
  check        检查布局：mig check --gpu G PROFILE[@START]...
  enumerate    所有能放得下的规格组合
  plan         场景的 MIG 方案：mig plan FILE|builtin:NAME

运行 gpukitchen-cli mig SUBCOMMAND --help 查看子命令的选项。GPU id 见 gpukitchen-cli gpus。
</translation>
    </message>
    <message>
        <source>missing scenario file</source>
        <translation>缺少场景文件</translation>
    </message>
    <message>
        <source>GPU %1 has no MIG profiles</source>
        <translation>GPU %1 没有 MIG 规格</translation>
    </message>
    <message>
        <source>%1: GPU %2, seed %3; each instance simulated for %4 s after a %5 s warm-up</source>
        <translation>%1：GPU %2，种子 %3；每个实例在 %5 s 预热后模拟 %4 s</translation>
    </message>
    <message>
        <source>Exact search: %1 layouts, %2 instance simulations</source>
        <translation>精确搜索：%1 个布局，%2 次实例模拟</translation>
    </message>
    <message>
        <source>Heuristic search (more than 8 tenants): %1 layouts, %2 instance simulations</source>
        <translation>启发式搜索（超过 8 个租户）：%1 个布局，%2 次实例模拟</translation>
    </message>
    <message>
        <source>No legal MIG layout holds every tenant&apos;s peak memory.</source>
        <translation>没有合法的 MIG 布局能装下每个租户的峰值显存。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>Compute slices %1 of %2, memory slots %3 of %4</source>
        <translation>计算切片 %1/%2，显存切片 %3/%4</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>beyond the run</source>
        <translation>超出运行时长</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig check --gpu G [--no-4g3g] [--format table|json] PROFILE[@START]...

Checks a MIG layout. PROFILE is a name (3g.20gb) or a profile ID (9); @START fixes
the placement start in memory slots. Without @START the driver&apos;s choice is modelled
in the order given; if the driver would fail but another placement exists, that
placement is shown together with a creation order that works.

  --no-4g3g    a driver older than R510: a 4g and a 3g cannot coexist
  --format F   table (default) or json: the same findings as one JSON object,
               &quot;legal&quot;: true or false, with the same exit code

A legal layout prints the placement, the memory-slot and compute-slice maps, the SMs
used, idle and unusable, the stranded compute slices and the nvidia-smi command; exit 0.
An illegal layout prints every reason on stdout and exits 1. Bad input (unknown GPU or
profile, a malformed start) is reported on stderr with exit 2.
</source>
        <translation>用法：gpukitchen-cli mig check --gpu G [--no-4g3g] [--format table|json] PROFILE[@START]...

检查一个 MIG 布局。PROFILE 是规格名（3g.20gb）或规格 ID（9）；@START 指定
放置起点，单位是显存切片。不写 @START 时，按给定顺序模拟驱动的选择；如果驱动会失败、
但存在其他放置方式，就给出这种放置方式以及一个可行的创建顺序。

  --no-4g3g    早于 R510 的驱动：4g 和 3g 实例不能共存
  --format F   table（默认）或 json：同样的发现写成一个 JSON 对象，
               &quot;legal&quot; 为 true 或 false，退出码相同

布局合法时，输出放置位置、显存切片图和计算切片图、已用/空闲/不可用的 SM、碎片计算切片以及 nvidia-smi 命令，退出码为 0。布局不合法时，在 stdout 列出所有原因，
退出码为 1。输入有误（未知的 GPU 或规格、起点格式错误）时在 stderr 报告，退出码为 2。
</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli seed-demo [--lang en|zh_CN] [--format text|json]

Prints exactly what the seed article&apos;s Python demo prints (computed, not copied),
then explains where that toy model departs from a real A100, with the catalog&apos;s numbers.
--format json gives the demo&apos;s lines, its three utilisations and the real GPU&apos;s figures.
</source>
        <translation>用法：gpukitchen-cli seed-demo [--lang en|zh_CN] [--format text|json]

原样打印原文中 Python 演示的输出（实际计算得出，而非照抄），
再用内置规格库中的数字说明这个玩具模型与真实 A100 有哪些出入。
--format json 输出演示的各行、它的三个利用率以及真实 GPU 的数字。
</translation>
    </message>
    <message>
        <source>LLM tenant</source>
        <translation>大模型租户</translation>
    </message>
    <message>
        <source>TTFT mean ms</source>
        <translation>TTFT 平均 ms</translation>
    </message>
    <message>
        <source>TTFT p99 ms</source>
        <translation>TTFT p99 ms</translation>
    </message>
    <message>
        <source>TPOT mean ms</source>
        <translation>TPOT 平均 ms</translation>
    </message>
    <message>
        <source>TPOT p99 ms</source>
        <translation>TPOT p99 ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>KV mean GiB</source>
        <translation>KV 平均 GiB</translation>
    </message>
    <message>
        <source>KV peak GiB</source>
        <translation>KV 峰值 GiB</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>被抢占</translation>
    </message>
    <message>
        <source>TTFT: arrival to the end of the request&apos;s prefill iteration. TPOT: time per output token after the first. KV: the KV cache held (time average, peak). Preempted: requests sent back to the queue when the next token&apos;s KV did not fit (recomputed later).</source>
        <translation>TTFT：从到达到该请求的预填充迭代结束。TPOT：首个 token 之后每个输出 token 的时间。KV：占用的 KV 缓存（时间平均、峰值）。被抢占：下一个 token 的 KV 放不下时退回队首的请求（稍后重新计算）。</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli receipts [--format text|json]

The model beside published measurements: for each row the source, the setup, the
published figure, the engine&apos;s figure on the same setup (computed now by running the
engine, never typed), the gap and its tolerance. A row may be a known gap, with its
reason. Rows that calibrate a parameter say so; the others are independent checks.

Exit codes: 0 every row has the status the table declares; 1 a row left its
tolerance (or a known gap closed); 2 bad input.
</source>
        <translation>用法：gpukitchen-cli receipts [--format text|json]

把模型与公开测量结果并列对照：每行给出来源、测试设置、公开数值、引擎在同一设置下的
数值（此刻运行引擎算出，绝非手填）、差距及其容差。某行可以是已知差距，并写明原因。
用于校准某个参数的行会注明；其余各行是独立检验。

退出码：0 每行的状态都与表中声明一致；1 有行超出容差（或已知差距已消失）；2 输入有误。
</translation>
    </message>
    <message numerus="yes">
        <source>Receipts: the model beside published measurements. %n row(s) from %1 independent sources; every engine figure was computed just now by running the engine on the row&apos;s setup. Figures are ratios; gap = engine / published − 1 (0 inside a published range).</source>
        <translation>
            <numerusform>对照表：模型与公开测量结果并列。共 %n 行，来自 %1 个独立来源；每个引擎数值都是刚刚在该行的设置上运行引擎算出的。数值均为比值；差距 = 引擎 / 公开值 − 1（落在公开区间内为 0）。</numerusform>
        </translation>
    </message>
    <message>
        <source>TOPIC</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>PUBLISHED</source>
        <translation>公开值</translation>
    </message>
    <message>
        <source>ENGINE</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>GAP</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>TOLERANCE</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 matched, %2 known gap(s), %3 unexpected; %4 row(s) are independent checks (no parameter calibrated on them).</source>
        <translation>%1 行吻合，%2 行已知差距，%3 行意外；%4 行是独立检验（没有参数在这些行上校准）。</translation>
    </message>
    <message>
        <source>Source: %1 (%2) %3</source>
        <translation>来源：%1（%2）%3</translation>
    </message>
    <message>
        <source>Setup: %1</source>
        <translation>设置：%1</translation>
    </message>
    <message>
        <source>Published: %1 = %2; engine: %3 (GPU %4)</source>
        <translation>公开值：%1 = %2；引擎：%3（GPU %4）</translation>
    </message>
    <message>
        <source>%1 = %2 (%3: %4)</source>
        <translation>%1 = %2（%3：%4）</translation>
    </message>
    <message>
        <source>calibrated on this row</source>
        <translation>在本行校准</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>检验</translation>
    </message>
    <message>
        <source>Known gap: %1</source>
        <translation>已知差距：%1</translation>
    </message>
    <message>
        <source>%1 (searched over the tenants a MIG profile can hold; not placed, more memory than any profile: %2; %3 of %4 compute slices; worst SLO margin of the placed tenants %5)</source>
        <translation>%1（只在 MIG 规格放得下的租户中搜索；未放置、显存超过任何规格：%2；用了 %4 个计算切片中的 %3 个；已放置租户的最差 SLO 余量 %5）</translation>
    </message>
    <message>
        <source>Done: completions after the warm-up, including requests that arrived during it, so Done can exceed Arrivals.</source>
        <translation>完成：预热结束后的完成数，包括预热期间到达的请求，所以“完成”可能多于“到达”。</translation>
    </message>
    <message>
        <source>%1 (not placed)</source>
        <translation>%1（未放置）</translation>
    </message>
    <message>
        <source>%1 (%2 % within it)</source>
        <translation>%1（%2% 在目标内）</translation>
    </message>
    <message>
        <source>this run of it meets every SLO over its whole %1 s</source>
        <translation>本次运行在完整的 %1 s 内满足每个 SLO</translation>
    </message>
    <message>
        <source>this run of it, %1 s long, misses the SLO of %2</source>
        <translation>本次运行（%1 s）未达到以下租户的 SLO：%2</translation>
    </message>
    <message>
        <source>%1 (searched over the first %5 s: every SLO met there with the fewest slices, %2 of %3 compute slices; worst SLO margin %4)</source>
        <translation>%1（在前 %5 s 内搜索：该时段内以最少切片满足每个 SLO，计算切片 %2 / %3；最差 SLO 余量 %4）</translation>
    </message>
    <message>
        <source>%1 (searched over the first %3 s: no MIG plan meets every SLO there; this one has the largest worst SLO margin, %2)</source>
        <translation>%1（在前 %3 s 内搜索：该时段内没有 MIG 方案满足每个 SLO；此方案的最差 SLO 余量最大，为 %2）</translation>
    </message>
    <message>
        <source>cannot simulate the plan found: %1</source>
        <translation>无法模拟找到的方案：%1</translation>
    </message>
    <message>
        <source>Not placed, more memory than any MIG profile: %1</source>
        <translation>未放置（显存超过任何 MIG 规格）：%1</translation>
    </message>
    <message>
        <source>Search (first %1 s): every SLO met.</source>
        <translation>搜索（前 %1 s）：每个 SLO 均满足。</translation>
    </message>
    <message>
        <source>Every SLO met over the whole %1 s run of this plan.</source>
        <translation>此方案在完整的 %1 s 运行中满足每个 SLO。</translation>
    </message>
    <message>
        <source>The whole %1 s run of this plan misses the SLO of: %2.</source>
        <translation>此方案在完整的 %1 s 运行中未达到以下租户的 SLO：%2。</translation>
    </message>
    <message>
        <source>Heuristic search, stopped at its budget (the exact search needs more runs than it allows): %1 layouts, %2 instance simulations</source>
        <translation>启发式搜索，已在预算处停止（精确搜索所需的运行次数超出预算）：%1 个布局，%2 次实例模拟</translation>
    </message>
    <message>
        <source>engines</source>
        <translation>引擎数</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>IDs</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>实例数上限</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli gpus [--format table|json]

The GPU catalog: id, name, SMs (and the SMs MIG mode exposes), memory, bandwidth,
compute slices / memory slots, the number of MIG and vGPU profiles, which of the
catalog&apos;s values are assumed, inferred or unverified (fact sheet flags), and whether
the simulator runs it. A GPU listed for reference only lacks a figure the simulator
needs; &quot;?&quot; marks a value the fact sheets do not give.
</source>
        <translation>用法：gpukitchen-cli gpus [--format table|json]

GPU 内置规格库：id、名称、SM 数（以及 MIG 模式开放的 SM 数）、显存、带宽、
计算切片数 / 显存切片数、MIG 规格和 vGPU 类型的数量、内置规格库中哪些数值是
假定、推断或未核实的（资料表中的标记），以及模拟器能否模拟它。仅作参考
列出的 GPU 缺少模拟器所需的某个数值；“?”表示资料表没有给出的值。
</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>可模拟</translation>
    </message>
    <message>
        <source>Simulated: no = listed for reference only; the fact sheets do not give a figure the simulator needs (gpukitchen-cli mig profiles --gpu G says which). &quot;?&quot;: not given.</source>
        <translation>可模拟：否 = 仅作参考列出，资料表没有给出模拟器所需的某个数值（运行 gpukitchen-cli mig profiles --gpu G 查看是哪些）。“?”：未给出。</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig placements --gpu G [--format table|json]

Where each profile may start, as nvidia-smi mig -lgipp prints it: {starts}:size in
the GPU&apos;s placement units (memory slots; RTX PRO 6000 Blackwell has 12 units, 3 per
slice). Placements the fact sheet marks as assumed are flagged below the list;
&quot;?&quot; marks placements the fact sheets do not give.
</source>
        <translation>用法：gpukitchen-cli mig placements --gpu G [--format table|json]

每个规格可以从哪里开始放置，格式与 nvidia-smi mig -lgipp 的输出相同：{起点}:大小，
单位是 GPU 的放置单元（显存切片；RTX PRO 6000 Blackwell 有 12 个单元，每个切片占 3 个）。
资料表中标为假定的放置位置会在列表下方注明；“?”表示资料表没有给出的放置位置。
</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig enumerate --gpu G [--maximal] [--classic] [--with-me] [--with-variants]
                                   [--no-4g3g] [--format table|json]

Every distinct combination of GPU-instance profiles that can be placed on G. Profiles
whose placements the fact sheets do not give are left out (mig placements names them).

  --maximal        only combinations to which no further profile fits
  --classic        leave out the 2-slot 1g profile (ID 15) of newer drivers
  --with-me        include the +me (media extensions) profiles
  --with-variants  include the +me.all, -me and +gfx profiles (RTX PRO Blackwell)
  --no-4g3g        a driver older than R510: a 4g and a 3g cannot coexist
</source>
        <translation>用法：gpukitchen-cli mig enumerate --gpu G [--maximal] [--classic] [--with-me] [--with-variants]
                                  [--no-4g3g] [--format table|json]

列出能放到 G 上的每一种不同的 GPU 实例规格组合。资料表没有给出放置位置的规格
不参与列举（mig placements 会列出它们）。

  --maximal        只列出已放满（再也放不下任何规格）的组合
  --classic        不含较新驱动中占 2 个切片的 1g 规格（ID 15）
  --with-me        包含 +me（媒体扩展）规格
  --with-variants  包含 +me.all、-me 和 +gfx 规格（RTX PRO Blackwell）
  --no-4g3g        早于 R510 的驱动：4g 和 3g 实例不能共存
</translation>
    </message>
    <message>
        <source>--gpu and --compare exclude each other</source>
        <translation>--gpu 和 --compare 不能同时使用</translation>
    </message>
    <message>
        <source>--format csv needs --compare</source>
        <translation>--format csv 需要与 --compare 一起使用</translation>
    </message>
    <message>
        <source>ID %1</source>
        <translation>ID（%1）</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>实例数上限（%1）</translation>
    </message>
    <message>
        <source>engines %1</source>
        <translation>引擎数（%1）</translation>
    </message>
    <message>
        <source>%1 [%2]: %3</source>
        <translation>%1 [%2]：%3</translation>
    </message>
    <message>
        <source>%1 is listed twice in --compare</source>
        <translation>%1 在 --compare 中出现了两次</translation>
    </message>
    <message>
        <source>--compare needs a comma-separated list of GPUs, e.g. H200-141GB,GB300</source>
        <translation>--compare 需要以逗号分隔的 GPU 列表，例如 H200-141GB,GB300</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>(a) assumed, (i) inferred, (u) unverified or not given by the fact sheets; ? not given. Slots: the profile&apos;s memory slots of the GPU&apos;s. GB/s: the GPU&apos;s bandwidth times that share, what the simulator gives a MIG instance. Why a value is flagged: gpukitchen-cli mig profiles --gpu G.</source>
        <translation>(a) 假定，(i) 推断，(u) 未核实或资料表未给出；? 未给出。显存切片：该规格占用的显存切片数 / GPU 的切片总数。GB/s：GPU 带宽乘以这一份额，即模拟器分给一个 MIG 实例的带宽。数值为何被标记：运行 gpukitchen-cli mig profiles --gpu G 查看。</translation>
    </message>
    <message>
        <source>A %1-unit placement grid: each of the %2 compute slices spans %3 units, so a start is a multiple of %3.</source>
        <translation>%1 个单元的放置网格：%2 个计算切片各占 %3 个单元，因此起点是 %3 的倍数。</translation>
    </message>
    <message>
        <source>Not in the fact sheets: the placements of %1 (gpukitchen-cli mig profiles --gpu %2 says why); mig check and mig enumerate cannot place them.</source>
        <translation>资料表中没有：%1 的放置位置（运行 gpukitchen-cli mig profiles --gpu %2 查看原因）；mig check 和 mig enumerate 无法放置它们。</translation>
    </message>
    <message>
        <source>SMs: not known (the fact sheets do not give the SMs of %1)</source>
        <translation>SM：未知（资料表没有给出 %1 的 SM 数）</translation>
    </message>
    <message>
        <source>the full-GPU instance</source>
        <translation>整卡实例</translation>
    </message>
    <message>
        <source>Unusable SMs: not known (the fact sheets do not give the GPU&apos;s SMs with MIG on and off)</source>
        <translation>不可用的 SM：未知（资料表没有给出 GPU 在开启和关闭 MIG 时的 SM 数）</translation>
    </message>
    <message>
        <source>the fact sheets give no placements or instance count for %1 on %2, so it cannot be placed (gpukitchen-cli mig profiles --gpu %2 says why)</source>
        <translation>资料表没有给出 %2 上 %1 的放置位置或实例数上限，因此无法放置它（运行 gpukitchen-cli mig profiles --gpu %2 查看原因）</translation>
    </message>
    <message>
        <source>the fact sheets give no placements for %1&apos;s profiles, so no combination can be enumerated (gpukitchen-cli mig profiles --gpu %1 says why)</source>
        <translation>资料表没有给出 %1 各规格的放置位置，因此无法列出任何组合（运行 gpukitchen-cli mig profiles --gpu %1 查看原因）</translation>
    </message>
    <message>
        <source>with +me.all, -me and +gfx profiles</source>
        <translation>含 +me.all、-me 和 +gfx 规格</translation>
    </message>
    <message>
        <source>Not simulated: %1 is listed for reference only; the fact sheets do not give these figures: %2.</source>
        <translation>未模拟：%1 仅作参考列出，资料表没有给出以下数值：%2。</translation>
    </message>
    <message>
        <source>Where the model is known to differ from measurements (gpukitchen-cli receipts):</source>
        <translation>模型与实测已知存在差距之处（见 gpukitchen-cli receipts）：</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig profiles --gpu G [--format table|json]
       gpukitchen-cli mig profiles --compare G1,G2,... [--beta B] [--format table|json|csv]

The GPU-instance profiles of G as nvidia-smi mig -lgip lists them on a fresh GPU,
followed by the catalog&apos;s notes and data-quality flags. &quot;?&quot; marks a value the fact
sheets do not give; G may be any GPU of gpukitchen-cli gpus, also one listed for
reference only.

  --compare L  one table of every profile name of the GPUs in L (comma-separated),
               with per GPU the profile&apos;s ID, SMs, memory GiB, memory slots (of the
               GPU&apos;s) and bandwidth share in GB/s (the GPU&apos;s bandwidth x slots / the
               GPU&apos;s slots, what the simulator gives a MIG instance), each value
               marked when the fact sheets do not verify it. A profile is the GPU&apos;s:
               one name can mean other SMs and slots on another GPU.
  --beta B     with --compare: the memory-bound share (0 to 1, default 0.5) of a request
               as wide as the whole GPU, for the column &quot;x time&quot;: how many times its
               whole-GPU time the simulator&apos;s service model gives it alone on the
               profile (&quot;?&quot; for a GPU listed for reference only).
</source>
        <translation>用法：gpukitchen-cli mig profiles --gpu G [--format table|json]
      gpukitchen-cli mig profiles --compare G1,G2,... [--beta B] [--format table|json|csv]

列出 G 的 GPU 实例规格，格式与 nvidia-smi mig -lgip 在一块全新 GPU 上的输出相同，
随后是内置规格库中的说明和数据质量标记。“?”表示资料表没有给出的值；G 可以是
gpukitchen-cli gpus 中的任何 GPU，包括仅作参考列出的 GPU。

  --compare L  把 L（以逗号分隔）中各 GPU 的所有规格名称列成一张表，每块 GPU
               给出该规格的 ID、SM 数、显存 GiB、显存切片数（占 GPU 总数的多少）
               和带宽份额 GB/s（GPU 带宽 x 切片数 / GPU 切片总数，即模拟器分给
               一个 MIG 实例的带宽），资料表未核实的值会加上标记。规格属于各自的
               GPU：同一个名称在另一块 GPU 上可能是不同的 SM 数和切片数。
  --beta B     与 --compare 一起使用：一个与整块 GPU 同宽的请求中受显存带宽限制的
               比例（0 到 1，默认 0.5），用于“x 时间”一列：模拟器的服务模型让它单独
               运行在该规格上时，所需时间是整块 GPU 上的多少倍（仅作参考列出的 GPU
               显示“?”）。
</translation>
    </message>
    <message>
        <source>--beta needs --compare</source>
        <translation>--beta 需要与 --compare 一起使用</translation>
    </message>
    <message>
        <source>--beta must be a number from 0 to 1</source>
        <translation>--beta 必须是 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>x time</source>
        <translation>x 时间</translation>
    </message>
    <message>
        <source>--out needs a path</source>
        <translation>--out 需要一个路径</translation>
    </message>
    <message>
        <source>--out %1 is the input file %2 of this command; name another file for the results (nothing was written)</source>
        <translation>--out %1 就是本命令的输入文件 %2；请为结果另选一个文件（未写入任何内容）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>drained</source>
        <comment>failure reason</comment>
        <translation>排空</translation>
    </message>
    <message>
        <source>fault</source>
        <comment>failure reason</comment>
        <translation>故障</translation>
    </message>
    <message>
        <source>oom</source>
        <comment>failure reason</comment>
        <translation>显存不足（oom）</translation>
    </message>
    <message>
        <source>unavailable</source>
        <comment>failure reason</comment>
        <translation>不可用</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between failure reasons</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>Heuristic search (more than 8 tenants), stopped at its budget: %1 layouts, %2 instance simulations</source>
        <translation>启发式搜索（超过 8 个租户），已在预算处停止：%1 个布局，%2 次实例模拟</translation>
    </message>
    <message>
        <source>The search stopped at its budget before it could run one whole layout: one run of these tenants makes more engine events than the budget allows, so there is no plan to show (their memory fits). Lower the arrival rates or share the tenants among more GPUs.</source>
        <translation>搜索在跑完任何一个完整布局之前就已达到预算：这些租户跑一次产生的引擎事件数就超出了预算，因此没有方案可以给出（它们的显存放得下）。请降低到达率，或把这些租户分到更多 GPU 上。</translation>
    </message>
    <message>
        <source>--sweep takes load factors above 0 and at most 100, separated by commas, not %1</source>
        <translation>--sweep 需要大于 0、至多 100 的负载系数，用逗号分隔，而不是 %1</translation>
    </message>
    <message>
        <source>--sweep takes 1 to 20 load factors, e.g. --sweep 0.5,1,1.5,2</source>
        <translation>--sweep 需要 1 到 20 个负载系数，例如 --sweep 0.5,1,1.5,2</translation>
    </message>
    <message>
        <source>--sweep-tenant needs --sweep</source>
        <translation>--sweep-tenant 需要与 --sweep 一起使用</translation>
    </message>
    <message>
        <source>--sweep-tenant: the scenario has no tenant %1</source>
        <translation>--sweep-tenant：场景中没有租户 %1</translation>
    </message>
    <message>
        <source>Load sweep of %1: tenant %2&apos;s arrival rate times each factor; every mode keeps the plan it has at ×1.</source>
        <translation>“%1”的负载扫描：租户 %2 的到达率乘以每个系数；每种模式保持它在 ×1 时的方案。</translation>
    </message>
    <message>
        <source>Load sweep of %1: every tenant&apos;s arrival rate times each factor; every mode keeps the plan it has at ×1.</source>
        <translation>“%1”的负载扫描：每个租户的到达率乘以每个系数；每种模式保持它在 ×1 时的方案。</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>SLO %1/%2 · %3/s</source>
        <extracomment>A load sweep&apos;s cell: tenants meeting their SLO of those with one, then the goodput in requests/s.</extracomment>
        <translation>SLO %1/%2 · %3 请求/秒</translation>
    </message>
    <message>
        <source>Tenants meeting their SLO, and goodput (requests/s completed within their SLO):</source>
        <translation>满足 SLO 的租户，以及有效吞吐（在 SLO 内完成的请求/秒）：</translation>
    </message>
    <message>
        <source>p99 latency in ms (* misses its SLO):</source>
        <translation>p99 延迟，单位 ms（* 表示未满足 SLO）：</translation>
    </message>
    <message>
        <source>Refused loads:</source>
        <translation>被拒绝的负载：</translation>
    </message>
    <message>
        <source>%1 (default: every tenant a container of %2 with its peak memory as quota and an even share of the compute, %3 policy)</source>
        <translation>%1（默认：每个租户一个 %2 容器，以其峰值显存为配额，算力均分，%3 策略）</translation>
    </message>
    <message>
        <source>Run by the engine as software slicing (the shares as hard limits, every container always busy), the containers use %1 of the SMs, %2 % together, %3 % of the time lost to switching contexts; the demo prints the budget it hands out as utilisation. Lighter tenants use less: gpukitchen-cli run builtin:article-vgpu-ratio.</source>
        <translation>由引擎按软件切分运行（份额作为硬性上限，每个容器一直忙碌），各容器分别使用 %1 的 SM，合计 %2%，有 %3% 的时间花在上下文切换上；示例程序把分出去的预算当作利用率打印出来。负载更轻的租户用得更少：gpukitchen-cli run builtin:article-vgpu-ratio。</translation>
    </message>
    <message>
        <source>unknown mode %1 (use exclusive, mig, mps, vgpu, timeslice, quota)</source>
        <translation>未知模式 %1（可用：exclusive, mig, mps, vgpu, timeslice, quota）</translation>
    </message>
    <message>
        <source>--modes needs at least one mode (exclusive, mig, mps, vgpu, timeslice, quota)</source>
        <translation>--modes 至少需要一种模式（exclusive、mig、mps、vgpu、timeslice、quota）</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli export FILE|builtin:NAME --to TARGET [--mode M] [--out F]
                             [--format text|json]

Real configuration text for the scenario&apos;s plan:
  nvidia-smi     commands that create the MIG layout at the planned placements
  mig-parted     a mig-parted config (version: v1, mig-configs)
  k8s            NVIDIA device-plugin config and a Deployment per tenant
  time-slicing   the device-plugin time-slicing ConfigMap
  mps-env        a shell script that starts MPS with per-client limits
  hami           HAMi pod resource requests (a Deployment per container) and the
                 environment HAMi gives each container (software slicing, --mode quota)

  --mode M       export the plan for mode M (exclusive, mig, mps, vgpu, timeslice,
                 quota):
                 the scenario&apos;s own plan for M, else the documented default plan
  --out F        write to F instead of stdout: a regular file is replaced atomically,
                 a device, a FIFO or /dev/stdout is written into
  --format F     text (default): the configuration text; json: what was exported as
                 one JSON object (scenario, gpu, target, mode, plan, files written,
                 and the text itself when there is no --out)

A plan the target cannot express (an MPS plan as mig-parted, say) exits 2.
</source>
        <translation>用法：gpukitchen-cli export FILE|builtin:NAME --to TARGET [--mode M] [--out F]
                             [--format text|json]

为场景的方案生成真实可用的配置文本：
  nvidia-smi     按规划的放置位置创建 MIG 布局的命令
  mig-parted     mig-parted 配置（version: v1, mig-configs）
  k8s            NVIDIA 设备插件（device plugin）配置，外加每个租户一个 Deployment
  time-slicing   设备插件的时间片轮转 ConfigMap
  mps-env        启动 MPS 并为每个客户端设置限额的 shell 脚本
  hami           HAMi 的 Pod 资源请求（每个容器一个 Deployment）以及 HAMi 为每个容器
                 设置的环境变量（软件切分，--mode quota）

  --mode M       导出模式 M（exclusive, mig, mps, vgpu, timeslice, quota）的方案：
                 优先用场景自带的 M 方案，否则用文档规定的默认方案
  --out F        写入 F，而不是 stdout：普通文件以原子方式替换，
                 设备、FIFO 或 /dev/stdout 则直接写入
  --format F     text（默认）：配置文本；json：以一个 JSON 对象说明导出了什么
                 （场景、GPU、目标格式、模式、方案、写入的文件，
                 没有 --out 时还包括文本本身）

目标格式无法表达的方案（例如把 MPS 方案导出为 mig-parted）以退出码 2 结束。
</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli run FILE|builtin:NAME [--mode M] [--duration S] [--seed N]
                         [--format table|json|csv] [--out F] [--no-slowdown]

Simulates the scenario and prints, per tenant, arrivals, completions, failures (by
reason), drops, throughput, latency (mean, p50, p95, p99, max), SLO attainment, the
time-average number in the system and SMs held, and the slowdown; then the GPU
figures (GPUs used, SM active, SM occupancy, memory, DRAM bandwidth, SMs the plan
can never use, the seed article&apos;s utilisation formula). Everything is measured after
the warm-up (simulation.warmup_s).

  --mode M       run the plan for mode M (exclusive, mig, mps, vgpu, timeslice, quota): the
                 scenario&apos;s own plan for M, else the documented default plan;
                 default: the scenario&apos;s active plan
  --duration S   simulated seconds (overrides simulation.duration_s; must be longer
                 than the warm-up)
  --seed N       random seed (overrides simulation.seed); the same seed gives the
                 same results
  --format F     table (default), json or csv (one row per tenant and a GPU row)
  --out F        write the result to F instead of stdout: a regular file is replaced
                 atomically, a device, a FIFO or /dev/stdout is written into
  --no-slowdown  skip the solo runs; slowdown is then reported as 0 (not computed)

Slowdown: a tenant&apos;s mean latency divided by its mean latency when it runs alone on
the same partition: the same MIG instance, the same MPS client cap, its own VM (vGPU),
the time-sliced GPU to itself, its own GPU (exclusive: 1 by construction). Each tenant
sees the same requests in both runs. It costs one extra simulation per tenant.

The file is validated first, exactly as gpukitchen-cli validate does (every plan,
alternatives included, and the run limits: time slices of at least 0.1 ms, at most
1e8 estimated events); then a default plan for --mode. Problems go to stderr, and
anything invalid exits 2.
On a terminal, long runs show a progress bar on stderr.
</source>
        <translation>用法：gpukitchen-cli run FILE|builtin:NAME [--mode M] [--duration S] [--seed N]
                         [--format table|json|csv] [--out F] [--no-slowdown]

模拟该场景，并按租户输出：到达数、完成数、失败数（按原因）、丢弃数、吞吐、延迟（平均、p50、
p95、p99、最大）、SLO 达成率、系统内请求数与占用 SM 数的时间平均值，以及变慢倍数；
然后输出 GPU 指标（使用的 GPU 数、SM 活跃、SM 忙碌占比、显存、显存带宽、该方案永远用不上的 SM、
原文的利用率公式）。所有数字都在预热（simulation.warmup_s）之后测量。

  --mode M       运行模式 M 的方案（exclusive、mig、mps、vgpu、timeslice、quota）：优先用场景
                 自带的 M 方案，否则用文档说明的默认方案；默认：场景当前的方案
  --duration S   模拟秒数（覆盖 simulation.duration_s；必须比预热时间长）
  --seed N       随机种子（覆盖 simulation.seed）；同一种子得到相同结果
  --format F     table（默认）、json 或 csv（每个租户一行，另加一行 GPU）
  --out F        把结果写入 F，而不是 stdout：普通文件以原子方式替换，
                 设备、FIFO 或 /dev/stdout 则直接写入
  --no-slowdown  跳过单独运行；此时变慢倍数报告为 0（未计算）

变慢倍数：租户的平均延迟除以它在同一分区上单独运行时的平均延迟：同一个 MIG 实例、同一个 MPS
客户端上限、它自己的虚拟机（vGPU）、独占时间片轮转的 GPU、它自己的 GPU（exclusive：按定义为 1）。
两次运行中每个租户看到的请求完全相同。每个租户要多模拟一次。

文件会先按 gpukitchen-cli validate 的方式完整校验（所有方案，包括备选方案，以及运行限制：时间片
至少 0.1 ms，估计事件数至多 1e8）；然后校验 --mode 对应的默认方案。问题输出到 stderr，
任何无效之处都以退出码 2 结束。
在终端上，较长的运行会在 stderr 显示进度条。
</translation>
    </message>
    <message>
        <source>Throttled (the share of the run each container&apos;s limiter held it while it had requests): %1</source>
        <translation>被限流（每个容器在有请求时被限流器拦住的时间占运行时长的比例）：%1</translation>
    </message>
    <message>
        <source>nvidia-smi inside every container prints GPU-Util %1 (the whole GPU&apos;s: HAMi does not virtualise it); each used its own share of the SMs: %2</source>
        <translation>每个容器内的 nvidia-smi 都显示 GPU-Util %1（这是整块 GPU 的利用率：HAMi 不虚拟化这一项）；各容器实际用掉的 SM 份额：%2</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli mig plan FILE|builtin:NAME [--ranked N] [--format table|json] [--seed N]

Searches the MIG plan for the scenario&apos;s tenants on its GPU: every legal layout of the
classic profiles times every assignment of tenants to instances (several tenants in one
instance take turns, time-sliced), each tenant&apos;s peak memory within its instance. The
plan that meets every SLO with the fewest compute slices, then memory slots, wins; ties
go to the largest worst-case margin (margin = SLO / p99 - 1). If no plan meets every
SLO, the best margins win: the largest worst-case margin, then the largest next-worst,
and so on (a plan that loses fewer tenants first), then the fewest slices. Each
instance is simulated alone (MIG instances do not disturb each other) for the
scenario&apos;s run, at most 60 s after at most 5 s of warm-up, with the scenario&apos;s seed
and without its faults; a tenant meets its SLO when 99 % of its requests complete
within it (one that loses more than 1 % of its requests has margin -1). Exact up to 8
tenants within a budget of simulated work; beyond either, a heuristic for any number of
tenants (placement by estimated load, then moves), which stops at the budget with the
best plan it ran: about 2 s on a 2-core machine. A tenant with more memory than any
profile is reported as not placed and the others are planned (as compare and the GUI do).

The plan found is then run over the scenario&apos;s whole length (its faults included): the
verdict printed last, and the exit code, are that run&apos;s.
Exit 0 if that run meets every SLO and every tenant is placed, 1 if not or no layout
holds the tenants&apos; memory, 2 for bad input (also a GPU without MIG).

--ranked N (1 to 50) lists instead up to N distinct layouts in the same order, the plan
above first, each with its best assignment of the tenants, its margins and what it can
no longer place: the profiles that could still be added, and those that could not
although enough compute and memory slices are free (the placement rules forbid it).
Every entry is exact up to 8 tenants (within the budget, spent again on the ranking).
Nothing is run over the whole length: the exit code is 0 if the first entry meets every
SLO over the searched window and every tenant is placed, else 1.
</source>
        <translation>用法：gpukitchen-cli mig plan FILE|builtin:NAME [--ranked N] [--format table|json] [--seed N]

为场景的租户在其 GPU 上搜索 MIG 方案：经典规格的每种合法布局，乘以租户到实例的每种分配
（同一实例中的多个租户按时间片轮流运行），每个租户的峰值显存都要装进它的实例。以最少计算切片、
再以最少显存切片满足每个 SLO 的方案胜出；并列时取最差余量最大的（余量 = SLO / p99 - 1）。
如果没有方案能满足每个 SLO，则余量最好的方案胜出：先比最差余量，再比次差余量，依此类推
（丢失租户较少的方案优先），然后取切片最少的。每个实例单独模拟（MIG 实例互不干扰），
时长为场景的运行时长（预热至多 5 s，之后至多 60 s），使用场景的种子，不含其故障；99% 的请求在
SLO 内完成即为满足（丢失超过 1% 请求的租户余量为 -1）。8 个租户以内且在模拟工作量预算内为精确
搜索；超出任一条件时，改用适用于任意租户数的启发式（按估计负载放置，再做移动），到达预算即停止并
给出已运行过的最佳方案：在双核机器上约 2 s。显存超过任何规格的租户报告为未放置，其余租户照常规划
（与 compare 和图形界面相同）。

随后按场景的完整时长（含其故障）运行找到的方案：最后打印的结论和退出码都以这次运行为准。
这次运行满足每个 SLO 且每个租户都已放置时退出码为 0；否则或没有布局能装下租户的显存时为 1；
输入有误（包括不支持 MIG 的 GPU）为 2。

--ranked N（1 到 50）改为按同样的顺序列出至多 N 个不同的布局，上面的方案排第一，每个布局附上
租户的最佳分配、各租户的余量，以及它再也放不下的东西：还能添加的规格，以及虽有足够的计算和显存
切片空闲、却因放置规则而无法添加的规格。8 个租户以内每一项都是精确的（在预算内；排名再花一次预算）。
不做完整时长的运行：第一项在搜索窗口内满足每个 SLO 且每个租户都已放置时退出码为 0，否则为 1。
</translation>
    </message>
    <message>
        <source>--ranked takes a number of layouts from 1 to 50, not %1</source>
        <translation>--ranked 需要 1 到 50 之间的布局数，而不是 %1</translation>
    </message>
    <message>
        <source>Search (first %1 s): no MIG plan meets every SLO; this one has the best margins (the largest worst-case margin, then the largest next-worst, and so on).</source>
        <translation>搜索（前 %1 s）：没有 MIG 方案能满足每个 SLO；这个方案的余量最好（最差余量最大，其次是次差余量最大，依此类推）。</translation>
    </message>
    <message>
        <source>Ranked MIG layouts, exact: %1 of the %2 asked, %3 instance simulations</source>
        <translation>MIG 布局排名（精确）：请求 %2 个，列出 %1 个，%3 次实例模拟</translation>
    </message>
    <message>
        <source>Ranked MIG layouts, heuristic assignments: %1 of the %2 asked, %3 instance simulations</source>
        <translation>MIG 布局排名（启发式分配）：请求 %2 个，列出 %1 个，%3 次实例模拟</translation>
    </message>
    <message>
        <source>The search or the ranking stopped at its budget: fewer layouts than asked may be listed.</source>
        <translation>搜索或排名已在预算处停止：列出的布局可能少于请求的数量。</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Memory slots</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>SLOs met</source>
        <translation>满足的 SLO</translation>
    </message>
    <message>
        <source>Worst margin</source>
        <translation>最差余量</translation>
    </message>
    <message>
        <source>%1@%2: %3</source>
        <translation>%1@%2：%3</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>无 SLO</translation>
    </message>
    <message>
        <source>Margins: %1</source>
        <translation>余量：%1</translation>
    </message>
    <message>
        <source>Free compute slices: %1, memory slots: %2.</source>
        <translation>空闲计算切片：%1，显存切片：%2。</translation>
    </message>
    <message>
        <source>No profile can be added.</source>
        <translation>已无法再添加任何规格。</translation>
    </message>
    <message>
        <source>Could still add: %1.</source>
        <translation>还能添加：%1。</translation>
    </message>
    <message>
        <source>Cannot place, although enough slices are free: %1.</source>
        <translation>虽有足够的空闲切片，仍无法放置：%1。</translation>
    </message>
    <message>
        <source>Per mode:</source>
        <translation>各模式：</translation>
    </message>
    <message>
        <source>The article&apos;s comparison, measured for these tenants:</source>
        <translation>文章的对比，用这些租户实测：</translation>
    </message>
    <message>
        <source>--%1 needs --advise</source>
        <translation>--%1 需要 --advise</translation>
    </message>
    <message>
        <source>--format text is for --advise; compare prints table, json or csv</source>
        <translation>--format text 用于 --advise；compare 输出 table、json 或 csv</translation>
    </message>
    <message>
        <source>--advise prints text or json, not csv</source>
        <translation>--advise 输出 text 或 json，不输出 csv</translation>
    </message>
    <message>
        <source>--advise considers every mode; it does not take --%1</source>
        <translation>--advise 会考虑每种模式，不接受 --%1</translation>
    </message>
    <message>
        <source>--%1 takes %2, not %3</source>
        <translation>--%1 取值为 %2，而不是 %3</translation>
    </message>
    <message>
        <source>Advice for %1: GPU %2, seed %3, %4 s simulated per mode (warm-up %5 s)</source>
        <translation>%1 的建议：GPU %2，种子 %3，每种模式模拟 %4 s（预热 %5 s）</translation>
    </message>
    <message>
        <source>Answers: latency %1, trust %2, tenant set %3, operations effort %4, isolation %5</source>
        <translation>回答：延迟 %1，信任 %2，租户集合 %3，运维投入 %4，隔离方式 %5</translation>
    </message>
    <message>
        <source>No mode can be recommended: every mode is ruled out.</source>
        <translation>无法推荐任何模式：每种模式都被排除了。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>方案：%1</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Ruled out:</source>
        <translation>排除：</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Mean SLO attainment</source>
        <translation>平均 SLO 达成率</translation>
    </message>
    <message>
        <source>Goodput/s</source>
        <translation>有效吞吐/秒</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>* recommended</source>
        <translation>* 推荐</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli compare FILE|builtin:NAME [--modes exclusive,mig,mps,vgpu,timeslice,quota]
                             [--duration S] [--seed N] [--format table|json|csv]
                             [--out F] [--no-slowdown] [--sweep F1,F2,… [--sweep-tenant ID]]
       gpukitchen-cli compare FILE|builtin:NAME --advise [--latency strict|relaxed]
                             [--trust trusted|untrusted] [--tenant-set stable|changing]
                             [--ops low|high] [--isolation vm|container]
                             [--duration S] [--seed N] [--format text|json] [--out F]

Runs the same tenants (the same requests: every tenant has its own random stream)
under every mode listed (default: all six), each with the scenario&apos;s own plan for
that mode or the documented default plan, and prints them side by side: per tenant
p99 latency, throughput and SLO attainment; GPUs used, SM occupancy and the seed
article&apos;s utilisation formula. --format json prints {&quot;scenario&quot;: …, &quot;modes&quot;: [one
run object per mode, as run --format json prints it]}; csv prints one row per tenant
and a GPU row per mode. --duration, --seed, --out and --no-slowdown as for run.

Plans: each mode runs the scenario&apos;s own plan for it if the file has one; else MIG
runs the plan of gpukitchen-cli mig plan (every SLO met with the fewest slices; the
search simulates each instance for at most the first 60 s of the run after at most 5 s
of warm-up; a tenant with more memory than any MIG profile is left out of the search
and not placed), and the other modes their documented default. The output says, per
mode, which plan ran and why (json: &quot;plans&quot;); for a searched plan it also says
whether this run of it, over its whole length, meets every SLO.

A mode whose plan is not valid for this scenario (an illegal MIG placement in the
file, a tenant too large for its vGPU profile) is reported on stderr and skipped.

--sweep F1,F2,… runs a load sweep instead: every tenant&apos;s arrival rate (only
--sweep-tenant ID&apos;s, if given) times each factor, each mode keeping the plan it has
at the scenario&apos;s own load, as a deployment does while traffic grows. It prints, per
load and mode, the tenants meeting their SLO and the goodput (requests/s completed
within their SLO), then each tenant&apos;s p99: where each mode breaks. A load the
validator refuses (the event or waiting-request budget) is shown as refused, with
why. json: {&quot;sweep&quot;: {&quot;factors&quot;, &quot;tenant&quot;, &quot;points&quot;: [{&quot;factor&quot;, &quot;mode&quot;,
&quot;run&quot; (as run --format json) or &quot;refused&quot;}]}, &quot;plans&quot;}; csv: one row per load, mode
and tenant.

--advise recommends a mode by the seed article&apos;s decision steps, then proves it. The
answers: --latency (strict: some tenant has an SLO; relaxed: offline batch), --trust
(untrusted: fault and memory isolation needed), --tenant-set (how often tenants come
and go), --ops (the operations effort the team can take), --isolation (VMs need
vGPU); each defaults to what the scenario says (latency from its SLOs, trust from its
tenants&apos; &quot;trusted&quot;, isolation vm if its mode is vgpu) or else stable, high and
container. Named rules rule modes out and order the rest; the first admissible mode,
with the plan compare runs for it, is recommended. Then every admissible mode runs to
the end (the same seed and plans as compare, no slowdown runs) and is ranked: the
tenants meeting their SLO, then their mean SLO attainment (0.5 points a tie), then
goodput (1 % a tie), then fewer GPUs. The verdict is &quot;held&quot; if no mode ranked above
the recommendation, else &quot;refuted&quot;, naming the rule, the mode that did better and
by how much. json: {&quot;scenario&quot;, &quot;advice&quot;: {&quot;answers&quot;, &quot;recommended&quot;: {&quot;mode&quot;,
&quot;plan&quot;, &quot;why&quot;, &quot;reasons&quot;}, &quot;ruled_out&quot;: [{&quot;mode&quot;, &quot;rule&quot;, &quot;reason&quot;}],
&quot;ranking&quot;: [{&quot;mode&quot;, &quot;rank&quot;, &quot;slos_met&quot;, &quot;slos_total&quot;, &quot;slo_attainment&quot;,
&quot;goodput_rps&quot;, &quot;gpus_used&quot;, …}], &quot;criteria&quot;, &quot;verdict&quot;, &quot;refuted_rule&quot;, …}}.

Exit 0 if every mode ran, 1 if some could not, 2 for bad input. With --advise: 0 once
the advice is proved (held or refuted), 1 if no mode could run.
</source>
        <translation>用法：gpukitchen-cli compare FILE|builtin:NAME [--modes exclusive,mig,mps,vgpu,timeslice,quota]
                             [--duration S] [--seed N] [--format table|json|csv]
                             [--out F] [--no-slowdown] [--sweep F1,F2,… [--sweep-tenant ID]]
       gpukitchen-cli compare FILE|builtin:NAME --advise [--latency strict|relaxed]
                             [--trust trusted|untrusted] [--tenant-set stable|changing]
                             [--ops low|high] [--isolation vm|container]
                             [--duration S] [--seed N] [--format text|json] [--out F]

让同一批租户（同样的请求：每个租户有自己的随机数流）在列出的每种模式下运行（默认：全部六种），
每种模式用场景自带的方案或文档说明的默认方案，并排输出：每个租户的 p99 延迟、吞吐和 SLO 达成率；
使用的 GPU 数、SM 忙碌占比和原文的利用率公式。--format json 输出 {&quot;scenario&quot;: …,
&quot;modes&quot;: [每种模式一个运行对象，与 run --format json 的输出相同]}；csv 每个租户一行，每种模式
另加一行 GPU。--duration、--seed、--out 和 --no-slowdown 与 run 相同。

方案：文件为某种模式给出了方案时就用它；否则 MIG 运行 gpukitchen-cli mig plan 的方案（以最少切片
满足每个 SLO；搜索对每个实例至多模拟运行的前 60 s，预热至多 5 s；显存超过任何 MIG 规格的
租户不参与搜索，显示为未放置），其他模式运行文档说明的默认方案。输出会逐个模式说明运行的是哪个
方案以及原因（json：&quot;plans&quot;）；对搜索得到的方案，还会说明本次完整运行是否满足每个 SLO。

某种模式的方案对该场景无效时（文件中的 MIG 放置非法、租户超出其 vGPU 类型），会在 stderr
报告并跳过。

--sweep F1,F2,… 改为做负载扫描：每个租户的到达率（给了 --sweep-tenant ID 时只有该租户的）
乘以每个系数，每种模式保持它在原始负载下的方案不变，就像流量增长时部署保持不变一样。对每个
负载和模式，输出满足 SLO 的租户数和有效吞吐（在 SLO 内完成的请求/秒），再列出每个租户的 p99：
即每种模式在哪里崩溃。校验器拒绝的负载（超出事件或排队请求预算）标为已拒绝，并说明原因。
json：{&quot;sweep&quot;: {&quot;factors&quot;, &quot;tenant&quot;, &quot;points&quot;: [{&quot;factor&quot;, &quot;mode&quot;,
&quot;run&quot;（与 run --format json 相同）或 &quot;refused&quot;}]}, &quot;plans&quot;}；csv：每个负载、模式
和租户一行。

--advise 按种子文章的选型步骤推荐一种模式，再用模拟验证。回答：--latency（strict：有租户设了
SLO；relaxed：离线批处理）、--trust（untrusted：需要故障和显存隔离）、--tenant-set（租户
增减是否频繁）、--ops（团队能承担的运维投入）、--isolation（虚拟机需要 vGPU）；每项默认取
场景给出的信息（延迟看 SLO，信任看租户的 &quot;trusted&quot;，模式为 vgpu 时隔离为 vm），否则为
stable、high 和 container。具名规则排除一些模式并给其余模式排序；第一个可用的模式连同 compare
为它运行的方案被推荐。然后每个可用的模式都运行到结束（与 compare 相同的种子和方案，不做减速
运行）并排名：先看满足 SLO 的租户数，再看它们的平均 SLO 达成率（相差 0.5 个百分点内算持平），再看
有效吞吐（1% 内算持平），最后 GPU 越少越好。没有模式排在推荐之上时结论为 &quot;held&quot;，否则为
&quot;refuted&quot;，并指出被推翻的规则、表现更好的模式以及差多少。json：{&quot;scenario&quot;, &quot;advice&quot;:
{&quot;answers&quot;, &quot;recommended&quot;: {&quot;mode&quot;, &quot;plan&quot;, &quot;why&quot;, &quot;reasons&quot;}, &quot;ruled_out&quot;: [{&quot;mode&quot;,
&quot;rule&quot;, &quot;reason&quot;}], &quot;ranking&quot;: [{&quot;mode&quot;, &quot;rank&quot;, &quot;slos_met&quot;, &quot;slos_total&quot;,
&quot;slo_attainment&quot;, &quot;goodput_rps&quot;, &quot;gpus_used&quot;, …}], &quot;criteria&quot;, &quot;verdict&quot;,
&quot;refuted_rule&quot;, …}}。

全部模式都运行了退出码为 0，有模式无法运行为 1，输入有误为 2。用 --advise 时：建议得到验证（成立或
被推翻）为 0，没有模式能运行为 1。
</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli [--lang en|zh_CN] COMMAND [OPTIONS]

GPU Kitchen on the command line: GPU sharing (NVIDIA MIG, MPS, vGPU, time-slicing, and
software slicing by quota) explained with real numbers, without a GPU.

Commands:
  gpus                   the GPU catalog
  mig profiles --gpu G   GPU-instance profiles, like nvidia-smi mig -lgip
  mig placements --gpu G placements, like nvidia-smi mig -lgipp
  mig check --gpu G PROFILE[@START]...
                         is this MIG layout legal, and what does it waste?
  mig enumerate --gpu G  every MIG layout that can be placed
  mig plan FILE          the MIG plan meeting every SLO with the fewest slices
  validate FILE          check a scenario file (or builtin:NAME)
  scenarios              list the built-in scenarios
  export FILE --to T     configuration text: nvidia-smi, mig-parted, k8s, time-slicing, mps-env, hami
  seed-demo              the seed article&apos;s Python demo, and where it departs from real GPUs
  run FILE               simulate a scenario: latency, throughput, SLO, GPU use
  compare FILE           the same tenants under every sharing mode, side by side
  receipts               the model beside published measurements (MIG, MPS, time-slicing, vGPU)
  lessons list|check     the challenges; check runs each and judges its checks
  quiz list|check        the interview drill&apos;s questions; check holds each against the app

Global options:
  --lang en|zh_CN        language of the output (default: from LC_ALL or LANG)
  -h, --help             this help; COMMAND --help explains a command
  --version              print the version

Exit codes: 0 ok; 1 a finding (an illegal layout in mig check, a mode compare
could not run); 2 bad input
(unknown command, option, GPU or profile; an unreadable or invalid file; an export
the plan cannot express). Results and findings go to stdout, errors to stderr.

For scripts: every command that prints results takes --format json (gpus, mig
profiles|placements|check|enumerate|plan, scenarios, run, compare: table|json, run
and compare also csv; validate, export, seed-demo, lessons, quiz: text|json). Under --format json
results and findings are one JSON object on stdout with the same exit code; errors
stay plain text on stderr with exit 2, whatever the format.
--out F (run, compare, export) replaces a regular file F atomically and writes
straight into a device, a FIFO or /dev/stdout; a directory is refused.
</source>
        <translation>用法：gpukitchen-cli [--lang en|zh_CN] COMMAND [OPTIONS]

GPU 厨房命令行：不需要 GPU，用真实数字讲清 GPU 共享（NVIDIA 的 MIG、MPS、vGPU、时间片轮转，以及按配额的软件切分）。

命令：
  gpus                   GPU 内置规格库
  mig profiles --gpu G   GPU 实例规格，类似 nvidia-smi mig -lgip
  mig placements --gpu G 放置位置，类似 nvidia-smi mig -lgipp
  mig check --gpu G PROFILE[@START]...
                         这个 MIG 布局是否合法？浪费了什么？
  mig enumerate --gpu G  所有能放置的 MIG 布局
  mig plan FILE          以最少切片满足每个 SLO 的 MIG 方案
  validate FILE          检查场景文件（或 builtin:NAME）
  scenarios              列出内置场景
  export FILE --to T     生成配置文本：nvidia-smi、mig-parted、k8s、time-slicing、mps-env、hami
  seed-demo              原文的 Python 演示，以及它与真实 GPU 的差别
  run FILE               模拟一个场景：延迟、吞吐、SLO、GPU 使用
  compare FILE           同一批租户在每种共享模式下的并排对比
  receipts               模型与公开测量结果并列对照（MIG、MPS、时间片轮转、vGPU）
  lessons list|check     挑战关卡；check 逐一运行并判定各项检查
  quiz list|check        面试练习题；check 逐题用本应用核对

全局选项：
  --lang en|zh_CN        输出语言（默认取自 LC_ALL 或 LANG）
  -h, --help             本帮助；COMMAND --help 说明单个命令
  --version              打印版本

退出码：0 正常；1 有发现（mig check 中的非法布局、compare 有模式无法运行）；2 输入有误
（未知的命令、选项、GPU 或 MIG 规格；文件无法读取或无效；方案无法用目标格式表达）。
结果和发现输出到 stdout，错误输出到 stderr。

供脚本使用：每个输出结果的命令都接受 --format json（gpus、mig
profiles|placements|check|enumerate|plan、scenarios、run、compare：table|json，run
和 compare 另有 csv；validate、export、seed-demo、lessons、quiz：text|json）。在 --format json 下，
结果和发现是 stdout 上的一个 JSON 对象，退出码不变；错误无论格式如何都以纯文本
输出到 stderr，退出码为 2。
--out F（run、compare、export）以原子方式替换普通文件 F，直接写入设备、FIFO 或
/dev/stdout；目录会被拒绝。
</translation>
    </message>
    <message>
        <source>no lesson &quot;%1&quot;; gpukitchen-cli lessons list names them</source>
        <translation>没有名为“%1”的关卡；gpukitchen-cli lessons list 会列出它们</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli lessons list [--format text|json] [FILE...]
       gpukitchen-cli lessons check [--format text|json] [FILE...]

The challenges: scenario files with a lesson block (a goal, light prompts, a
prediction asked before the run, checks on the run&apos;s numbers, an explanation and a
reference solution). Without FILE, every built-in lesson (lesson:NAME); a FILE may be
a path, lesson:NAME or builtin:NAME.

list   each lesson&apos;s position, id, title, GPU, mode and goal.
check  validates each lesson, runs its starting state and its solution to the end,
       and judges its checks on both and its prediction: a lesson holds when some
       check fails on the start, every check passes on the solution, and the engine
       answers the prediction (the same as the author&apos;s stated answer, if any).

Exit codes: 0 every lesson holds; 1 a lesson does not hold; 2 a file that cannot be
read or does not validate (or is no challenge), or bad input.
</source>
        <translation>用法：gpukitchen-cli lessons list [--format text|json] [FILE...]
      gpukitchen-cli lessons check [--format text|json] [FILE...]

挑战关卡：带 lesson 块的场景文件（一个目标、几条轻提示、运行前要作答的预测、
针对运行数字的检查、一段解释和一个参考解法）。不给 FILE 时为全部内置关卡
（lesson:NAME）；FILE 可以是路径、lesson:NAME 或 builtin:NAME。

list   每个关卡的序号、id、标题、GPU、模式和目标。
check  校验每个关卡，把起始状态和参考解法各自运行到底，在两者上判定检查，并
       判定预测：起始状态至少有一项检查不通过、参考解法的每项检查都通过、引擎
       给出预测的答案（若作者写了答案，须与之相同）时，关卡成立。

退出码：0 每个关卡都成立；1 有关卡不成立；2 文件无法读取或校验不通过（或不是
挑战关卡），或输入有误。
</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>关卡</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>no challenge: the file has no lesson with checks</source>
        <translation>不是挑战关卡：文件中没有带检查的 lesson 块</translation>
    </message>
    <message>
        <source>%1: does not validate</source>
        <translation>%1：校验不通过</translation>
    </message>
    <message>
        <source>%1 %2/%3 %4: %5</source>
        <translation>%1 %2/%3 %4：%5</translation>
    </message>
    <message>
        <source>ok  </source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>the engine refused the start</source>
        <translation>引擎拒绝了起始状态</translation>
    </message>
    <message>
        <source>the engine refused the solution</source>
        <translation>引擎拒绝了参考解法</translation>
    </message>
    <message>
        <source>start (some check must fail):</source>
        <translation>起始状态（须至少有一项检查不通过）：</translation>
    </message>
    <message>
        <source>start (some check must fail, none does):</source>
        <translation>起始状态（须至少有一项检查不通过，但全部通过了）：</translation>
    </message>
    <message>
        <source>solution (every check must pass):</source>
        <translation>参考解法（每项检查都须通过）：</translation>
    </message>
    <message>
        <source>solution (every check must pass, some does not):</source>
        <translation>参考解法（每项检查都须通过，但有未通过的）：</translation>
    </message>
    <message>
        <source>prediction: %1</source>
        <translation>预测：%1</translation>
    </message>
    <message>
        <source> (a tie: the question does not decide)</source>
        <translation>（并列：这道题分不出答案）</translation>
    </message>
    <message>
        <source> (too close to call: the answer must stand 5 % clear of the others)</source>
        <translation>（差距太小：答案须比其他选项领先 5%）</translation>
    </message>
    <message>
        <source> (the lesson states %1)</source>
        <translation>（关卡写的答案是 %1）</translation>
    </message>
    <message>
        <source>%1 of %2 lessons hold.</source>
        <translation>%2 个关卡中有 %1 个成立。</translation>
    </message>
    <message>
        <source>Usage: gpukitchen-cli quiz list [--format text|json] [FILE]
       gpukitchen-cli quiz check [--format text|json] [FILE]

The interview drill&apos;s question bank (without FILE, the built-in one): multiple
choice (mcq), numeric estimates (num), predict-then-reveal (pred) and explain in your
own words (expl), each with a short answer, a source and often a scene that shows it.

list   each question&apos;s id, type, category and text, and the count per type.
check  validates the bank, compares every numeric answer with the catalog figure it
       names, and runs every &quot;show me&quot; scene: each of its claims must hold on the
       engine&apos;s run.

Exit codes: 0 every question holds; 1 a question does not; 2 a bank that cannot be
read or does not validate, or bad input.
</source>
        <translation>用法：gpukitchen-cli quiz list [--format text|json] [FILE]
      gpukitchen-cli quiz check [--format text|json] [FILE]

面试练习题库（不给 FILE 时为内置题库）：单选题（mcq）、数值估算（num）、先预测再
揭晓（pred）和用自己的话解释（expl），每题都有简短答案、出处，多数还有一个能演示它的场景。

list   每道题的 id、题型、类别和题面，以及各题型的数量。
check  校验题库，把每个数值答案与它所指的规格库数字比较，并运行每个“演示给我看”
       场景：场景的每条断言都必须在引擎的运行中成立。

退出码：0 每道题都成立；1 有题不成立；2 题库无法读取或校验不通过，或输入有误。
</translation>
    </message>
    <message>
        <source>quiz takes one question bank at most</source>
        <translation>quiz 最多接受一个题库</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>题型</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>answer %1, catalog %2</source>
        <translation>答案 %1，规格库 %2</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>%1 of %2 questions hold.</source>
        <translation>%2 道题中有 %1 道成立。</translation>
    </message>
    <message>
        <source>%1 questions: %2</source>
        <translation>共 %1 道题：%2</translation>
    </message>
    <message>
        <source>gpukitchen-cli %1: say list or check</source>
        <translation>gpukitchen-cli %1：请指定 list 或 check</translation>
    </message>
</context>
<context>
    <name>gpuk::Commands</name>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Set MPS cap of %1</source>
        <translation>设置 %1 的 MPS 上限</translation>
    </message>
    <message>
        <source>Set vGPU profile %1</source>
        <translation>设置 vGPU 类型 %1</translation>
    </message>
    <message>
        <source>Set vGPU scheduler</source>
        <translation>设置 vGPU 调度器</translation>
    </message>
    <message>
        <source>Set time slice</source>
        <translation>设置时间片</translation>
    </message>
    <message>
        <source>Switch to %1</source>
        <translation>切换到 %1</translation>
    </message>
    <message>
        <source>Switch GPU to %1</source>
        <translation>将 GPU 切换为 %1</translation>
    </message>
    <message>
        <source>Set run length</source>
        <translation>设置运行时长</translation>
    </message>
    <message>
        <source>The MIG plan was re-made for %1: the old one does not fit it (%2). New layout: %3.</source>
        <translation>已为 %1 重新规划 MIG 方案：原方案放不下（%2）。新布局：%3。</translation>
    </message>
    <message>
        <source>The MIG-backed vGPU plan was re-made for %1: the old one does not fit it (%2). New vGPUs: %3.</source>
        <translation>已为 %1 重新规划基于 MIG 的 vGPU 方案：原方案放不下（%2）。新 vGPU：%3。</translation>
    </message>
    <message>
        <source>Switch GPU to %1 (plan re-made)</source>
        <translation>将 GPU 切换为 %1（方案已重新规划）</translation>
    </message>
    <message>
        <source>Open the MIG layout %1</source>
        <translation>打开 MIG 布局 %1</translation>
    </message>
    <message>
        <source>Set compute share of %1</source>
        <translation>设置 %1 的算力份额</translation>
    </message>
    <message>
        <source>Set memory quota of %1</source>
        <translation>设置 %1 的显存配额</translation>
    </message>
    <message>
        <source>Set priority of %1</source>
        <translation>设置 %1 的优先级</translation>
    </message>
    <message>
        <source>Set software slicing product</source>
        <translation>设置软件切分产品</translation>
    </message>
    <message>
        <source>Set software slicing policy</source>
        <translation>设置软件切分策略</translation>
    </message>
</context>
<context>
    <name>gpuk::CompareDialog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>load, times the scenario&apos;s</source>
        <translation>负载（场景原始负载的倍数）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Tenants meeting their SLO</source>
        <translation>满足 SLO 的租户</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 个中的 %1 个</translation>
    </message>
    <message>
        <source>none completed</source>
        <translation>没有完成的请求</translation>
    </message>
    <message>
        <source>%1 (misses)</source>
        <extracomment>A p99 that misses its SLO, marked as in the CLI&apos;s sweep table.</extracomment>
        <translation>%1（未满足）</translation>
    </message>
    <message>
        <source>Not compared (their plan is not valid here): %1</source>
        <translation>未参与比较（它们的方案在这里无效）：%1</translation>
    </message>
    <message>
        <source>Compare the modes under load</source>
        <translation>比较各模式在负载增长下的表现</translation>
    </message>
    <message>
        <source>The same tenants under every sharing mode, each with the plan it would get here, while the traffic grows from a quarter to four times this scenario&apos;s. The plans stay as they are: where a line drops, that mode&apos;s deployment breaks.</source>
        <translation>同一批租户在每种共享模式下运行，各用它在这里会得到的方案，同时流量从本场景的四分之一增长到四倍。方案保持不变：哪条线往下掉，那种模式的部署就在那里撑不住了。</translation>
    </message>
    <message>
        <source>&amp;Grow the traffic of:</source>
        <translation>增长谁的流量(&amp;G)：</translation>
    </message>
    <message>
        <source>every tenant</source>
        <translation>所有租户</translation>
    </message>
    <message>
        <source>&amp;Table at load:</source>
        <translation>表格对应的负载(&amp;T)：</translation>
    </message>
    <message>
        <source>Goodput: requests/s completed within their SLO</source>
        <translation>有效吞吐：在 SLO 内完成的请求/秒</translation>
    </message>
    <message>
        <source>Tenants meeting
their SLO</source>
        <translation>满足 SLO
的租户</translation>
    </message>
    <message>
        <source>Goodput
(requests/s)</source>
        <translation>有效吞吐
（请求/秒）</translation>
    </message>
    <message>
        <source>%1
p99 (ms)</source>
        <extracomment>A table header on two lines: the tenant&apos;s name, then what the column shows.</extracomment>
        <translation>%1
p99（ms）</translation>
    </message>
    <message>
        <source>The numbers the command-line tool (gpukitchen-cli) prints for this scenario once saved.</source>
        <translation>这些数字与把这个场景保存后命令行工具 gpukitchen-cli 输出的相同。</translation>
    </message>
    <message>
        <source>×%1: computing…</source>
        <translation>×%1：计算中…</translation>
    </message>
    <message>
        <source>×%1: the whole run</source>
        <translation>×%1：整段运行</translation>
    </message>
    <message>
        <source>×%1: the first %2 s (preview)</source>
        <translation>×%1：前 %2 秒（预览）</translation>
    </message>
    <message>
        <source>×%1 now</source>
        <translation>当前 ×%1</translation>
    </message>
    <message>
        <source>At ×%1 over the first %2 s after the warm-up (a preview; the whole run follows when the slider rests).</source>
        <translation>×%1 负载下、预热后前 %2 秒的结果（预览；滑块停下后再算整段运行）。</translation>
    </message>
    <message>
        <source>&amp;Move the load:</source>
        <translation>调整负载(&amp;M)：</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Export the load sweep as JSON</source>
        <translation>将负载扫描导出为 JSON</translation>
    </message>
    <message>
        <source>Export the load sweep as CSV</source>
        <translation>将负载扫描导出为 CSV</translation>
    </message>
    <message>
        <source>Export the load sweep</source>
        <translation>导出负载扫描</translation>
    </message>
    <message>
        <source>p99 of %1 (ms)</source>
        <extracomment>The p99 chart&apos;s title with one tenant chosen.</extracomment>
        <translation>%1 的 p99（ms）</translation>
    </message>
    <message>
        <source>p99 of the tenant furthest over its SLO, × its SLO</source>
        <translation>超出 SLO 最多的租户的 p99（SLO 的倍数）</translation>
    </message>
    <message>
        <source>SLO %1 ms</source>
        <translation>SLO %1 ms</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>× SLO</source>
        <translation>× SLO</translation>
    </message>
    <message>
        <source>The load sweep is still being computed.</source>
        <translation>负载扫描仍在计算中。</translation>
    </message>
    <message>
        <source>&amp;p99 of:</source>
        <translation>p99 对象(&amp;P)：</translation>
    </message>
    <message>
        <source>the tenant furthest over its SLO</source>
        <translation>超出 SLO 最多的租户</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A receipt&apos;s id and the modes it concerns: &quot;igual-mps-memory-contention (MPS)&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Known gaps of the model here, where real GPUs measured otherwise (Help → Receipts…): %1.</source>
        <translation>此处模型的已知差距，即真实 GPU 的测量结果与模型不同之处（帮助 → 公开测量对照…）：%1。</translation>
    </message>
</context>
<context>
    <name>gpuk::CompareText</name>
    <message>
        <source>nothing to change: a new tenant needs another GPU</source>
        <translation>无可调整：新租户需要另一块 GPU</translation>
    </message>
    <message>
        <source>when idle: an instance is changed only with no process on it; the others keep serving</source>
        <translation>空闲时：实例上没有进程时才能改动；其他实例照常服务</translation>
    </message>
    <message>
        <source>at process launch: a client&apos;s limits are set when it starts</source>
        <translation>进程启动时：客户端的限制在启动时设定</translation>
    </message>
    <message>
        <source>dynamic: contexts come and go, nothing to set</source>
        <translation>动态：上下文随来随走，无需设定</translation>
    </message>
    <message>
        <source>a VM&apos;s profile is fixed; a new scheduler policy needs the vGPU manager reloaded or the host rebooted</source>
        <translation>虚拟机的规格固定；更换调度策略需重新加载 vGPU 管理器或重启宿主机</translation>
    </message>
    <message>
        <source>live: a container&apos;s share is changed while it runs</source>
        <translation>在线：容器运行时即可修改算力份额</translation>
    </message>
    <message>
        <source>per tenant: each tenant&apos;s GPU is its own, so nvidia-smi&apos;s figures are the tenant&apos;s</source>
        <translation>按租户：每个租户独占一块 GPU，nvidia-smi 的数字就是该租户的</translation>
    </message>
    <message>
        <source>nvidia-smi cannot attribute utilisation to a MIG instance (N/A on A100/A30); DCGM profiling metrics can, per instance</source>
        <translation>nvidia-smi 无法把利用率归到 MIG 实例（A100/A30 上显示 N/A）；DCGM 性能指标可以按实例统计</translation>
    </message>
    <message>
        <source>nvidia-smi attributes every client&apos;s work to the MPS server process: no figure per tenant</source>
        <translation>nvidia-smi 把所有客户端的工作都记在 MPS 服务进程名下：没有按租户的数字</translation>
    </message>
    <message>
        <source>GPU-Util is the whole GPU&apos;s: every tenant sees the same figure, none its own share</source>
        <translation>GPU-Util 是整块 GPU 的：每个租户看到同一个数字，看不到自己的份额</translation>
    </message>
    <message>
        <source>our sources do not say what nvidia-smi reports per VM; nothing is stated</source>
        <translation>我们的资料没有说明 nvidia-smi 按虚拟机报告什么；此处不作陈述</translation>
    </message>
    <message>
        <source>none handed out: one pool (used %1 of %2 GiB)</source>
        <translation>不分配：共用一个池（已用 %1 / %2 GiB）</translation>
    </message>
    <message>
        <source>%1 of %2 GiB handed out, %3 used</source>
        <translation>分配 %1 / %2 GiB，已用 %3</translation>
    </message>
    <message>
        <source>no tenant placed</source>
        <translation>没有放置任何租户</translation>
    </message>
    <message>
        <source>one fault takes down up to %1 of %2 tenants</source>
        <translation>一次故障最多拖垮 %2 个租户中的 %1 个</translation>
    </message>
    <message>
        <source>Granularity</source>
        <translation>切分粒度</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>性能开销</translation>
    </message>
    <message>
        <source>Scheduling latency</source>
        <translation>调度延迟</translation>
    </message>
    <message>
        <source>Isolation</source>
        <translation>隔离</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>MIG slices coarsest, MPS finest (down to SMs), vGPU in between, by proportion.</source>
        <translation>MIG 切分最粗，MPS 最细（可到 SM 级），vGPU 介于两者之间、按比例切分。</translation>
    </message>
    <message>
        <source>MIG almost none, MPS small, vGPU 5–10 % from the virtualisation layer.</source>
        <translation>MIG 几乎为零，MPS 很小，vGPU 因虚拟化层有 5–10% 的损失。</translation>
    </message>
    <message>
        <source>MIG close to bare metal, MPS microseconds, vGPU a little higher.</source>
        <translation>MIG 近似裸金属，MPS 在微秒级，vGPU 略高。</translation>
    </message>
    <message>
        <source>A crash in one MIG instance does not touch the others; MPS isolates weakly; vGPU isolates faults per tenant.</source>
        <translation>一个 MIG 实例崩溃不影响其他实例；MPS 隔离较弱；vGPU 按租户隔离故障。</translation>
    </message>
    <message>
        <source>Sharing lifts a GPU from about 20 % with one tenant to above 70 %.</source>
        <translation>共享把 GPU 利用率从一人包场的约 20% 提升到 70% 以上。</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>holds in part</source>
        <translation>部分成立</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>The smallest share one tenant can get: MIG %1 % (the smallest profile, %2 SMs), vGPU %3 % (one of %4 VMs), MPS %5 % (one SM of %6).</source>
        <translation>一个租户能分到的最小份额：MIG %1%（最小规格，%2 个 SM），vGPU %3%（%4 台虚拟机之一），MPS %5%（%6 个 SM 中的一个）。</translation>
    </message>
    <message>
        <source>The smallest share one tenant can get: MIG %1 % (the smallest profile, %2 SMs), MPS %3 % (one SM of %4); this GPU has no vGPU profile to compare.</source>
        <translation>一个租户能分到的最小份额：MIG %1%（最小规格，%2 个 SM），MPS %3%（%4 个 SM 中的一个）；这块 GPU 没有可比较的 vGPU 规格。</translation>
    </message>
    <message>
        <source>The order differs on this GPU: MIG %1 %, vGPU %2 %, MPS %3 %.</source>
        <translation>在这块 GPU 上顺序不同：MIG %1%，vGPU %2%，MPS %3%。</translation>
    </message>
    <message>
        <source>Needs MIG and MPS on a GPU with MIG profiles.</source>
        <translation>需要在有 MIG 规格的 GPU 上同时比较 MIG 和 MPS。</translation>
    </message>
    <message>
        <source>A lone request loses %1 % on the largest MIG instance; vGPU costs %2 % (the model&apos;s %3 % per request plus its switches).</source>
        <translation>单个请求在最大的 MIG 实例上慢 %1%；vGPU 损失 %2%（模型每个请求 %3%，加上切换）。</translation>
    </message>
    <message>
        <source>MIG is not free for wide work: the largest instance, %1, exposes %2 of %3 SMs, so %4&apos;s lone request takes %5 % longer than on the whole GPU.</source>
        <translation>对能铺满 GPU 的工作，MIG 并非零开销：最大的实例 %1 只提供 %3 个 SM 中的 %2 个，所以 %4 的单个请求比在整块 GPU 上慢 %5%。</translation>
    </message>
    <message>
        <source>vGPU costs %1 % here (the model&apos;s %2 % per request, from VMware&apos;s MLPerf runs at 0–6 %, plus its switches), not 5–10 %.</source>
        <translation>这里 vGPU 的损失是 %1%（模型每个请求 %2%，依据 VMware 的 MLPerf 实测 0–6%，加上切换），不是 5–10%。</translation>
    </message>
    <message>
        <source>vGPU costs %1 % here (the model&apos;s %2 % per request, from VMware&apos;s MLPerf runs at 0–6 %, plus its switches), not 5–10 %; MIG&apos;s largest instance costs %3 %.</source>
        <translation>这里 vGPU 的损失是 %1%（模型每个请求 %2%，依据 VMware 的 MLPerf 实测 0–6%，加上切换），不是 5–10%；MIG 最大实例的损失是 %3%。</translation>
    </message>
    <message>
        <source>Needs MIG or vGPU among the modes compared.</source>
        <translation>需要比较的模式中包含 MIG 或 vGPU。</translation>
    </message>
    <message>
        <source>MIG adds %1 ms to %2&apos;s mean: tenants that share an instance take turns inside it.</source>
        <translation>MIG 让 %2 的平均延迟增加 %1 ms：共用一个实例的租户要在实例内轮流。</translation>
    </message>
    <message>
        <source>MPS adds %1 ms to %2&apos;s mean, not microseconds: its neighbours hold SMs and DRAM bandwidth it waits for.</source>
        <translation>MPS 让 %2 的平均延迟增加 %1 ms，而不是微秒级：邻居占着它要等的 SM 和显存带宽。</translation>
    </message>
    <message>
        <source>vGPU adds %1 ms, MPS %2 ms: here the open stove&apos;s contention costs more than waiting for turns.</source>
        <translation>vGPU 增加 %1 ms，MPS 增加 %2 ms：这里公共灶台的争抢比排队轮流代价更大。</translation>
    </message>
    <message>
        <source>Needs the runs of each tenant alone (compare without --no-slowdown).</source>
        <translation>需要每个租户单独运行的结果（compare 不加 --no-slowdown）。</translation>
    </message>
    <message>
        <source>One fault takes down: MIG %1, MPS %2 tenants; the worst slowdown from neighbours: MIG ×%3, MPS ×%4.</source>
        <translation>一次故障拖垮的租户数：MIG %1，MPS %2；邻居造成的最大减速：MIG ×%3，MPS ×%4。</translation>
    </message>
    <message>
        <source>vGPU: the engine contains a fault to its VM (%1 tenant), as the article says, but no NVIDIA source found states it.</source>
        <translation>vGPU：引擎把故障限制在它的虚拟机内（%1 个租户），与文章一致，但我们没有找到 NVIDIA 的资料证实这一点。</translation>
    </message>
    <message>
        <source>MIG: one fault takes down %1, slowdown ×%2.</source>
        <translation>MIG：一次故障拖垮 %1 个，减速 ×%2。</translation>
    </message>
    <message>
        <source>MPS: one fault takes down %1 of %2, slowdown ×%3.</source>
        <translation>MPS：一次故障拖垮 %2 个中的 %1 个，减速 ×%3。</translation>
    </message>
    <message>
        <source>A MIG fault reached %1 tenants, beyond its instance.</source>
        <translation>一次 MIG 故障波及 %1 个租户，超出了它所在的实例。</translation>
    </message>
    <message>
        <source>Under MPS one fault took only %1 tenant.</source>
        <translation>在 MPS 下一次故障只拖垮了 %1 个租户。</translation>
    </message>
    <message>
        <source>Needs MIG, MPS or vGPU among the modes compared.</source>
        <translation>需要比较的模式中包含 MIG、MPS 或 vGPU。</translation>
    </message>
    <message>
        <source>SM occupancy: %1 % with a GPU per tenant, %2 % shared under %3.</source>
        <translation>SM 忙碌占比：每个租户一块 GPU 时为 %1%，在 %3 下共享时为 %2%。</translation>
    </message>
    <message>
        <source>SM occupancy: %1 % with a GPU per tenant, at best %2 % shared (%3): these tenants&apos; work fills %4 % of one GPU, and sharing cannot show more work than there is.</source>
        <translation>SM 忙碌占比：每个租户一块 GPU 时为 %1%，共享时最高 %2%（%3）：这些租户的工作量只够填满一块 GPU 的 %4%，共享无法凭空多出工作。</translation>
    </message>
    <message>
        <source>SM occupancy is already %1 % with a GPU per tenant (%2 % shared under %3).</source>
        <translation>每个租户一块 GPU 时 SM 忙碌占比已达 %1%（在 %3 下共享时为 %2%）。</translation>
    </message>
    <message>
        <source>Needs exclusive and a shared mode among the modes compared.</source>
        <translation>需要比较的模式中包含独占和一种共享模式。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 down, ×%2</source>
        <translation>%1 个宕机，×%2</translation>
    </message>
    <message>
        <source>article: %1</source>
        <translation>文章：%1</translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation>实测：%1</translation>
    </message>
    <message>
        <source>Mean latency sharing adds (against each tenant alone on its share): %1.</source>
        <translation>共享带来的平均延迟增加（与每个租户独占自己的份额相比）：%1。</translation>
    </message>
    <message>
        <source>vGPU adds %1 ms to %2&apos;s mean, far more than a little: each VM waits while the others take their turns, so a long request is stretched by the share it does not get.</source>
        <translation>vGPU 让 %2 的平均延迟增加 %1 ms，远不止“略高”：每台虚拟机要等其他虚拟机轮完，长请求被它拿不到的那部分时间拉长。</translation>
    </message>
</context>
<context>
    <name>gpuk::ComparisonWindow</name>
    <message>
        <source>t = %1 s of %2 s, every mode at the same time</source>
        <translation>t = %1 秒 / %2 秒，所有模式同一时刻</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>SM occupancy
(DCGM)</source>
        <translation>SM 忙碌占比
（DCGM）</translation>
    </message>
    <message>
        <source>GPU-Util
(nvidia-smi)</source>
        <translation>GPU-Util
（nvidia-smi）</translation>
    </message>
    <message>
        <source>Stranded
SMs</source>
        <translation>碎片
SM</translation>
    </message>
    <message>
        <source>Memory handed out
and used</source>
        <translation>分配与实用的
显存</translation>
    </message>
    <message>
        <source>Fault
blast radius</source>
        <translation>故障影响范围</translation>
    </message>
    <message>
        <source>SLOs met</source>
        <translation>SLO 达标</translation>
    </message>
    <message>
        <source>Goodput
(requests/s)</source>
        <translation>有效吞吐
（请求/秒）</translation>
    </message>
    <message>
        <source>Changing the plan</source>
        <translation>调整方案</translation>
    </message>
    <message>
        <source>Per-tenant figures
from nvidia-smi</source>
        <translation>nvidia-smi 的
按租户数字</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Fewest GPUs: %1 (%2); %3 needs %4.</source>
        <translation>GPU 最少：%1（%2 块）；%3 需要 %4 块。</translation>
    </message>
    <message>
        <source>Busiest SMs: %1 (%2 of SM time); %3 only %4.</source>
        <translation>SM 最忙：%1（SM 时间的 %2）；%3 只有 %4。</translation>
    </message>
    <message>
        <source>Fewest SMs stranded: %1 (%2); %3 cannot use %4.</source>
        <translation>碎片 SM 最少：%1（%2）；%3 有 %4 用不上。</translation>
    </message>
    <message>
        <source>Smallest fault blast radius: %1 (one fault takes %2 tenants); under %3 one fault takes %4.</source>
        <translation>故障影响范围最小：%1（一次故障拖垮 %2 个租户）；在 %3 下一次故障拖垮 %4 个。</translation>
    </message>
    <message>
        <source>Most SLOs met: %1 (%2); %3 meets %4.</source>
        <translation>SLO 达标最多：%1（%2）；%3 达标 %4。</translation>
    </message>
    <message>
        <source>Most goodput: %1 (%2 requests/s within their SLO); %3 %4.</source>
        <translation>有效吞吐最高：%1（SLO 内 %2 请求/秒）；%3 为 %4。</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>Throughput
(requests/s)</source>
        <translation>吞吐
（请求/秒）</translation>
    </message>
    <message>
        <source>p50
(ms)</source>
        <translation>p50
（毫秒）</translation>
    </message>
    <message>
        <source>p99
(ms)</source>
        <translation>p99
（毫秒）</translation>
    </message>
    <message>
        <source>SLO
(ms)</source>
        <translation>SLO
（毫秒）</translation>
    </message>
    <message>
        <source>SLO attainment
(every request)</source>
        <translation>SLO 达成率
（计入每个请求）</translation>
    </message>
    <message>
        <source>Not completed</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>The article says</source>
        <translation>文章的说法</translation>
    </message>
    <message>
        <source>Measured for these tenants</source>
        <translation>这些租户的实测</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Compare the modes side by side</source>
        <translation>并排比较各模式</translation>
    </message>
    <message>
        <source>The same tenants and requests under every mode, each with the plan compare runs for it: live on one clock, and each run to its end in the tables (the best per column marked ★).</source>
        <translation>同样的租户和请求，在每种模式下各用 compare 为它选的方案：按同一时钟实时运行，表格里是每次运行到结束的结果（每列最优者标 ★）。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>From the start</source>
        <translation>从头开始</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Live, on one clock</source>
        <translation>实时，同一时钟</translation>
    </message>
    <message>
        <source>Per mode</source>
        <translation>按模式</translation>
    </message>
    <message>
        <source>Per tenant</source>
        <translation>按租户</translation>
    </message>
    <message>
        <source>The article&apos;s comparison, measured</source>
        <translation>文章的对比，实测</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s)</source>
        <translation>
            <numerusform>%1 · %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Open on the canvas</source>
        <translation>在画布上打开</translation>
    </message>
    <message>
        <source>Show the main window&apos;s canvas in this mode with this plan (one undo step)</source>
        <translation>在主窗口画布上以此模式和方案显示（一步撤销）</translation>
    </message>
    <message>
        <source>Export the comparison as JSON</source>
        <translation>将对比导出为 JSON</translation>
    </message>
    <message>
        <source>Export the comparison as CSV</source>
        <translation>将对比导出为 CSV</translation>
    </message>
    <message>
        <source>Export the comparison</source>
        <translation>导出对比</translation>
    </message>
    <message>
        <source>The comparison is still being computed.</source>
        <translation>对比仍在计算中。</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A known gap of the model and the modes of the comparison it concerns: &quot;MPS: Known gap (receipt …): …&quot;.</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gpuk::DrillSummary</name>
    <message>
        <source>✓ right</source>
        <translation>✓ 正确</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ 错误</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>MPS</source>
        <translation>MPS</translation>
    </message>
    <message>
        <source>vGPU</source>
        <translation>vGPU</translation>
    </message>
    <message>
        <source>Time-slicing</source>
        <translation>时间片轮转</translation>
    </message>
    <message>
        <source>Software slicing</source>
        <translation>软件切分</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Faults and isolation</source>
        <translation>故障与隔离</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Choosing a mode</source>
        <translation>选择共享方式</translation>
    </message>
    <message>
        <source>LLM serving</source>
        <translation>大模型推理服务</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source># Interview drill: practice</source>
        <translation># 面试练习：练习</translation>
    </message>
    <message>
        <source># Interview drill: mock interview</source>
        <translation># 面试练习：模拟面试</translation>
    </message>
    <message>
        <source># Interview drill: before/after check</source>
        <translation># 面试练习：前后测</translation>
    </message>
    <message>
        <source>Started %1.</source>
        <translation>开始于 %1。</translation>
    </message>
    <message>
        <source>Finished %1.</source>
        <translation>结束于 %1。</translation>
    </message>
    <message>
        <source>Time limit: %1 min.</source>
        <translation>限时：%1 分钟。</translation>
    </message>
    <message>
        <source>Score: %1 of %2.</source>
        <translation>得分：%1 / %2。</translation>
    </message>
    <message>
        <source>Before: %1. After: %2.</source>
        <translation>前测：%1。后测：%2。</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未进行</translation>
    </message>
    <message>
        <source>Concept</source>
        <translation>概念</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>前测</translation>
    </message>
    <message>
        <source>After</source>
        <translation>后测</translation>
    </message>
    <message>
        <source>not asked yet</source>
        <translation>尚未作答</translation>
    </message>
    <message>
        <source>Better after: %1. Worse after: %2.</source>
        <translation>后测进步：%1。后测退步：%2。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>超时</translation>
    </message>
</context>
<context>
    <name>gpuk::DrillWindow</name>
    <message>
        <source>No round to export yet.</source>
        <translation>还没有可导出的练习。</translation>
    </message>
    <message>
        <source>Export the drill summary</source>
        <translation>导出练习小结</translation>
    </message>
    <message>
        <source>JSON (*.json);;Markdown for a teacher (*.md)</source>
        <translation>JSON (*.json);;供老师阅读的 Markdown (*.md)</translation>
    </message>
    <message>
        <source>Interview drill</source>
        <translation>面试练习</translation>
    </message>
    <message>
        <source>Questions an interviewer asks about sharing a GPU: choose an answer, estimate a number, predict what a scene will show, or explain in your own words and compare with a model answer. Every answer comes with its source, and many with a live scene that shows it.</source>
        <translation>面试官会问的 GPU 共享问题：选择答案、估算数字、预测场景会显示什么，或用自己的话解释再与参考答案对照。每个答案都附有出处，许多还附有演示它的实时场景。</translation>
    </message>
    <message>
        <source>The question bank cannot be read: %1</source>
        <translation>无法读取题库：%1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>题目数(&amp;Q)：</translation>
    </message>
    <message>
        <source>Start practice</source>
        <translation>开始练习</translation>
    </message>
    <message>
        <source>Mock interview</source>
        <translation>模拟面试</translation>
    </message>
    <message>
        <source>Questions from every category against the clock. An answer after the time is up does not count, and the questions left are counted unanswered.</source>
        <translation>各主题的题目，限时作答。时间到后给出的答案不计分，剩下的题目记为未作答。</translation>
    </message>
    <message>
        <source>Q&amp;uestions:</source>
        <translation>题目数(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>分钟(&amp;M)：</translation>
    </message>
    <message>
        <source>Start the mock interview</source>
        <translation>开始模拟面试</translation>
    </message>
    <message>
        <source>Before/after check</source>
        <translation>前后测</translation>
    </message>
    <message>
        <source>Your &amp;estimate:</source>
        <translation>你的估算(&amp;E)：</translation>
    </message>
    <message>
        <source>In your &amp;own words:</source>
        <translation>用你自己的话(&amp;O)：</translation>
    </message>
    <message>
        <source>Write your answer here, then compare it with the model answer.</source>
        <translation>在这里写下你的回答，再与参考答案对照。</translation>
    </message>
    <message>
        <source>Show the model answer</source>
        <translation>显示参考答案</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>结束本轮</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>演示给我看</translation>
    </message>
    <message>
        <source>Opens a live scene that shows this answer in the main window</source>
        <translation>在主窗口打开演示这个答案的实时场景</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>返回开始页</translation>
    </message>
    <message>
        <source>Export summary…</source>
        <translation>导出小结…</translation>
    </message>
    <message numerus="yes">
        <source>Take the short check before a tour or a challenge (%n questions, one per topic), and the same questions again after it, to see what changed. Next: the “before” check.</source>
        <translation>
            <numerusform>在导览或挑战之前做一次简短测验（%n 道题，每个主题一道），之后再做同样的题，看看有什么变化。下一步：“前测”。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the “before” check</source>
        <translation>开始“前测”</translation>
    </message>
    <message>
        <source>“Before” check done %1: %2 of %3 right. Next: the same questions “after” the tour or challenge.</source>
        <translation>“前测”已于 %1 完成：答对 %2/%3。下一步：导览或挑战之后，再做同样的题（“后测”）。</translation>
    </message>
    <message>
        <source>Start the “after” check</source>
        <translation>开始“后测”</translation>
    </message>
    <message>
        <source>Last check: before %1, after %2; better after on %3, worse on %4. Next: a new “before” check.</source>
        <translation>上一次测验：前测 %1，后测 %2；后测进步 %3 题，退步 %4 题。下一步：新的“前测”。</translation>
    </message>
    <message>
        <source>Start a new “before” check</source>
        <translation>开始新的“前测”</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>%1 (within ±%2 %)</source>
        <translation>%1（误差 ±%2% 以内）</translation>
    </message>
    <message>
        <source>%1 of %2 model points</source>
        <translation>参考要点 %1/%2</translation>
    </message>
    <message>
        <source>“Before” check</source>
        <translation>“前测”</translation>
    </message>
    <message>
        <source>“After” check</source>
        <translation>“后测”</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The model answer makes these points. Tick each one you made:</source>
        <translation>参考答案包含以下要点。勾选你答到的每一条：</translation>
    </message>
    <message>
        <source>I said this: %1</source>
        <translation>我答到了：%1</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>See the results</source>
        <translation>查看结果</translation>
    </message>
    <message>
        <source>Too late: the time was up, so this answer does not count.</source>
        <translation>超时：时间已到，这个答案不计分。</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <source>Partly: %1 of the model answer&apos;s points.</source>
        <translation>部分正确：答到参考要点的 %1。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正确。</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message>
        <source>The model answer: %1</source>
        <translation>参考答案：%1</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>The misconception this question targets: %1</source>
        <translation>这道题针对的误区：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出处：%1</translation>
    </message>
    <message>
        <source>Time left: %1:%2</source>
        <translation>剩余时间：%1:%2</translation>
    </message>
    <message>
        <source>Practice: results</source>
        <translation>练习：结果</translation>
    </message>
    <message>
        <source>Mock interview: results</source>
        <translation>模拟面试：结果</translation>
    </message>
    <message>
        <source>“Before” check: results</source>
        <translation>“前测”：结果</translation>
    </message>
    <message>
        <source>Before/after check: what changed</source>
        <translation>前后测：有什么变化</translation>
    </message>
    <message>
        <source>Score: %1 of %2.</source>
        <translation>得分：%1 / %2。</translation>
    </message>
    <message>
        <source>Right before: %1 of %3. Right after: %2 of %3.</source>
        <translation>前测答对：%1/%3。后测答对：%2/%3。</translation>
    </message>
    <message numerus="yes">
        <source>Not answered: %n.</source>
        <translation>
            <numerusform>未作答：%n 题。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>按主题</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未进行</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ 正确</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ 错误</translation>
    </message>
    <message>
        <source>Concept</source>
        <translation>概念</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>前测</translation>
    </message>
    <message>
        <source>After</source>
        <translation>后测</translation>
    </message>
    <message>
        <source>Per concept</source>
        <translation>按概念</translation>
    </message>
    <message>
        <source>Take the tour or a challenge, then the “after” check.</source>
        <translation>先完成导览或一个挑战，再做“后测”。</translation>
    </message>
    <message>
        <source>◆ changed between before and after.</source>
        <translation>◆ 前测与后测结果不同。</translation>
    </message>
    <message>
        <source>Nothing to review: every answer was right.</source>
        <translation>没有需要复习的题：全部答对。</translation>
    </message>
    <message numerus="yes">
        <source>Review (%n)</source>
        <translation>
            <numerusform>复习（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 · %2</source>
        <translation>第 %1 题 · %2</translation>
    </message>
</context>
<context>
    <name>gpuk::DropPlanner</name>
    <message>
        <source>%1 does not fit here.</source>
        <translation>这里放不下 %1。</translation>
    </message>
    <message>
        <source>No free place on this GPU fits %1.</source>
        <translation>这块 GPU 上没有放得下 %1 的空闲位置。</translation>
    </message>
    <message>
        <source>This scenario&apos;s GPU is not in the catalog.</source>
        <translation>此场景的 GPU 不在内置规格库中。</translation>
    </message>
    <message>
        <source>%1 gets its own %2 instance at memory slot %3.</source>
        <translation>%1 获得独占的 %2 实例，起点为显存切片 %3。</translation>
    </message>
    <message>
        <source>%1 joins the MPS pool as client %2 of at most %3.</source>
        <translation>%1 作为第 %2 个客户端加入 MPS 池（最多 %3 个）。</translation>
    </message>
    <message>
        <source>%1 gets a VM with vGPU profile %2.</source>
        <translation>%1 获得一台使用 vGPU 类型 %2 的虚拟机。</translation>
    </message>
    <message>
        <source>%1 becomes one more context taking turns on the GPU.</source>
        <translation>%1 成为又一个轮流使用 GPU 的上下文。</translation>
    </message>
    <message>
        <source>%1 gets a whole GPU of its own.</source>
        <translation>%1 独占一整块 GPU。</translation>
    </message>
    <message>
        <source>There is no MIG instance to move.</source>
        <translation>没有可移动的 MIG 实例。</translation>
    </message>
    <message>
        <source>The %1 instance moves to memory slot %2.</source>
        <translation>%1 实例移到显存切片 %2。</translation>
    </message>
    <message>
        <source>There is no MIG instance to change.</source>
        <translation>没有可更改的 MIG 实例。</translation>
    </message>
    <message>
        <source>The instance becomes %1 at memory slot %2.</source>
        <translation>该实例变为 %1，起点为显存切片 %2。</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>an empty room</source>
        <translation>一间空包间</translation>
    </message>
    <message>
        <source>the room of %1</source>
        <translation>%1 的包间</translation>
    </message>
    <message>
        <source>A %1 room with its door at shelf %2 would take pantry shelf %3 of %4 (%5, door at %6): rooms cannot share pantry shelves.</source>
        <translation>门开在 %2 号架的 %1 包间会占用 %4（%5，门开在 %6 号架）的储物架 %3：包间之间不能共用储物架。</translation>
    </message>
    <message>
        <source>A %1 room with its door at shelf %2 would take pantry shelves %3 of %4 (%5, door at %6): rooms cannot share pantry shelves.</source>
        <translation>门开在 %2 号架的 %1 包间会占用 %4（%5，门开在 %6 号架）的储物架 %3：包间之间不能共用储物架。</translation>
    </message>
    <message>
        <source>an empty instance</source>
        <translation>一个空实例</translation>
    </message>
    <message>
        <source>the instance of %1</source>
        <translation>%1 的实例</translation>
    </message>
    <message>
        <source>%1 at memory slot %2 overlaps %4 (%5 at memory slot %6) on memory slot %3: MIG instances cannot share memory slots.</source>
        <translation>位于显存切片 %2 的 %1 与 %4（%5，位于显存切片 %6）在显存切片 %3 上重叠：MIG 实例不能共用显存切片。</translation>
    </message>
    <message>
        <source>%1 at memory slot %2 overlaps %4 (%5 at memory slot %6) on memory slots %3: MIG instances cannot share memory slots.</source>
        <translation>位于显存切片 %2 的 %1 与 %4（%5，位于显存切片 %6）在显存切片 %3 上重叠：MIG 实例不能共用显存切片。</translation>
    </message>
    <message>
        <source>A %1 room cannot have its door at shelf %2: its door can only be at shelf %3.</source>
        <translation>%1 包间的门不能开在 %2 号架：只能开在 %3 号架。</translation>
    </message>
    <message>
        <source>No free place for a %1 room: its door can only be at shelf %2, and none of those is free.</source>
        <translation>没有空位放 %1 包间：它的门只能开在 %2 号架，而这些位置都已被占用。</translation>
    </message>
    <message>
        <source>A %1 room does not fit here.</source>
        <translation>这里放不下 %1 包间。</translation>
    </message>
    <message>
        <source>A %1 room can have its door at shelf %2.</source>
        <translation>%1 包间的门可以开在 %2 号架。</translation>
    </message>
    <message>
        <source>%1 can start at memory slot %2.</source>
        <translation>%1 可以从显存切片 %2 开始放置。</translation>
    </message>
    <message>
        <source>No free place in this kitchen fits a %1 room.</source>
        <translation>这间厨房里没有放得下 %1 包间的空位。</translation>
    </message>
    <message>
        <source>%1 gets its own %2 room with its door at shelf %3.</source>
        <translation>%1 获得自己的 %2 包间，门开在 %3 号架。</translation>
    </message>
    <message>
        <source>The %1 room moves: its door is now at shelf %2.</source>
        <translation>%1 包间挪了位置：门现在开在 %2 号架。</translation>
    </message>
    <message>
        <source>The room becomes a %1 room with its door at shelf %2.</source>
        <translation>该包间改为 %1 包间，门开在 %2 号架。</translation>
    </message>
    <message>
        <source>%1 joins the open stove as chef team %2 of at most %3.</source>
        <translation>%1 作为第 %2 个厨师团队加入开放式灶台（最多 %3 个）。</translation>
    </message>
    <message>
        <source>%1 rents a %2 food-court stall.</source>
        <translation>%1 租下一个 %2 档口。</translation>
    </message>
    <message>
        <source>%1 becomes one more chef team taking turns at the stove.</source>
        <translation>%1 成为又一个轮流使用灶台的厨师团队。</translation>
    </message>
    <message>
        <source>%1 gets a whole kitchen of its own.</source>
        <translation>%1 独占一整间厨房。</translation>
    </message>
    <message>
        <source>%1 gets a gas meter at the stove: %2 % of the gas and a %3 GiB shelf.</source>
        <translation>%1 在灶台前装上一块计量表：%2% 的燃气和 %3 GiB 的储物架。</translation>
    </message>
    <message>
        <source>%1 gets a container with %2 % of the compute and a %3 GiB memory quota.</source>
        <translation>%1 得到一个容器：%2% 的算力和 %3 GiB 的显存配额。</translation>
    </message>
    <message>
        <source>The other teams&apos; gas shares shrink in proportion to make room.</source>
        <translation>其他团队的燃气份额按比例缩小，给它腾出位置。</translation>
    </message>
    <message>
        <source>The other containers&apos; compute shares shrink in proportion to make room.</source>
        <translation>其他容器的算力份额按比例缩小，给它腾出位置。</translation>
    </message>
</context>
<context>
    <name>gpuk::Export</name>
    <message>
        <source>%1 for the %2 plan of &quot;%3&quot;</source>
        <translation>%1：场景“%3”的 %2 方案</translation>
    </message>
    <message>
        <source>GPU 0: %1 (%2). Generated by GPU Kitchen.</source>
        <translation>GPU 0：%1（%2）。由 GPU 厨房生成。</translation>
    </message>
    <message>
        <source>no tenant</source>
        <translation>无租户</translation>
    </message>
    <message>
        <source>the scenario&apos;s GPU &quot;%1&quot; is not in the catalog</source>
        <translation>场景的 GPU &quot;%1&quot; 不在内置规格库中</translation>
    </message>
    <message>
        <source>vGPU profile %1 is not a MIG-backed profile of %2</source>
        <translation>vGPU 类型 %1 不是 %2 上基于 MIG 的 vGPU 类型</translation>
    </message>
    <message>
        <source>%1 does not support MIG</source>
        <translation>%1 不支持 MIG</translation>
    </message>
    <message>
        <source>the plan has no MIG instance</source>
        <translation>方案中没有 MIG 实例</translation>
    </message>
    <message>
        <source>the plan&apos;s MIG layout cannot be placed on %1; run `gpukitchen-cli validate` for the reasons</source>
        <translation>方案的 MIG 布局无法放到 %1 上；运行 `gpukitchen-cli validate` 查看原因</translation>
    </message>
    <message>
        <source>the nvidia-smi export creates MIG instances, but the plan is %1; use --mode mig, or --to mps-env for MPS, --to k8s or --to time-slicing</source>
        <translation>nvidia-smi 导出用于创建 MIG 实例，但方案是 %1；请使用 --mode mig，或者对 MPS 使用 --to mps-env，也可以用 --to k8s 或 --to time-slicing</translation>
    </message>
    <message>
        <source>nvidia-smi commands</source>
        <translation>nvidia-smi 命令</translation>
    </message>
    <message>
        <source>Run as root on the host. Stop every client of the GPU first (nvsm, nvidia-dcgm, dcgm-exporter, CUDA processes): otherwise &quot;In use by another client&quot;.</source>
        <translation>请在宿主机上以 root 身份运行。先停掉所有使用这块 GPU 的程序（nvsm、nvidia-dcgm、dcgm-exporter、CUDA 进程），否则会报 &quot;In use by another client&quot;。</translation>
    </message>
    <message>
        <source>MIG-backed vGPU: the GPU instances must exist on the host before the VMs start (some hypervisors, e.g. vSphere, create them themselves).</source>
        <translation>基于 MIG 的 vGPU：虚拟机启动之前，宿主机上必须已经有这些 GPU 实例（有些虚拟化平台，例如 vSphere，会自行创建）。</translation>
    </message>
    <message>
        <source>1. Enable MIG mode on GPU 0.</source>
        <translation>1. 在 GPU 0 上启用 MIG 模式。</translation>
    </message>
    <message>
        <source>   Ampere (A100, A30): the driver resets the GPU to change MIG mode, and the mode persists across reboots.</source>
        <translation>   Ampere（A100、A30）：切换 MIG 模式时驱动会重置 GPU，该模式在重启后仍然保留。</translation>
    </message>
    <message>
        <source>   If nvidia-smi reports &quot;pending enable&quot;, reboot or run: sudo nvidia-smi --gpu-reset -i 0</source>
        <translation>   如果 nvidia-smi 显示 &quot;pending enable&quot;，请重启，或者运行：sudo nvidia-smi --gpu-reset -i 0</translation>
    </message>
    <message>
        <source>   Hopper and later: enabling MIG mode does not reset the GPU; the mode lasts while the driver stays loaded.</source>
        <translation>   Hopper 及更新的架构：启用 MIG 模式不会重置 GPU；只要驱动保持加载，该模式就一直有效。</translation>
    </message>
    <message>
        <source>2. Create the GPU instances exactly where the plan puts them, each given as &lt;profile ID&gt;:&lt;placement start&gt;, with their default compute instances (-C).</source>
        <translation>2. 严格按方案给出的位置创建 GPU 实例，每个写作 &lt;规格 ID&gt;:&lt;放置起点&gt;，并同时创建默认的计算实例（-C）。</translation>
    </message>
    <message>
        <source>Without placement specifiers the driver chooses the starts itself, in creation order.</source>
        <translation>不指定放置位置时，驱动会按创建顺序自行选择起点。</translation>
    </message>
    <message>
        <source>Order matters: created as -cgi %1 the driver fails on %2 (&quot;Insufficient Resources&quot;).</source>
        <translation>顺序很重要：如果按 -cgi %1 创建，驱动会在 %2 上失败（&quot;Insufficient Resources&quot;）。</translation>
    </message>
    <message>
        <source>Order matters: some creation orders fail.</source>
        <translation>顺序很重要：有些创建顺序会失败。</translation>
    </message>
    <message>
        <source>In this order the driver lands the planned layout (driver model inferred from NVIDIA&apos;s published examples; the command above is exact):</source>
        <translation>按下面的顺序创建，驱动会得到规划的布局（驱动模型依据 NVIDIA 公开的示例推断；上面那条命令则是精确的）：</translation>
    </message>
    <message>
        <source>No creation order lands exactly this layout under the driver model; keep the placement specifiers above.</source>
        <translation>按驱动模型，没有任何创建顺序能恰好得到这个布局；请保留上面命令中的放置位置。</translation>
    </message>
    <message>
        <source>Instances shared by several tenants:</source>
        <translation>由多个租户共享的实例：</translation>
    </message>
    <message>
        <source>   %1: MPS inside the instance (see the mps-env export): %2</source>
        <translation>   %1：实例内运行 MPS（见 mps-env 导出）：%2</translation>
    </message>
    <message>
        <source>   %1: the tenants take turns (time-slicing): %2</source>
        <translation>   %1：租户轮流使用（时间片轮转）：%2</translation>
    </message>
    <message>
        <source>3. Check: each GPU instance&apos;s Placement Start:Size, then the MIG devices.</source>
        <translation>3. 检查：先看每个 GPU 实例的 Placement Start:Size，再看 MIG 设备。</translation>
    </message>
    <message>
        <source>To undo: destroy the compute instances, then the GPU instances, then leave MIG mode.</source>
        <translation>撤销：先销毁计算实例，再销毁 GPU 实例，最后关闭 MIG 模式。</translation>
    </message>
    <message>
        <source>a mig-parted config describes a MIG layout, but the plan is %1; use --mode mig</source>
        <translation>mig-parted 配置描述的是 MIG 布局，但方案是 %1；请使用 --mode mig</translation>
    </message>
    <message>
        <source>mig-parted configuration</source>
        <translation>mig-parted 配置</translation>
    </message>
    <message>
        <source>Apply: sudo nvidia-mig-parted apply -f &lt;this file&gt; -c %1</source>
        <translation>应用：sudo nvidia-mig-parted apply -f &lt;本文件&gt; -c %1</translation>
    </message>
    <message>
        <source>With the GPU Operator&apos;s mig-manager, put it in its ConfigMap and label the node nvidia.com/mig.config=%1</source>
        <translation>如果使用 GPU Operator 的 mig-manager：把本配置放进 mig-manager 的 ConfigMap，并给节点打上标签 nvidia.com/mig.config=%1</translation>
    </message>
    <message>
        <source>mig-parted takes a count per profile, not placements: the planned starts (%1) are not guaranteed; the nvidia-smi export pins them.</source>
        <translation>mig-parted 只记录每种规格的数量，不记录放置位置：无法保证规划的起点（%1）；nvidia-smi 导出会固定这些起点。</translation>
    </message>
    <message>
        <source>&quot;devices: all&quot; applies the layout to every GPU of the node; they must all be %1.</source>
        <translation>&quot;devices: all&quot; 会把该布局应用到节点上的每块 GPU；这些 GPU 必须都是 %1。</translation>
    </message>
    <message>
        <source>placeholder: the tenant&apos;s image</source>
        <translation>占位符：请换成该租户的镜像</translation>
    </message>
    <message>
        <source>Kubernetes configuration (NVIDIA device plugin)</source>
        <translation>Kubernetes 配置（NVIDIA 设备插件）</translation>
    </message>
    <message>
        <source>Install the plugin with this ConfigMap:</source>
        <translation>用这个 ConfigMap 安装插件：</translation>
    </message>
    <message>
        <source>Lay out the GPU first (the nvidia-smi or mig-parted export). migStrategy mixed advertises each MIG profile as its own resource, nvidia.com/mig-&lt;profile&gt;.</source>
        <translation>先划分好 GPU（用 nvidia-smi 或 mig-parted 导出）。migStrategy mixed 会把每种 MIG 规格发布为单独的资源：nvidia.com/mig-&lt;profile&gt;。</translation>
    </message>
    <message>
        <source>Kubernetes hands out any free instance of the requested profile: it cannot pin a pod to a placement start.</source>
        <translation>Kubernetes 会分配所请求规格的任意一个空闲实例：它无法把 pod 固定到某个放置起点。</translation>
    </message>
    <message>
        <source>Kubernetes names cannot hold &apos;+&apos;: the resource of a +me profile is assumed to read &quot;.me&quot; here; check with kubectl describe node.</source>
        <translation>Kubernetes 名称不能包含 &apos;+&apos;：这里假定 +me 规格的资源名写作 &quot;.me&quot;；请用 kubectl describe node 核对。</translation>
    </message>
    <message>
        <source>The plan runs MPS inside a MIG instance, but the device plugin does not support MPS on MIG devices: it is time-sliced here; run MPS by hand for it (mps-env export).</source>
        <translation>方案要在 MIG 实例内运行 MPS，但设备插件不支持在 MIG 设备上使用 MPS：这里改为时间片轮转；如需 MPS，请手动运行（见 mps-env 导出）。</translation>
    </message>
    <message>
        <source>Time-sliced replicas share one fault domain (if one workload crashes, they all do) and get no proportional compute; replicas apply to every instance of that profile.</source>
        <translation>时间片轮转的副本同处一个故障域（一个负载崩溃，全部跟着崩溃），也不会按比例分到算力；副本数对该规格的每个实例都生效。</translation>
    </message>
    <message>
        <source>MIG instance %1</source>
        <translation>MIG 实例 %1</translation>
    </message>
    <message>
        <source>not placed by the plan</source>
        <translation>方案中未安排</translation>
    </message>
    <message>
        <source>the MPS plan has no client</source>
        <translation>MPS 方案中没有客户端</translation>
    </message>
    <message>
        <source>MPS in the device plugin is experimental (since v0.15.0), works only on full GPUs (not on MIG devices) and only for nvidia.com/gpu.</source>
        <translation>设备插件对 MPS 的支持仍是实验性的（自 v0.15.0 起），只能用于整块 GPU（不能用于 MIG 设备），且只适用于 nvidia.com/gpu。</translation>
    </message>
    <message>
        <source>Each of the %1 replicas gets an equal 1/%1 of the GPU&apos;s memory and compute; the plan&apos;s per-client caps are not expressed here (use the mps-env export for them):</source>
        <translation>%1 个副本各分得 GPU 显存和算力的 1/%1；方案中为各客户端设置的上限在这里无法表达（请改用 mps-env 导出）：</translation>
    </message>
    <message>
        <source>%1 % of the SMs at most</source>
        <translation>最多 %1% 的 SM</translation>
    </message>
    <message>
        <source>%1 GB pinned memory at most</source>
        <translation>显存上限 %1 GB</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>A fatal fault in one client reaches every client on the GPU (MPS has no error isolation).</source>
        <translation>一个客户端的致命故障会波及这块 GPU 上的所有客户端（MPS 没有错误隔离）。</translation>
    </message>
    <message>
        <source>MPS client</source>
        <translation>MPS 客户端</translation>
    </message>
    <message>
        <source>the scenario has no tenant</source>
        <translation>场景中没有租户</translation>
    </message>
    <message>
        <source>Time-slicing: the %1 replicas share one fault domain (if one workload crashes, they all do), have no memory limit and get no proportional compute: CUDA gives each process an equal share of time.</source>
        <translation>时间片轮转：%1 个副本同处一个故障域（一个负载崩溃，全部跟着崩溃），没有显存限制，也不会按比例分到算力：CUDA 给每个进程均等的时间份额。</translation>
    </message>
    <message>
        <source>time-sliced replica</source>
        <translation>时间片轮转副本</translation>
    </message>
    <message>
        <source>Exclusive: every tenant gets a whole GPU, so this needs %1 GPUs of this model.</source>
        <translation>独占：每个租户各占一整块 GPU，因此需要 %1 块这种型号的 GPU。</translation>
    </message>
    <message>
        <source>a whole GPU</source>
        <translation>一整块 GPU</translation>
    </message>
    <message>
        <source>vGPU is configured on the hypervisor, not by the Kubernetes device plugin: inside each VM the vGPU is an ordinary nvidia.com/gpu. Use --mode mig, mps or timeslice</source>
        <translation>vGPU 在虚拟化平台（hypervisor）上配置，而不是由 Kubernetes 设备插件配置：在每台虚拟机里，vGPU 就是一块普通的 nvidia.com/gpu。请使用 --mode mig、mps 或 timeslice</translation>
    </message>
    <message>
        <source>One replica per tenant: %1.</source>
        <translation>每个租户一个副本：共 %1 个。</translation>
    </message>
    <message>
        <source>%1 holds %2 tenants: %3</source>
        <translation>%1 上有 %2 个租户：%3</translation>
    </message>
    <message>
        <source>   the plan asks for MPS inside it; the device plugin cannot do MPS on MIG, so it is time-sliced here</source>
        <translation>   方案要求在其中运行 MPS；设备插件不支持在 MIG 上运行 MPS，所以这里改为时间片轮转</translation>
    </message>
    <message>
        <source>no MIG instance of this plan holds more than one tenant: there is nothing to time-slice; use --mode timeslice</source>
        <translation>这个方案中没有哪个 MIG 实例承载多个租户，没有需要时间片轮转的实例；请使用 --mode timeslice</translation>
    </message>
    <message>
        <source>Replicas apply to every instance of a profile on the node.</source>
        <translation>副本数对节点上该规格的每个实例都生效。</translation>
    </message>
    <message>
        <source>the time-slicing export needs a timeslice plan (or a MIG plan with shared instances), but the plan is %1; use --mode timeslice</source>
        <translation>time-slicing 导出需要 timeslice 方案（或含共享实例的 MIG 方案），但方案是 %1；请使用 --mode timeslice</translation>
    </message>
    <message>
        <source>Device-plugin time-slicing ConfigMap</source>
        <translation>设备插件的时间片轮转 ConfigMap</translation>
    </message>
    <message>
        <source>Replicas share one fault domain: if one workload crashes, they all do. There is no memory limit, and asking for 2 replicas gives no more compute (CUDA gives each process an equal share of time), hence failRequestsGreaterThanOne.</source>
        <translation>副本同处一个故障域：一个负载崩溃，全部跟着崩溃。没有显存限制，而且申请 2 个副本也不会得到更多算力（CUDA 给每个进程均等的时间份额），因此设置了 failRequestsGreaterThanOne。</translation>
    </message>
    <message>
        <source>Use: kubectl apply -f &lt;this file&gt;; helm upgrade -i nvdp nvdp/nvidia-device-plugin --namespace nvidia-device-plugin --set config.name=gpukitchen-device-plugin --set config.default=config</source>
        <translation>用法：kubectl apply -f &lt;本文件&gt;; helm upgrade -i nvdp nvdp/nvidia-device-plugin --namespace nvidia-device-plugin --set config.name=gpukitchen-device-plugin --set config.default=config</translation>
    </message>
    <message>
        <source>at most %1 % of the SMs (a cap, not a reservation)</source>
        <translation>最多使用 %1% 的 SM（这是上限，不是预留）</translation>
    </message>
    <message>
        <source>no SM cap: it may use every SM</source>
        <translation>无 SM 上限：可以使用所有 SM</translation>
    </message>
    <message>
        <source>at most %1 GB of device memory</source>
        <translation>最多 %1 GB 显存</translation>
    </message>
    <message>
        <source>placeholder: the tenant&apos;s command</source>
        <translation>占位符：请换成该租户的命令</translation>
    </message>
    <message>
        <source>MPS setup</source>
        <translation>MPS 设置</translation>
    </message>
    <message>
        <source>Clients share the SMs, the L2 cache and the DRAM bandwidth: they interfere. A fatal fault in one client reaches every client of the server (Volta+ MPS contains it to the GPU, not to the client).</source>
        <translation>各客户端共享 SM、L2 缓存和显存带宽，因此会相互干扰。一个客户端的致命故障会波及该服务器的所有客户端（Volta 及之后的 MPS 只能把故障限制在这块 GPU 内，而不是出错的客户端内）。</translation>
    </message>
    <message>
        <source>At most %1 clients per GPU. Run the daemon and the clients as the same user (one user&apos;s server at a time).</source>
        <translation>每块 GPU 最多 %1 个客户端。守护进程和客户端须以同一用户身份运行（同一时间只能运行一个用户的服务器）。</translation>
    </message>
    <message>
        <source>Only the MPS server may own the GPU (recommended compute mode):</source>
        <translation>只允许 MPS 服务器占用 GPU（推荐的计算模式）：</translation>
    </message>
    <message>
        <source>Clients. CUDA_MPS_ACTIVE_THREAD_PERCENTAGE limits a client; it reserves nothing, and kernels of different clients may share an SM.</source>
        <translation>客户端。CUDA_MPS_ACTIVE_THREAD_PERCENTAGE 只限制单个客户端，不预留任何资源；不同客户端的 kernel（核函数）可能共用同一个 SM。</translation>
    </message>
    <message>
        <source>Stop: end the clients, then the daemon, then restore the compute mode.</source>
        <translation>停止：先结束客户端，再停止守护进程，最后恢复计算模式。</translation>
    </message>
    <message>
        <source>the MIG plan runs no instance with MPS inside; use --mode mps</source>
        <translation>这个 MIG 方案中没有在内部运行 MPS 的实例；请使用 --mode mps</translation>
    </message>
    <message>
        <source>MPS setup inside MIG instances</source>
        <translation>MIG 实例内的 MPS 设置</translation>
    </message>
    <message>
        <source>One MPS control daemon per MIG device, each with its own pipe and log directory. EXCLUSIVE_PROCESS compute mode is not supported in MIG mode.</source>
        <translation>每个 MIG 设备一个 MPS 控制守护进程，各有自己的管道目录和日志目录。MIG 模式下不支持 EXCLUSIVE_PROCESS 计算模式。</translation>
    </message>
    <message>
        <source>Fill in each MIG device&apos;s UUID from `nvidia-smi -L` (MIG-xxxxxxxx-…). The client limit shrinks with the instance: 48 × its share of the GPU.</source>
        <translation>请用 `nvidia-smi -L` 查出每个 MIG 设备的 UUID（MIG-xxxxxxxx-…）并填入。客户端数上限随实例缩小：48 × 该实例占整块 GPU 的比例。</translation>
    </message>
    <message>
        <source>MIG instance %1: %2</source>
        <translation>MIG 实例 %1：%2</translation>
    </message>
    <message>
        <source>Stop this daemon:</source>
        <translation>停止这个守护进程：</translation>
    </message>
    <message>
        <source>the mps-env export needs an MPS plan (or MIG instances running MPS inside), but the plan is %1; use --mode mps</source>
        <translation>mps-env 导出需要 MPS 方案（或内部运行 MPS 的 MIG 实例），但方案是 %1；请使用 --mode mps</translation>
    </message>
    <message>
        <source>the device plugin shares a GPU among 2 or more replicas and refuses &quot;replicas: 1&quot;; a plan with one tenant shares nothing: export it with --mode exclusive</source>
        <translation>device plugin 只在 2 个或更多副本之间共享一块 GPU，会拒绝 “replicas: 1”；只有一个租户的方案没有任何共享：请用 --mode exclusive 导出</translation>
    </message>
    <message>
        <source>the hami export needs a software-slicing plan: use --mode quota</source>
        <translation>hami 导出需要软件切分方案：请用 --mode quota</translation>
    </message>
    <message>
        <source>the plan&apos;s product is %1; this export writes HAMi&apos;s resource names only</source>
        <translation>方案的产品是 %1；此导出只写 HAMi 的资源名</translation>
    </message>
    <message>
        <source>the plan has no container</source>
        <translation>方案中没有容器</translation>
    </message>
    <message>
        <source>HAMi pod resource requests</source>
        <translation>HAMi Pod 资源请求</translation>
    </message>
    <message>
        <source>Install HAMi first (helm install hami hami-charts/hami -n kube-system); its scheduler places each container where the GPU&apos;s cores and memory left hold its request.</source>
        <translation>请先安装 HAMi（helm install hami hami-charts/hami -n kube-system）；它的调度器把每个容器放到剩余算力和显存足够满足其请求的 GPU 上。</translation>
    </message>
    <message>
        <source>nvidia.com/gpumem is in MiB, nvidia.com/gpucores in percent of one GPU, nvidia.com/priority 0 (high) or 1 (low).</source>
        <translation>nvidia.com/gpumem 的单位是 MiB，nvidia.com/gpucores 是一块 GPU 的百分比，nvidia.com/priority 为 0（高）或 1（低）。</translation>
    </message>
    <message>
        <source>HAMi-core throttles a container only while another one of the same or higher priority is active: a container alone on the GPU runs unthrottled.</source>
        <translation>只有当另一个同等或更高优先级的容器活跃时，HAMi-core 才会限流：独占 GPU 的容器不受限流。</translation>
    </message>
    <message>
        <source>The hard policy: GPU_CORE_UTILIZATION_POLICY=force keeps every container at its share, alone or not.</source>
        <translation>硬性策略：GPU_CORE_UTILIZATION_POLICY=force 让每个容器都保持在自己的份额内，不论是否独占。</translation>
    </message>
    <message>
        <source>HAMi&apos;s device plugin gives each container this environment (HAMi-core reads it):</source>
        <translation>HAMi 的设备插件为每个容器设置以下环境变量（由 HAMi-core 读取）：</translation>
    </message>
    <message>
        <source>a HAMi container: %1 % of the compute, %2 MiB of memory</source>
        <translation>一个 HAMi 容器：%1% 的算力，%2 MiB 显存</translation>
    </message>
    <message>
        <source>software slicing is not the NVIDIA device plugin&apos;s: HAMi&apos;s own device plugin and scheduler hand out the shares and quotas. Use the hami export</source>
        <translation>软件切分不归 NVIDIA 设备插件管：份额和配额由 HAMi 自己的设备插件和调度器分配。请用 hami 导出</translation>
    </message>
</context>
<context>
    <name>gpuk::ExportButtons</name>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON（*.json）</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV（*.csv）</translation>
    </message>
</context>
<context>
    <name>gpuk::ExportDialog</name>
    <message>
        <source>This plan cannot be written as %1: %2</source>
        <translation>这个方案无法写成 %1：%2</translation>
    </message>
    <message>
        <source>Save configuration as</source>
        <translation>配置另存为</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML 文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Cannot save the configuration</source>
        <translation>无法保存配置</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <source>Shell commands that create this MIG layout with nvidia-smi, each instance at its planned start (run as root).</source>
        <translation>用 nvidia-smi 创建这个 MIG 布局的 shell 命令，每个实例都放在规划的起始位置（以 root 身份运行）。</translation>
    </message>
    <message>
        <source>A mig-parted configuration: the MIG layout as a count per profile, for nvidia-mig-parted or the GPU Operator&apos;s MIG manager.</source>
        <translation>mig-parted 配置：以每种规格的数量描述 MIG 布局，供 nvidia-mig-parted 或 GPU Operator 的 mig-manager 使用。</translation>
    </message>
    <message>
        <source>Kubernetes: the NVIDIA device plugin&apos;s ConfigMap and one Deployment per tenant asking for its share.</source>
        <translation>Kubernetes：NVIDIA 设备插件的 ConfigMap，外加每个租户一个申请自己那份资源的 Deployment。</translation>
    </message>
    <message>
        <source>Kubernetes: the device plugin&apos;s time-slicing ConfigMap, one replica per tenant.</source>
        <translation>Kubernetes：设备插件的时间片轮转 ConfigMap，每个租户一个副本。</translation>
    </message>
    <message>
        <source>A shell script that sets up MPS (exclusive-process compute mode, the control daemon) and starts each tenant under it with its limits.</source>
        <translation>一个设置 MPS 的 shell 脚本（独占进程计算模式、控制守护进程），并让每个租户带着各自的限制在 MPS 下启动。</translation>
    </message>
    <message>
        <source>Export configuration</source>
        <translation>导出配置</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>What the target is for, then how long its text is (two sentences; no space between them in Chinese).</extracomment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); a shell script, saved with its execute bits.</source>
        <translation>
            <numerusform>共 %n 行；这是一个 shell 脚本，保存时带可执行权限。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of YAML.</source>
        <translation>
            <numerusform>共 %n 行 YAML。</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan shown, as configuration for real GPUs. Pick a target: the text is what the command-line tool (gpukitchen-cli) writes for this scenario, byte for byte.</source>
        <translation>把当前显示的方案写成真实 GPU 的配置。选一个目标：文本与命令行工具 gpukitchen-cli 为这个场景写出的内容逐字节相同。</translation>
    </message>
    <message>
        <source>Kubernetes with HAMi: one Deployment per container asking for its compute share, memory quota and priority, and the environment HAMi gives each container.</source>
        <translation>使用 HAMi 的 Kubernetes：每个容器一个 Deployment，请求它的算力份额、显存配额和优先级，并列出 HAMi 为每个容器设置的环境变量。</translation>
    </message>
</context>
<context>
    <name>gpuk::Glossary</name>
    <message>
        <source>SM (streaming multiprocessor)</source>
        <translation>SM（流式多处理器）</translation>
    </message>
    <message>
        <source>One of the GPU&apos;s compute units; a GPU has about a hundred of them. A kernel&apos;s thread blocks run on SMs, so how many SMs a tenant can use decides how fast its work goes. The canvas draws one cell per SM.</source>
        <translation>GPU 的计算单元，一块 GPU 有大约一百个。kernel（核函数）的线程块在 SM 上运行，所以租户能用多少个 SM 决定了它的工作有多快。画布上每个 SM 画成一个格子。</translation>
    </message>
    <message>
        <source>a burner on the stove</source>
        <translation>灶台上的一个灶眼</translation>
    </message>
    <message>
        <source>Memory slice</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>The smallest part of GPU memory MIG hands out: about one eighth of the memory, with its share of the memory controllers, cache and bandwidth. A GPU instance owns whole slices, so it gets its own capacity and its own bandwidth.</source>
        <translation>MIG 分配显存的最小单位：大约八分之一的显存，连同相应份额的显存控制器、缓存和带宽。GPU 实例拥有整块的切片，所以它有自己的容量和自己的带宽。</translation>
    </message>
    <message>
        <source>a pantry shelf</source>
        <translation>储物架上的一格</translation>
    </message>
    <message>
        <source>DRAM bandwidth</source>
        <translation>DRAM 带宽</translation>
    </message>
    <message>
        <source>How fast the SMs can move data to and from GPU memory. Tenants that share the memory share this bandwidth, so a memory-hungry neighbour slows everyone down; DCGM shows it as DRAM activity, whose practical peak is about 80%.</source>
        <translation>SM 与显存之间搬运数据的速度。共用显存的租户也共用这份带宽，所以一个吃显存带宽的邻居会拖慢所有人；DCGM 把它显示为 DRAM 活跃度，实际峰值约为 80%。</translation>
    </message>
    <message>
        <source>the pass between stove and pantry</source>
        <translation>灶台和储物架之间的过道</translation>
    </message>
    <message>
        <source>MIG (Multi-Instance GPU)</source>
        <translation>MIG（多实例 GPU）</translation>
    </message>
    <message>
        <source>Cuts one GPU in hardware into up to seven GPU instances, each with its own SMs, memory slices and bandwidth. A tenant in one instance cannot slow down or crash a tenant in another. Only certain sizes and positions are allowed.</source>
        <translation>在硬件上把一块 GPU 切成最多七个 GPU 实例，每个实例有自己的 SM、显存切片和带宽。一个实例里的租户既拖不慢、也搞不垮另一个实例里的租户。只允许特定的大小和位置。</translation>
    </message>
    <message>
        <source>private rooms with welded walls</source>
        <translation>焊死墙壁的包间</translation>
    </message>
    <message>
        <source>GPU instance</source>
        <translation>GPU 实例</translation>
    </message>
    <message>
        <source>One part of a MIG GPU: a number of SM slices plus memory slices and engines. It has its own memory capacity and bandwidth, so its tenants get a steady speed whatever the neighbours do.</source>
        <translation>MIG GPU 的一部分：若干 SM 切片加上显存切片和引擎。它有自己的显存容量和带宽，所以不管邻居做什么，它的租户速度都稳定。</translation>
    </message>
    <message>
        <source>a private room</source>
        <translation>一个包间</translation>
    </message>
    <message>
        <source>Compute instance</source>
        <translation>计算实例</translation>
    </message>
    <message>
        <source>A subdivision of a GPU instance&apos;s SMs. Compute instances of one GPU instance each have their own SMs but share its memory and engines. When one compute instance takes the whole GPU instance, its size is implied by the profile name.</source>
        <translation>对一个 GPU 实例的 SM 的再划分。同一 GPU 实例里的各计算实例有各自的 SM，但共用它的显存和引擎。一个计算实例占满整个 GPU 实例时，它的大小就隐含在规格名里。</translation>
    </message>
    <message>
        <source>a burner group inside a private room</source>
        <translation>包间里的一组灶眼</translation>
    </message>
    <message>
        <source>MIG profile name (1g.5gb)</source>
        <translation>MIG 规格名（1g.5gb）</translation>
    </message>
    <message>
        <source>The name of a GPU instance size: 1g.5gb means one compute slice and about 5 GB of memory; 3g.20gb three slices and about 20 GB. A compute instance smaller than its GPU instance is named like 1c.3g.20gb. The same name can mean different SMs on different GPUs.</source>
        <translation>GPU 实例大小的名字：1g.5gb 表示一个计算切片和约 5 GB 显存；3g.20gb 表示三个切片和约 20 GB。比所在 GPU 实例小的计算实例命名为 1c.3g.20gb 这样。同一个名字在不同 GPU 上可能对应不同数量的 SM。</translation>
    </message>
    <message>
        <source>the size written on a private room&apos;s door sign</source>
        <translation>包间门牌上写的大小</translation>
    </message>
    <message>
        <source>Stranded SMs and slices</source>
        <translation>碎片 SM 和切片</translation>
    </message>
    <message>
        <source>SMs or slices no instance can use because of the layout: the profiles chosen do not fill the GPU, or a free gap is in a position no profile may start at. They are wasted until the GPU is laid out again.</source>
        <translation>因为布局而没有任何实例能用的 SM 或切片：选的规格填不满 GPU，或者空出的位置没有规格能从那里开始。在 GPU 重新布局之前，它们都被浪费了。</translation>
    </message>
    <message>
        <source>boarded-up burners</source>
        <translation>封死的灶眼</translation>
    </message>
    <message>
        <source>MPS (Multi-Process Service)</source>
        <translation>MPS（多进程服务）</translation>
    </message>
    <message>
        <source>A CUDA service that lets several processes run kernels on the GPU at the same time, sharing one set of scheduling resources. Work overlaps, so the GPU is used better, but the memory bandwidth is shared and a fatal fault in one client reaches all of them.</source>
        <translation>一项 CUDA 服务，让多个进程同时在 GPU 上运行 kernel（核函数），共用一套调度资源。工作可以重叠，GPU 用得更充分，但显存带宽是共享的，一个客户端的致命故障会波及所有客户端。</translation>
    </message>
    <message>
        <source>one open stove</source>
        <translation>一个开放式灶台</translation>
    </message>
    <message>
        <source>MPS client</source>
        <translation>MPS 客户端</translation>
    </message>
    <message>
        <source>A process that runs its CUDA work through MPS. On Volta and newer GPUs each client has its own address space, and one MPS server takes up to 48 client contexts per GPU (CUDA 13.0 and earlier).</source>
        <translation>通过 MPS 运行 CUDA 工作的进程。在 Volta 及更新的 GPU 上，每个客户端有自己的地址空间；一个 MPS 服务器每块 GPU 最多接受 48 个客户端上下文（CUDA 13.0 及更早版本）。</translation>
    </message>
    <message>
        <source>a chef team at the open stove</source>
        <translation>开放式灶台前的一组厨师</translation>
    </message>
    <message>
        <source>MPS cap (active thread percentage)</source>
        <translation>MPS 算力上限（活跃线程百分比）</translation>
    </message>
    <message>
        <source>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: the share of the SMs one MPS client may use at most. It is a cap, not a reservation: nothing is set aside for the client, and clients&apos; kernels may still run on the same SMs.</source>
        <translation>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE：一个 MPS 客户端最多可用的 SM 比例。它是上限，不是预留：不会为该客户端留出任何资源，各客户端的 kernel（核函数）仍可能跑在同一些 SM 上。</translation>
    </message>
    <message>
        <source>how many burners a team may light at most</source>
        <translation>一组厨师最多能点几个灶眼</translation>
    </message>
    <message>
        <source>vGPU (virtual GPU)</source>
        <translation>vGPU（虚拟 GPU）</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s software that gives virtual machines a share of a GPU. A time-sliced vGPU gets the whole GPU in turns; a MIG-backed vGPU sits in a GPU instance. Each VM sees a GPU with a fixed amount of memory.</source>
        <translation>NVIDIA 让虚拟机分用一块 GPU 的软件。时间片式 vGPU 轮流使用整块 GPU；基于 MIG 的 vGPU 位于一个 GPU 实例中。每台虚拟机看到的是一块显存固定的 GPU。</translation>
    </message>
    <message>
        <source>a food-court stall</source>
        <translation>美食广场的一个档口</translation>
    </message>
    <message>
        <source>vGPU profile (vGPU type)</source>
        <translation>vGPU 类型</translation>
    </message>
    <message>
        <source>The size of a virtual GPU, named like A100-20C: the GPU, then the memory in GB, then C for compute. A name such as A100-3-20C is backed by a MIG instance. The type also fixes how many VMs fit on one GPU.</source>
        <translation>虚拟 GPU 的大小，命名如 A100-20C：先是 GPU，再是以 GB 计的显存，最后 C 表示计算型。A100-3-20C 这样的名字基于一个 MIG 实例。类型也决定了一块 GPU 上能放几台虚拟机。</translation>
    </message>
    <message>
        <source>the size of a stall</source>
        <translation>档口的大小</translation>
    </message>
    <message>
        <source>vGPU scheduler</source>
        <translation>vGPU 调度器</translation>
    </message>
    <message>
        <source>How a time-sliced GPU&apos;s turns are shared among VMs. Best effort gives an idle VM&apos;s time to busy ones; equal share gives every running VM the same share; fixed share gives each VM a share fixed by its type, even while others are idle.</source>
        <translation>时间片式 GPU 的轮次如何在虚拟机之间分配。尽力而为把空闲虚拟机的时间让给忙的；均等份额让每台运行中的虚拟机份额相同；固定份额按类型给每台虚拟机固定的份额，即使其他虚拟机空闲也不变。</translation>
    </message>
    <message>
        <source>the food court&apos;s timetable</source>
        <translation>美食广场的时间表</translation>
    </message>
    <message>
        <source>Time slice</source>
        <translation>时间片</translation>
    </message>
    <message>
        <source>The stretch of time one context or VM has the whole GPU before the next one&apos;s turn. vGPU uses 1 or 2 ms by default and can be set from 1 to 30 ms. A short slice means short waits but more switching.</source>
        <translation>一个上下文或一台虚拟机独占整块 GPU、直到轮到下一个的那段时间。vGPU 默认用 1 或 2 ms，可设为 1 到 30 ms。时间片短，等待就短，但切换更多。</translation>
    </message>
    <message>
        <source>one team&apos;s turn at the stove</source>
        <translation>一组厨师在灶台前的一轮</translation>
    </message>
    <message>
        <source>Time-slicing</source>
        <translation>时间片轮转</translation>
    </message>
    <message>
        <source>Sharing a GPU by taking turns: work from different CUDA contexts cannot run at the same time, so each gets the whole GPU for a slice. There is no memory limit and all share one fault domain.</source>
        <translation>靠轮流来共享 GPU：不同 CUDA 上下文的工作不能同时运行，所以每个上下文轮流独占整块 GPU 一个时间片。没有显存限制，所有上下文同处一个故障域。</translation>
    </message>
    <message>
        <source>taking turns at one stove</source>
        <translation>在一个灶台前轮流掌勺</translation>
    </message>
    <message>
        <source>Software slicing</source>
        <translation>软件切分</translation>
    </message>
    <message>
        <source>Products such as HAMi, qGPU and cGPU give each container a compute share and a memory quota on one GPU. They enforce it in software: a hook in the container, a kernel module, or only the scheduler&apos;s bookkeeping. The SMs are not divided; the limiter holds a container back.</source>
        <translation>HAMi、qGPU、cGPU 等产品在一块 GPU 上给每个容器一份算力份额和显存配额。它们用软件来执行：容器里的钩子、操作系统内核模块，或者只是调度器的记账。SM 并没有被分开；是限流器把容器拦住。</translation>
    </message>
    <message>
        <source>gas meters on one stove</source>
        <translation>一个灶台上的燃气表</translation>
    </message>
    <message>
        <source>Token bucket (throttled)</source>
        <translation>令牌桶（被限流）</translation>
    </message>
    <message>
        <source>How HAMi limits a container&apos;s compute: each kernel launch takes from a bucket that refills at the container&apos;s share. When the bucket is empty the container is throttled and waits, even if SMs stand idle.</source>
        <translation>HAMi 限制容器算力的方法：每次启动 kernel（核函数）都从一个桶里取令牌，桶按容器的算力份额补充。桶空了，容器就被限流而等待，即使 SM 闲着也一样。</translation>
    </message>
    <message>
        <source>a gas meter; an empty meter shuts the valve</source>
        <translation>燃气表；表走空了就关阀</translation>
    </message>
    <message>
        <source>Fault blast radius</source>
        <translation>故障影响范围</translation>
    </message>
    <message>
        <source>Who else is hit when one tenant&apos;s work crashes the GPU. Under MIG only its own instance; under MPS every client on the GPU gets the fatal error; under time-slicing all contexts share one fault domain.</source>
        <translation>一个租户的工作让 GPU 出故障时，还有谁会受波及。MIG 下只有它自己的实例；MPS 下这块 GPU 上的每个客户端都会收到致命错误；时间片轮转下所有上下文同处一个故障域。</translation>
    </message>
    <message>
        <source>a kitchen fire</source>
        <translation>厨房着火</translation>
    </message>
    <message>
        <source>SM active</source>
        <translation>SM 活跃</translation>
    </message>
    <message>
        <source>In this app: the share of time at least one SM is busy, whatever the rest do. It is what nvidia-smi&apos;s GPU-Util counts, so one small kernel on one SM reads as busy as a full GPU.</source>
        <translation>在本应用中：至少有一个 SM 忙碌的时间占比，不管其余 SM 在做什么。这正是 nvidia-smi 的 GPU-Util 所统计的，所以只占一个 SM 的小 kernel（核函数）看起来和占满整块 GPU 一样忙。</translation>
    </message>
    <message>
        <source>whether any burner is lit at all</source>
        <translation>是否有任何一个灶眼点着</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>SM 驻留率（occupancy）</translation>
    </message>
    <message>
        <source>In this app: the time-average share of the GPU&apos;s SMs that are busy, what DCGM calls SM activity (SM_ACTIVE). 0.8 or more is good use of the GPU; under 0.5 it is probably used poorly. DCGM&apos;s own &quot;SM occupancy&quot; (resident warps against the most an SM holds) is another counter, not modelled here.</source>
        <translation>在本应用中：GPU 的 SM 中忙碌部分的时间平均占比，即 DCGM 所说的 SM 活动度（SM_ACTIVE）。0.8 及以上说明 GPU 用得好；低于 0.5 多半用得不好。DCGM 自己的“SM occupancy”（驻留的 warp 数与一个 SM 最多能容纳数之比）是另一个计数器，本应用不模拟。</translation>
    </message>
    <message>
        <source>the gas meter: the share of burners lit</source>
        <translation>燃气表：已点燃灶眼的占比</translation>
    </message>
    <message>
        <source>GPU-Util (nvidia-smi)</source>
        <translation>GPU-Util（nvidia-smi）</translation>
    </message>
    <message>
        <source>nvidia-smi&apos;s percentage of time at least one kernel was running. A single small kernel reads 100% while it uses one SM of a hundred, and it is not reported per MIG instance; SM occupancy says more.</source>
        <translation>nvidia-smi 统计的“至少有一个 kernel（核函数）在运行”的时间百分比。一个只用上百个 SM 中一个的小 kernel 也会显示 100%，而且它不按 MIG 实例分别报告；SM 忙碌占比更能说明问题。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>The memory an LLM keeps for every request it is serving: the keys and values of every token so far. It grows with each token, so long answers and many requests at once fill the GPU&apos;s memory.</source>
        <translation>大模型为每个正在服务的请求保留的显存：迄今每个 token 的键和值。它随每个 token 增长，所以长回答和大量并发请求会占满 GPU 显存。</translation>
    </message>
    <message>
        <source>notes on the open orders, in jars</source>
        <translation>罐子里记着未完成订单的纸条</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>尾延迟（P99）</translation>
    </message>
    <message>
        <source>The latency that 99 of every 100 requests stay under: only one in a hundred takes longer. It shows the slow tail a neighbour causes, which the average hides.</source>
        <translation>每 100 个请求中有 99 个低于的那个延迟：只有百分之一更慢。它显示出邻居造成的慢尾巴，而平均值会把它掩盖掉。</translation>
    </message>
    <message>
        <source>SLO (service level objective)</source>
        <translation>SLO（服务等级目标）</translation>
    </message>
    <message>
        <source>The latency a tenant promises its users, for example 50 ms at p99. The status bar says whether each tenant meets its SLO, misses it, or has too few requests to tell yet.</source>
        <translation>租户向其用户承诺的延迟，例如 P99 在 50 ms 以内。状态栏会说出每个租户是达到了 SLO、没达到，还是请求太少还说不准。</translation>
    </message>
    <message>
        <source>SLO attainment</source>
        <translation>SLO 达成率</translation>
    </message>
    <message>
        <source>The share of a tenant&apos;s requests that finished within its SLO. 99% means one request in a hundred was late.</source>
        <translation>租户的请求中在 SLO 之内完成的比例。99% 表示每一百个请求里有一个超 SLO。</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效吞吐</translation>
    </message>
    <message>
        <source>Requests per second that finished within their SLO. Throughput counts every answer; goodput counts only the answers that came in time, so it is what the users get.</source>
        <translation>每秒在 SLO 之内完成的请求数（请求/秒）。吞吐计算每个回答；有效吞吐只计算按时送到的回答，也就是用户真正得到的。</translation>
    </message>
</context>
<context>
    <name>gpuk::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>a term, in English or Chinese</source>
        <translation>术语，中文或英文均可</translation>
    </message>
    <message>
        <source>No term matches.</source>
        <translation>没有匹配的术语。</translation>
    </message>
    <message>
        <source>In the kitchen:</source>
        <translation>在厨房里：</translation>
    </message>
    <message>
        <source>See also:</source>
        <translation>另见：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>出处：</translation>
    </message>
</context>
<context>
    <name>gpuk::GlossaryLinks</name>
    <message>
        <source>F1: glossary — %1</source>
        <extracomment>The line added to a tool tip that names glossary terms; %1: the terms, comma-separated.</extracomment>
        <translation>F1：术语表 — %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>gpuk::GpuAtlasDialog</name>
    <message>
        <source>Every MIG GPU and its placements</source>
        <translation>每块 MIG GPU 及其放置位置</translation>
    </message>
    <message>
        <source>Where each size of private room may stand on each GPU: the stove sections and pantry shelves a room takes at every door position NVIDIA allows. Every GPU of the catalog is here, also those the simulator cannot run; what the fact files do not give is left out, never filled in.</source>
        <translation>每种大小的独占包间在每块 GPU 上可以设在哪里：在 NVIDIA 允许的每个开门位置，包间占用哪些灶区和储物架。规格库里的每块 GPU 都在这里，包括模拟器无法模拟的；资料表没有给出的内容一律留空，绝不臆造。</translation>
    </message>
    <message>
        <source>Where each MIG profile may be placed on each GPU: the compute slices and memory slots an instance takes at every start NVIDIA allows (nvidia-smi mig -lgipp). Every GPU of the catalog is here, also those the simulator cannot run; what the fact files do not give is left out, never filled in.</source>
        <translation>每个 MIG 规格在每块 GPU 上可以放在哪里：在 NVIDIA 允许的每个起始位置（nvidia-smi mig -lgipp），实例占用哪些计算切片和显存切片。规格库里的每块 GPU 都在这里，包括模拟器无法模拟的；资料表没有给出的内容一律留空，绝不臆造。</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Use this GPU</source>
        <translation>使用这块 GPU(&amp;U)</translation>
    </message>
    <message>
        <source>Switch your scenario to this GPU (one undo step)</source>
        <translation>把你的场景换到这块 GPU（一步撤销）</translation>
    </message>
    <message>
        <source>Each row is one room size and each block one door position: the dark part is the stove sections the room takes, the pale part its pantry shelves, the number the shelf its door is at. Dashed: assumed from a sister GPU, not observed on this one. Hatched: the fact files give no positions.</source>
        <translation>每一行是一种包间大小，每个方块是一个开门位置：深色部分是包间占用的灶区，浅色部分是它的储物架，数字是门所在的架号。虚线：按姊妹 GPU 假定，未在这块 GPU 上实测。斜线：资料表没有给出位置。</translation>
    </message>
    <message>
        <source>Each row is one profile and each block one legal start: the dark part is the compute slices an instance placed there takes, the pale part its memory slots, the number its start (nvidia-smi mig -cgi ID:start). Dashed: assumed from a sister GPU, not observed on this one. Hatched: the fact files give no placements.</source>
        <translation>每一行是一个规格，每个方块是一个合法的起始位置：深色部分是放在那里的实例占用的计算切片，浅色部分是它的显存切片，数字是起始位置（nvidia-smi mig -cgi ID:起始位置）。虚线：按姊妹 GPU 假定，未在这块 GPU 上实测。斜线：资料表没有给出放置位置。</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Stove sections</source>
        <translation>灶区</translation>
    </message>
    <message>
        <source>Compute slices</source>
        <translation>计算切片</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM 数</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Pantry shelves</source>
        <translation>储物架</translation>
    </message>
    <message>
        <source>Memory slots</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例数上限</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>起始位置</translation>
    </message>
    <message>
        <source>%1 (reference only)</source>
        <translation>%1（仅供参考）</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>The simulator runs this GPU. It is your scenario&apos;s GPU.</source>
        <translation>模拟器可以模拟这块 GPU。它就是你场景里的 GPU。</translation>
    </message>
    <message>
        <source>The simulator runs this GPU: &quot;Use this GPU&quot; switches your scenario to it.</source>
        <translation>模拟器可以模拟这块 GPU：点“使用这块 GPU”即可把你的场景换到它上面。</translation>
    </message>
    <message>
        <source>Listed for reference only: the fact files do not give its %1, so the simulator does not run it. What they give is drawn here; nothing is filled in.</source>
        <translation>仅供参考：资料表没有给出它的%1，所以模拟器不模拟它。这里只画出资料表给出的内容，没有臆造任何数值。</translation>
    </message>
    <message>
        <source>SMs: %1</source>
        <translation>SM 数：%1</translation>
    </message>
    <message>
        <source>SMs with MIG on: %1</source>
        <translation>开启 MIG 后的 SM 数：%1</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>显存：%1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Bandwidth: %1</source>
        <translation>带宽：%1</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Stove sections: %1</source>
        <translation>灶区：%1</translation>
    </message>
    <message>
        <source>Compute slices: %1</source>
        <translation>计算切片：%1</translation>
    </message>
    <message>
        <source>Pantry shelves: %1</source>
        <translation>储物架：%1</translation>
    </message>
    <message>
        <source>Memory slots: %1</source>
        <translation>显存切片：%1</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1%2：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>From the fact files (their words, in English):</source>
        <translation>资料表原文（英文）：</translation>
    </message>
</context>
<context>
    <name>gpuk::GpuCanvas</name>
    <message>
        <source>GPU picture</source>
        <translation>GPU 示意图</translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation>独占</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>MPS</source>
        <translation>MPS</translation>
    </message>
    <message>
        <source>vGPU</source>
        <translation>vGPU</translation>
    </message>
    <message>
        <source>Time-slicing</source>
        <translation>时间片轮转</translation>
    </message>
    <message>
        <source>Exclusive: one GPU per tenant</source>
        <translation>独占：每个租户一块 GPU</translation>
    </message>
    <message>
        <source>MIG: Multi-Instance GPU</source>
        <translation>MIG（多实例 GPU）</translation>
    </message>
    <message>
        <source>MPS: Multi-Process Service</source>
        <translation>MPS（多进程服务）</translation>
    </message>
    <message>
        <source>vGPU: virtual GPUs for VMs</source>
        <translation>vGPU：供虚拟机使用的虚拟 GPU</translation>
    </message>
    <message>
        <source>Time-slicing: contexts take turns</source>
        <translation>时间片轮转：各上下文轮流使用</translation>
    </message>
    <message>
        <source>No GPU to draw</source>
        <translation>没有可绘制的 GPU</translation>
    </message>
    <message>
        <source>%1 with %2 SMs and %3 GB of memory, shared by %4</source>
        <translation>%1，%2 个 SM，%3 GB 显存，共享方式：%4</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 供 %2 使用</translation>
    </message>
    <message>
        <source>Instances: %1</source>
        <translation>实例：%1</translation>
    </message>
    <message>
        <source>(unknown tenant)</source>
        <translation>（未知租户）</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>cap %1 % ≈ %2 SMs</source>
        <translation>上限 %1% ≈ %2 个 SM</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>memory ≤ %1 GiB</source>
        <translation>显存 ≤ %1 GiB</translation>
    </message>
    <message>
        <source>model %1 GiB</source>
        <translation>模型 %1 GiB</translation>
    </message>
    <message>
        <source>%1 (unknown profile)</source>
        <translation>%1（未知规格）</translation>
    </message>
    <message>
        <source>%1 · MIG %2</source>
        <translation>%1 · MIG %2</translation>
    </message>
    <message>
        <source>%1 · %2 GiB framebuffer</source>
        <translation>%1 · 帧缓冲 %2 GiB</translation>
    </message>
    <message>
        <source>model %1 GiB · SLO %2 ms</source>
        <translation>模型 %1 GiB · SLO %2 ms</translation>
    </message>
    <message>
        <source>SM not exposed by its profile</source>
        <translation>规格未开放的 SM</translation>
    </message>
    <message>
        <source>stranded compute slice</source>
        <translation>碎片计算切片</translation>
    </message>
    <message>
        <source>free compute slice</source>
        <translation>空闲计算切片</translation>
    </message>
    <message>
        <source>SM unusable with MIG on</source>
        <translation>开启 MIG 后不可用的 SM</translation>
    </message>
    <message>
        <source>unused memory slice</source>
        <translation>未使用的显存切片</translation>
    </message>
    <message>
        <source>This scenario&apos;s GPU is not in the catalog.</source>
        <translation>此场景的 GPU 不在内置规格库中。</translation>
    </message>
    <message>
        <source>No scenario loaded.</source>
        <translation>尚未加载场景。</translation>
    </message>
    <message>
        <source>Make the window larger to see the GPU.</source>
        <translation>请放大窗口以显示 GPU。</translation>
    </message>
    <message>
        <source>vGPU: MIG-backed virtual GPUs</source>
        <translation>vGPU：基于 MIG 的虚拟 GPU</translation>
    </message>
    <message>
        <source>vGPU: time-sliced virtual GPUs</source>
        <translation>vGPU：时间片轮转的虚拟 GPU</translation>
    </message>
    <message>
        <source>%1 · %2 SMs · %3 GB · %4 GB/s</source>
        <translation>%1 · %2 个 SM · %3 GB · %4 GB/s</translation>
    </message>
    <message>
        <source>%1 SMs</source>
        <translation>%1 个 SM</translation>
    </message>
    <message>
        <source>unusable with MIG on</source>
        <translation>MIG 下不可用</translation>
    </message>
    <message>
        <source>lost when MIG is on</source>
        <translation>MIG 下会失去</translation>
    </message>
    <message>
        <source>%1 SMs · %2 GiB</source>
        <translation>%1 个 SM · %2 GiB</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>stranded</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>no profile can use this slice</source>
        <translation>规格都用不上</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>This MIG layout cannot be placed on %1. The problems list says why.</source>
        <translation>这个 MIG 布局无法放到 %1 上，原因见问题列表。</translation>
    </message>
    <message>
        <source>No GPU instances yet: every compute slice is free.</source>
        <translation>还没有 GPU 实例：所有计算切片都空闲。</translation>
    </message>
    <message>
        <source>MPS: one open pool of %1 SMs · clients: %2</source>
        <translation>MPS：%1 个 SM 组成一个开放池 · 客户端：%2</translation>
    </message>
    <message>
        <source>Kernels of all clients run side by side. An active-thread cap limits a client; it reserves nothing. Memory and bandwidth are shared.</source>
        <translation>所有客户端的 kernel（核函数）同时运行。活跃线程上限只限制单个客户端，不预留任何资源。显存和带宽是共享的。</translation>
    </message>
    <message>
        <source>best effort</source>
        <translation>尽力而为</translation>
    </message>
    <message>
        <source>equal share</source>
        <translation>均等份额</translation>
    </message>
    <message>
        <source>fixed share</source>
        <translation>固定份额</translation>
    </message>
    <message>
        <source>vGPU: the VMs take turns on all %1 SMs · VMs: %2</source>
        <translation>vGPU：各虚拟机轮流使用全部 %1 个 SM · 虚拟机：%2</translation>
    </message>
    <message>
        <source>Scheduler: %1, %2 ms slices. Each VM owns a fixed framebuffer; virtualisation adds about %3 % to every request.</source>
        <translation>调度器：%1，时间片 %2 ms。每台虚拟机独占固定的帧缓冲；虚拟化让每个请求多耗时约 %3&#xa0;%。</translation>
    </message>
    <message>
        <source>Time-slicing: the contexts take turns on all %1 SMs · contexts: %2</source>
        <translation>时间片轮转：各上下文轮流使用全部 %1 个 SM · 上下文：%2</translation>
    </message>
    <message>
        <source>One context owns the whole GPU for %1 ms, then the next. No memory limits, and one crash takes every context down.</source>
        <translation>一个上下文独占整块 GPU %1 ms，然后轮到下一个。没有显存限制，一个崩溃会拖垮所有上下文。</translation>
    </message>
    <message>
        <source>Exclusive: every tenant gets a whole GPU like this one</source>
        <translation>独占：每个租户都拿到一整块这样的 GPU</translation>
    </message>
    <message>
        <source>GPUs in total: %1. No interference at all, but most of each GPU sits idle.</source>
        <translation>共 %1 块 GPU。完全没有干扰，但每块 GPU 的大部分算力都空闲着。</translation>
    </message>
    <message>
        <source>%1 does not support MIG</source>
        <translation>%1 不支持 MIG</translation>
    </message>
    <message>
        <source>Turns, %1 ms each:</source>
        <translation>轮流使用，每次 %1 ms：</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>Memory: %1 slices of about %2 GB, each with its share of bandwidth and L2 cache. Numbers are placement starts.</source>
        <translation>显存：%1 个约 %2 GB 的显存切片，各自带有相应的带宽和 L2 缓存。编号即放置起点。</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Memory: one pool of %1 GiB shared by every client; the models take %2 GiB of it.</source>
        <translation>显存：所有客户端共享一个 %1 GiB 的池；模型占用其中 %2 GiB。</translation>
    </message>
    <message>
        <source>Memory: one pool of %1 GiB with no limits between contexts; the models take %2 GiB of it.</source>
        <translation>显存：一个 %1 GiB 的池，上下文之间没有限制；模型占用其中 %2 GiB。</translation>
    </message>
    <message>
        <source>Memory: every VM gets a fixed framebuffer; %1 of %2 GiB are handed out.</source>
        <translation>显存：每台虚拟机有固定的帧缓冲；已分出 %1 / %2 GiB。</translation>
    </message>
    <message>
        <source>Memory of one GPU: %1 GiB usable.</source>
        <translation>一块 GPU 的显存：可用 %1 GiB。</translation>
    </message>
    <message>
        <source>Over by %1 GiB!</source>
        <translation>超出 %1 GiB！</translation>
    </message>
    <message>
        <source>MPS clients</source>
        <translation>MPS 客户端</translation>
    </message>
    <message>
        <source>Virtual machines</source>
        <translation>虚拟机</translation>
    </message>
    <message>
        <source>Contexts, in turn order</source>
        <translation>上下文（按轮转顺序）</translation>
    </message>
    <message>
        <source>One GPU per tenant · GPUs: %1</source>
        <translation>每个租户一块 GPU · GPU 数：%1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……还有 %1 个</translation>
    </message>
    <message>
        <source>VM %1: %2</source>
        <translation>虚拟机 %1：%2</translation>
    </message>
    <message>
        <source>%1 of %2 GiB in use</source>
        <translation>已用 %1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 at start %2
Compute slices %3–%4 · memory slices %5–%6
%7 SMs · %8 GiB
Tenants: %9</source>
        <translation>%1，起点 %2
计算切片 %3–%4 · 显存切片 %5–%6
%7 个 SM · %8 GiB
租户：%9</translation>
    </message>
    <message>
        <source>The drawing spreads the %1 SMs evenly over the slices; this profile exposes %2 more SMs than its slices show (marked +%2).</source>
        <translation>图中把 %1 个 SM 平均分到各切片；这个规格实际开放的 SM 比切片中画出的多 %2 个（标为 +%2）。</translation>
    </message>
    <message>
        <source>SM %1 · compute slice %2</source>
        <translation>SM %1 · 计算切片 %2</translation>
    </message>
    <message>
        <source>SM %1</source>
        <translation>SM %1</translation>
    </message>
    <message>
        <source>Usable only while MIG is off: with MIG on, %1 exposes %2 of its %3 SMs.</source>
        <translation>仅在关闭 MIG 时可用：开启 MIG 后，%1 只开放 %3 个 SM 中的 %2 个。</translation>
    </message>
    <message>
        <source>Part of the one MPS pool: any client&apos;s kernels can run here, up to the client&apos;s cap.</source>
        <translation>属于唯一的 MPS 池：任何客户端的 kernel（核函数）都可以在这里运行，但不超过该客户端的上限。</translation>
    </message>
    <message>
        <source>With exclusive GPUs, every SM of the GPU belongs to one tenant.</source>
        <translation>独占 GPU 时，GPU 的每个 SM 都属于同一个租户。</translation>
    </message>
    <message>
        <source>The whole GPU belongs to one context at a time; the others wait for their turn.</source>
        <translation>同一时刻整块 GPU 只属于一个上下文；其他上下文等待轮到自己。</translation>
    </message>
    <message>
        <source>Inside %1&apos;s slices but not exposed: the profile gives %2 SMs.</source>
        <translation>位于 %1 的切片内但未开放：该规格只提供 %2 个 SM。</translation>
    </message>
    <message>
        <source>Free: a new GPU instance could use this compute slice.</source>
        <translation>空闲：新的 GPU 实例可以使用这个计算切片。</translation>
    </message>
    <message>
        <source>Stranded: no MIG profile can use this compute slice with the current layout (its memory slices are taken).</source>
        <translation>碎片：在当前布局下，没有任何 MIG 规格能用上这个计算切片（它对应的显存切片已被占用）。</translation>
    </message>
    <message>
        <source>Unusable with MIG on: %1 exposes %2 of its %3 SMs in MIG mode.</source>
        <translation>开启 MIG 后不可用：%1 在 MIG 模式下只开放 %3 个 SM 中的 %2 个。</translation>
    </message>
    <message>
        <source>Memory slice %1 · %2</source>
        <translation>显存切片 %1 · %2</translation>
    </message>
    <message>
        <source>Memory slice %1 · unused</source>
        <translation>显存切片 %1 · 未使用</translation>
    </message>
    <message>
        <source>Memory: %1 GiB usable</source>
        <translation>显存：可用 %1 GiB</translation>
    </message>
    <message>
        <source>Compute slice %1 · %2 SMs drawn</source>
        <translation>计算切片 %1 · 图中 %2 个 SM</translation>
    </message>
    <message>
        <source>%1 waiting · %2 running · %3 of %4 GiB</source>
        <translation>等待 %1 · 运行 %2 · %3 / %4 GiB</translation>
    </message>
    <message>
        <source>restarting</source>
        <translation>重启中</translation>
    </message>
    <message>
        <source>down</source>
        <translation>已停机</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>排空中</translation>
    </message>
    <message>
        <source>not served</source>
        <translation>未获服务</translation>
    </message>
    <message>
        <source>%1 waiting · %2 running</source>
        <translation>等待 %1 · 运行 %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>switching…</source>
        <translation>切换中…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>轮到 %1</translation>
    </message>
    <message>
        <source>nobody&apos;s turn</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>DRAM congested ×%1</source>
        <translation>DRAM 拥塞 ×%1</translation>
    </message>
    <message>
        <source>Fault! Contained in its instance</source>
        <translation>故障！被限制在所在实例内</translation>
    </message>
    <message>
        <source>Fault! Every tenant goes down</source>
        <translation>故障！所有租户一起停摆</translation>
    </message>
    <message>
        <source>DRAM congested ×%2 (inside %1&apos;s instance)</source>
        <translation>DRAM 拥塞 ×%2（%1 的实例内）</translation>
    </message>
    <message>
        <source>Drawn live: the GPU of %1</source>
        <translation>实时显示：%1 的 GPU</translation>
    </message>
    <message>
        <source>%1 wait · %2 run</source>
        <extracomment>Compact queue figures: waiting requests, then running ones (short words, no symbols).</extracomment>
        <translation>等 %1 · 跑 %2</translation>
    </message>
    <message>
        <source>%1: %2 requests waiting, %3 running</source>
        <translation>%1：%2 个请求等待，%3 个运行中</translation>
    </message>
    <message>
        <source>Memory slice %1: %2 % of the instance&apos;s memory in use</source>
        <translation>显存切片 %1：该实例已用显存 %2%</translation>
    </message>
    <message>
        <source>Memory: %1 slices of about %2 GB (own bandwidth, L2). Numbers: starts; %: in use.</source>
        <translation>显存：%1 个约 %2 GB 的显存切片，各带带宽和 L2。编号为起点，% 为已用显存。</translation>
    </message>
    <message>
        <source>Fault!</source>
        <translation>故障！</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>KV %1 GiB</source>
        <translation>KV %1 GiB</translation>
    </message>
    <message>
        <source>%1: KV cache %2 bytes (%3 GiB), growing by one token per request per step</source>
        <translation>%1：KV 缓存 %2 字节（%3 GiB），每一步每个请求增加一个 token</translation>
    </message>
    <message>
        <source>restart not finished when the run ended</source>
        <translation>运行结束时重启尚未完成</translation>
    </message>
    <message>
        <source>restart unfinished</source>
        <extracomment>Compact: the tenant was restarting when the run ended.</extracomment>
        <translation>重启未完成</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀</translation>
    </message>
    <message>
        <source>lognormal</source>
        <translation>对数正态</translation>
    </message>
    <message>
        <source>Fault! Only %1 goes down</source>
        <translation>故障！只有 %1 停机</translation>
    </message>
    <message>
        <source>Fault! Only %1 go down</source>
        <translation>故障！只有 %1 停机</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1（假定）</translation>
    </message>
    <message>
        <source>SM count</source>
        <translation>SM 数量</translation>
    </message>
    <message>
        <source>SMs with MIG on</source>
        <translation>开启 MIG 后的 SM 数</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>memory slices</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>Assumed %1: %2</source>
        <translation>假定的%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Each tenant has a GPU of its own: %1</source>
        <translation>每个租户独占一块 GPU：%1</translation>
    </message>
    <message>
        <source>MPS clients: %1</source>
        <translation>MPS 客户端：%1</translation>
    </message>
    <message>
        <source>Virtual machines: %1</source>
        <translation>虚拟机：%1</translation>
    </message>
    <message>
        <source>Contexts: %1</source>
        <translation>上下文：%1</translation>
    </message>
    <message>
        <source>an idle turn</source>
        <translation>空闲轮次</translation>
    </message>
    <message>
        <source>Not placed: %1</source>
        <translation>未放置：%1</translation>
    </message>
    <message>
        <source>compute %1 %</source>
        <translation>算力 %1%</translation>
    </message>
    <message>
        <source>quota %1 GiB</source>
        <translation>配额 %1 GiB</translation>
    </message>
    <message>
        <source>high priority</source>
        <translation>高优先级</translation>
    </message>
    <message>
        <source>Software slicing: %1 containers take turns on all %2 SMs</source>
        <translation>软件切分：%1 个容器轮流使用全部 %2 个 SM</translation>
    </message>
    <message>
        <source>The contexts take turns in %1 ms slices; each container has a compute share and a memory quota. A container whose token bucket is empty sleeps 10 ms, even while the SMs stand idle. Enforced by: %2.</source>
        <translation>各上下文按 %1 ms 的时间片轮流运行；每个容器有算力份额和显存配额。令牌桶空了的容器休眠 10 ms，即使 SM 空闲也一样。执行者：%2。</translation>
    </message>
    <message>
        <source>Containers (limits enforced by: %1): %2</source>
        <translation>容器（限额执行者：%1）：%2</translation>
    </message>
    <message>
        <source>Containers (compute share, memory quota), in turn order</source>
        <translation>容器（算力份额、显存配额），按轮转顺序</translation>
    </message>
    <message>
        <source>Memory: every container has a quota, checked at each allocation; %1 of %2 GiB are handed out.</source>
        <translation>显存：每个容器都有配额，每次分配时检查；%2 GiB 中已分出 %1 GiB。</translation>
    </message>
    <message>
        <source>Software slicing</source>
        <translation>软件切分</translation>
    </message>
    <message>
        <source>Software slicing: a compute share and memory quota per container</source>
        <translation>软件切分：按容器限定算力和显存</translation>
    </message>
    <message>
        <source>HAMi (throttled only beside an active peer)</source>
        <translation>HAMi（仅在有活跃同伴时限流）</translation>
    </message>
    <message>
        <source>hard limit</source>
        <translation>硬性上限</translation>
    </message>
    <message>
        <source>burst (idle compute usable)</source>
        <translation>突发（可使用空闲算力）</translation>
    </message>
    <message>
        <source>priority (high preempts low)</source>
        <translation>优先级（高优先级抢占低优先级）</translation>
    </message>
    <message>
        <source>KAI fractions</source>
        <translation>KAI 份额</translation>
    </message>
    <message>
        <source>nothing to enforce: a GPU of its own</source>
        <translation>无需执行：独占一块 GPU</translation>
    </message>
    <message>
        <source>hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>kernel module</source>
        <translation>操作系统内核模块</translation>
    </message>
    <message>
        <source>user-space hook (LD_PRELOAD)</source>
        <translation>用户态钩子（LD_PRELOAD）</translation>
    </message>
    <message>
        <source>bookkeeping only: nothing enforces it</source>
        <translation>仅记账：没有任何机制执行</translation>
    </message>
    <message>
        <source>Limits enforced by: %1</source>
        <translation>限额执行者：%1</translation>
    </message>
    <message>
        <source>asleep: bucket empty</source>
        <translation>休眠中：令牌桶已空</translation>
    </message>
    <message>
        <source>bucket empty</source>
        <translation>令牌桶已空</translation>
    </message>
    <message>
        <source>SMs idle: %1 sleeps on its token bucket</source>
        <translation>SM 空闲：%1 因令牌桶已空而休眠</translation>
    </message>
    <message>
        <source>no limiter now</source>
        <translation>限流器未启用</translation>
    </message>
    <message>
        <source>bucket %1 % full</source>
        <translation>令牌桶余量 %1%</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
</context>
<context>
    <name>gpuk::GpuWords</name>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假定</translation>
    </message>
    <message>
        <source>inferred</source>
        <translation>推断</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未核实</translation>
    </message>
    <message>
        <source>GPU SMs</source>
        <translation>GPU 的 SM 数</translation>
    </message>
    <message>
        <source>MIG SMs</source>
        <translation>MIG 模式下的 SM 数</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>memory slots</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>profile ID</source>
        <translation>规格 ID</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM 数</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>placements</source>
        <translation>放置位置</translation>
    </message>
    <message>
        <source>instance count</source>
        <translation>实例数上限</translation>
    </message>
    <message>
        <source>engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>What the fact files lack: &quot;SMs of 3g.90gb, 4g.90gb&quot;.</extracomment>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A figure and how far the fact files back it: &quot;42 (unverified)&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>gpuk::Inspector</name>
    <message>
        <source>Change MIG profile</source>
        <translation>更改 MIG 规格</translation>
    </message>
    <message>
        <source>Move MIG instance</source>
        <translation>移动 MIG 实例</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>属性面板</translation>
    </message>
    <message>
        <source>Nothing selected. Click a tenant on the GPU or in the tenant list to edit it here; drag a preset from the palette onto the GPU to add one.</source>
        <translation>未选中任何对象。在 GPU 上或租户列表中单击租户，即可在此编辑；从面板把预设拖到 GPU 上，即可添加租户。</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Shown on the GPU, in the lists and the charts</source>
        <translation>显示在 GPU、列表和图表中</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>What the tenant is; decides its icon and its cook in the kitchen view</source>
        <translation>租户是什么；决定它的图标以及厨房视图中的厨师</translation>
    </message>
    <message>
        <source>Arrival rate:</source>
        <translation>到达率：</translation>
    </message>
    <message>
        <source>Requests per second (mean). Backlog tenants always have work.</source>
        <translation>每秒请求数（平均）。积压型租户始终有任务。</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> 次/秒</translation>
    </message>
    <message>
        <source>Service time:</source>
        <translation>服务时间：</translation>
    </message>
    <message>
        <source>Mean solo time of one request on its SMs of an idle GPU</source>
        <translation>单个请求在空闲 GPU 上独占其 SM 时的平均耗时</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Latency SLO:</source>
        <translation>延迟 SLO：</translation>
    </message>
    <message>
        <source>p99 latency target; 0 = none</source>
        <translation>p99 延迟目标；0 = 无</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Model memory:</source>
        <translation>模型显存：</translation>
    </message>
    <message>
        <source>Resident while loaded (weights)</source>
        <translation>加载后常驻（权重）</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Per request:</source>
        <translation>每个请求：</translation>
    </message>
    <message>
        <source>Memory each in-flight request adds (KV cache, activations)</source>
        <translation>每个处理中的请求额外占用的显存（KV 缓存、激活值）</translation>
    </message>
    <message>
        <source>Batch slots:</source>
        <translation>批处理槽位：</translation>
    </message>
    <message>
        <source>Requests served at once; more wait in the queue</source>
        <translation>同时处理的请求数；多出的在队列中等待</translation>
    </message>
    <message>
        <source>SM width:</source>
        <translation>SM 宽度：</translation>
    </message>
    <message>
        <source>SMs one request can keep busy; 0 = all SMs</source>
        <translation>单个请求能占满的 SM 数；0 = 全部 SM</translation>
    </message>
    <message>
        <source> SMs</source>
        <translation> 个 SM</translation>
    </message>
    <message>
        <source>all SMs</source>
        <translation>全部 SM</translation>
    </message>
    <message>
        <source>Bandwidth share β:</source>
        <translation>带宽占比 β：</translation>
    </message>
    <message>
        <source>0–1: share of a request&apos;s solo time bound by DRAM bandwidth (drives the noisy-neighbour slowdown)</source>
        <translation>0–1：请求单独运行时间中受 DRAM 带宽限制的比例（决定嘈杂邻居造成的减速）</translation>
    </message>
    <message>
        <source>Trusted:</source>
        <translation>受信任：</translation>
    </message>
    <message>
        <source>Same trust domain as its neighbours</source>
        <translation>与邻居处于同一信任域</translation>
    </message>
    <message>
        <source>Restart time:</source>
        <translation>重启时间：</translation>
    </message>
    <message>
        <source>Time to come back after a fatal fault (reload the weights)</source>
        <translation>致命故障后恢复所需的时间（重新加载权重）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>MIG profile:</source>
        <translation>MIG 规格：</translation>
    </message>
    <message>
        <source>GPU-instance profile; only profiles that fit the layout can be chosen</source>
        <translation>GPU 实例规格；只能选择放得进当前布局的规格</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>起点：</translation>
    </message>
    <message>
        <source>Memory slot where the instance starts; legal starts only</source>
        <translation>实例起始的显存切片；仅限合法起点</translation>
    </message>
    <message>
        <source>MPS cap:</source>
        <translation>MPS 上限：</translation>
    </message>
    <message>
        <source>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: a cap on the SMs this client may use, not a reservation</source>
        <translation>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE：限制该客户端可用的 SM，而不是预留</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>vGPU profile:</source>
        <translation>vGPU 类型：</translation>
    </message>
    <message>
        <source>C-series profile of this VM; equal-size mode gives every VM the same profile</source>
        <translation>该虚拟机的 C 系列 vGPU 类型；等大小模式下每台虚拟机使用相同类型</translation>
    </message>
    <message>
        <source>Scheduler:</source>
        <translation>调度器：</translation>
    </message>
    <message>
        <source>How the vGPU scheduler shares time between the VMs</source>
        <translation>vGPU 调度器如何在各虚拟机之间分配时间</translation>
    </message>
    <message>
        <source>Time slice:</source>
        <translation>时间片：</translation>
    </message>
    <message>
        <source>Length of one turn on the GPU</source>
        <translation>每次轮到时占用 GPU 的时长</translation>
    </message>
    <message>
        <source>%1 has no MIG instance in this plan.</source>
        <translation>在此方案中，%1 没有 MIG 实例。</translation>
    </message>
    <message>
        <source>%1 runs in its own MIG instance (%2 GiB peak).</source>
        <translation>%1 运行在独占的 MIG 实例中（峰值 %2 GiB）。</translation>
    </message>
    <message>
        <source>%1 (%2 SMs, %3 GiB)</source>
        <translation>%1（%2 个 SM，%3 GiB）</translation>
    </message>
    <message>
        <source>memory slot %1</source>
        <translation>显存切片 %1</translation>
    </message>
    <message>
        <source>%1 is an MPS client: it shares every SM with the other clients.</source>
        <translation>%1 是 MPS 客户端：与其他客户端共享所有 SM。</translation>
    </message>
    <message>
        <source>%1 is not an MPS client in this plan.</source>
        <translation>在此方案中，%1 不是 MPS 客户端。</translation>
    </message>
    <message>
        <source>%1 runs in a VM (%2 GiB peak).</source>
        <translation>%1 运行在虚拟机中（峰值 %2 GiB）。</translation>
    </message>
    <message>
        <source>%1 has no VM in this plan.</source>
        <translation>在此方案中，%1 没有虚拟机。</translation>
    </message>
    <message>
        <source>driver default</source>
        <translation>驱动默认</translation>
    </message>
    <message>
        <source>%1 takes turns with every other context; the time slice is for all.</source>
        <translation>%1 与其他所有上下文轮流使用 GPU；时间片对所有上下文相同。</translation>
    </message>
    <message>
        <source>%1 has a whole GPU of its own.</source>
        <translation>%1 独占一整块 GPU。</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>运行时长：</translation>
    </message>
    <message>
        <source>Simulated seconds one run lasts; the run stops at its end</source>
        <translation>一次运行模拟的秒数；到时运行即停止</translation>
    </message>
    <message>
        <source>The chefs keep the old recipe: %1</source>
        <translation>厨师们保留原来的菜谱：%1</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <source>LLM serving</source>
        <translation>大模型服务</translation>
    </message>
    <message>
        <source>Prompt tokens:</source>
        <translation>提示 token：</translation>
    </message>
    <message>
        <source>Tokens of each request&apos;s prompt: fixed, uniform between a min and a max, or lognormal with a mean and a coefficient of variation</source>
        <translation>每个请求提示的 token 数：固定值、介于最小值和最大值之间的均匀分布，或给定均值和变异系数的对数正态分布</translation>
    </message>
    <message>
        <source>Output tokens:</source>
        <translation>输出 token：</translation>
    </message>
    <message>
        <source>Tokens each request generates, drawn like the prompt&apos;s</source>
        <translation>每个请求生成的 token 数，抽取方式与提示相同</translation>
    </message>
    <message>
        <source>Max batch:</source>
        <translation>最大批量：</translation>
    </message>
    <message>
        <source>Requests decoded together in one iteration; more wait in the queue</source>
        <translation>一次迭代中一起解码的请求数；更多的请求在队列中等待</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <source>The model&apos;s parameter count, from its published configuration</source>
        <translation>模型的参数量，来自其公开的配置</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> 十亿</translation>
    </message>
    <message>
        <source>Bytes per weight:</source>
        <translation>每个权重的字节数：</translation>
    </message>
    <message>
        <source>2 for fp16/bf16; about 0.5 to 0.7 for int4 with its scales (checkpoint bytes / parameters)</source>
        <translation>fp16/bf16 为 2；带缩放因子的 int4 约为 0.5 到 0.7（检查点字节数 / 参数量）</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>KV bytes per value:</source>
        <translation>每个 KV 值的字节数：</translation>
    </message>
    <message>
        <source>KV cache precision: 2 for fp16, 1 for fp8</source>
        <translation>KV 缓存精度：fp16 为 2，fp8 为 1</translation>
    </message>
    <message>
        <source>Prefill per token:</source>
        <translation>每 token 预填充：</translation>
    </message>
    <message>
        <source>Compute per prompt token on the whole GPU; decoding a token costs the same compute</source>
        <translation>整块 GPU 上每个提示 token 的计算时间；解码一个 token 的计算量相同</translation>
    </message>
    <message>
        <source>min </source>
        <translation>最小 </translation>
    </message>
    <message>
        <source>mean </source>
        <translation>平均 </translation>
    </message>
    <message>
        <source>max </source>
        <translation>最大 </translation>
    </message>
    <message>
        <source>cv </source>
        <translation>变异系数 </translation>
    </message>
    <message>
        <source>%1 has no container in this plan.</source>
        <translation>%1 在此方案中没有容器。</translation>
    </message>
    <message>
        <source>%1 runs in a container with %2 % of the compute and a %3 GiB memory quota (%4, %5 policy); limits enforced by: %6.</source>
        <translation>%1 运行在一个容器中，有 %2% 的算力和 %3 GiB 的显存配额（%4，%5 策略）；限额执行者：%6。</translation>
    </message>
    <message>
        <source>The team&apos;s own gauge (nvidia-smi in its container) versus the truth:</source>
        <translation>这支团队自己的仪表（容器内的 nvidia-smi）与实际情况对比：</translation>
    </message>
    <message>
        <source>nvidia-smi inside the container versus the truth:</source>
        <translation>容器内的 nvidia-smi 与实际情况对比：</translation>
    </message>
    <message>
        <source>GPU-Util %1 %: the whole GPU&apos;s, because HAMi-core passes nvmlDeviceGetUtilizationRates through to the driver.</source>
        <translation>GPU-Util %1%：这是整块 GPU 的利用率，因为 HAMi-core 把 nvmlDeviceGetUtilizationRates 直接转给驱动。</translation>
    </message>
    <message>
        <source>Memory-Usage %1 MiB / %2 MiB: its own use against its quota (the hook virtualises memory).</source>
        <translation>Memory-Usage %1 MiB / %2 MiB：它自己的用量对比它的配额（钩子把显存虚拟化了）。</translation>
    </message>
    <message>
        <source>The truth: %1 holds %2 % of the SMs (its own share), so GPU-Util overstates it by %3 points.</source>
        <translation>实际情况：%1 占用 %2% 的 SM（它自己的份额），所以 GPU-Util 把它高估了 %3 个百分点。</translation>
    </message>
    <message>
        <source>GPU-Util: the whole GPU&apos;s, because HAMi-core passes nvmlDeviceGetUtilizationRates through to the driver.</source>
        <translation>GPU-Util：这是整块 GPU 的利用率，因为 HAMi-core 把 nvmlDeviceGetUtilizationRates 直接转给驱动。</translation>
    </message>
    <message>
        <source>Memory-Usage: its own use against its quota of %1 MiB (the hook virtualises memory).</source>
        <translation>Memory-Usage：它自己的用量对比它 %1 MiB 的配额（钩子把显存虚拟化了）。</translation>
    </message>
    <message>
        <source>The truth, its own share of the SMs, shows once the simulation runs.</source>
        <translation>实际情况（它自己占用的 SM 份额）在模拟运行后显示。</translation>
    </message>
    <message>
        <source>Read in HAMi-core&apos;s source; what %1 shows inside a container is not known here.</source>
        <translation>以上读自 HAMi-core 的源码；%1 在容器内显示什么，这里不得而知。</translation>
    </message>
    <message>
        <source>Limits enforced by:</source>
        <translation>限额执行者：</translation>
    </message>
    <message>
        <source>Who stops this tenant from taking more than its limit under the shown plan</source>
        <translation>在当前方案下，由谁阻止这个租户超出它的限额</translation>
    </message>
    <message>
        <source>Compute share:</source>
        <translation>算力份额：</translation>
    </message>
    <message>
        <source>nvidia.com/gpucores: the share of the GPU&apos;s compute this container&apos;s limiter allows</source>
        <translation>nvidia.com/gpucores：这个容器的限流器允许它使用的 GPU 算力份额</translation>
    </message>
    <message>
        <source>Memory quota:</source>
        <translation>显存配额：</translation>
    </message>
    <message>
        <source>nvidia.com/gpumem: the memory this container may allocate; the hook refuses more</source>
        <translation>nvidia.com/gpumem：这个容器可以分配的显存；超出部分由钩子拒绝</translation>
    </message>
    <message>
        <source>Priority:</source>
        <translation>优先级：</translation>
    </message>
    <message>
        <source>nvidia.com/priority: a high-priority container holds back the low ones under the priority policy</source>
        <translation>nvidia.com/priority：在优先级策略下，高优先级容器会压住低优先级容器</translation>
    </message>
    <message>
        <source>0 (high)</source>
        <translation>0（高）</translation>
    </message>
    <message>
        <source>1 (low)</source>
        <translation>1（低）</translation>
    </message>
    <message>
        <source>Product:</source>
        <translation>产品：</translation>
    </message>
    <message>
        <source>Which software enforces the shares: its steps, its policies and who enforces them</source>
        <translation>由哪个软件执行份额：它的粒度、它的策略以及由谁执行</translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation>策略：</translation>
    </message>
    <message>
        <source>How the limiter holds a container back (for every container)</source>
        <translation>限流器如何压住一个容器（对所有容器生效）</translation>
    </message>
</context>
<context>
    <name>gpuk::KitchenPainter</name>
    <message>
        <source>One pot per chef (exclusive)</source>
        <translation>一人包场（独占）</translation>
    </message>
    <message>
        <source>Private rooms (MIG)</source>
        <translation>包间（MIG）</translation>
    </message>
    <message>
        <source>Open stove (MPS)</source>
        <translation>开放式灶台（MPS）</translation>
    </message>
    <message>
        <source>Food-court stalls (vGPU)</source>
        <translation>美食广场档口（vGPU）</translation>
    </message>
    <message>
        <source>Taking turns (time-slicing)</source>
        <translation>轮流掌勺（时间片轮转）</translation>
    </message>
    <message>
        <source>Exclusive: one kitchen per chef team</source>
        <translation>独占：每个厨师团队一间厨房</translation>
    </message>
    <message>
        <source>MIG: private rooms with welded walls</source>
        <translation>MIG：隔墙焊死的包间</translation>
    </message>
    <message>
        <source>MPS: one open stove, shared smoke</source>
        <translation>MPS：一个开放式灶台，油烟共享</translation>
    </message>
    <message>
        <source>vGPU: food-court stalls with a timetable and rent</source>
        <translation>vGPU：有时间表、要交租金的档口</translation>
    </message>
    <message>
        <source>Time-slicing: the teams take turns at one stove</source>
        <translation>时间片轮转：各团队轮流使用同一个灶台</translation>
    </message>
    <message>
        <source>(unknown team)</source>
        <translation>（未知团队）</translation>
    </message>
    <message>
        <source>(nobody yet)</source>
        <translation>（还没有人）</translation>
    </message>
    <message>
        <source>Stall room %1</source>
        <translation>档口 %1</translation>
    </message>
    <message>
        <source>Private room %1</source>
        <translation>包间 %1</translation>
    </message>
    <message>
        <source>may light %1 % ≈ %2 burners</source>
        <translation>最多点燃 %1% ≈ %2 个灶眼</translation>
    </message>
    <message>
        <source>may light every burner</source>
        <translation>可点燃所有灶眼</translation>
    </message>
    <message>
        <source>shelf ≤ %1 GB</source>
        <translation>储物架 ≤ %1 GB</translation>
    </message>
    <message>
        <source>model %1 GB</source>
        <translation>模型 %1 GB</translation>
    </message>
    <message>
        <source>%1 (unknown stall size)</source>
        <translation>%1（未知档口规格）</translation>
    </message>
    <message>
        <source>%1 · a walled stall (MIG %2)</source>
        <translation>%1 · 带隔墙的档口（MIG %2）</translation>
    </message>
    <message>
        <source>%1 · rents %2 GB of shelf</source>
        <translation>%1 · 租用 %2 GB 储物架</translation>
    </message>
    <message>
        <source>model %1 GB · serve within %2 ms</source>
        <translation>模型 %1 GB · %2 ms 内上菜</translation>
    </message>
    <message>
        <source>burner under a lid: the room&apos;s size does not use it</source>
        <translation>盖住的灶眼：包间规格用不上它</translation>
    </message>
    <message>
        <source>boarded-up burners: no room fits there with this layout</source>
        <translation>封板的灶眼：当前布局下放不下任何包间</translation>
    </message>
    <message>
        <source>free burners: a new private room could go here</source>
        <translation>空闲灶眼：可以在这里新开一个包间</translation>
    </message>
    <message>
        <source>burners lost when the walls go in (MIG on)</source>
        <translation>砌墙后损失的灶眼（开启 MIG）</translation>
    </message>
    <message>
        <source>empty pantry shelf</source>
        <translation>空储物架</translation>
    </message>
    <message>
        <source>vGPU: stalls behind welded walls (MIG-backed)</source>
        <translation>vGPU：隔墙焊死的档口（基于 MIG）</translation>
    </message>
    <message>
        <source>Gas meter: %1 % of the burners lit</source>
        <translation>燃气表：%1% 的灶眼已点燃</translation>
    </message>
    <message>
        <source>Kitchen: %1 · %2 burners (SMs) · %3 GB pantry (memory)</source>
        <translation>厨房：%1 · %2 个灶眼（SM）· %3 GB 储物架（显存）</translation>
    </message>
    <message>
        <source>Gas: %1 %</source>
        <translation>燃气：%1%</translation>
    </message>
    <message>
        <source>%1 burners</source>
        <translation>%1 个灶眼</translation>
    </message>
    <message>
        <source>lost when the walls go in</source>
        <translation>砌墙后损失</translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation>包间 %1</translation>
    </message>
    <message>
        <source>%1 burners · %2 GB</source>
        <translation>%1 个灶眼 · %2 GB</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>boarded up</source>
        <translation>已封板</translation>
    </message>
    <message>
        <source>no room fits here</source>
        <translation>这里放不下包间</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>These private rooms do not fit in this kitchen (%1). The problems list says why.</source>
        <translation>这些包间放不进这间厨房（%1），原因见问题列表。</translation>
    </message>
    <message>
        <source>No private rooms yet: every burner is free.</source>
        <translation>还没有包间：所有灶眼都空闲。</translation>
    </message>
    <message>
        <source>Open stove (MPS): %1 burners, %2 chef teams cooking side by side</source>
        <translation>开放式灶台（MPS）：%1 个灶眼，%2 个厨师团队并肩做菜</translation>
    </message>
    <message>
        <source>No walls: every team lights burners at the same stove. A cap limits how many a team may light; it reserves none. Smoke = interference: the teams share the air, the pass and the pantry.</source>
        <translation>没有隔墙：所有团队都在同一个灶台上点火。上限只限制一个团队最多能点燃多少灶眼，并不预留任何灶眼。油烟 = 干扰：各团队共享空气、传菜通道和储物架。</translation>
    </message>
    <message>
        <source>Food-court stalls (vGPU): %1 stalls take turns at all %2 burners</source>
        <translation>美食广场档口（vGPU）：%1 个档口轮流使用全部 %2 个灶眼</translation>
    </message>
    <message>
        <source>Each stall rents its own pantry shelf and cooks in its %1 ms slot of the timetable. The landlord&apos;s rent (virtualisation) adds about %2 % to every order.</source>
        <translation>每个档口租一块自己的储物架，在时间表上自己的 %1 ms 时段里做菜。房租（虚拟化开销）让每份订单多花约 %2&#xa0;%。</translation>
    </message>
    <message>
        <source>Taking turns (time-slicing): %1 chef teams share all %2 burners, one team at a time</source>
        <translation>轮流掌勺（时间片轮转）：%1 个厨师团队共用全部 %2 个灶眼，每次只轮到一个团队</translation>
    </message>
    <message>
        <source>One team has the whole stove for %1 ms, then the next. No fences in the pantry, and one kitchen fire stops every team.</source>
        <translation>一个团队独占整个灶台 %1 ms，然后换下一个。储物架之间没有隔栏，一处厨房着火，所有团队都得停工。</translation>
    </message>
    <message>
        <source>One pot per chef (exclusive): every team gets a whole kitchen like this one</source>
        <translation>一人包场（独占）：每个团队都拿到一整间这样的厨房</translation>
    </message>
    <message>
        <source>Kitchens in total: %1. No smoke from the neighbours, but most burners stay cold.</source>
        <translation>共 %1 间厨房。没有邻居的油烟，但大多数灶眼一直冷着。</translation>
    </message>
    <message>
        <source>%1 cannot be split into private rooms (no MIG)</source>
        <translation>%1 无法隔成包间（不支持 MIG）</translation>
    </message>
    <message>
        <source>The pass (memory bandwidth, %1 GB/s): every dish goes between stove and pantry here</source>
        <translation>传菜通道（显存带宽，%1 GB/s）：每道菜都经这里往返于灶台和储物架</translation>
    </message>
    <message>
        <source>The pass is crowded: cooking %1× slower</source>
        <translation>传菜通道拥挤：做菜耗时变为 %1 倍</translation>
    </message>
    <message>
        <source>The pass: %1 of %2 GB/s</source>
        <translation>传菜通道：%1 / %2 GB/s</translation>
    </message>
    <message>
        <source>Stall timetable, %1 ms a turn:</source>
        <translation>档口时间表，每轮 %1 ms：</translation>
    </message>
    <message>
        <source>Timetable, %1 ms a turn:</source>
        <translation>时间表，每轮 %1 ms：</translation>
    </message>
    <message>
        <source>Changing teams…</source>
        <translation>换班中…</translation>
    </message>
    <message>
        <source>Cooking now: %1</source>
        <translation>正在做菜：%1</translation>
    </message>
    <message>
        <source>Stove free</source>
        <translation>灶台空闲</translation>
    </message>
    <message>
        <source>empty shelf</source>
        <translation>空架子</translation>
    </message>
    <message>
        <source>Pantry: %1 shelves of about %2 GB; every room has its own shelves and pass. Full jars = memory in use.</source>
        <translation>储物架：%1 个，每个约 %2 GB；每个包间有自己的储物架和传菜通道。满罐子 = 已用显存。</translation>
    </message>
    <message>
        <source>Figures = waiting guests.</source>
        <translation>小人 = 等位的客人。</translation>
    </message>
    <message>
        <source>Pantry: one open store of %1 GB for every team; their models fill %2 GB of it.</source>
        <translation>储物架：所有团队共用一个 %1 GB 的开放储物架；他们的模型占了其中 %2 GB。</translation>
    </message>
    <message>
        <source>Pantry: one store of %1 GB with no fences between the teams; their models fill %2 GB.</source>
        <translation>储物架：一个 %1 GB 的储物架，团队之间没有隔栏；模型占了 %2 GB。</translation>
    </message>
    <message>
        <source>Pantry: every stall rents a fixed shelf (coloured lids); %1 of %2 GB are rented out, full jars are in use.</source>
        <translation>储物架：每个档口租一块固定的储物架（彩色盖子）；已租出 %1 / %2 GB，满罐子表示正在使用。</translation>
    </message>
    <message>
        <source>Pantry of one kitchen: %1 GB.</source>
        <translation>一间厨房的储物架：%1 GB。</translation>
    </message>
    <message>
        <source>Overfull by %1 GB!</source>
        <translation>超出 %1 GB，放不下了！</translation>
    </message>
    <message>
        <source>Chef teams at the open stove</source>
        <translation>开放式灶台边的厨师团队</translation>
    </message>
    <message>
        <source>Food-court stalls (one VM each)</source>
        <translation>美食广场档口（每个一台虚拟机）</translation>
    </message>
    <message>
        <source>Chef teams, in turn order</source>
        <translation>厨师团队（按轮班顺序）</translation>
    </message>
    <message>
        <source>One kitchen per chef team · kitchens: %1</source>
        <translation>每个厨师团队一间厨房 · 厨房数：%1</translation>
    </message>
    <message>
        <source>%1 · figures: waiting guests</source>
        <translation>%1 · 小人：等位的客人</translation>
    </message>
    <message>
        <source>… and %1 more teams</source>
        <translation>……还有 %1 个团队</translation>
    </message>
    <message>
        <source>Stall %1: %2</source>
        <translation>档口 %1：%2</translation>
    </message>
    <message>
        <source>all %1 burners</source>
        <translation>全部 %1 个灶眼</translation>
    </message>
    <message>
        <source>%1 · %2 guests waiting</source>
        <translation>%1 · %2 位客人等位</translation>
    </message>
    <message>
        <source>pantry: %1 of %2 GB in use</source>
        <translation>储物架：已用 %1 / %2 GB</translation>
    </message>
    <message>
        <source>Kitchen fire! %1 restarting</source>
        <translation>厨房着火！%1 正在重启</translation>
    </message>
    <message>
        <source>%1, door at %2
Stove sections %3–%4 · pantry shelves %5–%6
%7 burners · %8 GB of pantry
Chef teams: %9
Welded walls: the neighbours&apos; smoke, pass and fires stay outside.</source>
        <translation>%1，门开在 %2 号位
灶区 %3–%4 · 储物架 %5–%6
%7 个灶眼 · %8 GB 储物架
厨师团队：%9
焊死的隔墙：邻居的油烟、传菜通道和厨房着火都挡在墙外。</translation>
    </message>
    <message>
        <source>The drawing spreads the %1 burners evenly; this room really has %2 more burners than it shows (+%2).</source>
        <translation>图中把 %1 个灶眼平均画开；这个包间实际比图中多 %2 个灶眼（+%2）。</translation>
    </message>
    <message>
        <source>Burner %1 (SM) · stove section %2</source>
        <translation>灶眼 %1（SM）· 灶区 %2</translation>
    </message>
    <message>
        <source>Burner %1 (SM)</source>
        <translation>灶眼 %1（SM）</translation>
    </message>
    <message>
        <source>Usable only without walls: with MIG on, %1 keeps %2 of its %3 burners.</source>
        <translation>仅在不砌墙时可用：开启 MIG 后，%1 的 %3 个灶眼只保留 %2 个。</translation>
    </message>
    <message>
        <source>Part of the one open stove: any team may light it, up to its cap.</source>
        <translation>属于唯一的开放式灶台：任何团队都可以点燃它，直到达到该团队的上限。</translation>
    </message>
    <message>
        <source>One pot per chef: every burner of this kitchen belongs to one team.</source>
        <translation>一人包场：这间厨房的每个灶眼都属于同一个团队。</translation>
    </message>
    <message>
        <source>The whole stove belongs to one team at a time; the others wait for their turn.</source>
        <translation>同一时刻整个灶台只属于一个团队；其他团队等待轮到自己。</translation>
    </message>
    <message>
        <source>Inside %1 but under a lid: that room size uses %2 burners.</source>
        <translation>位于 %1 内但被盖住：这种包间规格只用 %2 个灶眼。</translation>
    </message>
    <message>
        <source>Free: a new private room could use this stove section.</source>
        <translation>空闲：新的包间可以使用这个灶区。</translation>
    </message>
    <message>
        <source>Boarded up: no room size fits this stove section with the current layout (its pantry shelves are taken).</source>
        <translation>已封板：在当前布局下没有任何包间规格能用上这个灶区（它对应的储物架已被占用）。</translation>
    </message>
    <message>
        <source>Boarded up when the walls go in: with MIG on, %1 keeps %2 of its %3 burners.</source>
        <translation>砌墙后被封板：开启 MIG 后，%1 的 %3 个灶眼只保留 %2 个。</translation>
    </message>
    <message>
        <source>Lit now by %1.</source>
        <translation>正由 %1 点燃。</translation>
    </message>
    <message>
        <source>Cold now.</source>
        <translation>目前未点火。</translation>
    </message>
    <message>
        <source>Pantry shelf %1 · %2</source>
        <translation>储物架 %1 · %2</translation>
    </message>
    <message>
        <source>Pantry shelf %1 · empty</source>
        <translation>储物架 %1 · 空</translation>
    </message>
    <message>
        <source>Pantry: %1 GB, reached through the pass (%2 GB/s)</source>
        <translation>储物架：%1 GB，经传菜通道（%2 GB/s）取用</translation>
    </message>
    <message>
        <source>Stove section %1 · %2 burners drawn</source>
        <translation>灶区 %1 · 图中画了 %2 个灶眼</translation>
    </message>
    <message>
        <source>Chef team: %1</source>
        <translation>厨师团队：%1</translation>
    </message>
    <message>
        <source>Waiting guests (orders in the queue): %1</source>
        <translation>等位的客人（排队中的订单）：%1</translation>
    </message>
    <message>
        <source>Red shelves: the pass inside %1&apos;s room is crowded, cooking %2× slower.</source>
        <translation>红框储物架：%1 的包间里传菜通道拥挤，做菜耗时变为 %2 倍。</translation>
    </message>
    <message>
        <source>Kitchen fire!</source>
        <translation>厨房着火！</translation>
    </message>
    <message>
        <source>Fire!</source>
        <translation>着火！</translation>
    </message>
    <message>
        <source>%1: notes on its open orders (KV cache) %2 bytes (%3 GB), one more slip per word served</source>
        <translation>%1：未完成订单的记录（KV 缓存）%2 字节（%3 GB），每上一个字就多一张纸条</translation>
    </message>
    <message>
        <source>free burners: a new room fits</source>
        <translation>空闲灶眼：可新开包间</translation>
    </message>
    <message>
        <source>lost to the walls: no room reaches them</source>
        <translation>因砌墙损失：没有包间够得着</translation>
    </message>
    <message>
        <source>Jars of slips = KV cache: a slip per word served, emptied when the order leaves.</source>
        <translation>纸条罐 = KV 缓存：每上一个字多一张纸条，订单出餐后清空。</translation>
    </message>
    <message>
        <source>gas meter %1 %</source>
        <translation>计量表 %1%</translation>
    </message>
    <message>
        <source>shelf %1 GB</source>
        <translation>储物架 %1 GB</translation>
    </message>
    <message>
        <source>served first</source>
        <translation>优先上菜</translation>
    </message>
    <message>
        <source>Gas meters (software slicing): %1 chef teams take turns at all %2 burners</source>
        <translation>计量燃气（软件切分）：%1 组厨师轮流使用全部 %2 个灶眼</translation>
    </message>
    <message>
        <source>One team at a time has the stove for %1 ms, and each pays into its own gas meter. An empty meter shuts the team&apos;s valve for 10 ms, even when the stove stands free. Who reads the meters: %2.</source>
        <translation>每次只有一组厨师使用灶台 %1 ms，每组都有自己的燃气计量表。计量表用完就关上该组的阀门 10 ms，即使灶台空着也一样。谁来查表：%2。</translation>
    </message>
    <message>
        <source>Chef teams and their gas meters, in turn order</source>
        <translation>厨师团队及其计量表，按轮流顺序</translation>
    </message>
    <message>
        <source>Pantry: every team has a shelf quota (coloured lids), checked at each jar it takes; %1 of %2 GB are handed out.</source>
        <translation>储物间：每个团队都有储物架配额（彩色盖子），每拿一罐都要检查；%2 GB 中已分出 %1 GB。</translation>
    </message>
    <message>
        <source>Gas meters (software slicing)</source>
        <translation>计量燃气（软件切分）</translation>
    </message>
    <message>
        <source>Software slicing: one stove, each team&apos;s gas metered; an empty meter shuts its valve</source>
        <translation>软件切分：一口灶台，燃气按组计量</translation>
    </message>
    <message>
        <source>nobody: a kitchen of its own</source>
        <translation>无人：独占一个厨房</translation>
    </message>
    <message>
        <source>welded walls (hardware)</source>
        <translation>焊死的墙（硬件）</translation>
    </message>
    <message>
        <source>the landlord (driver)</source>
        <translation>房东（驱动）</translation>
    </message>
    <message>
        <source>a valve in the gas main (kernel module)</source>
        <translation>燃气总管上的阀门（操作系统内核模块）</translation>
    </message>
    <message>
        <source>a meter on each team&apos;s own pipe (user-space hook)</source>
        <translation>装在每组自家管道上的计量表（用户态钩子）</translation>
    </message>
    <message>
        <source>nobody: only written in the booking list</source>
        <translation>无人：只记在预订单上</translation>
    </message>
    <message>
        <source>Who holds the limits: %1</source>
        <translation>谁守住限额：%1</translation>
    </message>
    <message>
        <source>valve shut: meter empty</source>
        <translation>阀门已关：计量表已空</translation>
    </message>
    <message>
        <source>meter empty</source>
        <translation>计量表已空</translation>
    </message>
    <message>
        <source>Stove free, valve shut: %1 waits for its gas meter</source>
        <translation>灶台空着，阀门关着：%1 在等它的计量表</translation>
    </message>
    <message>
        <source>meter not running</source>
        <translation>计量表未计量</translation>
    </message>
    <message>
        <source>gas meter %1 % full</source>
        <translation>计量表余量 %1%</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Stove free, valve shut</source>
        <translation>灶台空着，阀门关着</translation>
    </message>
</context>
<context>
    <name>gpuk::LegendDialog</name>
    <message>
        <source>A cold burner: an SM nobody cooks on right now.</source>
        <translation>冷的灶眼：此刻没人在上面做菜的 SM。</translation>
    </message>
    <message>
        <source>An SM cell, grey or blue: an SM no tenant runs on right now.</source>
        <translation>灰色或蓝色的 SM 格子：此刻没有租户在上面运行的 SM。</translation>
    </message>
    <message>
        <source>A flame in a chef team&apos;s colour: that team&apos;s work runs on this SM.</source>
        <translation>一组厨师颜色的火焰：这组厨师的工作正在这个 SM 上运行。</translation>
    </message>
    <message>
        <source>An SM cell in a tenant&apos;s colour: the tenant&apos;s work runs on this SM (in MIG: its instance owns it).</source>
        <translation>租户颜色的 SM 格子：该租户的工作在这个 SM 上运行（MIG 下：它的实例拥有这个 SM）。</translation>
    </message>
    <message>
        <source>The dashed outline of a burner: a free place, no private room built here yet.</source>
        <translation>灶眼的虚线轮廓：空闲的位置，这里还没有建包间。</translation>
    </message>
    <message>
        <source>A pale cell with a dashed edge: a free SM slice, no instance placed here yet.</source>
        <translation>虚线边的浅色格子：空闲的 SM 切片，这里还没有放实例。</translation>
    </message>
    <message>
        <source>Burners boarded up in amber: stranded by the layout, no room can use them.</source>
        <translation>用琥珀色木板封死的灶眼：布局留下的碎片，没有包间能用。</translation>
    </message>
    <message>
        <source>Amber hatching: SMs stranded by the layout, no instance can use them.</source>
        <translation>琥珀色斜线：布局留下的碎片 SM，没有实例能用。</translation>
    </message>
    <message>
        <source>Burners boarded up in wood: lost by turning on MIG at all.</source>
        <translation>用木板封死的灶眼：一开启 MIG 就失去的。</translation>
    </message>
    <message>
        <source>Grey cross-hatching: SMs lost by turning on MIG at all.</source>
        <translation>灰色交叉线：一开启 MIG 就失去的 SM。</translation>
    </message>
    <message>
        <source>A lid in the room&apos;s colour: a burner of the room its size does not let it use.</source>
        <translation>包间颜色的锅盖：包间里有、但按其大小不让用的灶眼。</translation>
    </message>
    <message>
        <source>Hatching in the instance&apos;s colour: an SM of the instance its profile does not expose.</source>
        <translation>实例颜色的斜线：实例里有、但其规格不开放的 SM。</translation>
    </message>
    <message>
        <source>A full jar on a pantry shelf: memory a team holds.</source>
        <translation>储物架上装满的罐子：一组厨师占用的显存。</translation>
    </message>
    <message>
        <source>A memory slot filling in the tenant&apos;s colour: the share of its memory in use.</source>
        <translation>以租户颜色填充的显存槽位：它的显存中正在使用的部分。</translation>
    </message>
    <message>
        <source>An empty shelf: memory no private room owns.</source>
        <translation>空的储物架：不属于任何包间的显存。</translation>
    </message>
    <message>
        <source>A hatched slot with a dashed edge: memory no instance owns.</source>
        <translation>虚线边的斜线槽位：不属于任何实例的显存。</translation>
    </message>
    <message>
        <source>A jar of paper slips: an LLM&apos;s notes on its open orders (its KV cache).</source>
        <translation>装着纸条的罐子：大模型记录未完成订单的笔记（它的 KV 缓存）。</translation>
    </message>
    <message>
        <source>A lighter band marked KV: the part of the memory in use that is an LLM&apos;s KV cache.</source>
        <translation>标着 KV 的浅色带：正在使用的显存中属于大模型 KV 缓存的部分。</translation>
    </message>
    <message>
        <source>Guests waiting at the door: requests in the queue.</source>
        <translation>门口等着的客人：队列里的请求。</translation>
    </message>
    <message>
        <source>Small bars beside a tenant&apos;s name: one per waiting request, + when there are more.</source>
        <translation>租户名字旁的小竖条：每个等待的请求一条，更多时显示 +。</translation>
    </message>
    <message>
        <source>A kitchen fire: a fault, over everyone it takes down (its blast radius).</source>
        <translation>厨房着火：一次故障，火烧到它拖垮的每一个人（故障影响范围）。</translation>
    </message>
    <message>
        <source>An orange flash: a fault, over everyone it takes down (its blast radius); only a ring when the GPU keeps running.</source>
        <translation>橙色闪光：一次故障，覆盖它拖垮的每一个人（故障影响范围）；GPU 仍在运行时只是一圈火环。</translation>
    </message>
    <message>
        <source>Brick walls: a private room (a GPU instance), its burners rimmed in the team&apos;s colour.</source>
        <translation>砖墙：一个包间（GPU 实例），里面的灶眼镶着这组厨师的颜色。</translation>
    </message>
    <message>
        <source>Thick walls in a tenant&apos;s colour: a GPU instance with its own SMs and memory slices.</source>
        <translation>租户颜色的厚墙：一个有自己 SM 和显存切片的 GPU 实例。</translation>
    </message>
    <message>
        <source>One open stove: any team may light any burner, up to its cap.</source>
        <translation>一个开放式灶台：任何一组厨师都能点任何灶眼，直到它的上限。</translation>
    </message>
    <message>
        <source>A dashed fence around the SMs: the one MPS pool, any client up to its cap.</source>
        <translation>围着 SM 的虚线栅栏：唯一的 MPS 资源池，每个客户端最多用到它的上限。</translation>
    </message>
    <message>
        <source>An apron in a team&apos;s colour: a chef team (an MPS client) at the open stove.</source>
        <translation>一组厨师颜色的围裙：开放式灶台前的一组厨师（一个 MPS 客户端）。</translation>
    </message>
    <message>
        <source>A square in a tenant&apos;s colour: an MPS client in the legend.</source>
        <translation>租户颜色的方块：图例中的一个 MPS 客户端。</translation>
    </message>
    <message>
        <source>The stove in one team&apos;s colour: its turn (its time slice); the others wait.</source>
        <translation>灶台是一组厨师的颜色：轮到它（它的时间片），其他组等着。</translation>
    </message>
    <message>
        <source>Blocks in tenants&apos; colours: the rotation of turns (time slices); hatched: a turn nobody takes.</source>
        <translation>租户颜色的方块：轮转的顺序（时间片）；斜线：没人用的一轮。</translation>
    </message>
    <message>
        <source>A striped awning: a food-court stall, one virtual machine.</source>
        <translation>条纹遮阳篷：美食广场的一个档口，一台虚拟机。</translation>
    </message>
    <message>
        <source>A square in a tenant&apos;s colour: a virtual machine in the legend.</source>
        <translation>租户颜色的方块：图例中的一台虚拟机。</translation>
    </message>
    <message>
        <source>A gas meter: how much of its share a team has left (its token bucket).</source>
        <translation>燃气表：一组厨师的份额还剩多少（它的令牌桶）。</translation>
    </message>
    <message>
        <source>A bar filling in the tenant&apos;s colour: its token bucket, how much of its share is left.</source>
        <translation>以租户颜色填充的条：它的令牌桶，份额还剩多少。</translation>
    </message>
    <message>
        <source>A red meter and a shut valve: the team waits for its meter, even with burners free.</source>
        <translation>红色的表和关着的阀门：这组厨师在等燃气表，即使有空灶眼也一样。</translation>
    </message>
    <message>
        <source>A red bar and a pause mark: the container is throttled, it waits even with SMs idle.</source>
        <translation>红色的条和暂停符号：容器被限流，即使 SM 闲着也要等。</translation>
    </message>
    <message>
        <source>A small kitchen with one big pot: a whole GPU for one team.</source>
        <translation>有一口大锅的小厨房：一整块 GPU 归一组厨师。</translation>
    </message>
    <message>
        <source>A small GPU in a tenant&apos;s colour: a whole GPU for one tenant.</source>
        <translation>租户颜色的小 GPU：一整块 GPU 归一个租户。</translation>
    </message>
    <message>
        <source>Parts every mode shows</source>
        <translation>各模式都有的部分</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Kitchen</source>
        <translation>厨房</translation>
    </message>
    <message>
        <source>Technical</source>
        <translation>技术</translation>
    </message>
    <message>
        <source>A sign over each private room: its size (a MIG profile such as 2g.10gb), its chef team, its burners and pantry; a note over each stretch no room covers says whether a new room still fits there.</source>
        <translation>每个包间上方的招牌：它的大小（一个 MIG 规格，例如 2g.10gb）、它的厨师团队、灶眼和储物架；没有包间覆盖的区域上方的说明写着那里是否还能再开一个包间。</translation>
    </message>
    <message>
        <source>The pass between the stove and the pantry: how fast ingredients reach the burners (memory bandwidth). Red shelves: a room&apos;s pass is crowded, and its team cooks that many times slower.</source>
        <translation>灶台与储物架之间的传菜通道：食材送到灶眼有多快（显存带宽）。红框储物架：该包间的传菜通道拥挤，团队做菜要慢相应的倍数。</translation>
    </message>
    <message>
        <source>Smoke over the open stove: the more teams cook at once, and the more crowded the pass, the thicker the smoke, and the more the teams get in each other&apos;s way.</source>
        <translation>开放式灶台上的烟：同时做菜的团队越多、传菜通道越拥挤，烟就越浓，各团队也越互相妨碍。</translation>
    </message>
    <message>
        <source>The timetable under the stove: the order of turns (time-slicing, vGPU), with a kitchen timer whose hand runs once per turn.</source>
        <translation>灶台下方的时间表：轮流使用的顺序（时间片轮转、vGPU），旁边的厨房计时器每轮转一圈。</translation>
    </message>
    <message>
        <source>A plate with a red frame over a cold stove (software slicing): teams wait for their gas meters while burners are free.</source>
        <translation>冷灶台上带红框的牌子（软件切分）：灶眼空着，团队却在等自己的燃气表。</translation>
    </message>
    <message>
        <source>A sign at the top of each MIG room: its profile (such as 2g.10gb), its tenants, its SMs and memory, and its queue; a note over each slice no room covers says free or stranded.</source>
        <translation>每个 MIG 实例顶部的标牌：它的 MIG 规格（例如 2g.10gb）、租户、SM 和显存，以及它的队列；没有实例覆盖的切片上方标注空闲或碎片。</translation>
    </message>
    <message>
        <source>The slice clock beside the turn strip (time-slicing, vGPU): its hand runs once per time slice, and its label names who holds the GPU now.</source>
        <translation>轮转条旁的时间片时钟（时间片轮转、vGPU）：指针每个时间片转一圈，标签写着此刻谁占着 GPU。</translation>
    </message>
    <message>
        <source>A red badge &quot;DRAM congested ×N&quot; and a red wall on the memory: the clients together ask for more bandwidth than the GPU has, so every kernel takes N times as long (MPS; in MIG, per room).</source>
        <translation>红色标记“DRAM 拥塞 ×N”和显存上的红框：各客户端合计要求的带宽超过 GPU 所有，所以每个 kernel（核函数）的用时都变为 N 倍（MPS；MIG 下按实例计）。</translation>
    </message>
    <message>
        <source>A red plate over idle SMs (software slicing): containers wait for their token buckets while SMs are free.</source>
        <translation>空闲 SM 上方的红框牌子（软件切分）：SM 空着，容器却在等自己的令牌桶。</translation>
    </message>
    <message>
        <source>Marks only a running scene shows</source>
        <translation>只有运行中的场景才会显示的标记</translation>
    </message>
</context>
<context>
    <name>gpuk::LessonPanel</name>
    <message>
        <source>Checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <source>This state cannot run; see the problems list.</source>
        <translation>这个状态无法运行；请看问题列表。</translation>
    </message>
    <message>
        <source>Every condition holds: goal reached.</source>
        <translation>所有条件都成立：目标达成。</translation>
    </message>
    <message>
        <source>%1 of %2 conditions hold; still failing: %3</source>
        <translation>%2 个条件中有 %1 个成立；仍未通过：%3</translation>
    </message>
    <message>
        <source>Previous challenge</source>
        <translation>上一个挑战</translation>
    </message>
    <message>
        <source>Next challenge</source>
        <translation>下一个挑战</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>先预测</translation>
    </message>
    <message>
        <source>Lock in my prediction</source>
        <translation>锁定我的预测</translation>
    </message>
    <message>
        <source>Run and reveal</source>
        <translation>运行并揭晓</translation>
    </message>
    <message>
        <source>What happened, and why</source>
        <translation>发生了什么，为什么</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>显示参考解法</translation>
    </message>
    <message>
        <source>The run gives no clear answer to this question.</source>
        <translation>这次运行对这个问题给不出明确答案。</translation>
    </message>
    <message>
        <source>You predicted “%1”: right.</source>
        <translation>你预测的是“%1”：答对了。</translation>
    </message>
    <message>
        <source>You predicted “%1”; the run says “%2”.</source>
        <translation>你预测的是“%1”；运行结果是“%2”。</translation>
    </message>
    <message>
        <source>The run says “%1”.</source>
        <translation>运行结果是“%1”。</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>测得：%1</translation>
    </message>
    <message>
        <source>Challenge %1 of %2</source>
        <translation>挑战 %1/%2</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>挑战</translation>
    </message>
    <message>
        <source>No challenge open</source>
        <translation>没有打开的挑战</translation>
    </message>
    <message>
        <source>Open a challenge from File → Challenges.</source>
        <translation>从“文件 → 挑战”打开一个挑战。</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>This challenge asks no prediction: run it and read what happened.</source>
        <translation>这个挑战不要求预测：运行它，然后读一读发生了什么。</translation>
    </message>
    <message>
        <source>Hint (%1 of %2)</source>
        <translation>提示（%1/%2）</translation>
    </message>
    <message>
        <source>No more hints</source>
        <translation>没有更多提示了</translation>
    </message>
    <message>
        <source>First the class&apos;s prediction: press 1 to %1.</source>
        <translation>先让全班预测：按 1 到 %1 选择。</translation>
    </message>
    <message>
        <source>That was the last challenge.</source>
        <translation>这已经是最后一个挑战。</translation>
    </message>
    <message>
        <source>Goal checks</source>
        <translation>目标检查</translation>
    </message>
    <message>
        <source>Judged on the whole run of the state shown; the measured numbers appear after the reveal.</source>
        <translation>按当前状态的整次运行判定；测得的数值在揭晓后显示。</translation>
    </message>
</context>
<context>
    <name>gpuk::LessonText</name>
    <message>
        <source>%1 meets its SLO</source>
        <translation>%1 达到其 SLO</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>mean latency</source>
        <translation>平均延迟</translation>
    </message>
    <message>
        <source>SLO attainment</source>
        <translation>SLO 达成率</translation>
    </message>
    <message>
        <source>meets its SLO</source>
        <translation>达到其 SLO</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>有效吞吐</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <source>requests dropped</source>
        <translation>丢弃请求数</translation>
    </message>
    <message>
        <source>requests failed</source>
        <translation>失败请求数</translation>
    </message>
    <message>
        <source>requests not completed</source>
        <translation>未完成请求数</translation>
    </message>
    <message>
        <source>SMs held on average</source>
        <translation>平均占用的 SM</translation>
    </message>
    <message>
        <source>GPUs used</source>
        <translation>使用的 GPU</translation>
    </message>
    <message>
        <source>GPU-Util (nvidia-smi)</source>
        <translation>GPU-Util（nvidia-smi）</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>SM 忙碌占比</translation>
    </message>
    <message>
        <source>stranded SMs</source>
        <translation>碎片 SM</translation>
    </message>
    <message>
        <source>memory used</source>
        <translation>已用显存</translation>
    </message>
    <message>
        <source>tenants meeting their SLO</source>
        <translation>达到 SLO 的租户</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>MIG instances</source>
        <translation>MIG 实例</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 个请求/秒</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 misses its SLO</source>
        <translation>%1 未达到其 SLO</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>no value yet</source>
        <translation>尚无数值</translation>
    </message>
    <message>
        <source>no such tenant</source>
        <translation>没有这个租户</translation>
    </message>
    <message>
        <source>not a valid check</source>
        <translation>不是有效的检查</translation>
    </message>
    <message>
        <source>no value (nothing completed)</source>
        <translation>无数值（没有完成的请求）</translation>
    </message>
    <message>
        <source>%1: %2 (goal %3)</source>
        <translation>%1：%2（目标 %3）</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1; the run gives no answer</source>
        <translation>%1；本次运行给不出答案</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>no scene %1</source>
        <translation>没有场景 %1</translation>
    </message>
    <message>
        <source>the scene %1 does not validate: %2</source>
        <translation>场景 %1 校验不通过：%2</translation>
    </message>
    <message>
        <source>the engine refused the scene %1</source>
        <translation>引擎拒绝了场景 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gpuk::Lessons</name>
    <message>
        <source>One tenant per GPU</source>
        <translation>一个租户独占一块 GPU</translation>
    </message>
    <message>
        <source>An embedding service and a reranker, each on a whole A100-40GB of its own. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU numbers come from the catalog.</source>
        <translation>一个嵌入服务和一个重排服务，各自独占一整张 A100-40GB。负载数字（请求率、服务时间、模型大小）只作示意，不是测量值；GPU 数字来自规格库。</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>重排</translation>
    </message>
    <message>
        <source>Why one tenant leaves a GPU mostly idle</source>
        <translation>为什么一个租户让 GPU 大半闲着</translation>
    </message>
    <message>
        <source>Two small services, a whole GPU each: both meet their SLO, and most of both GPUs does nothing.</source>
        <translation>两个小服务，各占一整块 GPU：两者都达到 SLO，而两块 GPU 的大部分都无事可做。</translation>
    </message>
    <message>
        <source>Serve both services from one GPU, both still within their SLO.</source>
        <translation>用一块 GPU 同时提供两个服务，两者仍都达到各自的 SLO。</translation>
    </message>
    <message>
        <source>Look at the SM occupancy of each GPU before you change anything.</source>
        <translation>动手改之前，先看看每块 GPU 的 SM 忙碌占比。</translation>
    </message>
    <message>
        <source>Which modes put two tenants on one GPU? Try one.</source>
        <translation>哪些模式能让两个租户共用一块 GPU？选一种试试。</translation>
    </message>
    <message>
        <source>A small model&apos;s kernels use a few of the GPU&apos;s 108 SMs at a time, and only while a request runs: the rest of the GPU waits. Exclusive use is the simplest isolation and the most expensive. MIG gives each service a slice with its own SMs and memory; MPS lets both share one GPU&apos;s SMs at once. Either way one GPU serves both.</source>
        <translation>小模型的 kernel 一次只用 GPU 108 个 SM 中的几个，而且只在有请求运行时才用：GPU 的其余部分都在等待。独占是最简单的隔离，也是最贵的。MIG 给每个服务一个拥有自己 SM 和显存的切片；MPS 让两个服务同时共用一块 GPU 的 SM。两种方式都能用一块 GPU 服务两者。</translation>
    </message>
    <message>
        <source>The A100 has 108 SMs. How many does the embedding service hold on average?</source>
        <translation>A100 有 108 个 SM。嵌入服务平均占用多少个？</translation>
    </message>
    <message>
        <source>under 5</source>
        <translation>少于 5</translation>
    </message>
    <message>
        <source>5 to 20</source>
        <translation>5 到 20</translation>
    </message>
    <message>
        <source>20 to 50</source>
        <translation>20 到 50</translation>
    </message>
    <message>
        <source>over 50</source>
        <translation>超过 50</translation>
    </message>
    <message>
        <source>A100 MIG: no room for the 3g</source>
        <translation>A100 MIG：3g 无处可放</translation>
    </message>
    <message>
        <source>Four services on one A100-40GB in MIG mode. Three instances were created first, at starts chosen without a plan: a 1g.5gb at 0, a 2g.10gb at 2 and a 1g.5gb at 4. Three of the seven compute slices are still free, but the LLM needs a 3g.20gb, and a 3g.20gb can only start at memory slot 0 or 4. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>一块 MIG 模式的 A100-40GB 上有四个服务。先建好的三个 MIG 实例，起始位置是随手选的：1g.5gb 在 0，2g.10gb 在 2，1g.5gb 在 4。七个计算切片里还空着三个，但大模型需要一个 3g.20gb，而 3g.20gb 只能从显存切片 0 或 4 开始。负载数字（请求率、服务时间、模型大小）仅作示意，并非实测；GPU 与 MIG 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>Moderation classifier</source>
        <translation>内容审核分类器</translation>
    </message>
    <message>
        <source>LLM chat (7B)</source>
        <translation>大模型对话（7B）</translation>
    </message>
    <message>
        <source>Free slices are not free room</source>
        <translation>空着的切片不等于空着的位置</translation>
    </message>
    <message>
        <source>Three MIG slices are free, yet the LLM&apos;s 3g.20gb fits nowhere: where an instance starts decides what can still be created.</source>
        <translation>还空着三个 MIG 切片，大模型的 3g.20gb 却哪里都放不下：MIG 实例从哪里开始，决定了之后还能创建什么。</translation>
    </message>
    <message>
        <source>Place all four services on this one A100, each in a MIG instance of its own, every one within its SLO.</source>
        <translation>把四个服务都放到这一块 A100 上，每个服务独占一个 MIG 实例，并且都满足各自的 SLO。</translation>
    </message>
    <message>
        <source>List the starts each profile may take on this GPU (mig placements), then mark which memory slots the three instances hold.</source>
        <translation>先列出这块 GPU 上每种配置允许的起始位置（mig placements），再标出三个现有 MIG 实例占了哪些显存切片。</translation>
    </message>
    <message>
        <source>A 3g.20gb needs four memory slots in a row beginning at 0 or 4. Which small instances stand in the way?</source>
        <translation>3g.20gb 需要从 0 或 4 开始的连续四个显存切片。是哪几个小 MIG 实例挡了路？</translation>
    </message>
    <message>
        <source>Put the large instance in first, then fill the rest from the other end.</source>
        <translation>先放大的 MIG 实例，再从另一头把剩下的填满。</translation>
    </message>
    <message>
        <source>On an A100 a GPU instance can only begin at the starts nvidia-smi mig -lgipp lists: a 3g.20gb takes memory slots 0-3 or 4-7, a 2g.10gb starts at 0, 2 or 4. The 1g.5gb at 0 and the 2g.10gb at 2 block the first half and the 1g.5gb at 4 blocks the second, so the three free compute slices never form a 3g: that is MIG fragmentation. With the 2g.10gb at 0, the two 1g.5gb at 2 and 3 and the 3g.20gb at 4, all four fit and seven of seven compute slices are in use. The bursty LLM keeps only part of its 42 SMs busy on average; the rest wait between bursts, and no other tenant can borrow them, because a MIG instance&apos;s SMs belong to it alone.</source>
        <translation>在 A100 上，GPU 实例只能从 nvidia-smi mig -lgipp 列出的起始位置开始：3g.20gb 占显存切片 0-3 或 4-7，2g.10gb 只能从 0、2 或 4 开始。位于 0 的 1g.5gb 和位于 2 的 2g.10gb 挡住了前半部分，位于 4 的 1g.5gb 挡住了后半部分，所以空着的三个计算切片永远拼不成一个 3g：这就是 MIG 碎片化。把 2g.10gb 放在 0、两个 1g.5gb 放在 2 和 3、3g.20gb 放在 4，四个都能放下，七个计算切片全部用上。突发型的大模型平均只让它 42 个 SM 中的一部分忙着；其余的在两次突发之间空等，别的租户也借不走，因为 MIG 实例的 SM 只属于它自己。</translation>
    </message>
    <message>
        <source>Once it has its 3g.20gb (42 SMs), how many SMs does the bursty LLM hold on average?</source>
        <translation>突发型的大模型拿到自己的 3g.20gb（42 个 SM）之后，平均占用多少个 SM？</translation>
    </message>
    <message>
        <source>20 to 35</source>
        <translation>20 到 35</translation>
    </message>
    <message>
        <source>over 35</source>
        <translation>多于 35</translation>
    </message>
    <message>
        <source>The article&apos;s 5+5+10+20 GB cut, sized by memory</source>
        <translation>文章的 5+5+10+20 GB 切法：按显存分配</translation>
    </message>
    <message>
        <source>The source article&apos;s layout on one A100-40GB: 1g.5gb + 1g.5gb + 2g.10gb + 3g.20gb (the 2g.10gb at 0, the two 1g.5gb at 2 and 3, the 3g.20gb at 4). The services were handed slices by model size, as the article suggests: the two smallest models got the 5 GB slices. One of them, an image moderation model, is small in memory but wide in compute. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>原文在一块 A100-40GB 上的切法：1g.5gb + 1g.5gb + 2g.10gb + 3g.20gb（2g.10gb 在 0，两个 1g.5gb 在 2 和 3，3g.20gb 在 4）。按照文章的思路，服务按模型大小分配切片：最小的两个模型拿到 5 GB 的切片。其中之一是图像审核模型，占显存少，却要很多算力。负载数字（请求率、服务时间、模型大小）仅作示意，并非实测；GPU 与 MIG 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>Image moderation (ViT)</source>
        <translation>图像审核（ViT）</translation>
    </message>
    <message>
        <source>A 5 GB slice is also a seventh of the SMs</source>
        <translation>5 GB 的切片，也只有七分之一的 SM</translation>
    </message>
    <message>
        <source>The article cuts an A100 into 5+5+10+20 GB for models of different sizes, and its demo code gives the slices 30, 30, 20 and 20 SMs. On a real A100 a 1g.5gb has one SM slice, 14 SMs, whatever its model weighs.</source>
        <translation>文章把一块 A100 切成 5+5+10+20 GB，分给不同规模的模型，示例代码还给这些切片分了 30、30、20、20 个 SM。在真实的 A100 上，1g.5gb 只有一个 SM 切片，即 14 个 SM，不管上面的模型有多大。</translation>
    </message>
    <message>
        <source>Keep the article&apos;s four instances and bring the image moderation model&apos;s p99 under its SLO, with all four services within their SLO.</source>
        <translation>保留文章的四个 MIG 实例，让图像审核模型的 p99 降到 SLO 以内，并且四个服务都满足各自的 SLO。</translation>
    </message>
    <message>
        <source>Compare the SMs of a 1g.5gb and a 2g.10gb (mig profiles), not their memory.</source>
        <translation>比较 1g.5gb 和 2g.10gb 的 SM 数（mig profiles），而不是它们的显存。</translation>
    </message>
    <message>
        <source>Which service needs compute more than memory, and which one would live with fewer SMs?</source>
        <translation>哪个服务缺的是算力而不是显存？哪个服务少几个 SM 也过得去？</translation>
    </message>
    <message>
        <source>You may swap which service sits in which instance; the layout can stay as it is.</source>
        <translation>可以调换服务所在的 MIG 实例；布局本身可以不动。</translation>
    </message>
    <message>
        <source>A MIG profile name gives the instance&apos;s compute slices and its memory: 1g.5gb is one of seven SM slices, 14 of the 98 SMs an A100 exposes in MIG mode, with one eighth of the memory and its bandwidth. Sizing by gigabytes, and the demo&apos;s made-up 30/30/20/20 SMs, hide this: the image model&apos;s weights fit in 5 GB, but its kernels want about three times the SMs a 1g.5gb has, so each request runs several times longer than on the whole GPU, the instance runs close to saturation and requests queue. On the 2g.10gb it gets 28 SMs, while the reranker, narrow and light, keeps its SLO on a 1g.5gb. Size MIG instances by the compute and bandwidth a service needs at its load, then check that its memory fits.</source>
        <translation>MIG 规格的名字给出的是实例的计算切片数和显存：1g.5gb 是七个 SM 切片之一，即 A100 在 MIG 模式下暴露的 98 个 SM 中的 14 个，外加八分之一的显存及其带宽。按 GB 分配，再加上示例里凭空设定的 30/30/20/20 个 SM，把这一点掩盖了：图像模型的权重放得进 5 GB，但它的 kernel 想要的 SM 约是 1g.5gb 的三倍，于是每个请求都比在整卡上慢好几倍，实例接近饱和，请求开始排队。换到 2g.10gb 上它有 28 个 SM，而窄而轻的重排模型在 1g.5gb 上照样满足 SLO。应先按服务在其负载下所需的算力和带宽来选 MIG 实例，再核对显存是否放得下。</translation>
    </message>
    <message>
        <source>The article&apos;s demo code gives its MIG slices 30, 30, 20 and 20 SMs. How many SMs does the image moderation model hold on average on its 1g.5gb?</source>
        <translation>文章的示例代码给 MIG 切片分了 30、30、20、20 个 SM。图像审核模型在它的 1g.5gb 上平均占用多少个 SM？</translation>
    </message>
    <message>
        <source>5 to 15</source>
        <translation>5 到 15</translation>
    </message>
    <message>
        <source>15 to 30</source>
        <translation>15 到 30</translation>
    </message>
    <message>
        <source>over 30</source>
        <translation>多于 30</translation>
    </message>
    <message>
        <source>MPS and the noisy neighbour</source>
        <translation>MPS 与嘈杂邻居</translation>
    </message>
    <message>
        <source>A latency-critical embedding service shares an A100-40GB through MPS with another team&apos;s always-busy batch job: sixteen requests in flight at all times, each sized for half the GPU&apos;s SMs and heavy on DRAM bandwidth. Under MPS both clients&apos; kernels run side by side on the same SMs, L2 and DRAM. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>一个对延迟敏感的嵌入服务通过 MPS 与另一个团队始终忙碌的批处理作业共用一块 A100-40GB：批处理作业时刻有十六个请求在执行，每个按半块 GPU 的 SM 设计，且大量占用 DRAM 带宽。在 MPS 下，两个客户端的kernel并排运行在同一组 SM、L2 和 DRAM 上。负载数字（到达率、服务时间、模型大小）仅作示意，并非实测；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Embedding (latency-critical)</source>
        <translation>嵌入（延迟敏感）</translation>
    </message>
    <message>
        <source>Noisy neighbour: bandwidth-hungry batch</source>
        <translation>嘈杂邻居：吃带宽的批处理</translation>
    </message>
    <message>
        <source>A latency-critical service shares a GPU through MPS with a batch job that never rests, and its tail latency pays for it.</source>
        <translation>延迟敏感的服务通过 MPS 与一个从不停歇的批处理作业共用一块 GPU，代价落在它的尾延迟 p99 上。</translation>
    </message>
    <message>
        <source>Keep the embedding service within its SLO, with the batch job still on the same GPU.</source>
        <translation>让嵌入服务满足其 SLO，同时批处理作业仍在同一块 GPU 上。</translation>
    </message>
    <message>
        <source>Compare the SMs the embedding service holds with its width, and watch the DRAM bandwidth.</source>
        <translation>比较嵌入服务实际占用的 SM 与它的宽度，并留意 DRAM 带宽。</translation>
    </message>
    <message>
        <source>Which mode gives each tenant SMs, L2 and memory bandwidth of its own?</source>
        <translation>哪种模式让每个租户拥有自己的 SM、L2 和显存带宽？</translation>
    </message>
    <message>
        <source>The batch job needs more room than the embedding service; size the slices accordingly.</source>
        <translation>批处理作业比嵌入服务需要更大的空间，据此确定切片大小。</translation>
    </message>
    <message>
        <source>MPS runs both clients&apos; kernels concurrently on one set of SMs, with L2 and DRAM bandwidth shared: it reserves nothing for anyone. The batch job keeps so many thread blocks queued that every SM an embedding kernel frees is contested, so embedding requests run on fewer SMs and wait for bandwidth, and the tail grows past the SLO. MIG gives each GPU instance its own SMs, L2 slices and memory controllers, so the batch job can saturate its own instance without touching the embedding service&apos;s. The price is fixed slices: SMs the batch job leaves idle in its instance cannot be lent to the other.</source>
        <translation>MPS 让两个客户端的kernel在同一组 SM 上并发运行，L2 和 DRAM 带宽也是共享的：它不为任何人预留资源。批处理作业排队的线程块多到嵌入kernel释放的每个 SM 都有人争抢，于是嵌入请求只能在更少的 SM 上运行并等待带宽，尾延迟 p99 超出 SLO。MIG 为每个 GPU 实例分配独立的 SM、L2 切片和显存控制器，批处理作业可以占满自己的实例而不影响嵌入服务的实例。代价是切片固定：批处理作业在其实例中空闲的 SM 无法借给另一方。</translation>
    </message>
    <message>
        <source>Under MPS, next to the busy batch job, where does the embedding service&apos;s p99 land against its 8 ms SLO?</source>
        <translation>在 MPS 下，挨着忙碌的批处理作业，嵌入服务的 p99 相对其 8 ms 的 SLO 落在哪里？</translation>
    </message>
    <message>
        <source>under 4 ms</source>
        <translation>低于 4 ms</translation>
    </message>
    <message>
        <source>4 to 8 ms (within the SLO)</source>
        <translation>4 到 8 ms（在 SLO 内）</translation>
    </message>
    <message>
        <source>8 to 20 ms</source>
        <translation>8 到 20 ms</translation>
    </message>
    <message>
        <source>over 20 ms</source>
        <translation>超过 20 ms</translation>
    </message>
    <message>
        <source>MPS caps are limits, not reservations</source>
        <translation>MPS 上限是限制，不是预留</translation>
    </message>
    <message>
        <source>The embedding service and the batch job from the noisy-neighbour lesson share an A100-40GB through MPS. To protect the embedding service, someone gave its MPS client a CUDA_MPS_ACTIVE_THREAD_PERCENTAGE of 20, believing that sets a fifth of the GPU aside for it; the batch job has no cap. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU numbers come from the catalog.</source>
        <translation>“嘈杂邻居”一课中的嵌入服务和批处理作业通过 MPS 共用一块 A100-40GB。为保护嵌入服务，有人给它的 MPS 客户端设置了 CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=20，以为这样能为它留出五分之一的 GPU；批处理作业没有上限。负载数字（到达率、服务时间、模型大小）仅作示意，并非实测；GPU 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>An active-thread cap on the service you want to protect does not protect it.</source>
        <translation>给想保护的服务设置活动线程上限，并不能保护它。</translation>
    </message>
    <message>
        <source>Stay on MPS: keep the embedding service within its SLO while the batch job still completes at least 20 requests per second.</source>
        <translation>保持 MPS：让嵌入服务满足其 SLO，同时批处理作业每秒仍至少完成 20 个请求。</translation>
    </message>
    <message>
        <source>Read the MPS documentation&apos;s wording: what does CUDA_MPS_ACTIVE_THREAD_PERCENTAGE promise a client?</source>
        <translation>细读 MPS 文档的措辞：CUDA_MPS_ACTIVE_THREAD_PERCENTAGE 向客户端承诺了什么？</translation>
    </message>
    <message>
        <source>Which of the two clients is taking the SMs the embedding service waits for?</source>
        <translation>两个客户端中，是谁占走了嵌入服务在等的 SM？</translation>
    </message>
    <message>
        <source>Too tight a cap starves the batch job; find a middle.</source>
        <translation>上限太紧会饿死批处理作业，找一个折中。</translation>
    </message>
    <message>
        <source>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE limits how much of the GPU a client may use; NVIDIA&apos;s MPS guide says it reserves no dedicated resources, and kernels of different clients may still share an SM. Capping the embedding client only took away its headroom in bursts, while the uncapped batch job kept filling every free SM. Capping the batch job instead bounds the SMs it can hold, and the DRAM bandwidth those SMs can pull, so the embedding kernels find SMs free. L2 and memory bandwidth are still shared, though: a cap is a lever for cooperating teams, not isolation, which only MIG gives.</source>
        <translation>CUDA_MPS_ACTIVE_THREAD_PERCENTAGE 限制一个客户端最多能用多少 GPU；NVIDIA 的 MPS 指南说明它不预留任何专用资源，不同客户端的kernel仍可能共用同一个 SM。给嵌入客户端设上限只是拿走了它在突发时的余量，而没有上限的批处理作业继续填满每个空闲 SM。改为给批处理作业设上限，就限制了它能占用的 SM，以及这些 SM 能拉取的 DRAM 带宽，嵌入kernel于是能找到空闲的 SM。不过 L2 和显存带宽仍是共享的：上限是相互配合的团队之间的调节手段，不是隔离，隔离只有 MIG 能提供。</translation>
    </message>
    <message>
        <source>The embedding client is capped at 20 % of the GPU&apos;s threads, meant as a reservation. Where does its p99 land against its 8 ms SLO?</source>
        <translation>嵌入客户端被限制在 GPU 线程的 20%，本意是预留。它的 p99 相对其 8 ms 的 SLO 落在哪里？</translation>
    </message>
    <message>
        <source>within the SLO (under 8 ms)</source>
        <translation>在 SLO 内（低于 8 ms）</translation>
    </message>
    <message>
        <source>An interactive service beside a batch job, time-sliced</source>
        <translation>交互式服务与批处理作业：时间片轮转</translation>
    </message>
    <message>
        <source>An interactive inference service and a batch job that always has work share one A100-40GB by time-slicing: the GPU runs one context at a time and switches to the next one that has work when its time slice ends. NVIDIA does not document the slice length of bare-metal CUDA time-slicing; here the slice length and the cost of a switch are knobs of the model. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU numbers come from the catalog.</source>
        <translation>一个交互式推理服务和一个始终有活可干的批处理作业，通过时间片轮转共用一块 A100-40GB：GPU 同一时刻只运行一个上下文，时间片用完后切换到下一个有任务的上下文。NVIDIA 没有公开裸金属 CUDA 时间片轮转的时间片长度；这里时间片长度和切换开销都是模型里的可调参数。负载数字（请求速率、服务时间、模型大小）仅作示意，并非实测；GPU 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>Interactive service</source>
        <translation>交互式服务</translation>
    </message>
    <message>
        <source>Batch job</source>
        <translation>批处理作业</translation>
    </message>
    <message>
        <source>How long should a time slice be?</source>
        <translation>时间片该多长？</translation>
    </message>
    <message>
        <source>Time-slicing takes turns on the whole GPU: the length of a turn decides how long a light request waits behind a busy neighbour.</source>
        <translation>时间片轮转让各租户轮流使用整块 GPU：每一轮的长度，决定了一个轻量请求要在忙碌的邻居后面等多久。</translation>
    </message>
    <message>
        <source>Bring the interactive service&apos;s p99 under 15 ms while the batch job keeps at least 40 jobs per second.</source>
        <translation>把交互式服务的尾延迟 p99 压到 15 ms 以下，同时批处理作业每秒仍至少完成 40 个任务。</translation>
    </message>
    <message>
        <source>Compare the interactive service&apos;s p99 with the time slice length. Is that a coincidence?</source>
        <translation>把交互式服务的 p99 和时间片长度对比一下。这是巧合吗？</translation>
    </message>
    <message>
        <source>A request that arrives just after the batch job&apos;s turn began waits for that turn to end.</source>
        <translation>批处理作业的时间片刚开始时到达的请求，要等这一轮结束。</translation>
    </message>
    <message>
        <source>What does a very short slice cost? Watch the batch job&apos;s throughput as you shorten it.</source>
        <translation>时间片非常短有什么代价？缩短时间片时留意批处理作业的吞吐量。</translation>
    </message>
    <message>
        <source>Without MPS, kernels from different CUDA contexts cannot run at the same time: the GPU gives the whole device to one context per time slice. A request that arrives while the batch job holds the GPU waits for the rest of that slice, so the tail latency of the light service tracks the slice length, not its own service time. A shorter slice cuts that wait, but every switch costs time in which no context runs, so a very short slice trades the batch job&apos;s throughput for latency. Nothing here isolates memory or faults: time-slicing only takes turns.</source>
        <translation>没有 MPS 时，不同 CUDA 上下文的 kernel 不能同时运行：每个时间片里，GPU 把整块设备交给一个上下文。批处理作业占着 GPU 时到达的请求，要等这个时间片剩下的部分，所以轻量服务的尾延迟跟着时间片长度走，而不是跟着它自己的服务时间。缩短时间片能减少这段等待，但每次切换都要花掉一段没有任何上下文运行的时间，所以时间片过短就是拿批处理作业的吞吐量换延迟。这里没有任何显存隔离或故障隔离：时间片轮转只是轮流使用。</translation>
    </message>
    <message>
        <source>With a 30 ms time slice, where will the interactive service&apos;s p99 land?</source>
        <translation>时间片为 30 ms 时，交互式服务的 p99 会落在哪个区间？</translation>
    </message>
    <message>
        <source>under 10 ms</source>
        <translation>10 ms 以下</translation>
    </message>
    <message>
        <source>10 to 25 ms</source>
        <translation>10 到 25 ms</translation>
    </message>
    <message>
        <source>25 to 50 ms</source>
        <translation>25 到 50 ms</translation>
    </message>
    <message>
        <source>over 50 ms</source>
        <translation>50 ms 以上</translation>
    </message>
    <message>
        <source>Three VMs, one GPU: which vGPU scheduler?</source>
        <translation>三台虚拟机，一块 GPU：选哪种 vGPU 调度器？</translation>
    </message>
    <message>
        <source>Three VMs with A100-10C time-sliced vGPUs (at most 4 per GPU) on one A100-40GB: a steady inference service, a batch job that always has work and a mostly idle VM. The scheduler decides who gets the GPU&apos;s time slices: best effort, equal share or fixed share. Default time slice: 2 ms, because the profile allows at most 8 VMs. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and vGPU numbers come from the catalog.</source>
        <translation>一块 A100-40GB 上有三台使用 A100-10C 时间片 vGPU 的虚拟机（每块 GPU 最多 4 个）：一个稳定的推理服务、一个始终有活可干的批处理作业，以及一台大部分时间空闲的虚拟机。调度器决定 GPU 的时间片分给谁：best effort（尽力而为）、equal share（均分）或 fixed share（固定份额）。默认时间片为 2 ms，因为该配置最多允许 8 台虚拟机。负载数字（请求速率、服务时间、模型大小）仅作示意，并非实测；GPU 和 vGPU 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>Steady inference</source>
        <translation>稳定推理</translation>
    </message>
    <message>
        <source>Batch scoring</source>
        <translation>批量打分</translation>
    </message>
    <message>
        <source>Mostly idle</source>
        <translation>基本空闲</translation>
    </message>
    <message>
        <source>Best effort, equal share, fixed share</source>
        <translation>尽力而为、均分、固定份额</translation>
    </message>
    <message>
        <source>Three vGPU schedulers hand out the same time slices by different rules; only one of them lets the batch VM use the time the others leave.</source>
        <translation>三种 vGPU 调度器按不同规则分配同样的时间片；只有其中一种能让批处理虚拟机用上别人留下的时间。</translation>
    </message>
    <message>
        <source>Keep the steady-inference VM within its SLO and get the batch VM to at least 25 jobs per second, without changing the VMs.</source>
        <translation>不改动虚拟机，让稳定推理虚拟机满足 SLO，并让批处理虚拟机每秒至少完成 25 个任务。</translation>
    </message>
    <message>
        <source>Under fixed share, how many VMs does the GPU take turns over? How many VMs are there?</source>
        <translation>在 fixed share 下，GPU 在多少台虚拟机之间轮转？实际有几台虚拟机？</translation>
    </message>
    <message>
        <source>The mostly idle VM rarely has work. Which scheduler gives its time to someone else?</source>
        <translation>基本空闲的虚拟机很少有任务。哪种调度器会把它的时间让给别人？</translation>
    </message>
    <message>
        <source>Try each scheduler in turn and watch the batch VM&apos;s SMs.</source>
        <translation>依次试试每种调度器，留意批处理虚拟机占用的 SM。</translation>
    </message>
    <message>
        <source>A time-sliced vGPU owns the whole GPU during its slice, so the scheduler&apos;s rule for handing out slices is the whole story. Fixed share sizes each share by the profile&apos;s maximum count, a quarter for A100-10C, whether or not that many VMs run, so slots stay idle; equal share splits the time among the powered-on VMs, so the mostly idle VM&apos;s third is still set aside for it. Best effort round-robins over the vGPUs that have work, so the batch VM takes whatever the others leave, while the steady VM still gets its turn every round. The price of best effort is predictability: what a VM gets depends on what its neighbours do, and fixed share is the choice when each VM must see the same performance whoever else is running.</source>
        <translation>时间片 vGPU 在自己的时间片内独占整块 GPU，所以调度器分配时间片的规则决定了一切。fixed share 按配置的最大数量确定每份的大小，A100-10C 是四分之一，不管实际运行多少台虚拟机，因此会有空着的时间槽；equal share 在已开机的虚拟机之间均分时间，所以那台基本空闲的虚拟机的三分之一仍然为它留着。best effort 在有任务的 vGPU 之间轮转，所以批处理虚拟机能拿走别人剩下的全部时间，而稳定推理虚拟机每一轮仍能轮到。best effort 的代价是可预测性：一台虚拟机得到多少取决于邻居在做什么；如果每台虚拟机无论谁在运行都必须看到相同的性能，就选 fixed share。</translation>
    </message>
    <message>
        <source>Under fixed share, how many of the A100&apos;s 108 SMs does the batch VM hold on average?</source>
        <translation>在 fixed share 下，批处理虚拟机平均占用 A100 的 108 个 SM 中的多少个？</translation>
    </message>
    <message>
        <source>under 20</source>
        <translation>20 以下</translation>
    </message>
    <message>
        <source>20 to 45</source>
        <translation>20 到 45</translation>
    </message>
    <message>
        <source>45 to 80</source>
        <translation>45 到 80</translation>
    </message>
    <message>
        <source>over 80</source>
        <translation>80 以上</translation>
    </message>
    <message>
        <source>A crash on a shared GPU</source>
        <translation>共享 GPU 上的一次崩溃</translation>
    </message>
    <message>
        <source>An embedding service and a reranker (both trusted, both with an SLO) share an A100-40GB through MPS with an untrusted batch job from another team. At 30 s the batch job hits a fatal GPU fault (say, an illegal memory access). Every affected client must exit and come back, which takes each its restart time. Workload numbers (rates, service times, model sizes, restart times) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>一个嵌入服务和一个重排服务（都可信，都有 SLO）通过 MPS 与另一个团队不可信的批处理作业共用一块 A100-40GB。在 30 s 时，批处理作业遇到致命的 GPU 故障（例如非法内存访问）。每个受影响的客户端都必须退出再重新连上，各自耗费其重启时间。负载数字（到达率、服务时间、模型大小、重启时间）仅作示意，并非实测；GPU 与 MIG 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>Batch job (untrusted)</source>
        <translation>批处理作业（不可信）</translation>
    </message>
    <message>
        <source>How far does a crash reach?</source>
        <translation>一次崩溃能波及多远？</translation>
    </message>
    <message>
        <source>One client&apos;s fatal fault under MPS, and who pays for it.</source>
        <translation>MPS 下一个客户端的致命故障，以及由谁买单。</translation>
    </message>
    <message>
        <source>When the batch job crashes, neither the embedding service nor the reranker fails a single request; all three stay on one GPU.</source>
        <translation>批处理作业崩溃时，嵌入服务和重排服务都不失败任何请求；三者仍在同一块 GPU 上。</translation>
    </message>
    <message>
        <source>Look at the failure reasons of the tenants that did not crash.</source>
        <translation>看看没有崩溃的租户失败请求的原因。</translation>
    </message>
    <message>
        <source>Which sharing modes put a wall between fault domains?</source>
        <translation>哪些共享模式会在故障域之间砌一堵墙？</translation>
    </message>
    <message>
        <source>On Volta and newer GPUs, a fatal fault in one MPS client is contained to the GPUs its server shares, but every client on that GPU receives the error: the server refuses new clients until all of them have exited, then comes back. So the embedding service and the reranker fail their in-flight requests and every request that arrives while they restart, and the busiest service, not the crashing job, loses the most. MIG instances are separate fault domains: the batch job&apos;s crash ends only the work in its own instance. MPS suits clients that trust one another; an untrusted neighbour belongs behind a MIG boundary.</source>
        <translation>在 Volta 及更新的 GPU 上，一个 MPS 客户端的致命故障被限制在其服务器共享的 GPU 范围内，但该 GPU 上的每个客户端都会收到这个错误：服务器在所有客户端退出之前拒绝新客户端，之后才恢复。于是嵌入服务和重排服务失败了正在执行的请求，以及重启期间到达的每个请求；损失最多的是最繁忙的服务，而不是崩溃的作业。MIG 实例是相互独立的故障域：批处理作业的崩溃只终止它自己实例中的工作。MPS 适合彼此信任的客户端；不可信的邻居应放在 MIG 边界之后。</translation>
    </message>
    <message>
        <source>Under MPS the batch job crashes at 30 s. Which tenant loses the most requests?</source>
        <translation>在 MPS 下，批处理作业在 30 s 时崩溃。哪个租户损失的请求最多？</translation>
    </message>
    <message>
        <source>Whose memory is the KV cache?</source>
        <translation>KV 缓存占的是谁的显存？</translation>
    </message>
    <message>
        <source>Two LLM servers with continuous batching share an A100-40GB under MPS with an embedding service: Llama-3.1-8B in fp16 (15 GiB of weights) for long chats and the same model quantised to int4 with AWQ (5.4 GiB) for short answers. Every output token adds 128 KiB of KV cache per request (2 x 32 layers x 8 KV heads x 128 dimensions x 2 bytes), freed when the request completes. Model configurations come from the published config.json and checkpoint sizes; the prefill cost per token is derived, and the rates and token counts are illustrative, not measurements.</source>
        <translation>两个使用连续批处理的 大模型 服务与一个嵌入服务在 MPS 下共用一块 A100-40GB：fp16 的 Llama-3.1-8B（权重 15 GiB）负责长对话，同一模型经 AWQ 量化为 int4（5.4 GiB）负责简短回答。每输出一个 token，每个请求就多占 128 KiB 的 KV 缓存（2 × 32 层 × 8 个 KV 头 × 128 维 × 2 字节），请求完成时释放。模型配置取自公开的 config.json 和检查点大小；每个 token 的 prefill 开销是推算的，请求速率和 token 数仅作示意，并非实测。</translation>
    </message>
    <message>
        <source>Llama-3.1-8B chat (fp16)</source>
        <translation>Llama-3.1-8B 对话（fp16）</translation>
    </message>
    <message>
        <source>Llama-3.1-8B short answers (int4 AWQ)</source>
        <translation>Llama-3.1-8B 简短回答（int4 AWQ）</translation>
    </message>
    <message>
        <source>Embedding service</source>
        <translation>嵌入服务</translation>
    </message>
    <message>
        <source>Two LLMs grow their KV caches token by token on a GPU they share with a small embedding service; without a memory limit, the embedding service pays.</source>
        <translation>两个 大模型 在与一个小型嵌入服务共用的 GPU 上逐 token 增长 KV 缓存；没有显存上限时，为此买单的是嵌入服务。</translation>
    </message>
    <message>
        <source>On one GPU, the embedding service fails no request and meets its SLO.</source>
        <translation>在一块 GPU 上，嵌入服务没有任何请求失败，并满足其 SLO。</translation>
    </message>
    <message>
        <source>Watch the GPU&apos;s memory while the chats run. Which tenant&apos;s allocation fails when it is full?</source>
        <translation>对话运行时留意 GPU 显存。显存满了时，哪个租户的分配会失败？</translation>
    </message>
    <message>
        <source>MPS shares SMs; does it also share memory unless you say otherwise?</source>
        <translation>MPS 共享 SM；如果不另行设置，它是否也共享显存？</translation>
    </message>
    <message>
        <source>Give each LLM a bound on its memory, with MPS or with MIG.</source>
        <translation>用 MPS 或 MIG 给每个 大模型 的显存设一个上限。</translation>
    </message>
    <message>
        <source>MPS clients allocate from one pool of device memory: an LLM server&apos;s KV cache grows with every token of every running request, so the two LLMs take memory whenever they have work, and the embedding service&apos;s per-request allocations are the ones that find none and fail with out-of-memory. The tenant that fails is not the one that grew. A per-client cap (CUDA_MPS_PINNED_DEVICE_MEM_LIMIT) makes an allocation past it fail in that client only, and a MIG instance gives each tenant its own memory slices; either way the LLM server, not its neighbour, meets the limit, and it preempts a request and recomputes it later instead. MIG also isolates memory bandwidth and faults, which an MPS memory cap does not.</source>
        <translation>MPS 客户端从同一个显存池里分配：大模型 服务的 KV 缓存随每个运行中请求的每个 token 增长，所以两个 大模型 一有任务就占用显存，而嵌入服务每个请求的分配找不到空间，以显存不足（OOM）失败。失败的租户并不是增长的那个。每个客户端的上限（CUDA_MPS_PINNED_DEVICE_MEM_LIMIT）让超出上限的分配只在该客户端内失败，MIG 实例则给每个租户自己的显存切片；无论哪种方式，碰到上限的都是 大模型 服务而不是它的邻居，它会抢占一个请求，稍后重新计算。MIG 还隔离显存带宽和故障，而 MPS 的显存上限做不到。</translation>
    </message>
    <message>
        <source>Under MPS without memory limits, whose requests will fail most?</source>
        <translation>在没有显存上限的 MPS 下，谁的请求失败得最多？</translation>
    </message>
    <message>
        <source>RAG customer service: turns or rooms?</source>
        <translation>RAG 客服：轮流用，还是分包间？</translation>
    </message>
    <message>
        <source>The article&apos;s RAG customer service on one A100-40GB: a high-rate, light embedding model, a mid-rate reranker and a bursty, heavy LLM, here sharing the GPU by time-slicing. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>文章里的 RAG 客服系统跑在一块 A100-40GB 上：高频、轻量的嵌入模型，中频的重排模型，以及突发、重量级的 大模型，这里通过时间片轮转共用 GPU。负载数字（请求速率、服务时间、模型大小）仅作示意，并非实测；GPU 和 MIG 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>LLM answer generation</source>
        <translation>大模型 答案生成</translation>
    </message>
    <message>
        <source>The article&apos;s RAG service: turns or rooms?</source>
        <translation>文章里的 RAG 服务：轮流用，还是分包间？</translation>
    </message>
    <message>
        <source>An embedding model, a reranker and a bursty LLM on one A100: the article gives each its own MIG instance. See why.</source>
        <translation>一块 A100 上跑着嵌入模型、重排模型和一个突发负载的 大模型：文章给每个都分了自己的 MIG 实例。看看为什么。</translation>
    </message>
    <message>
        <source>Serve all three tenants from one GPU, each within its SLO.</source>
        <translation>用一块 GPU 服务全部三个租户，每个都满足其 SLO。</translation>
    </message>
    <message>
        <source>Watch the reranker&apos;s and the LLM&apos;s latency while the LLM&apos;s burst is on.</source>
        <translation>大模型 突发期间，留意重排模型和 大模型 的延迟。</translation>
    </message>
    <message>
        <source>Under time-slicing each tenant gets the whole GPU, but only for its turn. What if each had its own part of the GPU instead?</source>
        <translation>时间片轮转下每个租户都能拿到整块 GPU，但只在轮到自己的时候。如果每个租户各有 GPU 的一部分呢？</translation>
    </message>
    <message>
        <source>With MIG, which tenant needs the largest instance, and which fits in the smallest?</source>
        <translation>用 MIG 时，哪个租户需要最大的实例，哪个放进最小的实例就够？</translation>
    </message>
    <message>
        <source>Time-slicing, and time-sliced vGPU likewise, runs one context at a time: while the LLM&apos;s burst keeps it busy, the reranker&apos;s requests are stretched over the rounds, and the LLM&apos;s long requests are stretched by the turns the others take. MIG gives each tenant its own SMs, memory slices and memory bandwidth at the same time, so the LLM&apos;s bursts stay in its 3g instance. The price is a smaller room: the embedding model runs slower on a 1g instance than on the whole GPU, and still meets its SLO. MPS with thread caps also meets these SLOs in this model, but its clients share one memory pool, the DRAM bandwidth and one fault domain, which is why the article picks MIG&apos;s hardware isolation when the LLM&apos;s bursts must not slow the embedding model.</source>
        <translation>时间片轮转（时间片 vGPU 也一样）同一时刻只运行一个上下文：大模型 突发忙碌时，重排模型的请求被拉长到好几轮里，而 大模型 的长请求也被其他租户占用的轮次拉长。MIG 让每个租户同时拥有自己的 SM、显存切片和显存带宽，所以 大模型 的突发只留在它自己的 3g 实例里。代价是包间更小：嵌入模型在 1g 实例上比在整块 GPU 上跑得慢，但仍满足 SLO。在这个模型里，设了线程上限的 MPS 也能满足这些 SLO，但它的客户端共用一个显存池、DRAM 带宽和同一个故障域；这正是文章在 大模型 的突发不能拖慢嵌入模型时首选 MIG 硬件隔离的原因。</translation>
    </message>
    <message>
        <source>Which of these ways to share the GPU lets the most tenants meet their SLO?</source>
        <translation>以下哪种共享 GPU 的方式能让最多的租户满足 SLO？</translation>
    </message>
    <message>
        <source>A100 MIG: a new tenant, and no draining</source>
        <translation>A100 MIG：来了新租户，但不能清空</translation>
    </message>
    <message>
        <source>An A100-40GB in MIG mode already serves three tenants: a 1g.5gb at start 0, a 1g.5gb at start 1 and a 3g.20gb at start 4, all busy. A speech recognition service arrives and has no instance yet. Its model and buffers need more than a 1g.5gb holds, and its kernels are wider than one SM slice. The running instances must stay exactly as they are: destroying or moving one means stopping the service on it. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>一块 MIG 模式的 A100-40GB 已经在为三个租户服务：起始位置 0 的 1g.5gb、起始位置 1 的 1g.5gb 和起始位置 4 的 3g.20gb，都很忙。一个语音识别服务新来，还没有 MIG 实例。它的模型和缓冲区超出 1g.5gb 的容量，它的 kernel 也比一个 SM 切片宽。正在运行的 MIG 实例必须原样保留：销毁或挪动任何一个，都意味着停掉上面的服务。负载数字（请求率、服务时间、模型大小）仅作示意，并非实测；GPU 与 MIG 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>Speech recognition (new)</source>
        <translation>语音识别（新）</translation>
    </message>
    <message>
        <source>Adding a tenant without touching the running instances</source>
        <translation>不动正在运行的 MIG 实例，加入新租户</translation>
    </message>
    <message>
        <source>A MIG instance can only be destroyed while nothing runs on it, so a running layout changes only by draining. A newcomer has to fit into the slots it left free.</source>
        <translation>MIG 实例只有在上面没有进程运行时才能销毁，所以正在运行的布局只能先清空再改。新来的租户必须放进布局留下的空位。</translation>
    </message>
    <message>
        <source>Serve the speech service within its SLO from the free slots, leaving the three running instances (profiles and starts) as they are.</source>
        <translation>用空着的切片让语音服务满足 SLO，三个正在运行的 MIG 实例（配置和起始位置）保持不变。</translation>
    </message>
    <message>
        <source>Which memory slots and compute slices do the three running instances leave free?</source>
        <translation>三个正在运行的 MIG 实例留下了哪些显存切片和计算切片？</translation>
    </message>
    <message>
        <source>Of the profiles that fit there, which ones hold the speech model&apos;s memory, and how many SMs does each give?</source>
        <translation>能放进那里的配置中，哪些装得下语音模型的显存？它们各给多少个 SM？</translation>
    </message>
    <message>
        <source>A profile name&apos;s first number is its compute slices; the gigabytes say nothing about SMs.</source>
        <translation>配置名的第一个数字是计算切片数；GB 数说明不了 SM 有多少。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s MIG guide lists reconfiguration of MIG as possible only &apos;when idle&apos;: nvidia-smi mig -dgi / -dci refuse an instance that a process still uses, while the other instances keep running. So a newcomer either fits into the free slots of the running layout or some service must be drained first. Here memory slots 2-3 are free: a 1g.10gb there holds the model but takes both slots with one SM slice, stranding the other, and one slice is too few for the speech model&apos;s kernels at this load; a 2g.10gb at start 2 gives it both SM slices and meets the SLO. Once every slice is handed out the GPU is full for MIG, yet most of its SMs sit idle at any moment: plan a MIG layout for the tenants to come, because changing it later costs a drain.</source>
        <translation>NVIDIA 的 MIG 用户指南写明，MIG 只能在“空闲时”重新配置：还有进程在用的实例，nvidia-smi mig -dgi / -dci 会拒绝销毁，其他实例则照常运行。所以新租户要么放进现有布局的空位，要么得先清空某个服务。这里空着的是显存切片 2-3：放在那里的 1g.10gb 装得下模型，却用一个 SM 切片占了两个显存切片，另一个计算切片碎片，而且在这个负载下一个切片满足不了语音模型的 kernel；起始位置 2 的 2g.10gb 把两个 SM 切片都给了它，满足 SLO。每个切片都分出去之后，GPU 对 MIG 来说已经满了，但任一时刻它的大部分 SM 都闲着：MIG 布局要为将来的租户预先规划，因为以后再改就得清空。</translation>
    </message>
    <message>
        <source>When every compute slice is handed out, what share of the GPU&apos;s SMs is busy on average (SM occupancy)?</source>
        <translation>每个计算切片都分出去之后，GPU 的 SM 平均有多大比例在忙（SM 忙碌占比）？</translation>
    </message>
    <message>
        <source>under 25 %</source>
        <translation>低于 25%</translation>
    </message>
    <message>
        <source>25 to 50 %</source>
        <translation>25% 到 50%</translation>
    </message>
    <message>
        <source>50 to 75 %</source>
        <translation>50% 到 75%</translation>
    </message>
    <message>
        <source>over 75 %</source>
        <translation>高于 75%</translation>
    </message>
    <message>
        <source>What nvidia-smi&apos;s GPU-Util hides</source>
        <translation>nvidia-smi 的 GPU-Util 隐藏了什么</translation>
    </message>
    <message>
        <source>One embedding service has an A100-40GB to itself; each request&apos;s kernels use a small slice of the GPU&apos;s SMs. A reranker is coming, and the team must decide whether it needs a GPU of its own. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU numbers come from the catalog.</source>
        <translation>一个嵌入服务独占一块 A100-40GB；每个请求的kernel只用到 GPU 的一小部分 SM。一个重排服务即将上线，团队必须决定它是否需要自己的 GPU。负载数字（到达率、服务时间、模型大小）仅作示意，并非实测；GPU 数字来自内置规格库。</translation>
    </message>
    <message>
        <source>GPU-Util says busy; the SMs say otherwise.</source>
        <translation>GPU-Util 说很忙，SM 却不这么说。</translation>
    </message>
    <message>
        <source>Serve a second service with an SLO from this same GPU, both services within their SLO.</source>
        <translation>在同一块 GPU 上再服务一个有 SLO 的服务，两个服务都满足各自的 SLO。</translation>
    </message>
    <message>
        <source>Put nvidia-smi&apos;s GPU-Util next to SM occupancy. What does each one count?</source>
        <translation>把 nvidia-smi 的 GPU-Util 和 SM 忙碌占比放在一起看。它们各自统计的是什么？</translation>
    </message>
    <message>
        <source>Add a service with an SLO, a reranker for example, and choose a mode that lets two tenants share one GPU.</source>
        <translation>添加一个有 SLO 的服务，例如重排服务，并选择一种能让两个租户共用一块 GPU 的模式。</translation>
    </message>
    <message>
        <source>nvidia-smi&apos;s GPU-Util (NVML utilization.gpu) is the share of time in which at least one kernel was running, however few SMs it used, so a steady stream of small requests reads as a busy GPU. DCGM&apos;s SM activity averages over all SMs instead, and here most of them sit idle most of the time. That idle capacity is what a second tenant can use: under MPS, or in MIG instances sized for each, the reranker runs beside the embedding service and both keep their SLO. Judge headroom by SM activity and occupancy from DCGM, and keep GPU-Util as a sign of life.</source>
        <translation>nvidia-smi 的 GPU-Util（NVML utilization.gpu）是至少有一个kernel在运行的时间占比，不管它用了多少 SM，因此源源不断的小请求会让 GPU 显得很忙。DCGM 的 SM 活跃度则对所有 SM 取平均，而这里大多数 SM 在大部分时间里都闲着。这些空闲算力正是第二个租户可以使用的：在 MPS 下，或者在为各自定好大小的 MIG 实例中，重排服务与嵌入服务并排运行，两者都满足 SLO。判断余量要看 DCGM 的 SM 活跃度和占用率，GPU-Util 只当作“还活着”的信号。</translation>
    </message>
    <message>
        <source>What will nvidia-smi&apos;s GPU-Util read for this GPU over the run?</source>
        <translation>在整个运行期间，这块 GPU 的 nvidia-smi GPU-Util 会显示多少？</translation>
    </message>
    <message>
        <source>1g.10gb on A100-80GB and on H100 80GB</source>
        <translation>A100-80GB 与 H100 80GB 上的 1g.10gb</translation>
    </message>
    <message>
        <source>Two Llama-3.1-8B services on an A100-80GB in MIG mode: a short-answer assistant, quantised to int4 with AWQ, on a 1g.10gb, and an fp16 summariser on a 3g.40gb. The H100 80GB (SXM5) offers profiles with the same names. Model configurations follow the published config.json and checkpoint sizes; rates, token counts and SLOs are illustrative, not measurements; GPU and MIG numbers come from the catalog.</source>
        <translation>一块 MIG 模式的 A100-80GB 上有两个 Llama-3.1-8B 服务：用 AWQ 量化到 int4 的简短问答助手在 1g.10gb 上，fp16 的摘要服务在 3g.40gb 上。H100 80GB（SXM5）提供同名的配置。模型配置取自公开的 config.json 和检查点大小；请求率、token 数和 SLO 仅作示意，并非实测；GPU 与 MIG 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>Llama-3.1-8B assistant (int4 AWQ)</source>
        <translation>Llama-3.1-8B 助手（int4 AWQ）</translation>
    </message>
    <message>
        <source>Llama-3.1-8B summaries (fp16)</source>
        <translation>Llama-3.1-8B 摘要（fp16）</translation>
    </message>
    <message>
        <source>Same profile name, different slice</source>
        <translation>配置同名，切片不同</translation>
    </message>
    <message>
        <source>A 1g.10gb is one compute slice and one eighth of the memory of whichever GPU it is cut from. On an H100 80GB that is more SMs and more bandwidth than on an A100-80GB.</source>
        <translation>1g.10gb 是它所在 GPU 的一个计算切片加八分之一的显存。在 H100 80GB 上，这比在 A100-80GB 上有更多的 SM 和更高的带宽。</translation>
    </message>
    <message>
        <source>Bring the assistant within its SLO, and its mean reply time down, without giving it a bigger profile than 1g.10gb.</source>
        <translation>让助手满足 SLO，并降低它的平均回复时间，但不给它比 1g.10gb 更大的配置。</translation>
    </message>
    <message>
        <source>Compare 1g.10gb across GPUs: mig profiles --compare A100-80GB,H100-80GB.</source>
        <translation>比较不同 GPU 上的 1g.10gb：mig profiles --compare A100-80GB,H100-80GB。</translation>
    </message>
    <message>
        <source>Each output token reads the whole model from memory. Which column of that table limits how fast tokens come?</source>
        <translation>每输出一个 token 都要从显存读一遍整个模型。那张表里哪一列决定了 token 出得多快？</translation>
    </message>
    <message>
        <source>The GPU is part of the scenario too.</source>
        <translation>GPU 也是场景的一部分。</translation>
    </message>
    <message>
        <source>A MIG profile name counts compute slices and rounded gigabytes, not SMs or bandwidth. A 1g.10gb has one of the seven SM slices and one of the eight memory slices, with the memory controllers and so about an eighth of the DRAM bandwidth of its GPU: 14 SMs and an eighth of 2039 GB/s on an A100-80GB, 16 SMs and an eighth of 3350 GB/s on an H100 80GB SXM5. An 8B model decoding small batches reads all its weights for every token, so its time per token follows the instance&apos;s bandwidth: the assistant keeps its SMs busy on both GPUs, but on the H100 each token comes sooner and the queue drains. When a plan or a quote names a MIG profile, ask which GPU it is cut from.</source>
        <translation>MIG 规格名数的是计算切片和取整后的 GB 数，而不是 SM 或带宽。1g.10gb 拥有七个 SM 切片之一和八个显存切片之一，连同对应的显存控制器，因而约有所在 GPU 八分之一的 DRAM 带宽：在 A100-80GB 上是 14 个 SM 和 2039 GB/s 的八分之一，在 H100 80GB SXM5 上是 16 个 SM 和 3350 GB/s 的八分之一。8B 模型以小批量解码时，每个 token 都要读一遍全部权重，所以每个 token 的时间取决于实例的带宽：两块 GPU 上助手都让自己的 SM 忙着，但在 H100 上每个 token 来得更快，队列也就消化掉了。方案或报价里写着某个 MIG 规格时，要问清它是从哪块 GPU 切出来的。</translation>
    </message>
    <message>
        <source>Decoding a token reads every weight from memory. On the A100&apos;s 1g.10gb (14 SMs), how many SMs does the assistant hold on average?</source>
        <translation>解码一个 token 要从显存读出每一个权重。在 A100 的 1g.10gb（14 个 SM）上，助手平均占用多少个 SM？</translation>
    </message>
    <message>
        <source>under 4</source>
        <translation>少于 4</translation>
    </message>
    <message>
        <source>4 to 8</source>
        <translation>4 到 8</translation>
    </message>
    <message>
        <source>8 to 12</source>
        <translation>8 到 12</translation>
    </message>
    <message>
        <source>12 to 14</source>
        <translation>12 到 14</translation>
    </message>
    <message>
        <source>Software slicing: what &quot;30 %&quot; buys</source>
        <translation>软件切分：“30%”能买到什么</translation>
    </message>
    <message>
        <source>Two containers share an A100-40GB by software slicing with HAMi: each gets a compute share (nvidia.com/gpucores) and a memory quota (nvidia.com/gpumem). The compute share is enforced by a token bucket in a user-space hook at kernel launch: under HAMi&apos;s policy a container is throttled only while another one is active, and a throttled container sleeps 10 ms before it may launch again. The memory quota is hard: an allocation past it fails with out-of-memory in that container only. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU numbers come from the catalog.</source>
        <translation>两个容器通过 HAMi 软件切分共用一块 A100-40GB：每个容器分到一个算力份额（nvidia.com/gpucores）和一个显存配额（nvidia.com/gpumem）。算力份额由用户态钩子在 kernel 启动时用令牌桶执行：按 HAMi 的策略，只有在另一个容器也活跃时才会限流，被限流的容器要睡眠 10 ms 才能再次启动 kernel。显存配额是硬性的：超出配额的分配会以显存不足（OOM）失败，且只影响该容器。负载数字（请求速率、服务时间、模型大小）仅作示意，并非实测；GPU 数字取自 内置规格库。</translation>
    </message>
    <message>
        <source>Tenant A: online inference</source>
        <translation>租户 A：在线推理</translation>
    </message>
    <message>
        <source>Tenant B: batch scoring</source>
        <translation>租户 B：批量打分</translation>
    </message>
    <message>
        <source>What &quot;30 % of a GPU&quot; buys</source>
        <translation>“一块 GPU 的 30%”能买到什么</translation>
    </message>
    <message>
        <source>Software slicing caps a container&apos;s compute in time, by throttling its kernel launches; it sets no SMs aside.</source>
        <translation>软件切分通过限流 kernel 启动，在时间上限制容器的算力；它不会预留任何 SM。</translation>
    </message>
    <message>
        <source>Tenant A meets its SLO while tenant B keeps at least 20 jobs per second, still by software slicing.</source>
        <translation>仍然用软件切分，让租户 A 满足其 SLO，同时租户 B 每秒至少完成 20 个任务。</translation>
    </message>
    <message>
        <source>Tenant A has 30 % of the compute. Does that mean 30 % of the SMs are kept free for it?</source>
        <translation>租户 A 有 30% 的算力。这是否意味着有 30% 的 SM 为它空着？</translation>
    </message>
    <message>
        <source>Watch tenant A&apos;s token bucket: when does it wait, and is anyone else running then?</source>
        <translation>留意租户 A 的令牌桶：它什么时候在等？那时别人在运行吗？</translation>
    </message>
    <message>
        <source>Each container&apos;s share is a knob. What happens to tenant B when you turn tenant A&apos;s up?</source>
        <translation>每个容器的份额都是一个旋钮。调高租户 A 的份额时，租户 B 会怎样？</translation>
    </message>
    <message>
        <source>HAMi&apos;s compute share is not a set of SMs: its hook charges each kernel launch&apos;s blocks to a token bucket that a watcher refills from the utilisation NVML reports, and a container out of tokens sleeps before it may launch again. The cap applies only while another container is active, and the batch job always is, so the online service is held to its share the whole time, and when its load rises above that share its requests queue behind its own sleeps. A larger share for tenant A means fewer sleeps for A and more for B: the shares trade time, they do not partition the SMs, so each container&apos;s latency still depends on what its neighbour launches. The memory quota works differently: it is checked at every allocation, and an allocation past it fails with out-of-memory in that container only.</source>
        <translation>HAMi 的算力份额不是一组 SM：它的钩子把每次 kernel 启动的线程块数从令牌桶里扣除，由一个监视线程根据 NVML 报告的利用率补充令牌，令牌用完的容器要先睡眠才能再次启动。这个上限只在另一个容器活跃时生效，而批处理作业始终活跃，所以在线服务一直被限制在自己的份额内；负载一旦超过这个份额，它的请求就排在它自己的睡眠后面。给租户 A 更大的份额，意味着 A 睡得更少、B 睡得更多：份额交换的是时间，并不划分 SM，所以每个容器的延迟仍取决于邻居启动了什么。显存配额则不同：每次分配都会检查，超出配额的分配以显存不足（OOM）失败，且只影响该容器。</translation>
    </message>
    <message>
        <source>Tenant A is given 30 % of the compute and tenant B 70 %. Where will tenant A&apos;s p99 land?</source>
        <translation>租户 A 分到 30% 的算力，租户 B 分到 70%。租户 A 的 p99 会落在哪个区间？</translation>
    </message>
    <message>
        <source>under 40 ms</source>
        <translation>40 ms 以下</translation>
    </message>
    <message>
        <source>40 to 80 ms</source>
        <translation>40 到 80 ms</translation>
    </message>
    <message>
        <source>80 to 200 ms</source>
        <translation>80 到 200 ms</translation>
    </message>
    <message>
        <source>over 200 ms</source>
        <translation>200 ms 以上</translation>
    </message>
</context>
<context>
    <name>gpuk::Main</name>
    <message>
        <source>GPU Kitchen: how one GPU is shared (MIG, MPS, vGPU, time-slicing)</source>
        <translation>GPU 厨房：一块 GPU 如何被共享（MIG、MPS、vGPU、时间片轮转）</translation>
    </message>
    <message>
        <source>Scenario file (*.gpuk.json) to open</source>
        <translation>要打开的场景文件（*.gpuk.json）</translation>
    </message>
    <message>
        <source>User interface language: en or zh_CN</source>
        <translation>界面语言：en 或 zh_CN</translation>
    </message>
    <message>
        <source>Sharing mode: exclusive, mig, mps, vgpu or timeslice</source>
        <translation>共享模式：exclusive、mig、mps、vgpu 或 timeslice</translation>
    </message>
    <message>
        <source>Palette: light or dark</source>
        <translation>配色：light（浅色）或 dark（深色）</translation>
    </message>
    <message>
        <source>Wait this long before taking the screenshot (default 0)</source>
        <translation>截图前等待的毫秒数（默认 0）</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (use en or zh_CN)</source>
        <translation>未知语言“%1”（请用 en 或 zh_CN）</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos; (use light or dark)</source>
        <translation>未知配色“%1”（请用 light 或 dark）</translation>
    </message>
    <message>
        <source>unknown mode &apos;%1&apos;</source>
        <translation>未知模式“%1”</translation>
    </message>
    <message>
        <source>--after-ms needs a number of milliseconds</source>
        <translation>--after-ms 需要一个毫秒数</translation>
    </message>
    <message>
        <source>Print the milliseconds from start to the first painted window, then exit</source>
        <translation>打印从启动到窗口首次绘制所用的毫秒数，然后退出</translation>
    </message>
    <message>
        <source>Picture: tech (the GPU) or kitchen (the restaurant)</source>
        <translation>画面：tech（GPU）或 kitchen（餐厅）</translation>
    </message>
    <message>
        <source>unknown skin &apos;%1&apos; (use tech or kitchen)</source>
        <translation>未知画面“%1”（请使用 tech 或 kitchen）</translation>
    </message>
    <message>
        <source>Keep the window&apos;s state as JSON in this file while the app runs (for scripts that drive it)</source>
        <translation>运行期间把窗口状态以 JSON 写入此文件（供驱动本应用的脚本使用）</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit</source>
        <translation>把窗口渲染为 PNG 文件后退出</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1366x768 (default 1600x1000)</source>
        <translation>--screenshot 的窗口尺寸，例如 1366x768（默认 1600x1000）</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT in pixels, from 320x240 to 7680x4320</source>
        <translation>--size 需要 宽x高 像素值，范围 320x240 到 7680x4320</translation>
    </message>
    <message>
        <source>Size of the picture&apos;s words in percent, 80 to 200 (this run only)</source>
        <translation>画面文字的大小，百分比，80 到 200（仅本次运行）</translation>
    </message>
    <message>
        <source>--zoom needs a percentage from 80 to 200</source>
        <translation>--zoom 需要 80 到 200 之间的百分比</translation>
    </message>
    <message>
        <source>--window explorer needs a GPU with MIG</source>
        <translation>--window explorer 需要支持 MIG 的 GPU</translation>
    </message>
    <message>
        <source>With a challenge and --screenshot: choose prediction N (from 1), lock it in and reveal</source>
        <translation>用于挑战和 --screenshot：选择第 N 个预测（从 1 起），锁定并揭晓</translation>
    </message>
    <message>
        <source>--predict N needs a challenge (lesson:NAME) and N from 1</source>
        <translation>--predict N 需要一个挑战（lesson:NAME），N 从 1 起</translation>
    </message>
    <message>
        <source>Open in presentation mode (full screen; with --screenshot at --size)</source>
        <translation>以演示模式打开（全屏；与 --screenshot 一起使用时按 --size 的尺寸）</translation>
    </message>
    <message>
        <source>Start the tour at step N (from 1); with --screenshot, render that step</source>
        <translation>从第 N 步（从 1 起）开始导览；与 --screenshot 一起使用时渲染该步</translation>
    </message>
    <message>
        <source>--tour N needs N from 1 to the tour&apos;s length</source>
        <translation>--tour N 需要 1 到导览步数之间的 N</translation>
    </message>
    <message>
        <source>With --screenshot: open the interview drill on this page and render it: start, question, verdict or result</source>
        <translation>与 --screenshot 一起使用：在此页面打开面试练习并截图：start（开始）、question（题目）、verdict（判定）或 result（结果）</translation>
    </message>
    <message>
        <source>--drill takes start, question, verdict or result, not %1</source>
        <translation>--drill 只接受 start、question、verdict 或 result，而不是 %1</translation>
    </message>
    <message>
        <source>With --screenshot: open this window and render it instead: comparison (comparison/1 to /3: its other tabs), sweep, advisor, explorer, welcome, legend, glossary (glossary/KEY: at a term) or atlas (atlas/ID: at a catalog GPU)</source>
        <translation>与 --screenshot 一起使用：打开并渲染此窗口：comparison（comparison/1 到 /3：其他标签页）、sweep、advisor、explorer、welcome、legend、glossary（glossary/KEY：打开到该术语）或 atlas（atlas/ID：打开到规格库中的某块 GPU）</translation>
    </message>
    <message>
        <source>--window atlas/ID needs a MIG GPU of the catalog (gpukitchen-cli gpus), not %1</source>
        <translation>--window atlas/ID 需要规格库中支持 MIG 的 GPU（见 gpukitchen-cli gpus），不接受 %1</translation>
    </message>
    <message>
        <source>--window takes comparison, sweep, advisor, explorer, welcome, legend, glossary or atlas, not %1</source>
        <translation>--window 只接受 comparison、sweep、advisor、explorer、welcome、legend、glossary 或 atlas，不接受 %1</translation>
    </message>
</context>
<context>
    <name>gpuk::MainWindow</name>
    <message>
        <source>The file could not be read as a GPU Kitchen scenario.</source>
        <translation>该文件无法作为 GPU 厨房场景读取。</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>%1 could not be opened. The current scenario is unchanged.</source>
        <translation>无法打开 %1。当前场景保持不变。</translation>
    </message>
    <message>
        <source>… and %1 more (see Show Details)</source>
        <translation>……还有 %1 条（见“显示详情”）</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Built-in scenarios</source>
        <translation>内置场景(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a scenario file (*.gpuk.json)</source>
        <translation>打开场景文件（*.gpuk.json）</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About GPU Kitchen</source>
        <translation>关于 GPU 厨房(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU：</translation>
    </message>
    <message>
        <source>&amp;Tenants</source>
        <translation>租户(&amp;T)</translation>
    </message>
    <message>
        <source>GPU picture</source>
        <translation>GPU 示意图</translation>
    </message>
    <message>
        <source>Sharing mode</source>
        <translation>共享模式</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Layout summary</source>
        <translation>布局摘要</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>场景名称</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>未命名场景</translation>
    </message>
    <message>
        <source>%1 — GPU Kitchen</source>
        <translation>%1 — GPU 厨房</translation>
    </message>
    <message>
        <source>unknown GPU %1</source>
        <translation>未知 GPU %1</translation>
    </message>
    <message>
        <source>GPU: %1 · Mode: %2 · tenants: %3</source>
        <translation>GPU：%1 · 模式：%2 · 租户：%3</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1（自定义）</translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation>%1（未知）</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>reranker</source>
        <translation>重排模型</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>大模型</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批处理</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1 · model %2 GiB · SLO %3 ms</source>
        <translation>%1 · 模型 %2 GiB · SLO %3 ms</translation>
    </message>
    <message>
        <source>%1 · model %2 GiB · no SLO</source>
        <translation>%1 · 模型 %2 GiB · 无 SLO</translation>
    </message>
    <message>
        <source>%1 (id %2)
Peak memory %3 GiB: model %4 GiB + %5 GiB × %6 requests at once</source>
        <translation>%1（ID %2）
峰值显存 %3 GiB：模型 %4 GiB + %5 GiB × %6 个并发请求</translation>
    </message>
    <message>
        <source>&amp;Problems</source>
        <translation>问题(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Problems (%1)</source>
        <translation>问题(&amp;P)（%1）</translation>
    </message>
    <message>
        <source>No problems: this plan fits this GPU.</source>
        <translation>没有问题：这个方案能放进这块 GPU。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Unknown GPU: nothing to draw.</source>
        <translation>未知 GPU：无法绘制。</translation>
    </message>
    <message>
        <source>The MIG layout cannot be placed: see Problems.</source>
        <translation>无法放置这个 MIG 布局：见“问题”。</translation>
    </message>
    <message>
        <source>Instances expose %1 of %2 SMs · stranded compute slices: %3 · SMs unusable with MIG on: %4 · unused memory slices: %5</source>
        <translation>实例开放 %2 个 SM 中的 %1 个 · 碎片计算切片：%3 · 开启 MIG 后不可用的 SM：%4 · 未使用的显存切片：%5</translation>
    </message>
    <message>
        <source>%1 does not support MIG.</source>
        <translation>%1 不支持 MIG。</translation>
    </message>
    <message>
        <source>MPS: %1 SMs in one pool · %2 of at most %3 clients</source>
        <translation>MPS：%1 个 SM 在同一个池中 · 客户端 %2 个（最多 %3 个）</translation>
    </message>
    <message>
        <source>vGPU: the VMs take turns on %1 SMs · VMs: %2</source>
        <translation>vGPU：各虚拟机轮流使用 %1 个 SM · 虚拟机：%2</translation>
    </message>
    <message>
        <source>Time-slicing: the contexts take turns on %1 SMs · contexts: %2</source>
        <translation>时间片轮转：各上下文轮流使用 %1 个 SM · 上下文：%2</translation>
    </message>
    <message>
        <source>Exclusive: one GPU per tenant · GPUs: %1</source>
        <translation>独占：每个租户一块 GPU · GPU 数：%1</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>GPU Kitchen scenarios (*.gpuk.json);;JSON files (*.json);;All files (*)</source>
        <translation>GPU 厨房场景 (*.gpuk.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>About GPU Kitchen</source>
        <translation>关于 GPU 厨房</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>GPU Kitchen scenarios (*.gpuk.json)</source>
        <translation>GPU 厨房场景 (*.gpuk.json)</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>%1 could not be written. Your work is still open.</source>
        <translation>无法写入 %1。你的工作仍然保持打开。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>“%1”有尚未保存的更改。</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>继续之前先保存吗？</translation>
    </message>
    <message>
        <source>%1 no longer exists and was removed from Open Recent.</source>
        <translation>%1 已不存在，已从“最近打开”中移除。</translation>
    </message>
    <message>
        <source>%1 missing files were removed from Open Recent.</source>
        <translation>已从“最近打开”中移除 %1 个不存在的文件。</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作吗？</translation>
    </message>
    <message>
        <source>GPU Kitchen did not close properly. Unsaved work on “%1” was saved automatically at %2.</source>
        <translation>GPU 厨房上次没有正常关闭。“%1”中未保存的工作已于 %2 自动保存。</translation>
    </message>
    <message>
        <source>It was a new scenario, never saved.</source>
        <translation>那是一个从未保存过的新场景。</translation>
    </message>
    <message>
        <source>It came from %1.</source>
        <translation>它来自 %1。</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Recovered unsaved work on “%1”.</source>
        <translation>已恢复“%1”中未保存的工作。</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start an empty scenario on an A100-40GB</source>
        <translation>在一块 A100-40GB 上新建空场景</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the scenario, with the plan shown as its active plan</source>
        <translation>保存场景，并把当前显示的方案作为它的生效方案</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation>以新名称保存场景</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>深色配色(&amp;D)</translation>
    </message>
    <message>
        <source>Switch between a light and a dark palette</source>
        <translation>在浅色与深色配色之间切换</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Use the whole screen for the window (F11)</source>
        <translation>让窗口占满整个屏幕（F11）</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Scenario summary</source>
        <translation>场景概要</translation>
    </message>
    <message>
        <source>How the GPU is shared: exclusive, MIG, MPS, vGPU or time-slicing</source>
        <translation>GPU 的共享方式：独占、MIG、MPS、vGPU 或时间片轮转</translation>
    </message>
    <message>
        <source>The GPU the tenants share</source>
        <translation>租户共享的 GPU</translation>
    </message>
    <message>
        <source>The scenario&apos;s tenants with their kind, model size and SLO</source>
        <translation>场景中的租户，以及各自的类型、模型大小和 SLO</translation>
    </message>
    <message>
        <source>What is wrong with the plan on this GPU, if anything</source>
        <translation>该方案在这块 GPU 上存在的问题（如有）</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>菜单栏</translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>状态栏</translation>
    </message>
    <message>
        <source>NVIDIA Multi-Instance GPU User Guide: profiles, placements, memory and SM counts</source>
        <translation>NVIDIA 多实例 GPU（MIG）用户指南：规格、放置位置、显存与 SM 数量</translation>
    </message>
    <message>
        <source>NVIDIA Multi-Process Service (MPS) documentation: client limits and SM percentage</source>
        <translation>NVIDIA 多进程服务（MPS）文档：客户端上限与 SM 百分比</translation>
    </message>
    <message>
        <source>NVIDIA Virtual GPU Software User Guide: vGPU types and the time-sliced schedulers</source>
        <translation>NVIDIA 虚拟 GPU 软件用户指南：vGPU 类型与时间片调度器</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s mig-parted and k8s-device-plugin repositories, and published nvidia-smi output</source>
        <translation>NVIDIA 的 mig-parted 与 k8s-device-plugin 代码仓库，以及公开的 nvidia-smi 输出</translation>
    </message>
    <message>
        <source>Published measurements of interference between tenants, for the presets</source>
        <translation>已发表的租户间干扰测量结果（用于预设）</translation>
    </message>
    <message>
        <source>GPU Kitchen %1</source>
        <translation>GPU 厨房 %1</translation>
    </message>
    <message>
        <source>See how one NVIDIA GPU is shared between tenants: MIG, MPS, vGPU and time-slicing, drawn on a real GPU. A teaching simulator: its figures come from a model, not from measuring your hardware.</source>
        <translation>看一块 NVIDIA GPU 如何在租户之间共享：MIG、MPS、vGPU 与时间片轮转，画在一块真实的 GPU 上。这是一个教学模拟器：其中的数字来自模型，而不是对你的硬件的测量。</translation>
    </message>
    <message>
        <source>Where the GPU numbers come from:</source>
        <translation>GPU 数据的来源：</translation>
    </message>
    <message>
        <source>No licence has been chosen for GPU Kitchen yet.</source>
        <translation>GPU 厨房尚未选定许可证。</translation>
    </message>
    <message>
        <source>Built with Qt %1 (see Help &gt; About Qt).</source>
        <translation>基于 Qt %1 构建（见 帮助 &gt; 关于 Qt）。</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Remove the selected tenant and its placement</source>
        <translation>移除选中的租户及其放置</translation>
    </message>
    <message>
        <source>Tenant palette</source>
        <translation>租户面板</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>属性面板</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <source>&lt;opened scenario&gt;</source>
        <translation>&lt;打开时的场景&gt;</translation>
    </message>
    <message>
        <source>Tenants and problems</source>
        <translation>租户与问题</translation>
    </message>
    <message>
        <source>Inspector of the selected tenant</source>
        <translation>选中租户的属性面板</translation>
    </message>
    <message>
        <source>&amp;Kitchen view</source>
        <translation>厨房视图(&amp;K)</translation>
    </message>
    <message>
        <source>Tell the same story as a restaurant kitchen: burners, private rooms, an open stove, food-court stalls (Ctrl+K)</source>
        <translation>用餐厅厨房讲同一个故事：灶眼、包间、开放式灶台、美食广场档口（Ctrl+K）</translation>
    </message>
    <message>
        <source>Chef &amp;teams</source>
        <translation>厨师团队(&amp;T)</translation>
    </message>
    <message>
        <source>Kitchen: %1 · %2 · chef teams: %3</source>
        <translation>厨房：%1 · %2 · 厨师团队：%3</translation>
    </message>
    <message>
        <source>Unknown kitchen: nothing to draw.</source>
        <translation>未知厨房：无法绘制。</translation>
    </message>
    <message>
        <source>These private rooms do not fit in the kitchen: see Problems.</source>
        <translation>这些包间放不进厨房：见“问题”。</translation>
    </message>
    <message>
        <source>Rooms use %1 of %2 burners · boarded-up stove sections: %3 · burners lost to the walls: %4 · empty pantry shelves: %5</source>
        <translation>包间使用 %2 个灶眼中的 %1 个 · 封板的灶区：%3 · 因砌墙损失的灶眼：%4 · 空储物架：%5</translation>
    </message>
    <message>
        <source>%1 cannot be split into private rooms.</source>
        <translation>%1 无法隔成包间。</translation>
    </message>
    <message>
        <source>Open stove: %1 burners · %2 of at most %3 chef teams</source>
        <translation>开放式灶台：%1 个灶眼 · 厨师团队 %2 个（最多 %3 个）</translation>
    </message>
    <message>
        <source>Food-court stalls: %1 stalls take turns at %2 burners</source>
        <translation>美食广场档口：%1 个档口轮流使用 %2 个灶眼</translation>
    </message>
    <message>
        <source>Taking turns: %1 chef teams share %2 burners</source>
        <translation>轮流掌勺：%1 个厨师团队共用 %2 个灶眼</translation>
    </message>
    <message>
        <source>One pot per chef: kitchens: %1</source>
        <translation>一人包场：厨房数：%1</translation>
    </message>
    <message>
        <source>Press Space to play: the simulation runs this plan live.</source>
        <translation>按空格键播放：模拟将实时运行这个方案。</translation>
    </message>
    <message>
        <source>Simulation off: %1</source>
        <translation>模拟不可用：%1</translation>
    </message>
    <message>
        <source>events %1 · failed %2 · dropped %3</source>
        <translation>事件 %1 · 失败 %2 · 丢弃 %3</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Narrator</source>
        <translation>解说</translation>
    </message>
    <message>
        <source>Live figures</source>
        <translation>实时数据</translation>
    </message>
    <message>
        <source>Mode and GPU</source>
        <translation>模式与 GPU</translation>
    </message>
    <message>
        <source>Put the panels back where they were at the first start, at the default window size</source>
        <translation>将各面板放回首次启动时的位置，并恢复默认窗口大小</translation>
    </message>
    <message>
        <source>Autosave failed: save your work</source>
        <translation>自动保存失败：请保存你的工作</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>&amp;What Am I Looking At?</source>
        <translation>我看到的是什么？(&amp;W)</translation>
    </message>
    <message>
        <source>The picture of this mode, explained in a few sentences</source>
        <translation>用几句话解释当前模式的画面</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every key of the window, in a list</source>
        <translation>列出窗口的全部快捷键</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Exclusive: every chef team has a whole kitchen of its own, so nothing is shared. Each burner is an SM and glows in the team&apos;s colour while it cooks; the pantry shelves are the GPU&apos;s memory.</source>
        <translation>独占：每个厨师团队各有一整间厨房，什么都不共享。每个灶眼就是一个 SM，团队做菜时它会亮起该团队的颜色；储物架就是 GPU 的显存。</translation>
    </message>
    <message>
        <source>Exclusive: every tenant has a whole GPU of its own, so nothing is shared. Each square is an SM and lights up in the tenant&apos;s colour while it works; the bar is the GPU&apos;s memory.</source>
        <translation>独占：每个租户各有一整块 GPU，什么都不共享。每个方块是一个 SM，租户运行时它会亮起该租户的颜色；长条是 GPU 的显存。</translation>
    </message>
    <message>
        <source>Private rooms (MIG): the kitchen is walled into rooms, each with its own burners and pantry shelves. A chef team cooks only in its room; a rush or a fire in one room stays there.</source>
        <translation>包间（MIG）：厨房被墙隔成若干包间，每间都有自己的灶眼和储物架。厨师团队只在自己的包间里做菜；一个包间里的忙乱或火情只留在那一间。</translation>
    </message>
    <message>
        <source>MIG: the GPU is cut into instances, each with its own SMs and memory slices. A tenant runs only on its instance&apos;s SMs; another tenant&apos;s load or fault stays outside.</source>
        <translation>MIG：GPU 被切分成若干实例，每个实例都有自己的 SM 和显存切片。租户只在自己实例的 SM 上运行；其他租户的负载或故障影响不到它。</translation>
    </message>
    <message>
        <source>Open stove (MPS): the chef teams cook side by side at one stove. A burner glows in the colour of the team using it, a cap limits how many one team may take; the pantry is shared, and a fire stops every team.</source>
        <translation>开放式灶台（MPS）：各厨师团队在同一个灶台前并肩做菜。灶眼亮起正在使用它的团队的颜色，上限决定一个团队最多能占用多少灶眼；储物架是共用的，一处起火会让所有团队停下。</translation>
    </message>
    <message>
        <source>MPS: the tenants&apos; processes run on the SMs at the same time. An SM lights up in the colour of the tenant using it, a cap limits one tenant&apos;s share; memory is shared, and one fault stops every client.</source>
        <translation>MPS：各租户的进程同时在 SM 上运行。SM 亮起正在使用它的租户的颜色，上限决定一个租户最多能占用的份额；显存是共享的，一次故障会让所有客户端停下。</translation>
    </message>
    <message>
        <source>Food-court stalls (vGPU): each stall gets all the burners in turn, for a fixed slot, and has its own pantry shelves. The strip shows whose turn it is.</source>
        <translation>美食广场档口（vGPU）：各档口轮流使用全部灶眼，每次一个固定时段，并各有自己的储物架。横条显示现在轮到谁。</translation>
    </message>
    <message>
        <source>vGPU: each virtual machine gets the whole GPU in turn, for a time slice, and has its own fixed share of memory. The strip shows whose turn it is.</source>
        <translation>vGPU：各虚拟机轮流使用整块 GPU，每次一个时间片，并各有一份固定的显存。横条显示现在轮到谁。</translation>
    </message>
    <message>
        <source>Taking turns (time-slicing): the chef teams take the whole stove one after another; while one cooks, the others wait. The pantry is shared.</source>
        <translation>轮流掌勺（时间片轮转）：各厨师团队依次使用整个灶台；一个团队做菜时，其他团队等待。储物架是共用的。</translation>
    </message>
    <message>
        <source>Time-slicing: the tenants take the whole GPU one after another, one time slice each; while one runs, the others wait. Memory is shared.</source>
        <translation>时间片轮转：各租户依次使用整块 GPU，每次一个时间片；一个租户运行时，其他租户等待。显存是共享的。</translation>
    </message>
    <message>
        <source>What am I looking at?</source>
        <translation>我看到的是什么？</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;Receipts…</source>
        <translation>公开测量对照(&amp;R)…</translation>
    </message>
    <message>
        <source>The model beside published measurements: source, setup, published figure, the engine&apos;s figure, gap</source>
        <translation>模型与公开测量结果并列对照：来源、设置、公开数值、引擎数值、差距</translation>
    </message>
    <message>
        <source>failed %1 · dropped %2 by then</source>
        <translation>截至此时：失败 %1 · 丢弃 %2</translation>
    </message>
    <message>
        <source>%1 %2 %3 (whole request)</source>
        <translation>%1 %2 %3（整个请求）</translation>
    </message>
    <message>
        <source>failed %1 · dropped %2</source>
        <translation>失败 %1 · 丢弃 %2</translation>
    </message>
    <message numerus="yes">
        <source>Searching the MIG layout for %n tenant(s)…</source>
        <translation>
            <numerusform>正在为 %n 个租户搜索 MIG 布局…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>MIG layout search</source>
        <translation>MIG 布局搜索</translation>
    </message>
    <message>
        <source>MIG layout search cancelled: the mode is unchanged.</source>
        <translation>MIG 布局搜索已取消：模式未改变。</translation>
    </message>
    <message>
        <source>Remove &amp;tenant</source>
        <translation>移除租户(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>Not saved: %1 was changed by another program.</source>
        <translation>未保存：%1 已被其他程序更改。</translation>
    </message>
    <message>
        <source>Reloaded %1 from disk.</source>
        <translation>已从磁盘重新载入 %1。</translation>
    </message>
    <message>
        <source>File deleted on disk</source>
        <translation>磁盘上的文件已删除</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>%1 was deleted or moved by another program.</source>
        <translation>%1 已被其他程序删除或移动。</translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened or saved here.</source>
        <translation>%1 在此处打开或保存后已被其他程序更改。</translation>
    </message>
    <message>
        <source>The scenario shown here is kept. Save it there again, or under another name?</source>
        <translation>此处显示的场景会保留。要在原位置重新保存，还是另存为其他名称？</translation>
    </message>
    <message>
        <source>Save &amp;Again</source>
        <translation>重新保存(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>Saving now replaces the other program&apos;s version with yours.</source>
        <translation>现在保存会用你的版本替换其他程序的版本。</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新载入(&amp;R)</translation>
    </message>
    <message>
        <source>Reload discards your unsaved changes and shows the file as it is now; Keep Mine keeps them and leaves the file as it is.</source>
        <translation>“重新载入”会丢弃你未保存的更改并显示文件的当前内容；“保留我的”会保留这些更改，文件保持不变。</translation>
    </message>
    <message>
        <source>Reload shows the file as it is now; Keep Mine keeps the scenario shown here and leaves the file as it is.</source>
        <translation>“重新载入”显示文件的当前内容；“保留我的”保留此处显示的场景，文件保持不变。</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>保留我的(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <source>%n not measured yet</source>
        <translation>
            <numerusform>%n 个尚未测得</numerusform>
        </translation>
    </message>
    <message>
        <source>SLO met (target %1) by %2 of %3</source>
        <translation>达到 SLO（目标 %1）：%3 个中 %2 个</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>SLO: %1</source>
        <translation>SLO：%1</translation>
    </message>
    <message>
        <source>SLO met (target %1): %2</source>
        <translation>SLO 达成率（目标 %1）：%2</translation>
    </message>
    <message>
        <source>One profile &amp;name, many GPUs…</source>
        <translation>同名规格，不同 GPU(&amp;N)…</translation>
    </message>
    <message>
        <source>What a MIG profile of one name is on each GPU: SMs, memory, bandwidth and the time of one request</source>
        <translation>同一个名字的 MIG 规格在每块 GPU 上是什么：SM、显存、带宽和一个请求的耗时</translation>
    </message>
    <message>
        <source>&amp;Inject a fault into %1</source>
        <translation>向 %1 注入故障(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Inject a fault into the selected tenant</source>
        <translation>向选中的租户注入故障(&amp;I)</translation>
    </message>
    <message>
        <source>A fatal error in the selected tenant: see how far the blast reaches in this mode</source>
        <translation>让选中的租户发生致命错误：看看在此模式下故障波及多大范围</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Make the words of the picture and the charts larger (Ctrl++)</source>
        <translation>放大画面和图表中的文字（Ctrl++）</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Make the words of the picture and the charts smaller (Ctrl+-)</source>
        <translation>缩小画面和图表中的文字（Ctrl+-）</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>The words of the picture and the charts at the application&apos;s font size (Ctrl+0)</source>
        <translation>画面和图表中的文字恢复为应用程序的字号（Ctrl+0）</translation>
    </message>
    <message>
        <source>Making the MIG layout again for %1…</source>
        <translation>正在为 %1 重新制定 MIG 布局…</translation>
    </message>
    <message>
        <source>MIG layout search cancelled: the GPU is unchanged.</source>
        <translation>MIG 布局搜索已取消：GPU 未改变。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Configuration…</source>
        <translation>配置(&amp;C)…</translation>
    </message>
    <message>
        <source>The plan shown as nvidia-smi, mig-parted, Kubernetes, time-slicing or MPS configuration, with a preview</source>
        <translation>把当前方案导出为 nvidia-smi、mig-parted、Kubernetes、时间片轮转或 MPS 配置，可先预览</translation>
    </message>
    <message>
        <source>Picture as &amp;PNG…</source>
        <translation>图片存为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the GPU picture as shown as a PNG image</source>
        <translation>把当前显示的 GPU 画面保存为 PNG 图片</translation>
    </message>
    <message>
        <source>Picture as S&amp;VG…</source>
        <translation>图片存为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>Save the GPU picture as shown as an SVG drawing</source>
        <translation>把当前显示的 GPU 画面保存为 SVG 矢量图</translation>
    </message>
    <message>
        <source>GPU Kitchen: %1</source>
        <translation>GPU 厨房：%1</translation>
    </message>
    <message>
        <source>Save the picture as PNG</source>
        <translation>把画面保存为 PNG</translation>
    </message>
    <message>
        <source>Save the picture as SVG</source>
        <translation>把画面保存为 SVG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>无法保存画面</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Picture saved to %1</source>
        <translation>画面已保存到 %1</translation>
    </message>
    <message>
        <source>&amp;Compare the modes under load…</source>
        <translation>比较各模式在负载增长下的表现(&amp;C)…</translation>
    </message>
    <message>
        <source>The same tenants under every sharing mode while their traffic grows: where each mode breaks</source>
        <translation>同一批租户在每种共享模式下、流量不断增长时的表现：看每种模式在哪里撑不住</translation>
    </message>
    <message>
        <source>Gas meters: %1 chef teams share %2 burners</source>
        <translation>计量燃气：%1 组厨师共用 %2 个灶眼</translation>
    </message>
    <message>
        <source>Software slicing: %1 containers share %2 SMs</source>
        <translation>软件切分：%1 个容器共用 %2 个 SM</translation>
    </message>
    <message>
        <source>Gas meters (software slicing): the chef teams take the stove in turns, and each pays into its own gas meter. A team whose meter is empty must wait, even at a free stove; each has its own pantry shelf quota. The badge says who reads the meters.</source>
        <translation>计量燃气（软件切分）：各组厨师轮流使用灶台，每组都有自己的燃气计量表。计量表用完的团队必须等待，即使灶台空着；每组都有自己的储物架配额。徽标说明由谁来查表。</translation>
    </message>
    <message>
        <source>Software slicing: each container&apos;s CUDA context takes the GPU in turns, and a token bucket meters its share. A container with an empty bucket sleeps, even while the SMs are idle; an allocation past its memory quota fails in that container only.</source>
        <translation>软件切分：每个容器的 CUDA 上下文轮流使用 GPU，由令牌桶计量它的份额。令牌桶空了的容器会休眠，即使 SM 空闲也一样；超出显存配额的分配只在该容器内失败。</translation>
    </message>
    <message>
        <source>E&amp;xplore MIG layouts…</source>
        <translation>浏览 MIG 布局(&amp;X)…</translation>
    </message>
    <message>
        <source>The legal MIG layouts for these tenants, best first, each with its margins and what it can no longer place; open one on the canvas</source>
        <translation>这些租户的合法 MIG 布局，最好的排在前面，每个附上余量和它再也放不下的规格；可在画布上打开其中一个</translation>
    </message>
    <message>
        <source>%1&apos;s valve shut: gas meter empty</source>
        <translation>%1 的阀门已关：计量表已空</translation>
    </message>
    <message>
        <source>%1 throttled: token bucket empty</source>
        <translation>%1 被限流：令牌桶已空</translation>
    </message>
    <message>
        <source>Compare the modes side &amp;by side…</source>
        <translation>并排比较各模式(&amp;B)…</translation>
    </message>
    <message>
        <source>The same tenants under every sharing mode at once, live on one clock, with each mode&apos;s figures and the article&apos;s comparison measured</source>
        <translation>同样的租户同时在每种共享模式下按同一时钟实时运行，附各模式的数字和文章对比的实测</translation>
    </message>
    <message>
        <source>&amp;Advise a mode…</source>
        <translation>推荐一种模式(&amp;A)…</translation>
    </message>
    <message>
        <source>The article&apos;s decision steps as questions: a recommended mode and plan with its reasons, then every admissible mode run to show whether it held</source>
        <translation>把原文的选型步骤变成问题：给出推荐的模式和方案及其理由，再运行每个可用的模式，看推荐是否成立</translation>
    </message>
    <message>
        <source>&amp;Challenges</source>
        <translation>挑战(&amp;C)</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>挑战</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The reference solution is shown; undo history starts again here.</source>
        <translation>已显示参考解法；撤销历史从这里重新开始。</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>侧边面板</translation>
    </message>
    <message>
        <source>Prepared scene</source>
        <translation>预设场景</translation>
    </message>
    <message>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Save scene as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>The pen draws on a paused picture: Space pauses.</source>
        <translation>画笔只能在暂停的画面上书写：按空格键暂停。</translation>
    </message>
    <message>
        <source>Save the scenario with this view: skin, speed, time, panels, selection and presentation mode, to open exactly here in class</source>
        <translation>把场景连同当前视图一起保存：外观、速度、时间、面板、选中项和演示模式，上课时原样打开</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Presentation: next step</source>
        <translation>演示：下一步</translation>
    </message>
    <message>
        <source>Presentation: previous step</source>
        <translation>演示：上一步</translation>
    </message>
    <message>
        <source>Presentation: leave</source>
        <translation>演示：退出</translation>
    </message>
    <message>
        <source>Presentation: pointer on or off</source>
        <translation>演示：开关指示光圈</translation>
    </message>
    <message>
        <source>Presentation: pen on or off (paused)</source>
        <translation>演示：开关画笔（暂停时）</translation>
    </message>
    <message>
        <source>Presentation: erase the pen&apos;s marks</source>
        <translation>演示：擦除画笔痕迹</translation>
    </message>
    <message>
        <source>Presentation: kitchen or technical picture</source>
        <translation>演示：切换厨房视图与技术视图</translation>
    </message>
    <message>
        <source>The ways in: the tour, the challenges, the interview drill, a blank GPU</source>
        <translation>入门方式：导览、挑战、面试练习、空白 GPU</translation>
    </message>
    <message>
        <source>Take the &amp;Tour</source>
        <translation>开始导览(&amp;T)</translation>
    </message>
    <message>
        <source>Five minutes: one GPU and three services in every mode, step by step</source>
        <translation>五分钟：一块 GPU、三个服务，逐步看遍每种模式</translation>
    </message>
    <message>
        <source>Sa&amp;ve Scene As…</source>
        <translation>场景另存为(&amp;V)…</translation>
    </message>
    <message>
        <source>Welc&amp;ome…</source>
        <translation>欢迎页(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Interview Drill…</source>
        <translation>面试练习(&amp;I)…</translation>
    </message>
    <message>
        <source>Practice questions, a timed mock interview and a before/after check, answers checked by the simulator</source>
        <translation>练习题、限时模拟面试和前后对比测验，答案由模拟器验证</translation>
    </message>
    <message>
        <source>&amp;Legend…</source>
        <translation>图例(&amp;L)…</translation>
    </message>
    <message>
        <source>Every mark the picture draws, in both skins, and what it means</source>
        <translation>画面上的每个标记（两种外观）及其含义</translation>
    </message>
    <message>
        <source>&amp;Glossary…</source>
        <translation>术语表(&amp;G)…</translation>
    </message>
    <message>
        <source>The terms of GPU sharing, from SM to SLO attainment (F1 on a tool tip opens its term)</source>
        <translation>GPU 共享的术语，从 SM 到 SLO 达成率（在工具提示上按 F1 打开对应术语）</translation>
    </message>
    <message>
        <source>MIG &amp;Placements on Every GPU…</source>
        <translation>每块 GPU 上的 MIG 放置位置(&amp;P)…</translation>
    </message>
    <message>
        <source>Where each MIG profile may be placed on any GPU of the catalog, Blackwell and the GPUs the simulator cannot run included</source>
        <translation>每个 MIG 规格在规格库中任一 GPU 上可以放在哪里，包括 Blackwell 以及模拟器无法模拟的 GPU</translation>
    </message>
    <message>
        <source>Full screen for a projector: large words, high contrast, no editing; PageDown/PageUp step, 1–9 choose a prediction, L pointer, P pen, B blank, Esc leaves</source>
        <translation>投影用的全屏：大字、高对比度、不可编辑；PageDown/PageUp 翻步，1–9 选择预测，L 指示光圈，P 画笔，B 黑屏，Esc 退出</translation>
    </message>
    <message>
        <source>Presentation: blank the screen, or bring the picture back</source>
        <translation>演示：黑屏，或恢复画面</translation>
    </message>
</context>
<context>
    <name>gpuk::Messages</name>
    <message>
        <source>the file is not valid JSON: %{detail} at line %{line}, column %{column} (byte offset %{offset})</source>
        <translation>文件不是有效的 JSON：第 %{line} 行第 %{column} 列出错：%{detail}（字节偏移 %{offset}）</translation>
    </message>
    <message>
        <source>the file is not valid JSON: %{detail} at byte offset %{offset}</source>
        <translation>文件不是有效的 JSON：字节偏移 %{offset} 处出错：%{detail}</translation>
    </message>
    <message>
        <source>the file is not valid JSON</source>
        <translation>文件不是有效的 JSON</translation>
    </message>
    <message>
        <source>the top level must be a JSON object holding the scenario, not a JSON %{got}</source>
        <translation>顶层必须是包含场景的 JSON 对象（object），而不是 JSON %{got}</translation>
    </message>
    <message>
        <source>the top level must be a JSON object holding the scenario</source>
        <translation>顶层必须是包含场景的 JSON 对象（object）</translation>
    </message>
    <message>
        <source>the file is empty; a scenario file holds one JSON object</source>
        <translation>文件是空的；场景文件应包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>cannot read %{file}: %{detail}</source>
        <translation>无法读取 %{file}：%{detail}</translation>
    </message>
    <message>
        <source>cannot read %{file}</source>
        <translation>无法读取 %{file}</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>the file has %{bytes} bytes; a scenario file may have at most %{max} bytes</source>
        <translation>文件有 %{bytes} 字节；场景文件最多只能有 %{max} 字节</translation>
    </message>
    <message>
        <source>the file is too large for a scenario file</source>
        <translation>文件太大，超出了场景文件的上限</translation>
    </message>
    <message>
        <source>more than %{max} problems; the rest are not listed</source>
        <translation>问题超过 %{max} 个；其余的不再列出</translation>
    </message>
    <message>
        <source>too many problems; the rest are not listed</source>
        <translation>问题太多；其余的不再列出</translation>
    </message>
    <message>
        <source>unsupported format &quot;%{got}&quot;; this version of GPU Kitchen reads &quot;%{expected}&quot;</source>
        <translation>不支持的格式 &quot;%{got}&quot;；这个版本的 GPU 厨房只能读取 &quot;%{expected}&quot;</translation>
    </message>
    <message>
        <source>unsupported format; this version of GPU Kitchen reads &quot;gpukitchen-scenario/1&quot;</source>
        <translation>不支持的格式；这个版本的 GPU 厨房只能读取 &quot;gpukitchen-scenario/1&quot;</translation>
    </message>
    <message>
        <source>unknown key &quot;%{key}&quot;; the keys allowed here are: %{allowed}</source>
        <translation>未知的键 &quot;%{key}&quot;；这里允许的键有：%{allowed}</translation>
    </message>
    <message>
        <source>unknown key &quot;%{key}&quot; (unknown keys are errors, not ignored)</source>
        <translation>未知的键 &quot;%{key}&quot;（未知的键按错误处理，不会被忽略）</translation>
    </message>
    <message>
        <source>unknown key (unknown keys are errors, not ignored)</source>
        <translation>未知的键（未知的键按错误处理，不会被忽略）</translation>
    </message>
    <message>
        <source>this required field is missing</source>
        <translation>缺少这个必填字段</translation>
    </message>
    <message>
        <source>must be a JSON %{expected}, not a JSON %{got}</source>
        <translation>必须是 JSON %{expected}，而不是 JSON %{got}</translation>
    </message>
    <message>
        <source>must be a JSON %{expected}</source>
        <translation>必须是 JSON %{expected}</translation>
    </message>
    <message>
        <source>has the wrong JSON type</source>
        <translation>JSON 类型不对</translation>
    </message>
    <message>
        <source>must be a finite number a double can hold, got %{got}</source>
        <translation>必须是双精度浮点数能表示的有限数值，实际为 %{got}</translation>
    </message>
    <message>
        <source>must be a finite number a double can hold</source>
        <translation>必须是双精度浮点数能表示的有限数值</translation>
    </message>
    <message>
        <source>must be a positive number no greater than %{max}, got %{got}</source>
        <translation>必须是不大于 %{max} 的正数，实际为 %{got}</translation>
    </message>
    <message>
        <source>must be greater than %{min} and no greater than %{max}, got %{got}</source>
        <translation>必须大于 %{min} 且不大于 %{max}，实际为 %{got}</translation>
    </message>
    <message>
        <source>must be at least %{min} and less than %{max}, got %{got}</source>
        <translation>必须不小于 %{min} 且小于 %{max}，实际为 %{got}</translation>
    </message>
    <message>
        <source>must be greater than %{min} and less than %{max}, got %{got}</source>
        <translation>必须大于 %{min} 且小于 %{max}，实际为 %{got}</translation>
    </message>
    <message>
        <source>must be between %{min} and %{max}, got %{got}</source>
        <translation>必须在 %{min} 到 %{max} 之间，实际为 %{got}</translation>
    </message>
    <message>
        <source>must be between %{min} and %{max}</source>
        <translation>必须在 %{min} 到 %{max} 之间</translation>
    </message>
    <message>
        <source>is out of the allowed range</source>
        <translation>超出了允许的范围</translation>
    </message>
    <message>
        <source>must be a whole number, got %{got}</source>
        <translation>必须是整数，实际为 %{got}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be one of: %{allowed}; got &quot;%{got}&quot;</source>
        <translation>必须是以下之一：%{allowed}；实际为 &quot;%{got}&quot;</translation>
    </message>
    <message>
        <source>must be one of: %{allowed}</source>
        <translation>必须是以下之一：%{allowed}</translation>
    </message>
    <message>
        <source>is not one of the allowed values</source>
        <translation>不是允许的取值</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>is too long: %{got} characters, at most %{max} allowed</source>
        <translation>太长：%{got} 个字符，最多允许 %{max} 个</translation>
    </message>
    <message>
        <source>is too long: at most %{max} characters allowed</source>
        <translation>太长：最多允许 %{max} 个字符</translation>
    </message>
    <message>
        <source>is too long</source>
        <translation>太长</translation>
    </message>
    <message>
        <source>%{key} does not apply when %{field} is &quot;%{value}&quot;; remove it</source>
        <translation>%{field} 为 &quot;%{value}&quot; 时 %{key} 不适用，请删除它</translation>
    </message>
    <message>
        <source>does not apply here; remove it</source>
        <translation>在这里不适用，请删除</translation>
    </message>
    <message>
        <source>has %{got} entries; at most %{max} are allowed</source>
        <translation>有 %{got} 项；最多允许 %{max} 项</translation>
    </message>
    <message>
        <source>has too many entries; at most %{max} are allowed</source>
        <translation>项数太多；最多允许 %{max} 项</translation>
    </message>
    <message>
        <source>has too many entries</source>
        <translation>项数太多</translation>
    </message>
    <message>
        <source>%{gpu} does not support MIG (the catalog lists no MIG profiles for it)</source>
        <translation>%{gpu} 不支持 MIG（内置规格库中没有它的 MIG 规格）</translation>
    </message>
    <message>
        <source>this GPU does not support MIG (the catalog lists no MIG profiles for it)</source>
        <translation>这块 GPU 不支持 MIG（内置规格库中没有它的 MIG 规格）</translation>
    </message>
    <message>
        <source>unknown MIG profile &quot;%{profile}&quot; for %{gpu}</source>
        <translation>%{gpu} 没有名为 &quot;%{profile}&quot; 的 MIG 规格</translation>
    </message>
    <message>
        <source>unknown MIG profile &quot;%{profile}&quot;</source>
        <translation>未知的 MIG 规格 &quot;%{profile}&quot;</translation>
    </message>
    <message>
        <source>unknown MIG profile</source>
        <translation>未知的 MIG 规格</translation>
    </message>
    <message>
        <source>%{profile} cannot start at memory slot %{start}; allowed starts are %{allowed}</source>
        <translation>%{profile} 不能从显存切片 %{start} 开始放置；允许的起点是 %{allowed}</translation>
    </message>
    <message>
        <source>%{profile} cannot start at memory slot %{start}</source>
        <translation>%{profile} 不能从显存切片 %{start} 开始放置</translation>
    </message>
    <message>
        <source>this profile cannot start at this memory slot</source>
        <translation>这个规格不能从这个显存切片开始放置</translation>
    </message>
    <message>
        <source>%{profile} at memory slot %{start} overlaps instance %{with} (%{with_profile} at %{with_start}) on memory slots %{slots}; GPU instances cannot share memory slots</source>
        <translation>从显存切片 %{start} 开始的 %{profile} 与实例 %{with}（从 %{with_start} 开始的 %{with_profile}）在显存切片 %{slots} 上重叠；GPU 实例不能共用显存切片</translation>
    </message>
    <message>
        <source>overlaps instance %{with}; GPU instances cannot share memory slots</source>
        <translation>与实例 %{with} 重叠；GPU 实例不能共用显存切片</translation>
    </message>
    <message>
        <source>overlaps another instance; GPU instances cannot share memory slots</source>
        <translation>与另一个实例重叠；GPU 实例不能共用显存切片</translation>
    </message>
    <message>
        <source>no free placement for %{profile}: it can start only at %{allowed}, and the memory slots still free are %{free_slots}</source>
        <translation>%{profile} 找不到空闲的放置位置：它只能从 %{allowed} 开始，而仍然空闲的显存切片是 %{free_slots}</translation>
    </message>
    <message>
        <source>no free placement for %{profile}: it can start only at %{allowed}, and none of those places is free</source>
        <translation>%{profile} 找不到空闲的放置位置：它只能从 %{allowed} 开始，而这些位置都已被占用</translation>
    </message>
    <message>
        <source>no free placement for this instance</source>
        <translation>这个实例找不到空闲的放置位置</translation>
    </message>
    <message>
        <source>%{count} instances of %{profile}, but at most %{max} instances of this profile fit on the GPU</source>
        <translation>%{profile} 有 %{count} 个实例，但这块 GPU 最多只能放 %{max} 个该规格的实例</translation>
    </message>
    <message>
        <source>at most %{max} instances of this profile fit on the GPU</source>
        <translation>这块 GPU 最多只能放 %{max} 个该规格的实例</translation>
    </message>
    <message>
        <source>too many instances of this profile</source>
        <translation>该规格的实例太多</translation>
    </message>
    <message>
        <source>%{count} media-extensions (+me) instances such as %{profile}; at most %{max} fits on the GPU</source>
        <translation>有 %{count} 个带媒体扩展（+me）的实例（例如 %{profile}）；这块 GPU 最多只能放 %{max} 个</translation>
    </message>
    <message>
        <source>only one media-extensions (+me) instance fits on the GPU</source>
        <translation>这块 GPU 只能放一个带媒体扩展（+me）的实例</translation>
    </message>
    <message>
        <source>the instances use %{used} compute slices but the GPU has %{max}</source>
        <translation>实例共占用 %{used} 个计算切片，但这块 GPU 只有 %{max} 个</translation>
    </message>
    <message>
        <source>the instances use more compute slices than the GPU has</source>
        <translation>实例占用的计算切片超过了这块 GPU 的总数</translation>
    </message>
    <message>
        <source>%{profile_4g} and %{profile_3g} together need driver R510 or newer (mig_allow_4g_3g is false)</source>
        <translation>%{profile_4g} 与 %{profile_3g} 同时使用需要 R510 或更新的驱动（mig_allow_4g_3g 为 false）</translation>
    </message>
    <message>
        <source>a 4g and a 3g instance together need driver R510 or newer (mig_allow_4g_3g is false)</source>
        <translation>4g 与 3g 实例同时使用需要 R510 或更新的驱动（mig_allow_4g_3g 为 false）</translation>
    </message>
    <message>
        <source>the catalog has no GPU &quot;%{gpu}&quot;; use a catalog id (gpukitchen-cli gpus lists them) or a custom GPU object</source>
        <translation>内置规格库中没有 GPU &quot;%{gpu}&quot;；请使用内置规格库中的 id（gpukitchen-cli gpus 会列出）或自定义 GPU 对象</translation>
    </message>
    <message>
        <source>the catalog has no such GPU; use a catalog id or a custom GPU object</source>
        <translation>内置规格库中没有这块 GPU；请使用内置规格库中的 id 或自定义 GPU 对象</translation>
    </message>
    <message>
        <source>tenant id &quot;%{id}&quot; is used more than once; tenant ids must be unique</source>
        <translation>租户 id &quot;%{id}&quot; 重复出现；租户 id 必须唯一</translation>
    </message>
    <message>
        <source>a tenant id is used more than once; tenant ids must be unique</source>
        <translation>有租户 id 重复出现；租户 id 必须唯一</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot;: sm_width %{sm_width} is more than the %{sms} SMs of the GPU; a request cannot use more SMs than the GPU has</source>
        <translation>租户 &quot;%{tenant}&quot;：sm_width %{sm_width} 超过了 GPU 的 %{sms} 个 SM；一个请求用到的 SM 不能多于 GPU 的 SM 总数</translation>
    </message>
    <message>
        <source>sm_width %{sm_width} is more than the %{sms} SMs of the GPU; a request cannot use more SMs than the GPU has</source>
        <translation>sm_width %{sm_width} 超过了 GPU 的 %{sms} 个 SM；一个请求用到的 SM 不能多于 GPU 的 SM 总数</translation>
    </message>
    <message>
        <source>a request cannot use more SMs than the GPU has</source>
        <translation>一个请求用到的 SM 不能多于 GPU 的 SM 总数</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; needs %{needed_gb} GiB (model plus every batch slot) but the whole GPU has %{capacity_gb} GiB</source>
        <translation>租户 &quot;%{tenant}&quot; 需要 %{needed_gb} GiB（模型加上所有批处理槽位），但整块 GPU 只有 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>the tenant needs more memory than the whole GPU has</source>
        <translation>该租户需要的显存超过了整块 GPU 的容量</translation>
    </message>
    <message>
        <source>names tenant &quot;%{tenant}&quot;, which is not defined in tenants</source>
        <translation>引用了租户 &quot;%{tenant}&quot;，但 tenants 中没有定义它</translation>
    </message>
    <message>
        <source>names a tenant that is not defined in tenants</source>
        <translation>引用了 tenants 中没有定义的租户</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; appears more than once in this plan; a tenant may appear only once</source>
        <translation>租户 &quot;%{tenant}&quot; 在这个方案中出现了不止一次；每个租户只能出现一次</translation>
    </message>
    <message>
        <source>a tenant appears more than once in this plan; a tenant may appear only once</source>
        <translation>有租户在这个方案中出现了不止一次；每个租户只能出现一次</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; is not served by this plan and gets no GPU in this mode</source>
        <translation>这个方案没有安排租户 &quot;%{tenant}&quot;，它在这种模式下分不到 GPU</translation>
    </message>
    <message>
        <source>a tenant is not served by this plan and gets no GPU in this mode</source>
        <translation>这个方案漏掉了某个租户，它在这种模式下分不到 GPU</translation>
    </message>
    <message>
        <source>alternatives.%{key} holds a plan of mode &quot;%{mode}&quot;; an alternative&apos;s mode must equal its key</source>
        <translation>alternatives.%{key} 中是模式为 &quot;%{mode}&quot; 的方案；备选方案的模式必须与它的键相同</translation>
    </message>
    <message>
        <source>an alternative&apos;s mode must equal its key</source>
        <translation>备选方案的模式必须与它的键相同</translation>
    </message>
    <message>
        <source>mode &quot;%{mode}&quot; is already the active plan in sharing; alternatives are for the other modes</source>
        <translation>模式 &quot;%{mode}&quot; 已经是 sharing 中的当前方案；alternatives 只用于其他模式</translation>
    </message>
    <message>
        <source>this mode is already the active plan in sharing; alternatives are for the other modes</source>
        <translation>这个模式已经是 sharing 中的当前方案；alternatives 只用于其他模式</translation>
    </message>
    <message>
        <source>the %{profile} instance serves no tenant</source>
        <translation>%{profile} 实例没有服务任何租户</translation>
    </message>
    <message>
        <source>this GPU instance serves no tenant</source>
        <translation>这个 GPU 实例没有服务任何租户</translation>
    </message>
    <message>
        <source>%{count} tenants share the %{profile} instance through MPS, but one MPS server accepts at most %{max} clients</source>
        <translation>%{count} 个租户通过 MPS 共享 %{profile} 实例，但一个 MPS 服务器最多只接受 %{max} 个客户端</translation>
    </message>
    <message>
        <source>too many tenants share this instance through MPS; one MPS server accepts only a limited number of clients</source>
        <translation>通过 MPS 共享这个实例的租户太多；一个 MPS 服务器能接受的客户端数量有限</translation>
    </message>
    <message>
        <source>memory does not fit: %{needed_gb} GiB needed by %{tenants}, but %{where} has only %{capacity_gb} GiB</source>
        <translation>显存放不下：%{tenants} 需要 %{needed_gb} GiB，但 %{where} 只有 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>memory does not fit: %{needed_gb} GiB needed by %{tenant}, but %{where} has only %{capacity_gb} GiB</source>
        <translation>显存放不下：%{tenant} 需要 %{needed_gb} GiB，但 %{where} 只有 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>memory does not fit: %{needed_gb} GiB needed, but only %{capacity_gb} GiB available</source>
        <translation>显存放不下：需要 %{needed_gb} GiB，但只有 %{capacity_gb} GiB 可用</translation>
    </message>
    <message>
        <source>memory does not fit: the tenants need more than is available</source>
        <translation>显存放不下：租户需要的显存超过了可用的容量</translation>
    </message>
    <message>
        <source>%{count} MPS clients, but one MPS server accepts at most %{max}</source>
        <translation>有 %{count} 个 MPS 客户端，但一个 MPS 服务器最多只接受 %{max} 个</translation>
    </message>
    <message>
        <source>too many MPS clients; one MPS server accepts only a limited number</source>
        <translation>MPS 客户端太多；一个 MPS 服务器能接受的客户端数量有限</translation>
    </message>
    <message>
        <source>active_thread_percentage of tenant &quot;%{tenant}&quot; is %{value}; it must be greater than 0 and at most 100</source>
        <translation>租户 &quot;%{tenant}&quot; 的 active_thread_percentage 为 %{value}；它必须大于 0 且不超过 100</translation>
    </message>
    <message>
        <source>active_thread_percentage must be greater than 0 and at most 100</source>
        <translation>active_thread_percentage 必须大于 0 且不超过 100</translation>
    </message>
    <message>
        <source>the pinned memory limit of tenant &quot;%{tenant}&quot; (%{limit_gb} GiB) is more than the GPU&apos;s %{capacity_gb} GiB</source>
        <translation>租户 &quot;%{tenant}&quot; 的显存上限（%{limit_gb} GiB）超过了 GPU 的 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>the pinned memory limit (%{limit_gb} GiB) is more than the GPU&apos;s %{capacity_gb} GiB</source>
        <translation>显存上限（%{limit_gb} GiB）超过了 GPU 的 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>the pinned memory limit is more than the GPU&apos;s memory</source>
        <translation>显存上限超过了 GPU 的显存容量</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; needs %{needed_gb} GiB but its pinned memory limit is %{limit_gb} GiB, so the model cannot load</source>
        <translation>租户 &quot;%{tenant}&quot; 需要 %{needed_gb} GiB，但它的显存上限只有 %{limit_gb} GiB，模型无法加载</translation>
    </message>
    <message>
        <source>the tenant needs more memory than its pinned memory limit, so the model cannot load</source>
        <translation>该租户需要的显存超过了它的显存上限，模型无法加载</translation>
    </message>
    <message>
        <source>%{gpu} has no vGPU profiles in the catalog, so it cannot run vGPU</source>
        <translation>内置规格库中没有 %{gpu} 的 vGPU 类型，因此它不能运行 vGPU</translation>
    </message>
    <message>
        <source>this GPU has no vGPU profiles in the catalog, so it cannot run vGPU</source>
        <translation>内置规格库中没有这块 GPU 的 vGPU 类型，因此它不能运行 vGPU</translation>
    </message>
    <message>
        <source>unknown vGPU profile &quot;%{profile}&quot; for %{gpu}</source>
        <translation>%{gpu} 没有名为 &quot;%{profile}&quot; 的 vGPU 类型</translation>
    </message>
    <message>
        <source>unknown vGPU profile &quot;%{profile}&quot;</source>
        <translation>未知的 vGPU 类型 &quot;%{profile}&quot;</translation>
    </message>
    <message>
        <source>unknown vGPU profile</source>
        <translation>未知的 vGPU 类型</translation>
    </message>
    <message>
        <source>vGPU profile %{profile} does not match the plan&apos;s backing &quot;%{backing}&quot; (time-sliced profiles look like A100-10C, MIG-backed ones like A100-3-20C)</source>
        <translation>vGPU 类型 %{profile} 与方案的承载方式 &quot;%{backing}&quot; 不符（时间片轮转的 vGPU 类型形如 A100-10C，基于 MIG 的形如 A100-3-20C）</translation>
    </message>
    <message>
        <source>the vGPU profile does not match the plan&apos;s backing (time-sliced profiles look like A100-10C, MIG-backed ones like A100-3-20C)</source>
        <translation>vGPU 类型与方案的承载方式不符（时间片轮转的 vGPU 类型形如 A100-10C，基于 MIG 的形如 A100-3-20C）</translation>
    </message>
    <message>
        <source>VMs use different vGPU sizes (%{profiles}); mixed sizes need &quot;mixed_size&quot;: true</source>
        <translation>各虚拟机使用了不同规格的 vGPU（%{profiles}）；混用规格需要设置 &quot;mixed_size&quot;: true</translation>
    </message>
    <message>
        <source>VMs use different vGPU sizes; mixed sizes need &quot;mixed_size&quot;: true</source>
        <translation>各虚拟机使用了不同规格的 vGPU；混用规格需要设置 &quot;mixed_size&quot;: true</translation>
    </message>
    <message>
        <source>the fixed share scheduler needs VMs of one vGPU size, but they use %{profiles}</source>
        <translation>固定份额调度器要求所有虚拟机使用同样大小的 vGPU 类型，但它们用的是 %{profiles}</translation>
    </message>
    <message>
        <source>the fixed share scheduler needs VMs of one vGPU size</source>
        <translation>固定份额调度器要求所有虚拟机使用同样大小的 vGPU 类型</translation>
    </message>
    <message>
        <source>%{count} VMs of %{profile}, but at most %{max} fit on one GPU</source>
        <translation>%{profile} 有 %{count} 台虚拟机，但一块 GPU 最多只能放 %{max} 台</translation>
    </message>
    <message>
        <source>too many VMs: at most %{max} fit on one GPU</source>
        <translation>虚拟机太多：一块 GPU 最多只能放 %{max} 台</translation>
    </message>
    <message>
        <source>too many VMs to fit on one GPU</source>
        <translation>虚拟机太多，一块 GPU 放不下</translation>
    </message>
    <message>
        <source>the VMs&apos; framebuffers add up to %{needed_gb} GiB but the GPU has %{capacity_gb} GiB</source>
        <translation>各虚拟机的帧缓冲合计 %{needed_gb} GiB，但 GPU 只有 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>the VMs&apos; framebuffers add up to more than the GPU&apos;s memory</source>
        <translation>各虚拟机的帧缓冲合计超过了 GPU 的显存容量</translation>
    </message>
    <message>
        <source>the GPU instances behind these MIG-backed vGPUs (%{profiles}) have no legal MIG layout</source>
        <translation>这些基于 MIG 的 vGPU（%{profiles}）所需的 GPU 实例无法组成合法的 MIG 布局</translation>
    </message>
    <message>
        <source>the GPU instances behind these MIG-backed vGPUs have no legal MIG layout</source>
        <translation>这些基于 MIG 的 vGPU 所需的 GPU 实例无法组成合法的 MIG 布局</translation>
    </message>
    <message>
        <source>time slice %{value} ms is out of range: equal share and fixed share take 1-30 ms</source>
        <translation>时间片 %{value} ms 超出范围：均等份额和固定份额调度器的时间片为 1-30 ms</translation>
    </message>
    <message>
        <source>the time slice is out of range: equal share and fixed share take 1-30 ms</source>
        <translation>时间片超出范围：均等份额和固定份额调度器的时间片为 1-30 ms</translation>
    </message>
    <message>
        <source>the models of %{tenants} need %{needed_gb} GiB together but the GPU has %{capacity_gb} GiB; time-slicing shares one memory pool</source>
        <translation>%{tenants} 的模型合计需要 %{needed_gb} GiB，但 GPU 只有 %{capacity_gb} GiB；时间片轮转共用同一个显存池</translation>
    </message>
    <message>
        <source>the models need more memory together than the GPU has; time-slicing shares one memory pool</source>
        <translation>各模型合计需要的显存超过了 GPU 的容量；时间片轮转共用同一个显存池</translation>
    </message>
    <message>
        <source>the fault targets tenant &quot;%{tenant}&quot;, which is not defined in tenants</source>
        <translation>故障指向租户 &quot;%{tenant}&quot;，但 tenants 中没有定义它</translation>
    </message>
    <message>
        <source>the fault targets a tenant that is not defined in tenants</source>
        <translation>故障指向的租户在 tenants 中没有定义</translation>
    </message>
    <message>
        <source>the fault at %{at_s} s comes after the simulation ends at %{duration_s} s, so it never happens</source>
        <translation>%{at_s} s 处的故障晚于模拟结束时间（%{duration_s} s），因此永远不会发生</translation>
    </message>
    <message>
        <source>the fault comes after the simulation ends, so it never happens</source>
        <translation>故障晚于模拟结束时间，因此永远不会发生</translation>
    </message>
    <message>
        <source>the warm-up (%{warmup_s} s) must end before the simulation does (duration_s %{duration_s} s)</source>
        <translation>预热期（%{warmup_s} s）必须在模拟结束（duration_s %{duration_s} s）之前结束</translation>
    </message>
    <message>
        <source>the warm-up must end before the simulation does</source>
        <translation>预热期必须在模拟结束之前结束</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>提示：</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>string or object</source>
        <translation>字符串或对象</translation>
    </message>
    <message>
        <source>the file is %{got} text; a scenario file is UTF-8 (save it again as UTF-8)</source>
        <translation>文件是 %{got} 编码的文本；场景文件必须是 UTF-8（请另存为 UTF-8）</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text; a scenario file is UTF-8 (save it again as UTF-8)</source>
        <translation>文件不是 UTF-8 文本；场景文件必须是 UTF-8（请另存为 UTF-8）</translation>
    </message>
    <message>
        <source>the bytes at line %{line}, column %{column} (byte offset %{offset}) are not valid UTF-8; a scenario file is UTF-8 (save it again as UTF-8)</source>
        <translation>第 %{line} 行第 %{column} 列（字节偏移 %{offset}）的字节不是有效的 UTF-8；场景文件必须是 UTF-8（请另存为 UTF-8）</translation>
    </message>
    <message>
        <source>the file holds bytes that are not valid UTF-8; a scenario file is UTF-8 (save it again as UTF-8)</source>
        <translation>文件含有无效的 UTF-8 字节；场景文件必须是 UTF-8（请另存为 UTF-8）</translation>
    </message>
    <message>
        <source>cannot read %{file}: it is not a regular file (a FIFO, a socket or a device); choose a scenario file</source>
        <translation>无法读取 %{file}：它不是普通文件（而是 FIFO、套接字或设备）；请选择一个场景文件</translation>
    </message>
    <message>
        <source>cannot read it: it is not a regular file (a FIFO, a socket or a device); choose a scenario file</source>
        <translation>无法读取：它不是普通文件（而是 FIFO、套接字或设备）；请选择一个场景文件</translation>
    </message>
    <message>
        <source>the key &quot;%{key}&quot; appears twice in the same object (line %{line}, column %{column}); each key may be given once</source>
        <translation>键“%{key}”在同一个对象中出现了两次（第 %{line} 行第 %{column} 列）；每个键只能出现一次</translation>
    </message>
    <message>
        <source>this key appears twice in the same object; each key may be given once</source>
        <translation>这个键在同一个对象中出现了两次；每个键只能出现一次</translation>
    </message>
    <message>
        <source>%{got} at line %{line}, column %{column} is half of a UTF-16 surrogate pair without its other half, not a character</source>
        <translation>第 %{line} 行第 %{column} 列的 %{got} 只是 UTF-16 代理对的一半，缺少另一半，不是一个字符</translation>
    </message>
    <message>
        <source>a \u escape is half of a UTF-16 surrogate pair without its other half, not a character</source>
        <translation>一个 \u 转义只是 UTF-16 代理对的一半，缺少另一半，不是一个字符</translation>
    </message>
    <message>
        <source>a raw control character %{got} inside a string at line %{line}, column %{column}; JSON requires it to be escaped (\n, \t, \u0000 …)</source>
        <translation>第 %{line} 行第 %{column} 列的字符串中有未转义的控制字符 %{got}；JSON 要求将它转义（\n、\t、\u0000 …）</translation>
    </message>
    <message>
        <source>a raw control character inside a string; JSON requires it to be escaped</source>
        <translation>字符串中有未转义的控制字符；JSON 要求将它转义</translation>
    </message>
    <message>
        <source>&quot;%{got}&quot; at line %{line}, column %{column} is not a JSON number: JSON numbers are decimal, with no letters (no 0x…)</source>
        <translation>第 %{line} 行第 %{column} 列的“%{got}”不是 JSON 数字：JSON 数字是十进制的，不含字母（不能写 0x…）</translation>
    </message>
    <message>
        <source>not a JSON number: JSON numbers are decimal, with no letters (no 0x…)</source>
        <translation>不是 JSON 数字：JSON 数字是十进制的，不含字母（不能写 0x…）</translation>
    </message>
    <message>
        <source>the MIG instances of this plan cannot be placed on the GPU, so the simulation cannot start</source>
        <translation>该方案的 MIG 实例无法放置到 GPU 上，因此模拟无法开始</translation>
    </message>
    <message>
        <source>time_slice_ms %{value} is too short: a time slice must be at least %{min} ms (the shortest driver slice is 1 ms, and a context switch takes tens of µs)</source>
        <translation>time_slice_ms %{value} 太短：时间片至少为 %{min} ms（驱动最短的时间片为 1 ms，一次上下文切换需要几十 µs）</translation>
    </message>
    <message>
        <source>time_slice_ms is too short: a time slice must be at least 0.1 ms</source>
        <translation>time_slice_ms 太短：时间片至少为 0.1 ms</translation>
    </message>
    <message>
        <source>time_slice_ms %{time_slice_ms} over duration_s %{duration_s} s needs about %{events} slice events, more than the budget of %{budget}; lengthen time_slice_ms or shorten simulation.duration_s</source>
        <translation>time_slice_ms 为 %{time_slice_ms}、duration_s 为 %{duration_s} s 时约需 %{events} 个时间片事件，超过预算 %{budget}；请加长 time_slice_ms 或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>the time slices over the run need more events than the budget; lengthen time_slice_ms or shorten simulation.duration_s</source>
        <translation>整个运行的时间片所需事件数超过预算；请加长 time_slice_ms 或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>the run needs about %{events} events (an arrival and a completion per request at each tenant&apos;s arrival.rate_per_s over simulation.duration_s = %{duration_s} s), more than the budget of %{budget}; lower arrival.rate_per_s (the busiest tenant is %{tenant} at %{rate_per_s}/s) or shorten simulation.duration_s</source>
        <translation>这次运行约需 %{events} 个事件（按各租户的 arrival.rate_per_s，在 simulation.duration_s = %{duration_s} s 内每个请求一次到达、一次完成），超过预算 %{budget}；请降低 arrival.rate_per_s（最繁忙的租户是 %{tenant}，%{rate_per_s}/s）或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>the run needs more events than the budget; lower arrival.rate_per_s or shorten simulation.duration_s</source>
        <translation>这次运行所需事件数超过预算；请降低 arrival.rate_per_s 或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>%{profile} cannot start at memory slot %{start}; its only allowed start is %{allowed}</source>
        <translation>%{profile} 不能从显存切片 %{start} 开始放置；唯一允许的起点是 %{allowed}</translation>
    </message>
    <message>
        <source>%{profile} at memory slot %{start} overlaps instance %{with} (%{with_profile} at %{with_start}) on memory slot %{slots}; GPU instances cannot share memory slots</source>
        <translation>从显存切片 %{start} 开始的 %{profile} 与实例 %{with}（从 %{with_start} 开始的 %{with_profile}）在显存切片 %{slots} 上重叠；GPU 实例不能共用显存切片</translation>
    </message>
    <message>
        <source>no free placement for %{profile}: it can start only at %{allowed}, and the only memory slot still free is %{free_slots}</source>
        <translation>%{profile} 找不到空闲的放置位置：它只能从 %{allowed} 开始，而唯一仍然空闲的显存切片是 %{free_slots}</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot;: model_gb %{model_gb} GiB is less than the LLM&apos;s weights, %{weights_gb} GiB (parameters_b × bytes_per_weight); model_gb holds the weights</source>
        <translation>租户 &quot;%{tenant}&quot;：model_gb 为 %{model_gb} GiB，小于该大模型的权重 %{weights_gb} GiB（parameters_b × bytes_per_weight）；model_gb 必须容纳权重</translation>
    </message>
    <message>
        <source>model_gb is less than the LLM&apos;s weights (parameters_b × bytes_per_weight); model_gb holds the weights</source>
        <translation>model_gb 小于该大模型的权重（parameters_b × bytes_per_weight）；model_gb 必须容纳权重</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot;: service.mean_ms %{value} is too short: a request takes at least %{min} ms (1 µs; a kernel launch alone takes several µs)</source>
        <translation>租户 &quot;%{tenant}&quot;：service.mean_ms %{value} 太短：一个请求至少需要 %{min} ms（1 µs；单是一次 kernel（核函数）启动就要数 µs）</translation>
    </message>
    <message>
        <source>service.mean_ms is too short: a request takes at least 0.001 ms (1 µs)</source>
        <translation>service.mean_ms 太短：一个请求至少需要 0.001 ms（1 µs）</translation>
    </message>
    <message>
        <source>the run needs about %{events} events, more than the budget of %{budget}: LLM tenant %{tenant} may run an iteration every %{iteration_ms} ms (its weights, parameters_b × bytes_per_weight, read at the GPU&apos;s bandwidth) for simulation.duration_s = %{duration_s} s; shorten simulation.duration_s or check the model&apos;s size</source>
        <translation>这次运行约需 %{events} 个事件，超过预算 %{budget}：大模型租户 %{tenant} 可能每 %{iteration_ms} ms 就运行一轮迭代（以 GPU 带宽读一遍权重，parameters_b × bytes_per_weight），持续 simulation.duration_s = %{duration_s} s；请缩短 simulation.duration_s 或检查模型的大小</translation>
    </message>
    <message>
        <source>the run needs more events than the budget: an LLM tenant&apos;s iterations are very short; shorten simulation.duration_s or check the model&apos;s size</source>
        <translation>这次运行所需事件超过预算：某个大模型租户的迭代非常短；请缩短 simulation.duration_s 或检查模型的大小</translation>
    </message>
    <message>
        <source>the fact sheets give no placements or instance count for %{profile} on %{gpu}, so it cannot be placed</source>
        <translation>资料表没有给出 %{gpu} 上 %{profile} 的放置位置或实例数上限，因此无法放置它</translation>
    </message>
    <message>
        <source>the fact sheets give no placements or instance count for this profile, so it cannot be placed</source>
        <translation>资料表没有给出这个规格的放置位置或实例数上限，因此无法放置它</translation>
    </message>
    <message>
        <source>%{gpu} is in the catalog for reference only: the fact sheets do not give its %{missing}, so it cannot be simulated (gpukitchen-cli mig profiles --gpu %{gpu} shows what is known)</source>
        <translation>%{gpu} 在内置规格库中仅作参考列出：资料表没有给出它的 %{missing}，因此无法模拟（运行 gpukitchen-cli mig profiles --gpu %{gpu} 查看已知的数据）</translation>
    </message>
    <message>
        <source>this GPU is in the catalog for reference only: the fact sheets do not give every figure the simulator needs</source>
        <translation>这块 GPU 在内置规格库中仅作参考列出：资料表没有给出模拟器所需的全部数值</translation>
    </message>
    <message>
        <source>LLM tenant &quot;%{tenant}&quot; needs %{needed_gb} GiB, its weights plus %{kv_gb} GiB of KV cache for one request, but the whole %{where} has %{capacity_gb} GiB: every request would fail with oom</source>
        <translation>大模型租户“%{tenant}”需要 %{needed_gb} GiB（权重加一个请求的 %{kv_gb} GiB KV 缓存），但整个 %{where} 只有 %{capacity_gb} GiB：每个请求都会因显存不足（oom）而失败</translation>
    </message>
    <message>
        <source>the LLM tenant needs more memory for its weights and one request&apos;s KV cache than the whole GPU has: every request would fail with oom</source>
        <translation>该大模型租户的权重加一个请求的 KV 缓存所需显存超过整块 GPU：每个请求都会因显存不足（oom）而失败</translation>
    </message>
    <message>
        <source>LLM tenant &quot;%{tenant}&quot; needs %{needed_gb} GiB for its weights and one request&apos;s KV cache: that fits the %{capacity_gb} GiB of %{where} alone, but not beside the %{others_gb} GiB the other tenants use at full load, so its requests fail with oom while they do</source>
        <translation>大模型租户“%{tenant}”的权重加一个请求的 KV 缓存需要 %{needed_gb} GiB：单独运行时能放进 %{where} 的 %{capacity_gb} GiB，但放不下其他租户满载时占用的 %{others_gb} GiB，因此在它们满载期间其请求会因显存不足（oom）而失败</translation>
    </message>
    <message>
        <source>the LLM tenant&apos;s weights and one request&apos;s KV cache fit the GPU alone, but not beside the other tenants at full load, so its requests fail with oom while they use their memory</source>
        <translation>该大模型租户的权重加一个请求的 KV 缓存单独能放进 GPU，但与满载的其他租户一起时放不下，因此在它们占用显存期间其请求会因显存不足（oom）而失败</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; needs %{needed_gb} GiB, its weights plus %{kv_gb} GiB of KV cache for one request, but its pinned memory limit is %{limit_gb} GiB, so no request can run</source>
        <translation>租户“%{tenant}”需要 %{needed_gb} GiB（权重加一个请求的 %{kv_gb} GiB KV 缓存），但其显存上限只有 %{limit_gb} GiB，因此没有请求能够运行</translation>
    </message>
    <message>
        <source>the queues would hold about %{requests} waiting requests by the end of the run, more than the budget of %{budget}: tenant %{tenant} receives %{rate_per_s} requests/s but serves at most %{served_per_s}/s even alone on the whole GPU, for simulation.duration_s = %{duration_s} s; give it a queue_capacity, lower arrival.rate_per_s or shorten simulation.duration_s</source>
        <translation>到运行结束时各队列约有 %{requests} 个请求在等待，超过预算 %{budget}：租户 %{tenant} 每秒收到 %{rate_per_s} 个请求，但即使独占整块 GPU 每秒也最多只能处理 %{served_per_s} 个，持续 simulation.duration_s = %{duration_s} s；请为它设置 queue_capacity、降低 arrival.rate_per_s 或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>the queues would hold more waiting requests than the budget; give the overloaded tenants a queue_capacity, lower arrival.rate_per_s or shorten simulation.duration_s</source>
        <translation>各队列中等待的请求数将超过预算；请为过载的租户设置 queue_capacity、降低 arrival.rate_per_s 或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>under this plan the queues would hold about %{requests} waiting requests by the end of the run, more than the budget of %{budget}: tenant %{tenant} receives %{rate_per_s} requests/s and its share of the GPU serves it at most %{served_per_s}/s, less while other tenants use that share, for simulation.duration_s = %{duration_s} s; give the overloaded tenants a queue_capacity or a larger share, lower arrival.rate_per_s or shorten simulation.duration_s</source>
        <translation>按此方案，到运行结束时各队列约有 %{requests} 个请求在等待，超过预算 %{budget}：租户 %{tenant} 每秒收到 %{rate_per_s} 个请求，而它分到的 GPU 份额每秒最多只能处理 %{served_per_s} 个（其他租户共用这份额时更少），持续 simulation.duration_s = %{duration_s} s；请为过载的租户设置 queue_capacity 或分给它更大的份额、降低 arrival.rate_per_s 或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>under this plan the queues would hold more waiting requests than the budget; give the overloaded tenants a queue_capacity or a larger share, lower arrival.rate_per_s or shorten simulation.duration_s</source>
        <translation>按此方案，各队列中等待的请求数将超过预算；请为过载的租户设置 queue_capacity 或分给它更大的份额、降低 arrival.rate_per_s 或缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>%{product} does not offer the %{policy} policy; it offers %{policies}</source>
        <translation>%{product} 不提供 %{policy} 策略；它提供 %{policies}</translation>
    </message>
    <message>
        <source>the product does not offer this policy</source>
        <translation>该产品不提供此策略</translation>
    </message>
    <message>
        <source>%{product} only books the shares and quotas: nothing stops a container from using more compute or memory (KAI without HAMi-core)</source>
        <translation>%{product} 只记录份额和配额：没有任何机制阻止容器使用更多算力或显存（未注入 HAMi-core 的 KAI）</translation>
    </message>
    <message>
        <source>the shares and quotas are only booked: nothing enforces them</source>
        <translation>份额和配额只是记账：没有任何机制执行</translation>
    </message>
    <message>
        <source>%{count} containers share the GPU, but %{product} allows at most %{max} per GPU</source>
        <translation>%{count} 个容器共用这块 GPU，但 %{product} 每块 GPU 最多允许 %{max} 个</translation>
    </message>
    <message>
        <source>too many containers share the GPU for this product</source>
        <translation>对该产品而言，共用这块 GPU 的容器太多</translation>
    </message>
    <message>
        <source>core_percent of tenant &quot;%{tenant}&quot; is %{value}; it must be greater than 0 and at most 100</source>
        <translation>租户“%{tenant}”的 core_percent 为 %{value}；它必须大于 0 且不超过 100</translation>
    </message>
    <message>
        <source>core_percent must be greater than 0 and at most 100</source>
        <translation>core_percent 必须大于 0 且不超过 100</translation>
    </message>
    <message>
        <source>core_percent of tenant &quot;%{tenant}&quot; is %{value}, but %{product} gives compute in steps of %{step} % from %{min} %</source>
        <translation>租户“%{tenant}”的 core_percent 为 %{value}，但 %{product} 的算力从 %{min}% 起按 %{step}% 递增</translation>
    </message>
    <message>
        <source>the compute share is not a step this product offers</source>
        <translation>该算力份额不是此产品提供的档位</translation>
    </message>
    <message>
        <source>memory_gb of tenant &quot;%{tenant}&quot; is %{value}; a container needs a memory quota greater than 0</source>
        <translation>租户“%{tenant}”的 memory_gb 为 %{value}；容器的显存配额必须大于 0</translation>
    </message>
    <message>
        <source>a container needs a memory quota greater than 0</source>
        <translation>容器的显存配额必须大于 0</translation>
    </message>
    <message>
        <source>the memory quota of tenant &quot;%{tenant}&quot; (%{quota_gb} GiB) is more than the %{capacity_gb} GiB of %{gpu}</source>
        <translation>租户“%{tenant}”的显存配额（%{quota_gb} GiB）超过了 %{gpu} 的 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>the memory quota is more than the GPU&apos;s memory</source>
        <translation>显存配额超过了 GPU 的显存</translation>
    </message>
    <message>
        <source>the memory quota of tenant &quot;%{tenant}&quot; is %{value} GiB, but %{product} gives memory in steps of %{step_mib} MiB from %{min_mib} MiB</source>
        <translation>租户“%{tenant}”的显存配额为 %{value} GiB，但 %{product} 的显存从 %{min_mib} MiB 起按 %{step_mib} MiB 递增</translation>
    </message>
    <message>
        <source>the memory quota is not a step this product offers</source>
        <translation>该显存配额不是此产品提供的档位</translation>
    </message>
    <message>
        <source>priority of tenant &quot;%{tenant}&quot; is %{value}; it must be 0 (high) or 1 (low)</source>
        <translation>租户“%{tenant}”的 priority 为 %{value}；它必须是 0（高）或 1（低）</translation>
    </message>
    <message>
        <source>priority must be 0 (high) or 1 (low)</source>
        <translation>priority 必须是 0（高）或 1（低）</translation>
    </message>
    <message>
        <source>tenant &quot;%{tenant}&quot; needs %{needed_gb} GiB but its memory quota is %{quota_gb} GiB: every allocation past the quota fails with out-of-memory, so the model cannot load</source>
        <translation>租户“%{tenant}”需要 %{needed_gb} GiB，但它的显存配额只有 %{quota_gb} GiB：超出配额的每次分配都会因显存不足而失败，所以模型无法加载</translation>
    </message>
    <message>
        <source>the tenant needs more memory than its quota, so the model cannot load</source>
        <translation>租户需要的显存超过其配额，所以模型无法加载</translation>
    </message>
    <message>
        <source>the containers ask for %{percent} % of the compute together; no more than 100 % can be given (HAMi&apos;s scheduler refuses the container that does not fit, and a hard limit cannot add up to more than the GPU)</source>
        <translation>这些容器一共请求 %{percent}% 的算力；最多只能给 100%（HAMi 的调度器会拒绝放不下的容器，硬性上限加起来也不能超过整块 GPU）</translation>
    </message>
    <message>
        <source>the compute shares add up to more than 100 %</source>
        <translation>算力份额加起来超过了 100%</translation>
    </message>
    <message>
        <source>the memory quotas add up to %{quota_gb} GiB, more than the %{capacity_gb} GiB of %{gpu}</source>
        <translation>显存配额加起来为 %{quota_gb} GiB，超过了 %{gpu} 的 %{capacity_gb} GiB</translation>
    </message>
    <message>
        <source>the memory quotas add up to more than the GPU has</source>
        <translation>显存配额加起来超过了 GPU 的显存</translation>
    </message>
    <message>
        <source>the containers already have %{percent} % of the compute: lower a share before &quot;%{tenant}&quot; can join</source>
        <translation>容器们已经占了 %{percent}% 的算力：先调低某个份额，“%{tenant}”才能加入</translation>
    </message>
    <message>
        <source>no compute share is left for another container</source>
        <translation>没有剩余的算力份额可给另一个容器</translation>
    </message>
    <message>
        <source>the limiter&apos;s 10 ms ticks over duration_s %{duration_s} s make about %{events} events, more than the budget of %{budget}; shorten simulation.duration_s</source>
        <translation>限流器每 10 ms 一次的检查在 duration_s %{duration_s} 秒内约产生 %{events} 个事件，超过了 %{budget} 的预算；请缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>the limiter&apos;s 10 ms ticks make more events than the budget; shorten simulation.duration_s</source>
        <translation>限流器每 10 ms 一次的检查产生的事件超过了预算；请缩短 simulation.duration_s</translation>
    </message>
    <message>
        <source>question id &quot;%{id}&quot; is used twice; each question needs its own</source>
        <translation>题目 id“%{id}”用了两次；每道题须有自己的 id</translation>
    </message>
    <message>
        <source>this question id is used twice; each question needs its own</source>
        <translation>这个题目 id 用了两次；每道题须有自己的 id</translation>
    </message>
    <message>
        <source>question id &quot;%{id}&quot; may hold only lowercase letters, digits and -</source>
        <translation>题目 id“%{id}”只能包含小写字母、数字和 -</translation>
    </message>
    <message>
        <source>a question id may hold only lowercase letters, digits and -</source>
        <translation>题目 id 只能包含小写字母、数字和 -</translation>
    </message>
    <message>
        <source>answer %{answer} names no option: the options are numbered 0 to one less than %{options}</source>
        <translation>答案 %{answer} 不对应任何选项：选项从 0 编号到 %{options} 减 1</translation>
    </message>
    <message>
        <source>the answer names no option</source>
        <translation>答案不对应任何选项</translation>
    </message>
    <message>
        <source>&quot;%{gpu}&quot; is not a GPU of the catalog; gpukitchen-cli gpus lists them</source>
        <translation>“%{gpu}”不是规格库中的 GPU；gpukitchen-cli gpus 会列出它们</translation>
    </message>
    <message>
        <source>this is not a GPU of the catalog</source>
        <translation>这不是规格库中的 GPU</translation>
    </message>
    <message>
        <source>%{gpu} has no MIG profile &quot;%{profile}&quot;</source>
        <translation>%{gpu} 没有 MIG 规格“%{profile}”</translation>
    </message>
    <message>
        <source>the GPU has no such MIG profile</source>
        <translation>该 GPU 没有这个 MIG 规格</translation>
    </message>
    <message>
        <source>%{figure} is a figure of a MIG profile: name the profile</source>
        <translation>%{figure} 是 MIG 规格的数字：请指明规格</translation>
    </message>
    <message>
        <source>this is a figure of a MIG profile: name the profile</source>
        <translation>这是 MIG 规格的数字：请指明规格</translation>
    </message>
    <message>
        <source>%{figure} is a figure of the whole GPU: remove profile</source>
        <translation>%{figure} 是整块 GPU 的数字：请去掉 profile</translation>
    </message>
    <message>
        <source>this is a figure of the whole GPU: remove profile</source>
        <translation>这是整块 GPU 的数字：请去掉 profile</translation>
    </message>
    <message>
        <source>the lesson names tenant &quot;%{tenant}&quot;, which is not defined in tenants</source>
        <translation>关卡提到租户“%{tenant}”，但 tenants 中没有定义它</translation>
    </message>
    <message>
        <source>the lesson names a tenant that is not defined in tenants</source>
        <translation>关卡提到的租户在 tenants 中没有定义</translation>
    </message>
    <message>
        <source>%{metric} is measured per tenant: say which tenant</source>
        <translation>%{metric} 按租户测量：请指明租户</translation>
    </message>
    <message>
        <source>this metric is measured per tenant: say which tenant</source>
        <translation>这个指标按租户测量：请指明租户</translation>
    </message>
    <message>
        <source>%{metric} is measured for the whole run, not per tenant: remove tenant</source>
        <translation>%{metric} 针对整次运行测量，不按租户：请去掉 tenant</translation>
    </message>
    <message>
        <source>this metric is measured for the whole run, not per tenant: remove tenant</source>
        <translation>这个指标针对整次运行测量，不按租户：请去掉 tenant</translation>
    </message>
    <message>
        <source>a mode is either the one named or not: use == or !=, not %{op}</source>
        <translation>模式只有“是”或“不是”：请用 == 或 !=，不能用 %{op}</translation>
    </message>
    <message>
        <source>a mode is either the one named or not: use == or !=</source>
        <translation>模式只有“是”或“不是”：请用 == 或 !=</translation>
    </message>
    <message>
        <source>a lesson with checks needs a solution, the state on which every check passes</source>
        <translation>带检查的关卡需要一个参考解法，即每项检查都通过的状态</translation>
    </message>
    <message>
        <source>this prediction is measured on the solution (or from the start to the solution), and the lesson has no solution</source>
        <translation>这个预测要在参考解法上（或从起始状态到参考解法）测量，而关卡没有参考解法</translation>
    </message>
    <message>
        <source>a prediction cannot be measured with %{metric} here: a choice of tenants takes a per-tenant number, and the mode is not a number</source>
        <translation>这里的预测不能用 %{metric} 测量：在租户中选择要用按租户的数字，而模式不是数字</translation>
    </message>
    <message>
        <source>a prediction cannot be measured with this metric here</source>
        <translation>这里的预测不能用这个指标测量</translation>
    </message>
    <message>
        <source>&quot;%{mode}&quot; is not a mode; the modes are %{allowed}</source>
        <translation>“%{mode}”不是模式；可用的模式有 %{allowed}</translation>
    </message>
    <message>
        <source>this choice is not a mode</source>
        <translation>这个选项不是模式</translation>
    </message>
    <message>
        <source>%{bounds} bounds cut %{expected} ranges, so the prediction needs %{expected} choices, not %{got}</source>
        <translation>%{bounds} 个分界点切出 %{expected} 个区间，所以预测需要 %{expected} 个选项，而不是 %{got} 个</translation>
    </message>
    <message>
        <source>a range prediction needs one bound or more and one choice more than bounds</source>
        <translation>区间预测至少需要一个分界点，选项须比分界点多一个</translation>
    </message>
    <message>
        <source>the bounds of a range prediction must rise</source>
        <translation>区间预测的分界点必须递增</translation>
    </message>
    <message>
        <source>a prediction needs two choices or more, not %{got}</source>
        <translation>预测至少需要两个选项，而不是 %{got} 个</translation>
    </message>
    <message>
        <source>a prediction needs two choices or more</source>
        <translation>预测至少需要两个选项</translation>
    </message>
    <message>
        <source>the answer &quot;%{answer}&quot; is not one of the choices</source>
        <translation>答案“%{answer}”不在选项之中</translation>
    </message>
    <message>
        <source>the answer is not one of the choices</source>
        <translation>答案不在选项之中</translation>
    </message>
</context>
<context>
    <name>gpuk::MigExplorerDialog</name>
    <message>
        <source>%1 %2</source>
        <extracomment>One tenant&apos;s margin to its SLO in the MIG layout explorer: name, then the margin (SLO / p99 − 1).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (loses requests)</source>
        <translation>%1（丢失请求）</translation>
    </message>
    <message>
        <source>%1 (no SLO)</source>
        <translation>%1（无 SLO）</translation>
    </message>
    <message>
        <source>#%1: %2</source>
        <translation>#%1：%2</translation>
    </message>
    <message>
        <source>%1 of %2 compute slices, %3 of %4 memory slots.</source>
        <translation>计算切片 %1/%2，显存切片 %3/%4。</translation>
    </message>
    <message>
        <source>Every SLO met, worst margin %1.</source>
        <translation>满足每个 SLO，最差余量 %1。</translation>
    </message>
    <message>
        <source>SLOs met: %1 of %2, worst margin %3.</source>
        <translation>满足的 SLO：%1/%2，最差余量 %3。</translation>
    </message>
    <message>
        <source>Margin to the SLO (SLO / p99 − 1): %1</source>
        <translation>距 SLO 的余量（SLO / p99 − 1）：%1</translation>
    </message>
    <message>
        <source>Free compute slices: %1, memory slots: %2.</source>
        <translation>空闲计算切片：%1，显存切片：%2。</translation>
    </message>
    <message>
        <source>No profile can be added.</source>
        <translation>已无法再添加任何规格。</translation>
    </message>
    <message>
        <source>It could still take: %1.</source>
        <translation>它还能容纳：%1。</translation>
    </message>
    <message>
        <source>It can no longer place %1, although enough slices are free: the placement rules forbid it (fragmentation).</source>
        <translation>虽有足够的空闲切片，它已无法再放置 %1：放置规则不允许（碎片化）。</translation>
    </message>
    <message>
        <source>Cancelled: no layout ranked.</source>
        <translation>已取消：没有布局参与排名。</translation>
    </message>
    <message>
        <source>No legal MIG layout holds every tenant&apos;s peak memory.</source>
        <translation>没有合法的 MIG 布局能装下每个租户的峰值显存。</translation>
    </message>
    <message>
        <source>Layouts ranked: %1, best first: every SLO met with the fewest slices first, then the plans that miss by their margins (the worst first, then the next worst).</source>
        <translation>已排名的布局：%1 个，最好的在前：先是以最少切片满足每个 SLO 的方案，再是未满足的方案，按余量排列（先比最差余量，再比次差余量）。</translation>
    </message>
    <message>
        <source>The ranking stopped at its budget: there may be more layouts.</source>
        <translation>排名已在预算处停止：可能还有更多布局。</translation>
    </message>
    <message>
        <source>Beyond eight tenants the assignments after the first are a heuristic&apos;s.</source>
        <translation>超过八个租户时，第一项之后的分配由启发式给出。</translation>
    </message>
    <message>
        <source>Not placed, more memory than any MIG profile: %1.</source>
        <translation>未放置，显存超过任何 MIG 规格：%1。</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <extracomment>A MIG instance and the tenants in it: profile, start, tenant names.</extracomment>
        <translation>%1（起点 %2）：%3</translation>
    </message>
    <message>
        <source>Open on the canvas</source>
        <translation>在画布上打开</translation>
    </message>
    <message>
        <source>Open layout %1 on the canvas</source>
        <translation>在画布上打开布局 %1</translation>
    </message>
    <message>
        <source>Explore MIG layouts</source>
        <translation>浏览 MIG 布局</translation>
    </message>
    <message>
        <source>The legal MIG layouts of %1 for these tenants, each with its best assignment of the tenants to its instances (several tenants in one instance take turns). Each instance is simulated alone for up to %2 s after a %3 s warm-up, as a switch to MIG does.</source>
        <translation>%1 上这些租户的合法 MIG 布局，每个布局附上租户到其实例的最佳分配（同一实例中的多个租户轮流运行）。每个实例单独模拟，预热 %3 s 后至多 %2 s，与切换到 MIG 时相同。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list in a sentence.</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 of %2 stove sections, %3 of %4 pantry shelves.</source>
        <translation>灶区 %1/%2，储物架 %3/%4。</translation>
    </message>
    <message>
        <source>Free stove sections: %1, pantry shelves: %2.</source>
        <translation>空闲灶区：%1，储物架：%2。</translation>
    </message>
    <message>
        <source>No room size fits any more.</source>
        <translation>已放不下任何规格的包间。</translation>
    </message>
    <message>
        <source>It could still fit a room of %1.</source>
        <translation>还能再隔出一个包间：%1。</translation>
    </message>
    <message>
        <source>It can no longer fit a room of %1, although enough sections are free: the walls may only go where the placement rules allow (fragmentation).</source>
        <translation>虽有足够的空闲灶区，已无法再隔出包间 %1：墙只能砌在放置规则允许的位置（碎片化）。</translation>
    </message>
    <message>
        <source>The ways to wall %1 into private rooms (MIG layouts) for these chef teams, each with its best choice of which teams share which room (teams in one room take turns). Each room is cooked in alone for up to %2 s after a %3 s warm-up, as a switch to MIG does.</source>
        <translation>为这些厨师团队把 %1 隔成包间的各种方式（MIG 布局），每种方式附上哪些团队共用哪个包间的最佳安排（同一包间里的团队轮流掌勺）。每个包间单独开火模拟，预热 %3 s 后至多 %2 s，与切换到 MIG 时相同。</translation>
    </message>
</context>
<context>
    <name>gpuk::Narrator</name>
    <message>
        <source>a tenant</source>
        <translation>某个租户</translation>
    </message>
    <message>
        <source>the %1 team</source>
        <extracomment>Kitchen skin: a tenant is a team of chefs. %1 is the tenant&apos;s name.</extracomment>
        <translation>%1 团队</translation>
    </message>
    <message>
        <source>the stove</source>
        <translation>灶台</translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Teams that lose their orders too: %1.</source>
        <translation>一同损失订单的团队：%1 个。</translation>
    </message>
    <message>
        <source>Other tenants failing with it: %1.</source>
        <translation>随之失败的其他租户：%1 个。</translation>
    </message>
    <message>
        <source>Fire at %1&apos;s burners! The welded walls keep it in their own room.</source>
        <translation>%1 的灶眼着火了！焊死的隔墙把火挡在它自己的包间里。</translation>
    </message>
    <message>
        <source>Fire at %1&apos;s burners! In one shared kitchen it spreads to every team.</source>
        <translation>%1 的灶眼着火了！在共用的厨房里，火会蔓延到每个团队。</translation>
    </message>
    <message>
        <source>%1 hit a fatal fault: only its own instance goes down.</source>
        <translation>%1 发生致命故障：只有它自己的实例停机。</translation>
    </message>
    <message>
        <source>%1 hit a fatal fault: it brings down every tenant on the shared GPU.</source>
        <translation>%1 发生致命故障：共享 GPU 上的所有租户都随之停机。</translation>
    </message>
    <message>
        <source>%1 loses its orders to the fire started by %2.</source>
        <translation>%2 引起的厨房着火让 %1 的订单全部作废。</translation>
    </message>
    <message>
        <source>%1 fails too: it shares the GPU with %2, which crashed.</source>
        <translation>%1 也失败了：它与崩溃的 %2 共享同一块 GPU。</translation>
    </message>
    <message>
        <source>%1 is cooking again after the fire.</source>
        <translation>厨房着火过后，%1 重新开火做菜。</translation>
    </message>
    <message>
        <source>%1 restarted and serves requests again.</source>
        <translation>%1 已重启，重新开始处理请求。</translation>
    </message>
    <message>
        <source>%1&apos;s pantry is full: an order needing %2 GiB is thrown away.</source>
        <translation>%1 的储物架满了：一份需要 %2 GiB 的订单被扔掉。</translation>
    </message>
    <message>
        <source>%1 ran out of memory: a request needing %2 GiB failed.</source>
        <translation>%1 显存不足：一个需要 %2 GiB 的请求失败了。</translation>
    </message>
    <message>
        <source>%1 turns guests away: its waiting line is full.</source>
        <translation>%1 只好请客人离开：等位的客人已经排满。</translation>
    </message>
    <message>
        <source>%1 dropped a request: its queue is full.</source>
        <translation>%1 丢弃了一个请求：它的队列已满。</translation>
    </message>
    <message>
        <source>The walls are being moved: changed rooms finish their orders, then close.</source>
        <translation>正在挪动隔墙：要改动的包间做完手头的订单后关门。</translation>
    </message>
    <message>
        <source>MIG reconfiguration started: changed instances drain their in-flight work.</source>
        <translation>MIG 重新配置开始：要变更的实例先排空处理中的任务。</translation>
    </message>
    <message>
        <source>%1&apos;s room is empty and closes for rebuilding.</source>
        <translation>%1 的包间已空，关门改建。</translation>
    </message>
    <message>
        <source>%1&apos;s instance is drained and goes down.</source>
        <translation>%1 的实例已排空并停机。</translation>
    </message>
    <message>
        <source>The rebuilt rooms are open again.</source>
        <translation>改建后的包间重新开门营业。</translation>
    </message>
    <message>
        <source>MIG reconfiguration done: the new instances serve.</source>
        <translation>MIG 重新配置完成：新实例开始服务。</translation>
    </message>
    <message>
        <source>%1 served an order late: %2 ms, promised within %3 ms.</source>
        <translation>%1 上菜晚了：用了 %2 ms，承诺的是 %3 ms 以内。</translation>
    </message>
    <message>
        <source>%1 missed its SLO: %2 ms against %3 ms.</source>
        <translation>%1 未达到 SLO：%2 ms，目标为 %3 ms。</translation>
    </message>
    <message>
        <source>Nobody is at %1.</source>
        <translation>%1前没有人。</translation>
    </message>
    <message>
        <source>Nobody holds the GPU.</source>
        <translation>没有人占用 GPU。</translation>
    </message>
    <message>
        <source>%1 takes %2 for %3 ms.</source>
        <translation>%1 接过%2，掌勺 %3 ms。</translation>
    </message>
    <message>
        <source>%1 gets the GPU for a %2 ms time slice.</source>
        <translation>%1 获得 GPU，时间片 %2 ms。</translation>
    </message>
    <message>
        <source>%1 has the stove to itself: nobody else has orders.</source>
        <translation>%1 独占灶台：其他团队都没有订单。</translation>
    </message>
    <message>
        <source>%1 has the GPU to itself: no other context has work.</source>
        <translation>%1 独占 GPU：其他上下文都没有任务。</translation>
    </message>
    <message>
        <source>%1 waits up to %2 ms for its turn while the other teams hold the stove, one after another.</source>
        <translation>其他团队轮流掌勺，%1 最多要等 %2 ms 才能轮到自己。</translation>
    </message>
    <message>
        <source>%1 waits up to %2 ms for its turn while the other contexts hold the GPU (time slice %3 ms).</source>
        <translation>其他上下文轮流占用 GPU（时间片 %3 ms），%1 最多要等 %2 ms 才能轮到自己。</translation>
    </message>
    <message>
        <source>The stove changes hands: nobody cooks during the switch.</source>
        <translation>灶台换人：交接期间没有人做菜。</translation>
    </message>
    <message>
        <source>Context switch: the GPU changes hands and nobody computes.</source>
        <translation>上下文切换：GPU 易主，期间没有任何计算。</translation>
    </message>
    <message>
        <source>%1 waits %2 ms for its turn while %3 holds the GPU (time slice %4 ms).</source>
        <translation>%3 正占用 GPU（时间片 %4 ms），%1 还要等 %2 ms 才能轮到自己。</translation>
    </message>
    <message>
        <source>The kitchen is quiet: no orders right now.</source>
        <translation>厨房很安静：眼下没有订单。</translation>
    </message>
    <message>
        <source>The GPU is idle: no requests right now.</source>
        <translation>GPU 空闲：眼下没有请求。</translation>
    </message>
    <message>
        <source>%1 has %2 orders waiting in its own room; the walls keep the other teams unaffected.</source>
        <translation>%1 在自己的包间里有 %2 份订单在等；隔墙让其他团队不受影响。</translation>
    </message>
    <message>
        <source>%1 has %2 requests queued inside its own MIG instance; the other instances are unaffected.</source>
        <translation>%1 在自己的 MIG 实例里有 %2 个请求在排队；其他实例不受影响。</translation>
    </message>
    <message>
        <source>Every team cooks in its own room with its own burners and pantry.</source>
        <translation>每个团队都在自己的包间里，用自己的灶眼和储物架做菜。</translation>
    </message>
    <message>
        <source>Every tenant runs in its own MIG instance with its own SMs and memory.</source>
        <translation>每个租户都运行在自己的 MIG 实例中，有自己的 SM 和显存。</translation>
    </message>
    <message>
        <source>%1 has %2 orders waiting at the shared stove.</source>
        <translation>%1 有 %2 份订单在共用灶台前等待。</translation>
    </message>
    <message>
        <source>%1 has %2 requests queued in the shared MPS pool.</source>
        <translation>%1 有 %2 个请求在共享的 MPS 池中排队。</translation>
    </message>
    <message>
        <source>Teams cooking side by side at the open stove: %1.</source>
        <translation>在开放式灶台边并肩做菜的团队：%1 个。</translation>
    </message>
    <message>
        <source>Clients running side by side in one MPS pool: %1.</source>
        <translation>在同一个 MPS 池中并行运行的客户端：%1 个。</translation>
    </message>
    <message>
        <source>Every team has its own kitchen: nobody waits for anyone else.</source>
        <translation>每个团队都有自己的厨房：谁也不用等谁。</translation>
    </message>
    <message>
        <source>Every tenant has a whole GPU: nobody waits for anyone else.</source>
        <translation>每个租户都有一整块 GPU：谁也不用等谁。</translation>
    </message>
    <message>
        <source>%1 has %2 orders waiting.</source>
        <translation>%1 有 %2 份订单在等待。</translation>
    </message>
    <message>
        <source>%1 has %2 requests queued.</source>
        <translation>%1 有 %2 个请求在排队。</translation>
    </message>
    <message>
        <source>The kitchen is busy.</source>
        <translation>厨房正忙。</translation>
    </message>
    <message>
        <source>The GPU is busy.</source>
        <translation>GPU 正忙。</translation>
    </message>
    <message>
        <source>The pass is crowded (teams cooking: %1): every dish takes %2× as long.</source>
        <translation>传菜通道拥挤（在做菜的团队：%1 个）：每道菜的用时都变为原来的 %2 倍。</translation>
    </message>
    <message>
        <source>DRAM bandwidth is saturated (clients running: %1): every kernel takes %2× as long.</source>
        <translation>DRAM 带宽已饱和（运行中的客户端：%1 个）：每个 kernel（核函数）的用时都变为原来的 %2 倍。</translation>
    </message>
    <message>
        <source>%1 has the GPU to itself: no other VM has work.</source>
        <translation>%1 独占 GPU：其他虚拟机都没有任务。</translation>
    </message>
    <message>
        <source>%1 waits up to %2 ms for its turn while the other VMs hold the GPU (time slice %3 ms).</source>
        <translation>其他虚拟机轮流占用 GPU（时间片 %3 ms），%1 最多要等 %2 ms 才能轮到自己。</translation>
    </message>
    <message>
        <source>%1 has no place in this kitchen: none of its orders is cooked.</source>
        <translation>%1 在这个厨房里没有位置：它的订单一份也做不了。</translation>
    </message>
    <message>
        <source>%1 is not placed: the plan gives it no GPU, so none of its requests is served.</source>
        <translation>%1 未放置：方案没有给它分配 GPU，它的请求一个也得不到服务。</translation>
    </message>
    <message>
        <source>Service is over at t = %1 s: press Home to cook it again, or lengthen the run in the inspector.</source>
        <translation>t = %1 秒时打烊：按 Home 从头再做一遍，或在属性面板中延长运行时长。</translation>
    </message>
    <message>
        <source>The run ended at t = %1 s: press Home to watch it again, or lengthen the run in the inspector.</source>
        <translation>运行在 t = %1 秒时结束：按 Home 从头再看一遍，或在属性面板中延长运行时长。</translation>
    </message>
    <message>
        <source>Not finished restarting: %1.</source>
        <translation>未完成重启：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 has %2 orders waiting for pantry room: its jars of slips hold %3 of %4 GiB.</source>
        <translation>%1 有 %2 份订单在等储物架腾出地方：纸条罐已占 %4 GiB 中的 %3 GiB。</translation>
    </message>
    <message>
        <source>%1 has %2 requests waiting for KV cache memory: %3 of %4 GiB in use.</source>
        <translation>%1 有 %2 个请求在等待 KV 缓存显存：已用 %4 GiB 中的 %3 GiB。</translation>
    </message>
    <message>
        <source>%1&apos;s pantry is full: %2&apos;s jars of slips take %3 GiB.</source>
        <translation>%1 的储物架满了：%2 的纸条罐占了 %3 GiB。</translation>
    </message>
    <message>
        <source>%1 ran out of memory: %2&apos;s growing KV cache holds %3 GiB of the shared pool.</source>
        <translation>%1 显存不足：%2 不断增长的 KV 缓存占用了共享池中的 %3 GiB。</translation>
    </message>
    <message>
        <source>%1&apos;s jars of slips fill its pantry (%2 of %3 GiB): its newest order goes back in line.</source>
        <translation>%1 的纸条罐塞满了它的储物架（%3 GiB 中的 %2 GiB）：最新的一份订单退回队首，等储物架腾出地方再重做。</translation>
    </message>
    <message>
        <source>%1&apos;s KV cache is full (%2 of %3 GiB): its newest request is preempted and will be recomputed.</source>
        <translation>%1 的 KV 缓存已满（%3 GiB 中的 %2 GiB）：它最新的请求被抢占，稍后重新计算。</translation>
    </message>
    <message>
        <source>%1 serves an order&apos;s first word in %2 ms (p99); its jars of slips hold %3 GiB and grow with every word.</source>
        <translation>%1 在 %2 ms 内端出一份订单的第一个字（p99）；纸条罐占 %3 GiB，每上一个字就多一点。</translation>
    </message>
    <message>
        <source>%1: first token in %2 ms (TTFT p99); its KV cache holds %3 GiB and grows with every token.</source>
        <translation>%1：%2 ms 内生成首个 token（TTFT p99）；KV 缓存占 %3 GiB，随每个 token 增长。</translation>
    </message>
    <message>
        <source>%1 serves an order&apos;s first word in %2 ms (p99), then one every %3 ms; jars of slips: %4 GiB.</source>
        <translation>%1 在 %2 ms 内端出一份订单的第一个字（p99），之后每 %3 ms 上一个字；纸条罐：%4 GiB。</translation>
    </message>
    <message>
        <source>%1: first token in %2 ms (TTFT p99), then %3 ms per token (TPOT); KV cache %4 GiB.</source>
        <translation>%1：%2 ms 内生成首个 token（TTFT p99），之后每个 token %3 ms（TPOT）；KV 缓存 %4 GiB。</translation>
    </message>
    <message>
        <source>Fire at %1&apos;s burners! It spreads to the teams sharing its stove.</source>
        <translation>%1 的灶眼着火了！火势蔓延到共用这口灶的各组厨师。</translation>
    </message>
    <message>
        <source>%1 hit a fatal fault: it brings down the tenants that share its context.</source>
        <translation>%1 发生致命故障：与它共用上下文的租户一起停机。</translation>
    </message>
    <message>
        <source>Fire at %1&apos;s burners! Only its own orders are lost; the other teams keep cooking.</source>
        <translation>%1 的灶眼着火了！只有它自己的订单作废，其他各组照常做菜。</translation>
    </message>
    <message>
        <source>%1 hit a fatal fault: only it goes down; the other tenants keep running.</source>
        <translation>%1 发生致命故障：只有它自己停机，其他租户照常运行。</translation>
    </message>
    <message>
        <source>the burners</source>
        <translation>灶眼</translation>
    </message>
    <message>
        <source>Every team is cleaning up after the fire: their orders are lost until they cook again.</source>
        <translation>所有团队都在收拾火灾现场：重新开火之前，它们的订单都会丢失。</translation>
    </message>
    <message>
        <source>Every tenant is restarting after the fault: its requests fail until it serves again.</source>
        <translation>所有租户都在故障后重启：恢复服务之前，它们的请求都会失败。</translation>
    </message>
    <message>
        <source>Cleaning up after the fire: %1. Its orders are lost until it cooks again.</source>
        <translation>正在收拾火灾现场：%1。重新开火之前，其订单都会丢失。</translation>
    </message>
    <message>
        <source>Restarting after the fault: %1. Its requests fail until it serves again.</source>
        <translation>正在故障后重启：%1。恢复服务之前，其请求都会失败。</translation>
    </message>
    <message>
        <source>%1 has the burners to itself: no other stall has orders.</source>
        <translation>%1 独占灶眼：其他档口都没有订单。</translation>
    </message>
    <message>
        <source>%1 waits up to %2 ms for its slot while the other stalls cook at the burners, one slot after another.</source>
        <translation>其他档口按时段轮流使用灶眼，%1 最多要等 %2 ms 才能轮到自己的时段。</translation>
    </message>
    <message>
        <source>The burners change stalls: nobody cooks during the switch.</source>
        <translation>灶眼换档口：交接期间没有人做菜。</translation>
    </message>
    <message>
        <source>%1 waits %2 ms for its slot while %3 cooks at the burners.</source>
        <translation>%3 正在灶眼上做菜，%1 还要等 %2 ms 才能轮到自己的时段。</translation>
    </message>
    <message>
        <source>%1 waits up to %2 ms for its slot while %3 cooks at the burners.</source>
        <translation>%3 正在灶眼上做菜，%1 最多还要等 %2 ms 才能轮到自己的时段。</translation>
    </message>
    <message>
        <source>%1 waits up to %2 ms for its turn while %3 holds the stove.</source>
        <translation>%3 正在掌勺，%1 最多还要等 %2 ms 才能轮到自己。</translation>
    </message>
    <message>
        <source>%1 waits up to %2 ms for its turn while %3 holds the GPU (time slice %4 ms).</source>
        <translation>%3 正占用 GPU（时间片 %4 ms），%1 最多还要等 %2 ms 才能轮到自己。</translation>
    </message>
    <message>
        <source>%1 waits %2 ms for its slot: the burners stay cold through %3&apos;s slot, kept though it has no orders.</source>
        <translation>%1 还要等 %2 ms 才能轮到自己的时段：%3 没有订单，但仍占着自己的时段，灶眼在这段时间里空着。</translation>
    </message>
    <message>
        <source>%1 waits %2 ms for its turn: the GPU idles through %3&apos;s turn, kept though it has no work (equal share).</source>
        <translation>%1 还要等 %2 ms 才能轮到自己：%3 没有任务，但仍保有自己的轮次，GPU 在这段时间里空闲（均等份额）。</translation>
    </message>
    <message>
        <source>%1 waits %2 ms for its slot: the burners stay cold through an empty slot of the timetable.</source>
        <translation>%1 还要等 %2 ms 才能轮到自己的时段：时间表上的一个空时段里，灶眼空着。</translation>
    </message>
    <message>
        <source>%1 waits %2 ms for its turn: the GPU idles through an empty slot (fixed share keeps a slot for every VM the profile allows).</source>
        <translation>%1 还要等 %2 ms 才能轮到自己：GPU 在一个空时段里空闲（固定份额为该规格允许的每台虚拟机都保留一个时段）。</translation>
    </message>
    <message>
        <source>%1 cooks in its slot; no other stall has orders, but each keeps its slot: %1 waits %2 ms between its slots.</source>
        <translation>%1 在自己的时段里做菜；其他档口都没有订单，但各自的时段仍然保留：%1 的两个时段之间要等 %2 ms。</translation>
    </message>
    <message>
        <source>%1 computes in its turn; no other VM has work, but each keeps its turn: %1 waits %2 ms between its turns.</source>
        <translation>%1 在自己的轮次里计算；其他虚拟机都没有任务，但各自的轮次仍然保留：%1 的两个轮次之间要等 %2 ms。</translation>
    </message>
    <message>
        <source>It is %1&apos;s slot, but it has no orders: the burners stay cold until the slot ends.</source>
        <translation>现在是 %1 的时段，但它没有订单：时段结束之前灶眼都空着。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, but it has no work: the GPU idles until the turn ends (equal share keeps it).</source>
        <translation>现在轮到 %1，但它没有任务：轮次结束之前 GPU 都空闲（均等份额保留它的轮次）。</translation>
    </message>
    <message>
        <source>An empty slot of the timetable: the burners stay cold until it ends.</source>
        <translation>时间表上的空时段：结束之前灶眼都空着。</translation>
    </message>
    <message>
        <source>An empty slot of the rotation: the GPU idles until it ends (fixed share keeps a slot for every VM the profile allows).</source>
        <translation>轮转中的空时段：结束之前 GPU 都空闲（固定份额为该规格允许的每台虚拟机都保留一个时段）。</translation>
    </message>
    <message>
        <source>The burners are cold: no stall has orders right now.</source>
        <translation>灶眼都空着：眼下没有档口有订单。</translation>
    </message>
    <message>
        <source>Nobody is at the stove: no team has orders right now.</source>
        <translation>灶台前没有人：眼下没有团队有订单。</translation>
    </message>
    <message>
        <source>Nobody holds the GPU: no VM has work right now.</source>
        <translation>没有人占用 GPU：眼下没有虚拟机有任务。</translation>
    </message>
    <message>
        <source>Nobody holds the GPU: no context has work right now.</source>
        <translation>没有人占用 GPU：眼下没有上下文有任务。</translation>
    </message>
    <message>
        <source>%1 waits on an empty gas meter although the stove stands free: the meter, not the stove, holds it.</source>
        <translation>灶台空着，%1 却在等空了的计量表：拦住它的是计量表，不是灶台。</translation>
    </message>
    <message>
        <source>%1 is throttled: its token bucket is empty, so it sleeps although the SMs stand idle.</source>
        <translation>%1 被限流：它的令牌桶空了，所以即使 SM 空闲它也在休眠。</translation>
    </message>
    <message>
        <source>%1&apos;s gas meter is empty: its valve stays shut while the others cook.</source>
        <translation>%1 的计量表用完了：其他团队做菜时，它的阀门一直关着。</translation>
    </message>
    <message>
        <source>%1 is throttled: its token bucket is empty while the others run.</source>
        <translation>%1 被限流：其他容器运行时，它的令牌桶是空的。</translation>
    </message>
</context>
<context>
    <name>gpuk::OutcomeText</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>SLO met %1</source>
        <translation>SLO 达成率 %1</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 失败</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 丢弃</translation>
    </message>
    <message>
        <source>%1 not served</source>
        <translation>%1 未服务</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>gpuk::OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>it is a directory; name a file</source>
        <translation>它是一个目录；请给出文件名</translation>
    </message>
    <message>
        <source>it is not a regular file, a character device or a FIFO</source>
        <translation>它不是普通文件、字符设备或 FIFO</translation>
    </message>
    <message>
        <source>file too large: the file size limit (ulimit -f) was reached</source>
        <translation>文件过大：已达到文件大小上限（ulimit -f）</translation>
    </message>
    <message>
        <source>it is a symbolic link; name the file itself (links are not written through)</source>
        <translation>它是符号链接；请直接指定文件本身（不会通过链接写入）</translation>
    </message>
    <message>
        <source>it is a FIFO that nobody is reading; start its reader first</source>
        <translation>它是一个没有读取方的 FIFO；请先启动读取方</translation>
    </message>
    <message>
        <source>it is a symbolic link that does not lead to a regular file</source>
        <translation>它是符号链接，但指向的不是普通文件</translation>
    </message>
</context>
<context>
    <name>gpuk::PlacementMap</name>
    <message>
        <source>%1 · ID %2</source>
        <extracomment>A row of the placement map: a MIG profile&apos;s name and its profile ID (&quot;?&quot; when not given).</extracomment>
        <translation>%1 · ID %2</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>Stove sections: %1</source>
        <translation>灶区：%1</translation>
    </message>
    <message>
        <source>Compute slices: %1</source>
        <translation>计算切片：%1</translation>
    </message>
    <message>
        <source>SMs: %1</source>
        <translation>SM 数：%1</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>显存：%1</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Placements (start units:size): %1</source>
        <translation>放置位置（起始单元:大小）：%1</translation>
    </message>
    <message>
        <source>Instances at most: %1</source>
        <translation>实例数上限：%1</translation>
    </message>
    <message>
        <source>Source note: %1</source>
        <translation>资料表注释：%1</translation>
    </message>
    <message>
        <source>Stove sections</source>
        <translation>灶区</translation>
    </message>
    <message>
        <source>Compute slices</source>
        <translation>计算切片</translation>
    </message>
    <message>
        <source>Pantry shelves</source>
        <translation>储物架</translation>
    </message>
    <message>
        <source>Memory slots</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>memory slots not given</source>
        <translation>显存切片未给出</translation>
    </message>
    <message>
        <source>placements not given by the fact files</source>
        <translation>资料表没有给出放置位置</translation>
    </message>
</context>
<context>
    <name>gpuk::ProfileNamesDialog</name>
    <message>
        <source>One profile name, many GPUs</source>
        <translation>同名规格，不同 GPU</translation>
    </message>
    <message>
        <source>A MIG profile&apos;s name gives its compute slices and its memory, not its size: a profile of the same name is a different slice of another GPU, with other SMs, memory slots and bandwidth. Pick a name to see what it is on each GPU that has it.</source>
        <translation>MIG 规格的名字只说明它的计算切片数和显存，不说明它有多大：同名规格在另一块 GPU 上是另一种切片，SM、显存切片和带宽都不同。选一个名字，看看它在每块有这个规格的 GPU 上是什么样。</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>规格(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Memory-bound share β:</source>
        <translation>访存占比 β(&amp;M)：</translation>
    </message>
    <message>
        <source>The share of one request&apos;s time spent reading memory on the whole GPU: 0 is pure compute, 1 is pure memory traffic</source>
        <translation>在整块 GPU 上，一个请求的时间中用于读显存的占比：0 是纯计算，1 是纯访存</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM 数</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory slots</source>
        <translation>显存切片</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Time of one request</source>
        <translation>一个请求的耗时</translation>
    </message>
    <message>
        <source>The engine&apos;s time for one request as wide as the whole GPU, alone on this profile, over its time on the whole GPU</source>
        <translation>模拟引擎中，一个与整块 GPU 同宽的请求单独运行在这个规格上的耗时，与它在整块 GPU 上耗时之比</translation>
    </message>
    <message>
        <source>Marked figures are not verified by the fact sheets (assumed, inferred or unverified); the tool tip of a row says why. &quot;not given&quot;: the fact sheets give no figure. Your scenario&apos;s GPU is in bold.</source>
        <translation>带标注的数字未经事实表核实（假定、推断或未核实），行的提示说明原因。“未给出”：事实表没有给出这个数字。你的场景所用的 GPU 以粗体显示。</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1（假定）</translation>
    </message>
    <message>
        <source>%1 (inferred)</source>
        <translation>%1（推断）</translation>
    </message>
    <message>
        <source>%1 (unverified)</source>
        <translation>%1（未核实）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 has %2 SMs on every GPU here that gives the figure.</source>
        <translation>在给出这个数字的每块 GPU 上，%1 都有 %2 个 SM。</translation>
    </message>
    <message>
        <source>%1 has from %2 to %3 SMs, depending on the GPU.</source>
        <translation>%1 有 %2 到 %3 个 SM，取决于 GPU。</translation>
    </message>
    <message>
        <source>One request takes %1× its time on the whole GPU.</source>
        <translation>一个请求的耗时是在整块 GPU 上的 %1 倍。</translation>
    </message>
    <message>
        <source>One request takes from %1× to %2× its time on the whole GPU (β = %3).</source>
        <translation>一个请求的耗时是在整块 GPU 上的 %1 到 %2 倍（β = %3）。</translation>
    </message>
</context>
<context>
    <name>gpuk::Quiz</name>
    <message>
        <source>On a 7-slice GPU such as an A100 or H100, what does one 1g MIG instance own?</source>
        <translation>在 A100、H100 这类 7 计算切片的 GPU 上，一个 1g MIG 实例拥有什么？</translation>
    </message>
    <message>
        <source>1/7 of the SMs, the memory and the bandwidth</source>
        <translation>1/7 的 SM、显存和带宽</translation>
    </message>
    <message>
        <source>1/7 of the SMs but only about 1/8 of the memory, L2 and bandwidth</source>
        <translation>1/7 的 SM，但显存、L2 和带宽只有约 1/8</translation>
    </message>
    <message>
        <source>1/8 of everything</source>
        <translation>所有资源的 1/8</translation>
    </message>
    <message>
        <source>1/7 of the SMs; memory and bandwidth stay shared</source>
        <translation>1/7 的 SM；显存和带宽仍是共享的</translation>
    </message>
    <message>
        <source>Compute comes in 7 SM slices but memory in 8 memory slices, each carrying its own controllers, L2 and bandwidth. So a 1g gets 1/7 of the MIG-mode SMs and 1/8 of memory, and a 3g.20gb gets 3/7 of the SMs with 4/8 of memory.</source>
        <translation>计算按 7 个 SM 切片划分，显存却按 8 个显存切片划分，每个切片带有自己的控制器、L2 和带宽。所以 1g 得到 MIG 模式下 1/7 的 SM 和 1/8 的显存，而 3g.20gb 得到 3/7 的 SM 和 4/8 的显存。</translation>
    </message>
    <message>
        <source>A 1g slice gets 1/7 of everything.</source>
        <translation>1g 切片得到所有资源的 1/7。</translation>
    </message>
    <message>
        <source>An A100-40GB holds a 2g.10gb at memory slots 0-1 and a 1g.5gb at slot 4. Slots 2, 3, 5, 6, 7 and four compute slices are free. Can you add a 3g.20gb?</source>
        <translation>一块 A100-40GB 上已有占显存槽 0-1 的 2g.10gb 和占槽 4 的 1g.5gb。槽 2、3、5、6、7 以及四个计算切片空闲。还能加一个 3g.20gb 吗？</translation>
    </message>
    <message>
        <source>Yes: five memory slots and four compute slices are free</source>
        <translation>能：有五个显存槽和四个计算切片空闲</translation>
    </message>
    <message>
        <source>No: a 3g.20gb may only start at slot 0 or 4, and both are taken</source>
        <translation>不能：3g.20gb 只能从槽 0 或 4 开始，而两处都被占了</translation>
    </message>
    <message>
        <source>Yes, after creating compute instances first</source>
        <translation>能，只要先创建计算实例</translation>
    </message>
    <message>
        <source>Yes, with the mixed strategy</source>
        <translation>能，改用 mixed 策略即可</translation>
    </message>
    <message>
        <source>Each profile has fixed legal start positions (3g.20gb: {0,4}, size 4). Instances created and destroyed in different places fragment the GPU, so free capacity does not mean a profile fits.</source>
        <translation>每个 profile 都有固定的合法起始位置（3g.20gb：{0,4}，占 4 槽）。实例在不同位置创建和销毁会让 GPU 碎片化，所以有空闲容量不等于放得下某个 profile。</translation>
    </message>
    <message>
        <source>If enough slices are free, any profile fits.</source>
        <translation>只要空闲切片够多，任何 profile 都放得下。</translation>
    </message>
    <message>
        <source>An A100-80GB holds one 3g.40gb at memory slot 0. How many 1g.10gb instances can you still create?</source>
        <translation>一块 A100-80GB 上有一个位于显存槽 0 的 3g.40gb。还能再创建多少个 1g.10gb？</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3 个</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4 个</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5 个</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7 个</translation>
    </message>
    <message>
        <source>The 3g covers slots 0-3, and 1g.10gb may start only at slots 0-6, so it fits at 4, 5 and 6. The eighth memory slot cannot hold a one-slot profile, so one compute slice stays idle. With the 3g at slot 4 instead, four would fit.</source>
        <translation>3g 占用槽 0-3，而 1g.10gb 只能从槽 0-6 开始，所以只能放在 4、5、6。第八个显存槽放不了单槽 profile，于是有一个计算切片空闲。如果 3g 放在槽 4，就能放下四个。</translation>
    </message>
    <message>
        <source>Memory left divided by 10 GB gives the count (4 or 5).</source>
        <translation>用剩余显存除以 10 GB 就是个数（4 或 5 个）。</translation>
    </message>
    <message>
        <source>Tenants come and go during the day. Can you resize a MIG layout while its tenants are running?</source>
        <translation>租户在一天中来来去去。能在租户运行时调整 MIG 布局的大小吗？</translation>
    </message>
    <message>
        <source>Yes, instances grow and shrink live, like cgroups</source>
        <translation>能，实例可以像 cgroup 一样在线伸缩</translation>
    </message>
    <message>
        <source>No: only an idle instance can be destroyed and recreated; running ones cannot move or grow</source>
        <translation>不能：只有空闲的实例才能销毁重建；运行中的实例不能移动也不能变大</translation>
    </message>
    <message>
        <source>Yes on Hopper, since enabling MIG there needs no reset</source>
        <translation>在 Hopper 上能，因为那里启用 MIG 不需要重置</translation>
    </message>
    <message>
        <source>Only through vGPU live migration</source>
        <translation>只能靠 vGPU 热迁移</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s table says MIG reconfigures &apos;when idle&apos;: an instance in use cannot be destroyed, and mig-parted or the MIG Manager expect the GPU&apos;s work drained. On A100/A30, turning MIG mode on also resets the GPU.</source>
        <translation>NVIDIA 的对比表写明 MIG 只能“空闲时”重配：正在使用的实例不能销毁，mig-parted 和 MIG Manager 都要求先排空 GPU 上的工作。在 A100/A30 上，开启 MIG 模式还要重置 GPU。</translation>
    </message>
    <message>
        <source>Changing a MIG layout is live.</source>
        <translation>MIG 布局可以在线修改。</translation>
    </message>
    <message>
        <source>Which of these GPUs can be partitioned with MIG?</source>
        <translation>下列哪块 GPU 能用 MIG 分区？</translation>
    </message>
    <message>
        <source>T4</source>
        <translation>T4</translation>
    </message>
    <message>
        <source>L40S</source>
        <translation>L40S</translation>
    </message>
    <message>
        <source>A30</source>
        <translation>A30</translation>
    </message>
    <message>
        <source>V100</source>
        <translation>V100</translation>
    </message>
    <message>
        <source>MIG needs a compute-capability 8.0+ data-centre part: A30 (up to 4 instances), A100, H100, H20, H200, B200, GB200 (up to 7), plus RTX PRO Blackwell cards. T4, L40S and V100 have no MIG.</source>
        <translation>MIG 需要计算能力 8.0 以上的数据中心 GPU：A30（最多 4 个实例），A100、H100、H20、H200、B200、GB200（最多 7 个），以及 RTX PRO Blackwell 系列。T4、L40S 和 V100 都不支持 MIG。</translation>
    </message>
    <message>
        <source>MIG works on every modern NVIDIA GPU, or only on A100/H100/H200.</source>
        <translation>MIG 在所有新 NVIDIA GPU 上都能用，或者只在 A100/H100/H200 上能用。</translation>
    </message>
    <message>
        <source>nvidia.com/mig-1g.10gb exists on the A100-80GB, the H100 SXM and the H100 PCIe. How many SMs does one instance have on each?</source>
        <translation>A100-80GB、H100 SXM 和 H100 PCIe 上都有 nvidia.com/mig-1g.10gb。每个实例在三者上各有多少个 SM？</translation>
    </message>
    <message>
        <source>14 on all three</source>
        <translation>三者都是 14</translation>
    </message>
    <message>
        <source>14, 16 and 14</source>
        <translation>分别是 14、16、14</translation>
    </message>
    <message>
        <source>16 on all three</source>
        <translation>三者都是 16</translation>
    </message>
    <message>
        <source>14, 16 and 16</source>
        <translation>分别是 14、16、16</translation>
    </message>
    <message>
        <source>A profile name encodes compute slices and memory, not SMs: 14 on A100-80GB, 16 on H100 SXM, 14 on H100 PCIe. A 3g.40gb is 60 SMs on SXM but 46 on PCIe, so key sizing by GPU SKU, never by name.</source>
        <translation>profile 名称只表示计算切片数和显存，不表示 SM 数：A100-80GB 上 14 个，H100 SXM 上 16 个，H100 PCIe 上 14 个。3g.40gb 在 SXM 上是 60 个 SM，在 PCIe 上只有 46 个，所以容量规划要按 GPU 型号，而不是按名称。</translation>
    </message>
    <message>
        <source>A MIG 1g.10gb is the same on every GPU.</source>
        <translation>同名的 MIG 1g.10gb 在每种 GPU 上都一样。</translation>
    </message>
    <message>
        <source>Can one A100-40GB host a 4g.20gb and a 3g.20gb at the same time?</source>
        <translation>一块 A100-40GB 能同时放下 4g.20gb 和 3g.20gb 吗？</translation>
    </message>
    <message>
        <source>No: both need memory slot 0</source>
        <translation>不能：两者都要用显存槽 0</translation>
    </message>
    <message>
        <source>Yes on R510 and later drivers: 4g at slot 0, 3g at slot 4</source>
        <translation>R510 及以后的驱动可以：4g 在槽 0，3g 在槽 4</translation>
    </message>
    <message>
        <source>Yes, on any driver</source>
        <translation>任何驱动都可以</translation>
    </message>
    <message>
        <source>Only if compute instances are created first</source>
        <translation>只有先创建计算实例才行</translation>
    </message>
    <message>
        <source>The geometry works: the 4g sits at 0, the 3g at 4, and all 7 compute slices are used. Older drivers rejected this pairing; NVIDIA allowed it from R510.</source>
        <translation>几何上可行：4g 位于槽 0，3g 位于槽 4，7 个计算切片全部用上。旧驱动拒绝这种组合，NVIDIA 从 R510 起才允许。</translation>
    </message>
    <message>
        <source>A compute-bound tenant that had a whole A100-40GB (108 SMs) moves into a single 7g.40gb instance. How many SMs can it use now?</source>
        <translation>一个计算密集的租户原本独占整块 A100-40GB（108 个 SM），现在搬进一个 7g.40gb 实例。它现在能用多少个 SM？</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>个 SM</translation>
    </message>
    <message>
        <source>In MIG mode the A100 exposes 7 × 14 = 98 SMs, so 10 SMs are lost even with one instance: roughly 9 % slower for compute-bound work.</source>
        <translation>在 MIG 模式下 A100 只提供 7 × 14 = 98 个 SM，所以即使只有一个实例也会损失 10 个 SM：计算密集的工作大约慢 9%。</translation>
    </message>
    <message>
        <source>7g is the whole GPU, so nothing changes.</source>
        <translation>7g 就是整块 GPU，所以什么都不变。</translation>
    </message>
    <message>
        <source>How many 1g.10gb instances can one A100-40GB hold?</source>
        <translation>一块 A100-40GB 最多能放多少个 1g.10gb 实例？</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>个实例</translation>
    </message>
    <message>
        <source>On the A100-40GB a 1g.10gb takes one compute slice but two memory slots (starts 0, 2, 4, 6), so memory runs out at four and three compute slices stay idle. The profile needs an R525 or later driver.</source>
        <translation>在 A100-40GB 上，1g.10gb 占一个计算切片却占两个显存槽（起点 0、2、4、6），所以放到四个时显存就用完了，另有三个计算切片空闲。该 profile 需要 R525 及以后的驱动。</translation>
    </message>
    <message>
        <source>Seven, because it is a 1g profile like 1g.5gb.</source>
        <translation>7 个，因为它和 1g.5gb 一样是 1g profile。</translation>
    </message>
    <message>
        <source>An A100-40GB has 7 compute slices in MIG mode. How many memory slices does it have?</source>
        <translation>A100-40GB 在 MIG 模式下有 7 个计算切片。它有多少个显存切片？</translation>
    </message>
    <message>
        <source>memory slices</source>
        <translation>个显存切片</translation>
    </message>
    <message>
        <source>Seven-instance GPUs have 7 compute slices but 8 memory slices; the full 7g instance spans all eight. That is why 1g profiles get 1/8 of memory and why the eighth slot is often left over.</source>
        <translation>7 实例的 GPU 有 7 个计算切片，却有 8 个显存切片；完整的 7g 实例横跨全部八个。所以 1g profile 只得到 1/8 的显存，第八个槽也常常剩下。</translation>
    </message>
    <message>
        <source>7, the same as the compute slices.</source>
        <translation>7 个，和计算切片一样多。</translation>
    </message>
    <message>
        <source>On an H100 SXM 80GB a 1g.10gb has 16 SMs. How many SMs does a 1g.20gb have, which is also one compute slice?</source>
        <translation>在 H100 SXM 80GB 上，1g.10gb 有 16 个 SM。同样只占一个计算切片的 1g.20gb 有多少个 SM？</translation>
    </message>
    <message>
        <source>nvidia-smi mig -lgip on H100 SXM lists 26 SMs for 1g.20gb against 16 for 1g.10gb. Read SM counts from the GPU&apos;s own table; slice names do not fix them.</source>
        <translation>H100 SXM 上 nvidia-smi mig -lgip 列出 1g.20gb 有 26 个 SM，而 1g.10gb 只有 16 个。SM 数要查该 GPU 自己的表，切片名并不决定它。</translation>
    </message>
    <message>
        <source>Same compute slice count means the same SMs.</source>
        <translation>计算切片数相同，SM 数就相同。</translation>
    </message>
    <message>
        <source>A model tuned on an H100 SXM 3g.40gb (60 SMs) moves to a 3g.40gb on an H100 PCIe. How many SMs does it get there?</source>
        <translation>一个在 H100 SXM 的 3g.40gb（60 个 SM）上调优的模型搬到 H100 PCIe 的 3g.40gb 上。它在那里能得到多少个 SM？</translation>
    </message>
    <message>
        <source>The PCIe card has 114 SMs and its 3g.40gb has 46, and half of 2.0 TB/s instead of half of 3.35 TB/s. Same resource name, slower slice.</source>
        <translation>PCIe 卡共有 114 个 SM，其 3g.40gb 只有 46 个，带宽是 2.0 TB/s 的一半而不是 3.35 TB/s 的一半。资源名相同，切片却更慢。</translation>
    </message>
    <message>
        <source>The same profile name means the same resources.</source>
        <translation>profile 名称相同就意味着资源相同。</translation>
    </message>
    <message>
        <source>How many 1g.6gb instances can one A30 hold at most?</source>
        <translation>一块 A30 最多能放多少个 1g.6gb 实例？</translation>
    </message>
    <message>
        <source>The A30 has 4 compute and 4 memory slices, so at most four instances, each with 14 of 56 SMs and 1/4 of memory and bandwidth. It is the one MIG GPU whose compute and memory fractions match.</source>
        <translation>A30 有 4 个计算切片和 4 个显存切片，所以最多四个实例，每个有 56 个 SM 中的 14 个，以及 1/4 的显存和带宽。它是唯一计算与显存比例一致的 MIG GPU。</translation>
    </message>
    <message>
        <source>Every MIG GPU gives seven instances.</source>
        <translation>每种 MIG GPU 都能切出七个实例。</translation>
    </message>
    <message>
        <source>How much memory does nvidia-smi mig -lgip list for one A100-40GB 1g.5gb instance, in GiB?</source>
        <translation>nvidia-smi mig -lgip 为一个 A100-40GB 的 1g.5gb 实例列出多少显存（GiB）？</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Profile names round in GB; lgip prints 4.75 GiB for 1g.5gb. Size a model plus its runtime and cache against that figure, not against the name.</source>
        <translation>profile 名称按 GB 取整；lgip 为 1g.5gb 打印的是 4.75 GiB。模型加运行时和缓存要按这个数来估算，而不是按名称。</translation>
    </message>
    <message>
        <source>A 1g.5gb gives 5 GiB to the tenant.</source>
        <translation>1g.5gb 给租户 5 GiB。</translation>
    </message>
    <message>
        <source>What share of an A100-40GB&apos;s memory bandwidth does a 3g.20gb instance get?</source>
        <translation>一个 3g.20gb 实例能得到 A100-40GB 显存带宽的多大份额？</translation>
    </message>
    <message>
        <source>3/7, about 43 %</source>
        <translation>3/7，约 43%</translation>
    </message>
    <message>
        <source>4/8, about 50 % (roughly 778 GB/s)</source>
        <translation>4/8，约 50%（约 778 GB/s）</translation>
    </message>
    <message>
        <source>All of it: bandwidth is shared</source>
        <translation>全部：带宽是共享的</translation>
    </message>
    <message>
        <source>1/8</source>
        <translation>1/8</translation>
    </message>
    <message>
        <source>Bandwidth comes with memory slices: 4 of 8 slices × 1,555 GB/s ≈ 778 GB/s. A purely memory-bound job runs about 2× slower; a compute-bound one about 108/42 ≈ 2.6× slower.</source>
        <translation>带宽随显存切片分配：8 个切片中的 4 个 × 1,555 GB/s ≈ 778 GB/s。纯访存受限的任务约慢 2 倍；纯计算受限的约慢 108/42 ≈ 2.6 倍。</translation>
    </message>
    <message>
        <source>3g means 3/7 of the bandwidth too.</source>
        <translation>3g 也意味着 3/7 的带宽。</translation>
    </message>
    <message>
        <source>A node&apos;s A100s carry different MIG layouts, and pods must ask for nvidia.com/mig-1g.10gb or mig-3g.40gb. Which device-plugin MIG strategy do you need?</source>
        <translation>一个节点上的 A100 使用不同的 MIG 布局，Pod 要按 nvidia.com/mig-1g.10gb 或 mig-3g.40gb 申请。需要 device plugin 的哪种 MIG 策略？</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>single</source>
        <translation>single</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mixed</translation>
    </message>
    <message>
        <source>Any; it only affects labels</source>
        <translation>哪种都行，只影响标签</translation>
    </message>
    <message>
        <source>mixed exposes one resource per profile (nvidia.com/mig-&lt;g&gt;g.&lt;mem&gt;gb). single requires every MIG device on the node to be the same and advertises them as nvidia.com/gpu; none ignores MIG.</source>
        <translation>mixed 为每种 profile 暴露一种资源（nvidia.com/mig-&lt;g&gt;g.&lt;mem&gt;gb）。single 要求节点上所有 MIG 设备都相同，并以 nvidia.com/gpu 暴露；none 则忽略 MIG。</translation>
    </message>
    <message>
        <source>The NVIDIA RAG blueprint layout on an H100 SXM: two 1g.20gb plus one 3g.40gb. All 8 memory slots are used. What share of the GPU&apos;s 132 SMs can no tenant ever use?</source>
        <translation>H100 SXM 上的 NVIDIA RAG Blueprint 布局：两个 1g.20gb 加一个 3g.40gb，8 个显存槽全部用完。GPU 的 132 个 SM 中，有多大比例任何租户都用不上？</translation>
    </message>
    <message>
        <source>None: every memory slot is taken</source>
        <translation>没有：显存槽都占满了</translation>
    </message>
    <message>
        <source>About 5 %</source>
        <translation>约 5%</translation>
    </message>
    <message>
        <source>About 15 %</source>
        <translation>约 15%</translation>
    </message>
    <message>
        <source>About 30 %</source>
        <translation>约 30%</translation>
    </message>
    <message>
        <source>The 1g.20gb takes two memory slots but one compute slice, so memory runs out with 5 of 7 compute slices assigned: 26 + 26 + 60 = 112 SMs work and 20 (≈15 %) are stranded.</source>
        <translation>1g.20gb 占两个显存槽却只占一个计算切片，所以显存用完时只分出了 7 个计算切片中的 5 个：26 + 26 + 60 = 112 个 SM 在工作，20 个（约 15%）被困住。</translation>
    </message>
    <message>
        <source>A MIG profile&apos;s memory decides its compute.</source>
        <translation>MIG profile 的显存决定了它的算力。</translation>
    </message>
    <message>
        <source>The seed article&apos;s A100-40GB layout uses all 7 compute slices (2g + 1g + 1g + 3g). What share of the card&apos;s 108 SMs can no tenant ever use?</source>
        <translation>种子文章的 A100-40GB 布局用满了 7 个计算切片（2g + 1g + 1g + 3g）。整卡 108 个 SM 中有多大比例任何租户都用不上？</translation>
    </message>
    <message>
        <source>None: every slice is assigned</source>
        <translation>没有：每个切片都分出去了</translation>
    </message>
    <message>
        <source>About 9 %</source>
        <translation>约 9%</translation>
    </message>
    <message>
        <source>About 1/7</source>
        <translation>约 1/7</translation>
    </message>
    <message>
        <source>About 25 %</source>
        <translation>约 25%</translation>
    </message>
    <message>
        <source>MIG mode exposes 7 × 14 = 98 of the A100&apos;s 108 SMs, so about 9 % are unusable whatever the layout.</source>
        <translation>MIG 模式只暴露 A100 108 个 SM 中的 7 × 14 = 98 个，所以无论怎么布局，都有约 9% 用不上。</translation>
    </message>
    <message>
        <source>Using every compute slice uses every SM.</source>
        <translation>用满所有计算切片就等于用满所有 SM。</translation>
    </message>
    <message>
        <source>Under MPS the embedding service is started with CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=20; the batch job next to it is uncapped. Does the 20 % keep the embedder within its 8 ms p99 SLO?</source>
        <translation>在 MPS 下，嵌入服务以 CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=20 启动；旁边的批处理作业没有上限。这 20% 能让嵌入服务保持在 8 ms 的 p99 SLO 之内吗？</translation>
    </message>
    <message>
        <source>Yes: 20 % of the SMs are set aside for it</source>
        <translation>能：20% 的 SM 专门留给了它</translation>
    </message>
    <message>
        <source>No: the cap only limits the embedder; the batch job still takes most SMs and its p99 passes 8 ms</source>
        <translation>不能：上限只限制嵌入服务自己；批处理仍占走大部分 SM，它的 p99 超过 8 ms</translation>
    </message>
    <message>
        <source>Yes, but only while the batch job is idle</source>
        <translation>能，但只在批处理空闲时</translation>
    </message>
    <message>
        <source>No: MPS refuses a cap below 25 %</source>
        <translation>不能：MPS 拒绝低于 25% 的上限</translation>
    </message>
    <message>
        <source>The active-thread percentage is a ceiling on a client&apos;s own use; NVIDIA says it reserves nothing, and kernels of different clients may share SMs. Cap the aggressor, or use MIG, to protect a victim.</source>
        <translation>活动线程百分比只是客户端自身用量的上限；NVIDIA 明确说它不预留任何资源，不同客户端的kernel可以共用 SM。要保护受害者，应限制肇事者，或改用 MIG。</translation>
    </message>
    <message>
        <source>The MPS active-thread percentage reserves SMs.</source>
        <translation>MPS 活动线程百分比会预留 SM。</translation>
    </message>
    <message>
        <source>A latency-critical embedder shares an A100 with a bandwidth-hungry batch job. Under MPS its p99 exceeds its 8 ms SLO. What happens to its p99 if each gets its own MIG instance?</source>
        <translation>一个延迟敏感的嵌入服务与一个吃带宽的批处理作业共用一块 A100。在 MPS 下，它的 p99 超过了 8 ms 的 SLO。如果两者各用一个 MIG 实例，它的 p99 会怎样？</translation>
    </message>
    <message>
        <source>It gets worse: a slice has fewer SMs</source>
        <translation>更差：切片的 SM 更少</translation>
    </message>
    <message>
        <source>It falls back under 8 ms: its SMs and memory bandwidth are its own</source>
        <translation>回到 8 ms 以内：SM 和显存带宽都归它自己</translation>
    </message>
    <message>
        <source>No change: MIG shares bandwidth like MPS</source>
        <translation>不变：MIG 和 MPS 一样共享带宽</translation>
    </message>
    <message>
        <source>The batch job can no longer run</source>
        <translation>批处理作业无法再运行</translation>
    </message>
    <message>
        <source>MPS shares memory bandwidth and L2 without QoS, so a memory-bound neighbour inflates the embedder&apos;s latency. A MIG instance owns its memory slices and SMs; the batch job slows down instead.</source>
        <translation>MPS 共享显存带宽和 L2，没有 QoS，所以访存密集的邻居会抬高嵌入服务的延迟。MIG 实例独占自己的显存切片和 SM；变慢的是批处理作业。</translation>
    </message>
    <message>
        <source>MPS isolates tenants like MIG.</source>
        <translation>MPS 能像 MIG 一样隔离租户。</translation>
    </message>
    <message>
        <source>Two MPS clients each run with an active-thread percentage of 50. Client B serves requests and is idle at night. Does compute-heavy client A get faster at night?</source>
        <translation>两个 MPS 客户端的活动线程百分比都是 50。客户端 B 提供在线服务，夜里空闲。计算密集的客户端 A 在夜里会变快吗？</translation>
    </message>
    <message>
        <source>Yes: B&apos;s unused half is lent to A</source>
        <translation>会：B 没用的一半借给了 A</translation>
    </message>
    <message>
        <source>No: A stays capped near half the SMs whether B is busy or idle</source>
        <translation>不会：无论 B 忙闲，A 都被限制在约一半 SM</translation>
    </message>
    <message>
        <source>Yes, after the MPS server restarts</source>
        <translation>会，在 MPS 服务器重启后</translation>
    </message>
    <message>
        <source>No, because B holds its SMs reserved</source>
        <translation>不会，因为 B 预留着它的 SM</translation>
    </message>
    <message>
        <source>The cap limits A&apos;s own use and lends nothing. NVIDIA suggests oversubscribing the caps, e.g. 100/(0.5·n) %, so clients can use idle SMs; the caps then no longer protect B.</source>
        <translation>上限只限制 A 自己的用量，不会出借任何东西。NVIDIA 建议超配上限，例如 100/(0.5·n)%，让客户端能用上空闲 SM；但这样上限就不再保护 B。</translation>
    </message>
    <message>
        <source>An MPS cap behaves like a CPU cgroup share that lends idle time.</source>
        <translation>MPS 上限像 CPU cgroup 份额一样会出借空闲时间。</translation>
    </message>
    <message>
        <source>A container runs two worker processes, each an MPS client with CUDA_MPS_PINNED_DEVICE_MEM_LIMIT=8G. How much device memory can the container hold?</source>
        <translation>一个容器运行两个工作进程，每个都是 MPS 客户端，CUDA_MPS_PINNED_DEVICE_MEM_LIMIT=8G。这个容器最多能占用多少显存？</translation>
    </message>
    <message>
        <source>8 GB in total</source>
        <translation>总共 8 GB</translation>
    </message>
    <message>
        <source>16 GB: the limit applies per client process</source>
        <translation>16 GB：限制按客户端进程计算</translation>
    </message>
    <message>
        <source>Unlimited: the limit is advisory</source>
        <translation>没有上限：该限制只是建议</translation>
    </message>
    <message>
        <source>4 GB per process</source>
        <translation>每个进程 4 GB</translation>
    </message>
    <message>
        <source>MPS limits are per CUDA client process, not per pod or container. HAMi-core instead counts every process of a container against one cap, and MIG bounds them all in hardware.</source>
        <translation>MPS 的限制按 CUDA 客户端进程计算，而不是按 Pod 或容器。HAMi-core 则把容器内所有进程计入同一个上限，MIG 则由硬件一起约束它们。</translation>
    </message>
    <message>
        <source>MPS memory limits apply per pod or container.</source>
        <translation>MPS 显存限制按 Pod 或容器生效。</translation>
    </message>
    <message>
        <source>On a Volta-or-later GPU under MPS, can an out-of-range write in client A silently corrupt client B&apos;s memory?</source>
        <translation>在 Volta 及以后的 GPU 上使用 MPS，客户端 A 的越界写入会悄悄破坏客户端 B 的显存吗？</translation>
    </message>
    <message>
        <source>Yes: MPS has no memory protection</source>
        <translation>会：MPS 没有内存保护</translation>
    </message>
    <message>
        <source>No: each client has its own address space, so the access faults, but that fault still reaches every client</source>
        <translation>不会：每个客户端有独立的地址空间，访问会触发故障，但这个故障仍会波及所有客户端</translation>
    </message>
    <message>
        <source>Only if both run as the same Linux user</source>
        <translation>只有两者是同一个 Linux 用户时才会</translation>
    </message>
    <message>
        <source>No: MPS partitions memory like MIG</source>
        <translation>不会：MPS 像 MIG 一样划分显存</translation>
    </message>
    <message>
        <source>Volta+ MPS gives each client a separate GPU address space, so NVIDIA lists memory protection as &apos;Yes&apos;. Pre-Volta clients shared one address space. Error isolation is still &apos;No&apos;.</source>
        <translation>Volta 及以后的 MPS 为每个客户端提供独立的 GPU 地址空间，所以 NVIDIA 把内存保护标为“是”。Volta 之前的客户端共用一个地址空间。错误隔离仍然是“否”。</translation>
    </message>
    <message>
        <source>MPS has no memory protection at all.</source>
        <translation>MPS 完全没有内存保护。</translation>
    </message>
    <message>
        <source>Can you run MPS inside a MIG instance?</source>
        <translation>能在 MIG 实例里运行 MPS 吗？</translation>
    </message>
    <message>
        <source>No: MPS and MIG exclude each other</source>
        <translation>不能：MPS 和 MIG 互斥</translation>
    </message>
    <message>
        <source>Yes: CUDA supports it, with the client limit scaled to the compute instance; the k8s device plugin just does not offer it</source>
        <translation>能：CUDA 支持，客户端上限按计算实例的大小缩减；只是 k8s device plugin 不提供这项功能</translation>
    </message>
    <message>
        <source>Only on Hopper and newer</source>
        <translation>只有 Hopper 及以后才能</translation>
    </message>
    <message>
        <source>Only inside a vGPU VM</source>
        <translation>只能在 vGPU 虚拟机里</translation>
    </message>
    <message>
        <source>The MIG guide says MPS is supported on top of MIG, with the 48-client limit lowered in proportion to the compute instance; run one control daemon per MIG device. The restriction people remember is the device plugin&apos;s.</source>
        <translation>MIG 指南写明 MPS 可以运行在 MIG 之上，48 个客户端的上限按计算实例的大小等比例降低；每个 MIG 设备运行一个控制守护进程。人们记住的那条限制来自 device plugin。</translation>
    </message>
    <message>
        <source>MPS and MIG are mutually exclusive.</source>
        <translation>MPS 和 MIG 互斥。</translation>
    </message>
    <message>
        <source>How many client CUDA contexts can one Volta-or-later MPS server serve per device with CUDA 13.0 or older?</source>
        <translation>在 CUDA 13.0 及更早版本中，一个 Volta 及以后的 MPS 服务器每个设备最多能服务多少个客户端 CUDA 上下文？</translation>
    </message>
    <message>
        <source>client contexts</source>
        <translation>个客户端上下文</translation>
    </message>
    <message>
        <source>48 per device (pre-Volta: 16); on a MIG compute instance the limit shrinks in proportion to its size. Newer CUDA 13.1 documentation reportedly raises it to 60.</source>
        <translation>每个设备 48 个（Volta 之前为 16 个）；在 MIG 计算实例上，上限按其大小等比例缩小。据报道，较新的 CUDA 13.1 文档将其提高到 60 个。</translation>
    </message>
    <message>
        <source>MPS serves any number of processes.</source>
        <translation>MPS 能服务任意多个进程。</translation>
    </message>
    <message>
        <source>Two teams run under different Linux UIDs and share one host MPS control daemon on one GPU. What do they see?</source>
        <translation>两个团队以不同的 Linux UID 运行，在同一块 GPU 上共用主机的一个 MPS 控制守护进程。他们会看到什么？</translation>
    </message>
    <message>
        <source>Concurrent kernels, as with one UID</source>
        <translation>和单个 UID 一样kernel并发执行</translation>
    </message>
    <message>
        <source>Serialised work: one server per UID runs at a time, and the other UID waits for its clients to finish</source>
        <translation>工作被串行化：一次只运行一个 UID 的服务器，另一个 UID 要等它的客户端结束</translation>
    </message>
    <message>
        <source>The second team gets an error</source>
        <translation>第二个团队收到错误</translation>
    </message>
    <message>
        <source>SMs split 50/50 between UIDs</source>
        <translation>SM 在两个 UID 之间五五分</translation>
    </message>
    <message>
        <source>The control daemon starts one MPS server per user; a client with another UID waits until the current server&apos;s clients exit. Concurrency happens only among clients of the same server.</source>
        <translation>控制守护进程为每个用户启动一个 MPS 服务器；另一个 UID 的客户端要等当前服务器的客户端全部退出。只有同一服务器的客户端之间才会并发。</translation>
    </message>
    <message>
        <source>MPS always means concurrency.</source>
        <translation>MPS 总是意味着并发。</translation>
    </message>
    <message>
        <source>The NVIDIA device plugin shares an H100-80GB through MPS with replicas: 4. Only one pod is busy. What does it get?</source>
        <translation>NVIDIA device plugin 以 MPS 方式共享一块 H100-80GB，replicas: 4。只有一个 Pod 在忙。它能得到什么？</translation>
    </message>
    <message>
        <source>The whole GPU until others arrive</source>
        <translation>在其他 Pod 到来之前得到整块 GPU</translation>
    </message>
    <message>
        <source>About 25 % of the SMs and about 20 GB, while the rest sits idle</source>
        <translation>约 25% 的 SM 和约 20 GB 显存，其余空闲</translation>
    </message>
    <message>
        <source>A time slice of 1/4</source>
        <translation>1/4 的时间片</translation>
    </message>
    <message>
        <source>A MIG 2g.20gb instance</source>
        <translation>一个 MIG 2g.20gb 实例</translation>
    </message>
    <message>
        <source>With MPS replicas the control daemon sets an active-thread percentage of 100/replicas and a pinned memory limit of about memory/replicas for each client, so a lone pod stays capped.</source>
        <translation>使用 MPS replicas 时，控制守护进程为每个客户端设置 100/replicas 的活动线程百分比，以及约为 显存/replicas 的显存上限，所以单独运行的 Pod 仍受限。</translation>
    </message>
    <message>
        <source>Replicas only cap how many pods share; each can burst to the whole GPU.</source>
        <translation>replicas 只限制共享的 Pod 数，每个 Pod 都能突发用满整块 GPU。</translation>
    </message>
    <message>
        <source>Under Kubernetes time-slicing, a pod asks for nvidia.com/gpu: 2 on a GPU with 4 replicas. What does it get?</source>
        <translation>在 Kubernetes 时间片共享下，一个 Pod 在 replicas 为 4 的 GPU 上申请 nvidia.com/gpu: 2。它能得到什么？</translation>
    </message>
    <message>
        <source>Twice the compute of a 1-replica pod</source>
        <translation>两倍于单副本 Pod 的算力</translation>
    </message>
    <message>
        <source>Two access tokens; GPU time is split per process, so no extra compute</source>
        <translation>两个访问令牌；GPU 时间按进程平分，算力并不会增加</translation>
    </message>
    <message>
        <source>Half of the GPU&apos;s memory</source>
        <translation>GPU 一半的显存</translation>
    </message>
    <message>
        <source>Two separate GPUs</source>
        <translation>两块独立的 GPU</translation>
    </message>
    <message>
        <source>Replicas are admission tokens only; the CUDA scheduler gives each process equal time. NVIDIA recommends failRequestsGreaterThanOne so such requests fail.</source>
        <translation>副本只是准入令牌；CUDA 调度器给每个进程相同的时间。NVIDIA 建议设置 failRequestsGreaterThanOne，让这类申请直接失败。</translation>
    </message>
    <message>
        <source>More time-sliced replicas per pod means more compute.</source>
        <translation>一个 Pod 拿到的时间片副本越多，算力就越多。</translation>
    </message>
    <message>
        <source>A time-sliced GPU, all busy: pod A runs one CUDA process, pod B runs four, each with its own context. How is GPU time split between the pods?</source>
        <translation>一块时间片共享的 GPU，全部繁忙：Pod A 运行一个 CUDA 进程，Pod B 运行四个，各有自己的上下文。GPU 时间在两个 Pod 之间如何分配？</translation>
    </message>
    <message>
        <source>50 / 50: one replica each</source>
        <translation>50 / 50：各占一个副本</translation>
    </message>
    <message>
        <source>About 20 / 80</source>
        <translation>约 20 / 80</translation>
    </message>
    <message>
        <source>About 80 / 20</source>
        <translation>约 80 / 20</translation>
    </message>
    <message>
        <source>Whoever launched first gets all</source>
        <translation>先启动的独占</translation>
    </message>
    <message>
        <source>The GPU scheduler shares time per context (process), not per pod or replica: five equal shares, one for A and four for B.</source>
        <translation>GPU 调度器按上下文（进程）分配时间，而不是按 Pod 或副本：五等份，A 一份，B 四份。</translation>
    </message>
    <message>
        <source>Each pod&apos;s replica buys it an equal share.</source>
        <translation>每个 Pod 的副本能为它买到相等的份额。</translation>
    </message>
    <message>
        <source>Four processes share a GPU by time-slicing: three run long batch kernels non-stop, one serves 1 ms requests. With a 2 ms slice, what extra wait can a request see, worst case?</source>
        <translation>四个进程以时间片方式共享 GPU：三个不停运行长批处理kernel，一个处理 1 ms 的请求。时间片为 2 ms 时，一个请求最坏要多等多久？</translation>
    </message>
    <message>
        <source>About 0: kernels overlap</source>
        <translation>约 0：kernel会重叠执行</translation>
    </message>
    <message>
        <source>2 ms, one slice</source>
        <translation>2 ms，一个时间片</translation>
    </message>
    <message>
        <source>About 6 ms, three other slices</source>
        <translation>约 6 ms，其他三个时间片</translation>
    </message>
    <message>
        <source>8 ms</source>
        <translation>8 ms</translation>
    </message>
    <message>
        <source>A context waits for every other busy context&apos;s slice: (N−1)·S = 3 × 2 ms, plus switch cost. The 2 ms is an assumption: CUDA&apos;s bare-metal slice length is not published.</source>
        <translation>一个上下文要等其他每个繁忙上下文的时间片：(N−1)·S = 3 × 2 ms，再加上切换开销。这里的 2 ms 是假设：CUDA 在裸金属上的时间片长度并未公开。</translation>
    </message>
    <message>
        <source>Time-sliced kernels overlap, so there is no wait.</source>
        <translation>时间片下kernel会重叠，所以不用等待。</translation>
    </message>
    <message>
        <source>Two pods each run a GEMM that alone saturates the GPU, now time-sliced on one GPU. What throughput does each see?</source>
        <translation>两个 Pod 各自运行一个单独就能跑满 GPU 的 GEMM，现在在一块 GPU 上时间片共享。每个 Pod 看到的吞吐是多少？</translation>
    </message>
    <message>
        <source>Each about its solo speed</source>
        <translation>各自约等于单独运行时的速度</translation>
    </message>
    <message>
        <source>Each about half, minus switch overhead</source>
        <translation>各约一半，再减去切换开销</translation>
    </message>
    <message>
        <source>The pair together about twice one GPU</source>
        <translation>两者合计约为一块 GPU 的两倍</translation>
    </message>
    <message>
        <source>One starves completely</source>
        <translation>其中一个完全饿死</translation>
    </message>
    <message>
        <source>Time-slicing raises utilisation only when tenants leave gaps; for jobs that already saturate the GPU it splits the same capacity and adds switch overhead.</source>
        <translation>只有租户留下空闲间隙时，时间片才能提高利用率；对已经跑满 GPU 的任务，它只是瓜分同样的容量，还要加上切换开销。</translation>
    </message>
    <message>
        <source>A DRA claim for an NVIDIA GPU sets sharing.strategy: TimeSlicing with interval: Short. What does that do?</source>
        <translation>一个 NVIDIA GPU 的 DRA claim 设置了 sharing.strategy: TimeSlicing 和 interval: Short。它做了什么？</translation>
    </message>
    <message>
        <source>Guarantees this pod a short slice while others keep theirs</source>
        <translation>保证这个 Pod 用短时间片，其他 Pod 保持原样</translation>
    </message>
    <message>
        <source>Sets the GPU-wide time-slice policy (DEFAULT/SHORT/MEDIUM/LONG), whose milliseconds are not published</source>
        <translation>设置整块 GPU 的时间片策略（DEFAULT/SHORT/MEDIUM/LONG），其毫秒数并未公开</translation>
    </message>
    <message>
        <source>Sets exactly 1 ms</source>
        <translation>设为恰好 1 ms</translation>
    </message>
    <message>
        <source>Switches the GPU to MPS</source>
        <translation>把 GPU 切换到 MPS</translation>
    </message>
    <message>
        <source>It is the same knob as nvidia-smi compute-policy --set-timeslice, applied to the whole (non-MIG) GPU. NVIDIA documents only the names, not the durations.</source>
        <translation>它和 nvidia-smi compute-policy --set-timeslice 是同一个开关，作用于整块（非 MIG）GPU。NVIDIA 只公开了名称，没有公开时长。</translation>
    </message>
    <message>
        <source>A slice setting is a per-pod guarantee.</source>
        <translation>时间片设置是针对单个 Pod 的保证。</translation>
    </message>
    <message>
        <source>Time-slicing: two Llama-3.1-8B chat servers and a small embedding service share an A100-40GB. The chats&apos; KV caches grow with the conversations. Who fails requests?</source>
        <translation>时间片共享：两个 Llama-3.1-8B 聊天服务和一个小型嵌入服务共用一块 A100-40GB。聊天服务的 KV 缓存随对话增长。谁的请求会失败？</translation>
    </message>
    <message>
        <source>Nobody: each process gets its own slice of memory</source>
        <translation>没有人：每个进程都有自己的一份显存</translation>
    </message>
    <message>
        <source>Only the chat servers, which grew</source>
        <translation>只有增长的聊天服务</translation>
    </message>
    <message>
        <source>The embedding service, by the thousand, out of memory</source>
        <translation>嵌入服务，成千上万次显存不足</translation>
    </message>
    <message>
        <source>Nobody, but everything is slower</source>
        <translation>没有人失败，只是都变慢</translation>
    </message>
    <message>
        <source>Time-slicing shares time, not memory: all processes allocate from one pool, so the growing KV caches leave the small neighbour out of memory.</source>
        <translation>时间片共享的是时间，不是显存：所有进程都从同一个显存池分配，不断增长的 KV 缓存让小邻居显存不足。</translation>
    </message>
    <message>
        <source>Time-slicing isolates memory.</source>
        <translation>时间片共享能隔离显存。</translation>
    </message>
    <message>
        <source>The RAG service (embedder, reranker, LLM) on one A100 moves from MPS to 2 ms time-slicing. What happens to the reranker&apos;s p99 (SLO 80 ms, about 33 ms under MPS)?</source>
        <translation>一块 A100 上的 RAG 服务（嵌入、重排、大模型）从 MPS 改为 2 ms 时间片。重排服务的 p99（SLO 80 ms，在 MPS 下约 33 ms）会怎样？</translation>
    </message>
    <message>
        <source>About the same</source>
        <translation>基本不变</translation>
    </message>
    <message>
        <source>Better: no more contention</source>
        <translation>更好：不再有争用</translation>
    </message>
    <message>
        <source>Above 80 ms: it waits for the other contexts&apos; turns</source>
        <translation>超过 80 ms：它要等其他上下文轮完</translation>
    </message>
    <message>
        <source>It stops being served</source>
        <translation>它不再被服务</translation>
    </message>
    <message>
        <source>Without MPS, kernels of different processes cannot run at once; each request queues behind the other contexts&apos; slices, and the LLM&apos;s long bursts make the tail worst.</source>
        <translation>没有 MPS 时，不同进程的kernel不能同时运行；每个请求都要排在其他上下文的时间片后面，大模型 的长突发让尾延迟最糟。</translation>
    </message>
    <message>
        <source>Time-slicing costs only a little switch overhead.</source>
        <translation>时间片只带来一点切换开销。</translation>
    </message>
    <message>
        <source>A chat service (2 ms requests, p99 SLO 20 ms) is time-sliced with a batch job using 30 ms slices. What is the chat&apos;s p99?</source>
        <translation>一个聊天服务（请求 2 ms，p99 SLO 20 ms）与一个批处理作业以 30 ms 时间片轮转。聊天服务的 p99 是多少？</translation>
    </message>
    <message>
        <source>About 2 ms: its kernels are tiny</source>
        <translation>约 2 ms：它的kernel很小</translation>
    </message>
    <message>
        <source>About 10 ms</source>
        <translation>约 10 ms</translation>
    </message>
    <message>
        <source>Over 25 ms: it waits out the batch slice</source>
        <translation>超过 25 ms：它要等完批处理的时间片</translation>
    </message>
    <message>
        <source>Over a second</source>
        <translation>超过一秒</translation>
    </message>
    <message>
        <source>A request that arrives during the batch job&apos;s turn waits up to a whole slice. Shorter slices cut that wait but cost more switches; that trade-off is the time-slice setting.</source>
        <translation>在批处理轮次期间到达的请求最多要等一整个时间片。更短的时间片能减少等待，但切换更多；这就是时间片设置要权衡的东西。</translation>
    </message>
    <message>
        <source>Under MPS, the batch job beside the embedding service hits a fatal GPU fault at t = 30 s. What happens to the embedding service?</source>
        <translation>在 MPS 下，嵌入服务旁边的批处理作业在 t = 30 s 时遇到致命 GPU 故障。嵌入服务会怎样？</translation>
    </message>
    <message>
        <source>Nothing: only the faulting client dies</source>
        <translation>什么都不会发生：只有出故障的客户端退出</translation>
    </message>
    <message>
        <source>It fails requests too, until every client exits and the server recovers</source>
        <translation>它也会请求失败，直到所有客户端退出、服务器恢复</translation>
    </message>
    <message>
        <source>It slows down but fails nothing</source>
        <translation>变慢但不失败</translation>
    </message>
    <message>
        <source>It moves to another GPU</source>
        <translation>它会迁移到另一块 GPU</translation>
    </message>
    <message>
        <source>On Volta+ a fatal fault reaches every client of the MPS server on that GPU; the server refuses new clients until all affected ones exit, then recovers.</source>
        <translation>在 Volta 及以后，致命故障会波及该 GPU 上 MPS 服务器的所有客户端；服务器在所有受影响客户端退出前拒绝新客户端，之后才恢复。</translation>
    </message>
    <message>
        <source>A fault in one MPS client only affects that client.</source>
        <translation>一个 MPS 客户端的故障只影响它自己。</translation>
    </message>
    <message>
        <source>Same crash, but the batch job runs in a 4g.20gb and the embedder in a 2g.10gb MIG instance. How many embedding requests fail?</source>
        <translation>同样的崩溃，但批处理作业在 4g.20gb、嵌入服务在 2g.10gb MIG 实例中运行。有多少嵌入请求失败？</translation>
    </message>
    <message>
        <source>None</source>
        <translation>零个</translation>
    </message>
    <message>
        <source>A few in flight</source>
        <translation>少数正在处理的</translation>
    </message>
    <message>
        <source>All until the GPU resets</source>
        <translation>GPU 重置前的全部请求</translation>
    </message>
    <message>
        <source>About half</source>
        <translation>约一半</translation>
    </message>
    <message>
        <source>MIG contains the fault to the instance that caused it: the batch job restarts, the embedder keeps serving. Uncontained errors such as Xid 95 still need a GPU reset.</source>
        <translation>MIG 把故障限制在引发它的实例内：批处理作业重启，嵌入服务继续服务。但 Xid 95 之类无法隔离的错误仍需重置 GPU。</translation>
    </message>
    <message>
        <source>An A100 in MIG mode logs Xid 94 for one tenant&apos;s process; later another A100 logs Xid 95. What is the right response?</source>
        <translation>一块处于 MIG 模式的 A100 为某个租户的进程记录了 Xid 94；之后另一块 A100 记录了 Xid 95。正确的处理是什么？</translation>
    </message>
    <message>
        <source>Restart only the affected application in both cases</source>
        <translation>两种情况都只重启受影响的应用</translation>
    </message>
    <message>
        <source>94: restart that application; 95: uncontained, drain the other instances and reset the GPU</source>
        <translation>94：重启该应用；95：无法隔离，排空其他实例并重置 GPU</translation>
    </message>
    <message>
        <source>Reboot the node at once for both</source>
        <translation>两种情况都立即重启节点</translation>
    </message>
    <message>
        <source>Ignore 95: MIG stops errors spreading</source>
        <translation>忽略 95：MIG 会阻止错误扩散</translation>
    </message>
    <message>
        <source>Xid 94 is a contained ECC error; Xid 95 is uncontained and affects several applications, so the GPU must be reset. MIG&apos;s error isolation does not cover every error.</source>
        <translation>Xid 94 是已隔离的 ECC 错误；Xid 95 无法隔离，会影响多个应用，所以必须重置 GPU。MIG 的错误隔离并不覆盖所有错误。</translation>
    </message>
    <message>
        <source>MIG isolates every error.</source>
        <translation>MIG 能隔离所有错误。</translation>
    </message>
    <message>
        <source>Which of these is not partitioned between MIG instances?</source>
        <translation>下列哪一项在 MIG 实例之间没有被划分？</translation>
    </message>
    <message>
        <source>SMs and L2 slices</source>
        <translation>SM 和 L2 切片</translation>
    </message>
    <message>
        <source>Memory controllers and DRAM bandwidth</source>
        <translation>显存控制器和 DRAM 带宽</translation>
    </message>
    <message>
        <source>The PCIe link and the board&apos;s power budget</source>
        <translation>PCIe 链路和整板功耗预算</translation>
    </message>
    <message>
        <source>Copy engines</source>
        <translation>拷贝引擎</translation>
    </message>
    <message>
        <source>Instances share the host PCIe link and the card&apos;s power and thermal budget, so transfer-heavy or power-hungry neighbours can still interfere.</source>
        <translation>各实例共用主机 PCIe 链路以及整卡的功耗和散热预算，所以传输密集或功耗大的邻居仍可能造成干扰。</translation>
    </message>
    <message>
        <source>MIG partitions everything on the card.</source>
        <translation>MIG 划分了卡上的一切。</translation>
    </message>
    <message>
        <source>An MPS client hangs on a Volta-or-later GPU. How should you remove it?</source>
        <translation>在 Volta 及以后的 GPU 上，一个 MPS 客户端挂起了。应该如何移除它？</translation>
    </message>
    <message>
        <source>kill -9 is fine</source>
        <translation>直接 kill -9</translation>
    </message>
    <message>
        <source>terminate_client &lt;server PID&gt; &lt;client PID&gt; via nvidia-cuda-mps-control</source>
        <translation>通过 nvidia-cuda-mps-control 执行 terminate_client &lt;server PID&gt; &lt;client PID&gt;</translation>
    </message>
    <message>
        <source>Restart the MPS daemon</source>
        <translation>重启 MPS 守护进程</translation>
    </message>
    <message>
        <source>Reset the GPU</source>
        <translation>重置 GPU</translation>
    </message>
    <message>
        <source>terminate_client ends that client with CUDA_ERROR_MPS_CLIENT_TERMINATED and leaves the others running; killing a client mid-work is undefined, and restarting the daemon stops every tenant.</source>
        <translation>terminate_client 以 CUDA_ERROR_MPS_CLIENT_TERMINATED 结束该客户端，其他客户端照常运行；在工作中途杀掉客户端的行为未定义，重启守护进程则会停掉所有租户。</translation>
    </message>
    <message>
        <source>&apos;If one time-sliced pod hits an illegal memory access, do the other pods die?&apos; Explain what NVIDIA&apos;s sources say and what you would design for.</source>
        <translation>“如果一个时间片共享的 Pod 发生非法内存访问，其他 Pod 会挂掉吗？”请说明 NVIDIA 的资料怎么说，以及你会按什么来设计。</translation>
    </message>
    <message>
        <source>The sources disagree on per-process faults, but agree that memory is shared and GPU-wide errors hit everyone, so plan availability as shared fate.</source>
        <translation>各资料对单个进程的故障说法不一，但都认同显存是共享的、整卡错误会波及所有人，所以可用性要按共同命运来规划。</translation>
    </message>
    <message>
        <source>Each process keeps its own context and address space; NVIDIA&apos;s 2022 table lists time-slicing with memory protection and error isolation.</source>
        <translation>每个进程保留自己的上下文和地址空间；NVIDIA 2022 年的对比表把时间片列为有内存保护和错误隔离。</translation>
    </message>
    <message>
        <source>The device-plugin and GPU Operator docs warn that replicas share one fault domain and have no memory isolation.</source>
        <translation>device plugin 和 GPU Operator 文档警告：副本共享同一个故障域，没有显存隔离。</translation>
    </message>
    <message>
        <source>Memory is never partitioned: one tenant&apos;s allocations can starve the rest.</source>
        <translation>显存从不划分：一个租户的分配可以把其他租户饿死。</translation>
    </message>
    <message>
        <source>Errors that need a GPU reset (e.g. Xid 95, Xid 79) stop every tenant.</source>
        <translation>需要重置 GPU 的错误（例如 Xid 95、Xid 79）会让所有租户停下。</translation>
    </message>
    <message>
        <source>Design for shared fate: keep critical and experimental work apart, use MIG for containment.</source>
        <translation>按共同命运来设计：把关键工作和实验性工作分开，用 MIG 来隔离。</translation>
    </message>
    <message>
        <source>Four services run as best-effort time-sliced vGPU VMs on one A100. In a 2g.10gb MIG instance the reranker&apos;s p99 is about 39 ms (SLO 80 ms). Under best effort?</source>
        <translation>四个服务以尽力而为（best effort）的时间片 vGPU 虚拟机运行在一块 A100 上。在 2g.10gb MIG 实例中，重排服务的 p99 约 39 ms（SLO 80 ms）。在尽力而为下呢？</translation>
    </message>
    <message>
        <source>About the same: its vGPU guarantees its share</source>
        <translation>差不多：它的 vGPU 保证了它的份额</translation>
    </message>
    <message>
        <source>Over 80 ms: it gets whatever time the other VMs leave</source>
        <translation>超过 80 ms：它只能拿到其他虚拟机剩下的时间</translation>
    </message>
    <message>
        <source>Lower: it can use the whole GPU</source>
        <translation>更低：它可以用整块 GPU</translation>
    </message>
    <message>
        <source>The VM is not placed</source>
        <translation>该虚拟机无法放置</translation>
    </message>
    <message>
        <source>Best effort, the default vGPU scheduler, hands idle time to whoever is busy and guarantees no share; the LLM VM&apos;s bursts push the reranker past its SLO. Equal or fixed share trade idle time for predictability.</source>
        <translation>尽力而为是 vGPU 的默认调度器，它把空闲时间交给忙碌者，不保证任何份额；大模型 虚拟机的突发把重排服务挤出了 SLO。等份额或固定份额用空闲时间换可预测性。</translation>
    </message>
    <message>
        <source>vGPU best effort guarantees each VM a share.</source>
        <translation>vGPU 尽力而为保证每个虚拟机一份份额。</translation>
    </message>
    <message>
        <source>Three A100-10C VMs under the fixed-share scheduler: a steady service, a backlogged batch VM and a mostly idle VM. Does the batch VM soak up the idle time?</source>
        <translation>三个 A100-10C 虚拟机使用固定份额（fixed share）调度器：一个稳定服务、一个积压的批处理虚拟机和一个基本空闲的虚拟机。批处理虚拟机能吃掉空闲时间吗？</translation>
    </message>
    <message>
        <source>Yes: idle slots go to whoever is busy</source>
        <translation>能：空闲的时间片给忙碌者</translation>
    </message>
    <message>
        <source>No: each VM keeps its fixed slot, so the GPU sits idle about half the time</source>
        <translation>不能：每个虚拟机保留固定时间片，GPU 约一半时间闲着</translation>
    </message>
    <message>
        <source>Yes, but only up to 50 %</source>
        <translation>能，但最多 50%</translation>
    </message>
    <message>
        <source>No: the batch VM is not placed</source>
        <translation>不能：批处理虚拟机无法放置</translation>
    </message>
    <message>
        <source>Fixed share gives each vGPU 1/(maximum vGPUs of its type) of GPU time even when others are idle: predictable, but empty slots are wasted.</source>
        <translation>固定份额让每个 vGPU 得到 1/（该类型最大 vGPU 数）的 GPU 时间，即使其他虚拟机空闲也一样：可预测，但空出的时间片被浪费。</translation>
    </message>
    <message>
        <source>The same two growing LLM chats and the embedder, now each in its own time-sliced vGPU VM. Does the embedder run out of memory as it did under Kubernetes time-slicing?</source>
        <translation>同样是两个不断增长的 大模型 聊天服务和嵌入服务，现在各自运行在一个时间片 vGPU 虚拟机里。嵌入服务会像在 Kubernetes 时间片下那样显存不足吗？</translation>
    </message>
    <message>
        <source>Yes: both are time-sliced, so memory is shared</source>
        <translation>会：两者都是时间片，所以显存共享</translation>
    </message>
    <message>
        <source>No: each vGPU&apos;s framebuffer is fixed at creation and exclusive</source>
        <translation>不会：每个 vGPU 的帧缓冲在创建时固定且独占</translation>
    </message>
    <message>
        <source>Only if the VMs use fixed share</source>
        <translation>只有虚拟机使用固定份额时才会</translation>
    </message>
    <message>
        <source>Yes, but only the chats fail</source>
        <translation>会，但只有聊天服务失败</translation>
    </message>
    <message>
        <source>Time-sliced vGPU shares time but gives each VM its own framebuffer behind the IOMMU, so a leak or a growing cache fails only its own VM. &apos;Time-sliced&apos; means different things in the two products.</source>
        <translation>时间片 vGPU 共享时间，但每个虚拟机有自己在 IOMMU 保护下的帧缓冲，所以泄漏或增长的缓存只会让它自己的虚拟机失败。两种产品里的“时间片”含义不同。</translation>
    </message>
    <message>
        <source>Anything time-sliced shares memory.</source>
        <translation>凡是时间片共享都共享显存。</translation>
    </message>
    <message>
        <source>You want as many 5 GB inference VMs as possible on one A100-40GB. Time-sliced A100-5C or MIG-backed A100-1-5C?</source>
        <translation>你想在一块 A100-40GB 上放尽可能多的 5 GB 推理虚拟机。用时间片的 A100-5C 还是 MIG 支撑的 A100-1-5C？</translation>
    </message>
    <message>
        <source>Same count either way</source>
        <translation>两者数量一样</translation>
    </message>
    <message>
        <source>Time-sliced: 8 VMs taking turns; MIG-backed: 7 VMs with 14 dedicated SMs each</source>
        <translation>时间片：8 个虚拟机轮流运行；MIG 支撑：7 个虚拟机，每个有 14 个专用 SM</translation>
    </message>
    <message>
        <source>MIG-backed: 8 VMs</source>
        <translation>MIG 支撑：8 个虚拟机</translation>
    </message>
    <message>
        <source>Time-sliced: 7 VMs</source>
        <translation>时间片：7 个虚拟机</translation>
    </message>
    <message>
        <source>The type table allows 40/5 = 8 time-sliced A100-5C, but only as many A100-1-5C as there are 1g.5gb instances: 7. Density against dedicated, parallel hardware.</source>
        <translation>类型表允许 40/5 = 8 个时间片 A100-5C，但 A100-1-5C 最多只能和 1g.5gb 实例一样多：7 个。一边是密度，一边是专用且并行的硬件。</translation>
    </message>
    <message>
        <source>An A100-10C VM (at most 4 per A100-40GB) runs alone and needs 10 s of full-GPU time. How long does it take under fixed share and under best effort?</source>
        <translation>一个 A100-10C 虚拟机（每块 A100-40GB 最多 4 个）单独运行，需要 10 s 的整卡时间。在固定份额和尽力而为下各需多久？</translation>
    </message>
    <message>
        <source>About 10 s either way</source>
        <translation>两者都约 10 s</translation>
    </message>
    <message>
        <source>Fixed share ≈ 40 s; best effort ≈ 10-10.6 s</source>
        <translation>固定份额约 40 s；尽力而为约 10-10.6 s</translation>
    </message>
    <message>
        <source>Fixed share ≈ 10 s; best effort ≈ 40 s</source>
        <translation>固定份额约 10 s；尽力而为约 40 s</translation>
    </message>
    <message>
        <source>Both ≈ 40 s</source>
        <translation>两者都约 40 s</translation>
    </message>
    <message>
        <source>Fixed share gives 1/4 of GPU time however many VMs run; best effort lets a lone VM use idle time, minus a few per cent of virtualisation overhead.</source>
        <translation>固定份额无论运行几个虚拟机都只给 1/4 的 GPU 时间；尽力而为让单独的虚拟机用上空闲时间，只损失几个百分点的虚拟化开销。</translation>
    </message>
    <message>
        <source>Ten busy A100-4C VMs (at most 10 per A100-40GB) share one GPU with default scheduler settings. What is the worst-case wait before a VM&apos;s request starts?</source>
        <translation>十个繁忙的 A100-4C 虚拟机（每块 A100-40GB 最多 10 个）以默认调度设置共用一块 GPU。一个虚拟机的请求在开始执行前最坏要等多久？</translation>
    </message>
    <message>
        <source>1 ms</source>
        <translation>1 ms</translation>
    </message>
    <message>
        <source>About 9 ms</source>
        <translation>约 9 ms</translation>
    </message>
    <message>
        <source>About 18 ms</source>
        <translation>约 18 ms</translation>
    </message>
    <message>
        <source>About 30 ms</source>
        <translation>约 30 ms</translation>
    </message>
    <message>
        <source>The default slice is 1 ms when a type allows more than 8 vGPUs per GPU (2 ms otherwise), and a VM waits for the nine others: 9 × 1 ms. The slice can be set from 1 to 30 ms.</source>
        <translation>当一种类型每块 GPU 允许超过 8 个 vGPU 时，默认时间片是 1 ms（否则 2 ms），一个虚拟机要等其他九个：9 × 1 ms。时间片可设为 1 到 30 ms。</translation>
    </message>
    <message>
        <source>The wait is one slice.</source>
        <translation>等待时间只有一个时间片。</translation>
    </message>
    <message>
        <source>You want one A100-20C and two A100-10C time-sliced VMs on one A100-40GB. Which is true?</source>
        <translation>你想在一块 A100-40GB 上放一个 A100-20C 和两个 A100-10C 时间片虚拟机。哪项正确？</translation>
    </message>
    <message>
        <source>Never allowed: sizes must match</source>
        <translation>永远不允许：大小必须一致</translation>
    </message>
    <message>
        <source>Allowed in mixed-size mode with best effort or equal share, not fixed share</source>
        <translation>在混合大小模式下允许，可用尽力而为或等份额，但不能用固定份额</translation>
    </message>
    <message>
        <source>Allowed with any scheduler</source>
        <translation>任何调度器都允许</translation>
    </message>
    <message>
        <source>Only as MIG-backed vGPU</source>
        <translation>只能用 MIG 支撑的 vGPU</translation>
    </message>
    <message>
        <source>Heterogeneous (mixed-size) time-sliced mode allows different framebuffer sizes, but fixed share is not supported there, and some per-type maxima drop.</source>
        <translation>异构（混合大小）时间片模式允许不同的帧缓冲大小，但不支持固定份额，而且部分类型的最大数量会降低。</translation>
    </message>
    <message>
        <source>A licence-server outage hits a fleet of inference VMs with C-series vGPUs. Explain what licensing covers and what you would check.</source>
        <translation>许可证服务器故障波及一批使用 C 系列 vGPU 的推理虚拟机。请说明许可证管什么，以及你会检查什么。</translation>
    </message>
    <message>
        <source>Licensing is not paperwork: unlicensed vGPUs degrade over time, so the licence service belongs in the availability design.</source>
        <translation>许可证不是文书工作：未授权的 vGPU 会随时间降级，所以许可证服务属于可用性设计的一部分。</translation>
    </message>
    <message>
        <source>C-series vGPUs are licensed as NVIDIA Virtual Compute Server (vCS).</source>
        <translation>C 系列 vGPU 按 NVIDIA Virtual Compute Server（vCS）授权。</translation>
    </message>
    <message>
        <source>A licence is checked out when the VM&apos;s driver starts and returned at shutdown.</source>
        <translation>虚拟机驱动启动时借出许可证，关机时归还。</translation>
    </message>
    <message>
        <source>An unlicensed vGPU is restricted progressively, so expect gradual degradation rather than an instant crash.</source>
        <translation>未授权的 vGPU 会被逐步限制，所以预期是逐渐降级，而不是立刻崩溃。</translation>
    </message>
    <message>
        <source>Mitigate with a highly available licence service and alerts on each vGPU&apos;s licence state.</source>
        <translation>用高可用的许可证服务和对每个 vGPU 授权状态的告警来缓解。</translation>
    </message>
    <message>
        <source>A HAMi-like quota gives the batch container 30 % of &apos;cores&apos;. It always has work queued. Over the run, is the GPU kept busy and does the batch job run smoothly?</source>
        <translation>一个类似 HAMi 的配额给批处理容器 30% 的“核心”。它始终有排队的工作。整个运行期间，GPU 会一直忙、批处理会平稳运行吗？</translation>
    </message>
    <message>
        <source>Yes: 30 % of the SMs are reserved for it</source>
        <translation>是：30% 的 SM 为它预留</translation>
    </message>
    <message>
        <source>No: the throttle pauses its launches, the GPU sits idle part of the time, and its p99 balloons</source>
        <translation>否：限流器暂停它的kernel启动，GPU 有一段时间闲着，它的 p99 大幅膨胀</translation>
    </message>
    <message>
        <source>Yes: quotas lend idle time like MPS</source>
        <translation>是：配额像 MPS 一样出借空闲时间</translation>
    </message>
    <message>
        <source>No: the quota kills the container</source>
        <translation>否：配额会杀掉容器</translation>
    </message>
    <message>
        <source>Software slicing enforces the percentage over time with a reactive token bucket on kernel launches, not by reserving SMs: a throttled job stalls in long pauses even while SMs are free.</source>
        <translation>软件切分通过作用于kernel启动的被动令牌桶在时间上执行百分比，而不是预留 SM：即使有空闲 SM，被限流的作业也会长时间停顿。</translation>
    </message>
    <message>
        <source>Software slicing&apos;s 30 % is a reservation of SMs.</source>
        <translation>软件切分的 30% 是对 SM 的预留。</translation>
    </message>
    <message>
        <source>Two pods each get KAI gpu-fraction: 0.5 on a 16 GB T4 (no isolator), or a DRA consumable share of 8 GiB. What limits them at run time?</source>
        <translation>两个 Pod 在一块 16 GB 的 T4 上各得到 KAI gpu-fraction: 0.5（没有隔离器），或者 DRA 可消耗份额 8 GiB。运行时由什么限制它们？</translation>
    </message>
    <message>
        <source>The driver caps each at 8 GB</source>
        <translation>驱动把每个限制在 8 GB</translation>
    </message>
    <message>
        <source>Nothing: it is scheduling bookkeeping; the apps must self-limit</source>
        <translation>什么都没有：这只是调度记账，应用必须自我限制</translation>
    </message>
    <message>
        <source>MPS starts automatically</source>
        <translation>自动启动 MPS</translation>
    </message>
    <message>
        <source>A MIG instance is created</source>
        <translation>创建一个 MIG 实例</translation>
    </message>
    <message>
        <source>Fractions from KAI, gpushare or DRA consumable shares only keep the books; a pod can allocate past its share and make the other run out of memory. KAI&apos;s optional HAMi-core isolator adds enforcement.</source>
        <translation>KAI、gpushare 或 DRA 可消耗份额给出的比例只是记账；一个 Pod 可以超出自己的份额分配，让另一个显存不足。KAI 可选的 HAMi-core 隔离器才会强制执行。</translation>
    </message>
    <message>
        <source>A GPU fraction from the scheduler is enforced at run time.</source>
        <translation>调度器给的 GPU 比例在运行时会被强制执行。</translation>
    </message>
    <message>
        <source>A pod under HAMi has nvidia.com/gpumem: 8000, yet allocates 20 GB without an error. Most likely cause?</source>
        <translation>一个受 HAMi 管理的 Pod 设置了 nvidia.com/gpumem: 8000，却分配了 20 GB 而没有报错。最可能的原因是什么？</translation>
    </message>
    <message>
        <source>HAMi caps only the first process</source>
        <translation>HAMi 只限制第一个进程</translation>
    </message>
    <message>
        <source>The container is privileged or sets NVIDIA_VISIBLE_DEVICES=all, or uses a CUDA call the hook misses</source>
        <translation>容器以特权模式运行或设置了 NVIDIA_VISIBLE_DEVICES=all，或者用了钩子拦不到的 CUDA 调用</translation>
    </message>
    <message>
        <source>HAMi caps only PyTorch</source>
        <translation>HAMi 只限制 PyTorch</translation>
    </message>
    <message>
        <source>gpumem is in GiB</source>
        <translation>gpumem 的单位是 GiB</translation>
    </message>
    <message>
        <source>HAMi-core&apos;s cap is a user-space LD_PRELOAD hook: anything that avoids the hook avoids the cap.</source>
        <translation>HAMi-core 的上限是用户态的 LD_PRELOAD 钩子：绕过钩子就绕过了上限。</translation>
    </message>
    <message>
        <source>HAMi runs with deviceSplitCount: 10. A pod asks for nvidia.com/gpu: 2 and nvidia.com/gpumem: 3000. What does it get?</source>
        <translation>HAMi 配置为 deviceSplitCount: 10。一个 Pod 申请 nvidia.com/gpu: 2 和 nvidia.com/gpumem: 3000。它得到什么？</translation>
    </message>
    <message>
        <source>Two 3000 MiB shares of one GPU</source>
        <translation>同一块 GPU 上的两份 3000 MiB</translation>
    </message>
    <message>
        <source>Shares of two different physical GPUs, 3000 MiB each</source>
        <translation>两块不同物理 GPU 上的份额，各 3000 MiB</translation>
    </message>
    <message>
        <source>2 × 10 % of one card</source>
        <translation>一块卡的 2 × 10%</translation>
    </message>
    <message>
        <source>One GPU with 3000 MiB</source>
        <translation>一块 GPU 上的 3000 MiB</translation>
    </message>
    <message>
        <source>In HAMi nvidia.com/gpu counts physical devices; deviceSplitCount is how many tasks may share one card, not how many slices one task may take.</source>
        <translation>在 HAMi 中 nvidia.com/gpu 计的是物理设备数；deviceSplitCount 是一块卡可以被多少个任务共享，而不是一个任务能拿多少份。</translation>
    </message>
    <message>
        <source>Someone says &apos;we cap the tenant at 30 % of the GPU&apos;. Who enforces that, and where? Lay out the ladder.</source>
        <translation>有人说“我们把租户限制在 GPU 的 30%”。由谁、在哪一层执行？请列出这个层级。</translation>
    </message>
    <message>
        <source>Always ask which layer enforces a share; only MIG&apos;s is hardware, and only MIG partitions bandwidth.</source>
        <translation>总要问份额由哪一层执行；只有 MIG 是硬件执行，也只有 MIG 划分带宽。</translation>
    </message>
    <message>
        <source>MIG: the hardware partitions SMs, memory slices and bandwidth.</source>
        <translation>MIG：硬件划分 SM、显存切片和带宽。</translation>
    </message>
    <message>
        <source>MPS: the driver and server enforce an SM ceiling and a per-process memory limit.</source>
        <translation>MPS：驱动和服务器执行 SM 上限和按进程的显存限制。</translation>
    </message>
    <message>
        <source>HAMi-core: a preloaded user-space library throttles launches and hooks allocations; soft and bypassable.</source>
        <translation>HAMi-core：预加载的用户态库限制kernel启动并拦截分配；是软限制，可被绕过。</translation>
    </message>
    <message>
        <source>Scheduler-only fractions (KAI, gpushare, DRA consumable shares) and time-slicing replicas enforce nothing.</source>
        <translation>仅调度层的比例（KAI、gpushare、DRA 可消耗份额）和时间片副本什么都不强制。</translation>
    </message>
    <message>
        <source>A quota is not isolation: the lower the layer, the harder the limit.</source>
        <translation>配额不等于隔离：执行层越低，限制越硬。</translation>
    </message>
    <message>
        <source>A tenant&apos;s container runs two worker processes. Compare where a per-tenant memory cap is enforced, and at what granularity, under MIG, MPS and HAMi-core.</source>
        <translation>一个租户的容器运行两个工作进程。比较在 MIG、MPS 和 HAMi-core 下，每租户显存上限在哪里执行、按什么粒度执行。</translation>
    </message>
    <message>
        <source>Only MIG caps the tenant in hardware; MPS caps processes, HAMi caps containers in software.</source>
        <translation>只有 MIG 在硬件上限制租户；MPS 限制进程，HAMi 在软件上限制容器。</translation>
    </message>
    <message>
        <source>MIG: the instance&apos;s memory slices bound both processes together, in hardware.</source>
        <translation>MIG：实例的显存切片在硬件上共同约束这两个进程。</translation>
    </message>
    <message>
        <source>MPS: the pinned memory limit applies per client process, so two processes may use twice it.</source>
        <translation>MPS：显存上限按客户端进程生效，所以两个进程可以用到两倍。</translation>
    </message>
    <message>
        <source>HAMi-core: one cap per container, shared by all its processes; beyond it CUDA returns out-of-memory.</source>
        <translation>HAMi-core：每个容器一个上限，所有进程共享；超出后 CUDA 返回显存不足。</translation>
    </message>
    <message>
        <source>The user-space hook can be bypassed; scheduler fractions enforce nothing.</source>
        <translation>用户态钩子可以被绕过；调度层比例什么都不强制。</translation>
    </message>
    <message>
        <source>Time-slicing with 4 replicas per GPU: only one TensorFlow pod per physical GPU starts, the others crash at startup. Most likely cause?</source>
        <translation>每块 GPU 4 个副本的时间片共享：每块物理 GPU 上只有一个 TensorFlow Pod 能启动，其余在启动时崩溃。最可能的原因是什么？</translation>
    </message>
    <message>
        <source>Time-slicing supports one process per GPU</source>
        <translation>时间片每块 GPU 只支持一个进程</translation>
    </message>
    <message>
        <source>TensorFlow maps nearly all GPU memory at start, so the first pod takes it all</source>
        <translation>TensorFlow 启动时映射几乎全部显存，第一个 Pod 全拿走了</translation>
    </message>
    <message>
        <source>The GPU Operator is missing</source>
        <translation>缺少 GPU Operator</translation>
    </message>
    <message>
        <source>Replicas must equal pods</source>
        <translation>副本数必须等于 Pod 数</translation>
    </message>
    <message>
        <source>Nothing partitions memory under time-slicing; enable memory growth or a per-process limit, or pick a mode that enforces memory.</source>
        <translation>时间片下没有任何东西划分显存；请开启显存按需增长或设置每进程上限，或者选用能强制显存限制的模式。</translation>
    </message>
    <message>
        <source>Llama-3.1-8B in BF16: 32 layers, 8 KV heads (GQA), head_dim 128. How much KV cache per token?</source>
        <translation>BF16 的 Llama-3.1-8B：32 层，8 个 KV 头（GQA），head_dim 128。每个 token 需要多少 KV 缓存？</translation>
    </message>
    <message>
        <source>32 KiB</source>
        <translation>32 KiB</translation>
    </message>
    <message>
        <source>128 KiB</source>
        <translation>128 KiB</translation>
    </message>
    <message>
        <source>512 KiB</source>
        <translation>512 KiB</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>2 (K and V) × 32 layers × 8 KV heads × 128 × 2 bytes = 128 KiB, so an 8k-token conversation holds 1 GiB. Using 32 attention heads instead of 8 KV heads gives the wrong 512 KiB.</source>
        <translation>2（K 和 V）× 32 层 × 8 个 KV 头 × 128 × 2 字节 = 128 KiB，所以一段 8k token 的对话要占 1 GiB。用 32 个注意力头代替 8 个 KV 头就会算出错误的 512 KiB。</translation>
    </message>
    <message>
        <source>Count attention heads, not KV heads.</source>
        <translation>按注意力头而不是 KV 头来算。</translation>
    </message>
    <message>
        <source>Under MPS, two Llama-3.1-8B chat servers and an embedding service share an A100-40GB without memory limits. The chats&apos; KV caches grow. What happens?</source>
        <translation>在 MPS 下，两个 Llama-3.1-8B 聊天服务和一个嵌入服务共用一块 A100-40GB，没有显存上限。聊天服务的 KV 缓存不断增长。会发生什么？</translation>
    </message>
    <message>
        <source>The chats slow down; the embedder is fine</source>
        <translation>聊天服务变慢；嵌入服务没事</translation>
    </message>
    <message>
        <source>Memory fills up and the embedding service fails thousands of requests out of memory</source>
        <translation>显存被占满，嵌入服务有数千个请求因显存不足而失败</translation>
    </message>
    <message>
        <source>MPS moves the KV cache to host memory</source>
        <translation>MPS 把 KV 缓存移到主机内存</translation>
    </message>
    <message>
        <source>Nothing: KV caches are freed after each token</source>
        <translation>什么都不会发生：KV 缓存每个 token 后都会释放</translation>
    </message>
    <message>
        <source>KV cache grows with every live token and sequence. Without per-client pinned limits MPS shares one memory pool, so the smallest neighbour hits out-of-memory first.</source>
        <translation>KV 缓存随每个活跃的 token 和序列增长。没有按客户端的显存上限时，MPS 共用一个显存池，最小的邻居最先显存不足。</translation>
    </message>
    <message>
        <source>An LLM&apos;s memory is its weights.</source>
        <translation>大模型 的显存占用就是它的权重。</translation>
    </message>
    <message>
        <source>vllm serve Llama-3.1-8B (BF16, about 15 GiB of weights), no other flags, on an H100 1g.20gb slice (19.62 GiB). Does it start?</source>
        <translation>在 H100 的 1g.20gb 切片（19.62 GiB）上，不加其他参数运行 vllm serve Llama-3.1-8B（BF16，权重约 15 GiB）。能启动吗？</translation>
    </message>
    <message>
        <source>Yes: 15 GiB fits in 19.62 GiB</source>
        <translation>能：15 GiB 放得进 19.62 GiB</translation>
    </message>
    <message>
        <source>No: about 2.7 GiB of KV budget holds ~22k tokens, far below the default 131,072-token context</source>
        <translation>不能：约 2.7 GiB 的 KV 预算只能容纳约 22k token，远少于默认的 131,072 token 上下文</translation>
    </message>
    <message>
        <source>Yes, but only with MPS</source>
        <translation>能，但需要 MPS</translation>
    </message>
    <message>
        <source>No: vLLM does not run on MIG</source>
        <translation>不能：vLLM 不能在 MIG 上运行</translation>
    </message>
    <message>
        <source>0.9 × 19.62 − 14.96 ≈ 2.7 GiB of KV at 128 KiB per token. Cap --max-model-len, use an FP8 KV cache, or take a bigger slice.</source>
        <translation>0.9 × 19.62 − 14.96 ≈ 2.7 GiB 的 KV，每个 token 128 KiB。请限制 --max-model-len、使用 FP8 KV 缓存，或者换更大的切片。</translation>
    </message>
    <message>
        <source>If the weights fit, the model runs.</source>
        <translation>权重放得下，模型就能跑。</translation>
    </message>
    <message>
        <source>Right after vllm serve starts on an idle 80 GB GPU, nvidia-smi shows about 72 GB used. Why?</source>
        <translation>在一块空闲的 80 GB GPU 上刚启动 vllm serve，nvidia-smi 就显示已用约 72 GB。为什么？</translation>
    </message>
    <message>
        <source>A memory leak</source>
        <translation>内存泄漏</translation>
    </message>
    <message>
        <source>vLLM pre-allocates its KV block pool up to gpu_memory_utilization (0.9)</source>
        <translation>vLLM 按 gpu_memory_utilization（0.9）预先分配 KV 块池</translation>
    </message>
    <message>
        <source>The weights take 72 GB</source>
        <translation>权重占了 72 GB</translation>
    </message>
    <message>
        <source>CUDA graphs need 72 GB</source>
        <translation>CUDA graph 需要 72 GB</translation>
    </message>
    <message>
        <source>PagedAttention hands pre-allocated blocks to requests on demand, so &apos;used&apos; does not mean busy. On a shared GPU a vLLM tenant claims its whole fraction at once.</source>
        <translation>PagedAttention 按需把预先分配的块交给请求，所以“已用”不代表忙碌。在共享 GPU 上，vLLM 租户一启动就占走它的全部份额。</translation>
    </message>
    <message>
        <source>Batch-1 decode of an 8B BF16 model streams about 16 GB of weights per token, so tokens/s ≤ bandwidth / 16 GB. What peak bandwidth (GB/s) does a whole H100 SXM give?</source>
        <translation>批大小为 1 的 8B BF16 模型解码每个 token 要读约 16 GB 权重，所以 tokens/s ≤ 带宽 / 16 GB。整块 H100 SXM 的峰值带宽是多少 GB/s？</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>3,350 GB/s, so at most ≈ 209 tokens/s on the whole GPU, ≈ 104 on a 3g.40gb (4/8 of the bandwidth) and ≈ 52 on a 1g.20gb (2/8). Decode scales with memory slices, not SMs.</source>
        <translation>3,350 GB/s，所以整块 GPU 上最多约 209 tokens/s，3g.40gb（4/8 带宽）约 104，1g.20gb（2/8）约 52。解码随显存切片而不是 SM 缩放。</translation>
    </message>
    <message>
        <source>Decode speed follows the SM share or the FLOPs.</source>
        <translation>解码速度取决于 SM 份额或 FLOPs。</translation>
    </message>
    <message>
        <source>Can you tensor-parallel one model across the two 3g.40gb slices of one H100?</source>
        <translation>能把一个模型以张量并行方式跨一块 H100 的两个 3g.40gb 切片运行吗？</translation>
    </message>
    <message>
        <source>Yes: NVLink inside the GPU links them</source>
        <translation>能：GPU 内部的 NVLink 连接它们</translation>
    </message>
    <message>
        <source>Not well: slices have no CUDA peer-to-peer path and NCCL&apos;s MIG support is only experimental</source>
        <translation>不理想：切片之间没有 CUDA 点对点通路，NCCL 对 MIG 的支持只是实验性的</translation>
    </message>
    <message>
        <source>Yes, with MPS on top</source>
        <translation>能，上面再加 MPS 即可</translation>
    </message>
    <message>
        <source>Only on an H200</source>
        <translation>只有 H200 可以</translation>
    </message>
    <message>
        <source>MIG instances have no P2P between them and no CUDA IPC across GPU instances; collectives go through host memory or the NIC. Unequal slices would also unbalance shards.</source>
        <translation>MIG 实例之间没有 P2P，GPU 实例之间也没有 CUDA IPC；集合通信要经过主机内存或网卡。切片大小不一还会让分片不均衡。</translation>
    </message>
    <message>
        <source>A vLLM server on a MIG slice shows healthy mean latency, ~96 % GPU-Util and no errors, yet p99 is six times the mean and some streams pause mid-answer. Explain.</source>
        <translation>MIG 切片上的一个 vLLM 服务平均延迟正常，GPU-Util 约 96%，没有报错，但 p99 是均值的六倍，有些流在回答中途停顿。请解释。</translation>
    </message>
    <message>
        <source>KV-cache pressure turns into preemption and tail latency long before it turns into errors.</source>
        <translation>KV 缓存压力早在变成错误之前，就先变成抢占和尾延迟。</translation>
    </message>
    <message>
        <source>The KV block pool is full, so the scheduler preempts sequences and recomputes them later.</source>
        <translation>KV 块池已满，调度器抢占序列，之后重新计算。</translation>
    </message>
    <message>
        <source>Preemption shows as stalls and p99 spikes, not out-of-memory errors; the log and metrics show it.</source>
        <translation>抢占表现为停顿和 p99 尖峰，而不是显存不足错误；日志和指标能看到它。</translation>
    </message>
    <message>
        <source>Fix: fewer concurrent sequences, a higher memory fraction, a bigger slice or an FP8 KV cache.</source>
        <translation>对策：减少并发序列、提高显存比例、换更大的切片或用 FP8 KV 缓存。</translation>
    </message>
    <message>
        <source>On small slices the KV budget, not compute, is the binding limit.</source>
        <translation>在小切片上，起约束作用的是 KV 预算而不是算力。</translation>
    </message>
    <message>
        <source>Explain why an LLM tenant&apos;s time per output token is sensitive to its neighbours under MPS, while under MIG its ceiling is set by the slice&apos;s memory slices.</source>
        <translation>请解释为什么在 MPS 下 大模型 租户的每输出 token 时间对邻居敏感，而在 MIG 下它的上限由切片的显存切片决定。</translation>
    </message>
    <message>
        <source>An SM cap does not protect a bandwidth-bound tenant; only partitioned bandwidth does.</source>
        <translation>SM 上限保护不了受带宽限制的租户；只有划分了的带宽才能。</translation>
    </message>
    <message>
        <source>Decode is memory-bandwidth-bound: each token reads the weights and the KV cache.</source>
        <translation>解码受显存带宽限制：每个 token 都要读权重和 KV 缓存。</translation>
    </message>
    <message>
        <source>MPS shares bandwidth and L2 with no QoS, so a bandwidth-heavy neighbour inflates TPOT.</source>
        <translation>MPS 共享带宽和 L2，没有 QoS，所以吃带宽的邻居会拉长 TPOT。</translation>
    </message>
    <message>
        <source>A neighbour&apos;s long prefill takes SMs (MPS) or time (time-slicing), so TTFT spikes.</source>
        <translation>邻居的长 prefill 会占走 SM（MPS）或时间（时间片），导致 TTFT 尖峰。</translation>
    </message>
    <message>
        <source>A MIG instance owns its memory slices, so its TPOT ceiling is slice bandwidth / bytes per step.</source>
        <translation>MIG 实例独占显存切片，所以它的 TPOT 上限是 切片带宽 / 每步字节数。</translation>
    </message>
    <message>
        <source>On the RAG blueprint&apos;s MIG layout, nvidia-smi-style GPU-Util (share of time any kernel runs) reads above 90 %. What share of the SMs is busy on average?</source>
        <translation>在 RAG Blueprint 的 MIG 布局上，nvidia-smi 式的 GPU-Util（任一kernel在运行的时间占比）超过 90%。平均有多大比例的 SM 在忙？</translation>
    </message>
    <message>
        <source>Also above 90 %</source>
        <translation>同样超过 90%</translation>
    </message>
    <message>
        <source>About 60 %</source>
        <translation>约 60%</translation>
    </message>
    <message>
        <source>Under 5 %</source>
        <translation>低于 5%</translation>
    </message>
    <message>
        <source>GPU-Util counts time when at least one kernel runs, not how many SMs work. DCGM&apos;s SM_ACTIVE-style occupancy shows the real share: here about 0.3.</source>
        <translation>GPU-Util 统计的是至少有一个kernel在运行的时间，而不是有多少 SM 在工作。DCGM 的 SM_ACTIVE 类占用率才反映真实份额：这里约 0.3。</translation>
    </message>
    <message>
        <source>nvidia-smi GPU-Util is how much of the GPU is used.</source>
        <translation>nvidia-smi 的 GPU-Util 就是 GPU 被用了多少。</translation>
    </message>
    <message>
        <source>A decode kernel launches 27 thread blocks and runs back-to-back on an A100 (108 SMs). What do GPU-Util and DCGM SM_ACTIVE report?</source>
        <translation>一个解码kernel启动 27 个线程块，在 A100（108 个 SM）上连续运行。GPU-Util 和 DCGM SM_ACTIVE 分别报告多少？</translation>
    </message>
    <message>
        <source>25 % and 0.25</source>
        <translation>25% 和 0.25</translation>
    </message>
    <message>
        <source>About 100 % and about 0.25</source>
        <translation>约 100% 和约 0.25</translation>
    </message>
    <message>
        <source>About 100 % and about 1.0</source>
        <translation>约 100% 和约 1.0</translation>
    </message>
    <message>
        <source>25 % and 1.0</source>
        <translation>25% 和 1.0</translation>
    </message>
    <message>
        <source>A kernel is always running, so GPU-Util ≈ 100 %; at most 27 of 108 SMs have work, so SM_ACTIVE ≈ 0.25. DCGM reads values under 0.5 as likely ineffective use.</source>
        <translation>始终有kernel在运行，所以 GPU-Util ≈ 100%；108 个 SM 中最多 27 个有活，所以 SM_ACTIVE ≈ 0.25。DCGM 认为低于 0.5 的值很可能是低效使用。</translation>
    </message>
    <message>
        <source>GPU-Util would show 25 %.</source>
        <translation>GPU-Util 会显示 25%。</translation>
    </message>
    <message>
        <source>After enabling MIG on A100s, a Grafana panel on DCGM_FI_DEV_GPU_UTIL shows nothing for the slices under load. Why?</source>
        <translation>在 A100 上启用 MIG 后，基于 DCGM_FI_DEV_GPU_UTIL 的 Grafana 面板在负载下对切片什么都不显示。为什么？</translation>
    </message>
    <message>
        <source>The slices are idle</source>
        <translation>切片是空闲的</translation>
    </message>
    <message>
        <source>Device utilisation is not attributed to MIG instances; use profiling metrics such as GR_ENGINE_ACTIVE per GPU_I_ID</source>
        <translation>设备利用率不会归属到 MIG 实例；请按 GPU_I_ID 使用 GR_ENGINE_ACTIVE 等 profiling 指标</translation>
    </message>
    <message>
        <source>The exporter needs a restart</source>
        <translation>exporter 需要重启</translation>
    </message>
    <message>
        <source>Use nvidia-smi instead</source>
        <translation>改用 nvidia-smi</translation>
    </message>
    <message>
        <source>On A100/A30, NVML and nvidia-smi show N/A for MIG utilisation; DCGM profiling metrics are per GPU instance.</source>
        <translation>在 A100/A30 上，NVML 和 nvidia-smi 对 MIG 利用率显示 N/A；DCGM 的 profiling 指标按 GPU 实例给出。</translation>
    </message>
    <message>
        <source>Which setup lets dcgm-exporter report per-tenant SM activity on a shared GPU without extra tooling?</source>
        <translation>哪种配置能让 dcgm-exporter 在共享 GPU 上无需额外工具就报告每个租户的 SM 活动？</translation>
    </message>
    <message>
        <source>Time-slicing: pod labels are added</source>
        <translation>时间片：会加上 Pod 标签</translation>
    </message>
    <message>
        <source>MPS: per-client SM activity</source>
        <translation>MPS：按客户端的 SM 活动</translation>
    </message>
    <message>
        <source>Static MIG, one tenant per GPU instance</source>
        <translation>静态 MIG，每个 GPU 实例一个租户</translation>
    </message>
    <message>
        <source>None of them</source>
        <translation>都不行</translation>
    </message>
    <message>
        <source>Each GPU instance is its own DCGM entity with its own profiling metrics. Under time-slicing or MPS, NVML reports device-level values, so every pod sees the same number.</source>
        <translation>每个 GPU 实例都是独立的 DCGM 实体，有自己的 profiling 指标。在时间片或 MPS 下，NVML 只报告设备级数值，所以每个 Pod 看到的都是同一个数。</translation>
    </message>
    <message>
        <source>Monitoring tells you each tenant&apos;s utilisation on a shared GPU.</source>
        <translation>监控能告诉你共享 GPU 上每个租户的利用率。</translation>
    </message>
    <message>
        <source>A 3g.40gb GPU instance is split into three 1c compute instances for three tenants. One wants to profile with Nsight Compute. What happens?</source>
        <translation>一个 3g.40gb GPU 实例被拆成三个 1c 计算实例给三个租户。其中一个想用 Nsight Compute 做 profiling。会怎样？</translation>
    </message>
    <message>
        <source>It works as usual</source>
        <translation>照常工作</translation>
    </message>
    <message>
        <source>Profiling is supported only on a compute instance that is the whole GPU instance</source>
        <translation>只有占满整个 GPU 实例的计算实例才支持 profiling</translation>
    </message>
    <message>
        <source>It reports whole-GPU counters</source>
        <translation>报告整卡计数器</translation>
    </message>
    <message>
        <source>It requires MPS</source>
        <translation>需要 MPS</translation>
    </message>
    <message>
        <source>Compute instances of one GPU instance share its memory and engines, so CUPTI does not support tracing or profiling on such shared CIs: a hidden cost of splitting.</source>
        <translation>同一 GPU 实例下的计算实例共享其显存和引擎，所以 CUPTI 不支持在这种共享的计算实例上跟踪或 profiling：这是拆分的隐性代价。</translation>
    </message>
    <message>
        <source>Your team wants a Kubernetes HPA to scale vLLM pods when DCGM_FI_DEV_GPU_UTIL exceeds 60 %. What goes wrong, and what should you scale on?</source>
        <translation>你的团队想在 DCGM_FI_DEV_GPU_UTIL 超过 60% 时让 Kubernetes HPA 扩容 vLLM Pod。会出什么问题？应该按什么扩容？</translation>
    </message>
    <message>
        <source>Scale on serving signals tied to the SLO, not on a busy-time fraction.</source>
        <translation>按与 SLO 挂钩的服务信号扩容，而不是按忙碌时间占比。</translation>
    </message>
    <message>
        <source>GPU-Util is the share of time any kernel runs; with one active request it sits near 100 %.</source>
        <translation>GPU-Util 是任一kernel在运行的时间占比；只要有一个活跃请求，它就接近 100%。</translation>
    </message>
    <message>
        <source>So the HPA scales out at once, never scales in, and says nothing about SLO headroom.</source>
        <translation>所以 HPA 会立刻扩容、永不缩容，而且它对 SLO 余量一无所知。</translation>
    </message>
    <message>
        <source>SM_ACTIVE and occupancy reflect SM use better, but still not latency.</source>
        <translation>SM_ACTIVE 和占用率更能反映 SM 使用情况，但仍不反映延迟。</translation>
    </message>
    <message>
        <source>Scale on queue length, KV-cache usage and TTFT/TPOT percentiles against the SLO.</source>
        <translation>按队列长度、KV 缓存使用率以及 TTFT/TPOT 分位数对照 SLO 来扩容。</translation>
    </message>
    <message>
        <source>Online inference, a batch job (MPS cap 30 %) and a training experiment (cap 30 %, 20 GB) share an A100-80GB under MPS. The training job crashes at t = 45 s. How does online inference fare?</source>
        <translation>在线推理、批处理作业（MPS 上限 30%）和训练实验（上限 30%，20 GB）在 MPS 下共用一块 A100-80GB。训练作业在 t = 45 s 崩溃。在线推理会怎样？</translation>
    </message>
    <message>
        <source>Unaffected: the caps isolate it</source>
        <translation>不受影响：上限隔离了它</translation>
    </message>
    <message>
        <source>It fails hundreds of requests and misses its SLO</source>
        <translation>数百个请求失败，错过 SLO</translation>
    </message>
    <message>
        <source>Only slower for a moment</source>
        <translation>只是短暂变慢</translation>
    </message>
    <message>
        <source>It gets the training job&apos;s SMs and speeds up</source>
        <translation>拿到训练作业的 SM 而加速</translation>
    </message>
    <message>
        <source>SM and memory caps limit use; they do not separate fault domains. With a MIG instance each, the same crash costs online inference nothing.</source>
        <translation>SM 和显存上限只限制用量，不分隔故障域。如果各用一个 MIG 实例，同样的崩溃不会让在线推理损失任何请求。</translation>
    </message>
    <message>
        <source>MPS with SM caps is isolation enough.</source>
        <translation>带 SM 上限的 MPS 就足够隔离了。</translation>
    </message>
    <message>
        <source>The RAG service (embedder, reranker, LLM) runs on three whole A100-40GBs. Moved into 1g.5gb + 2g.10gb + 3g.20gb on one A100, how many tenants still meet their p99 SLO?</source>
        <translation>RAG 服务（嵌入、重排、大模型）原本跑在三块整卡 A100-40GB 上。搬进一块 A100 上的 1g.5gb + 2g.10gb + 3g.20gb 后，有几个租户仍满足 p99 SLO？</translation>
    </message>
    <message>
        <source>None: slices are too small</source>
        <translation>一个都没有：切片太小</translation>
    </message>
    <message>
        <source>Only the LLM</source>
        <translation>只有 大模型</translation>
    </message>
    <message>
        <source>Two of three</source>
        <translation>三个中的两个</translation>
    </message>
    <message>
        <source>All three, on one GPU instead of three</source>
        <translation>全部三个，用一块 GPU 而不是三块</translation>
    </message>
    <message>
        <source>Each service used a fraction of a whole GPU; right-sized MIG instances keep all SLOs and free two GPUs. Check each tenant&apos;s p99 at its own load before consolidating.</source>
        <translation>每个服务只用了整卡的一小部分；大小合适的 MIG 实例能满足所有 SLO，还省出两块 GPU。合并前要按各租户自己的负载检查 p99。</translation>
    </message>
    <message>
        <source>Each service needs its own GPU to be safe.</source>
        <translation>每个服务都要独占一块 GPU 才安全。</translation>
    </message>
    <message>
        <source>Two external customers&apos; models must share one H100, each with a p99 SLO. Which mode do you choose, and why?</source>
        <translation>两个外部客户的模型必须共用一块 H100，各有 p99 SLO。你选哪种模式？为什么？</translation>
    </message>
    <message>
        <source>Untrusted tenants with tail SLOs need hardware partitions; everything softer shares something that matters.</source>
        <translation>带尾延迟 SLO 的不可信租户需要硬件分区；更软的方案总会共享某些关键资源。</translation>
    </message>
    <message>
        <source>MIG (or MIG-backed vGPU for VMs): dedicated SMs, memory slices, bandwidth and L2, and fault containment.</source>
        <translation>MIG（需要虚拟机时用 MIG 支撑的 vGPU）：独占的 SM、显存切片、带宽和 L2，以及故障隔离。</translation>
    </message>
    <message>
        <source>Not time-slicing or MPS: memory, bandwidth and the fault domain are shared.</source>
        <translation>不用时间片或 MPS：显存、带宽和故障域都是共享的。</translation>
    </message>
    <message>
        <source>Still shared under MIG: PCIe, power and uncontained errors that reset the GPU; keep headroom.</source>
        <translation>MIG 下仍共享：PCIe、功耗以及会重置 GPU 的不可隔离错误；要留余量。</translation>
    </message>
    <message>
        <source>Size each profile for weights plus KV cache, and plan the layout up front: changing it needs a drain.</source>
        <translation>按权重加 KV 缓存确定每个 profile 的大小，并预先规划布局：修改布局需要排空。</translation>
    </message>
    <message>
        <source>When would you choose MPS over MIG?</source>
        <translation>什么时候你会选 MPS 而不是 MIG？</translation>
    </message>
    <message>
        <source>MPS buys concurrency and fine-grained caps; MIG buys isolation. Pick by trust and by what must not be shared.</source>
        <translation>MPS 换来并发和细粒度上限；MIG 换来隔离。按信任关系以及哪些资源绝不能共享来选择。</translation>
    </message>
    <message>
        <source>The processes are small and cooperative, and none saturates the GPU alone.</source>
        <translation>进程小而协作，没有哪个能单独跑满 GPU。</translation>
    </message>
    <message>
        <source>They share one trust domain, since a fatal fault reaches every client.</source>
        <translation>它们同属一个信任域，因为致命故障会波及所有客户端。</translation>
    </message>
    <message>
        <source>You need a finer split than MIG&apos;s 1/7 steps, or the GPU has no MIG.</source>
        <translation>你需要比 MIG 的 1/7 更细的划分，或者 GPU 不支持 MIG。</translation>
    </message>
    <message>
        <source>No tenant needs bandwidth isolation.</source>
        <translation>没有租户需要带宽隔离。</translation>
    </message>
    <message>
        <source>When would you pick NVIDIA vGPU over bare-metal MIG or MPS for inference?</source>
        <translation>什么时候你会为推理选择 NVIDIA vGPU，而不是裸金属 MIG 或 MPS？</translation>
    </message>
    <message>
        <source>vGPU is about virtual machines; MIG is one of the ways it can be backed.</source>
        <translation>vGPU 关乎虚拟机；MIG 只是它的一种底层支撑方式。</translation>
    </message>
    <message>
        <source>vGPU is another name for MIG.</source>
        <translation>vGPU 只是 MIG 的另一个名字。</translation>
    </message>
    <message>
        <source>Tenants need VMs: a hypervisor boundary, their own OS and driver, IOMMU protection.</source>
        <translation>租户需要虚拟机：虚拟化层边界、自己的操作系统和驱动、IOMMU 保护。</translation>
    </message>
    <message>
        <source>You need VM lifecycle tooling such as live migration.</source>
        <translation>你需要虚拟机生命周期工具，例如热迁移。</translation>
    </message>
    <message>
        <source>Time-sliced vGPU gives density and a scheduler choice; MIG-backed vGPU adds hard isolation.</source>
        <translation>时间片 vGPU 提供密度和调度器选择；MIG 支撑的 vGPU 增加硬隔离。</translation>
    </message>
    <message>
        <source>Costs: licences, a fixed framebuffer per VM, a few per cent of overhead.</source>
        <translation>代价：许可证、每个虚拟机固定的帧缓冲、几个百分点的开销。</translation>
    </message>
    <message>
        <source>On bare metal, which mode gives a single-process tenant at most about 10 % of an A100&apos;s SMs and a hard memory cap?</source>
        <translation>在裸金属上，哪种模式能让单进程租户最多使用 A100 约 10% 的 SM，并有硬性显存上限？</translation>
    </message>
    <message>
        <source>MIG 1g.5gb</source>
        <translation>MIG 1g.5gb</translation>
    </message>
    <message>
        <source>MPS with an active-thread percentage of 10 and a pinned memory limit</source>
        <translation>MPS，活动线程百分比设为 10，并设显存上限</translation>
    </message>
    <message>
        <source>Time-slicing with replicas: 10</source>
        <translation>replicas: 10 的时间片</translation>
    </message>
    <message>
        <source>KAI gpu-fraction: 0.1</source>
        <translation>KAI gpu-fraction: 0.1</translation>
    </message>
    <message>
        <source>MIG&apos;s smallest compute step is 1/7 (14 of 98 SMs), not 10 %. Time-slicing and scheduler fractions enforce neither limit. MPS still shares bandwidth and the fault domain.</source>
        <translation>MIG 最小的计算粒度是 1/7（98 个 SM 中的 14 个），不是 10%。时间片和调度层比例两种限制都不执行。MPS 仍共享带宽和故障域。</translation>
    </message>
    <message>
        <source>MIG is always the precise one.</source>
        <translation>MIG 永远是最精确的。</translation>
    </message>
    <message>
        <source>An L40S node must host six small trusted embedding services, each one process, running concurrently with a memory cap each. What fits best?</source>
        <translation>一个 L40S 节点要托管六个小型可信嵌入服务，每个一个进程，要求并发运行且各有显存上限。哪个最合适？</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>MPS with per-client pinned memory limits</source>
        <translation>MPS，配合每客户端显存上限</translation>
    </message>
    <message>
        <source>Time-slicing with replicas: 6</source>
        <translation>replicas: 6 的时间片</translation>
    </message>
    <message>
        <source>vGPU with fixed share</source>
        <translation>固定份额的 vGPU</translation>
    </message>
    <message>
        <source>The L40S has no MIG; time-slicing gives neither concurrency nor caps; vGPU needs a hypervisor and licences and time-slices anyway.</source>
        <translation>L40S 不支持 MIG；时间片既不并发也没有上限；vGPU 需要虚拟化层和许可证，而且本质上还是时间片。</translation>
    </message>
    <message>
        <source>Time-slicing is the default way to share.</source>
        <translation>时间片是默认的共享方式。</translation>
    </message>
    <message>
        <source>Requests take 10 ms on average (exponential), served one at a time, arriving Poisson at 80/s. What is the p99 latency?</source>
        <translation>请求平均耗时 10 ms（指数分布），一次处理一个，以每秒 80 个的泊松过程到达。p99 延迟是多少？</translation>
    </message>
    <message>
        <source>About 50 ms</source>
        <translation>约 50 ms</translation>
    </message>
    <message>
        <source>About 230 ms</source>
        <translation>约 230 ms</translation>
    </message>
    <message>
        <source>About 1 s</source>
        <translation>约 1 s</translation>
    </message>
    <message>
        <source>M/M/1 time in system is exponential with rate μ − λ = 20/s: mean 50 ms, p99 = ln(100)/20 ≈ 230 ms, 23 times the service time at 80 % load.</source>
        <translation>M/M/1 的系统内时间服从速率为 μ − λ = 20/s 的指数分布：均值 50 ms，p99 = ln(100)/20 ≈ 230 ms，在 80% 负载下是服务时间的 23 倍。</translation>
    </message>
    <message>
        <source>p99 is a few service times.</source>
        <translation>p99 只有几倍服务时间。</translation>
    </message>
    <message>
        <source>A tenant gets 40 req/s at 20 ms each on a whole GPU (M/M/1). You split the GPU and the traffic in half; on a half each request takes 40 ms. What happens to mean latency?</source>
        <translation>一个租户在整卡上每秒 40 个请求、每个 20 ms（M/M/1）。你把 GPU 和流量都对半分；在半卡上每个请求耗时 40 ms。平均延迟会怎样？</translation>
    </message>
    <message>
        <source>Unchanged: total capacity is the same</source>
        <translation>不变：总容量一样</translation>
    </message>
    <message>
        <source>It doubles, 100 ms to 200 ms</source>
        <translation>翻倍，从 100 ms 到 200 ms</translation>
    </message>
    <message>
        <source>It halves</source>
        <translation>减半</translation>
    </message>
    <message>
        <source>It rises about 10 %</source>
        <translation>上升约 10%</translation>
    </message>
    <message>
        <source>Whole: 1/(50 − 40) = 100 ms; each half: 1/(25 − 20) = 200 ms. Partitioning loses statistical multiplexing even with zero overhead; you buy isolation with it.</source>
        <translation>整卡：1/(50 − 40) = 100 ms；每半：1/(25 − 20) = 200 ms。即使零开销，分区也会失去统计复用；你用它换来的是隔离。</translation>
    </message>
    <message>
        <source>Splitting a GPU keeps latency the same.</source>
        <translation>切分 GPU 不影响延迟。</translation>
    </message>
    <message>
        <source>Newer MPS offers static SM partitioning (nvidia-cuda-mps-control -S). How does it differ from the active-thread percentage, and what does it still not give you?</source>
        <translation>较新的 MPS 提供静态 SM 分区（nvidia-cuda-mps-control -S）。它与活动线程百分比有何不同？它仍然不提供什么？</translation>
    </message>
    <message>
        <source>Static SM partitions separate compute in software; memory, bandwidth and faults stay shared, so it is not MIG.</source>
        <translation>静态 SM 分区在软件层面分开了计算；显存、带宽和故障仍是共享的，所以它不是 MIG。</translation>
    </message>
    <message>
        <source>Static SM partitions make MPS as isolated as MIG.</source>
        <translation>静态 SM 分区让 MPS 和 MIG 一样隔离。</translation>
    </message>
    <message>
        <source>The active-thread percentage is a ceiling; clients may still land on the same SMs.</source>
        <translation>活动线程百分比只是上限；不同客户端仍可能落在同一批 SM 上。</translation>
    </message>
    <message>
        <source>Static partitioning gives each client dedicated chunks of SMs.</source>
        <translation>静态分区给每个客户端专用的 SM 块。</translation>
    </message>
    <message>
        <source>Neither partitions memory capacity, bandwidth or L2.</source>
        <translation>两者都不划分显存容量、带宽或 L2。</translation>
    </message>
    <message>
        <source>A fatal fault still reaches every client of the server.</source>
        <translation>致命故障仍会波及该服务器的所有客户端。</translation>
    </message>
</context>
<context>
    <name>gpuk::Receipts</name>
    <message>
        <source>ResNet-50 Offline on one 1g.10gb instance of an A100-SXM-80GB against the whole GPU (DGX-A100 MIG_1x1g.10gb vs x1). Engine: a busy whole-GPU tenant on 1g.10gb against exclusive.</source>
        <translation>ResNet-50 Offline 在 A100-SXM-80GB 的一个 1g.10gb 实例上，对比整块 GPU（DGX-A100 MIG_1x1g.10gb 对 x1）。引擎：一个始终有活、能用满整块 GPU 的租户在 1g.10gb 上，对比独占。</translation>
    </message>
    <message>
        <source>throughput on 1g.10gb / whole GPU</source>
        <translation>1g.10gb 上的吞吐 / 整块 GPU</translation>
    </message>
    <message>
        <source>5316.2 / 39830.1 samples/s</source>
        <translation>5316.2 / 39830.1 样本/秒</translation>
    </message>
    <message>
        <source>assumed: an offline benchmark at large batch taken as compute-bound; not fitted</source>
        <translation>假定：大批量的离线基准视为计算受限；未拟合</translation>
    </message>
    <message>
        <source>every SM</source>
        <translation>全部 SM</translation>
    </message>
    <message>
        <source>assumed: a large batch fills the whole GPU; not fitted</source>
        <translation>假定：大批量能占满整块 GPU；未拟合</translation>
    </message>
    <message>
        <source>BERT-99 Offline on one 1g.10gb instance of an A100-SXM-80GB against the whole GPU. Engine: a busy whole-GPU tenant on 1g.10gb against exclusive.</source>
        <translation>BERT-99 Offline 在 A100-SXM-80GB 的一个 1g.10gb 实例上，对比整块 GPU。引擎：一个始终有活、能用满整块 GPU 的租户在 1g.10gb 上，对比独占。</translation>
    </message>
    <message>
        <source>502.39 / 3614 samples/s</source>
        <translation>502.39 / 3614 样本/秒</translation>
    </message>
    <message>
        <source>3D-UNet Offline on one 1g.10gb instance of an A100-SXM-80GB against the whole GPU. Engine: a busy whole-GPU tenant on 1g.10gb against exclusive.</source>
        <translation>3D-UNet Offline 在 A100-SXM-80GB 的一个 1g.10gb 实例上，对比整块 GPU。引擎：一个始终有活、能用满整块 GPU 的租户在 1g.10gb 上，对比独占。</translation>
    </message>
    <message>
        <source>7.60698 / 61.6701 samples/s</source>
        <translation>7.60698 / 61.6701 样本/秒</translation>
    </message>
    <message>
        <source>ResNet-50 Offline on one 1g.6gb instance of an A30 against the whole GPU (A30-MIG_1x1g.6gb vs A30x1). Engine: a busy whole-GPU tenant on 1g.6gb against exclusive.</source>
        <translation>ResNet-50 Offline 在 A30 的一个 1g.6gb 实例上，对比整块 GPU（A30-MIG_1x1g.6gb 对 A30x1）。引擎：一个始终有活、能用满整块 GPU 的租户在 1g.6gb 上，对比独占。</translation>
    </message>
    <message>
        <source>throughput on 1g.6gb / whole GPU</source>
        <translation>1g.6gb 上的吞吐 / 整块 GPU</translation>
    </message>
    <message>
        <source>4965.89 / 18265 samples/s</source>
        <translation>4965.89 / 18265 样本/秒</translation>
    </message>
    <message>
        <source>ResNet-50 Offline on eight A100-SXM-80GB, each cut into seven busy 1g.10gb instances, against the eight whole GPUs (MIG_56x1g.10gb vs x8, both Triton). Engine: seven busy tenants on seven 1g.10gb instances against one on the whole GPU.</source>
        <translation>ResNet-50 Offline 在八张 A100-SXM-80GB 上，每张切成七个繁忙的 1g.10gb 实例，对比八张整卡（MIG_56x1g.10gb 对 x8，均用 Triton）。引擎：七个始终有活的租户各占一个 1g.10gb 实例，对比一个租户独占整块 GPU。</translation>
    </message>
    <message>
        <source>throughput of 7 × 1g.10gb / whole GPU</source>
        <translation>7 × 1g.10gb 的吞吐 / 整块 GPU</translation>
    </message>
    <message>
        <source>283469 / 306261 samples/s</source>
        <translation>283469 / 306261 样本/秒</translation>
    </message>
    <message>
        <source>GROMACS on an A100-80GB: 1g.10gb against the full GPU. Engine: a busy tenant able to keep 41 SMs busy, on 1g.10gb against exclusive.</source>
        <translation>A100-80GB 上的 GROMACS：1g.10gb 对比整块 GPU。引擎：一个始终有活、最多能让 41 个 SM 忙碌的租户在 1g.10gb 上，对比独占。</translation>
    </message>
    <message>
        <source>ns/day on 1g.10gb / full GPU</source>
        <translation>1g.10gb 上的 ns/天 / 整块 GPU</translation>
    </message>
    <message>
        <source>43.28 / 118.59 ns/day</source>
        <translation>43.28 / 118.59 ns/天</translation>
    </message>
    <message>
        <source>41 SMs</source>
        <translation>41 个 SM</translation>
    </message>
    <message>
        <source>calibrated on njit-gromacs-2g</source>
        <translation>在 njit-gromacs-2g 上校准</translation>
    </message>
    <message>
        <source>assumed: the scaling follows SMs up to the width</source>
        <translation>假定：在宽度以内，性能随 SM 数缩放</translation>
    </message>
    <message>
        <source>GROMACS on an A100-80GB: 2g.20gb against the full GPU. Engine: the same 41-SM tenant on 2g.20gb against exclusive.</source>
        <translation>A100-80GB 上的 GROMACS：2g.20gb 对比整块 GPU。引擎：同一个 41 SM 宽的租户在 2g.20gb 上，对比独占。</translation>
    </message>
    <message>
        <source>ns/day on 2g.20gb / full GPU</source>
        <translation>2g.20gb 上的 ns/天 / 整块 GPU</translation>
    </message>
    <message>
        <source>81.205 / 118.59 ns/day</source>
        <translation>81.205 / 118.59 ns/天</translation>
    </message>
    <message>
        <source>28 SMs / 0.685, rounded: the width GROMACS keeps busy</source>
        <translation>28 个 SM / 0.685，取整：GROMACS 能让多少 SM 忙碌</translation>
    </message>
    <message>
        <source>GROMACS on an A100-80GB: 3g.40gb against the full GPU. Engine: the same 41-SM tenant on 3g.40gb against exclusive.</source>
        <translation>A100-80GB 上的 GROMACS：3g.40gb 对比整块 GPU。引擎：同一个 41 SM 宽的租户在 3g.40gb 上，对比独占。</translation>
    </message>
    <message>
        <source>ns/day on 3g.40gb / full GPU</source>
        <translation>3g.40gb 上的 ns/天 / 整块 GPU</translation>
    </message>
    <message>
        <source>115.507 / 118.59 ns/day</source>
        <translation>115.507 / 118.59 ns/天</translation>
    </message>
    <message>
        <source>&quot;A MIG GPU with 7 instances will provide 1/7 … of the SMs&quot;: a compute-bound job on 1g.5gb against 7g.40gb. Engine: a busy whole-GPU tenant (β = 0) on 1g.5gb against 7g.40gb.</source>
        <translation>“切成 7 个实例的 MIG GPU，每个实例提供……1/7 的 SM”：计算受限的任务在 1g.5gb 上对比 7g.40gb。引擎：一个始终有活、能用满整块 GPU 的租户（β = 0）在 1g.5gb 上，对比 7g.40gb。</translation>
    </message>
    <message>
        <source>throughput on 1g.5gb / 7g.40gb</source>
        <translation>1g.5gb 上的吞吐 / 7g.40gb</translation>
    </message>
    <message>
        <source>the rule&apos;s compute side</source>
        <translation>该规则的计算部分</translation>
    </message>
    <message>
        <source>&quot;… 1/7 of the memory bandwidth&quot;: a memory-bound job on 1g.5gb against 7g.40gb. Engine: a busy whole-GPU tenant with β = 1 on 1g.5gb (1 of 8 memory slices) against 7g.40gb.</source>
        <translation>“……1/7 的显存带宽”：显存带宽受限的任务在 1g.5gb 上对比 7g.40gb。引擎：一个始终有活、β = 1 的整卡租户在 1g.5gb（8 个显存切片中的 1 个）上，对比 7g.40gb。</translation>
    </message>
    <message>
        <source>1/7 (&quot;to a first order approximation&quot;)</source>
        <translation>1/7（“一阶近似”）</translation>
    </message>
    <message>
        <source>the rule&apos;s bandwidth side</source>
        <translation>该规则的带宽部分</translation>
    </message>
    <message>
        <source>The MIG user guide gives a memory slice as roughly one eighth of the bandwidth (8 memory slices), so a 1g instance gets 1/8; the model follows the guide, where the forum&apos;s 1/7 is a first-order rule.</source>
        <translation>MIG 用户指南说一个显存切片大约是带宽的八分之一（共 8 个显存切片），所以 1g 实例得到 1/8；模型依照指南，而论坛的 1/7 是一阶近似的经验规则。</translation>
    </message>
    <message>
        <source>ResNet-50 Offline on one 1g.10gb instance of an A100-SXM-80GB while the six other 1g.10gb instances run other benchmarks Offline, against it alone (MIG_1x1g.10gb HeteroMultiUse vs 1x1g.10gb). Engine: the same with six busy neighbours of β 0, 0.5 and 1.</source>
        <translation>ResNet-50 Offline 在 A100-SXM-80GB 的一个 1g.10gb 实例上，另外六个 1g.10gb 实例同时以 Offline 方式运行其他基准，对比它单独运行（MIG_1x1g.10gb HeteroMultiUse 对 1x1g.10gb）。引擎：同样的设置，六个繁忙邻居的 β 分别为 0、0.5 和 1。</translation>
    </message>
    <message>
        <source>throughput with busy neighbours / alone</source>
        <translation>邻居繁忙时的吞吐 / 单独运行</translation>
    </message>
    <message>
        <source>5270.08 / 5316.2 samples/s</source>
        <translation>5270.08 / 5316.2 样本/秒</translation>
    </message>
    <message>
        <source>ResNet-50 Offline on one 1g.6gb instance of an A30 while the three other 1g.6gb instances run other benchmarks Offline, against it alone (A30-MIG_1x1g.6gb HeteroMultiUse vs 1x1g.6gb). Engine: the same with three busy neighbours.</source>
        <translation>ResNet-50 Offline 在 A30 的一个 1g.6gb 实例上，另外三个 1g.6gb 实例同时以 Offline 方式运行其他基准，对比它单独运行（A30-MIG_1x1g.6gb HeteroMultiUse 对 1x1g.6gb）。引擎：同样的设置，三个繁忙邻居。</translation>
    </message>
    <message>
        <source>4551.82 / 4965.89 samples/s</source>
        <translation>4551.82 / 4965.89 样本/秒</translation>
    </message>
    <message>
        <source>MIG instances share the board&apos;s power and clock budget; busy neighbours can lower the clocks of every instance (Schieffer et al. 2026: interference through power throttling). The model isolates MIG instances completely.</source>
        <translation>MIG 实例共享整块板卡的功耗和频率预算；繁忙的邻居会拉低所有实例的频率（Schieffer 等 2026：功耗降频造成干扰）。模型把 MIG 实例完全隔离。</translation>
    </message>
    <message>
        <source>output throughput MPS / dedicated</source>
        <translation>输出吞吐 MPS / 独占</translation>
    </message>
    <message>
        <source>1448.2 / 1557.1 tokens/s (−7.5 %)</source>
        <translation>1448.2 / 1557.1 token/秒（−7.5%）</translation>
    </message>
    <message>
        <source>decode is mostly memory-bound; chosen with φ and κ on the two Qwen3 rows</source>
        <translation>解码主要受显存带宽限制；与 φ 和 κ 一起在两行 Qwen3 上选定</translation>
    </message>
    <message>
        <source>54 SMs</source>
        <translation>54 个 SM</translation>
    </message>
    <message>
        <source>each vLLM instance keeps about half the GPU busy (assumed)</source>
        <translation>每个 vLLM 实例大约让半块 GPU 忙碌（假定）</translation>
    </message>
    <message>
        <source>TPOT MPS / dedicated</source>
        <translation>TPOT MPS / 独占</translation>
    </message>
    <message>
        <source>62.5 / 52.3 ms (+19.5 %)</source>
        <translation>62.5 / 52.3 ms（+19.5%）</translation>
    </message>
    <message>
        <source>Co-execution under MPS &quot;under memory contention … worsening performance by around 30 %&quot;: two memory-bound applications together against one after the other. Engine: two busy whole-GPU tenants with β = 1 under MPS against one alone.</source>
        <translation>MPS 下的协同执行“在显存争用下……性能下降约 30%”：两个显存带宽受限的应用同时运行，对比先后运行。引擎：两个始终有活、β = 1 的整卡租户在 MPS 下，对比单独一个。</translation>
    </message>
    <message>
        <source>co-executed throughput / sequential</source>
        <translation>协同执行吞吐 / 先后执行</translation>
    </message>
    <message>
        <source>around −30 %</source>
        <translation>约 −30%</translation>
    </message>
    <message>
        <source>The model shares DRAM bandwidth max-min fairly and adds a small L2 term; it has no cache thrashing or DRAM row conflicts between co-running kernels, the contention the paper measures.</source>
        <translation>模型按最大最小公平分配显存带宽，并加上一个很小的 L2 项；它没有同时运行的 kernel（核函数）之间的缓存颠簸和 DRAM 行冲突，而论文测到的正是这种争用。</translation>
    </message>
    <message>
        <source>a fully memory-bound application (assumed)</source>
        <translation>完全受显存带宽限制的应用（假定）</translation>
    </message>
    <message>
        <source>calibrated on the Qwen3 rows</source>
        <translation>在 Qwen3 两行上校准</translation>
    </message>
    <message>
        <source>p99 with a second pod / alone</source>
        <translation>有第二个 pod 时的 p99 / 单独运行</translation>
    </message>
    <message>
        <source>6.10 / 3.68 ms (1.66×)</source>
        <translation>6.10 / 3.68 ms（1.66×）</translation>
    </message>
    <message>
        <source>50 µs</source>
        <translation>50 µs</translation>
    </message>
    <message>
        <source>assumed (not published by NVIDIA)</source>
        <translation>假定（NVIDIA 未公布）</translation>
    </message>
    <message>
        <source>0.2 each</source>
        <translation>各 0.2</translation>
    </message>
    <message>
        <source>Voice pipeline on A100 under heavy load: speech recognition and speech synthesis sharing one GPU by time-slicing against MIG. Engine: two busy services 66 SMs wide (β 0.3) time-sliced against 3g.40gb + 3g.40gb.</source>
        <translation>A100 上重负载的语音流水线：语音识别和语音合成以时间片轮转共享一块 GPU，对比 MIG。引擎：两个始终有活、66 个 SM 宽（β 0.3）的服务时间片轮转，对比 3g.40gb + 3g.40gb。</translation>
    </message>
    <message>
        <source>requests/s per GPU, time-slicing / MIG</source>
        <translation>每块 GPU 的请求/秒，时间片轮转 / MIG</translation>
    </message>
    <message>
        <source>0.76 / 1.00 req/s per GPU</source>
        <translation>每块 GPU 0.76 / 1.00 请求/秒</translation>
    </message>
    <message>
        <source>66 SMs</source>
        <translation>66 个 SM</translation>
    </message>
    <message>
        <source>the width of each support model (not published)</source>
        <translation>每个辅助模型的宽度（未公布）</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假定</translation>
    </message>
    <message>
        <source>MLPerf Inference v1.1 in VMs with A100-40C vGPUs against bare metal. Engine: a busy whole-GPU tenant in one A100-40C VM (best effort) against exclusive.</source>
        <translation>在带 A100-40C vGPU 的虚拟机中运行 MLPerf Inference v1.1，对比裸金属。引擎：一个始终有活的整卡租户在一台 A100-40C 虚拟机中（尽力而为调度），对比独占。</translation>
    </message>
    <message>
        <source>vGPU / bare metal</source>
        <translation>vGPU / 裸金属</translation>
    </message>
    <message>
        <source>midpoint of the 0–6 % the two VMware rows give</source>
        <translation>两行 VMware 数据给出的 0–6% 的中点</translation>
    </message>
    <message>
        <source>MLPerf Inference v3.0 in VMs with vGPUs (A100-80GB SXM, H100 PCIe) against bare metal. Engine: a busy whole-GPU tenant in one H100-80C VM on an H100 PCIe against exclusive.</source>
        <translation>在带 vGPU 的虚拟机中运行 MLPerf Inference v3.0（A100-80GB SXM、H100 PCIe），对比裸金属。引擎：一个始终有活的整卡租户在 H100 PCIe 上的一台 H100-80C 虚拟机中，对比独占。</translation>
    </message>
    <message>
        <source>matched</source>
        <translation>吻合</translation>
    </message>
    <message>
        <source>known gap</source>
        <translation>已知差距</translation>
    </message>
    <message>
        <source>out of tolerance</source>
        <translation>超出容差</translation>
    </message>
    <message>
        <source>gap closed (update the table)</source>
        <translation>差距已消失（请更新表格）</translation>
    </message>
    <message>
        <source>engine refused the setup</source>
        <translation>引擎拒绝了该设置</translation>
    </message>
    <message>
        <source>MIG slice scaling</source>
        <translation>MIG 切片缩放</translation>
    </message>
    <message>
        <source>MIG with busy neighbours</source>
        <translation>MIG 邻居繁忙</translation>
    </message>
    <message>
        <source>MPS co-location</source>
        <translation>MPS 混部</translation>
    </message>
    <message>
        <source>time-slicing</source>
        <translation>时间片轮转</translation>
    </message>
    <message>
        <source>vGPU overhead</source>
        <translation>vGPU 开销</translation>
    </message>
    <message>
        <source>LLM decode</source>
        <translation>大模型解码</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>一手</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Llama-3.1-8B-Instruct in BF16 on vLLM, one request at a time (1024-token prompts, 128 output tokens) on an A100 40GB. Engine: an LLM tenant with the model&apos;s published configuration, batch limit 1, on the whole GPU.</source>
        <translation>Llama-3.1-8B-Instruct（BF16）运行在 vLLM 上，一次只处理一个请求（提示 1024 个 token，输出 128 个 token），GPU 为 A100 40GB。引擎：一个按该模型公开配置设置的大模型租户，批大小上限 1，独占整块 GPU。</translation>
    </message>
    <message>
        <source>decode tokens/s of one request</source>
        <translation>单个请求的解码 token/秒</translation>
    </message>
    <message>
        <source>about 75 tokens/s (&quot;roughly 77 % of the memory-bandwidth ceiling&quot;)</source>
        <translation>约 75 token/秒（“大约是显存带宽上限的 77%”）</translation>
    </message>
    <message>
        <source>The model reads the weights and the KV cache at the datasheet DRAM bandwidth; real decode kernels reach about 77 % of it, as the source says.</source>
        <translation>模型按数据手册的显存带宽读取权重和 KV 缓存；如来源所说，真实的解码 kernel（核函数）只能达到其中约 77%。</translation>
    </message>
    <message>
        <source>8.03 B parameters, 2 bytes each, 32 layers, 8 KV heads of 128</source>
        <translation>80.3 亿参数，每个 2 字节，32 层，8 个 KV 头，每头 128 维</translation>
    </message>
    <message>
        <source>the model&apos;s published configuration</source>
        <translation>模型公开的配置</translation>
    </message>
    <message>
        <source>A100-40GB datasheet (catalog)</source>
        <translation>A100-40GB 数据手册（内置规格库）</translation>
    </message>
    <message>
        <source>Two vLLM instances of Qwen3-4B-FP8 sharing one A100-80GB under MPS, each process allowed 60 % of the SMs and 50 % of the memory, against one instance on a dedicated GPU (no cap). Engine: two busy copies of a β = 0.8 service 54 SMs wide under MPS, each client capped at an active thread percentage of 60, against one alone on the GPU. The memory split is left out: the engine&apos;s tenants here hold no memory that could run short.</source>
        <translation>两个 Qwen3-4B-FP8 的 vLLM 实例在 MPS 下共享一张 A100-80GB，每个进程可用 60% 的 SM 和 50% 的显存，对比一个实例独占一块 GPU（不设上限）。引擎：同一服务（β = 0.8，54 个 SM 宽）的两个始终有活的副本在 MPS 下，每个客户端的活动线程百分比上限为 60，对比单独一个在 GPU 上运行。显存划分未建模：这里引擎的租户不占用会不够用的显存。</translation>
    </message>
    <message>
        <source>The same two Qwen3-4B-FP8 instances (60 % of the SMs each under MPS): median time per output token under MPS against dedicated. Engine: the same capped pair&apos;s time per request against alone.</source>
        <translation>同样两个 Qwen3-4B-FP8 实例（MPS 下各用 60% 的 SM）：MPS 下每个输出 token 的中位时间，对比独占。引擎：同一对设了上限的租户每个请求的时间，对比单独运行。</translation>
    </message>
    <message>
        <source>Kubernetes time-slicing on a GTX 1080 (device plugin replicas: 4): two agents running continuously, a small latency-sensitive one (4096×4096 complex FFTs) and a heavy one (large GEMMs); the small agent&apos;s p99 GPU time with the heavy one beside it against alone. Its throughput fell only 7.3 % (the heavy one&apos;s 1.4 %), so the two together left the GPU idle much of the time. Engine, and why it differs: the catalog has no GTX 1080, so an A100-40GB stands in; two tenants kept busy without pause would each lose half their throughput under time-slicing, which the source did not see, so the engine runs two light services (2 ms, cv 0.3, β 0.5, ρ = 0.2 each, leaving the GPU idle as the source&apos;s throughput implies) time-sliced with 2 ms slices and 50 µs switches, p99 against alone.</source>
        <translation>GTX 1080 上的 Kubernetes 时间片轮转（设备插件 replicas: 4）：两个持续运行的智能体，一个小而延迟敏感（4096×4096 复数 FFT），一个重负载（大规模 GEMM）；小智能体在重负载智能体旁边时的 GPU 时间 p99，对比单独运行。它的吞吐只下降 7.3%（重负载的下降 1.4%），说明两者合起来仍让 GPU 有不少空闲时间。引擎的做法及其差异原因：内置规格库中没有 GTX 1080，用 A100-40GB 代替；两个一刻不停的租户在时间片轮转下各自会损失一半吞吐，而原文并未观察到这一点，因此引擎运行两个轻负载服务（2 ms、cv 0.3、β 0.5、各自 ρ = 0.2，与原文吞吐所反映的 GPU 空闲程度一致），以 2 ms 时间片、50 µs 切换开销轮转，p99 对比单独运行。</translation>
    </message>
    <message>
        <source>assumed: the load that leaves the GPU idle as the source&apos;s small throughput loss (−7.3 %, −1.4 %) implies</source>
        <translation>假定：负载让 GPU 的空闲程度与原文很小的吞吐损失（−7.3%、−1.4%）相符</translation>
    </message>
    <message>
        <source>Known gap (receipt %1): %2 is %3 in the engine, %4 measured (gap %5): %6</source>
        <translation>已知差距（对照表行 %1）：%2 在引擎中为 %3，实测为 %4（差距 %5）：%6</translation>
    </message>
    <message>
        <source>engine parameter (core/sim/engine_p.h)</source>
        <translation>引擎参数（core/sim/engine_p.h）</translation>
    </message>
    <message>
        <source>engine parameter (core/sim/engine_service.h)</source>
        <translation>引擎参数（core/sim/engine_service.h）</translation>
    </message>
    <message>
        <source>Two processes, each a loop of 4096×4096 FP32 matrix products, capped by HAMi-core at 30 % and 70 % of an RTX PRO 6000 (188 SMs) for 240 s: 21.4 and 25.2 iterations/s (23.1 each without caps). Engine: two busy, compute-bound, whole-GPU tenants in HAMi containers of 30 % and 70 % under HAMi&apos;s policy, 240 s.</source>
        <translation>两个进程，各自循环计算 4096×4096 的 FP32 矩阵乘法，在一块 RTX PRO 6000（188 个 SM）上由 HAMi-core 分别限制为 30% 和 70%，运行 240 秒：每秒 21.4 次和 25.2 次迭代（不设限制时各 23.1 次）。引擎：两个一直忙碌、受算力限制、占满整块 GPU 的租户，分别放在 30% 和 70% 的 HAMi 容器中，采用 HAMi 策略，运行 240 秒。</translation>
    </message>
    <message>
        <source>Two HAMi containers with nvidia.com/gpucores 10 and 90, each launching kernels continuously: about 1 : 6 to 1 : 8 completed launches (1 : 9 expected). Engine: two busy, compute-bound, whole-GPU tenants in HAMi containers of 10 % and 90 % on an A100-40GB (the issue does not name its GPU), 120 s.</source>
        <translation>两个 HAMi 容器，nvidia.com/gpucores 分别为 10 和 90，各自持续启动 kernel（核函数）：完成的启动次数之比约为 1 : 6 到 1 : 8（预期为 1 : 9）。引擎：两个一直忙碌、受算力限制、占满整块 GPU 的租户，分别放在 10% 和 90% 的 HAMi 容器中，运行在 A100-40GB 上（该问题未写明所用 GPU），运行 120 秒。</translation>
    </message>
    <message>
        <source>HAMi&apos;s maintainer: the hook costs &quot;&lt; 1% if you don&apos;t use device-core limitation&quot;. Engine: one busy tenant in a HAMi container without a core limit (100 %: the limiter is skipped) against the same tenant on a GPU of its own. The engine models no hook cost, so it can only agree.</source>
        <translation>HAMi 维护者：不使用算力限制时，钩子的开销“&lt; 1%”。引擎：一个忙碌的租户放在不设算力限制（100%：跳过限流器）的 HAMi 容器中，对比同一租户独占一块 GPU。引擎不模拟钩子的开销，所以只能与之一致。</translation>
    </message>
    <message>
        <source>throughput of the 30 % container / the 70 % container</source>
        <translation>30% 容器的吞吐 / 70% 容器的吞吐</translation>
    </message>
    <message>
        <source>throughput of the 10 % container / the 90 % container</source>
        <translation>10% 容器的吞吐 / 90% 容器的吞吐</translation>
    </message>
    <message>
        <source>throughput in the container / bare metal</source>
        <translation>容器内吞吐 / 裸金属吞吐</translation>
    </message>
    <message>
        <source>21.4 / 25.2 it/s</source>
        <translation>每秒 21.4 / 25.2 次迭代</translation>
    </message>
    <message>
        <source>about 1 : 6 – 1 : 8</source>
        <translation>约 1 : 6 – 1 : 8</translation>
    </message>
    <message>
        <source>&lt; 1 % overhead</source>
        <translation>开销 &lt; 1%</translation>
    </message>
    <message>
        <source>The engine&apos;s watcher separates the two more than the real one: its bucket empties in an assumed second of full use, while HAMi-core&apos;s pool refills in well under a second on a 188-SM GPU (its refill step grows with SMs², the pool with SMs), which the issue shows as bang-bang control.</source>
        <translation>引擎的监视器把两者分得比真实情况更开：它的令牌桶在满负荷使用约一秒（假设值）后耗尽，而在 188 个 SM 的 GPU 上，HAMi-core 的令牌池远不到一秒就会补满（补充步长随 SM 数的平方增长，池大小随 SM 数线性增长），该问题表现为开关式控制。</translation>
    </message>
    <message>
        <source>1 s</source>
        <translation>1 秒</translation>
    </message>
    <message>
        <source>assumed: the source counts the bucket in thread blocks; chosen before looking at these rows (sharing/quota.h)</source>
        <translation>假设：原始代码以线程块为单位计量令牌桶；该值在查看这些行之前选定（sharing/quota.h）</translation>
    </message>
    <message>
        <source>assumed: FP32 matrix products taken as compute-bound</source>
        <translation>假设：FP32 矩阵乘法视为受算力限制</translation>
    </message>
    <message>
        <source>assumed: a 4096² product fills the GPU</source>
        <translation>假设：4096² 的矩阵乘法能占满 GPU</translation>
    </message>
    <message>
        <source>A100-40GB</source>
        <translation>A100-40GB</translation>
    </message>
    <message>
        <source>assumed: the issue does not name its GPU</source>
        <translation>假设：该问题未写明所用 GPU</translation>
    </message>
    <message>
        <source>assumed: compute-bound kernels</source>
        <translation>假设：受算力限制的 kernel（核函数）</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>未建模</translation>
    </message>
    <message>
        <source>software slicing</source>
        <translation>软件切分</translation>
    </message>
</context>
<context>
    <name>gpuk::ReceiptsDialog</name>
    <message>
        <source>Receipts: the model beside published measurements</source>
        <translation>对照表：模型与公开测量结果并列</translation>
    </message>
    <message>
        <source>Each row is a published measurement and the same setup run on the engine now: the engine&apos;s figure is computed, never typed. Figures are ratios (a slice against the whole GPU, shared against alone); gap = engine / published − 1, 0 inside a published range. A known gap is a difference the model does not close, with its reason. Click a source to open it.</source>
        <translation>每一行是一项公开测量，以及此刻在引擎上运行的同一设置：引擎数值是算出来的，绝非手填。数值均为比值（切片对整块 GPU、共享对单独运行）；差距 = 引擎 / 公开值 − 1，落在公开区间内为 0。已知差距是模型没有弥合的差别，并写明原因。点击来源即可打开。</translation>
    </message>
    <message>
        <source>Running the engine on every row…</source>
        <translation>正在为每一行运行引擎…</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>公开值</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 matched, %2 known gap(s), %3 unexpected, from %4 independent sources; %5 row(s) are independent checks (no parameter calibrated on them).</source>
        <translation>%1 行吻合，%2 行已知差距，%3 行意外，来自 %4 个独立来源；%5 行是独立检验（没有参数在这些行上校准）。</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <source>Published:</source>
        <translation>公开值：</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>calibrated on this row</source>
        <translation>在本行校准</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>检验</translation>
    </message>
    <message>
        <source>Known gap:</source>
        <translation>已知差距：</translation>
    </message>
</context>
<context>
    <name>gpuk::SimController</name>
    <message>
        <source>No scenario loaded.</source>
        <translation>尚未加载场景。</translation>
    </message>
    <message>
        <source>The GPU %1 is not in the catalog: nothing to simulate.</source>
        <translation>GPU %1 不在内置规格库中：无法模拟。</translation>
    </message>
    <message>
        <source>No tenants yet: add one to start the simulation.</source>
        <translation>还没有租户：添加一个即可开始模拟。</translation>
    </message>
    <message>
        <source>The plan cannot run: %1</source>
        <translation>该方案无法运行：%1</translation>
    </message>
</context>
<context>
    <name>gpuk::TenantPalette</name>
    <message>
        <source>Tenant presets</source>
        <translation>租户预设</translation>
    </message>
    <message>
        <source>Drag a tenant onto the GPU, or press Enter / double-click to add it where it fits.</source>
        <translation>把租户拖到 GPU 上，或按 Enter / 双击，将其添加到放得下的位置。</translation>
    </message>
    <message>
        <source>%1
%2 GiB peak</source>
        <translation>%1
峰值 %2 GiB</translation>
    </message>
</context>
<context>
    <name>gpuk::TenantPresets</name>
    <message>
        <source>Embedding</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>重排模型</translation>
    </message>
    <message>
        <source>LLM chat</source>
        <translation>大模型对话</translation>
    </message>
    <message>
        <source>Offline batch</source>
        <translation>离线批处理</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Noisy neighbour</source>
        <translation>嘈杂邻居</translation>
    </message>
    <message>
        <source>Custom tenant</source>
        <translation>自定义租户</translation>
    </message>
    <message>
        <source>Always has work (backlog); %1 ms per step</source>
        <translation>始终有任务（积压）；每步 %1 ms</translation>
    </message>
    <message>
        <source>%1 requests/s in bursts (×%2 for %3 s, then %4 s quiet); %5 ms each</source>
        <translation>%1 个请求/秒，突发式（×%2 持续 %3 秒，然后静默 %4 秒）；每个 %5 ms</translation>
    </message>
    <message>
        <source>%1 requests/s; %2 ms each</source>
        <translation>%1 个请求/秒；每个 %2 ms</translation>
    </message>
    <message>
        <source>Memory: model %1 GiB + %2 GiB × %3 requests at once = %4 GiB peak</source>
        <translation>显存：模型 %1 GiB + %2 GiB × 同时 %3 个请求 = 峰值 %4 GiB</translation>
    </message>
    <message>
        <source>One request keeps %1 SMs busy</source>
        <translation>一个请求可占满 %1 个 SM</translation>
    </message>
    <message>
        <source>One request can use every SM</source>
        <translation>一个请求可用满全部 SM</translation>
    </message>
    <message>
        <source>Bandwidth-bound share β = %1</source>
        <translation>受带宽限制的比例 β = %1</translation>
    </message>
    <message>
        <source>p99 latency target: %1 ms</source>
        <translation>p99 延迟目标：%1 ms</translation>
    </message>
    <message>
        <source>No latency target</source>
        <translation>无延迟目标</translation>
    </message>
    <message>
        <source>Not trusted by its neighbours</source>
        <translation>不受邻居信任</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A modelling choice, not a measurement.</source>
        <translation>建模选择，并非实测。</translation>
    </message>
    <message>
        <source>A modelling choice: the numbers of “%1” in the built-in scenario “%2”.</source>
        <translation>建模选择：数字取自内置场景“%2”中的“%1”。</translation>
    </message>
    <message>
        <source>LLM server, 8B fp16</source>
        <translation>大模型服务，8B fp16</translation>
    </message>
    <message>
        <source>LLM server, 8B int4</source>
        <translation>大模型服务，8B int4</translation>
    </message>
    <message>
        <source>%1 requests/s; about %2 prompt and %3 output tokens each</source>
        <translation>每秒 %1 个请求；每个约 %2 个提示 token、%3 个输出 token</translation>
    </message>
    <message>
        <source>Weights %1 GiB; KV cache %2 KiB per token, growing with every token; up to %3 requests per batch</source>
        <translation>权重 %1 GiB；KV 缓存每 token %2 KiB，随每个 token 增长；每批最多 %3 个请求</translation>
    </message>
</context>
<context>
    <name>gpuk::TimeControls</name>
    <message>
        <source>1/%1×</source>
        <translation>1/%1×</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>t = %1 s · %2</source>
        <translation>t = %1 s · %2</translation>
    </message>
    <message>
        <source>(replay)</source>
        <translation>（回放）</translation>
    </message>
    <message>
        <source>no simulation</source>
        <translation>无模拟</translation>
    </message>
    <message>
        <source>Simulated time and speed (%1 of %2 s)</source>
        <translation>模拟时间与速度（%1 / %2 s）</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>模拟(&amp;S)</translation>
    </message>
    <message>
        <source>Time controls</source>
        <translation>时间控制</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the simulation (Space)</source>
        <translation>暂停模拟（空格）</translation>
    </message>
    <message>
        <source>Play the simulation (Space)</source>
        <translation>播放模拟（空格）</translation>
    </message>
    <message>
        <source>Step one &amp;event</source>
        <translation>单步事件(&amp;E)</translation>
    </message>
    <message>
        <source>Process exactly one event of the simulation (Right arrow)</source>
        <translation>只处理模拟中的一个事件（右方向键）</translation>
    </message>
    <message>
        <source>Step one &amp;slice</source>
        <translation>单步时间片(&amp;S)</translation>
    </message>
    <message>
        <source>Advance to the next time-slice boundary, or the next event (Shift+Right, Down)</source>
        <translation>前进到下一个时间片边界或下一个事件（Shift+右方向键、下方向键）</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>减速(&amp;L)</translation>
    </message>
    <message>
        <source>Slow motion: halve the speed step by step, down to 1/1000× (−)</source>
        <translation>慢动作：逐级将速度减半，最低 1/1000×（−）</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>加速(&amp;F)</translation>
    </message>
    <message>
        <source>Fast forward, up to 1000× (+)</source>
        <translation>快进，最高 1000×（+）</translation>
    </message>
    <message>
        <source>&amp;Reset to t = 0</source>
        <translation>回到开头(&amp;R)</translation>
    </message>
    <message>
        <source>Start the simulation again from t = 0 (Home, Ctrl+R)</source>
        <translation>从 t = 0 重新开始模拟（Home、Ctrl+R）</translation>
    </message>
    <message>
        <source>Back to &amp;live</source>
        <translation>回到实时(&amp;L)</translation>
    </message>
    <message>
        <source>Leave the replay and show the live simulation again (End)</source>
        <translation>退出回放，重新显示实时模拟（End）</translation>
    </message>
    <message>
        <source>Simulation history</source>
        <translation>模拟历史</translation>
    </message>
    <message>
        <source>Drag back to replay the recorded history; drag to the right end for live</source>
        <translation>向左拖动可回放记录的历史；拖到最右端回到实时</translation>
    </message>
    <message>
        <source>Simulated time and speed</source>
        <translation>模拟时间与速度</translation>
    </message>
    <message>
        <source>(end)</source>
        <translation>（已结束）</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新运行(&amp;R)</translation>
    </message>
    <message>
        <source>The run is over: run it again from t = 0 (Space)</source>
        <translation>本次运行已结束：从 t = 0 重新运行（空格）</translation>
    </message>
    <message>
        <source>End of the run (t = %1 s): Space runs it again.</source>
        <translation>运行结束（t = %1 秒）：按空格键重新运行。</translation>
    </message>
</context>
<context>
    <name>gpuk::TourBar</name>
    <message>
        <source>Three services, one GPU</source>
        <translation>三个服务，一块 GPU</translation>
    </message>
    <message>
        <source>An embedding model, a reranker and an LLM answer a customer-service chat (a RAG service). Here they share one %1: %2 SMs, the small squares where kernels run, and %3 GB of memory, the bar at the bottom. GPU numbers come from NVIDIA&apos;s documentation; the services&apos; loads are illustrative.</source>
        <translation>嵌入模型、重排模型和大模型一起回答客服对话（一个 RAG 服务）。这里它们共用一块 %1：%2 个 SM（小方块，kernel（核函数）在上面运行），以及 %3 GB 显存（底部的条）。GPU 数字来自 NVIDIA 文档；服务的负载只是示意。</translation>
    </message>
    <message>
        <source>Exclusive: a whole GPU each</source>
        <translation>独占：每个服务一整块 GPU</translation>
    </message>
    <message>
        <source>The simplest way: every service gets a GPU of its own. Watch the SMs while it runs: a small model keeps only some of them busy, and only while a request runs. That idle room is why GPUs are shared.</source>
        <translation>最简单的做法：每个服务独占一块 GPU。运行时看看 SM：小模型只让其中一部分忙碌，而且只在有请求时忙碌。这些空闲就是要共享 GPU 的原因。</translation>
    </message>
    <message>
        <source>MIG: private rooms</source>
        <translation>MIG：独占包间</translation>
    </message>
    <message>
        <source>MIG cuts the GPU into instances, each with its own SMs, memory and bandwidth: the coloured frames. A name like 3g.20gb says 3 compute slices and about 20 GB. A busy neighbour cannot slow an instance down, and what no instance holds stays idle.</source>
        <translation>MIG 把 GPU 切成若干实例，每个实例有自己的 SM、显存和带宽：就是那些彩色框。像 3g.20gb 这样的 MIG 规格名表示 3 个计算切片、约 20 GB 显存。繁忙的邻居拖慢不了一个实例；没有实例占用的部分只能空闲。</translation>
    </message>
    <message>
        <source>A fault under MIG</source>
        <translation>MIG 下的故障</translation>
    </message>
    <message>
        <source>A fatal error in %1, injected just now. The red flash marks what the engine takes down in this mode: watch which services stop, and which keep serving.</source>
        <translation>刚刚向 %1 注入了一个致命错误。红色闪烁标出在这种模式下引擎让哪些部分停掉：看看哪些服务停了，哪些还在服务。</translation>
    </message>
    <message>
        <source>MPS: one open stove</source>
        <translation>MPS：一个开放式灶台</translation>
    </message>
    <message>
        <source>Time-slicing: taking turns</source>
        <translation>时间片轮转：轮流使用</translation>
    </message>
    <message>
        <source>Time-slicing gives the whole GPU to one service for a short slice, then to the next: each waits for its turn, and nothing keeps one service&apos;s memory from another&apos;s.</source>
        <translation>时间片轮转把整块 GPU 交给一个服务用一小段时间，再交给下一个：每个服务都要等轮到自己，而且没有任何机制隔开各服务的显存。</translation>
    </message>
    <message>
        <source>vGPU: virtual machines</source>
        <translation>vGPU：虚拟机</translation>
    </message>
    <message>
        <source>vGPU gives each virtual machine a fixed share of the memory (its profile) and shares the SMs by a scheduler: best effort, equal share or fixed share. The inspector shows each VM&apos;s profile.</source>
        <translation>vGPU 给每台虚拟机固定的一份显存（它的 vGPU 类型），并由调度器分配 SM：尽力而为、均等份额或固定份额。属性面板显示每台虚拟机的 vGPU 类型。</translation>
    </message>
    <message>
        <source>The same, as a kitchen</source>
        <translation>同一场景，换成厨房</translation>
    </message>
    <message>
        <source>The source article&apos;s picture: MIG is private rooms, MPS one open stove every chef cooks on, vGPU food-court stalls. Ctrl+K switches between the kitchen and the GPU at any time.</source>
        <translation>原文的比喻：MIG 是独占包间，MPS 是所有厨师共用的一个开放式灶台，vGPU 是美食广场的档口。随时按 Ctrl+K 在厨房和 GPU 之间切换。</translation>
    </message>
    <message>
        <source>Words and charts</source>
        <translation>解说与图表</translation>
    </message>
    <message>
        <source>The narrator line says in words what the picture shows. The charts record SMs in use, p99 latency against each service&apos;s SLO (dashed), throughput and memory. Space pauses and plays.</source>
        <translation>解说行用文字说出画面在展示什么。图表记录使用中的 SM、相对于各服务 SLO（虚线）的 p99 延迟、吞吐和显存。空格键暂停和播放。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>Challenges ask you to predict before you run (File → Challenges). The interview drill asks the questions interviewers ask (Help). Simulation → Advise a mode… says which mode fits these services, and why.</source>
        <translation>挑战要求你先预测再运行（文件 → 挑战）。面试练习会问面试官常问的问题（帮助）。模拟 → 推荐一种模式… 会说明哪种模式适合这些服务，以及原因。</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>End tour</source>
        <translation>结束导览</translation>
    </message>
    <message>
        <source>Open the first challenge</source>
        <translation>打开第一个挑战</translation>
    </message>
    <message>
        <source>Tour %1 of %2</source>
        <translation>导览 %1/%2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>MPS runs every service&apos;s kernels on all the SMs at once: fewer SMs wait, but memory and bandwidth are shared, so a heavy neighbour raises the others&apos; latency. An active-thread cap limits a client; it reserves nothing.</source>
        <translation>MPS 让所有服务的 kernel（核函数）同时在全部 SM 上运行：空等的 SM 更少，但显存和带宽是共享的，繁重的邻居会抬高其他服务的延迟。活动线程上限只限制一个客户端，并不预留任何资源。</translation>
    </message>
</context>
<context>
    <name>gpuk::WelcomeDialog</name>
    <message>
        <source>Welcome to GPU Kitchen</source>
        <translation>欢迎使用 GPU Kitchen</translation>
    </message>
    <message>
        <source>GPU Kitchen shows how one NVIDIA GPU is shared by several services — MIG, MPS, vGPU and time-slicing — by simulating it. No GPU is needed. Where would you like to start?</source>
        <translation>GPU Kitchen 通过模拟展示一块 NVIDIA GPU 如何被多个服务共享——MIG、MPS、vGPU 和时间片轮转。不需要真的 GPU。你想从哪里开始？</translation>
    </message>
    <message>
        <source>Take the 5-minute tour</source>
        <translation>五分钟导览</translation>
    </message>
    <message>
        <source>One GPU and three services, shown in every mode, step by step.</source>
        <translation>一块 GPU、三个服务，逐步看遍每种模式。</translation>
    </message>
    <message>
        <source>Try a challenge</source>
        <translation>试一个挑战</translation>
    </message>
    <message>
        <source>Predict what happens, run it, and see why: %1 challenges, each checked live.</source>
        <translation>先预测会发生什么，再运行，看看原因：%1 个挑战，每个都实时检查。</translation>
    </message>
    <message>
        <source>Practise for an interview</source>
        <translation>面试练习</translation>
    </message>
    <message>
        <source>Questions interviewers ask about GPU sharing, each answer checked by the simulator.</source>
        <translation>面试官常问的 GPU 共享问题，每个答案都由模拟器验证。</translation>
    </message>
    <message>
        <source>Start with a blank GPU</source>
        <translation>从空白 GPU 开始</translation>
    </message>
    <message>
        <source>An %1 in MIG mode with nothing on it: drag services onto it from the palette.</source>
        <translation>一块处于 MIG 模式、上面什么都没有的 %1：从租户面板把服务拖上去。</translation>
    </message>
    <message>
        <source>Show this at start</source>
        <translation>启动时显示此页</translation>
    </message>
</context>
</TS>
