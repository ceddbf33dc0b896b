#pragma once

// The picture model (DESIGN §7): every decision about what the picture of one GPU under one
// sharing plan shows, as plain values. Built from the scenario, the plan and optionally an
// engine snapshot, the last fault's events and the run's results; owned by a Picture
// (ui/picture/picture.h, fed by a runner) and drawn by the technical and the kitchen painters
// at any size, read by the narrator, the status bar and the tool tips, so no two of them can
// state different numbers. No widgets and no painting here.
//
// Steps, each cheap enough for its moment:
//   build(scenario, plan, skin)  on a new scene or skin: rooms, legend rows, turns, words
//   setSnapshot(snapshot)        once per frame: the live numbers (queues, memory, turn, congestion)
//   noteFault(events)            the engine's Fault and FaultVictim events: who the flash shows down
// and, per view (a view's copy of the model, at the view's size):
//   setLayout(layout)            after every relayout: the MIG key, the "+N" badges
//   placeLive(layout, selected)  once per frame: the SM cells lit, the exclusive GPU drawn large
//
// Colours: a tenant index k is drawn in tenantColor(k, scheme) (ui/canvas/tenantcolors.h).

#include "metrics/results.h"
#include "scenario.h"
#include "sim/engine.h"
#include "ui/picture/gpulayout.h"
#include "ui/text/skin.h"
#include "ui/text/modeui.h"
#include "sharing/quota.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <map>
#include <vector>

namespace gpuk {

class CanvasModel
{
public:
    // What the MIG key explains, in the order listed.
    enum class KeyItem { NotExposed, Stranded, Free, Unusable, UnusedMemory };

    // The facts of the GPU the picture states.
    struct Gpu
    {
        QString id;                  // "A100-40GB"
        QString displayName;         // "NVIDIA A100 40GB"
        int sms = 0;
        int migSms = 0;
        int computeSlices = 0;
        int memorySlots = 0;
        int maxMpsClients = 0;
        double memoryGiB = 0;        // nominal
        double bandwidthGBps = 0;
        bool supportsMig = false;
        // Whole-GPU figures the fact files do not verify, with the catalog's reason: drawn as
        // assumed wherever the figure appears (the catalog's FigureFlag).
        std::map<GpuFigure, QString> assumed;
        // "188" or "188 (assumed)": a figure as the picture states it.
        QString figure(GpuFigure f, const QString &value) const;
    };

    // A MIG instance drawn as a walled room (MIG mode, or MIG-backed vGPU: one room per VM).
    struct Room
    {
        int instance = -1;           // index into layoutInput().instances and GpuLayout::rooms()
        std::vector<int> tenants;    // tenant indices, in plan order
        int tenant = -1;             // the first tenant: its colour is the room's; -1 empty
        QString title;               // "3g.20gb", or the VM's vGPU profile ("A100-3-20C")
        QString profile;             // the MIG profile name ("3g.20gb")
        int sms = 0;                 // SMs the profile exposes
        double memoryGiB = 0;        // memory of the profile
        int start = 0;               // placement: first memory slice (placement unit)
        int computeStart = 0;        // first compute slice (start, or start / 3 on a 12-unit grid)
        int computeEnd = 0;          // one past the last compute slice
        int memoryEnd = 0;           // one past the last memory slice
        double modelsGb = 0;         // the tenants' models, kept in the room's memory
        int missingSms = 0;          // the "+N" badge: exposed SMs the even drawing has no cell for
    };

