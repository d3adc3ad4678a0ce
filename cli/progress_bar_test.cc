#include "cli/progress_bar.h"

#include <sstream>

#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

v1::StateCounts Counts(uint64_t done, uint64_t running, uint64_t queued, uint64_t failed) {
  v1::StateCounts counts;
  counts.set_done(done);
  counts.set_running(running);
  counts.set_queued(queued);
  counts.set_failed(failed);
  return counts;
}

TEST(ProgressBarTest, LineShowsCountsRateAndEta) {
  std::string line = ProgressLine(Counts(120, 6, 168, 6), 3.0, 10);
  EXPECT_EQ(line,
            "[####......]  42%  done 120/300  running 6  queued 168  failed 6  3.0/s  ETA 0:58");
}

TEST(ProgressBarTest, NoRateNoEtaAndFinishedIsFull) {
  EXPECT_NE(ProgressLine(Counts(0, 0, 10, 0), 0.0).find("ETA --:--"), std::string::npos);
  std::string done = ProgressLine(Counts(10, 0, 0, 0), 0.0, 4);
  EXPECT_EQ(done.substr(0, 12), "[####] 100% ");
  EXPECT_NE(done.find("ETA 0:00"), std::string::npos);
}

TEST(ProgressBarTest, PlainLinesWhenNotATerminal) {
  std::ostringstream out;
  ProgressBar bar(out, /*terminal=*/false);
  v1::Campaign campaign;
  *campaign.mutable_counts() = Counts(1, 1, 1, 0);
  bar.Update(campaign);
  bar.Update(campaign);  // Unchanged: not repeated.
  campaign.mutable_counts()->set_done(2);
  bar.Update(campaign);
  bar.Done();
  std::string text = out.str();
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 2);
  EXPECT_EQ(text.find('\r'), std::string::npos);
}

TEST(ProgressBarTest, RedrawsInPlaceOnATerminal) {
  std::ostringstream out;
  ProgressBar bar(out, /*terminal=*/true);
  v1::Campaign campaign;
  *campaign.mutable_counts() = Counts(1, 1, 1, 0);
  bar.Update(campaign);
  bar.Update(campaign);
  bar.Done();
  std::string text = out.str();
  EXPECT_EQ(std::count(text.begin(), text.end(), '\r'), 2);
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 1);
  EXPECT_NE(text.find("\x1b[K"), std::string::npos);
}

}  // namespace
}  // namespace aprgrid::cli
