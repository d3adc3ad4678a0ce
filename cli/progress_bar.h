// The progress line of `aprgrid watch`, `submit --watch` and `aprgrid local`:
//   [########............]  42%  done 126/300  leased 6  queued 162  failed 6  3.1/s  ETA 0:56
// "leased" is StateCounts.running: attempts a worker holds, both those executing and those leased
// ahead into a worker's ready queue; the coordinator's Get/Watch reply does not split the two
// (docs/cli.md, "What the counts count"). The rate and ETA come from a CompletionRate over the
// updates seen (cli/completion_rate.h), not from the coordinator's last-minute figure. On a
// terminal the line is redrawn in place (carriage return, erase to end of line); otherwise each
// update is a plain line.
#ifndef APRGRID_CLI_PROGRESS_BAR_H_
#define APRGRID_CLI_PROGRESS_BAR_H_

#include <optional>
#include <ostream>
#include <string>

#include "absl/time/clock.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "cli/completion_rate.h"

namespace aprgrid::cli {

// The line for one update (no newline, no terminal codes). `rate` is attempts per second.
std::string ProgressLine(const v1::StateCounts& counts, double rate, int bar_width = 24);

// The campaign as one JSON object (for --json), its fields as aprgrid.v1.Campaign names them,
// every count and time a JSON number (protobuf's JSON mapping would print 64-bit integers as
// strings). With `rate`, adds "rate_per_second" (the smoothed rate) and "eta_seconds" (null
// while unknown).
std::string ProgressJson(const v1::Campaign& campaign, const CompletionRate* rate = nullptr);

// The attempts not yet finished: queued plus leased.
uint64_t Remaining(const v1::StateCounts& counts);

// Draws updates on `out`. Not thread-safe.
class ProgressBar {
 public:
  ProgressBar(std::ostream& out, bool terminal) : out_(out), terminal_(terminal) {}
  void Update(const v1::Campaign& campaign) { Update(campaign, absl::Now()); }
  // `now` is when the update arrived (feeds the rate).
  void Update(const v1::Campaign& campaign, absl::Time now);
  // Ends the in-place line (a newline on a terminal).
  void Done();

 private:
  std::ostream& out_;
  bool terminal_;
  bool drawn_ = false;
  std::string last_;
  CompletionRate rate_;
};

// Observes `campaign`'s finished count in `rate` at `now`.
void ObserveProgress(const v1::Campaign& campaign, absl::Time now, CompletionRate& rate);

// True if `fd` is a terminal.
bool IsTerminal(int fd);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_PROGRESS_BAR_H_
