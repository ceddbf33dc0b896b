// Simulation > Compare the modes side by side: every mode at once, live on one clock, with the
// numbers of gpukitchen-cli compare.

#include "catch_qt.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "io/comparetext.h"
#include "io/results.h"
#include "analysis/receipts.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/simcontroller.h"
#include "ui/picture/picture.h"
#include "ui/shell/comparisonwindow.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace gpuk;
using namespace gpuk::test;

namespace {

ComparisonWindow *openComparison(MainWindow &w)
{
    auto *action = w.findChild<QAction *>(QStringLiteral("comparisonAction"));
    REQUIRE(action);
    action->trigger();
    ComparisonWindow *c = w.comparisonWindow();
    REQUIRE(c);
    REQUIRE(waitUntil([c] { return !c->isComputing(); }, 120000));
    return c;
}

QJsonObject withoutMachine(QJsonObject run)
{
    run.remove(QStringLiteral("wall_ms"));
    run.remove(QStringLiteral("facts"));
    return run;
}

QString cellText(QTableWidget *t, int row, int col)
{
    QString s = t->item(row, col) ? t->item(row, col)->text() : QString();
    return s.startsWith(QStringLiteral("★ ")) ? s.mid(2) : s;
}

} // namespace

TEST_CASE("Compare the modes side by side shows the numbers of compare --format json for every mode, tenant and claim, "
          "on every built-in",
          "[comparison]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QStringList names = QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.gpuk.json")});
    REQUIRE(names.size() >= 6);
    for (const QString &name : names) {
        INFO(name.toStdString());
        REQUIRE(w.openFile(QStringLiteral(":/scenarios/") + name));
        const QString file = dir.filePath(name);
        REQUIRE(w.saveAs(file));
        ComparisonWindow *c = openComparison(w);
        const CliProcess p = runCliBinary({QStringLiteral("compare"), file, QStringLiteral("--format"), QStringLiteral("json")});
        REQUIRE(p.rc == 0);
        const QJsonObject cli = QJsonDocument::fromJson(p.out).object();
        const QJsonArray cliModes = cli.value(QStringLiteral("modes")).toArray();
        const std::vector<RunResults> runs = comparedRuns(c->compared());
        const QJsonArray guiModes =
                compareResultsToJson(QString::fromStdString(w.scenario().name), runs).value(QStringLiteral("modes")).toArray();
        REQUIRE(guiModes.size() == cliModes.size());
        REQUIRE(c->facts().size() == runs.size());
        for (int i = 0; i < cliModes.size(); ++i) {
            INFO(cliModes[i].toObject().value(QStringLiteral("mode")).toString().toStdString());
            CHECK(withoutMachine(guiModes[i].toObject()) == withoutMachine(cliModes[i].toObject()));
            CHECK(modeFactsJson(c->facts()[size_t(i)]) == cliModes[i].toObject().value(QStringLiteral("facts")).toObject());
            // What the tables show is those runs: the GPUs per mode, each tenant's p99.
            CHECK(cellText(c->modeTable(), i, 1).toInt() == runs[size_t(i)].gpuStats.gpusUsed);
        }
        CHECK(articleClaimsJson(c->claims()) == cli.value(QStringLiteral("article_claims")).toArray());
        // Its exports are the CLI's bytes: CSV exactly, JSON but for the machine's wall times.
        const QString csvPath = dir.filePath(name + QStringLiteral(".csv"));
        const QString jsonPath = dir.filePath(name + QStringLiteral(".json"));
        REQUIRE(c->exportTo(csvPath, false));
        REQUIRE(c->exportTo(jsonPath, true));
        const CliProcess csv = runCliBinary({QStringLiteral("compare"), file, QStringLiteral("--format"), QStringLiteral("csv")});
        REQUIRE(csv.rc == 0);
        CHECK(readAll(csvPath) == csv.out);
        static const QRegularExpression wall(QStringLiteral("\"wall_ms\": [0-9.e+-]+"));
        CHECK(QString::fromUtf8(readAll(jsonPath)).replace(wall, QStringLiteral("\"wall_ms\": 0"))
              == QString::fromUtf8(p.out).replace(wall, QStringLiteral("\"wall_ms\": 0")));
        CHECK(c->modeTable()->rowCount() == int(runs.size()));
        CHECK(c->tenantTable()->rowCount() == int(runs.size() * w.scenario().tenants.size()));
        CHECK(c->claimTable()->rowCount() == int(std::size(allArticleAxes)));
        // One live canvas per mode run, each drawing its mode's plan.
        REQUIRE(c->canvases().size() == runs.size());
        for (size_t i = 0; i < runs.size(); ++i)
            CHECK(c->canvases()[i]->model().mode() == runs[i].mode);
        c->close();
        settle();
    }
}

