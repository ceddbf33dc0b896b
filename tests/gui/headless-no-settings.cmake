# `gpukitchen --screenshot` and `--startup-probe` must neither read nor write the user's settings
# and must not autosave: they run with HOME and the XDG directories in an empty scratch tree, and
# that tree must still be empty afterwards (no file, no directory). The screenshot must exist.
# -DAPP=<gpukitchen> -DWORK=<scratch directory>
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/home" "${WORK}/config" "${WORK}/data" "${WORK}/out")
set(ENV{HOME} "${WORK}/home")
set(ENV{XDG_CONFIG_HOME} "${WORK}/config")
set(ENV{XDG_DATA_HOME} "${WORK}/data")
set(ENV{QT_QPA_PLATFORM} "offscreen")
execute_process(COMMAND "${APP}" --screenshot "${WORK}/out/shot.png" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT EXISTS "${WORK}/out/shot.png")
    message(FATAL_ERROR "--screenshot failed (exit ${rc}): ${err}")
endif()
execute_process(COMMAND "${APP}" --startup-probe RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "startup: [0-9.]+ ms")
    message(FATAL_ERROR "--startup-probe failed (exit ${rc}): ${out}${err}")
endif()
file(GLOB_RECURSE written LIST_DIRECTORIES true "${WORK}/home/*" "${WORK}/config/*" "${WORK}/data/*")
if(written)
    message(FATAL_ERROR "a headless run wrote user files: ${written}")
endif()
message(STATUS "headless runs wrote no settings and no autosave; ${out}")
