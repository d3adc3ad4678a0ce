#include "cli/progress_bar.h"

#include <unistd.h>

#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/result_table.h"
#include "common/json_text.h"

namespace aprgrid::cli {
namespace {

uint64_t Finished(const v1::StateCounts& counts) {
  return counts.done() + counts.failed() + counts.cancelled();
}

std::string CountsJson(const v1::StateCounts& c) {
  return absl::StrCat("{\"queued\":", c.queued(), ",\"running\":", c.running(),
                      ",\"done\":", c.done(), ",\"failed\":", c.failed(),
                      ",\"cancelled\":", c.cancelled(), ",\"patched\":", c.patched(), "}");
}

}  // namespace

uint64_t Remaining(const v1::StateCounts& counts) { return counts.queued() + counts.running(); }

std::string ProgressLine(const v1::StateCounts& counts, double rate, int bar_width) {
  const uint64_t finished = Finished(counts);
  const uint64_t total = finished + Remaining(counts);
  const double fraction = total == 0 ? 1.0 : static_cast<double>(finished) / total;
  const int filled = static_cast<int>(std::floor(fraction * bar_width));
  std::string line =
      absl::StrCat("[", std::string(filled, '#'), std::string(bar_width - filled, '.'), "] ",
                   absl::StrFormat("%3d%%", static_cast<int>(fraction * 100)));
  absl::StrAppend(&line, "  done ", counts.done(), "/", total, "  leased ", counts.running(),
                  "  queued ", counts.queued(), "  failed ", counts.failed());
  if (counts.cancelled() > 0) absl::StrAppend(&line, "  cancelled ", counts.cancelled());
  absl::StrAppend(&line, "  ", absl::StrFormat("%.1f/s", rate));
  const uint64_t remaining = Remaining(counts);
  if (remaining == 0) {
    absl::StrAppend(&line, "  ETA 0:00");
  } else if (rate > 0) {
    const int64_t seconds = static_cast<int64_t>(std::ceil(remaining / rate));
    absl::StrAppend(&line, "  ETA ", absl::StrFormat("%d:%02d", seconds / 60, seconds % 60));
  } else {
    absl::StrAppend(&line, "  ETA --:--");
  }
  return line;
}

std::string ProgressJson(const v1::Campaign& campaign, const CompletionRate* rate) {
  std::string json =
      absl::StrCat("{\"campaign_id\":", JsonString(campaign.campaign_id()),
                   ",\"name\":", JsonString(campaign.name()),
                   ",\"description\":", JsonString(campaign.description()),
                   ",\"priority\":", campaign.priority(),
                   ",\"state\":", JsonString(v1::CampaignState_Name(campaign.state())),
                   ",\"created_unix_ms\":", campaign.created_unix_ms(),
                   ",\"updated_unix_ms\":", campaign.updated_unix_ms(),
                   ",\"counts\":", CountsJson(campaign.counts()), ",\"cells\":[");
  for (int i = 0; i < campaign.cells_size(); ++i) {
    const v1::CellProgress& cell = campaign.cells(i);
    absl::StrAppend(&json, i ? "," : "", "{\"stage\":", JsonString(cell.stage()),
                    ",\"cell\":", JsonString(cell.cell()),
                    ",\"counts\":", CountsJson(cell.counts()), "}");
  }
  absl::StrAppend(&json,
                  "],\"attempts_per_second\":", ShortestNumber(campaign.attempts_per_second()),
                  ",\"stages\":[");
  for (int i = 0; i < campaign.stages_size(); ++i) {
    absl::StrAppend(&json, i ? "," : "", JsonString(campaign.stages(i)));
  }
  absl::StrAppend(&json, "]");
  if (rate != nullptr) {
    const std::optional<double> eta = rate->EtaSeconds(Remaining(campaign.counts()));
    absl::StrAppend(&json, ",\"rate_per_second\":", ShortestNumber(rate->PerSecond()),
                    ",\"eta_seconds\":", eta ? ShortestNumber(std::ceil(*eta)) : "null");
  }
  return json + "}";
}

void ObserveProgress(const v1::Campaign& campaign, absl::Time now, CompletionRate& rate) {
  rate.Observe(Finished(campaign.counts()), now);
}

void ProgressBar::Update(const v1::Campaign& campaign, absl::Time now) {
  ObserveProgress(campaign, now, rate_);
  std::string line = ProgressLine(campaign.counts(), rate_.PerSecond());
  if (terminal_) {
    out_ << "\r" << line << "\x1b[K" << std::flush;
    drawn_ = true;
  } else if (line != last_) {
    out_ << line << "\n" << std::flush;
  }
  last_ = line;
}

void ProgressBar::Done() {
  if (terminal_ && drawn_) out_ << "\n" << std::flush;
  drawn_ = false;
}

bool IsTerminal(int fd) { return isatty(fd) == 1; }

}  // namespace aprgrid::cli
