// SHA-256 digests (OpenSSL's EVP interface; a well-kept implementation rather than our own).
#ifndef APRGRID_COMMON_SHA256_H_
#define APRGRID_COMMON_SHA256_H_

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

// OpenSSL's context type, declared here so that users need not include its headers.
struct evp_md_ctx_st;

namespace aprgrid {

// Returns the SHA-256 of `data`: its 32 bytes, and as 64 lowercase hex digits. Thread-safe.
std::array<unsigned char, 32> Sha256Digest(std::string_view data);
std::string Sha256Hex(std::string_view data);

// A SHA-256 fed in pieces whose state can be copied: texts that share a prefix hash it once, and
// each copy then takes its own rest (Sha256Hex(prefix + rest) equals
// copy-of-the-prefix-state.Update(rest).FinishHex()). Aborts if OpenSSL cannot allocate a context
// (not recoverable, as Sha256Hex). Thread-safety: none per object; distinct objects are
// independent.
class Sha256 {
 public:
  Sha256();
  Sha256(const Sha256& other);
  Sha256& operator=(const Sha256& other);
  ~Sha256();

  void Update(std::string_view data);
  // Finishes the digest and writes its first `digits` lowercase hex digits to `out`, then starts
  // the object again empty. REQUIRES: digits <= 64; `out` holds `digits` chars.
  void FinishHex(char* out, size_t digits);

 private:
  evp_md_ctx_st* ctx_;
};

}  // namespace aprgrid

#endif  // APRGRID_COMMON_SHA256_H_
