// Simulation > Explore MIG layouts: the core's ranking in a dialog, a layout opened on the canvas
// as one undo step.

#include "catch_qt.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "analysis/miglayoutsearch.h"
#include "sharing/validate.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/migexplorerdialog.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QUndoStack>

#include <algorithm>
#include <vector>

using namespace gpuk;
using namespace gpuk::test;

namespace {

bool waitRanked(MigExplorerDialog *d)
{
    return waitUntil([d] { return !d->isComputing(); }, 60000);
}

// Screenshots for review when GPUK_EXPLORER_SHOTS names a folder (not written otherwise).
void shoot(QWidget *w, const char *name)
{
    const QByteArray dir = qgetenv("GPUK_EXPLORER_SHOTS");
    if (dir.isEmpty())
        return;
    w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name));
}

} // namespace

TEST_CASE("Explore MIG layouts ranks the layouts from the search's plan and opens the third one on the canvas as one "
          "undo step",
          "[explorer]")
{
    ActiveWindow shown(QSize(1366, 768));
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    settle();
    Document *doc = w.document();
    auto *action = w.findChild<QAction *>(QStringLiteral("exploreMigAction"));
    REQUIRE(action);
    CHECK(action->isEnabled());
    action->trigger();
    MigExplorerDialog *d = w.migExplorer();
    REQUIRE(d);
    REQUIRE(waitRanked(d));
    settle();
    CHECK_FALSE(d->wasCancelled());
    const MigRanking &r = d->ranking().ranking;
    REQUIRE(r.entries.size() == size_t(MigExplorerDialog::kEntries));
    REQUIRE(d->cards().size() == MigExplorerDialog::kEntries);

    // The first entry is the search's plan (the GUI's horizon, as a switch to MIG searches).
    const Scenario scenario = doc->scenarioWithPlan();
    const MigSearchResult s = searchMigLayout(scenario, guiMigHorizon);
    REQUIRE(s.placed);
    const MigRankedLayout &first = r.entries.front();
    CHECK(first.tenantMargins == s.tenantMargins);
    REQUIRE(first.instances.size() == s.instances.size());
    for (size_t j = 0; j < s.instances.size(); ++j) {
        CHECK(first.instances[j].profile == s.instances[j].profile);
        CHECK(first.instances[j].start == s.instances[j].start);
        CHECK(first.instances[j].tenants == s.instances[j].tenants);
    }
    // Each card states its figures and its fragmentation.
    for (int k = 0; k < d->cards().size(); ++k) {
        const auto *label = d->cards().at(k)->findChild<QLabel *>();
        REQUIRE(label);
        INFO(label->text().toStdString());
        CHECK(label->text().contains(QStringLiteral("#%1: ").arg(k + 1)));
        CHECK(label->text().contains(QStringLiteral("compute slices")));
        CHECK(label->text().contains(QStringLiteral("Margin to the SLO")));
        CHECK(label->text().contains(QStringLiteral("Free compute slices: ")));
    }
    shoot(&w, "explorer-window.png");
    shoot(d, "explorer-dialog.png");
    // In the kitchen skin the cards name what the kitchen canvas shows (stove sections, pantry
    // shelves), with the same figures; the dialog follows the window's skin.
    const QString technical = d->entryText(0);
    w.setSkin(Skin::Kitchen);
    settle();
    CHECK(d->skin() == Skin::Kitchen);
    for (int k = 0; k < d->cards().size(); ++k) {
        const QString text = d->cards().at(k)->findChild<QLabel *>()->text();
        INFO(text.toStdString());
        CHECK(text == d->entryText(k));
        CHECK(text.contains(QStringLiteral("stove sections")));
        CHECK(text.contains(QStringLiteral("Free stove sections: ")));
        CHECK_FALSE(text.contains(QStringLiteral("compute slices")));
    }
    {
        // The numbers stay: every digit of the technical card is in the kitchen card, in order.
        static const QRegularExpression digits(QStringLiteral("[0-9.−-]+"));
        QStringList a, b;
        for (auto m = digits.globalMatch(technical); m.hasNext();)
            a << m.next().captured();
        for (auto m = digits.globalMatch(d->entryText(0)); m.hasNext();)
            b << m.next().captured();
        CHECK(a == b);
    }
    shoot(d, "explorer-dialog-kitchen.png");
    w.setSkin(Skin::Technical);
    settle();
    CHECK(d->entryText(0) == technical);

    // The third entry on the canvas: one undo step, in MIG mode; undo gives the plan back.
    const SharingPlan before = doc->plan();
    const int steps = doc->undoStack()->count();
    const SharingPlan third = d->planOf(2);
    REQUIRE(!(third == before));
    auto *open = d->findChild<QPushButton *>(QStringLiteral("migExplorerOpen3"));
    REQUIRE(open);
    open->click();
    settle();
    CHECK(doc->undoStack()->count() == steps + 1);
    CHECK(doc->plan().mode == Mode::Mig);
    CHECK(doc->plan() == third);
    CHECK(doc->plan().mig.instances.size() == r.entries[2].instances.size());
    CHECK(!hasErrors(validatePlan(doc->scenario(), *doc->scenario().gpu(), doc->plan(), "sharing")));
    CHECK(doc->undoStack()->undoText().contains(d->layoutText(2)));
    shoot(&w, "explorer-opened-third.png");
    CHECK(w.migExplorer() == d); // a plan opened from it leaves it open
    doc->undoStack()->undo();
    settle();
    CHECK(doc->plan() == before);
    CHECK(doc->undoStack()->count() == steps + 1); // the step stays for redo
    d->close();
    settle();
}

