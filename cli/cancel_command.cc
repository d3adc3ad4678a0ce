// `aprgrid cancel CAMPAIGN`: cancels queued attempts and stops running ones.
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/service_flags.h"

namespace aprgrid::cli {
namespace {

int RunCancel(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  ServiceFlags service;
  service.Register(parser);
  bool json = false;
  parser.AddBool("json", &json);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional);
      !status.ok() || positional.size() != 1) {
    err << "aprgrid cancel: " << (status.ok() ? "expected one CAMPAIGN" : status.message()) << "\n";
    return kExitUsage;
  }
  auto client = service.Connect();
  if (!client.ok()) {
    err << "aprgrid cancel: " << client.status().message() << "\n";
    return kExitUsage;
  }
  absl::StatusOr<v1::CancelResponse> response = (*client)->Cancel(positional[0]);
  if (!response.ok()) return ReportFailure("cancel", response.status(), err);
  if (json) {
    out << "{\"attempts_cancelled\":" << response->attempts_cancelled() << "}\n";
  } else {
    out << "cancelled " << response->attempts_cancelled() << " attempts\n";
  }
  return kExitOk;
}

}  // namespace

const Command kCancelCommand = {
    "cancel", "cancel a campaign's queued and running attempts",
    "usage: aprgrid cancel CAMPAIGN [--json] [--coordinator HOST:PORT] [--token-file F]\n"
    "\n"
    "Queued attempts become cancelled at once; workers stop running ones at their next\n"
    "heartbeat. Finished results stay.\n"
    "\n"
    "Exit codes: 0 ok, 2 usage error, 3 coordinator unreachable or token refused, 4 no such\n"
    "campaign.\n",
    RunCancel};

}  // namespace aprgrid::cli
