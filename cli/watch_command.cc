// `aprgrid watch CAMPAIGN`: a live progress bar until the campaign stops running.
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/progress_bar.h"
#include "cli/service_flags.h"
#include "cli/watch_progress.h"

namespace aprgrid::cli {
namespace {

int RunWatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  ServiceFlags service;
  service.Register(parser);
  bool json = false;
  uint64_t interval_ms = 1000;
  parser.AddBool("json", &json);
  parser.AddUint64("interval-ms", &interval_ms);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional);
      !status.ok() || positional.size() != 1) {
    err << "aprgrid watch: " << (status.ok() ? "expected one CAMPAIGN" : status.message()) << "\n";
    return kExitUsage;
  }
  if (interval_ms < 100 || interval_ms > 60000) {
    err << "aprgrid watch: --interval-ms wants 100..60000\n";
    return kExitUsage;
  }
  auto client = service.Connect();
  if (!client.ok()) {
    err << "aprgrid watch: " << client.status().message() << "\n";
    return kExitUsage;
  }
  WatchOptions options;
  options.json = json;
  options.terminal = !json && IsTerminal(1);
  options.interval_ms = static_cast<uint32_t>(interval_ms);
  absl::StatusOr<v1::Campaign> last = FollowCampaign(**client, positional[0], options, out);
  if (!last.ok()) return ReportFailure("watch", last.status(), err);
  return ExitCodeFor(*last);
}

}  // namespace

const Command kWatchCommand = {
    "watch", "follow a campaign with a live progress bar",
    "usage: aprgrid watch CAMPAIGN [--json] [--interval-ms N] [--coordinator HOST:PORT]\n"
    "                     [--token-file F]\n"
    "\n"
    "Shows done/running/queued/failed, attempts per second and an ETA until the campaign stops\n"
    "running: redrawn in place on a terminal, one line per change otherwise, one JSON object per\n"
    "update with --json. Waits for a coordinator that restarts (up to a minute).\n"
    "\n"
    "Exit codes: 0 every attempt done, 2 usage error, 3 coordinator unreachable or token\n"
    "refused, 4 no such campaign, 5 attempts failed or cancelled.\n",
    RunWatch};

}  // namespace aprgrid::cli
