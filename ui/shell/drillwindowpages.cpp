// The drill window's three pages, built once (ui/shell/drillwindow.h); their words are set by
// DrillWindow::retranslate and their contents by showQuestion / showResults.

#include "drillwindow.h"

#include "io/drillsummary.h"
#include "ui/panels/wrappedlabel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDateTime>
#include <QDoubleValidator>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuk {

namespace {

// A page's content in a scroll area, so a long question or review never pushes the buttons off a
// 1366×768 screen.
QScrollArea *scrolled(QWidget *content, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(content);
    return area;
}

} // namespace

void DrillWindow::buildStartPage()
{
    auto *content = new QWidget;
    auto *v = new QVBoxLayout(content);
    m_intro = wrappedLabel(content, "drillIntro");
    v->addWidget(m_intro);

    m_practiceBox = new QGroupBox(content);
    m_practiceBox->setObjectName(QStringLiteral("drillPractice"));
    auto *pv = new QVBoxLayout(m_practiceBox);
    auto *grid = new QGridLayout;
    int i = 0;
    for (const char *c : quizCategories) {
        auto *box = new QCheckBox(m_practiceBox);
        box->setObjectName(QStringLiteral("drillCategory_%1").arg(QString::fromLatin1(c)));
        box->setProperty("category", QString::fromLatin1(c));
        box->setChecked(true);
        grid->addWidget(box, i / 4, i % 4);
        m_categoryBoxes << box;
        ++i;
    }
    pv->addLayout(grid);
    auto *prow = new QHBoxLayout;
    m_practiceCountLabel = new QLabel(m_practiceBox);
    m_practiceCount = new QSpinBox(m_practiceBox);
    m_practiceCount->setObjectName(QStringLiteral("drillPracticeCount"));
    m_practiceCount->setRange(1, std::max(1, int(m_bank.questions.size())));
    m_practiceCount->setValue(std::min(10, m_practiceCount->maximum()));
    m_practiceCountLabel->setBuddy(m_practiceCount);
    m_practiceStart = new QPushButton(m_practiceBox);
    m_practiceStart->setObjectName(QStringLiteral("drillPracticeStart"));
    prow->addWidget(m_practiceCountLabel);
    prow->addWidget(m_practiceCount);
    prow->addStretch();
    prow->addWidget(m_practiceStart);
    pv->addLayout(prow);
    v->addWidget(m_practiceBox);
    connect(m_practiceStart, &QPushButton::clicked, this, [this] {
        QStringList cats;
        for (QCheckBox *b : m_categoryBoxes)
            if (b->isChecked())
                cats << b->property("category").toString();
        if (cats.isEmpty())
            return;
        startPractice(cats.size() == m_categoryBoxes.size() ? QStringList() : cats, m_practiceCount->value(),
                      quint32(QDateTime::currentMSecsSinceEpoch()));
    });

    m_mockBox = new QGroupBox(content);
    m_mockBox->setObjectName(QStringLiteral("drillMock"));
    auto *mv = new QVBoxLayout(m_mockBox);
    m_mockIntro = wrappedLabel(m_mockBox);
    mv->addWidget(m_mockIntro);
    auto *mrow = new QHBoxLayout;
    m_mockCountLabel = new QLabel(m_mockBox);
    m_mockCount = new QSpinBox(m_mockBox);
    m_mockCount->setObjectName(QStringLiteral("drillMockCount"));
    m_mockCount->setRange(1, std::max(1, int(m_bank.questions.size())));
    m_mockCount->setValue(std::min(12, m_mockCount->maximum()));
    m_mockCountLabel->setBuddy(m_mockCount);
    m_mockMinutesLabel = new QLabel(m_mockBox);
    m_mockMinutes = new QSpinBox(m_mockBox);
    m_mockMinutes->setObjectName(QStringLiteral("drillMockMinutes"));
    m_mockMinutes->setRange(1, 120);
    m_mockMinutes->setValue(20);
    m_mockMinutesLabel->setBuddy(m_mockMinutes);
    m_mockStart = new QPushButton(m_mockBox);
    m_mockStart->setObjectName(QStringLiteral("drillMockStart"));
    mrow->addWidget(m_mockCountLabel);
    mrow->addWidget(m_mockCount);
    mrow->addWidget(m_mockMinutesLabel);
    mrow->addWidget(m_mockMinutes);
    mrow->addStretch();
    mrow->addWidget(m_mockStart);
    mv->addLayout(mrow);
    v->addWidget(m_mockBox);
    connect(m_mockStart, &QPushButton::clicked, this, [this] {
        startMock(m_mockCount->value(), m_mockMinutes->value() * 60, quint32(QDateTime::currentMSecsSinceEpoch()));
    });

    m_checkBox = new QGroupBox(content);
    m_checkBox->setObjectName(QStringLiteral("drillCheck"));
    auto *cv = new QVBoxLayout(m_checkBox);
    m_checkState = wrappedLabel(m_checkBox, "drillCheckState");
    cv->addWidget(m_checkState);
    auto *crow = new QHBoxLayout;
    m_checkStart = new QPushButton(m_checkBox);
    m_checkStart->setObjectName(QStringLiteral("drillCheckStart"));
    crow->addStretch();
    crow->addWidget(m_checkStart);
    cv->addLayout(crow);
    v->addWidget(m_checkBox);
    connect(m_checkStart, &QPushButton::clicked, this, &DrillWindow::startBeforeAfter);
    v->addStretch();
    m_pages->addWidget(scrolled(content, m_pages));
}

