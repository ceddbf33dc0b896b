// Help → Legend and Help → Glossary (issue 20): the glossary's entries, finding terms in the app's
// own words, the tool tips' glossary line and F1, linked labels, and the legend's swatches drawn by
// the painters in both skins.

#include "catch_qt.h"
#include "languageguard.h"
#include "support/testsupport.h"

#include "analysis/planchoice.h"
#include "io/scenariofile.h"
#include "ui/canvas/canvasglyph.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/shell/glossarydialog.h"
#include "ui/shell/glossarylinks.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/legenddialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/text/glossary.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolTip>
#include <QUrl>

#include <set>

using namespace gpuk;
using gpuk::test::settle;

namespace {

// The terms issue 20 names, and the ones the brief adds.
const QStringList issueTerms = {
    QStringLiteral("sm"),           QStringLiteral("gpu-instance"),    QStringLiteral("compute-instance"),
    QStringLiteral("profile-name"), QStringLiteral("memory-slice"),    QStringLiteral("stranded-sm"),
    QStringLiteral("mps-client"),   QStringLiteral("mps-cap"),         QStringLiteral("vgpu-profile"),
    QStringLiteral("vgpu-scheduler"), QStringLiteral("time-slice"),    QStringLiteral("kv-cache"),
    QStringLiteral("goodput"),      QStringLiteral("p99"),             QStringLiteral("slo-attainment"),
    QStringLiteral("mig"),          QStringLiteral("mps"),             QStringLiteral("vgpu"),
    QStringLiteral("time-slicing"), QStringLiteral("software-slicing"), QStringLiteral("fault-blast-radius"),
    QStringLiteral("sm-occupancy"), QStringLiteral("sm-active"),       QStringLiteral("gpu-util"),
};

// A helper the tests install and remove: GlossaryLinks on a window of its own, recording the keys
// it is asked to open.
struct Linked
{
    QWidget window;
    QStringList opened;
    GlossaryLinks *links = nullptr;
    Linked()
    {
        links = GlossaryLinks::install(&window, [this](const QString &key) { opened << key; });
    }
    ~Linked()
    {
        qApp->removeEventFilter(links);
        QToolTip::hideText();
    }
};

void showTipOf(QWidget *w, const QPoint &pos)
{
    QHelpEvent help(QEvent::ToolTip, pos, w->mapToGlobal(pos));
    QApplication::sendEvent(w, &help);
}

void pressF1(QWidget *w)
{
    QKeyEvent override(QEvent::ShortcutOverride, Qt::Key_F1, Qt::NoModifier);
    QApplication::sendEvent(w, &override);
    QKeyEvent press(QEvent::KeyPress, Qt::Key_F1, Qt::NoModifier);
    QApplication::sendEvent(w, &press);
}

// The share of pixels of `image` that differ from its corner (the swatch's background).
double inkShare(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int ink = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ink += image.pixel(x, y) != background;
    return double(ink) / (image.width() * image.height());
}

Scenario scenarioFile(const char *name)
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(GPUK_SOURCE_DIR "/resources/scenarios/") + QLatin1String(name), false);
    REQUIRE(loaded.ok());
    return *loaded.scenario;
}

} // namespace

TEST_CASE("Every term the issue names has a glossary entry with a definition, a source and related terms that exist",
          "[help]")
{
    const std::vector<GlossaryEntry> entries = glossaryEntries();
    std::set<QString> keys;
    for (const GlossaryEntry &e : entries) {
        INFO(e.key.toStdString());
        CHECK(keys.insert(e.key).second); // each key once
        CHECK_FALSE(e.term.isEmpty());
        CHECK_FALSE(e.names.isEmpty());
        CHECK(e.definition.size() > 60);
        CHECK_FALSE(e.source.isEmpty());
        for (const QString &r : e.related)
            CHECK_FALSE(glossaryEntry(r).key.isEmpty());
    }
    for (const QString &k : issueTerms) {
        INFO(k.toStdString());
        CHECK(keys.count(k) == 1);
    }
    // The kitchen words are the canvas's words.
    CHECK(glossaryEntry(QStringLiteral("sm")).kitchen.contains(QStringLiteral("burner")));
    CHECK(glossaryEntry(QStringLiteral("gpu-instance")).kitchen.contains(QStringLiteral("private room")));
    CHECK(glossaryEntry(QStringLiteral("vgpu")).kitchen.contains(QStringLiteral("stall")));
}

