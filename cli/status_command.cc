// `aprgrid status [CAMPAIGN]`: every campaign's counts, or one campaign's counts per cell.
#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/progress_bar.h"
#include "cli/service_flags.h"

namespace aprgrid::cli {
namespace {

const char* StateName(v1::CampaignState state) {
  switch (state) {
    case v1::CAMPAIGN_RUNNING:
      return "running";
    case v1::CAMPAIGN_FINISHED:
      return "finished";
    case v1::CAMPAIGN_CANCELLED:
      return "cancelled";
    default:
      return "unknown";
  }
}

int RunStatus(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  ServiceFlags service;
  service.Register(parser);
  bool json = false;
  parser.AddBool("json", &json);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional);
      !status.ok() || positional.size() > 1) {
    err << "aprgrid status: " << (status.ok() ? "at most one CAMPAIGN" : status.message()) << "\n";
    return kExitUsage;
  }
  auto client = service.Connect();
  if (!client.ok()) {
    err << "aprgrid status: " << client.status().message() << "\n";
    return kExitUsage;
  }
  if (positional.empty()) {
    absl::StatusOr<v1::ListCampaignsResponse> list = (*client)->List();
    if (!list.ok()) return ReportFailure("status", list.status(), err);
    if (json) {
      for (const v1::Campaign& c : list->campaigns()) out << ProgressJson(c) << "\n";
      return kExitOk;
    }
    out << absl::StrFormat("%-20s %-24s %-9s %8s %8s %8s %8s %8s\n", "ID", "NAME", "STATE", "DONE",
                           "RUNNING", "QUEUED", "FAILED", "PATCHED");
    for (const v1::Campaign& c : list->campaigns()) {
      out << absl::StrFormat("%-20s %-24s %-9s %8d %8d %8d %8d %8d\n", c.campaign_id(), c.name(),
                             StateName(c.state()), c.counts().done(), c.counts().running(),
                             c.counts().queued(), c.counts().failed(), c.counts().patched());
    }
    return kExitOk;
  }
  absl::StatusOr<v1::Campaign> campaign = (*client)->Get(positional[0], /*with_cells=*/true);
  if (!campaign.ok()) return ReportFailure("status", campaign.status(), err);
  if (json) {
    out << ProgressJson(*campaign) << "\n";
    return kExitOk;
  }
  out << "campaign " << campaign->name() << " (" << campaign->campaign_id()
      << "): " << StateName(campaign->state()) << "\n"
      << ProgressLine(campaign->counts(), campaign->attempts_per_second()) << "\n";
  if (campaign->cells_size() > 0) {
    out << absl::StrFormat("\n%-14s %-56s %6s %7s %6s %6s %7s\n", "STAGE", "CELL", "DONE",
                           "RUNNING", "QUEUED", "FAILED", "PATCHED");
    for (const v1::CellProgress& cell : campaign->cells()) {
      out << absl::StrFormat("%-14s %-56s %6d %7d %6d %6d %7d\n", cell.stage(), cell.cell(),
                             cell.counts().done(), cell.counts().running(), cell.counts().queued(),
                             cell.counts().failed(), cell.counts().patched());
    }
  }
  return kExitOk;
}

}  // namespace

const Command kStatusCommand = {
    "status", "show campaigns, or one campaign's progress per cell",
    "usage: aprgrid status [CAMPAIGN] [--json] [--coordinator HOST:PORT] [--token-file F]\n"
    "\n"
    "Without CAMPAIGN lists every campaign with its counts; with it (id or name), the counts per\n"
    "grid cell. --json prints one JSON object per campaign (aprgrid.v1.Campaign).\n"
    "\n"
    "Exit codes: 0 ok, 2 usage error, 3 coordinator unreachable or token refused, 4 no such\n"
    "campaign.\n",
    RunStatus};

}  // namespace aprgrid::cli
