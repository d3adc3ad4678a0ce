// Following a campaign until it stops running, drawing the progress bar (or JSON lines): shared
// by `aprgrid watch`, `aprgrid submit --watch` and `aprgrid local`.
#ifndef APRGRID_CLI_WATCH_PROGRESS_H_
#define APRGRID_CLI_WATCH_PROGRESS_H_

#include <ostream>
#include <string>

#include "absl/status/statusor.h"
#include "cli/campaign_client.h"

namespace aprgrid::cli {

struct WatchOptions {
  bool json = false;            // One JSON object per update instead of the bar.
  bool terminal = false;        // Redraw in place.
  uint32_t interval_ms = 1000;  // How often the coordinator sends progress.
  // Progress is shown at most this often (0: every update); the final state always is. Lets
  // `aprgrid local` poll fast, to see the end at once, without flooding a log.
  uint32_t display_interval_ms = 0;
};

// Returns the last Campaign seen (the finished or cancelled one), or the watch's error.
absl::StatusOr<v1::Campaign> FollowCampaign(CampaignClient& client, const std::string& campaign,
                                            const WatchOptions& options, std::ostream& out);

// kExitOk when every attempt is done, kExitIncomplete when some failed or were cancelled.
int ExitCodeFor(const v1::Campaign& campaign);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_WATCH_PROGRESS_H_
