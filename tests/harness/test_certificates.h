// Certificates for TLS tests, made with the openssl CLI (P-256 keys: quick to make): a CA, a
// server certificate it signed for 127.0.0.1 and localhost, and a second CA that signed nothing.
#ifndef APRGRID_TESTS_HARNESS_TEST_CERTIFICATES_H_
#define APRGRID_TESTS_HARNESS_TEST_CERTIFICATES_H_

#include <string>

#include "absl/status/statusor.h"

namespace aprgrid::harness {

struct TestCertificates {
  std::string ca;           // PEM: the CA that signed the server's certificate.
  std::string other_ca;     // PEM: a CA that did not.
  std::string server_cert;  // PEM, for --tls-cert.
  std::string server_key;   // PEM, for --tls-key (mode 0600).
};

// Writes the files into `dir` (which must exist) and returns their paths; an error with
// openssl's output if it fails.
absl::StatusOr<TestCertificates> MakeTestCertificates(const std::string& dir);

}  // namespace aprgrid::harness

#endif  // APRGRID_TESTS_HARNESS_TEST_CERTIFICATES_H_
