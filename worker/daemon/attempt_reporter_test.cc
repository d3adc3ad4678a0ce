#include "worker/daemon/attempt_reporter.h"

#include <deque>
#include <string>
#include <vector>

#include "absl/time/clock.h"
#include "gtest/gtest.h"
#include "worker/daemon/fake_clock.h"

namespace aprgrid::worker {
namespace {

// Records what arrives; the next streams' outcomes are scripted.
class FakeLink : public CoordinatorLink {
 public:
  struct Stream : ReportStream {
    FakeLink* link;
    absl::Status outcome;
    std::vector<uint64_t> seqs;
    int64_t last_seq = -1;  // The event written with WriteLast.
    bool Write(const v1::ReportEvent& event) override {
      EXPECT_EQ(last_seq, -1) << "a write after WriteLast";
      seqs.push_back(event.seq());
      link->written.push_back(event);
      return outcome.ok();
    }
    bool WriteLast(const v1::ReportEvent& event) override {
      const bool ok = Write(event);
      last_seq = static_cast<int64_t>(event.seq());
      return ok;
    }
    absl::StatusOr<v1::ReportAck> Finish() override {
      link->streams.push_back(seqs);
      link->last_seqs.push_back(last_seq);
      if (!outcome.ok()) return outcome;
      v1::ReportAck ack;
      ack.set_acked_seq(seqs.empty() ? 0 : seqs.back());
      return ack;
    }
  };
  absl::StatusOr<v1::RegisterResponse> Register(const v1::RegisterRequest&) override {
    return absl::UnimplementedError("");
  }
  absl::StatusOr<v1::LeaseResponse> Lease(const v1::LeaseRequest&) override {
    return absl::UnimplementedError("");
  }
  absl::StatusOr<v1::HeartbeatResponse> Heartbeat(const v1::HeartbeatRequest&) override {
    return absl::UnimplementedError("");
  }
  std::unique_ptr<ReportStream> OpenReport(const std::string&) override {
    ++opened;
    auto stream = std::make_unique<Stream>();
    stream->link = this;
    if (!outcomes.empty()) {
      stream->outcome = outcomes.front();
      outcomes.pop_front();
    }
    return stream;
  }
  std::deque<absl::Status> outcomes;
  std::vector<v1::ReportEvent> written;        // Every event written, in order.
  std::vector<std::vector<uint64_t>> streams;  // Seqs seen by each finished stream.
  std::vector<int64_t> last_seqs;              // Each finished stream's WriteLast seq, or -1.
  int opened = 0;
};

v1::ReportEvent Result() {
  v1::ReportEvent event;
  event.mutable_repair_result()->set_patched(true);
  return event;
}

TEST(AttemptReporterTest, OneStreamWhenAllGoesWell) {
  FakeLink link;
  FakeClock clock;  // The retries' backoff passes at once.
  clock.set_sleep_advances(true);
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::ZeroDuration(), &clock);
  EXPECT_TRUE(reporter.AddGeneration(v1::GenerationEvent()));
  EXPECT_TRUE(reporter.AddGeneration(v1::GenerationEvent()));
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kAcked);
  ASSERT_EQ(link.streams.size(), 1u);
  EXPECT_EQ(link.streams[0], (std::vector<uint64_t>{0, 1, 2}));
  EXPECT_EQ(link.last_seqs[0], 2);  // The final event half-closed the stream.
}

TEST(AttemptReporterTest, GenerationsWithinTheLiveIntervalWaitForTheNextWrite) {
  FakeLink link;
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::Hours(1));
  EXPECT_TRUE(reporter.AddGeneration(v1::GenerationEvent()));
  EXPECT_TRUE(reporter.AddGeneration(v1::GenerationEvent()));
  EXPECT_EQ(link.opened, 0);
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kAcked);
  ASSERT_EQ(link.streams.size(), 1u);  // Everything in order on one stream at the end.
  EXPECT_EQ(link.streams[0], (std::vector<uint64_t>{0, 1, 2}));
}

