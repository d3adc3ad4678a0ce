#include "cli/service_flags.h"

#include <cstdlib>

#include "cli/command.h"
#include "common/auth/token.h"

namespace aprgrid::cli {
namespace {

void FromEnv(std::string& value, const char* name) {
  if (!value.empty()) return;
  const char* env = std::getenv(name);
  if (env != nullptr) value = env;
}

}  // namespace

void ServiceFlags::Register(FlagParser& parser) {
  parser.AddString("coordinator", &coordinator);
  parser.AddString("token-file", &token_file);
  parser.AddString("tls-ca", &tls_ca);
}

absl::StatusOr<std::unique_ptr<CampaignClient>> ServiceFlags::Connect() {
  FromEnv(coordinator, "APRGRID_COORDINATOR");
  FromEnv(token_file, "APRGRID_TOKEN_FILE");
  FromEnv(tls_ca, "APRGRID_TLS_CA");
  if (coordinator.empty()) {
    return absl::InvalidArgumentError(
        "no coordinator: pass --coordinator or set APRGRID_COORDINATOR");
  }
  if (token_file.empty()) {
    return absl::InvalidArgumentError("no token: pass --token-file or set APRGRID_TOKEN_FILE");
  }
  absl::StatusOr<std::string> token = auth::LoadTokenFile(token_file);
  if (!token.ok()) return absl::InvalidArgumentError(token.status().message());
  return CampaignClient::Connect(coordinator, *token, tls_ca);
}

int ReportFailure(const std::string& command, const absl::Status& status, std::ostream& err) {
  err << "aprgrid " << command << ": " << status.message() << "\n";
  switch (status.code()) {
    case absl::StatusCode::kUnavailable:
    case absl::StatusCode::kDeadlineExceeded:
    case absl::StatusCode::kUnauthenticated:
    case absl::StatusCode::kPermissionDenied:
      return kExitUnavailable;
    case absl::StatusCode::kNotFound:
      return kExitNotFound;
    case absl::StatusCode::kInvalidArgument:
    case absl::StatusCode::kFailedPrecondition:
    case absl::StatusCode::kResourceExhausted:
      return kExitInvalid;
    default:
      return kExitUnavailable;
  }
}

}  // namespace aprgrid::cli
