// gRPC glue for aprgrid's authentication: bearer-token checks on the server, the token on client
// calls, and TLS credentials from PEM files. Shared by the coordinator, workers and the CLI.
//
// gRPC types are only forward-declared here so that including this header stays cheap; the
// callers that use the results include grpcpp themselves.
#ifndef APRGRID_COMMON_AUTH_GRPC_AUTH_H_
#define APRGRID_COMMON_AUTH_GRPC_AUTH_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "common/auth/token.h"

namespace grpc {
namespace experimental {
class ServerInterceptorFactoryInterface;
}  // namespace experimental
class ChannelCredentials;
class ClientContext;
class ServerContextBase;
class ServerCredentials;
class Status;
}  // namespace grpc

namespace aprgrid::auth {

// The metadata key every RPC must carry ("authorization: Bearer <token>").
inline constexpr char kAuthorizationKey[] = "authorization";

// Returns OK if the call's metadata carries exactly one `authorization` value accepted by
// `verifier`, else UNAUTHENTICATED. The comparison is constant-time (see ConstantTimeEquals).
// Works for both the synchronous and the callback API (any grpc::ServerContextBase).
grpc::Status CheckBearer(const grpc::ServerContextBase& context,
                         const BearerTokenVerifier& verifier);

// A server interceptor that holds every call, whatever service it reaches, to the bearer token,
// so that a service registered without a check of its own (server reflection, a future service)
// cannot answer without it. A call without the token (or with a wrong one) gets UNAUTHENTICATED
// and every message the handler sends is emptied before it leaves. Exempt: gRPC health (probes
// carry no token) and the methods whose names start with one of `self_checked_prefixes` (services
// whose every handler calls CheckBearer first, on hot paths where interception would cost time
// per message). `verifier` must outlive the server. Thread-safe.
std::unique_ptr<grpc::experimental::ServerInterceptorFactoryInterface> MakeBearerInterceptorFactory(
    const BearerTokenVerifier* verifier, std::vector<std::string> self_checked_prefixes);

// Adds "authorization: Bearer <token>" to an outgoing call. REQUIRES: `context` not yet used.
void AttachBearer(grpc::ClientContext* context, const std::string& token);

// Server credentials: TLS from PEM files if both paths are set, plaintext if both are empty.
// Exactly one set, or an unreadable file, is an error; so is a key file readable by group or
// others (as for the token file: the error says which mode to set) and a key that does not match
// the certificate (said as such, rather than as a port that cannot be bound).
absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> MakeServerCredentials(
    const std::string& cert_path, const std::string& key_path);

// Channel credentials: TLS verifying the server against the PEM CA bundle at `ca_path`, or
// plaintext if `ca_path` is empty.
absl::StatusOr<std::shared_ptr<grpc::ChannelCredentials>> MakeChannelCredentials(
    const std::string& ca_path);

}  // namespace aprgrid::auth

#endif  // APRGRID_COMMON_AUTH_GRPC_AUTH_H_
