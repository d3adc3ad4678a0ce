#include "common/auth/grpc_auth.h"

#include <grpcpp/client_context.h>
#include <grpcpp/security/credentials.h>
#include <grpcpp/security/server_credentials.h>
#include <grpcpp/server_context.h>
#include <grpcpp/support/status.h>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "common/status_macros.h"

namespace aprgrid::auth {
namespace {

absl::StatusOr<std::string> ReadPem(const std::string& path) {
  ASSIGN_OR_RETURN(std::string pem, ReadFileToString(path));
  if (pem.find("-----BEGIN") == std::string::npos) {
    return absl::InvalidArgumentError(absl::StrCat(path, " is not a PEM file"));
  }
  return pem;
}

}  // namespace

grpc::Status CheckBearer(const grpc::ServerContextBase& context,
                         const BearerTokenVerifier& verifier) {
  const auto& metadata = context.client_metadata();
  auto [first, last] = metadata.equal_range(kAuthorizationKey);
  if (first == last) {
    return grpc::Status(grpc::StatusCode::UNAUTHENTICATED, "missing authorization metadata");
  }
  if (std::next(first) != last) {
    return grpc::Status(grpc::StatusCode::UNAUTHENTICATED, "more than one authorization value");
  }
  if (!verifier.Verify(std::string_view(first->second.data(), first->second.size()))) {
    return grpc::Status(grpc::StatusCode::UNAUTHENTICATED, "invalid bearer token");
  }
  return grpc::Status::OK;
}

void AttachBearer(grpc::ClientContext* context, const std::string& token) {
  context->AddMetadata(kAuthorizationKey, "Bearer " + token);
}

absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> MakeServerCredentials(
    const std::string& cert_path, const std::string& key_path) {
  if (cert_path.empty() && key_path.empty()) return grpc::InsecureServerCredentials();
  if (cert_path.empty() || key_path.empty()) {
    return absl::InvalidArgumentError("--tls-cert and --tls-key must be given together");
  }
  auto cert = ReadPem(cert_path);
  if (!cert.ok()) return cert.status();
  auto key = ReadPem(key_path);
  if (!key.ok()) return key.status();
  grpc::SslServerCredentialsOptions options;
  options.pem_key_cert_pairs.push_back({*key, *cert});
  return grpc::SslServerCredentials(options);
}

absl::StatusOr<std::shared_ptr<grpc::ChannelCredentials>> MakeChannelCredentials(
    const std::string& ca_path) {
  if (ca_path.empty()) return grpc::InsecureChannelCredentials();
  auto ca = ReadPem(ca_path);
  if (!ca.ok()) return ca.status();
  grpc::SslCredentialsOptions options;
  options.pem_root_certs = *ca;
  return grpc::SslCredentials(options);
}

}  // namespace aprgrid::auth
