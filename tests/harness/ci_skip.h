// APRGRID_SKIP_UNLESS_CI(): skips the current test, except when the environment variable CI is set
// to anything but "", "0" or "false" (CI=true in continuous integration): then the test fails.
// For tests that need something a developer's machine may lack (root, a network, a tool): on a
// developer's machine the test reports itself skipped, while CI, where everything must be there,
// cannot pass with the test not run. ctest counts a skipped GoogleTest as passed ("100% tests
// passed"), so a skip there would hide the missing dependency.
//
//   if (geteuid() != 0) APRGRID_SKIP_UNLESS_CI() << "SLURM's slurmd must run as root";
//
// Not for skips that depend on the build's configuration (a sanitizer's allocator): those are
// right under CI too; use GTEST_SKIP there. Header-only, so that any test can include it.
#ifndef APRGRID_TESTS_HARNESS_CI_SKIP_H_
#define APRGRID_TESTS_HARNESS_CI_SKIP_H_

#include <cstdlib>
#include <string_view>

#include "gtest/gtest.h"

namespace aprgrid::harness {

// Whether CI is set (see above).
inline bool UnderCi() {
  const char* ci = std::getenv("CI");
  if (ci == nullptr) return false;
  const std::string_view value(ci);
  return !value.empty() && value != "0" && value != "false";
}

inline ::testing::TestPartResult::Type SkipOrFailureUnderCi() {
  return UnderCi() ? ::testing::TestPartResult::kFatalFailure : ::testing::TestPartResult::kSkip;
}

inline const char* SkipOrFailureMessage() {
  return UnderCi() ? "A dependency of this test is missing, and CI is set (a skip would pass): "
                   : "Skipped";
}

}  // namespace aprgrid::harness

// As GTEST_SKIP(): returns from the test; stream the reason into it.
#define APRGRID_SKIP_UNLESS_CI()                                                                   \
  return ::testing::internal::AssertHelper(::aprgrid::harness::SkipOrFailureUnderCi(), __FILE__,   \
                                           __LINE__, ::aprgrid::harness::SkipOrFailureMessage()) = \
             ::testing::Message()

#endif  // APRGRID_TESTS_HARNESS_CI_SKIP_H_
