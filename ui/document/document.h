#pragma once

// The open document: the scenario, the plan shown (the active plan, or the plan of the mode the
// user switched to), the file it came from, the selected tenant and the undo stack (Tiled's
// Document / KDE Step's WorldModel pattern). Every edit is a QUndoCommand (commands.h) pushed
// here; commands call setState() with what they change, which emits changed(what). Nothing else
// changes the scenario except reset(), load(), save() (a name taken from the file) and
// relocalize().
//
// The modified state is the undo stack's clean state: there is no other flag.

#include "scenario.h"
#include "io/filestamp.h"
#include "io/scenariofile.h"

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <set>
#include <string>

class QUndoCommand;
class QUndoStack;

namespace gpuk {

// What one change of the document touched. The views refresh what it names; the simulation
// runner decides from it whether the running engine can take the change live.
struct DocumentChange
{
    enum Flag : unsigned {
        None = 0,
        TenantRate = 1u << 0,   // the arrival rate of `tenant`
        Tenant = 1u << 1,       // other fields of `tenant` (its name, kind, sizes, ...)
        Tenants = 1u << 2,      // tenants added or removed: indices moved
        MpsCap = 1u << 3,       // an MPS client's active-thread-percentage cap (of `tenant`)
        TimeSlice = 1u << 4,    // the time slice of time-slicing or time-sliced vGPU
        Plan = 1u << 5,         // any other change of the shown plan (placement, profile, scheduler)
        Gpu = 1u << 6,          // the GPU (the plan is recomputed for it)
        Mode = 1u << 7,         // the mode shown
        Metadata = 1u << 8,     // name, description, seed, duration
        Reset = 1u << 9,        // a new document: everything
        Texts = 1u << 10,       // words only: the scenario's name or description, tenants' names
                                // (a rename, a language switch relabelling a built-in); no number
        QuotaShare = 1u << 11,  // a software-slicing container's compute share (of `tenant`)
    };

    unsigned what = None;
    int tenant = -1;            // the tenant of TenantRate, Tenant, MpsCap or QuotaShare; -1 when none or many

    static DocumentChange reset() { return {Reset, -1}; }
    static DocumentChange of(unsigned what, int tenant = -1) { return {what, tenant}; }

    bool has(unsigned flags) const { return (what & flags) != 0; }
    bool isReset() const { return has(Reset); }
    // Touches the tenant list (names, kinds, count) or anything a tenant row shows.
    bool touchesTenants() const { return has(Reset | Tenants | Tenant | TenantRate | Texts); }
    // Touches the shown picture: the plan, the GPU, the mode or the tenants.
    bool touchesPlan() const { return what != None && what != Metadata; }
    // Only the values the engine takes while running (rate, MPS cap, quota share, time slice) and
    // words (the run goes on under the new names).
    bool isLiveEditable() const
    {
        return what != None && (what & ~(TenantRate | MpsCap | QuotaShare | TimeSlice | Texts)) == 0;
    }

    bool operator==(const DocumentChange &) const = default;
};

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
    // The scenario the engine and the validator see: the shown plan active, no alternatives.
    Scenario shownScenario() const;
    // The GPU the opened file defined itself (to switch back to it), if any.
    const std::optional<GpuModel> &fileCustomGpu() const { return m_fileCustomGpu; }

    QUndoStack *undoStack() const { return m_undoStack; }
    // Pushes (and so applies) an edit.
    void push(QUndoCommand *command);

    // ---- File --------------------------------------------------------------------------------
    // The file the document was read from or saved to: an absolute path, a built-in resource
    // (":/scenarios/…") or empty for a new scenario.
    QString fileName() const { return m_fileName; }
    bool isBuiltin() const;
    // A file Save can write to without asking for a name (not empty, not a built-in).
    bool hasWritableFile() const { return !m_fileName.isEmpty() && !isBuiltin(); }
    // Reads a scenario file (layout problems are kept for the Problems list, not refused); a
    // built-in one is translated. Does not change the document.
    static LoadResult read(const QString &fileName);
    // Reads and, when readable, makes it the document (reset()). The result says why not.
    LoadResult load(const QString &fileName);
    // Writes scenarioWithPlan() atomically (".gpuk.json" is not added here). A scenario without a
    // name takes the file's. On success the file becomes the document's and the state is clean.
    bool save(const QString &fileName, QString *error = nullptr);
    // The prepared scene the next save writes with the scenario (File → Save scene as…): the
    // lesson block's `scene`; a scenario without a lesson block gets one titled with its name.
    // Not an edit: no undo step, no change signal (what it records is the window's state).
    void setScene(const LessonScene &scene);
    static QString scenarioExtension();
    // `fileName` ending in ".gpuk.json": appended, or completing ".json", ".gpuk" or ".".
    static QString withScenarioExtension(const QString &fileName);

