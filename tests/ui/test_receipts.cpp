// Help → Receipts…: the dialog computes the table in the background, shows a busy indicator
// meanwhile, then fills a sortable table whose source cells carry their links; it fits a
// 1366×768 screen and speaks Chinese.

#include "catch_qt.h"
#include "support/testsupport.h"

#include "analysis/receipts.h"
#include "io/receipttext.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/profilenamesdialog.h"
#include "ui/shell/receiptsdialog.h"
#include "ui/document/document.h"
#include "analysis/profilecompare.h"

#include <QAction>
#include <QComboBox>
#include <QLocale>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QTableWidget>
#include <QTextBrowser>

using namespace gpuk;
using namespace gpuk::test;

TEST_CASE("The receipts dialog fills its sortable table in the background, one row per receipt, sources as links",
          "[receipts][shell]")
{
    ReceiptsDialog dialog;
    QTableWidget *table = dialog.table();
    REQUIRE(table);
    CHECK(table->rowCount() == 0);
    dialog.show();
    CHECK(dialog.isComputing());
    auto *busy = dialog.findChild<QProgressBar *>(QStringLiteral("receiptsBusy"));
    REQUIRE(busy);
    CHECK(busy->minimum() == 0);
    CHECK(busy->maximum() == 0); // a busy indicator, not a fake percentage
    REQUIRE(waitUntil([&] { return dialog.isFilled(); }, 20000));
    settle();
    CHECK_FALSE(busy->isVisible());

    const auto &rows = receiptTable();
    REQUIRE(table->rowCount() == int(rows.size()));
    CHECK(table->columnCount() == ReceiptsDialog::ColumnCount);
    CHECK(table->isSortingEnabled());
    for (int r = 0; r < table->rowCount(); ++r) {
        const Receipt *row = findReceipt(table->item(r, ReceiptsDialog::SourceColumn)->data(ReceiptsDialog::IdRole)
                                             .toString()
                                             .toStdString());
        REQUIRE(row);
        INFO(row->id);
        CHECK(table->item(r, ReceiptsDialog::SourceColumn)->data(ReceiptsDialog::UrlRole).toString()
              == QString::fromStdString(row->source.url));
        CHECK(table->item(r, ReceiptsDialog::SourceColumn)->font().underline());
        CHECK(table->item(r, ReceiptsDialog::SetupColumn)->text() == receiptText(row->setup));
        CHECK(table->item(r, ReceiptsDialog::PublishedColumn)->text() == receiptPublishedText(*row));
        CHECK_FALSE(table->item(r, ReceiptsDialog::EngineColumn)->text().isEmpty());
        CHECK(table->item(r, ReceiptsDialog::ToleranceColumn)->text() == receiptToleranceText(row->tolerance));
        const QString status = table->item(r, ReceiptsDialog::StatusColumn)->text();
        CHECK((status == receiptStatusText(ReceiptStatus::Matched) || status == receiptStatusText(ReceiptStatus::KnownGap)));
    }

    // sorting by gap orders the rows by the number, not by the text
    table->sortItems(ReceiptsDialog::GapColumn, Qt::AscendingOrder);
    for (int r = 1; r < table->rowCount(); ++r)
        CHECK(table->item(r - 1, ReceiptsDialog::GapColumn)->data(Qt::UserRole).toDouble()
              <= table->item(r, ReceiptsDialog::GapColumn)->data(Qt::UserRole).toDouble());

    // the selected row's details: its link, its parameters and whether the row calibrates them
    table->selectRow(0);
    settle();
    auto *details = dialog.findChild<QTextBrowser *>(QStringLiteral("receiptsDetails"));
    REQUIRE(details);
    const QString url = table->item(0, ReceiptsDialog::SourceColumn)->data(ReceiptsDialog::UrlRole).toString();
    CHECK(details->toHtml().contains(url.toHtmlEscaped()));
    CHECK(details->openExternalLinks());

    auto *summary = dialog.findChild<QLabel *>(QStringLiteral("receiptsSummary"));
    REQUIRE(summary);
    CHECK(summary->text().contains(QStringLiteral("0 unexpected")));

    // readable at 1366×768
    CHECK(dialog.width() <= 1366);
    CHECK(dialog.height() <= 768);
}