TEST_CASE("The glossary finds the terms a text names, whole words only, in English and Chinese", "[help]")
{
    CHECK(glossaryTermsIn(QStringLiteral("3 SMs idle; p99 42 ms")) == QStringList{QStringLiteral("sm"), QStringLiteral("p99")});
    CHECK(glossaryTermsIn(QStringLiteral("Room 1g.5gb and 1c.3g.20gb")) == QStringList{QStringLiteral("profile-name")});
    CHECK(glossaryTermsIn(QStringLiteral("VM 2: A100-3-20C")).contains(QStringLiteral("vgpu-profile")));
    // The longer name wins: "stranded SMs" is one term, not also SM.
    CHECK(glossaryTermsIn(QStringLiteral("2 stranded SMs")) == QStringList{QStringLiteral("stranded-sm")});
    CHECK(glossaryTermsIn(QStringLiteral("MPS clients share one pool")) == QStringList{QStringLiteral("mps-client")});
    // Lookalikes name nothing.
    for (const char *lookalike : {"SMALL SMART SMS", "sm", "MIGRATE amigo", "escape capital", "p999 p99x", "1g.5gbx",
                                  "KVM", "slot", "goodputs?"}) {
        INFO(lookalike);
        CHECK(glossaryTermsIn(QString::fromUtf8(lookalike)).isEmpty());
    }
    // Chinese has no spaces between words.
    CHECK(glossaryTermsIn(QStringLiteral("每个SM都在忙，尾延迟变长")) == QStringList{QStringLiteral("sm"), QStringLiteral("p99")});
    CHECK(glossaryTermsIn(QStringLiteral("有效吞吐与 SLO 达成率")) ==
          QStringList{QStringLiteral("goodput"), QStringLiteral("slo-attainment")});
    // Rich text is read as the words it shows; "MIG 规格" is the profile, not MIG.
    CHECK(glossaryTermsIn(QStringLiteral("<b>MIG</b> 实例")) == QStringList{QStringLiteral("mig")});
    CHECK(glossaryTermsIn(QStringLiteral("<b>MIG</b> 规格")) == QStringList{QStringLiteral("profile-name")});
}

TEST_CASE("The glossary finds terms in the canvas's own tool tips, MPS cap included", "[help]")
{
    GpuCanvas canvas;
    canvas.resize(1400, 900);
    const Scenario s = scenarioFile("mps-noisy-neighbour.gpuk.json");
    canvas.setScene(s, planForMode(s, Mode::Mps));
    REQUIRE_FALSE(canvas.gpuLayout().sms().isEmpty());
    const QString smTip = canvas.toolTipAt(canvas.gpuLayout().sms().front().rect.center());
    INFO(smTip.toStdString());
    const QStringList terms = glossaryTermsIn(smTip);
    CHECK(terms.contains(QStringLiteral("mps")));
    CHECK(terms.contains(QStringLiteral("mps-cap")));
    // MIG: a room's tip names its profile.
    const Scenario mig = MainWindow::demoScenario();
    canvas.setScene(mig, mig.sharing);
    REQUIRE_FALSE(canvas.gpuLayout().rooms().isEmpty());
    const QString roomTip = canvas.toolTipAt(canvas.gpuLayout().rooms().front().computeRect.center());
    INFO(roomTip.toStdString());
    CHECK(glossaryTermsIn(roomTip).contains(QStringLiteral("profile-name")));
}

TEST_CASE("A tool tip that names a term gets the glossary line, and F1 opens the glossary at the first term",
          "[help]")
{
    Linked linked;
    QWidget host;
    host.resize(300, 100);
    auto *capped = new QWidget(&host);
    capped->setGeometry(0, 0, 150, 100);
    capped->setToolTip(QStringLiteral("CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: the share of SMs this client may use"));
    auto *plain = new QWidget(&host);
    plain->setGeometry(150, 0, 150, 100);
    plain->setToolTip(QStringLiteral("Open a file"));
    host.show();
    settle();

    showTipOf(capped, QPoint(10, 10));
    CHECK(linked.links->currentTerms() == QStringList{QStringLiteral("mps-cap"), QStringLiteral("sm")});
    CHECK(GlossaryLinks::decorate(capped->toolTip()).endsWith(QStringLiteral("F1: glossary — MPS cap, SM")));
    CHECK(QToolTip::text().contains(QStringLiteral("F1: glossary")));
    pressF1(capped);
    CHECK(linked.opened == QStringList{QStringLiteral("mps-cap")});

    // A tip without terms is left alone, and F1 is not taken from the rest of the app.
    QToolTip::hideText();
    showTipOf(plain, QPoint(10, 10));
    CHECK(linked.links->currentTerms().isEmpty());
    CHECK(GlossaryLinks::decorate(plain->toolTip()) == plain->toolTip());
    QKeyEvent override(QEvent::ShortcutOverride, Qt::Key_F1, Qt::NoModifier);
    override.ignore();
    QApplication::sendEvent(plain, &override);
    CHECK_FALSE(override.isAccepted());
    CHECK(linked.opened.size() == 1);

    // Rich text keeps its form.
    CHECK(GlossaryLinks::decorate(QStringLiteral("<b>p99</b> 40 ms")).contains(QStringLiteral("<br><i>F1: glossary — p99")));
}

