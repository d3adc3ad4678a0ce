// The progress line of `aprgrid watch`, `submit --watch` and `aprgrid local`:
//   [########............]  42%  done 126/300  running 6  queued 162  failed 6  3.1/s  ETA 0:56
// On a terminal it is redrawn in place (carriage return, erase to end of line); otherwise each
// update is a plain line.
#ifndef APRGRID_CLI_PROGRESS_BAR_H_
#define APRGRID_CLI_PROGRESS_BAR_H_

#include <ostream>
#include <string>

#include "aprgrid/v1/coordinator.pb.h"

namespace aprgrid::cli {

// The line for one update (no newline, no terminal codes). `rate` is attempts per second.
std::string ProgressLine(const v1::StateCounts& counts, double rate, int bar_width = 24);

// The campaign's progress as one JSON object (for --json).
std::string ProgressJson(const v1::Campaign& campaign);

// Draws updates on `out`. Not thread-safe.
class ProgressBar {
 public:
  ProgressBar(std::ostream& out, bool terminal) : out_(out), terminal_(terminal) {}
  void Update(const v1::Campaign& campaign);
  // Ends the in-place line (a newline on a terminal).
  void Done();

 private:
  std::ostream& out_;
  bool terminal_;
  bool drawn_ = false;
  std::string last_;
};

// True if `fd` is a terminal.
bool IsTerminal(int fd);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_PROGRESS_BAR_H_
