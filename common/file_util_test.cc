#include "common/file_util.h"

#include <unistd.h>

#include <filesystem>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

class FileUtilTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("file_util_test." + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST_F(FileUtilTest, RoundTripsBytesIncludingNulAndNoFinalNewline) {
  const std::string contents("line 1\n\0binary\xff", 15);
  ASSERT_TRUE(WriteStringToFile(dir_ / "a" / "b.txt", contents).ok());
  absl::StatusOr<std::string> read = ReadFileToString(dir_ / "a" / "b.txt");
  ASSERT_TRUE(read.ok()) << read.status();
  EXPECT_EQ(*read, contents);
}

TEST_F(FileUtilTest, ReadsAFileLargerThanOneBuffer) {
  std::string contents;
  for (int i = 0; i < 50000; ++i) contents += std::to_string(i) + "\n";
  ASSERT_GT(contents.size(), 65536u);
  ASSERT_TRUE(WriteStringToFile(dir_ / "big.txt", contents).ok());
  EXPECT_EQ(*ReadFileToString(dir_ / "big.txt"), contents);
}

TEST_F(FileUtilTest, WriteReplacesTheOldContents) {
  ASSERT_TRUE(WriteStringToFile(dir_ / "f", "a longer first version").ok());
  ASSERT_TRUE(WriteStringToFile(dir_ / "f", "short").ok());
  EXPECT_EQ(*ReadFileToString(dir_ / "f"), "short");
}

TEST_F(FileUtilTest, EmptyFileIsEmptyString) {
  ASSERT_TRUE(WriteStringToFile(dir_ / "empty", "").ok());
  absl::StatusOr<std::string> read = ReadFileToString(dir_ / "empty");
  ASSERT_TRUE(read.ok());
  EXPECT_EQ(*read, "");
}

TEST_F(FileUtilTest, MissingFileIsNotFoundNamingThePath) {
  absl::StatusOr<std::string> read = ReadFileToString(dir_ / "missing.txt");
  ASSERT_FALSE(read.ok());
  EXPECT_TRUE(absl::IsNotFound(read.status())) << read.status();
  EXPECT_THAT(read.status().message(), HasSubstr("cannot read "));
  EXPECT_THAT(read.status().message(), HasSubstr("missing.txt"));
}

TEST_F(FileUtilTest, FolderIsAnErrorNotAnEmptyString) {
  absl::StatusOr<std::string> read = ReadFileToString(dir_);
  ASSERT_FALSE(read.ok());
  EXPECT_THAT(read.status().message(), HasSubstr(dir_.string()));
}

TEST_F(FileUtilTest, WriteIntoAFileAsFolderFails) {
  ASSERT_TRUE(WriteStringToFile(dir_ / "plain", "x").ok());
  absl::Status status = WriteStringToFile(dir_ / "plain" / "child", "y");
  EXPECT_FALSE(status.ok());
  EXPECT_THAT(status.message(), HasSubstr("plain"));
}

}  // namespace
}  // namespace aprgrid
