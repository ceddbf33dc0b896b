// GpuLayout: the canvas geometry and hit-testing, without painting anything.

#include "catch_qt.h"

#include "catalog/catalog.h"
#include "ui/picture/gpulayout.h"
#include "ui/canvas/painthelpers.h"

#include <QImage>
#include <QPainter>

#include <functional>

#include <utility>
#include <vector>

using namespace gpuk;

namespace {

const GpuModel &gpuById(const char *id)
{
    const GpuModel *g = findGpu(id);
    REQUIRE(g != nullptr);
    return *g;
}

MigLayout placements(const GpuModel &gpu, const std::vector<std::pair<const char *, int>> &list)
{
    MigLayout out;
    for (const auto &[name, start] : list) {
        const MigProfile *p = gpu.findMigProfile(name);
        REQUIRE(p != nullptr);
        out.push_back(MigPlacement{p, start});
    }
    return out;
}

GpuLayoutInput migInput(const GpuModel &gpu, const MigLayout &layout)
{
    GpuLayoutInput in;
    in.gpu = &gpu;
    in.mode = Mode::Mig;
    in.migEnabled = true;
    in.instances = layout;
    in.legendEntries = 4;
    return in;
}

bool inside(const QRectF &outer, const QRectF &r)
{
    return r.isNull() || outer.adjusted(-0.01, -0.01, 0.01, 0.01).contains(r);
}

// Every rectangle of the layout lies inside the widget, and no two SMs / memory slotList / rooms overlap.
void checkLayoutIsClean(const GpuLayout &l)
{
    REQUIRE(l.isValid());
    const QRectF b = l.bounds();
    CHECK(inside(b, l.titleRect()));
    CHECK(inside(b, l.bannerRect()));
    CHECK(inside(b, l.gridRect()));
    CHECK(inside(b, l.extraRect()));
    CHECK(inside(b, l.extraSignRect()));
    CHECK(inside(b, l.poolRect()));
    CHECK(inside(b, l.memoryBarRect()));
    CHECK(inside(b, l.memoryCaptionRect()));
    CHECK(inside(b, l.legendRect()));
    for (const QRectF &r : l.legendRows())
        CHECK(inside(b, r));
    for (const auto &s : l.slices()) {
        CHECK(inside(b, s.rect));
        CHECK(inside(b, s.indexRect));
        CHECK(inside(b, s.signRect));
    }
    for (const auto &r : l.rooms()) {
        CHECK(inside(b, r.outline.boundingRect()));
        CHECK(inside(b, r.signRect));
    }
    const auto &sms = l.sms();
    for (int i = 0; i < sms.size(); ++i) {
        CHECK(inside(b, sms[i].rect));
        CHECK(sms[i].rect.width() > 1);
        CHECK(sms[i].rect.height() > 1);
        for (int j = i + 1; j < sms.size(); ++j)
            if (sms[i].rect.intersects(sms[j].rect))
                FAIL("SM " << i << " overlaps SM " << j);
    }
    const auto &slotList = l.memorySlots();
    for (int i = 0; i < slotList.size(); ++i) {
        CHECK(inside(b, slotList[i].rect));
        for (int j = i + 1; j < slotList.size(); ++j)
            CHECK_FALSE(slotList[i].rect.intersects(slotList[j].rect));
    }
    const auto &rooms = l.rooms();
    for (int i = 0; i < rooms.size(); ++i)
        for (int j = i + 1; j < rooms.size(); ++j)
            CHECK_FALSE(rooms[i].outline.intersects(rooms[j].outline));
    // Nothing in the legend runs into the memory caption.
    for (const QRectF &r : l.legendRows())
        CHECK(r.top() >= l.memoryCaptionRect().bottom() - 0.01);
}

} // namespace

