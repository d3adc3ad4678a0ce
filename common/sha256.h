// SHA-256 digests (OpenSSL's EVP interface; a well-kept implementation rather than our own).
#ifndef APRGRID_COMMON_SHA256_H_
#define APRGRID_COMMON_SHA256_H_

#include <string>
#include <string_view>

namespace aprgrid {

// Returns the SHA-256 of `data` as 64 lowercase hex digits. Thread-safe.
std::string Sha256Hex(std::string_view data);

}  // namespace aprgrid

#endif  // APRGRID_COMMON_SHA256_H_
