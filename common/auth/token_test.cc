#include "common/auth/token.h"

#include <sys/stat.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "gtest/gtest.h"

namespace aprgrid::auth {
namespace {

std::string WriteTemp(const std::string& name, const std::string& content, mode_t mode) {
  const char* tmp = std::getenv("TMPDIR");
  std::string path =
      std::string(tmp ? tmp : "/tmp") + "/aprgrid_auth_" + name + "_" + std::to_string(::getpid());
  std::ofstream(path) << content;
  chmod(path.c_str(), mode);
  return path;
}

TEST(LoadTokenFileTest, StripsSurroundingWhitespace) {
  auto path = WriteTemp("ok", "  s3cret-token\n", 0600);
  auto token = LoadTokenFile(path);
  ASSERT_TRUE(token.ok()) << token.status();
  EXPECT_EQ(*token, "s3cret-token");
  std::remove(path.c_str());
}

TEST(LoadTokenFileTest, RefusesWorldReadableFile) {
  auto path = WriteTemp("open", "tok\n", 0644);
  auto token = LoadTokenFile(path);
  EXPECT_EQ(token.status().code(), absl::StatusCode::kPermissionDenied);
  EXPECT_NE(token.status().message().find("chmod 600"), std::string::npos);
  std::remove(path.c_str());
}

TEST(LoadTokenFileTest, RefusesEmptyAndInnerWhitespace) {
  auto empty = WriteTemp("empty", " \n", 0600);
  EXPECT_EQ(LoadTokenFile(empty).status().code(), absl::StatusCode::kInvalidArgument);
  auto spaced = WriteTemp("spaced", "two words", 0600);
  EXPECT_EQ(LoadTokenFile(spaced).status().code(), absl::StatusCode::kInvalidArgument);
  std::remove(empty.c_str());
  std::remove(spaced.c_str());
}

TEST(LoadTokenFileTest, MissingFileIsNotFound) {
  EXPECT_EQ(LoadTokenFile("/nonexistent/aprgrid/token").status().code(),
            absl::StatusCode::kNotFound);
}

TEST(ConstantTimeEqualsTest, ComparesContent) {
  EXPECT_TRUE(ConstantTimeEquals("abc", "abc"));
  EXPECT_FALSE(ConstantTimeEquals("abc", "abd"));
  EXPECT_FALSE(ConstantTimeEquals("abc", "abcd"));
  EXPECT_FALSE(ConstantTimeEquals("", "a"));
  EXPECT_TRUE(ConstantTimeEquals("", ""));
}

TEST(BearerTokenVerifierTest, AcceptsOnlyBearerWithTheToken) {
  BearerTokenVerifier verifier("tok");
  EXPECT_TRUE(verifier.Verify("Bearer tok"));
  EXPECT_TRUE(verifier.Verify("bearer tok"));
  EXPECT_FALSE(verifier.Verify("Bearer tok2"));
  EXPECT_FALSE(verifier.Verify("Basic tok"));
  EXPECT_FALSE(verifier.Verify("tok"));
  EXPECT_FALSE(verifier.Verify(""));
}

}  // namespace
}  // namespace aprgrid::auth
