#include "tests/harness/listening_line.h"

#include "gtest/gtest.h"

namespace aprgrid::harness {
namespace {

TEST(ParseListeningLine, ReadsBothAddresses) {
  auto a = ParseListeningLine("listening grpc=127.0.0.1:7400 metrics=127.0.0.1:9400\n");
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_EQ(a->grpc, "127.0.0.1:7400");
  EXPECT_EQ(a->metrics, "127.0.0.1:9400");
}

TEST(ParseListeningLine, AcceptsOneAddressAndUnknownFields) {
  auto a = ParseListeningLine("listening metrics=[::1]:9401 pid=12");
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_EQ(a->grpc, "");
  EXPECT_EQ(a->metrics, "[::1]:9401");
}

TEST(ParseListeningLine, RejectsOtherLines) {
  EXPECT_FALSE(ParseListeningLine("started grpc=127.0.0.1:1").ok());
  EXPECT_FALSE(ParseListeningLine("listening").ok());
  EXPECT_FALSE(ParseListeningLine("listening pid=3").ok());
  EXPECT_FALSE(ParseListeningLine("listening grpc=127.0.0.1").ok());
  EXPECT_FALSE(ParseListeningLine("listening grpc=127.0.0.1:0").ok());
  EXPECT_FALSE(ParseListeningLine("listening grpc=127.0.0.1:99999").ok());
  EXPECT_FALSE(ParseListeningLine("listening grpc=:7400").ok());
}

}  // namespace
}  // namespace aprgrid::harness
