#pragma once

// Help → Receipts…: the model beside published measurements (analysis/receipts.h). The engine's
// figures are computed in the background when the dialog opens (a busy indicator meanwhile),
// then shown in a sortable table: source (a link), setup, published, engine, gap, tolerance,
// status; the selected row's details (parameters, whether the row calibrates them, the reason
// of a known gap) below it.

#include "analysis/receipts.h"

#include <QDialog>
#include <QFutureWatcher>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QTableWidget;
class QTextBrowser;

namespace gpuk {

class ReceiptsDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { SourceColumn, SetupColumn, PublishedColumn, EngineColumn, GapColumn, ToleranceColumn,
                  StatusColumn, ColumnCount };
    // Role of the source column's items holding the source URL.
    static constexpr int UrlRole = Qt::UserRole + 1;
    // Role of every item holding the row's id.
    static constexpr int IdRole = Qt::UserRole + 2;

    explicit ReceiptsDialog(QWidget *parent = nullptr);
    ~ReceiptsDialog() override;

    // Starts computing the table in the background (once; show() calls it).
    void start();
    bool isComputing() const;
    bool isFilled() const { return !m_results.empty(); }
    QTableWidget *table() const { return m_table; }

signals:
    void filled();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void fill();
    void showDetails();
    void openSourceOf(int row);

    QLabel *m_intro = nullptr;
    QLabel *m_busyLabel = nullptr;
    QProgressBar *m_busy = nullptr;
    QTableWidget *m_table = nullptr;
    QTextBrowser *m_details = nullptr;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QFutureWatcher<std::vector<ReceiptResult>> m_watcher;
    std::vector<ReceiptResult> m_results;
    bool m_started = false;
};

} // namespace gpuk
