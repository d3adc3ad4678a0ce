#include "coordinator/attempt_shapes.h"

#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

v1::Attempt Repair(const std::string& key, uint32_t seed, const std::string& bug) {
  v1::Attempt a;
  a.set_key(key);
  a.set_stage("s");
  v1::RepairAttempt* r = a.mutable_repair();
  r->set_bug(bug);
  r->set_strategy(v1::UCB);
  r->set_alpha(0.8);
  r->set_seed(seed);
  r->mutable_search()->set_population(40);
  return a;
}

TEST(AttemptShapesTest, SeedsOfACellShareOneShapeAndBuildGivesTheAttemptBack) {
  AttemptShapes shapes;
  std::vector<v1::Attempt> attempts = {
      Repair("00000000000000a1", 1, "b-1"), Repair("00000000000000a2", 2, "b-1"),
      Repair("00000000000000a3", 0, "b-1"), Repair("00000000000000b1", 1, "b-2")};
  v1::Attempt crf;
  crf.set_key("crf-key");
  crf.set_stage("c");
  crf.mutable_crf()->set_seed(uint64_t{1} << 40);
  crf.mutable_crf()->set_q(0.5);
  crf.mutable_crf()->add_exclude_projects("p");
  attempts.push_back(crf);
  std::vector<uint32_t> ids;
  for (const v1::Attempt& a : attempts) ids.push_back(shapes.Intern(a));
  EXPECT_EQ(ids[0], ids[1]);
  EXPECT_EQ(ids[0], ids[2]);
  EXPECT_NE(ids[0], ids[3]);
  EXPECT_NE(ids[3], ids[4]);
  EXPECT_EQ(shapes.size(), 3u);
  EXPECT_TRUE(shapes.Get(ids[0]).key().empty());
  EXPECT_EQ(shapes.Get(ids[0]).repair().seed(), 0u);
  for (size_t i = 0; i < attempts.size(); ++i) {
    v1::Attempt built;
    shapes.Build(ids[i], attempts[i].key(), AttemptShapes::SeedOf(attempts[i]), &built);
    EXPECT_EQ(built.SerializeAsString(), attempts[i].SerializeAsString()) << i;
    EXPECT_EQ(built.DebugString(), attempts[i].DebugString()) << i;
  }
}

TEST(AttemptShapesTest, StoredIdsAreAssignedOnceAboveEveryIdLoaded) {
  AttemptShapes shapes;
  const uint32_t a = shapes.Intern(Repair("00000000000000a1", 1, "b-1"));
  const uint32_t b = shapes.Intern(Repair("00000000000000b1", 1, "b-2"));
  const uint32_t c = shapes.Intern(Repair("00000000000000c1", 1, "b-3"));
  shapes.SetStoredId(b, 7);  // As read at start-up.
  EXPECT_EQ(shapes.StoredId(b), 7);
  const int64_t first = shapes.StoredId(a);
  EXPECT_EQ(first, 8);
  EXPECT_EQ(shapes.StoredId(a), first);  // Once per shape.
  EXPECT_EQ(shapes.StoredId(c), 9);
  shapes.SetStoredId(a, 3);  // A shape keeps the id it has.
  EXPECT_EQ(shapes.StoredId(a), 8);
}

}  // namespace
}  // namespace aprgrid::coordinator
