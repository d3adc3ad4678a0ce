#include "common/sha256.h"

#include <openssl/evp.h>

#include <cstdlib>

namespace aprgrid {
namespace {

constexpr char kHex[] = "0123456789abcdef";

void HexDigits(const unsigned char* digest, size_t digits, char* out) {
  for (size_t i = 0; i < digits; ++i) {
    const unsigned char byte = digest[i / 2];
    out[i] = kHex[i % 2 == 0 ? byte >> 4 : byte & 0xf];
  }
}

// OpenSSL's calls below fail only on allocation failure; a digest we cannot compute is not
// recoverable.
void Check(int ok) {
  if (ok != 1) std::abort();
}

// The algorithm, fetched once: OpenSSL 3 looks EVP_sha256() up in its provider tables at every
// call, which costs more than hashing a short text such as a token (checked at every RPC).
const EVP_MD* Sha256Md() {
  static const EVP_MD* const kSha256 = [] {
    const EVP_MD* md = EVP_MD_fetch(nullptr, "SHA256", nullptr);
    if (md == nullptr) std::abort();
    return md;
  }();
  return kSha256;
}

}  // namespace

std::array<unsigned char, 32> Sha256Digest(std::string_view data) {
  std::array<unsigned char, 32> digest;
  unsigned int length = 0;
  Check(EVP_Digest(data.data(), data.size(), digest.data(), &length, Sha256Md(), nullptr));
  if (length != digest.size()) std::abort();
  return digest;
}

std::string Sha256Hex(std::string_view data) {
  const std::array<unsigned char, 32> digest = Sha256Digest(data);
  std::string out(2 * digest.size(), '0');
  HexDigits(digest.data(), out.size(), out.data());
  return out;
}

Sha256::Sha256() : ctx_(EVP_MD_CTX_new()) {
  if (ctx_ == nullptr) std::abort();
  Check(EVP_DigestInit_ex(ctx_, Sha256Md(), nullptr));
}

Sha256::Sha256(const Sha256& other) : ctx_(EVP_MD_CTX_new()) {
  if (ctx_ == nullptr) std::abort();
  Check(EVP_MD_CTX_copy_ex(ctx_, other.ctx_));
}

Sha256& Sha256::operator=(const Sha256& other) {
  if (this != &other) Check(EVP_MD_CTX_copy_ex(ctx_, other.ctx_));
  return *this;
}

Sha256::~Sha256() { EVP_MD_CTX_free(ctx_); }

void Sha256::Update(std::string_view data) {
  Check(EVP_DigestUpdate(ctx_, data.data(), data.size()));
}

void Sha256::FinishHex(char* out, size_t digits) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  Check(EVP_DigestFinal_ex(ctx_, digest, &length));
  HexDigits(digest, digits, out);
  Check(EVP_DigestInit_ex(ctx_, Sha256Md(), nullptr));
}

}  // namespace aprgrid
