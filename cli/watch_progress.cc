#include "cli/watch_progress.h"

#include "absl/time/clock.h"
#include "cli/command.h"
#include "cli/progress_bar.h"
#include "cli/service_flags.h"

namespace aprgrid::cli {

absl::StatusOr<v1::Campaign> FollowCampaign(CampaignClient& client, const std::string& campaign,
                                            const WatchOptions& options, std::ostream& out) {
  ProgressBar bar(out, options.terminal);
  CompletionRate rate;
  v1::Campaign last;
  absl::Time shown = absl::InfinitePast();
  absl::Status status = client.Watch(campaign, options.interval_ms, [&](const v1::Campaign& c) {
    last = c;
    const absl::Time now = absl::Now();
    ObserveProgress(c, now, rate);
    if (c.state() == v1::CAMPAIGN_RUNNING &&
        now - shown < absl::Milliseconds(options.display_interval_ms)) {
      return true;
    }
    shown = now;
    if (options.json) {
      out << ProgressJson(c, &rate) << "\n" << std::flush;
    } else {
      bar.Update(c);
    }
    return c.state() == v1::CAMPAIGN_RUNNING;
  });
  if (!options.json) bar.Done();
  if (!status.ok()) return status;
  return last;
}

int ExitCodeFor(const v1::Campaign& campaign) {
  if (campaign.counts().failed() > 0 || campaign.counts().cancelled() > 0 ||
      campaign.state() == v1::CAMPAIGN_CANCELLED) {
    return kExitIncomplete;
  }
  return kExitOk;
}

}  // namespace aprgrid::cli
