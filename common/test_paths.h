// Where a test finds the source tree: the APRGRID_SOURCE_DIR environment variable, which every
// test executable sets at start (cmake/test_env.cc.in) unless it is set already, else ".".
// Test-only.
#ifndef APRGRID_COMMON_TEST_PATHS_H_
#define APRGRID_COMMON_TEST_PATHS_H_

#include <cstdlib>
#include <string>

namespace aprgrid::testing {

inline std::string SourceDir() {
  const char* dir = std::getenv("APRGRID_SOURCE_DIR");
  return dir != nullptr ? dir : ".";
}

}  // namespace aprgrid::testing

#endif  // APRGRID_COMMON_TEST_PATHS_H_