TEST_CASE("The GPU canvas's tool tip gets the glossary line too, and F1 opens its term in the glossary dialog",
          "[help]")
{
    GlossaryDialog dialog;
    Linked linked;
    GpuCanvas canvas;
    canvas.resize(1400, 900);
    const Scenario s = scenarioFile("mps-noisy-neighbour.gpuk.json");
    canvas.setScene(s, planForMode(s, Mode::Mps));
    canvas.show();
    settle();
    const QPoint at = canvas.gpuLayout().sms().front().rect.center().toPoint();
    showTipOf(&canvas, at);
    INFO(QToolTip::text().toStdString());
    CHECK(QToolTip::text().contains(QStringLiteral("\nF1: glossary — ")));
    CHECK(linked.links->currentTerms().contains(QStringLiteral("mps")));
    REQUIRE_FALSE(linked.links->currentTerms().isEmpty());
    pressF1(&canvas);
    REQUIRE(linked.opened.size() == 1);
    CHECK(dialog.showTerm(linked.opened.front()));
    CHECK(dialog.currentKey() == linked.links->currentTerms().front());
    CHECK(dialog.entryView()->toPlainText().contains(glossaryEntry(dialog.currentKey()).definition.left(20)));
}

TEST_CASE("Linked labels link each term once and open it", "[help]")
{
    const QString html = glossaryLinked(QStringLiteral("SM 3 of 98 SMs <busy> · p99"));
    CHECK(html.count(QStringLiteral("href=\"glossary:sm\"")) == 1);
    CHECK(html.contains(QStringLiteral("href=\"glossary:p99\"")));
    CHECK(html.contains(QStringLiteral("&lt;busy&gt;")));
    QLabel label;
    QStringList opened;
    connectGlossaryLinks(&label, [&opened](const QString &key) { opened << key; });
    label.setText(html);
    emit label.linkActivated(QStringLiteral("glossary:p99"));
    CHECK(opened == QStringList{QStringLiteral("p99")});
}

TEST_CASE("The glossary dialog searches in English and Chinese words and its related terms jump", "[help]")
{
    GlossaryDialog dialog;
    CHECK(dialog.shownKeys().size() == int(glossaryEntries().size()));
    CHECK_FALSE(dialog.isModal());
    dialog.setFilter(QStringLiteral("goodput"));
    CHECK(dialog.shownKeys().contains(QStringLiteral("goodput")));
    CHECK(dialog.shownKeys().size() < int(glossaryEntries().size()));
    dialog.setFilter(QStringLiteral("尾延迟"));
    CHECK(dialog.shownKeys().contains(QStringLiteral("p99")));
    dialog.setFilter(QString());
    REQUIRE(dialog.showTerm(QStringLiteral("mps-cap")));
    CHECK(dialog.currentKey() == QStringLiteral("mps-cap"));
    CHECK(dialog.entryView()->toHtml().contains(QStringLiteral("glossary:mps-client")));
    emit dialog.entryView()->anchorClicked(QUrl(QStringLiteral("glossary:mps-client")));
    CHECK(dialog.currentKey() == QStringLiteral("mps-client"));
    CHECK_FALSE(dialog.showTerm(QStringLiteral("no-such-term")));
    CHECK(dialog.currentKey() == QStringLiteral("mps-client"));
}

TEST_CASE("The legend shows both skins, the current one first, every mode and every glyph", "[help]")
{
    LegendDialog legend;
    for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
        legend.setSkin(skin);
        REQUIRE(legend.tabs()->count() == 2);
        CHECK(legend.tabs()->currentIndex() == 0);
        CHECK(legend.tabs()->tabText(0) == (skin == Skin::Kitchen ? QStringLiteral("Kitchen") : QStringLiteral("Technical")));
        for (int tab = 0; tab < 2; ++tab) {
            QWidget *page = legend.tabs()->widget(tab);
            CHECK(page->findChild<QLabel *>(QStringLiteral("legendGroup:scene")));
            // The marks a whole scene draws are said in words, one label each, none empty.
            const Skin pageSkin = tab == 0 ? skin : (skin == Skin::Kitchen ? Skin::Technical : Skin::Kitchen);
            for (int m = 0; m < int(LegendDialog::sceneMarks(pageSkin).size()); ++m) {
                const auto *mark = page->findChild<QLabel *>(QStringLiteral("sceneMark:%1").arg(m));
                REQUIRE(mark);
                CHECK(mark->text().size() > 40);
            }
            CHECK(LegendDialog::sceneMarks(pageSkin).size() >= 4);
            CHECK(page->findChild<QLabel *>(QStringLiteral("legendGroup:common")));
            for (Mode mode : {Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Timeslice, Mode::Quota, Mode::Exclusive}) {
                INFO("mode " << int(mode));
                CHECK(page->findChild<QLabel *>(QStringLiteral("legendGroup:%1").arg(int(mode))));
            }
            // Every glyph the painters draw standalone has a swatch and words (canvasglyph.h lists them).
            for (CanvasGlyph glyph : allCanvasGlyphs()) {
                INFO("glyph " << int(glyph));
                const auto *swatch = page->findChild<QLabel *>(QStringLiteral("glyph:%1").arg(int(glyph)));
                REQUIRE(swatch);
                CHECK_FALSE(swatch->pixmap().isNull());
                const auto *words = page->findChild<QLabel *>(QStringLiteral("meaning:%1").arg(int(glyph)));
                REQUIRE(words);
                CHECK(words->text().size() > 20);
            }
        }
    }
}