TEST_CASE("A100 draws 7 compute slices of 14 SMs and sets 10 SMs apart that MIG cannot use", "[layout]")
{
    const GpuModel &a100 = gpuById("A100-40GB");
    const GpuLayout l = GpuLayout::compute(migInput(a100, {}), QSizeF(1160, 860));
    REQUIRE(l.isValid());
    REQUIRE(l.slices().size() == 7);
    for (const auto &s : l.slices())
        CHECK(s.smCount == 14);
    CHECK(l.sms().size() == 108);
    CHECK(l.extraSmCount() == 10);
    CHECK(l.memorySlots().size() == 8);
    // 14 SMs a slice as 2 x 7, no half-empty row.
    CHECK(l.smGridColumns() * l.smGridRows() == 14);

    int unusable = 0;
    for (const auto &sm : l.sms()) {
        if (sm.slice < 0) {
            CHECK(sm.state == GpuLayout::SmState::Unusable);
            CHECK(l.extraRect().contains(sm.rect));
            CHECK_FALSE(l.gridRect().intersects(sm.rect));
            ++unusable;
        } else {
            CHECK(sm.state == GpuLayout::SmState::Free);
            CHECK(l.slices()[sm.slice].rect.contains(sm.rect));
        }
    }
    CHECK(unusable == 10);

    SECTION("with MIG off the same 108 SMs are one usable pool, in the same places")
    {
        GpuLayoutInput in;
        in.gpu = &a100;
        in.mode = Mode::Mps;
        in.legendEntries = 4;
        const GpuLayout mps = GpuLayout::compute(in, QSizeF(1160, 860));
        REQUIRE(mps.sms().size() == 108);
        for (int i = 0; i < mps.sms().size(); ++i) {
            CHECK(mps.sms()[i].state == GpuLayout::SmState::Usable);
            CHECK(mps.sms()[i].slice == l.sms()[i].slice);
        }
        CHECK(mps.rooms().isEmpty());
    }
}

TEST_CASE("A30 draws 4 compute slices and 4 memory slotList", "[layout]")
{
    const GpuModel &a30 = gpuById("A30-24GB");
    const MigLayout layout = placements(a30, {{"2g.12gb", 0}, {"1g.6gb", 2}, {"1g.6gb", 3}});
    const GpuLayout l = GpuLayout::compute(migInput(a30, layout), QSizeF(1160, 860));
    REQUIRE(l.isValid());
    CHECK(l.slices().size() == 4);
    CHECK(l.memorySlots().size() == 4);
    CHECK(l.sms().size() == 56);
    CHECK(l.extraSmCount() == 0);
    for (const auto &s : l.slices())
        CHECK(s.smCount == 14);
    REQUIRE(l.rooms().size() == 3);
    CHECK(l.rooms()[0].exposedSms.size() == 28);
    CHECK(l.rooms()[1].exposedSms.size() == 14);
    checkLayoutIsClean(l);
}

TEST_CASE("H100 SXM groups its 132 SMs as evenly as possible and marks SMs a profile does not expose", "[layout]")
{
    const GpuModel &h100 = gpuById("H100-80GB");
    const MigLayout seven = placements(h100, {{"1g.10gb", 0}, {"1g.10gb", 1}, {"1g.10gb", 2}, {"1g.10gb", 3},
                                              {"1g.10gb", 4}, {"1g.10gb", 5}, {"1g.10gb", 6}});
    const GpuLayout l = GpuLayout::compute(migInput(h100, seven), QSizeF(1160, 860));
    REQUIRE(l.isValid());
    REQUIRE(l.slices().size() == 7);
    int total = 0;
    for (const auto &s : l.slices()) {
        CHECK((s.smCount == 18 || s.smCount == 19));
        total += s.smCount;
    }
    CHECK(total == 132);
    CHECK(l.extraSmCount() == 0);
    REQUIRE(l.rooms().size() == 7);
    int exposed = 0;
    for (const auto &room : l.rooms()) {
        CHECK(room.exposedSms.size() == 16); // 1g.10gb exposes 16 SMs
        CHECK(room.missingSms == 0);
        exposed += int(room.exposedSms.size());
        for (int sm : room.hiddenSms)
            CHECK(l.sms()[sm].state == GpuLayout::SmState::NotExposed);
    }
    CHECK(exposed == 112); // seven 1g instances expose 7 x 16 of the 132 SMs

    SECTION("a 3g exposes more SMs than its even share of the drawing, and the layout says how many")
    {
        const MigLayout two = placements(h100, {{"3g.40gb", 0}, {"3g.40gb", 4}});
        const GpuLayout l2 = GpuLayout::compute(migInput(h100, two), QSizeF(1160, 860));
        REQUIRE(l2.rooms().size() == 2);
        for (const auto &room : l2.rooms()) {
            CHECK(room.hiddenSms.isEmpty());
            CHECK(room.missingSms + room.exposedSms.size() == 60);
            CHECK(room.missingSms > 0);
        }
    }
}

