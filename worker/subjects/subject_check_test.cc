// Category proofs (ProveCategory): a claim is proved by a single edit of the claimed family that
// makes the developer suite pass, and a claim no such edit supports is refused.
#include "worker/subjects/subject_check.h"

#include <string>

#include "common/test_paths.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::subjects {
namespace {

using ::aprgrid::testing::SourceDir;

using ::testing::HasSubstr;

const Bug* FindBug(const std::vector<Project>& catalog, const std::string& id) {
  for (const Project& p : catalog) {
    for (const Bug& b : p.bugs) {
      if (b.folder == id) return &b;
    }
  }
  return nullptr;
}

TEST(ProveCategoryTest, FindsTheDeleteThatFixesTheTinyBug) {
  auto catalog = LoadCatalog(SourceDir() + "/worker/repair/testdata");
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  const Bug* tiny = FindBug(*catalog, "tiny-1");
  ASSERT_NE(tiny, nullptr);
  absl::StatusOr<std::string> proof = ProveCategory(*tiny);
  ASSERT_TRUE(proof.ok()) << proof.status();
  EXPECT_THAT(*proof, HasSubstr("delete at line"));
}

// geometry-1's only statement-level fix replaces the single return of distanceTo, a move
// JaRFly's GenProg never makes: a GENPROG_FIXABLE claim for it must fail.
TEST(ProveCategoryTest, RefusesAClaimNoSingleEditSupports) {
  auto catalog = LoadCatalog(SourceDir() + "/subjects");
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  const Bug* geometry = FindBug(*catalog, "geometry-1");
  ASSERT_NE(geometry, nullptr);
  Bug claimed = *geometry;
  claimed.meta.set_category(aprgrid::v1::GENPROG_FIXABLE);
  absl::StatusOr<std::string> proof = ProveCategory(claimed);
  ASSERT_FALSE(proof.ok());
  EXPECT_TRUE(absl::IsNotFound(proof.status())) << proof.status();
  EXPECT_THAT(proof.status().message(), HasSubstr("no single GenProg edit"));
  claimed.meta.set_category(aprgrid::v1::NEITHER);
  EXPECT_EQ(*ProveCategory(claimed), "");
}

}  // namespace
}  // namespace aprgrid::subjects
