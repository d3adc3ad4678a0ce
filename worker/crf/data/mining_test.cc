#include "worker/crf/data/mining.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"

namespace aprgrid::crf {
namespace {

// Every benchmark bug: mine its buggy/fixed pair and compare the labels with bug.textproto's
// crf_labels (a bug without crf_labels agrees when it is dropped). Prints each disagreement;
// asserts a floor on the agreement so regressions show.
TEST(MiningTest, BenchmarkBugsAgreeWithTheirRecordedLabels) {
  namespace fs = std::filesystem;
  fs::path subjects = fs::path(APRGRID_SOURCE_DIR) / "subjects";
  int bugs = 0, kept = 0, agree = 0;
  std::map<std::string, int> dropped;
  for (const auto& project : fs::directory_iterator(subjects)) {
    if (!project.is_directory()) continue;
    for (const auto& bug : fs::directory_iterator(project.path())) {
      fs::path meta = bug.path() / "bug.textproto";
      if (!fs::exists(meta)) continue;
      std::ifstream in(meta);
      std::vector<std::string> expected;
      for (std::string line; std::getline(in, line);) {
        if (line.rfind("crf_labels: \"", 0) == 0) {
          expected.push_back(line.substr(13, line.size() - 14));
        }
      }
      std::sort(expected.begin(), expected.end());
      ++bugs;
      auto mined = MineBug(bug.path().string());
      ASSERT_TRUE(mined.ok()) << bug.path() << ": " << mined.status();
      if (mined->reason != DropReason::kKept) {
        ++dropped[std::string(DropReasonName(mined->reason))];
        if (expected.empty()) {
          ++agree;  // A fix outside the 16 transforms, rightly dropped.
          continue;
        }
        std::cout << bug.path().filename().string() << ": dropped ("
                  << DropReasonName(mined->reason) << "), recorded " << absl::StrJoin(expected, ",")
                  << "\n";
        continue;
      }
      ++kept;
      if (mined->transforms == expected) {
        ++agree;
      } else {
        std::cout << bug.path().filename().string() << ": mined "
                  << absl::StrJoin(mined->transforms, ",") << ", recorded "
                  << absl::StrJoin(expected, ",") << "\n";
      }
    }
  }
  std::cout << "benchmark bugs " << bugs << ", kept " << kept << ", labels agree " << agree << "\n";
  for (const auto& [reason, n] : dropped) std::cout << "  dropped: " << reason << " " << n << "\n";
  ASSERT_GT(bugs, 0);
  EXPECT_GE(agree * 100, bugs * 85);  // 85 of 92 on 2026-11-29.
}

}  // namespace
}  // namespace aprgrid::crf
