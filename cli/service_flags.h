// The flags every command that talks to a coordinator shares: --coordinator HOST:PORT,
// --token-file F and --tls-ca F, defaulting to $APRGRID_COORDINATOR, $APRGRID_TOKEN_FILE and
// $APRGRID_TLS_CA; and the exit code for a failed call.
#ifndef APRGRID_CLI_SERVICE_FLAGS_H_
#define APRGRID_CLI_SERVICE_FLAGS_H_

#include <memory>
#include <ostream>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "cli/campaign_client.h"
#include "cli/flags.h"

namespace aprgrid::cli {

// Exit codes of the service commands (docs/cli.md), beside kExitOk/kExitInvalid/kExitUsage.
inline constexpr int kExitUnavailable = 3;  // Coordinator unreachable, or the token refused.
inline constexpr int kExitNotFound = 4;     // No such campaign (or results database).
inline constexpr int kExitIncomplete = 5;   // The campaign ended with failed/cancelled attempts.

struct ServiceFlags {
  std::string coordinator;
  std::string token_file;
  std::string tls_ca;

  void Register(FlagParser& parser);
  // Fills unset fields from the environment and connects. InvalidArgument when the address or
  // token is missing or the token file is unusable.
  absl::StatusOr<std::unique_ptr<CampaignClient>> Connect();
};

// Prints "aprgrid CMD: <message>" and maps the status to an exit code.
int ReportFailure(const std::string& command, const absl::Status& status, std::ostream& err);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_SERVICE_FLAGS_H_