TEST_CASE("Every legend swatch is painted by its skin's painter, different in each skin, in both colour schemes",
          "[help]")
{
    const QFont font = QApplication::font();
    for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
        for (CanvasGlyph glyph : allCanvasGlyphs()) {
            INFO("glyph " << int(glyph) << (scheme == ColorScheme::Dark ? " dark" : " light"));
            const QImage tech = LegendDialog::swatch(Skin::Technical, glyph, scheme, QSize(64, 64), font);
            const QImage kitchen = LegendDialog::swatch(Skin::Kitchen, glyph, scheme, QSize(64, 64), font);
            CHECK(inkShare(tech) > 0.04);
            CHECK(inkShare(kitchen) > 0.04);
            CHECK(tech != kitchen);
            CHECK_FALSE(LegendDialog::meaning(Skin::Technical, glyph).isEmpty());
            CHECK(LegendDialog::meaning(Skin::Technical, glyph) != LegendDialog::meaning(Skin::Kitchen, glyph));
        }
    }
    // Glyphs of different states look different.
    const auto img = [&](CanvasGlyph g) { return LegendDialog::swatch(Skin::Kitchen, g, ColorScheme::Light, QSize(48, 48), font); };
    CHECK(img(CanvasGlyph::SmStranded) != img(CanvasGlyph::SmUnusable));
    CHECK(img(CanvasGlyph::SmIdle) != img(CanvasGlyph::SmBusy));
}

TEST_CASE("Every visible string of the glossary, its links and the legend changes in Simplified Chinese",
          "[help][zh]")
{
    const gpuk::test::EnglishAfterTest restore;
    const std::vector<GlossaryEntry> english = glossaryEntries();
    QStringList legendEnglish;
    for (Skin skin : {Skin::Technical, Skin::Kitchen})
        for (CanvasGlyph g : allCanvasGlyphs())
            legendEnglish << LegendDialog::meaning(skin, g);
    const QString lineEnglish = GlossaryLinks::decorate(QStringLiteral("p99"));
    GlossaryDialog glossary;
    LegendDialog legend;
    const QString titles = glossary.windowTitle() + legend.windowTitle() + legend.tabs()->tabText(0)
        + legend.tabs()->tabText(1) + glossary.searchField()->placeholderText();

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    const std::vector<GlossaryEntry> chinese = glossaryEntries();
    REQUIRE(chinese.size() == english.size());
    for (size_t i = 0; i < english.size(); ++i) {
        INFO(english[i].key.toStdString());
        CHECK(chinese[i].term != english[i].term);
        CHECK(chinese[i].definition != english[i].definition);
        if (!english[i].kitchen.isEmpty())
            CHECK(chinese[i].kitchen != english[i].kitchen);
        // The Chinese words find their own term.
        CHECK(glossaryTermsIn(chinese[i].term + QLatin1Char(' ') + chinese[i].definition).size() >= 1);
    }
    int i = 0;
    for (Skin skin : {Skin::Technical, Skin::Kitchen})
        for (CanvasGlyph g : allCanvasGlyphs()) {
            INFO(legendEnglish[i].toStdString());
            CHECK(LegendDialog::meaning(skin, g) != legendEnglish[i++]);
        }
    CHECK(GlossaryLinks::decorate(QStringLiteral("p99")) != lineEnglish);
    settle();
    CHECK(glossary.windowTitle() + legend.windowTitle() + legend.tabs()->tabText(0) + legend.tabs()->tabText(1)
              + glossary.searchField()->placeholderText()
          != titles);
    CHECK(glossary.windowTitle() != QStringLiteral("Glossary"));
    CHECK(legend.windowTitle() != QStringLiteral("Legend"));
}
