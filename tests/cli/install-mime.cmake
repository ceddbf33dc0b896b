# Installs the build into a fresh prefix (as `cmake --install` does for a user), then asks xdg-mime
# what type an installed scenario file has: it must be the app's own, and the installed .desktop
# entry must claim it.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${WORK}/prefix"
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${rc}): ${err}")
endif()
foreach(f share/applications/gpukitchen.desktop share/mime/packages/gpukitchen.xml
          share/metainfo/io.github.gpukitchen.gpukitchen.metainfo.xml
          share/icons/hicolor/scalable/apps/gpukitchen.svg share/mime/mime.cache bin/gpukitchen bin/gpukitchen-cli)
    if(NOT EXISTS "${WORK}/prefix/${f}")
        message(FATAL_ERROR "not installed: ${f}")
    endif()
endforeach()
configure_file("${SAMPLE}" "${WORK}/lesson.gpuk.json" COPYONLY)
find_program(XDG_MIME xdg-mime REQUIRED)
# No desktop session: xdg-mime's generic path (File::MimeInfo's `mimetype`) reads XDG_DATA_DIRS.
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=XDG_CURRENT_DESKTOP --unset=DESKTOP_SESSION
        --unset=KDE_FULL_SESSION --unset=GNOME_DESKTOP_SESSION_ID
        "XDG_DATA_DIRS=${WORK}/prefix/share:/usr/share" "XDG_DATA_HOME=${WORK}/home-data"
        "${XDG_MIME}" query filetype "${WORK}/lesson.gpuk.json"
    RESULT_VARIABLE rc OUTPUT_VARIABLE type ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0 OR NOT type STREQUAL "application/x-gpukitchen-scenario")
    message(FATAL_ERROR "xdg-mime query filetype gave '${type}' (exit ${rc}, ${err}); expected application/x-gpukitchen-scenario")
endif()
file(READ "${WORK}/prefix/share/applications/gpukitchen.desktop" desktop)
if(NOT desktop MATCHES "MimeType=[^\n]*application/x-gpukitchen-scenario;")
    message(FATAL_ERROR "the installed .desktop entry does not claim application/x-gpukitchen-scenario")
endif()
message(STATUS "an installed *.gpuk.json is ${type}")
