#include "worker/crf/data/mining.h"

#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "common/spec/subject_catalog.h"
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
  for (const fs::path& bug : spec::FindBugFolders(subjects)) {
    absl::StatusOr<v1::BugMetadata> meta = spec::ReadBugMetadata(bug);
    ASSERT_TRUE(meta.ok()) << meta.status();
    std::vector<std::string> expected(meta->crf_labels().begin(), meta->crf_labels().end());
    std::sort(expected.begin(), expected.end());
    ++bugs;
    auto mined = MineBug(bug.string());
    ASSERT_TRUE(mined.ok()) << bug << ": " << mined.status();
    if (mined->reason != DropReason::kKept) {
      ++dropped[std::string(DropReasonName(mined->reason))];
      if (expected.empty()) {
        ++agree;  // A fix outside the 16 transforms, rightly dropped.
        continue;
      }
      std::cout << bug.filename().string() << ": dropped (" << DropReasonName(mined->reason)
                << "), recorded " << absl::StrJoin(expected, ",") << "\n";
      continue;
    }
    ++kept;
    if (mined->transforms == expected) {
      ++agree;
    } else {
      std::cout << bug.filename().string() << ": mined " << absl::StrJoin(mined->transforms, ",")
                << ", recorded " << absl::StrJoin(expected, ",") << "\n";
    }
  }
  std::cout << "benchmark bugs " << bugs << ", kept " << kept << ", labels agree " << agree << "\n";
  for (const auto& [reason, n] : dropped) std::cout << "  dropped: " << reason << " " << n << "\n";
  ASSERT_GT(bugs, 0);
  EXPECT_GE(agree * 100, bugs * 85);  // 85 of 92 on 2026-11-29.
}

}  // namespace
}  // namespace aprgrid::crf
