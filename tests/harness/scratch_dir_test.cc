#include "tests/harness/scratch_dir.h"

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "gtest/gtest.h"

namespace aprgrid::harness {
namespace {

TEST(ScratchDir, IsCreatedOpenAndRemovedWithItsContents) {
  std::string path;
  {
    auto dir = ScratchDir::Create("t");
    ASSERT_TRUE(dir.ok()) << dir.status();
    path = dir->path();
    struct stat st {};
    ASSERT_EQ(stat(path.c_str(), &st), 0);
    EXPECT_TRUE(S_ISDIR(st.st_mode));
    EXPECT_EQ(st.st_mode & 0777, 0755u);
    std::filesystem::create_directories(dir->Path("a/b"));
    std::ofstream(dir->Path("a/b/file")) << "x";
    EXPECT_TRUE(std::filesystem::exists(path + "/a/b/file"));
  }
  EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(ScratchDir, MovingTransfersOwnership) {
  auto first = ScratchDir::Create("m");
  ASSERT_TRUE(first.ok());
  std::string path = first->path();
  ScratchDir moved = std::move(*first);
  EXPECT_EQ(moved.path(), path);
  first = absl::InternalError("gone");  // Destroys the moved-from object: must not remove.
  EXPECT_TRUE(std::filesystem::exists(path));
  auto other = ScratchDir::Create("m");
  ASSERT_TRUE(other.ok());
  std::string other_path = other->path();
  moved = std::move(*other);  // The previous folder is released.
  EXPECT_FALSE(std::filesystem::exists(path));
  EXPECT_EQ(moved.path(), other_path);
}

}  // namespace
}  // namespace aprgrid::harness
