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
            "[####......]  42%  done 120/300  leased 6  queued 168  failed 6  3.0/s  ETA 0:58");
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

TEST(ProgressBarTest, RateComesFromTheUpdatesSeen) {
  std::ostringstream out;
  ProgressBar bar(out, /*terminal=*/false);
  v1::Campaign campaign;
  campaign.set_attempts_per_second(0.1);  // The coordinator's last-minute figure: not used.
  const absl::Time start = absl::FromUnixSeconds(100);
  *campaign.mutable_counts() = Counts(0, 2, 98, 0);
  bar.Update(campaign, start);
  *campaign.mutable_counts() = Counts(10, 2, 88, 0);
  bar.Update(campaign, start + absl::Milliseconds(500));
  EXPECT_NE(out.str().find("20.0/s  ETA 0:05"), std::string::npos) << out.str();
}

TEST(ProgressBarTest, JsonCountsAreNumbers) {
  v1::Campaign campaign;
  campaign.set_campaign_id("c-1");
  campaign.set_state(v1::CAMPAIGN_RUNNING);
  *campaign.mutable_counts() = Counts(3, 1, 6, 0);
  campaign.add_stages("s1");
  CompletionRate rate;
  rate.Observe(0, absl::FromUnixSeconds(1));
  rate.Observe(3, absl::FromUnixSeconds(2));
  const std::string json = ProgressJson(campaign, &rate);
  EXPECT_NE(json.find("\"counts\":{\"queued\":6,\"running\":1,\"done\":3,"), std::string::npos)
      << json;
  EXPECT_NE(json.find("\"state\":\"CAMPAIGN_RUNNING\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"rate_per_second\":3,\"eta_seconds\":3}"), std::string::npos) << json;
  EXPECT_EQ(ProgressJson(campaign).find("rate_per_second"), std::string::npos);
}

}  // namespace
}  // namespace aprgrid::cli