TEST_CASE("MIG rooms cover exactly their compute slices and memory slotList", "[layout]")
{
    const GpuModel &a100 = gpuById("A100-40GB");
    const std::vector<std::vector<std::pair<const char *, int>>> cases = {
        {{"1g.5gb", 0}, {"1g.5gb", 1}, {"2g.10gb", 2}, {"3g.20gb", 4}}, // the seed article's layout
        {{"3g.20gb", 0}, {"3g.20gb", 4}},
        {{"4g.20gb", 0}, {"2g.10gb", 4}, {"1g.5gb", 6}},
        {{"7g.40gb", 0}},
        {{"1g.10gb", 0}, {"1g.10gb", 2}, {"1g.10gb", 4}, {"1g.10gb", 6}},
        {{"1g.5gb", 0}, {"1g.5gb", 1}, {"1g.5gb", 2}, {"1g.5gb", 3}, {"1g.5gb", 4}, {"1g.5gb", 5}, {"1g.5gb", 6}},
    };
    for (const auto &c : cases) {
        const MigLayout layout = placements(a100, c);
        const GpuLayout l = GpuLayout::compute(migInput(a100, layout), QSizeF(1160, 860));
        REQUIRE(l.rooms().size() == int(layout.size()));
        for (int j = 0; j < l.rooms().size(); ++j) {
            const auto &room = l.rooms()[j];
            const MigPlacement &p = layout[size_t(j)];
            CHECK(room.instance == j);
            QRectF compute, memory;
            for (int s = 0; s < l.slices().size(); ++s) {
                const bool mine = s >= p.start && s < p.computeEnd();
                CHECK((l.slices()[s].instance == j) == mine);
                if (mine)
                    compute = compute.isNull() ? l.slices()[s].rect : compute.united(l.slices()[s].rect);
                else
                    CHECK_FALSE(room.computeRect.intersects(l.slices()[s].rect));
            }
            for (int m = 0; m < l.memorySlots().size(); ++m) {
                const bool mine = m >= p.start && m < p.memoryEnd();
                CHECK((l.memorySlots()[m].instance == j) == mine);
                if (mine)
                    memory = memory.isNull() ? l.memorySlots()[m].rect : memory.united(l.memorySlots()[m].rect);
                else
                    CHECK_FALSE(room.memoryRect.intersects(l.memorySlots()[m].rect));
            }
            CHECK(room.computeRect == compute);
            CHECK(room.memoryRect == memory);
            // On an A100 every slice has exactly the 14 SMs a 1g exposes: nothing hidden or missing.
            CHECK(room.exposedSms.size() == p.profile->sms);
            CHECK(room.hiddenSms.isEmpty());
            CHECK(room.missingSms == 0);
            for (int sm : room.exposedSms)
                CHECK(l.sms()[sm].instance == j);
        }
        checkLayoutIsClean(l);
    }
}

TEST_CASE("3g plus 3g on an A100 strands compute slice 3 and the layout marks it", "[layout]")
{
    const GpuModel &a100 = gpuById("A100-40GB");
    const GpuLayout l = GpuLayout::compute(migInput(a100, placements(a100, {{"3g.20gb", 0}, {"3g.20gb", 4}})),
                                           QSizeF(1160, 860));
    REQUIRE(l.slices().size() == 7);
    for (int s = 0; s < 7; ++s)
        CHECK(l.slices()[s].stranded == (s == 3));
    const auto &slice3 = l.slices()[3];
    for (int k = 0; k < slice3.smCount; ++k)
        CHECK(l.sms()[slice3.firstSm + k].state == GpuLayout::SmState::Stranded);
    for (const auto &m : l.memorySlots())
        CHECK(m.instance >= 0); // all 8 memory slotList are taken
}

TEST_CASE("seven 1g.5gb instances leave memory slot 7 unused", "[layout]")
{
    const GpuModel &a100 = gpuById("A100-40GB");
    const GpuLayout l = GpuLayout::compute(
        migInput(a100, placements(a100, {{"1g.5gb", 0}, {"1g.5gb", 1}, {"1g.5gb", 2}, {"1g.5gb", 3}, {"1g.5gb", 4},
                                         {"1g.5gb", 5}, {"1g.5gb", 6}})),
        QSizeF(1160, 860));
    for (int m = 0; m < l.memorySlots().size(); ++m)
        CHECK((l.memorySlots()[m].instance < 0) == (m == 7));
}

