#include "common/sha256.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace aprgrid {
namespace {

// FIPS 180-2 test vectors: attempt keys depend on this function never changing.
TEST(Sha256Test, KnownVectors) {
  EXPECT_EQ(Sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(Sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(Sha256Test, CopiedPrefixStatesFinishAsWholeTexts) {
  Sha256 prefix;
  const std::string head(150, 'p');  // Longer than two 64-byte blocks.
  prefix.Update(head);
  for (const std::string& rest :
       std::vector<std::string>{"", "1", "12345\nsuffix", std::string(200, 's')}) {
    Sha256 copy = prefix;
    copy.Update(rest);
    char digits[64];
    copy.FinishHex(digits, 64);
    EXPECT_EQ(std::string(digits, 64), Sha256Hex(head + rest)) << rest;
  }
  // Assignment reuses a context; FinishHex leaves it empty again.
  Sha256 reused;
  reused.Update("abc");
  char digits[16];
  reused.FinishHex(digits, 16);
  EXPECT_EQ(std::string(digits, 16), "ba7816bf8f01cfea");
  reused.Update("abc");
  reused.FinishHex(digits, 16);
  EXPECT_EQ(std::string(digits, 16), "ba7816bf8f01cfea");
  reused = prefix;
  reused.Update("x");
  reused.FinishHex(digits, 16);
  EXPECT_EQ(std::string(digits, 16), Sha256Hex(head + "x").substr(0, 16));
}

}  // namespace
}  // namespace aprgrid
