# Precompiled headers (APRGRID_PCH): the standard, Abseil and GoogleTest headers that most files
# include are parsed once per build instead of once per file. The test command turns this on for
# its clang build, whose files are compiled at -O0 so that parsing headers is a large part of
# their time (docs/performance.md, "Build time"). The gcc build keeps it off, so a file that
# forgets an include still fails to compile there.
#
# Two headers are compiled, each once: one for the libraries and executables, one (adding
# GoogleTest and GoogleMock) for the test executables; every other target reuses one of them
# (REUSE_FROM). Left out: the generated protobuf code, which has its own warning flags, and the
# libFuzzer targets.
if(NOT APRGRID_PCH)
  return()
endif()

set(aprgrid_pch_common
  <algorithm> <cstdint> <functional> <map> <memory> <optional> <set> <sstream> <string>
  <string_view> <unordered_map> <utility> <vector>
  <absl/container/flat_hash_map.h> <absl/status/status.h> <absl/status/statusor.h>
  <absl/strings/str_cat.h> <absl/strings/str_format.h> <absl/synchronization/mutex.h>)

add_library(aprgrid_pch_lib OBJECT ${CMAKE_CURRENT_LIST_DIR}/pch_anchor.cc)
target_link_libraries(aprgrid_pch_lib PRIVATE absl::flat_hash_map absl::status absl::statusor
                      absl::strings absl::str_format absl::synchronization)
target_compile_options(aprgrid_pch_lib PRIVATE -pthread)
target_precompile_headers(aprgrid_pch_lib PRIVATE ${aprgrid_pch_common})

add_library(aprgrid_pch_test OBJECT ${CMAKE_CURRENT_LIST_DIR}/pch_anchor.cc)
target_link_libraries(aprgrid_pch_test PRIVATE absl::flat_hash_map absl::status absl::statusor
                      absl::strings absl::str_format absl::synchronization GTest::gmock
                      GTest::gtest)
target_compile_definitions(aprgrid_pch_test PRIVATE GTEST_HAS_PTHREAD=1)
target_compile_options(aprgrid_pch_test PRIVATE -pthread)
target_precompile_headers(aprgrid_pch_test PRIVATE ${aprgrid_pch_common} <gmock/gmock.h>
                          <gtest/gtest.h>)

# Every target defined under `dir`, its subfolders included.
function(aprgrid_targets_under dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    aprgrid_targets_under(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

aprgrid_targets_under(${PROJECT_SOURCE_DIR} aprgrid_all_targets)
foreach(target IN LISTS aprgrid_all_targets)
  get_target_property(type ${target} TYPE)
  if(NOT type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$"
     OR target MATCHES "^(aprgrid_pch_|aprgrid_proto_|fuzz_)")
    continue()
  endif()
  get_target_property(sources ${target} SOURCES)
  list(FILTER sources INCLUDE REGEX "\\.cc$")
  if(NOT sources)
    continue()
  endif()
  # clang refuses a precompiled header built with another -pthread setting than the file's, and
  # some targets get -pthread from their dependencies: every target gets it.
  target_compile_options(${target} PRIVATE -pthread)
  # A test executable links GoogleTest (cmake/AprgridTesting.cmake, aprgrid_test).
  get_target_property(links ${target} LINK_LIBRARIES)
  if("GTest::gtest_main" IN_LIST links OR "GTest::gtest" IN_LIST links)
    target_precompile_headers(${target} REUSE_FROM aprgrid_pch_test)
  else()
    target_precompile_headers(${target} REUSE_FROM aprgrid_pch_lib)
  endif()
endforeach()