TEST_CASE("hit-testing round-trips for every SM slice memory slot and instance", "[layout][hit]")
{
    const GpuModel &a100 = gpuById("A100-40GB");
    const MigLayout layout = placements(a100, {{"1g.5gb", 0}, {"1g.5gb", 1}, {"2g.10gb", 2}, {"3g.20gb", 4}});
    for (const QSizeF size : {QSizeF(800, 600), QSizeF(1160, 860), QSizeF(3840, 2160)}) {
        const GpuLayout l = GpuLayout::compute(migInput(a100, layout), size);
        REQUIRE(l.isValid());
        for (int i = 0; i < l.sms().size(); ++i) {
            const QPointF c = l.sms()[i].rect.center();
            CHECK(l.smAt(c) == i);
            const int slice = l.sms()[i].slice;
            CHECK(l.sliceAt(c) == slice);
            if (slice >= 0)
                CHECK(l.instanceAt(c) == l.slices()[slice].instance);
            else
                CHECK(l.instanceAt(c) == -1); // the unusable SMs belong to no instance
        }
        for (int s = 0; s < l.slices().size(); ++s) {
            CHECK(l.sliceAt(l.slices()[s].rect.center()) == s);
            CHECK(l.sliceAt(l.slices()[s].indexRect.center()) == s);
        }
        for (int m = 0; m < l.memorySlots().size(); ++m) {
            const QPointF c = l.memorySlots()[m].rect.center();
            CHECK(l.memorySlotAt(c) == m);
            CHECK(l.instanceAt(c) == l.memorySlots()[m].instance);
        }
        for (int j = 0; j < l.rooms().size(); ++j) {
            const auto &room = l.rooms()[j];
            CHECK(l.instanceAt(room.computeRect.center()) == j);
            CHECK(l.instanceAt(room.memoryRect.center()) == j);
            CHECK(l.instanceAt(room.signRect.center()) == j);
            // The connector between the two parts belongs to the room too.
            const QPointF mid((room.computeRect.center().x() + room.memoryRect.center().x()) / 2,
                              l.connectorRect().center().y());
            CHECK(l.instanceAt(mid) == j);
        }
        // Outside everything.
        const QPointF corner(1, 1);
        CHECK(l.smAt(corner) == -1);
        CHECK(l.sliceAt(corner) == -1);
        CHECK(l.memorySlotAt(corner) == -1);
        CHECK(l.instanceAt(corner) == -1);
        // Between two SMs is no SM.
        const QRectF a = l.sms()[0].rect;
        CHECK(l.smAt(QPointF(a.right() + 0.5, a.center().y())) != 0);
    }
}

TEST_CASE("every layout stays inside the widget without overlaps from 800x600 to 3840x2160", "[layout]")
{
    const std::vector<QSizeF> sizes = {QSizeF(800, 600), QSizeF(1024, 768), QSizeF(1160, 860), QSizeF(600, 900),
                                       QSizeF(1920, 1080), QSizeF(3840, 2160)};
    for (const GpuModel &gpu : builtinGpus()) {
        // A layout that uses every memory slot where the GPU allows it: the largest profile.
        MigLayout full;
        for (const MigProfile &p : gpu.migProfiles)
            if (p.computeSlices == gpu.computeSlices && full.empty())
                full.push_back(MigPlacement{&p, 0});
        for (Mode mode : allModes) {
            for (const QSizeF &size : sizes) {
                INFO(gpu.id << " " << modeName(mode) << " " << size.width() << "x" << size.height());
                GpuLayoutInput in;
                in.gpu = &gpu;
                in.mode = mode;
                in.migEnabled = mode == Mode::Mig;
                if (in.migEnabled)
                    in.instances = full;
                in.legendEntries = mode == Mode::Mig ? 5 : 6;
                const GpuLayout l = GpuLayout::compute(in, size);
                checkLayoutIsClean(l);
                CHECK(l.fontPx() >= 10);
                CHECK(l.legendRows().size() == in.legendEntries);
                CHECK(l.sms().size() == gpu.sms);
            }
        }
    }
}

TEST_CASE("a long legend is cut to what fits instead of overflowing", "[layout]")
{
    const GpuModel &a100 = gpuById("A100-40GB");
    GpuLayoutInput in;
    in.gpu = &a100;
    in.mode = Mode::Mps;
    in.legendEntries = 48;
    const GpuLayout l = GpuLayout::compute(in, QSizeF(800, 600));
    checkLayoutIsClean(l);
    CHECK(l.legendRows().size() < 48);
    CHECK(l.gridRect().height() >= 600 * 0.2);
}