    // A row of the legend: an MPS client, a vGPU VM, a time-slicing context or an exclusive GPU.
    struct LegendRow
    {
        int tenant = -1;
        int planIndex = -1;          // MPS client / vGPU VM index; the tenant index otherwise
        QString name;                // as drawn ("VM 2: Reranker" in vGPU)
        QString detail;              // the words after the name (cap, framebuffer, model, SLO)
        double heldGiB = 0;          // memory the row keeps in the memory bar (vGPU: its framebuffer)
        double modelGb = 0;          // the tenant's model
        double sloMs = 0;
        // MPS
        std::optional<double> capPercent; // active-thread percentage
        int capSms = 0;                   // the cap in SMs (rounded)
        std::optional<double> memoryLimitGb;
        // vGPU
        QString vgpuProfile;         // profile name; empty for other modes
        bool vgpuProfileKnown = false;
        bool vgpuMigBacked = false;
        QString vgpuMigProfile;
        double framebufferGiB = 0;
        // software slicing: the container's share, quota and priority
        double quotaPercent = 0;
        double quotaMemoryGb = 0;
        int quotaPriority = 1;
    };

    // The rotation of time-slicing and time-sliced vGPU, one slot per turn (-1: an idle slot of a
    // fixed-share rotation).
    struct Turns
    {
        double sliceMs = 0;
        std::vector<int> rotation;
        QString label;               // "Turns, 2 ms each:" / "Stall timetable, 2 ms a turn:"
    };

    // A compute slice with a note on the sign band instead of a room sign: free, or stranded.
    struct SliceNote
    {
        int slice = -1;
        bool stranded = false;
    };

    // Live numbers of one tenant, from the snapshot.
    struct LiveTenant
    {
        int queued = 0;
        int inFlight = 0;
        int guests = 0;              // kitchen: waiting guests (queued, plus admitted orders not cooking)
        double smsHeld = 0;
        double memoryUsedGb = 0;
        double kvGb = 0;             // LLM: the KV cache held now (part of memoryUsedGb)
        double bandwidthGBps = 0;
        double congestion = 1;
        TenantState state = TenantState::Idle;
        bool onFire = false;         // restarting after a fault
        bool restartCutOff = false;  // was restarting when the run ended (the restart never finishes)
        // Software slicing: its container's limiter (TenantView::throttled, bucket).
        bool throttled = false;      // held by its limiter now: it gets no turn, even on an idle GPU
        double bucket = -1;          // 0..1: how full its token bucket is; -1: no limiter charges it
    };

    struct Live
    {
        double timeS = 0;
        QList<int> cells;            // tenant drawn on every SM cell of the layout, -1 none
        std::vector<SmState> smState; // the engine's SM states (kitchen: boarded-up burners)
        std::vector<LiveTenant> tenants;
        std::vector<double> memorySlotFill; // MIG: share in use per memory slot
        std::vector<double> memorySlotKvFill; // MIG: share held by LLM KV caches per memory slot
        int sliceOwner = -1;
        double sliceProgress = 0;
        bool switching = false;
        int currentTurn = -1;        // index into turns().rotation of the running turn, -1 none
        double memoryUsedGiB = 0;    // the legend rows' memory in use
        double worstCongestion = 1;  // DRAM congestion badge: shown from congestedAt on
        int worstCongestionTenant = -1;
        std::vector<int> congestedTenants; // congestion >= congestedAt
        double litShare = 0;         // share of the burners lit (kitchen gas meter)
        int exclusiveTenant = -1;    // exclusive: whose GPU the big picture shows
        // The shared DRAM path of the open modes (kitchen: the pass): demand and the congestion
        // of the tenants computing now.
        double bandwidthDemandGBps = 0;
        double cookingCongestion = 1;
        int cooking = 0;             // tenants holding SMs now
        // Software slicing: a tenant with work its limiter holds (sleepingTenant), and whether the
        // GPU holds no context because of it (idleOnThrottle): the SMs stand idle while it sleeps.
        int sleeper = -1;
        bool idleOnThrottle = false;
        // The engine's SM owners as the snapshot states them (the lit cells come from these).
        std::vector<std::int16_t> smTenant;
    };

    // Where a tenant stands against its SLO (meetsSlo, core/metrics/results.h): what the status
    // bar words, tenant by tenant.
    enum class Slo { None, NotPlaced, Pending, Met, Missed };
    struct TenantSlo
    {
        int tenant = -1;
        Slo state = Slo::None;
        double attainment = 0;       // met / counted (TenantResult::sloAttainment)
        TenantResult result;         // the counts the words are made of
    };

