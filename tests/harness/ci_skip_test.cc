#include "tests/harness/ci_skip.h"

#include <cstdlib>
#include <string>

#include "gtest/gtest-spi.h"
#include "gtest/gtest.h"

namespace aprgrid::harness {
namespace {

void NeedsAWidget() { APRGRID_SKIP_UNLESS_CI() << "no widget here"; }

// Sets CI for the scope and restores what was there.
class ScopedCi {
 public:
  explicit ScopedCi(const char* value) {
    if (const char* old = std::getenv("CI")) old_ = old, had_ = true;
    if (value != nullptr) {
      setenv("CI", value, 1);
    } else {
      unsetenv("CI");
    }
  }
  ~ScopedCi() {
    if (had_) {
      setenv("CI", old_.c_str(), 1);
    } else {
      unsetenv("CI");
    }
  }

 private:
  std::string old_;
  bool had_ = false;
};

::testing::TestPartResult::Type OutcomeOf(void (*test)()) {
  ::testing::TestPartResultArray results;
  {
    ::testing::ScopedFakeTestPartResultReporter reporter(
        ::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &results);
    test();
  }
  EXPECT_EQ(results.size(), 1);
  EXPECT_NE(std::string(results.GetTestPartResult(0).message()).find("no widget here"),
            std::string::npos);
  return results.GetTestPartResult(0).type();
}

TEST(CiSkipTest, SkipsOnADevelopersMachine) {
  for (const char* value : {static_cast<const char*>(nullptr), "", "0", "false"}) {
    ScopedCi ci(value);
    EXPECT_EQ(OutcomeOf(&NeedsAWidget), ::testing::TestPartResult::kSkip)
        << (value ? value : "unset");
  }
}

TEST(CiSkipTest, FailsUnderCi) {
  for (const char* value : {"true", "1", "yes"}) {
    ScopedCi ci(value);
    EXPECT_EQ(OutcomeOf(&NeedsAWidget), ::testing::TestPartResult::kFatalFailure) << value;
  }
}

}  // namespace
}  // namespace aprgrid::harness