TEST_CASE("The side-by-side canvases play in lock step: every mode's run is at the same simulated time", "[comparison]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    ComparisonWindow *c = openComparison(w);
    c->pause();
    REQUIRE(c->runners().size() >= 5);
    double last = c->clock();
    for (int k = 0; k < 5; ++k) {
        const double now = c->tick(0.2);
        CHECK(now >= last);
        last = now;
        for (SimController *r : c->runners())
            CHECK(r->simTime() == Approx(now).margin(1e-9));
        for (GpuCanvas *canvas : c->canvases())
            CHECK(canvas->snapshot().timeS == Approx(now).margin(1e-9));
    }
    CHECK(last > 0);
}

TEST_CASE("Each side-by-side canvas is a view of its mode's own Picture, and its words are that Picture's, in both skins",
          "[comparison][picture]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    for (const QString &file : MainWindow::builtinScenarioFiles()) {
        INFO(file.toStdString());
        REQUIRE(w.openFile(file));
        ComparisonWindow *c = openComparison(w);
        for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
            c->setSkin(skin);
            c->pause();
            for (int i = 0; i < 4; ++i) // small steps: a sanitizer build's runners keep up within a frame
                c->tick(0.05);
            settle();
            REQUIRE(c->pictures().size() == c->canvases().size());
            for (size_t k = 0; k < c->pictures().size(); ++k) {
                const Picture *p = c->pictures()[k];
                const GpuCanvas *canvas = c->canvases()[k];
                INFO(modeName(p->plan().mode));
                CHECK(canvas->picture() == p);
                CHECK(p->skin() == skin);
                CHECK(canvas->model().mode() == p->plan().mode);
                CHECK(p->plan().mode == comparedRuns(c->compared())[k].mode);
                CHECK(canvas->model().skin() == skin);
                CHECK(p->runner() == c->runners()[k]);
                CHECK(p->snapshot().timeS == Approx(c->clock()).margin(1e-9));
                // The words under the canvas are the Picture's SLO words, the status bar's rule.
                CHECK(c->statusText(k) == p->sloStatusParts(true).join(QStringLiteral(" · ")));
            }
        }
        c->close();
        settle();
    }
}

TEST_CASE("The best of each column is marked and said in a sentence, and a mode opens on the canvas as one undo step",
          "[comparison]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    ComparisonWindow *c = openComparison(w);
    // GPUs: exclusive needs one per tenant, the shared modes one: the fewest are marked.
    QTableWidget *t = c->modeTable();
    int fewest = 1 << 30;
    for (int r = 0; r < t->rowCount(); ++r)
        fewest = std::min(fewest, cellText(t, r, 1).toInt());
    for (int r = 0; r < t->rowCount(); ++r)
        CHECK(t->item(r, 1)->text().startsWith(QStringLiteral("★ ")) == (cellText(t, r, 1).toInt() == fewest));
    CHECK(c->bestText().contains(QStringLiteral("Fewest GPUs")));
    // Every known gap of the model that a compared plan stands in is said under the table, with
    // its receipt: the numbers above are the model's, and there real GPUs measured otherwise.
    int gaps = 0;
    for (const ComparedMode &m : c->compared())
        for (const KnownGapHere &gap : knownGapsFor(w.scenario(), m.plan.choice.plan)) {
            INFO(modeName(m.plan.mode) << " " << gap.receipt->id);
            CHECK(c->bestText().contains(QString::fromStdString(gap.receipt->id)));
            ++gaps;
        }
    CHECK(gaps > 0); // MPS and time-slicing of this RAG service stand in some

    const Mode before = w.mode();
    auto *open = c->findChild<QPushButton *>(QStringLiteral("comparisonOpen_mps"));
    REQUIRE(open);
    const int steps = w.document()->undoStack()->count();
    open->click();
    settle();
    CHECK(w.mode() == Mode::Mps);
    CHECK(w.document()->undoStack()->count() == steps + 1);
    CHECK(w.comparisonWindow() == c); // opening a mode does not make the comparison stale
    w.document()->undoStack()->undo();
    CHECK(w.mode() == before);
}
