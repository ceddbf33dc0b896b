// The engine's service model (core/sim/engine_service.h) as pure functions: the time of one
// request on a share of SMs and DRAM bandwidth, and the rate at a given bandwidth draw.
// Tags: [service] [engine]

#include "catalog/catalog.h"
#include "sim/engine.h"
#include "sim/engine_service.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

using namespace gpuk;

namespace {

const std::vector<double> kBetas{0.0, 0.1, 0.25, 0.5, 0.8, 1.0};

const GpuModel &gpuNamed(const char *id)
{
    const GpuModel *g = findGpu(id);
    REQUIRE(g != nullptr);
    return *g;
}

} // namespace

TEST_CASE("A request alone on the whole idle GPU at its full width takes its solo time, for any memory-bound share",
          "[service][engine]")
{
    for (const GpuModel &gpu : builtinGpus()) {
        for (double beta : kBetas) {
            INFO(gpu.id << " beta " << beta);
            const double sms = double(gpu.sms);
            CHECK(sim::loneRequestTimeFactor(gpu, sms, beta, sms, 0) == Approx(1.0).epsilon(1e-12));
            // the domain's bandwidth given as the whole GPU's is the same as none given
            CHECK(sim::loneRequestTimeFactor(gpu, sms, beta, sms, gpu.bandwidthGBps) ==
                  Approx(1.0).epsilon(1e-12));
            // a narrower request on the whole GPU holds its own width: its solo time too
            CHECK(sim::loneRequestTimeFactor(gpu, sms / 4, beta, sms, 0) == Approx(1.0).epsilon(1e-12));
        }
    }
}

TEST_CASE("A request's time never grows with more SMs and never shrinks with less bandwidth", "[service][engine]")
{
    for (const GpuModel &gpu : builtinGpus()) {
        for (double beta : kBetas) {
            for (double width : {double(gpu.sms), double(gpu.sms) / 2, 8.0}) {
                INFO(gpu.id << " beta " << beta << " width " << width);
                double previous = std::numeric_limits<double>::infinity();
                for (int s = 1; s <= gpu.sms; ++s) {
                    const double t = sim::loneRequestTimeFactor(gpu, width, beta, double(s), 0);
                    REQUIRE(t <= previous * (1 + 1e-12));
                    REQUIRE(t >= 1.0 * (1 - 1e-12)); // never faster than alone on the idle GPU
                    previous = t;
                }
                double faster = sim::loneRequestTimeFactor(gpu, width, beta, double(gpu.sms), gpu.bandwidthGBps);
                for (double share : {0.75, 0.5, 0.25, 0.125}) {
                    const double t =
                        sim::loneRequestTimeFactor(gpu, width, beta, double(gpu.sms), gpu.bandwidthGBps * share);
                    REQUIRE(t >= faster * (1 - 1e-12));
                    faster = t;
                }
            }
        }
    }
}

TEST_CASE("The compute part scales as one over the SMs held and the memory part as one over the bandwidth",
          "[service][engine]")
{
    const GpuModel &a100 = gpuNamed("A100-40GB");
    const double full = double(a100.sms);
    // compute-bound (beta 0): half the SMs, twice the time; a quarter, four times
    CHECK(sim::loneRequestTimeFactor(a100, full, 0, full / 2, 0) == Approx(2.0));
    CHECK(sim::loneRequestTimeFactor(a100, full, 0, full / 4, 0) == Approx(4.0));
    // memory-bound (beta 1) with SMs enough to saturate DRAM: half the bandwidth, twice the time
    CHECK(sim::loneRequestTimeFactor(a100, full, 1, full, a100.bandwidthGBps / 2) == Approx(2.0));
    CHECK(sim::loneRequestTimeFactor(a100, full, 1, full, a100.bandwidthGBps / 8) == Approx(8.0));
    // below the DRAM saturation SMs (phi = 0.69 of them), fewer SMs draw proportionally less
    const double sat = sim::kDramSaturationSmFraction * full;
    CHECK(sim::loneRequestTimeFactor(a100, full, 1, sat / 2, 0) == Approx(2.0));
    CHECK(sim::loneRequestTimeFactor(a100, full, 1, sat, 0) == Approx(1.0));
}

TEST_CASE("The service model's known values: an A30 1g.6gb takes 4 times for any beta, half an A100 1.69 times at "
          "beta 0.5",
          "[service][engine]")
{
    const GpuModel &a30 = gpuNamed("A30-24GB");
    const MigProfile *p = a30.findMigProfile("1g.6gb");
    REQUIRE(p != nullptr);
    const double bw = migBandwidthShareGBps(a30, *p);
    for (double beta : kBetas) {
        INFO("beta " << beta);
        CHECK(sim::loneRequestTimeFactor(a30, double(a30.sms), beta, double(p->sms), bw) == Approx(4.0));
    }
    const GpuModel &a100 = gpuNamed("A100-40GB");
    // (1 - 0.5)·108/54 + 0.5·108·0.69/54 = 1 + 0.69
    CHECK(sim::loneRequestTimeFactor(a100, 108, 0.5, 54, 0) == Approx(1.69));
    // no SMs: it never ends
    CHECK(std::isinf(sim::loneRequestTimeFactor(a100, 108, 0.5, 0, 0)));
    // the engine's public function is this one
    CHECK(Engine::loneRequestTimeFactor(a100, 108, 0.5, 54, 0) == sim::loneRequestTimeFactor(a100, 108, 0.5, 54, 0));
}

TEST_CASE("At its full draw a request runs at one over its time; a smaller draw slows it and is its congestion",
          "[service][engine]")
{
    const GpuModel &a100 = gpuNamed("A100-40GB");
    for (double beta : kBetas) {
        for (double s : {14.0, 54.0, 108.0}) {
            INFO("beta " << beta << " SMs " << s);
            const sim::Roof f = sim::roofTerms(a100, 108, beta, s, 0);
            double rate = -1, congestion = -1;
            sim::applyDraw(f, f.dMax, rate, congestion);
            CHECK(rate == Approx(1.0 / sim::loneRequestTimeFactor(a100, 108, beta, s, 0)));
            CHECK(congestion == 1.0);
            // what it draws at that rate: its bytes per solo-ms times its progress
            CHECK(rate * f.M == Approx(f.dMax).margin(1e-12));
            CHECK(f.dMax <= f.L * (1 + 1e-12));
            if (beta == 0) {
                CHECK(f.dMax == 0.0); // wants no bandwidth, and any draw leaves its rate
                sim::applyDraw(f, 0, rate, congestion);
                CHECK(rate == Approx(s / 108));
                continue;
            }
            const double fullRate = rate;
            sim::applyDraw(f, f.dMax / 2, rate, congestion);
            CHECK(rate == Approx(fullRate / 2)); // rate = d / M: the draw is its bytes' progress
            CHECK(congestion > 1.0);
            sim::applyDraw(f, 0, rate, congestion);
            CHECK(rate == 0.0); // no bandwidth at all: a memory-bound part cannot progress
        }
    }
}
