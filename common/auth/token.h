// Bearer tokens: loading the shared secret from a file and comparing presented tokens with it.
#ifndef APRGRID_COMMON_AUTH_TOKEN_H_
#define APRGRID_COMMON_AUTH_TOKEN_H_

#include <array>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace aprgrid::auth {

// Reads the token from `path`: the file's content with surrounding whitespace removed.
// Refuses a missing or unreadable file, an empty token, a token with inner whitespace or control
// characters (it could not travel in an HTTP/2 header), and a file readable by group or others
// (a shared secret must not be world-readable; the error says which mode to set).
absl::StatusOr<std::string> LoadTokenFile(const std::string& path);

// True iff `a` and `b` are equal, in time that does not depend on where they differ or on the
// length of the common prefix. Both sides are first reduced to SHA-256 digests so that even a
// length difference takes the same path.
bool ConstantTimeEquals(std::string_view a, std::string_view b);

// Checks the value of an `authorization` header against the expected token, as
// ConstantTimeEquals would, but with the token's digest computed once: every RPC is checked, so
// hashing the token again per call was a measurable part of the coordinator's CPU
// (docs/performance.md, "Ingest CPU per completion (2026-12-03, session 18)").
// Thread-safe: immutable after construction.
class BearerTokenVerifier {
 public:
  // REQUIRES: `token` is non-empty.
  explicit BearerTokenVerifier(std::string token);

  // True iff `header_value` is "Bearer <token>" (scheme case-insensitive, as RFC 6750 allows).
  bool Verify(std::string_view header_value) const;

  const std::string& token() const { return token_; }

 private:
  std::string token_;
  std::array<unsigned char, 32> token_digest_;  // SHA-256 of token_.
};

}  // namespace aprgrid::auth

#endif  // APRGRID_COMMON_AUTH_TOKEN_H_
