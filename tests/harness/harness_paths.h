// Where the harness scripts and the source tree are, for C++ tests that call them. Both are fixed
// at configure time (compile definitions of aprgrid_test_harness), so a test binary works from any
// working directory.
#ifndef APRGRID_TESTS_HARNESS_HARNESS_PATHS_H_
#define APRGRID_TESTS_HARNESS_HARNESS_PATHS_H_

#include <string>

namespace aprgrid::harness {

// tests/harness in the source tree (slurm.sh, prometheus.sh, fake_exporter.py, ...).
inline std::string HarnessDir() { return APRGRID_HARNESS_DIR; }

// The repository root (docs/, deploy/, proto/ ...).
inline std::string SourceDir() { return APRGRID_HARNESS_SOURCE_DIR; }

}  // namespace aprgrid::harness

#endif  // APRGRID_TESTS_HARNESS_HARNESS_PATHS_H_