TEST(AttemptReporterTest, DeferredGenerationsAreSentInOrderWithTheNextLiveWrite) {
  FakeLink link;
  FakeClock clock;
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::Milliseconds(50), &clock);
  EXPECT_TRUE(reporter.AddGeneration(v1::GenerationEvent()));  // Deferred.
  EXPECT_EQ(link.opened, 0);
  clock.Advance(absl::Milliseconds(60));
  EXPECT_TRUE(reporter.AddGeneration(v1::GenerationEvent()));  // Writes seq 0 and 1.
  EXPECT_EQ(link.opened, 1);
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kAcked);
  ASSERT_EQ(link.streams.size(), 1u);
  EXPECT_EQ(link.streams[0], (std::vector<uint64_t>{0, 1, 2}));
}

TEST(AttemptReporterTest, ResendsFromTheStartAfterABrokenStream) {
  FakeLink link;
  link.outcomes = {absl::UnavailableError("restarting"), absl::UnavailableError("still down")};
  FakeClock clock;  // The retries' backoff passes at once.
  clock.set_sleep_advances(true);
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::ZeroDuration(), &clock);
  // The live stream breaks: the event is kept, not an error.
  EXPECT_TRUE(reporter.AddGeneration(v1::GenerationEvent()));
  // The final breaks once more, then goes through on a fresh stream that starts again at seq 0.
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kAcked);
  ASSERT_EQ(link.streams.size(), 3u);
  EXPECT_EQ(link.streams.back(), (std::vector<uint64_t>{0, 1}));
  // A broken stream stops at its first failed write; the one that went through was closed by
  // the final event.
  EXPECT_EQ(link.last_seqs, (std::vector<int64_t>{-1, -1, 1}));
}

TEST(AttemptReporterTest, RefusalIsFinalAndStopsGenerations) {
  FakeLink link;
  link.outcomes = {absl::FailedPreconditionError("stale epoch")};
  FakeClock clock;  // The retries' backoff passes at once.
  clock.set_sleep_advances(true);
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::ZeroDuration(), &clock);
  EXPECT_FALSE(reporter.AddGeneration(v1::GenerationEvent()));
  link.outcomes = {absl::FailedPreconditionError("stale epoch")};
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kRefused);
}

TEST(AttemptReporterTest, GivesUpWhenAsked) {
  FakeLink link;
  for (int i = 0; i < 10; ++i) link.outcomes.push_back(absl::UnavailableError("down"));
  int polls = 0;
  FakeClock clock;
  clock.set_sleep_advances(true);
  AttemptReporter reporter(
      &link, "w", "k", 1, [&] { return ++polls >= 2; }, absl::ZeroDuration(), &clock);
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kGaveUp);
  EXPECT_EQ(polls, 2);
}

TEST(AttemptReporterTest, OnlyTheFirstFinalCounts) {
  FakeLink link;
  FakeClock clock;  // The retries' backoff passes at once.
  clock.set_sleep_advances(true);
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::ZeroDuration(), &clock);
  v1::ReportEvent released;
  released.set_released(true);
  EXPECT_EQ(reporter.Finish(released), AttemptReporter::Delivery::kAcked);
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kAlreadyFinal);
  EXPECT_EQ(reporter.events(), 1);
}

// docs/protocol.md, "Checkpoints": a release carries the latest checkpoint that follows the
// events sent, and nothing else does.
v1::GenerationEvent GenerationNumber(uint32_t g) {
  v1::GenerationEvent event;
  event.set_generation(g);
  return event;
}

v1::ReportEvent Released() {
  v1::ReportEvent event;
  event.set_released(true);
  return event;
}

CheckpointEncoder Bytes(const std::string& bytes) {
  return [bytes] { return bytes; };
}

TEST(AttemptReporterTest, AReleaseCarriesTheCheckpointThatFollowsItsEvents) {
  FakeLink link;
  FakeClock clock;
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::ZeroDuration(), &clock);
  reporter.SetCheckpoint(1, Bytes("too early"));  // No event of generation 0 yet.
  EXPECT_TRUE(reporter.AddGeneration(GenerationNumber(0)));
  reporter.SetCheckpoint(1, Bytes("c1"));
  EXPECT_TRUE(reporter.AddGeneration(GenerationNumber(1)));
  reporter.SetCheckpoint(3, Bytes("skips generation 2"));
  EXPECT_EQ(reporter.Finish(Released()), AttemptReporter::Delivery::kAcked);
  ASSERT_FALSE(link.written.empty());
  const v1::ReportEvent& release = link.written.back();
  ASSERT_TRUE(release.has_released());
  ASSERT_TRUE(release.has_checkpoint());
  EXPECT_EQ(release.checkpoint().generation(), 1u);
  EXPECT_EQ(release.checkpoint().data(), "c1");
}

