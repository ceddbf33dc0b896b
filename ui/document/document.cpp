#include "document.h" // own header by plain name: lupdate then knows the class

#include <QUndoStack>

namespace gpuk {

Document::Document(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &Document::cleanChanged);
}

Scenario Document::scenarioWithPlan() const
{
    Scenario s = m_scenario;
    s.alternatives.erase(m_plan.mode);
    if (s.sharing.mode != m_plan.mode)
        s.alternatives[s.sharing.mode] = s.sharing;
    s.sharing = m_plan;
    return s;
}

void Document::push(QUndoCommand *command)
{
    m_undoStack->push(command);
}

void Document::reset(const Scenario &scenario)
{
    m_undoStack->clear();
    m_fileCustomGpu = scenario.customGpu;
    m_selected = -1;
    setState(scenario, scenario.sharing);
    m_undoStack->setClean();
    emit selectionChanged(-1);
}

void Document::setState(const Scenario &scenario, const SharingPlan &plan)
{
    m_scenario = scenario;
    m_plan = plan;
    if (m_selected >= int(m_scenario.tenants.size())) {
        m_selected = -1;
        emit selectionChanged(-1);
    }
    emit changed();
}

void Document::setSelectedTenant(int index)
{
    if (index < -1 || index >= int(m_scenario.tenants.size()))
        index = -1;
    if (index == m_selected)
        return;
    m_selected = index;
    emit selectionChanged(index);
}

int Document::tenantIndex(const std::string &id) const
{
    for (size_t i = 0; i < m_scenario.tenants.size(); ++i)
        if (m_scenario.tenants[i].id == id)
            return int(i);
    return -1;
}

} // namespace gpuk
