# aprgrid_test(NAME SOURCES a_test.cc ... LIBS lib ... [LABELS unit|integration|long ...]
#              [TIMEOUT SECONDS] [COST SECONDS] [SAMPLED] [LONG_SUITES Suite ...])
#
# One GoogleTest executable whose tests are registered one by one with gtest_discover_tests.
# Labels: "unit" (default; also run under ASan+UBSan in CI), "integration" (real processes,
# sockets, services), "long" (soak and full-campaign runs; excluded from the default run).
# SAMPLED marks unit tests that walk a large sample, only a part of it under ASan
# (common/test_sample.h).
# With APRGRID_UNIT_TESTS_ONLY=ON, only tests labelled "unit" are built and registered; with
# APRGRID_UNIT_TESTS=OFF, those are the ones left out, except the SAMPLED ones, which such a
# plain build exists to walk in full.
# LONG_SUITES names test suites of the executable that are the long form of its other tests
# (more seeds, every bug): they get the "long" label and a 1,200 s timeout, the others LABELS, so
# one executable serves both forms instead of the same source compiled twice.
# COST, for an executable holding a test that runs for tens of seconds, is ctest's scheduling
# weight: on a fresh clone (no timings recorded yet) `ctest -j` starts the costliest tests first,
# so the longest one does not start last and leave a core idle at the end of the run.
configure_file(${CMAKE_CURRENT_LIST_DIR}/test_env.cc.in ${PROJECT_BINARY_DIR}/aprgrid_test_env.cc @ONLY)

function(aprgrid_test name)
  cmake_parse_arguments(T "SAMPLED" "TIMEOUT;COST" "SOURCES;LIBS;LABELS;LONG_SUITES" ${ARGN})
  if(NOT T_LABELS)
    set(T_LABELS unit)
  endif()
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  add_executable(${name} ${T_SOURCES} ${PROJECT_BINARY_DIR}/aprgrid_test_env.cc)
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gmock GTest::gtest_main)
  # The sanitizer build in CI runs only the unit tests. The others stay defined (folders add
  # dependencies to them) but are neither built by default nor registered, which saves CI's two
  # cores a good part of that build.
  if(APRGRID_UNIT_TESTS_ONLY AND NOT "unit" IN_LIST T_LABELS)
    set_target_properties(${name} PROPERTIES EXCLUDE_FROM_ALL TRUE)
    return()
  endif()
  # CI's gcc build leaves the unit tests to the sanitizer build, which runs all of them: built and
  # run twice, they cost CI about a third of the gcc build for no test the sanitizers skip.
  if(NOT APRGRID_UNIT_TESTS AND "unit" IN_LIST T_LABELS AND NOT T_SAMPLED)
    set_target_properties(${name} PROPERTIES EXCLUDE_FROM_ALL TRUE)
    return()
  endif()
  set(cost)
  if(T_COST)
    set(cost COST ${T_COST})
  endif()
  set(filter)
  if(T_LONG_SUITES)
    list(TRANSFORM T_LONG_SUITES APPEND ".*" OUTPUT_VARIABLE long_patterns)
    string(JOIN ":" long_filter ${long_patterns})
    set(filter TEST_FILTER "-${long_filter}")
    gtest_discover_tests(${name}
      DISCOVERY_MODE PRE_TEST
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
      TEST_FILTER "${long_filter}"
      PROPERTIES LABELS long TIMEOUT 1200)
  endif()
  gtest_discover_tests(${name}
    DISCOVERY_MODE PRE_TEST
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    ${filter}
    PROPERTIES LABELS "${T_LABELS}" TIMEOUT ${T_TIMEOUT} ${cost})
endfunction()