void DrillWindow::buildQuestionPage()
{
    auto *page = new QWidget;
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *head = new QHBoxLayout;
    m_position = new QLabel(page);
    m_position->setObjectName(QStringLiteral("drillPosition"));
    QFont bold = m_position->font();
    bold.setBold(true);
    m_position->setFont(bold);
    m_category = new QLabel(page);
    m_category->setObjectName(QStringLiteral("drillCategory"));
    m_countdown = new QLabel(page);
    m_countdown->setObjectName(QStringLiteral("drillCountdown"));
    m_countdown->setFont(bold);
    head->addWidget(m_position);
    head->addWidget(m_category, 1);
    head->addWidget(m_countdown);
    outer->addLayout(head);

    auto *content = new QWidget;
    auto *v = new QVBoxLayout(content);
    m_question = wrappedLabel(content, "drillQuestion");
    QFont qf = m_question->font();
    qf.setPointSizeF(qf.pointSizeF() * 1.15);
    m_question->setFont(qf);
    v->addWidget(m_question);

    m_choicePane = new QWidget(content);
    m_choiceLayout = new QVBoxLayout(m_choicePane);
    m_choiceLayout->setContentsMargins(0, 0, 0, 0);
    m_choices = new QButtonGroup(this);
    v->addWidget(m_choicePane);

    m_numberPane = new QWidget(content);
    auto *nrow = new QHBoxLayout(m_numberPane);
    nrow->setContentsMargins(0, 0, 0, 0);
    m_numberLabel = new QLabel(m_numberPane);
    m_number = new QLineEdit(m_numberPane);
    m_number->setObjectName(QStringLiteral("drillNumber"));
    m_number->setValidator(new QDoubleValidator(m_number));
    m_number->setMaximumWidth(m_number->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 16);
    m_numberLabel->setBuddy(m_number);
    m_unit = new QLabel(m_numberPane);
    m_unit->setObjectName(QStringLiteral("drillUnit"));
    nrow->addWidget(m_numberLabel);
    nrow->addWidget(m_number);
    nrow->addWidget(m_unit);
    nrow->addStretch();
    v->addWidget(m_numberPane);
    connect(m_number, &QLineEdit::returnPressed, this, &DrillWindow::submit);

    m_explainPane = new QWidget(content);
    auto *ev = new QVBoxLayout(m_explainPane);
    ev->setContentsMargins(0, 0, 0, 0);
    m_explainLabel = new QLabel(m_explainPane);
    m_explainText = new QPlainTextEdit(m_explainPane);
    m_explainText->setObjectName(QStringLiteral("drillExplainText"));
    m_explainText->setMinimumHeight(m_explainText->fontMetrics().lineSpacing() * 4);
    m_explainText->setMaximumHeight(m_explainText->fontMetrics().lineSpacing() * 7);
    m_explainLabel->setBuddy(m_explainText);
    m_showModel = new QPushButton(m_explainPane);
    m_showModel->setObjectName(QStringLiteral("drillShowModel"));
    m_pointsLabel = wrappedLabel(m_explainPane, "drillPointsLabel");
    m_pointsLayout = new QVBoxLayout;
    ev->addWidget(m_explainLabel);
    ev->addWidget(m_explainText);
    auto *mrow = new QHBoxLayout;
    mrow->addWidget(m_showModel);
    mrow->addStretch();
    ev->addLayout(mrow);
    ev->addWidget(m_pointsLabel);
    ev->addLayout(m_pointsLayout);
    v->addWidget(m_explainPane);
    connect(m_showModel, &QPushButton::clicked, this, [this] {
        m_modelShown = true;
        showQuestion();
    });

    m_verdict = wrappedLabel(content, "drillVerdict");
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setOpenExternalLinks(true);
    m_verdict->setTextInteractionFlags(Qt::TextBrowserInteraction);
    v->addWidget(m_verdict);
    v->addStretch();
    outer->addWidget(scrolled(content, page), 1);

    auto *buttons = new QHBoxLayout;
    m_endRound = new QPushButton(page);
    m_endRound->setObjectName(QStringLiteral("drillEndRound"));
    m_showMe = new QPushButton(page);
    m_showMe->setObjectName(QStringLiteral("drillShowMe"));
    m_submit = new QPushButton(page);
    m_submit->setObjectName(QStringLiteral("drillSubmit"));
    m_submit->setDefault(true);
    m_next = new QPushButton(page);
    m_next->setObjectName(QStringLiteral("drillNext"));
    buttons->addWidget(m_endRound);
    buttons->addStretch();
    buttons->addWidget(m_showMe);
    buttons->addWidget(m_submit);
    buttons->addWidget(m_next);
    outer->addLayout(buttons);
    connect(m_submit, &QPushButton::clicked, this, &DrillWindow::submit);
    connect(m_next, &QPushButton::clicked, this, &DrillWindow::next);
    connect(m_endRound, &QPushButton::clicked, this, &DrillWindow::finishRound);
    connect(m_showMe, &QPushButton::clicked, this, [this] {
        if (m_session && !m_session->finished())
            showMe(m_session->current());
    });
    m_pages->addWidget(page);
}