TEST_CASE("Explore MIG layouts can be cancelled, and is disabled on a GPU without MIG", "[explorer]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    settle();
    auto *action = w.findChild<QAction *>(QStringLiteral("exploreMigAction"));
    REQUIRE(action);
    action->trigger();
    MigExplorerDialog *d = w.migExplorer();
    REQUIRE(d);
    d->cancel();
    REQUIRE(waitRanked(d));
    CHECK(d->wasCancelled());
    CHECK(d->ranking().ranking.entries.empty());
    CHECK(d->cards().isEmpty());
    d->close();
    settle();

    REQUIRE(w.openFile(QStringLiteral(GPUK_SOURCE_DIR "/tests/data/custom-gpu.gpuk.json")));
    settle();
    REQUIRE(w.document()->scenario().gpu());
    CHECK_FALSE(w.document()->scenario().gpu()->supportsMig());
    CHECK_FALSE(action->isEnabled());
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/seed-a100-mig.gpuk.json")));
    settle();
    CHECK(action->isEnabled());
}

TEST_CASE("Explore MIG layouts, where every layout misses the LLM's SLO, ranks by the other margins and says which SLOs "
          "each layout meets",
          "[explorer]")
{
    ActiveWindow shown(QSize(1366, 768));
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    REQUIRE(switchGpu(w, QStringLiteral("H100-PCIE-80GB")));
    Document *doc = w.document();
    int llm = -1;
    for (size_t i = 0; i < doc->scenario().tenants.size(); ++i)
        if (doc->scenario().tenants[i].id == "llm")
            llm = int(i);
    REQUIRE(llm >= 0);
    // an SLO of 1 ms no layout can meet for an LLM answer
    doc->undoStack()->push(new EditTenantCommand(doc, llm, TenantField::SloMs, 1.0));
    settle();
    auto *action = w.findChild<QAction *>(QStringLiteral("exploreMigAction"));
    REQUIRE(action);
    REQUIRE(action->isEnabled());
    action->trigger();
    MigExplorerDialog *d = w.migExplorer();
    REQUIRE(d);
    REQUIRE(waitRanked(d));
    settle();
    const MigRanking &r = d->ranking().ranking;
    REQUIRE(r.entries.size() >= 3);
    for (int k = 0; k < 3; ++k) {
        const MigRankedLayout &e = r.entries[size_t(k)];
        CHECK_FALSE(e.allSlosMet);
        CHECK(e.tenantMargins[size_t(llm)] < 0);
        const auto *label = d->cards().at(k)->findChild<QLabel *>();
        REQUIRE(label);
        INFO(label->text().toStdString());
        // the two best keep the other two SLOs; further down a second one is missed
        CHECK(label->text().contains(k < 2 ? QStringLiteral("SLOs met: 2 of 3") : QStringLiteral("SLOs met: ")));
        if (k > 0) { // leximin: the worst margin first, then the next worst
            std::vector<double> a = r.entries[size_t(k - 1)].tenantMargins, b = e.tenantMargins;
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            CHECK_FALSE(std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end()));
        }
    }
    shoot(d, "explorer-dialog-missed.png");
    d->close();
    settle();
}