    CanvasModel() = default;

    // The static decisions for `plan` on the scenario's GPU. The plan need not be legal: a MIG
    // layout that cannot be placed leaves the rooms out and migLayoutUnresolved() says so.
    static CanvasModel build(const Scenario &scenario, const SharingPlan &plan, Skin skin);
    // The MIG key for a layout: what the picture shows, in key order (one rule for both skins).
    static std::vector<KeyItem> keyItemsFor(const GpuLayout &layout);
    // Geometry-dependent decisions: the key and the "+N" badges.
    void setLayout(const GpuLayout &layout);
    // The live numbers (no geometry: any number of views, at any size, read them). nullptr clears
    // them.
    void setSnapshot(const Snapshot *snapshot);
    // A view's step over the live numbers: the SM cells it lights on `layout`, and the exclusive
    // GPU it draws large (`selectedTenant`'s, else the first one's).
    void placeLive(const GpuLayout &layout, int selectedTenant);
    // A view's copy takes the live numbers and the fault of the picture's model (same scene).
    void takeLive(const CanvasModel &from)
    {
        m_hasLive = from.m_hasLive;
        m_live = from.m_live;
        m_faultTenants = from.m_faultTenants;
    }
    // Both at once (one view, e.g. a test).
    void setSnapshot(const Snapshot *snapshot, const GpuLayout &layout, int selectedTenant);

    // --- static ---
    bool hasScene() const { return m_hasScene; }
    bool hasGpu() const { return m_hasGpu; }
    Skin skin() const { return m_skin; }
    Mode mode() const { return m_mode; }
    const Gpu &gpu() const { return m_gpu; }
    // Where the model is known to differ from measurements in this plan (analysis/receipts.h
    // knownGapsFor), one sentence each (io/receipttext.h knownGapSentence): the title's tool tip.
    const QStringList &knownGaps() const { return m_knownGaps; }
    // The input the layout is computed from; its GPU and profile pointers point into the
    // scenario the model was built from.
    const GpuLayoutInput &layoutInput() const { return m_input; }
    bool migEnabled() const { return m_input.migEnabled; }
    bool migLayoutUnresolved() const { return m_migUnresolved; }
    bool timeSliced() const;         // the contexts / VMs take turns on the whole GPU
    int tenantCount() const { return int(m_tenantNames.size()); }
    // The tenant's name ("" for an index out of range: the painter says "unknown" in its words).
    QString tenantName(int tenant) const;
    QString tenantNames(const std::vector<int> &tenants) const; // joined with ", "; the skin's "nobody" when empty
    double tenantModelGb(int tenant) const;
    const std::vector<Room> &rooms() const { return m_rooms; }
    const Room *room(int instance) const;
    int roomTenant(int instance) const;
    const std::vector<LegendRow> &legend() const { return m_legend; }
    std::vector<int> legendTenants() const;
    const std::vector<KeyItem> &keyItems() const { return m_keyItems; }
    // MIG: the sign band shows one banner instead of room signs (layout unplaced, or no rooms yet).
    bool migBanner() const { return m_input.migEnabled && (m_migUnresolved || m_rooms.empty()); }
    const std::vector<SliceNote> &sliceNotes() const { return m_sliceNotes; }
    // A room's description: `text` with %1 the title given, %2 the start, %3–%4 the compute
    // slices, %5–%6 the memory slices, %7 the SMs, %8 the GiB and %9 the tenants.
    QString roomText(const QString &text, int instance, const QString &title) const;
    const Turns &turns() const { return m_turns; }
    double memoryCapacityGiB() const { return m_capacityGiB; }
    double memoryPerSlotGiB() const;
    double plannedMemoryGiB() const { return m_plannedGiB; } // what the legend rows keep (static picture)
    // The plan keeps more memory than the shared pool has (the bar gets a red frame, "over by").
    // Never with exclusive GPUs: every tenant has a pool of its own.
    bool memoryOver() const { return sharesGpu(m_mode) && m_plannedGiB > m_capacityGiB + 1e-9; }

