#pragma once

// The first-run welcome: instead of a running wall of numbers, four ways in —
// the five-minute tour, the challenges, the interview drill, or a blank GPU to build on — and the
// demo behind it, paused. Shown at start until "Show at start" is unticked (QSettings
// "welcome/showAtStart"); Help → Welcome… opens it again. Not modal: nothing waits for it.

#include <QDialog>

class QCheckBox;
class QCommandLinkButton;
class QLabel;

namespace gpuk {

class WelcomeDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Choice { None, Tour, Challenges, Drill, BlankGpu };
    explicit WelcomeDialog(QWidget *parent = nullptr);

    bool showAtStart() const;
    void setShowAtStart(bool on);
    Choice choice() const { return m_choice; }
    // Presses the button of `choice` (tests, scripts).
    void choose(Choice choice);

signals:
    void chosen(gpuk::WelcomeDialog::Choice choice);
    void showAtStartChanged(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QLabel *m_heading = nullptr;
    QLabel *m_intro = nullptr;
    QCommandLinkButton *m_tour = nullptr;
    QCommandLinkButton *m_challenges = nullptr;
    QCommandLinkButton *m_drill = nullptr;
    QCommandLinkButton *m_blank = nullptr;
    QCheckBox *m_atStart = nullptr;
    Choice m_choice = Choice::None;
};

} // namespace gpuk
