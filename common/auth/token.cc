#include "common/auth/token.h"

#include <openssl/crypto.h>
#include <sys/stat.h>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "common/sha256.h"

namespace aprgrid::auth {

absl::StatusOr<std::string> LoadTokenFile(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) {
    return absl::NotFoundError(absl::StrCat("token file ", path, ": cannot stat"));
  }
  if ((st.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
    return absl::PermissionDeniedError(absl::StrCat(
        "token file ", path, " is accessible by group or others; run: chmod 600 ", path));
  }
  absl::StatusOr<std::string> contents = ReadFileToString(path);
  if (!contents.ok()) {
    return absl::Status(contents.status().code(),
                        absl::StrCat("token file ", path, ": ", contents.status().message()));
  }
  std::string token(absl::StripAsciiWhitespace(*contents));
  if (token.empty())
    return absl::InvalidArgumentError(absl::StrCat("token file ", path, " is empty"));
  for (unsigned char c : token) {
    if (c <= 0x20 || c >= 0x7f) {
      return absl::InvalidArgumentError(absl::StrCat(
          "token file ", path, ": the token must be printable ASCII without whitespace"));
    }
  }
  return token;
}

namespace {

// CRYPTO_memcmp is OpenSSL's constant-time comparison; comparing digests gives both operands the
// same length so the comparison cannot short-cut on a length mismatch.
bool DigestsEqual(const std::array<unsigned char, 32>& a, const std::array<unsigned char, 32>& b) {
  return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace

bool ConstantTimeEquals(std::string_view a, std::string_view b) {
  return DigestsEqual(Sha256Digest(a), Sha256Digest(b));
}

BearerTokenVerifier::BearerTokenVerifier(std::string token)
    : token_(std::move(token)), token_digest_(Sha256Digest(token_)) {}

bool BearerTokenVerifier::Verify(std::string_view header_value) const {
  constexpr std::string_view kScheme = "bearer ";
  if (header_value.size() < kScheme.size() ||
      !absl::EqualsIgnoreCase(absl::string_view(header_value.data(), kScheme.size()), "bearer ")) {
    // Still compare so that a malformed header costs as much as a wrong token.
    (void)DigestsEqual(Sha256Digest(header_value), token_digest_);
    return false;
  }
  return DigestsEqual(Sha256Digest(header_value.substr(kScheme.size())), token_digest_);
}

}  // namespace aprgrid::auth
