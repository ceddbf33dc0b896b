// File > Export: the configuration dialog gives the CLI's bytes; the picture as PNG and SVG.

#include "catch_qt.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "io/exports.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/document.h"
#include "ui/shell/exportdialog.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QSet>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>

using namespace gpuk;
using namespace gpuk::test;

TEST_CASE("File > Export > Configuration shows, for every built-in and target, the bytes gpukitchen-cli export writes",
          "[export]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto *action = w.findChild<QAction *>(QStringLiteral("exportConfigAction"));
    REQUIRE(action);
    const QStringList builtins = MainWindow::builtinScenarioFiles();
    REQUIRE(builtins.size() >= 5);
    int compared = 0, refused = 0;
    for (const QString &builtin : builtins) {
        INFO(builtin.toStdString());
        REQUIRE(w.openFile(builtin));
        settle();
        // The scenario as the CLI reads it: saved with the plan shown as its active plan.
        const QString file = dir.filePath(QFileInfo(builtin).fileName());
        REQUIRE(w.saveAs(file));
        action->trigger();
        ExportDialog *dialog = w.exportDialog();
        REQUIRE(dialog);
        REQUIRE(dialog->isVisible());
        for (ExportTarget target : allExportTargets) {
            INFO("target " << exportTargetName(target));
            dialog->selectTarget(target);
            REQUIRE(dialog->target() == target);
            const CliProcess cli = runCliBinary({QStringLiteral("export"), file, QStringLiteral("--to"),
                                          QString::fromLatin1(exportTargetName(target))});
            auto *preview = dialog->findChild<QPlainTextEdit *>(QStringLiteral("exportPreview"));
            REQUIRE(preview);
            if (cli.rc == 0) {
                CHECK(dialog->text().toUtf8() == cli.out);
                CHECK(preview->toPlainText() == dialog->text());
                CHECK(dialog->findChild<QPushButton *>(QStringLiteral("exportSave"))->isEnabled());
                ++compared;
            } else {
                // The CLI refuses with the reason; the dialog says the same reason, and offers nothing to save.
                CHECK(cli.rc == 2);
                CHECK(dialog->text().isEmpty());
                REQUIRE_FALSE(dialog->errorText().isEmpty());
                CHECK(QString::fromUtf8(cli.err).contains(dialog->errorText()));
                CHECK(preview->toPlainText().isEmpty());
                CHECK_FALSE(dialog->findChild<QPushButton *>(QStringLiteral("exportSave"))->isEnabled());
                ++refused;
            }
        }
        dialog->close();
        settle();
        CHECK(w.exportDialog() == nullptr);
    }
    // Both paths were taken: every built-in has at least one target its plan can be written as.
    CHECK(compared >= builtins.size());
    CHECK(refused > 0);
}

TEST_CASE("The export dialog saves a script with its execute bits and YAML without, atomically, and closes on an edit",
          "[export]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window; // the demo: a MIG plan on an A100-40GB
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QString asked;
    w.setSaveFileNamePrompt([&](const QString &suggested) {
        asked = suggested;
        return dir.filePath(QFileInfo(suggested).fileName());
    });
    w.showExportDialog();
    ExportDialog *dialog = w.exportDialog();
    REQUIRE(dialog);

    dialog->selectTarget(ExportTarget::NvidiaSmi);
    REQUIRE_FALSE(dialog->text().isEmpty());
    dialog->findChild<QPushButton *>(QStringLiteral("exportSave"))->click();
    CHECK(asked.endsWith(QStringLiteral("-nvidia-smi.sh")));
    const QString script = dir.filePath(QFileInfo(asked).fileName());
    {
        QFile f(script);
        REQUIRE(f.open(QIODevice::ReadOnly));
        CHECK(f.readAll() == dialog->text().toUtf8());
    }
    CHECK(QFileInfo(script).isExecutable());

    dialog->selectTarget(ExportTarget::MigParted);
    dialog->findChild<QPushButton *>(QStringLiteral("exportSave"))->click();
    CHECK(asked.endsWith(QStringLiteral("-mig-parted.yaml")));
    const QString yaml = dir.filePath(QFileInfo(asked).fileName());
    CHECK(QFileInfo(yaml).size() == dialog->text().toUtf8().size());
    CHECK_FALSE(QFileInfo(yaml).isExecutable());

    // A target the plan cannot be written as: nothing to save, and the reason shown.
    dialog->selectTarget(ExportTarget::MpsEnv);
    CHECK(dialog->text().isEmpty());
    CHECK_FALSE(dialog->saveTo(dir.filePath(QStringLiteral("nothing.sh"))));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("nothing.sh"))));

    // A directory is refused with the reason, and nothing is written there.
    dialog->selectTarget(ExportTarget::MigParted);
    QString why;
    CHECK_FALSE(dialog->saveTo(dir.path(), &why));
    CHECK_FALSE(why.isEmpty());

    // The picture changes (a mode switch): the dialog would show a stale plan, so it closes.
    w.setMode(Mode::Mps);
    waitForPlanSearch(w);
    settle();
    CHECK(w.exportDialog() == nullptr);
}

