#pragma once

// The text panels' label (the challenge, the drill): its words wrap to the panel and can be
// selected, so a learner can copy a question or an explanation into their notes.

#include <QLabel>

namespace gpuk {

inline QLabel *wrappedLabel(QWidget *parent, const char *name = nullptr)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (name)
        l->setObjectName(QString::fromLatin1(name));
    return l;
}

} // namespace gpuk
