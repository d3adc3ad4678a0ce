// Every category claim of the benchmark, proved one by one with its proof printed. The
// SubjectsCheck test (`aprgrid subjects check`) proves the same claims in every CI run; this form,
// under the long label, names each bug's proof: `ctest --test-dir build -L long -R EveryClaim`.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "common/test_paths.h"
#include "gtest/gtest.h"
#include "worker/subjects/subject_check.h"

namespace aprgrid::subjects {
namespace {

using ::aprgrid::testing::SourceDir;

// Every GENPROG_FIXABLE and PAR_FIXABLE claim of subjects/ is proved (what `aprgrid subjects
// check` requires), with each proof printed; APRGRID_PROVE_BUGS, a comma list of ids, narrows it.
TEST(ProveCategoryTest, EveryClaimOfTheBenchmarkIsProved) {
  std::string only = std::getenv("APRGRID_PROVE_BUGS") ? std::getenv("APRGRID_PROVE_BUGS") : "";
  auto catalog = LoadCatalog(SourceDir() + "/subjects");
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  int claims = 0;
  for (const Project& p : *catalog) {
    for (const Bug& b : p.bugs) {
      if (!only.empty() && ("," + only + ",").find("," + b.folder + ",") == std::string::npos) {
        continue;
      }
      const absl::Time start = absl::Now();
      absl::StatusOr<std::string> proof = ProveCategory(b);
      const double seconds = absl::ToDoubleSeconds(absl::Now() - start);
      ASSERT_TRUE(proof.ok() || absl::IsNotFound(proof.status()))
          << b.folder << ": " << proof.status();
      EXPECT_TRUE(proof.ok()) << b.folder << " ("
                              << aprgrid::v1::BugCategory_Name(b.meta.category())
                              << "): " << proof.status().message();
      if (proof.ok() && !proof->empty()) {
        ++claims;
        std::printf("%s: %s [%.1f s wall]\n", b.folder.c_str(), proof->c_str(), seconds);
      }
    }
  }
  EXPECT_GT(claims, 0);
}

}  // namespace
}  // namespace aprgrid::subjects
