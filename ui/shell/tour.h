#pragma once

// The five-minute tour: ten steps over the built-in RAG customer-service
// scenario, each setting the scene itself (mode, skin, a fault, the run playing) and saying in two
// or three sentences what to look at, with the part of the window it speaks of framed. A bar
// between the picture and the narrator line, so it covers nothing; Back, Next and End; PageDown and
// PageUp step it in presentation mode. Numbers in its words are read from the scenario's GPU (the
// catalog), never typed into a sentence; what a mode does to the run is left for the picture and
// the narrator to show, so the tour cannot contradict the engine.

#include <QPointer>
#include <QWidget>

#include <functional>
#include <vector>

class QLabel;
class QPushButton;

namespace gpuk {

class MainWindow;

class TourBar : public QWidget
{
    Q_OBJECT

public:
    TourBar(MainWindow *window, QWidget *parent);

    void start();            // opens the tour's scenario at step 1
    void stop();             // ends it: the bar and the frame go, the scenario stays
    // The window is going: the tour stops watching it, quietly (no signal, no frame).
    void detach();
    bool isRunning() const { return m_step >= 0; }
    int step() const { return m_step; } // 0-based, -1 when not running
    int stepCount() const { return int(m_steps.size()); }
    QString stepTitle() const;
    QString stepText() const;
    QWidget *stepTarget() const; // the part of the window the step frames

public slots:
    void next();             // past the last step: stops
    void back();

signals:
    void stepChanged(int step);
    void finished();
    void challengesRequested(); // the last step's "Open the first challenge"

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Step
    {
        std::function<void()> enter;
        std::function<QString()> title;
        std::function<QString()> text;
        std::function<QWidget *()> target;
        bool charts = false; // the charts dock shown (hidden otherwise: the picture takes the height)
    };
    void buildSteps();
    void show(int step);
    void updateTexts();
    void placeFrame();

    MainWindow *m_window;
    std::vector<Step> m_steps;
    int m_step = -1;
    QLabel *m_position = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_end = nullptr;
    QPushButton *m_challenges = nullptr;
    QWidget *m_frame = nullptr;           // the highlight around the step's target
    QPointer<QWidget> m_framed;
    bool m_chartsWereShown = true;
};

} // namespace gpuk