TEST(AttemptReporterTest, OnlyAReleaseCarriesACheckpoint) {
  FakeLink link;
  FakeClock clock;
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::ZeroDuration(), &clock);
  EXPECT_TRUE(reporter.AddGeneration(GenerationNumber(0)));
  reporter.SetCheckpoint(1, Bytes("c1"));
  EXPECT_EQ(reporter.Finish(Result()), AttemptReporter::Delivery::kAcked);
  for (const v1::ReportEvent& event : link.written) EXPECT_FALSE(event.has_checkpoint());
}

TEST(AttemptReporterTest, TheLeasesCheckpointGoesBackUnlessTheRunStartedAfresh) {
  {
    FakeLink link;
    FakeClock clock;
    AttemptReporter reporter(&link, "w", "k", 2, nullptr, absl::ZeroDuration(), &clock);
    reporter.ResumedFrom(5);
    reporter.SetCheckpoint(5, Bytes("c5"));  // Released before generation 5 completes.
    EXPECT_EQ(reporter.Finish(Released()), AttemptReporter::Delivery::kAcked);
    ASSERT_TRUE(link.written.back().has_checkpoint());
    EXPECT_EQ(link.written.back().checkpoint().generation(), 5u);
  }
  {
    FakeLink link;
    FakeClock clock;
    AttemptReporter reporter(&link, "w", "k", 2, nullptr, absl::ZeroDuration(), &clock);
    reporter.ResumedFrom(5);
    reporter.SetCheckpoint(5, Bytes("c5"));
    EXPECT_TRUE(reporter.AddGeneration(GenerationNumber(5)));  // Resumed: still the way on.
    EXPECT_TRUE(reporter.AddGeneration(GenerationNumber(6)));  // Released before checkpoint 7.
    EXPECT_EQ(reporter.Finish(Released()), AttemptReporter::Delivery::kAcked);
    ASSERT_TRUE(link.written.back().has_checkpoint());
    EXPECT_EQ(link.written.back().checkpoint().data(), "c5");
  }
  {
    FakeLink link;
    FakeClock clock;
    AttemptReporter reporter(&link, "w", "k", 2, nullptr, absl::ZeroDuration(), &clock);
    reporter.ResumedFrom(5);
    reporter.SetCheckpoint(5, Bytes("c5"));
    EXPECT_TRUE(reporter.AddGeneration(GenerationNumber(0)));  // The engine started afresh.
    EXPECT_EQ(reporter.Finish(Released()), AttemptReporter::Delivery::kAcked);
    EXPECT_FALSE(link.written.back().has_checkpoint());
  }
  {
    FakeLink link;
    FakeClock clock;
    AttemptReporter reporter(&link, "w", "k", 2, nullptr, absl::ZeroDuration(), &clock);
    reporter.ResumedFrom(5);
    reporter.SetCheckpoint(5, Bytes("c5"));
    reporter.SetCheckpoint(0, nullptr);  // The runner refused it after all.
    EXPECT_EQ(reporter.Finish(Released()), AttemptReporter::Delivery::kAcked);
    EXPECT_FALSE(link.written.back().has_checkpoint());
  }
}

TEST(AttemptReporterTest, AnOversizedCheckpointIsDropped) {
  FakeLink link;
  FakeClock clock;
  AttemptReporter reporter(&link, "w", "k", 1, nullptr, absl::ZeroDuration(), &clock);
  EXPECT_TRUE(reporter.AddGeneration(GenerationNumber(0)));
  reporter.SetCheckpoint(1, Bytes(std::string(kMaxCheckpointBytes + 1, 'x')));
  EXPECT_EQ(reporter.Finish(Released()), AttemptReporter::Delivery::kAcked);
  ASSERT_TRUE(link.written.back().has_released());
  EXPECT_FALSE(link.written.back().has_checkpoint());
}

}  // namespace
}  // namespace aprgrid::worker
