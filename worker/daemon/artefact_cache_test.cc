#include "worker/daemon/artefact_cache.h"

#include <string>

#include "common/sha256.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

using ::testing::HasSubstr;

TEST(ArtefactCacheTest, KeepsCheckedBytesBySha256) {
  ArtefactCache cache;
  const std::string model = "aprgrid-crf-model 1\n...";
  const std::string sha = Sha256Hex(model);
  EXPECT_EQ(cache.Find(sha), nullptr);
  auto added = cache.Add(sha, model);
  ASSERT_TRUE(added.ok()) << added.status();
  EXPECT_EQ(**added, model);
  ASSERT_NE(cache.Find(sha), nullptr);
  EXPECT_EQ(*cache.Find(sha), model);
  EXPECT_EQ(cache.bytes(), model.size());
}

TEST(ArtefactCacheTest, RefusesBytesWhoseHashDiffersAndCachesNothing) {
  ArtefactCache cache;
  const std::string sha = Sha256Hex("the model asked for");
  auto added = cache.Add(sha, "another model");
  ASSERT_FALSE(added.ok());
  EXPECT_EQ(added.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(added.status().message(), HasSubstr(sha));
  EXPECT_THAT(added.status().message(), HasSubstr(Sha256Hex("another model")));
  EXPECT_EQ(cache.Find(sha), nullptr);
  EXPECT_EQ(cache.bytes(), 0u);
}

TEST(ArtefactCacheTest, DropsTheOldestEntriesBeyondItsBudget) {
  ArtefactCache cache(/*max_bytes=*/10);
  const std::string a(6, 'a'), b(6, 'b');
  auto kept_a = cache.Add(Sha256Hex(a), a);
  ASSERT_TRUE(kept_a.ok());
  ASSERT_TRUE(cache.Add(Sha256Hex(b), b).ok());
  EXPECT_EQ(cache.Find(Sha256Hex(a)), nullptr);  // 12 bytes > 10: the oldest went.
  EXPECT_NE(cache.Find(Sha256Hex(b)), nullptr);
  EXPECT_EQ(**kept_a, a);  // A caller's copy stays valid.
  EXPECT_EQ(cache.bytes(), 6u);
}

}  // namespace
}  // namespace aprgrid::worker
