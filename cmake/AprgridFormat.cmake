# `cmake --build build --target format-check` fails if a C++ file is not clang-formatted;
# `--target format` rewrites them.
find_program(CLANG_FORMAT NAMES clang-format clang-format-14)
if(CLANG_FORMAT)
  file(GLOB_RECURSE APRGRID_FORMAT_FILES CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/common/*.cc ${PROJECT_SOURCE_DIR}/common/*.h
       ${PROJECT_SOURCE_DIR}/coordinator/*.cc ${PROJECT_SOURCE_DIR}/coordinator/*.h
       ${PROJECT_SOURCE_DIR}/worker/*.cc ${PROJECT_SOURCE_DIR}/worker/*.h
       ${PROJECT_SOURCE_DIR}/cli/*.cc ${PROJECT_SOURCE_DIR}/cli/*.h
       ${PROJECT_SOURCE_DIR}/tests/*.cc ${PROJECT_SOURCE_DIR}/tests/*.h
       ${PROJECT_SOURCE_DIR}/bench/*.cc ${PROJECT_SOURCE_DIR}/bench/*.h
       ${PROJECT_SOURCE_DIR}/tools/*.cc ${PROJECT_SOURCE_DIR}/tools/*.h)
  add_custom_target(format-check
    COMMAND ${CLANG_FORMAT} --dry-run --Werror ${APRGRID_FORMAT_FILES}
    COMMENT "clang-format --dry-run over the C++ sources" VERBATIM)
  add_custom_target(format
    COMMAND ${CLANG_FORMAT} -i ${APRGRID_FORMAT_FILES}
    COMMENT "clang-format -i over the C++ sources" VERBATIM)
endif()