TEST_CASE("Help has Receipts… opening the receipts dialog, in Chinese too", "[receipts][shell]")
{
    MainWindow w;
    auto *help = w.findChild<QMenu *>(QStringLiteral("helpMenu"));
    auto *action = w.findChild<QAction *>(QStringLiteral("receiptsAction"));
    REQUIRE(help);
    REQUIRE(action);
    CHECK(help->actions().contains(action));
    CHECK(action->text().contains(QStringLiteral("Receipts")));
    action->trigger();
    auto *dialog = w.findChild<ReceiptsDialog *>(QStringLiteral("receiptsDialog"));
    REQUIRE(dialog);
    CHECK(dialog->isVisible());
    REQUIRE(waitUntil([&] { return dialog->isFilled(); }, 20000));

    LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN"));
    settle();
    CHECK(action->text().contains(QStringLiteral("对照")));
    CHECK(dialog->table()->horizontalHeaderItem(ReceiptsDialog::GapColumn)->text() == QStringLiteral("差距"));
    bool anyKnownGap = false;
    for (int r = 0; r < dialog->table()->rowCount(); ++r)
        anyKnownGap = anyKnownGap
                      || dialog->table()->item(r, ReceiptsDialog::StatusColumn)->text() == QStringLiteral("已知差距");
    CHECK(anyKnownGap);
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    settle();
    CHECK(dialog->table()->horizontalHeaderItem(ReceiptsDialog::GapColumn)->text() == QStringLiteral("Gap"));
}

TEST_CASE("Help > One profile name, many GPUs shows each GPU's slice of the name from the catalog, the scenario's GPU in bold",
          "[receipts][profilenames]")
{
    MainWindow w;
    w.openDemo(); // the seed article's A100-40GB in MIG
    auto *action = w.findChild<QAction *>(QStringLiteral("profileNamesAction"));
    REQUIRE(action);
    auto *help = w.findChild<QMenu *>(QStringLiteral("helpMenu"));
    REQUIRE(help);
    CHECK(help->actions().contains(action));
    action->trigger();
    settle();
    auto *dialog = w.findChild<ProfileNamesDialog *>();
    REQUIRE(dialog);
    CHECK(dialog->isVisible());
    // It opens on the first profile of the plan that another GPU has too, else on the first name
    // whose slice differs between GPUs (the demo's A100-40GB profiles are that GPU's alone).
    const SharingPlan &plan = w.document()->plan();
    std::string expected;
    for (const MigInstancePlan &instance : plan.mig.instances)
        if (expected.empty() && profileAcrossGpus(instance.profile, catalogMigGpus(), 0.5).size() >= 2)
            expected = instance.profile;
    const std::vector<std::string> differ = namesThatDifferAcrossGpus();
    REQUIRE_FALSE(differ.empty());
    CHECK(dialog->profile().toStdString() == (expected.empty() ? differ.front() : expected));

    const std::vector<const GpuModel *> gpus = catalogMigGpus();
    dialog->showProfile(QStringLiteral("1g.10gb"));
    for (const double beta : {0.0, 0.5, 1.0}) {
        dialog->setBeta(beta);
        settle();
        const std::vector<ProfileOnGpu> rows = profileAcrossGpus("1g.10gb", gpus, beta);
        QTableWidget *table = dialog->table();
        REQUIRE(table->rowCount() == int(rows.size()));
        REQUIRE(rows.size() >= 2);
        for (int i = 0; i < table->rowCount(); ++i) {
            const ProfileOnGpu &r = rows[size_t(i)];
            INFO(r.gpu->id << " at beta " << beta);
            CHECK(table->item(i, ProfileNamesDialog::GpuColumn)->text().toStdString() == r.gpu->displayName);
            const QString sms = table->item(i, ProfileNamesDialog::SmsColumn)->text();
            if (r.sms.value)
                CHECK(sms.startsWith(QString::number(*r.sms.value)));
            if (r.sms.quality != DataQuality::Verified)
                CHECK(sms.contains(QLatin1Char('(')));
            const QString time = table->item(i, ProfileNamesDialog::TimeColumn)->text();
            if (r.timeFactor.value)
                CHECK(time.startsWith(QLocale().toString(*r.timeFactor.value, 'f', 2)));
            CHECK(table->item(i, ProfileNamesDialog::GpuColumn)->font().bold() == (r.gpu->id == w.gpuId().toStdString()));
        }
        // The sentence under the table names the range of SMs the name stands for.
        CHECK(dialog->summary().contains(QStringLiteral("1g.10gb")));
    }
    // Every name offered is held by two GPUs or more.
    for (int i = 0; i < dialog->profileCombo()->count(); ++i)
        CHECK(profileAcrossGpus(dialog->profileCombo()->itemText(i).toStdString(), gpus, 0.5).size() >= 2);
    dialog->close();
}
