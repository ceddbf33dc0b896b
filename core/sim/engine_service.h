#pragma once

// The engine's service model (DESIGN §3, roofline) as pure functions: how fast one request
// progresses on a share of SMs and of DRAM bandwidth. No engine state: the engine (engine.cpp,
// allocation) and Engine::loneRequestTimeFactor call these; tests/core/test_service_model.cpp
// checks their properties.
//
// A request of a tenant has solo work (ms alone on an idle whole GPU at its sm_width), a share β
// (bandwidth_intensity) of it memory-bound. Holding s SMs and getting DRAM bandwidth b it
// progresses at
//   rate = 1 / ((1 − β)·w/s + β·b_solo/b)   solo-ms per ms,  w = min(sm_width, SM_full),
//   b_solo = BW_full·min(1, w/(φ·SM_full))  (what it draws alone on the idle whole GPU),
//   b ≤ BW_full·s/(φ·SM_full)               (s SMs can draw no more; never above b_solo),
//   b ≤ C                                   (its domain's bandwidth: no request's memory part
//                                            reads faster than its MIG instance's memory slots),
// then divided by the engine's interference terms (engine.cpp MODEL PARAMETERS). φ and the other
// parameters, with their sources, are described at the top of engine.cpp.

#include "catalog/catalog.h"

#include <algorithm>

namespace gpuk::sim {

// φ: DRAM saturates with φ·SM_full SMs, linear below (calibrated; engine.cpp MODEL PARAMETERS).
inline constexpr double kDramSaturationSmFraction = 0.69;

// Roofline terms of one request holding s > 0 SMs:
//   rate = 1 / (A + M / b),  A = (1 − β)·w/s,  M = β·b_solo,  b = DRAM bandwidth it gets,
// b ≤ L = min(b_solo, BW·s/(φ·SM_full), C). A request draws d = rate·M GB/s on average (its bytes
// per solo-ms times its progress), at most dMax (b = L).
struct Roof
{
    double A = 0, M = 0, L = 0, dMax = 0;
};

// The terms for a request of width `smWidth` and memory-bound share `beta` holding `s` SMs, in a
// domain of `domainBwCap` GB/s of DRAM bandwidth (0: no cap beyond the GPU's).
inline Roof roofTerms(const GpuModel &gpu, double smWidth, double beta, double s, double domainBwCap)
{
    const double full = double(gpu.sms);
    const double sat = kDramSaturationSmFraction * full;
    const double w = std::min(smWidth, full);
    Roof f;
    f.A = (1 - beta) * w / s;
    f.M = beta * gpu.bandwidthGBps * std::min(1.0, w / sat);
    f.L = std::min(f.M > 0 ? gpu.bandwidthGBps * std::min(1.0, w / sat) : 0.0, gpu.bandwidthGBps * s / sat);
    if (domainBwCap > 0)
        f.L = std::min(f.L, domainBwCap);
    f.dMax = f.M > 0 ? f.M / (f.A + f.M / f.L) : 0.0;
    return f;
}

// Rate (before cache interference) and congestion of a request that draws d ≤ dMax GB/s.
// Congestion = L / b ≥ 1: how much slower its memory part runs than its SMs allow, because its
// domain's bandwidth is shared (1 when the domain has bandwidth to spare).
inline void applyDraw(const Roof &f, double d, double &rate, double &congestion)
{
    congestion = 1;
    if (f.M <= 0) {
        rate = 1 / f.A;
        return;
    }
    if (d >= f.dMax * (1 - 1e-12)) {
        rate = 1 / (f.A + f.M / f.L);
        return;
    }
    if (d <= 0) { // no bandwidth at all (a domain without DRAM): the request cannot progress
        rate = 0;
        return;
    }
    rate = d / f.M;
    const double b = f.M / (f.M / d - f.A);
    congestion = std::max(1.0, f.L / b);
}

// The time of one request alone in its domain as a multiple of its solo time (alone on the idle
// whole GPU at its sm_width): (1 − β)·w/s + β·b_solo/L, holding s = min(sm_width, sms) SMs of a
// domain of `sms` SMs and `bandwidthGBps` of DRAM bandwidth (0: the whole GPU's). 1 on the whole
// GPU; infinite without SMs. (Engine::loneRequestTimeFactor.)
double loneRequestTimeFactor(const GpuModel &gpu, double smWidth, double beta, double sms, double bandwidthGBps);

} // namespace gpuk::sim
