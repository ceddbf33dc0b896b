#include "document.h" // own header by plain name: lupdate then knows the class

#include "ui/document/commands.h"
#include "ui/document/builtinscenarios.h"
#include "ui/document/tenantpresets.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoStack>

namespace gpuk {

Document::Document(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
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

Scenario Document::shownScenario() const
{
    Scenario s = m_scenario;
    s.sharing = m_plan;
    s.alternatives.clear();
    return s;
}

void Document::push(QUndoCommand *command)
{
    m_undoStack->push(command);
}

// ---------------------------------------------------------------------------------------------
// File

QString Document::scenarioExtension()
{
    return QStringLiteral(".gpuk.json");
}

QString Document::withScenarioExtension(const QString &fileName)
{
    if (fileName.endsWith(scenarioExtension(), Qt::CaseInsensitive))
        return fileName;
    QString base = fileName;
    for (const QLatin1String partial : {QLatin1String(".json"), QLatin1String(".gpuk"), QLatin1String(".")})
        if (base.endsWith(partial, Qt::CaseInsensitive))
            base.chop(partial.size());
    return base + scenarioExtension();
}

bool Document::isBuiltin() const
{
    return m_fileName.startsWith(QLatin1Char(':'));
}

void Document::setFileName(const QString &fileName)
{
    const QString absolute = fileName.isEmpty() || fileName.startsWith(QLatin1Char(':'))
        ? fileName
        : QFileInfo(fileName).absoluteFilePath();
    if (absolute == m_fileName)
        return;
    m_fileName = absolute;
    emit fileNameChanged(m_fileName);
}

LoadResult Document::read(const QString &fileName)
{
    LoadResult r = loadScenarioFile(fileName, false); // layout problems are shown, not refused
    if (r.ok() && isBuiltinScenarioFile(fileName))
        localizeBuiltinScenario(*r.scenario);
    return r;
}

LoadResult Document::load(const QString &fileName)
{
    LoadResult r = read(fileName);
    if (r.ok())
        reset(*r.scenario, fileName);
    return r;
}

void Document::setScene(const LessonScene &scene)
{
    if (!m_scenario.lesson) {
        m_scenario.lesson.emplace();
        m_scenario.lesson->title = m_scenario.name.empty()
            ? QCoreApplication::translate("gpuk::MainWindow", "Prepared scene").toStdString()
            : m_scenario.name;
    }
    m_scenario.lesson->scene = scene;
}

bool Document::save(const QString &fileName, QString *error)
{
    Scenario s = scenarioWithPlan();
    if (s.name.empty()) { // a name is required by the format: the file's own name then
        QString base = QFileInfo(fileName).fileName();
        if (base.endsWith(scenarioExtension(), Qt::CaseInsensitive))
            base.chop(scenarioExtension().size());
        s.name = base.toStdString();
    }
    if (s.name.empty())
        s.name = QCoreApplication::translate("gpuk::MainWindow", "Untitled scenario").toStdString(); // the title's words
    QString why;
    const QByteArray written = scenarioToJson(s); // what saveScenarioFile writes
    if (!saveScenarioFile(s, fileName, &why)) {
        if (error)
            *error = why;
        return false;
    }
    setFileName(fileName);
    setDiskStamp(FileStamp::written(fileName, written)); // our own save is no change on disk
    m_given.clear(); // the user's own file now: its names are the user's data
    m_presetTenants.clear();
    if (s.name != m_scenario.name) { // the name the file got; the undo history stays
        Scenario named = m_scenario;
        named.name = s.name;
        setState(named, m_plan, DocumentChange::of(DocumentChange::Metadata));
    }
    m_undoStack->setClean();
    return true;
}

void Document::setDiskStamp(const FileStamp &stamp)
{
    m_diskStamp = stamp;
    m_answeredDiskStamp = FileStamp();
}

Document::DiskState Document::diskState(FileStamp *now) const
{
    if (!hasWritableFile() || !m_diskStamp.known) {
        if (now)
            *now = FileStamp();
        return DiskState::Same;
    }
    FileStamp disk;
    if (m_diskStamp.matchesDisk(m_fileName, &disk)) {
        if (now)
            *now = disk;
        return DiskState::Same;
    }
    if (now)
        *now = disk;
    return disk.exists ? DiskState::Changed : DiskState::Missing;
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::setModified(bool modified)
{
    if (modified)
        m_undoStack->resetClean();
    else
        m_undoStack->setClean();
}

// ---------------------------------------------------------------------------------------------
// State

void Document::reset(const Scenario &scenario, const QString &fileName)
{
    m_undoStack->clear();
    m_given.clear();
    m_presetTenants.clear();
    if (isBuiltinScenarioFile(fileName)) {
        const LoadResult builtin = read(fileName); // in today's words
        if (builtin.ok())
            rememberGivenTexts(*builtin.scenario);
    }
    m_fileCustomGpu = scenario.customGpu;
    m_selected = -1;
    setFileName(fileName);
    setDiskStamp(hasWritableFile() ? FileStamp::of(m_fileName) : FileStamp());
    setState(scenario, scenario.sharing, DocumentChange::reset());
    m_undoStack->setClean();
    emit selectionChanged(-1);
}

void Document::setState(const Scenario &scenario, const SharingPlan &plan, const DocumentChange &change)
{
    m_scenario = scenario;
    // A state made before a language change (undo, redo) shows the built-in's names in today's words.
    applyGivenTexts(m_scenario);
    m_plan = plan;
    if (m_selected >= int(m_scenario.tenants.size())) {
        m_selected = -1;
        emit selectionChanged(-1);
    }
    emit changed(change);
}

namespace {

const std::string nameKey = "name";
const std::string descriptionKey = "description";

std::string tenantKey(const std::string &id)
{
    return "tenant:" + id;
}

} // namespace

void Document::rememberGivenTexts(const Scenario &scenario)
{
    auto give = [this](const std::string &key, const std::string &text) {
        GivenText &g = m_given[key];
        if (!g.now.empty() && g.now != text)
            g.before.insert(g.now);
        g.now = text;
    };
    give(nameKey, scenario.name);
    give(descriptionKey, scenario.description);
    for (const Tenant &t : scenario.tenants)
        give(tenantKey(t.id), t.name);
}

bool Document::applyGivenTexts(Scenario &scenario) const
{
    if (m_given.empty())
        return false;
    bool changed = false;
    auto follow = [&](const std::string &key, std::string &text) {
        const auto it = m_given.find(key);
        if (it == m_given.end() || text == it->second.now || !it->second.before.count(text))
            return; // the words of today, or the user's own
        text = it->second.now;
        changed = true;
    };
    follow(nameKey, scenario.name);
    follow(descriptionKey, scenario.description);
    for (Tenant &t : scenario.tenants)
        follow(tenantKey(t.id), t.name);
    return changed;
}

void Document::rememberPresetNames()
{
    for (const auto &[id, preset] : m_presetTenants) {
        GivenText &g = m_given[tenantKey(id)];
        const std::string text = TenantPresets::instanceName(preset.first, preset.second).toStdString();
        if (!g.now.empty() && g.now != text)
            g.before.insert(g.now);
        g.now = text;
    }
}

void Document::rememberPresetTenant(const Tenant &tenant)
{
    const auto preset = TenantPresets::instanceOf(tenant.id);
    if (!preset || tenant.name != TenantPresets::instanceName(preset->first, preset->second).toStdString())
        return;
    m_presetTenants[tenant.id] = *preset;
    rememberPresetNames();
}

void Document::relocalize()
{
    if (m_given.empty())
        return;
    // The built-in and the presets in the new language: the words given from now on.
    if (isBuiltinScenarioFile(m_fileName)) {
        const LoadResult builtin = read(m_fileName);
        if (builtin.ok())
            rememberGivenTexts(*builtin.scenario);
    }
    rememberPresetNames();
    Scenario s = m_scenario;
    if (!applyGivenTexts(s))
        return;
    // Not an edit: the modified state stays as it was (a clean built-in stays clean).
    // Words only: the run goes on (its history and injected faults too) under the new names.
    setState(s, m_plan, DocumentChange::of(DocumentChange::Texts));
}

void Document::retranslateCommands()
{
    for (int i = 0; i < m_undoStack->count(); ++i)
        if (auto *c = dynamic_cast<const StateCommand *>(m_undoStack->command(i)))
            const_cast<StateCommand *>(c)->retranslate(); // the stack hands out const commands only
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