    // Counts and numbers the banner, the status bar and the narrator state.
    int mpsClients() const { return m_mpsClients; }
    int quotaContainers() const { return m_quotaContainers; }
    QuotaPolicy quotaPolicy() const { return m_quotaPolicy; }
    QuotaProduct quotaProduct() const { return m_quotaProduct; }
    // Who enforces the plan's limits (the badge every tenant carries)
    LimitEnforcer limitEnforcer() const { return m_enforcer; }
    // The badge's words in this skin (Words::limitEnforcer), and the badge as a line of a tool tip
    // or a heading ("Limits enforced by: hook").
    QString enforcerWords() const;
    QString enforcerBadge() const;
    // Each legend row keeps a block of memory of its own, drawn as its own outlined box with what
    // is in use filled (vGPU framebuffers, quota containers' memory quotas).
    bool memoryBlocks() const { return m_mode == Mode::Vgpu || m_mode == Mode::Quota; }
    int vgpuVms() const { return m_vgpuVms; }
    int contexts() const { return tenantCount(); }
    VgpuScheduler vgpuScheduler() const { return m_vgpuScheduler; }
    double vgpuSliceMs() const { return m_vgpuSliceMs; }       // core's effectiveVgpuSliceMs
    double timesliceMs() const { return m_timesliceMs; }
    double sliceMs() const;          // the slice of the time-sliced mode shown (0: none)
    double vgpuOverheadPercent() const { return m_vgpuOverheadPct; }
    bool vgpuMigBacked() const { return m_vgpuMigBacked; }
    MigLayoutStats migStats() const { return m_migStats; }

    // Words of the current skin: the banner over an unpartitioned GPU (empty with MIG rooms).
    QString bannerHead() const { return m_bannerHead; }
    QString bannerBody() const { return m_bannerBody; }
    // The status-bar sentence about the plan.
    QString statusText() const;

    // --- live ---
    bool hasSnapshot() const { return m_hasLive; }
    const Live &live() const { return m_live; }
    const LiveTenant *liveTenant(int tenant) const;
    // DRAM congestion is shown and said from this factor on (red memory, the badge, the kitchen's
    // crowded pass, the narrator's "saturated"): one threshold for every view.
    static constexpr double congestedAt = 1.05;
    static bool congestionWorthSaying(double factor) { return factor >= congestedAt; }
    bool congested(int tenant) const;
    // The shared DRAM path of the open modes is crowded now (the kitchen's pass).
    bool passCrowded() const { return m_hasLive && sharesGpu(m_mode) && congestionWorthSaying(m_live.cookingCongestion); }
    bool congestionShown() const { return m_hasLive && m_live.worstCongestion >= congestedAt; }
    // Live: nothing happens on the GPU: no SM busy or drawn lit, nothing queued, nothing in
    // flight. False without live numbers (a picture with no run is not an idle GPU).
    bool idle() const;
    // The same rule over an engine snapshot.
    static bool idle(const Snapshot &snapshot);
    // Software slicing: the first tenant with work that its limiter holds now, -1 none; and
    // whether the GPU holds no context (no turn, no switch) while such a tenant sleeps. The
    // narrator and the picture read these, so they name the same tenant.
    static int sleepingTenant(const Snapshot &snapshot);
    static bool idleOnThrottle(const Snapshot &snapshot);
    // Live words about the limiter: a tenant's mark ("asleep: bucket empty"), and the line over
    // the idle SMs ("SMs idle: X sleeps on its token bucket"; empty unless idleOnThrottle).
    QString throttleMark() const;
    QString throttleMarkShort() const; // where the mark's words do not fit: "bucket empty
    QString idleOnThrottleText() const;
    // The meter's words for a tenant's bucket ("bucket 40 %", "no limiter now"); empty without live numbers.
    QString bucketText(int tenant) const;
    // Live: the memory in use is above 95 % of the pool (out-of-memory is next).
    bool memoryNearlyFull() const { return m_hasLive && m_live.memoryUsedGiB > m_capacityGiB * 0.95; }
    // How thick the MPS smoke is, 0 (none) .. 1 (thick): interference at the one open stove, from
    // the live numbers (or the plan when there are none). 0 outside MPS.
    double smokeDensity() const;