TEST_CASE("File > Export saves the GPU picture as a PNG at twice its pixels and as an SVG with its words", "[export]")
{
    ActiveWindow shown(QSize(1366, 768));
    MainWindow &w = shown.window;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto *menu = w.findChild<QMenu *>(QStringLiteral("exportMenu"));
    REQUIRE(menu);
    CHECK(menu->actions().contains(w.findChild<QAction *>(QStringLiteral("exportPngAction"))));
    CHECK(menu->actions().contains(w.findChild<QAction *>(QStringLiteral("exportSvgAction"))));
    const QSize size = w.canvas()->size();
    REQUIRE(size.width() > 300);

    w.setSaveFileNamePrompt([&](const QString &suggested) { return dir.filePath(QFileInfo(suggested).fileName()); });
    w.findChild<QAction *>(QStringLiteral("exportPngAction"))->trigger();
    const QStringList pngs = QDir(dir.path()).entryList({QStringLiteral("*.png")});
    REQUIRE(pngs.size() == 1);
    const QImage png(dir.filePath(pngs.front()));
    REQUIRE_FALSE(png.isNull());
    CHECK(png.size() == size * 2);
    CHECK(w.statusBar()->currentMessage().startsWith(QStringLiteral("Picture saved to")));
    // Not a blank image: the picture has many colours.
    QSet<QRgb> colours;
    for (int y = 0; y < png.height(); y += 7)
        for (int x = 0; x < png.width(); x += 7)
            colours.insert(png.pixel(x, y));
    CHECK(colours.size() > 20);

    const QString svgPath = dir.filePath(QStringLiteral("picture.svg"));
    QString why;
    REQUIRE(w.exportPicture(svgPath, MainWindow::PictureFormat::Svg, &why));
    QSvgRenderer svg(svgPath);
    REQUIRE(svg.isValid());
    CHECK(svg.viewBox() == QRect(QPoint(0, 0), size));
    QFile f(svgPath);
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    // Words are drawn as text, not as pictures of text: every tenant's name (whole, or cut short
    // with "…" where the picture cuts it at this size) can be found in it.
    CHECK(text.count(QStringLiteral("<text")) > 20);
    CHECK_FALSE(text.contains(QStringLiteral("<image")));
    for (const Tenant &t : w.scenario().tenants) {
        INFO("tenant " << t.name);
        CHECK(text.contains(QString::fromStdString(t.name).left(5).toHtmlEscaped()));
    }

    // The kitchen too: its words are text in the SVG, not pictures of text.
    w.setSkin(Skin::Kitchen);
    settle();
    const QString kitchenPath = dir.filePath(QStringLiteral("kitchen.svg"));
    REQUIRE(w.exportPicture(kitchenPath, MainWindow::PictureFormat::Svg, &why));
    QFile k(kitchenPath);
    REQUIRE(k.open(QIODevice::ReadOnly));
    const QString kitchenText = QString::fromUtf8(k.readAll());
    CHECK(QSvgRenderer(kitchenPath).isValid());
    CHECK(kitchenText.count(QStringLiteral("<text")) > 20);
    for (const Tenant &t : w.scenario().tenants) {
        INFO("tenant " << t.name);
        CHECK(kitchenText.contains(QString::fromStdString(t.name).left(5).toHtmlEscaped()));
    }

    // A path that cannot be written: refused with the reason, nothing crashes.
    CHECK_FALSE(w.exportPicture(dir.path(), MainWindow::PictureFormat::Png, &why));
    CHECK_FALSE(why.isEmpty());
}
