#include "common/auth/grpc_auth.h"

#include <grpcpp/client_context.h>
#include <grpcpp/security/credentials.h>
#include <grpcpp/security/server_credentials.h>
#include <grpcpp/server_context.h>
#include <grpcpp/support/server_interceptor.h>
#include <grpcpp/support/status.h>
#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <sys/stat.h>

#include <map>

#include "absl/status/status.h"
#include "absl/strings/match.h"
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

// The check of CheckBearer on a call's metadata.
grpc::Status CheckMetadata(const std::multimap<grpc::string_ref, grpc::string_ref>& metadata,
                           const BearerTokenVerifier& verifier) {
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

class BearerInterceptor : public grpc::experimental::Interceptor {
 public:
  explicit BearerInterceptor(const BearerTokenVerifier* verifier) : verifier_(verifier) {}

  void Intercept(grpc::experimental::InterceptorBatchMethods* methods) override {
    using grpc::experimental::InterceptionHookPoints;
    if (methods->QueryInterceptionHookPoint(InterceptionHookPoints::POST_RECV_INITIAL_METADATA)) {
      refused_ = CheckMetadata(*methods->GetRecvInitialMetadata(), *verifier_);
    }
    if (!refused_.ok()) {
      if (methods->QueryInterceptionHookPoint(InterceptionHookPoints::PRE_SEND_MESSAGE)) {
        if (grpc::ByteBuffer* message = methods->GetSerializedSendMessage(); message != nullptr) {
          message->Clear();
        }
      }
      if (methods->QueryInterceptionHookPoint(InterceptionHookPoints::PRE_SEND_STATUS)) {
        methods->ModifySendStatus(refused_);
      }
    }
    methods->Proceed();
  }

 private:
  const BearerTokenVerifier* const verifier_;
  grpc::Status refused_;  // OK until the metadata says otherwise.
};

class BearerInterceptorFactory : public grpc::experimental::ServerInterceptorFactoryInterface {
 public:
  BearerInterceptorFactory(const BearerTokenVerifier* verifier, std::vector<std::string> exempt)
      : verifier_(verifier), exempt_(std::move(exempt)) {}

  grpc::experimental::Interceptor* CreateServerInterceptor(
      grpc::experimental::ServerRpcInfo* info) override {
    const std::string_view method = info->method() != nullptr ? info->method() : "";
    for (const std::string& prefix : exempt_) {
      if (method.substr(0, prefix.size()) == prefix) return nullptr;
    }
    return new BearerInterceptor(verifier_);
  }

 private:
  const BearerTokenVerifier* const verifier_;
  const std::vector<std::string> exempt_;
};

// OK if the private key at `key_path` belongs to the certificate at `cert_path`.
absl::Status CheckKeyMatchesCertificate(const std::string& cert_pem, const std::string& key_pem,
                                        const std::string& cert_path, const std::string& key_path) {
  BIO* cert_bio = BIO_new_mem_buf(cert_pem.data(), static_cast<int>(cert_pem.size()));
  X509* cert =
      cert_bio != nullptr ? PEM_read_bio_X509(cert_bio, nullptr, nullptr, nullptr) : nullptr;
  BIO* key_bio = BIO_new_mem_buf(key_pem.data(), static_cast<int>(key_pem.size()));
  EVP_PKEY* key =
      key_bio != nullptr ? PEM_read_bio_PrivateKey(key_bio, nullptr, nullptr, nullptr) : nullptr;
  absl::Status status;
  if (cert == nullptr) {
    status = absl::InvalidArgumentError(absl::StrCat(cert_path, " holds no PEM certificate"));
  } else if (key == nullptr) {
    status =
        absl::InvalidArgumentError(absl::StrCat(key_path, " holds no unencrypted PEM private key"));
  } else if (X509_check_private_key(cert, key) != 1) {
    status = absl::InvalidArgumentError(
        absl::StrCat("the TLS key ", key_path, " does not match the certificate ", cert_path));
  }
  EVP_PKEY_free(key);
  X509_free(cert);
  BIO_free(key_bio);
  BIO_free(cert_bio);
  return status;
}

}  // namespace

grpc::Status CheckBearer(const grpc::ServerContextBase& context,
                         const BearerTokenVerifier& verifier) {
  return CheckMetadata(context.client_metadata(), verifier);
}

std::unique_ptr<grpc::experimental::ServerInterceptorFactoryInterface> MakeBearerInterceptorFactory(
    const BearerTokenVerifier* verifier, std::vector<std::string> self_checked_prefixes) {
  self_checked_prefixes.push_back("/grpc.health.v1.Health/");
  return std::make_unique<BearerInterceptorFactory>(verifier, std::move(self_checked_prefixes));
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
  struct stat st {};
  if (stat(key_path.c_str(), &st) == 0 && (st.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
    return absl::PermissionDeniedError(absl::StrCat(
        "TLS key file ", key_path, " is accessible by group or others; run: chmod 600 ", key_path));
  }
  auto key = ReadPem(key_path);
  if (!key.ok()) return key.status();
  if (absl::Status match = CheckKeyMatchesCertificate(*cert, *key, cert_path, key_path);
      !match.ok()) {
    return match;
  }
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
