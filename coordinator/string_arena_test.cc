#include "coordinator/string_arena.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

TEST(StringArenaTest, ViewsKeepTheirBytesAcrossManyBlocks) {
  StringArena arena;
  std::vector<absl::string_view> views;
  for (int i = 0; i < 20000; ++i) views.push_back(arena.Store("key-" + std::to_string(i)));
  for (int i = 0; i < 20000; ++i) EXPECT_EQ(views[i], "key-" + std::to_string(i));
  EXPECT_GT(arena.capacity(), size_t{64} << 10);  // More than one block was needed.
}

TEST(StringArenaTest, LongAndEmptyStrings) {
  StringArena arena;
  const absl::string_view small = arena.Store("abc");
  const std::string big(200000, 'x');
  const absl::string_view stored = arena.Store(big);
  EXPECT_EQ(stored, big);
  EXPECT_EQ(small, "abc");
  EXPECT_EQ(arena.Store(""), "");
  EXPECT_EQ(arena.Store("after"), "after");
}

}  // namespace
}  // namespace aprgrid::coordinator