    // ---- The file on disk ----------------------------------------------------------------------
    // What the file was when the document was read from it or last saved to it (io/filestamp.h):
    // reset() looks at the file (callers that looked before reading it set what they saw),
    // save() remembers the bytes it wrote. Unknown without a writable file.
    const FileStamp &diskStamp() const { return m_diskStamp; }
    void setDiskStamp(const FileStamp &stamp);
    enum class DiskState { Same, Changed, Missing };
    // How the file on disk compares with diskStamp() now: `now` receives what is there (hashed
    // when it differs). Same when nothing is known (a new scenario, a built-in).
    DiskState diskState(FileStamp *now = nullptr) const;
    // A version on disk the user was asked about and kept their own scenario over: the focus
    // does not ask about it again (Save still does). Forgotten by reset(), save(), setDiskStamp().
    const FileStamp &answeredDiskStamp() const { return m_answeredDiskStamp; }
    void setAnsweredDiskStamp(const FileStamp &stamp) { m_answeredDiskStamp = stamp; }

    // The modified state: the undo stack is not at its clean index.
    bool isModified() const;
    // True: unsaved work with nothing to undo (recovered work, tests); false: marks it clean.
    void setModified(bool modified);

    // A new document: shows the scenario's own active plan, clears the undo history, clean.
    void reset(const Scenario &scenario, const QString &fileName = QString());
    // Used by commands only: replaces the state and emits changed(change).
    void setState(const Scenario &scenario, const SharingPlan &plan, const DocumentChange &change);
    // After a language change: a built-in scenario's names that the user has not changed (its
    // name, description and tenant names as the document gave them, in any language) take the
    // new language's words; names the user typed stay. Not an edit: no undo step, the modified
    // state stays as it was. States the undo stack brings back later are translated the same way.
    void relocalize();
    // A built-in's or a preset's words (scenario and tenant names) in today's language where
    // `scenario` still has them in an earlier one; the user's own words stay. True if one changed.
    bool applyGivenTexts(Scenario &scenario) const;
    // Every command on the undo stack says what it does in today's language (after a switch).
    void retranslateCommands();
    // A tenant just added from a preset (its id and name as TenantPresets::instantiate made them):
    // its name follows the language like a built-in's until the user renames it.
    void rememberPresetTenant(const Tenant &tenant);

    int selectedTenant() const { return m_selected; }
    void setSelectedTenant(int index);   // -1: none
    int tenantIndex(const std::string &id) const;

signals:
    void changed(const gpuk::DocumentChange &what);
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);
    void selectionChanged(int tenant);

private:
    void setFileName(const QString &fileName);

    // The built-in's texts as given (translated) by the document: per text (the scenario's name,
    // its description, each tenant's name by id) the words now given and every one given before
    // in another language. A text still equal to one of them is the built-in's, not the user's.
    struct GivenText
    {
        std::string now;
        std::set<std::string> before;
    };
    void rememberGivenTexts(const Scenario &builtin); // the built-in file, translated
    void rememberPresetNames(); // the names of the preset tenants, in today's words
    std::map<std::string, GivenText> m_given;
    // Tenants added from a preset under the name the preset gave them: tenant id → (preset, n).
    std::map<std::string, std::pair<QString, int>> m_presetTenants;

    Scenario m_scenario;
    SharingPlan m_plan;
    std::optional<GpuModel> m_fileCustomGpu;
    QString m_fileName;
    FileStamp m_diskStamp;
    FileStamp m_answeredDiskStamp;
    QUndoStack *m_undoStack = nullptr;
    int m_selected = -1;
};

} // namespace gpuk