    // --- the fault flash: the last fault's Fault and FaultVictim events (Engine::faultDomain) ---
    // Takes the tenants of a new fault in `events` (replacing an older fault's); true if there was one.
    bool noteFault(const std::vector<EngineEvent> &events);
    void clearFault() { m_faultTenants.clear(); }
    void setFault(const std::vector<int> &tenants) { m_faultTenants = tenants; } // kept over a rebuild
    // The tenants the flash shows going down, in event order.
    const std::vector<int> &faultTenants() const { return m_faultTenants; }
    // The fault took every tenant the plan places (at least two): without walls the whole picture
    // burns. The same rule over a count of tenants down and a snapshot (the narrator's sentence).
    bool faultTookEveryone() const;
    static bool faultTookEveryone(size_t down, const Snapshot &snapshot);
    // MIG rooms keep a fault within their walls.
    bool faultContained() const { return m_input.migEnabled && !m_rooms.empty(); }
    // The words over the blast ("Fault! Only X goes down"), and their shortest form ("Fault!").
    QString faultWords() const;
    static QString faultWordsShort();

    // --- SLO ---
    double tenantSloMs(int tenant) const;
    bool tenantLlm(int tenant) const;
    // Every tenant's state against its SLO, from a run's results (tenants of this scene only).
    std::vector<TenantSlo> sloStates(const RunResults &results) const;
    // The status bar's words for those states: the full form ("SLO met (target 99 %): A 97 % ✓ ·
    // B not placed", the tenants without an SLO that lost requests) or the compact one for a
    // narrow window ("SLO met (target 99 %) by 2 of 3: B 87 % ✗").
    QStringList sloStatusParts(const std::vector<TenantSlo> &states, bool compact) const;

private:
    void buildWords();

    bool m_hasScene = false;
    bool m_hasGpu = false;
    Skin m_skin = Skin::Technical;
    Mode m_mode = Mode::Exclusive;
    Gpu m_gpu;
    QStringList m_knownGaps;
    GpuLayoutInput m_input;
    bool m_migUnresolved = false;
    std::vector<QString> m_tenantNames;
    std::vector<double> m_tenantModelGb;
    std::vector<double> m_tenantSloMs;
    std::vector<char> m_tenantLlm;
    std::vector<Room> m_rooms;
    std::vector<LegendRow> m_legend;
    std::vector<KeyItem> m_keyItems;
    std::vector<SliceNote> m_sliceNotes;
    Turns m_turns;
    double m_capacityGiB = 0;
    double m_plannedGiB = 0;
    int m_mpsClients = 0;
    int m_quotaContainers = 0;
    LimitEnforcer m_enforcer = LimitEnforcer::NothingToLimit;
    QuotaPolicy m_quotaPolicy = QuotaPolicy::Hami;
    QuotaProduct m_quotaProduct = QuotaProduct::Hami;
    int m_vgpuVms = 0;
    VgpuScheduler m_vgpuScheduler = VgpuScheduler::BestEffort;
    double m_vgpuSliceMs = 0;
    double m_timesliceMs = 0;
    double m_vgpuOverheadPct = 0;
    bool m_vgpuMigBacked = false;
    MigLayoutStats m_migStats;
    QString m_bannerHead, m_bannerBody;

    bool m_hasLive = false;
    Live m_live;
    std::vector<int> m_faultTenants;
};

} // namespace gpuk
