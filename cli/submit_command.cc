// `aprgrid submit SPEC [--watch] [--force]`: sends a campaign spec to the coordinator.
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/progress_bar.h"
#include "cli/service_flags.h"
#include "cli/spec_input.h"
#include "cli/watch_progress.h"
#include "common/file_util.h"

namespace aprgrid::cli {
namespace {

int RunSubmit(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  ServiceFlags service;
  service.Register(parser);
  bool watch = false, force = false, json = false;
  parser.AddBool("watch", &watch);
  parser.AddBool("force", &force);
  parser.AddBool("json", &json);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional); !status.ok()) {
    err << "aprgrid submit: " << status.message() << "\n";
    return kExitUsage;
  }
  if (positional.size() != 1) {
    err << "aprgrid submit: expected one SPEC file\n" << kSubmitCommand.usage;
    return kExitUsage;
  }
  std::string text;
  if (absl::Status read = ReadSpecFile(positional[0], &text); !read.ok()) {
    err << "aprgrid submit: " << read.message() << "\n";
    return kExitInvalid;
  }
  auto client = service.Connect();
  if (!client.ok()) {
    err << "aprgrid submit: " << client.status().message() << "\n";
    return kExitUsage;
  }
  v1::SubmitRequest request;
  request.set_spec_text(std::move(text));
  request.set_source_name(positional[0]);
  request.set_force(force);
  absl::StatusOr<v1::SubmitResponse> response = (*client)->Submit(request);
  if (!response.ok()) return ReportFailure("submit", response.status(), err);
  if (json) {
    out << "{\"campaign_id\":\"" << response->campaign_id()
        << "\",\"created\":" << (response->created() ? "true" : "false")
        << ",\"attempts_total\":" << response->attempts_total()
        << ",\"attempts_added\":" << response->attempts_added() << "}\n";
  } else {
    out << "campaign " << response->campaign_id() << (response->created() ? " created" : " updated")
        << ": " << response->attempts_added() << " attempts added, " << response->attempts_total()
        << " in total\n";
  }
  if (!watch) return kExitOk;
  WatchOptions options;
  options.json = json;
  options.terminal = !json && IsTerminal(1);
  absl::StatusOr<v1::Campaign> last =
      FollowCampaign(**client, response->campaign_id(), options, out);
  if (!last.ok()) return ReportFailure("submit", last.status(), err);
  return ExitCodeFor(*last);
}

}  // namespace

const Command kSubmitCommand = {
    "submit", "send a campaign spec to the coordinator",
    "usage: aprgrid submit SPEC [--watch] [--force] [--json] [--coordinator HOST:PORT]\n"
    "                      [--token-file F] [--tls-ca F]\n"
    "\n"
    "Sends SPEC to the coordinator, which validates and expands it. Submitting a spec again adds\n"
    "only attempts with new keys. --watch then follows the campaign like `aprgrid watch`.\n"
    "\n"
    "  --force             accept a grid larger than the coordinator's cap\n"
    "  --json              print the response (and updates with --watch) as JSON\n"
    "  --coordinator A     coordinator address (default $APRGRID_COORDINATOR)\n"
    "  --token-file F      bearer token file (default $APRGRID_TOKEN_FILE)\n"
    "  --tls-ca F          CA bundle for a TLS coordinator (default $APRGRID_TLS_CA)\n"
    "\n"
    "Exit codes: 0 ok (with --watch: every attempt done), 1 invalid spec, 2 usage error,\n"
    "3 coordinator unreachable or token refused, 5 (with --watch) attempts failed or cancelled.\n",
    RunSubmit};

}  // namespace aprgrid::cli