TEST_CASE("a custom GPU without slices still draws as one group and one memory pool", "[layout]")
{
    GpuModel custom;
    custom.id = "my-gpu";
    custom.sms = 80;
    custom.memoryGiB = 48;
    GpuLayoutInput in;
    in.gpu = &custom;
    in.mode = Mode::Timeslice;
    in.legendEntries = 3;
    const GpuLayout l = GpuLayout::compute(in, QSizeF(1024, 768));
    checkLayoutIsClean(l);
    CHECK(l.slices().size() == 1);
    CHECK(l.slices()[0].smCount == 80);
    CHECK(l.memorySlots().size() == 1);
}

TEST_CASE("degenerate input gives an empty layout rather than a crash", "[layout]")
{
    GpuLayoutInput none;
    CHECK_FALSE(GpuLayout::compute(none, QSizeF(800, 600)).isValid());
    const GpuModel &a100 = gpuById("A100-40GB");
    const GpuLayout tiny = GpuLayout::compute(migInput(a100, {}), QSizeF(90, 60));
    CHECK_FALSE(tiny.isValid());
    CHECK(tiny.smAt(QPointF(10, 10)) == -1);
    CHECK(tiny.instanceAt(QPointF(10, 10)) == -1);
}

TEST_CASE("outside MIG SMs are handed out as contiguous blocks in tenant order", "[layout]")
{
    const GpuModel &a100 = gpuById("A100-40GB");
    GpuLayoutInput in;
    in.gpu = &a100;
    in.mode = Mode::Mps;
    const GpuLayout l = GpuLayout::compute(in, QSizeF(1160, 860));
    const QList<int> owners = l.contiguousOwners({14, 28, 0, 5});
    REQUIRE(owners.size() == 108);
    for (int i = 0; i < 108; ++i) {
        const int expected = i < 14 ? 0 : i < 42 ? 1 : i < 47 ? 3 : -1;
        CHECK(owners[i] == expected);
    }
    const QList<int> over = l.contiguousOwners({100, 100});
    CHECK(over.count(0) == 100);
    CHECK(over.count(1) == 8);
}

TEST_CASE("fitted text never paints outside its rect: it shortens, or is elided and clipped", "[layout][text]")
{
    // A 1g room's width at 1366x768: the long fault words do not fit whole, "Fault!" does.
    const QRectF rect(150, 20, 56, 150);
    QFont font;
    font.setPixelSize(30);
    font.setBold(true);
    const QString longText = QStringLiteral("Fault! Contained in its instance");
    CHECK_FALSE(textFits(rect, longText, font, Qt::AlignCenter, 11, true));
    CHECK(textFits(rect, QStringLiteral("Fault!"), font, Qt::AlignCenter, 11, true));
    CHECK(fittedPixelSize(rect, QStringLiteral("Fault!"), font, Qt::AlignCenter, 11, true) >= 11);
    // Chinese may break between any two characters.
    CHECK(textFits(QRectF(0, 0, 70, 200), QStringLiteral(u"故障！仅限其所在实例"), font, Qt::AlignCenter, 11, true));

    auto paint = [&](const std::function<void(QPainter &)> &draw) {
        QImage img(400, 200, QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        p.setPen(Qt::black);
        draw(p);
        p.end();
        int inside = 0, outside = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                if (img.pixel(x, y) != qRgb(255, 255, 255))
                    (rect.contains(QPointF(x + 0.5, y + 0.5)) ? inside : outside)++;
        return std::pair<int, int>{inside, outside};
    };
    const auto shortened = paint([&](QPainter &p) {
        drawFittedFirst(p, rect, {longText, QStringLiteral("Fault!")}, font, Qt::AlignCenter, 11, true);
    });
    CHECK(shortened.first > 0);
    CHECK(shortened.second == 0);
    const auto wrapped = paint([&](QPainter &p) { drawFitted(p, rect, longText, font, Qt::AlignCenter, 11, true); });
    CHECK(wrapped.first > 0);
    CHECK(wrapped.second == 0);
    const auto oneWord = paint([&](QPainter &p) {
        drawFitted(p, rect, QStringLiteral("Supercalifragilistic"), font, Qt::AlignCenter, 11, false);
    });
    CHECK(oneWord.first > 0);
    CHECK(oneWord.second == 0);
}
