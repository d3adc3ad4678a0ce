#include "worker/crf/data/mining.h"

#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "common/spec/subject_catalog.h"
#include "gtest/gtest.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::crf {
namespace {

// Every benchmark bug: mine its buggy/fixed pair and compare the labels with bug.textproto's
// crf_labels (a bug without crf_labels agrees when it is dropped). Prints each disagreement;
// asserts a floor on the agreement so regressions show.
TEST(MiningTest, BenchmarkBugsAgreeWithTheirRecordedLabels) {
  namespace fs = std::filesystem;
  fs::path subjects = fs::path(APRGRID_SOURCE_DIR) / "subjects";
  int bugs = 0, kept = 0, agree = 0, statements = 0;
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
    statements += static_cast<int>(mined->statements.size());
    if (mined->statements.size() > 1) {
      std::cout << bug.filename().string() << ": " << mined->statements.size()
                << " changed statements\n";
    }
    if (mined->transforms == expected) {
      ++agree;
    } else {
      std::cout << bug.filename().string() << ": mined " << absl::StrJoin(mined->transforms, ",")
                << ", recorded " << absl::StrJoin(expected, ",") << "\n";
    }
  }
  std::cout << "benchmark bugs " << bugs << ", kept " << kept << " (" << statements
            << " statement samples), labels agree " << agree << "\n";
  for (const auto& [reason, n] : dropped) std::cout << "  dropped: " << reason << " " << n << "\n";
  ASSERT_GT(bugs, 0);
  EXPECT_GE(agree * 100, bugs * 85);  // 85 of 92 on 2026-11-29.
}

// A fix spanning two statements of one method is two samples, each carrying only its own
// statement's transform (docs/crf.md, "Scoring on real fixes").
TEST(MiningTest, TwoStatementFixIsScoredPerStatement) {
  const std::string before =
      "class Span {\n  int lo; int hi;\n  int min() { return lo; }\n  int max() { return hi; }\n"
      "  int width(int scale) {\n    int w = hi - lo;\n    int s = min() * scale;\n"
      "    return w + s;\n  }\n}\n";
  const std::string after =
      "class Span {\n  int lo; int hi;\n  int min() { return lo; }\n  int max() { return hi; }\n"
      "  int width(int scale) {\n    int w = hi + lo;\n    int s = max() * scale;\n"
      "    return w + s;\n  }\n}\n";
  auto mined = MineFiles(before, after);
  ASSERT_TRUE(mined.ok()) << mined.status();
  ASSERT_EQ(mined->reason, DropReason::kKept) << DropReasonName(mined->reason);
  ASSERT_EQ(mined->statements.size(), 2u);
  EXPECT_EQ(mined->transforms, (std::vector<std::string>{"BinOper-Rep", "Meth-RW-Meth"}))
      << absl::StrJoin(mined->transforms, ",");
  std::vector<std::string> per_statement;
  for (const MinedStatement& s : mined->statements) {
    std::vector<std::string> names;
    for (int t : s.sample.gold) {
      if (t != kEmpty) names.emplace_back(TransformName(t));
    }
    per_statement.push_back(s.statement_text + " : " + absl::StrJoin(names, ","));
    EXPECT_EQ(s.sample.gold.size(), static_cast<size_t>(s.sample.tree.size()));
  }
  EXPECT_EQ(per_statement.size(), 2u);
  EXPECT_NE(per_statement[0].find("int w = "), std::string::npos) << per_statement[0];
  EXPECT_NE(per_statement[0].find(": BinOper-Rep"), std::string::npos) << per_statement[0];
  EXPECT_NE(per_statement[1].find("min()"), std::string::npos) << per_statement[1];
  EXPECT_NE(per_statement[1].find(": Meth-RW-Meth"), std::string::npos) << per_statement[1];
}

}  // namespace
}  // namespace aprgrid::crf
