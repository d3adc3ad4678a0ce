#include "cli/progress_bar.h"

#include <unistd.h>

#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "google/protobuf/util/json_util.h"

namespace aprgrid::cli {

std::string ProgressLine(const v1::StateCounts& counts, double rate, int bar_width) {
  const uint64_t total =
      counts.queued() + counts.running() + counts.done() + counts.failed() + counts.cancelled();
  const uint64_t finished = counts.done() + counts.failed() + counts.cancelled();
  const double fraction = total == 0 ? 1.0 : static_cast<double>(finished) / total;
  const int filled = static_cast<int>(std::floor(fraction * bar_width));
  std::string line =
      absl::StrCat("[", std::string(filled, '#'), std::string(bar_width - filled, '.'), "] ",
                   absl::StrFormat("%3d%%", static_cast<int>(fraction * 100)));
  absl::StrAppend(&line, "  done ", counts.done(), "/", total, "  running ", counts.running(),
                  "  queued ", counts.queued(), "  failed ", counts.failed());
  if (counts.cancelled() > 0) absl::StrAppend(&line, "  cancelled ", counts.cancelled());
  absl::StrAppend(&line, "  ", absl::StrFormat("%.1f/s", rate));
  const uint64_t remaining = counts.queued() + counts.running();
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

std::string ProgressJson(const v1::Campaign& campaign) {
  std::string json;
  google::protobuf::util::JsonPrintOptions options;
  options.preserve_proto_field_names = true;
  options.always_print_primitive_fields = true;
  (void)google::protobuf::util::MessageToJsonString(campaign, &json, options);
  return json;
}

void ProgressBar::Update(const v1::Campaign& campaign) {
  std::string line = ProgressLine(campaign.counts(), campaign.attempts_per_second());
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
