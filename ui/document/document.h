#pragma once

// The open document: the scenario, the plan shown (the active plan, or the plan of the mode the
// user switched to), the selected tenant and the undo stack (Tiled's Document / KDE Step's
// WorldModel pattern). Every edit is a QUndoCommand (commands.h) pushed here; commands call
// setState(), which emits changed(). Nothing else changes the scenario except reset().

#include "scenario.h"

#include <QObject>

#include <optional>

class QUndoCommand;
class QUndoStack;

namespace gpuk {

class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    const SharingPlan &plan() const { return m_plan; }
    Mode mode() const { return m_plan.mode; }
    // The scenario as it would be saved with the shown plan active.
    Scenario scenarioWithPlan() const;
    // The GPU the opened file defined itself (to switch back to it), if any.
    const std::optional<GpuModel> &fileCustomGpu() const { return m_fileCustomGpu; }

    QUndoStack *undoStack() const { return m_undoStack; }
    // Pushes (and so applies) an edit.
    void push(QUndoCommand *command);

    // A new document: shows the scenario's own active plan, clears the undo history.
    void reset(const Scenario &scenario);
    // Used by commands only: replaces the state and emits changed().
    void setState(const Scenario &scenario, const SharingPlan &plan);

    int selectedTenant() const { return m_selected; }
    void setSelectedTenant(int index);   // -1: none
    int tenantIndex(const std::string &id) const;

signals:
    void changed();                       // anything: scenario, plan (the views refresh)
    void cleanChanged(bool clean);
    void selectionChanged(int tenant);

private:
    Scenario m_scenario;
    SharingPlan m_plan;
    std::optional<GpuModel> m_fileCustomGpu;
    QUndoStack *m_undoStack = nullptr;
    int m_selected = -1;
};

} // namespace gpuk