void DrillWindow::buildResultPage()
{
    auto *page = new QWidget;
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *content = new QWidget;
    auto *v = new QVBoxLayout(content);
    m_resultTitle = wrappedLabel(content, "drillResultTitle");
    QFont tf = m_resultTitle->font();
    tf.setBold(true);
    tf.setPointSizeF(tf.pointSizeF() * 1.2);
    m_resultTitle->setFont(tf);
    v->addWidget(m_resultTitle);
    m_scoreLabel = wrappedLabel(content, "drillScore");
    v->addWidget(m_scoreLabel);
    m_categoryScores = wrappedLabel(content, "drillCategoryScores");
    m_categoryScores->setTextFormat(Qt::RichText);
    v->addWidget(m_categoryScores);
    m_conceptTable = wrappedLabel(content, "drillConcepts");
    m_conceptTable->setTextFormat(Qt::RichText);
    v->addWidget(m_conceptTable);
    m_reviewTitle = wrappedLabel(content, "drillReviewTitle");
    m_reviewTitle->setFont(tf);
    v->addWidget(m_reviewTitle);
    m_reviewPane = new QWidget(content);
    m_reviewLayout = new QVBoxLayout(m_reviewPane);
    m_reviewLayout->setContentsMargins(0, 0, 0, 0);
    v->addWidget(m_reviewPane);
    v->addStretch();
    outer->addWidget(scrolled(content, page), 1);

    auto *buttons = new QHBoxLayout;
    m_again = new QPushButton(page);
    m_again->setObjectName(QStringLiteral("drillAgain"));
    m_export = new QPushButton(page);
    m_export->setObjectName(QStringLiteral("drillExport"));
    buttons->addWidget(m_again);
    buttons->addStretch();
    buttons->addWidget(m_export);
    outer->addLayout(buttons);
    connect(m_again, &QPushButton::clicked, this, &DrillWindow::showStart);
    connect(m_export, &QPushButton::clicked, this, &DrillWindow::exportWithDialog);
    m_pages->addWidget(page);
}

} // namespace gpuk
