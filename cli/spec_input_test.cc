#include "cli/spec_input.h"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "cli/command.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::HasSubstr;
namespace fs = std::filesystem;

class SpecInputTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           ("spec_input_test_" +
            std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string Write(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
  }

  // Runs the validate path (LoadCheckedSpec) on `path` without a catalog; its stderr text.
  std::string Load(const std::string& path, int* exit_code) {
    std::ostringstream err;
    SpecInputFlags flags;
    flags.subjects = "";
    setenv("APRGRID_SUBJECTS", "", 1);
    LoadCheckedSpec(path, flags, err, exit_code);
    return err.str();
  }

  fs::path dir_;
};

TEST_F(SpecInputTest, ADirectoryIsNamedAsSuch) {
  std::string text;
  const absl::Status status = ReadSpecFile(dir_.string(), &text);
  EXPECT_EQ(status.message(), dir_.string() + " is a directory; SPEC must be a campaign spec file");
  int exit_code = 0;
  EXPECT_EQ(Load(dir_.string(), &exit_code),
            "aprgrid: " + dir_.string() + " is a directory; SPEC must be a campaign spec file\n");
  EXPECT_EQ(exit_code, kExitInvalid);
}

TEST_F(SpecInputTest, AMissingOrUnreadableFileGivesTheSystemsReason) {
  std::string text;
  const std::string missing = (dir_ / "missing.textproto").string();
  EXPECT_EQ(ReadSpecFile(missing, &text).message(),
            "cannot read spec file " + missing + ": No such file or directory");
  const std::string fifo = (dir_ / "fifo").string();
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  // Opening a FIFO for reading blocks until a writer comes; a writer that closes at once lets
  // the open return, and the file type is refused before anything is read.
  std::thread writer([&] { std::ofstream(fifo) << ""; });
  EXPECT_EQ(ReadSpecFile(fifo, &text).message(),
            fifo + " is not a regular file; SPEC must be a campaign spec file");
  writer.join();
  if (geteuid() != 0) {  // root reads a file of mode 000 anyway.
    const std::string locked = Write("locked.textproto", "name: \"x\"");
    chmod(locked.c_str(), 0);
    EXPECT_EQ(ReadSpecFile(locked, &text).message(),
              "cannot read spec file " + locked + ": Permission denied");
  }
}

TEST_F(SpecInputTest, AFileOverTheLimitIsRefusedUnread) {
  const std::string big = Write("big.textproto", std::string(kMaxSpecFileBytes + 1, ' '));
  std::string text;
  EXPECT_EQ(ReadSpecFile(big, &text).message(),
            "spec file " + big + " has 1048577 bytes; the limit is 1048576");
  EXPECT_TRUE(text.empty());
  const std::string fits = Write("fits.textproto", std::string(kMaxSpecFileBytes, ' '));
  EXPECT_TRUE(ReadSpecFile(fits, &text).ok());
  EXPECT_EQ(text.size(), kMaxSpecFileBytes);
}

// `aprgrid validate` on 100,000 nested unknown fields crashed (stack overflow in protobuf's
// parser); it is now a located error.
TEST_F(SpecInputTest, DeepNestingIsAnErrorNotACrash) {
  std::string text = "name: \"deep\"\n";
  for (int i = 0; i < 100000; ++i) text += "x { ";
  for (int i = 0; i < 100000; ++i) text += "} ";
  const std::string path = Write("deep.textproto", text);
  int exit_code = 0;
  EXPECT_EQ(Load(path, &exit_code), path + ":2:403: messages nest deeper than 100 levels\n");
  EXPECT_EQ(exit_code, kExitInvalid);
}

TEST_F(SpecInputTest, InvalidUtf8IsAnErrorOfValidate) {
  const std::string path = Write("utf8.textproto", "name: \"caf\xe9\"\n");
  int exit_code = 0;
  EXPECT_EQ(Load(path, &exit_code),
            path + ":1:1: name: is not valid UTF-8 (byte 3 of the value)\n");
  EXPECT_EQ(exit_code, kExitInvalid);
}

}  // namespace
}  // namespace aprgrid::cli
