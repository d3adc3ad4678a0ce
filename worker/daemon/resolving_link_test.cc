#include "worker/daemon/resolving_link.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "absl/synchronization/mutex.h"
#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

// A coordinator per address: the one named `down` answers UNAVAILABLE to everything.
struct Fleet {
  absl::Mutex mu;
  std::string down;
  std::vector<std::string> calls;  // "ADDRESS METHOD"
  std::vector<std::string> made;   // Addresses the factory was asked for.
};

class FakeLink : public CoordinatorLink {
 public:
  FakeLink(Fleet* fleet, std::string address) : fleet_(fleet), address_(std::move(address)) {}

  struct Stream : ReportStream {
    absl::Status finish;
    bool Write(const v1::ReportEvent&) override { return finish.ok(); }
    absl::StatusOr<v1::ReportAck> Finish() override {
      if (!finish.ok()) return finish;
      return v1::ReportAck();
    }
  };

  absl::StatusOr<v1::RegisterResponse> Register(const v1::RegisterRequest&) override {
    if (absl::Status s = Note("Register"); !s.ok()) return s;
    v1::RegisterResponse response;
    response.set_worker_id("w-" + address_);
    return response;
  }
  absl::StatusOr<v1::LeaseResponse> Lease(const v1::LeaseRequest&) override {
    if (absl::Status s = Note("Lease"); !s.ok()) return s;
    return v1::LeaseResponse();
  }
  absl::StatusOr<v1::HeartbeatResponse> Heartbeat(const v1::HeartbeatRequest&) override {
    if (absl::Status s = Note("Heartbeat"); !s.ok()) return s;
    return v1::HeartbeatResponse();
  }
  std::unique_ptr<ReportStream> OpenReport(const std::string&) override {
    auto stream = std::make_unique<Stream>();
    stream->finish = Note("Report");
    return stream;
  }

 private:
  absl::Status Note(const std::string& method) {
    absl::MutexLock lock(&fleet_->mu);
    fleet_->calls.push_back(address_ + " " + method);
    if (address_ == fleet_->down) return absl::UnavailableError("connection refused");
    return absl::OkStatus();
  }
  Fleet* fleet_;
  std::string address_;
};

class ResolvingLinkTest : public ::testing::Test {
 protected:
  void SetUp() override {
    file_ = (std::filesystem::path(::testing::TempDir()) /
             ("coordinator.address." + std::to_string(getpid())))
                .string();
    std::filesystem::remove(file_);
  }
  void TearDown() override { std::filesystem::remove(file_); }

  void WriteAddress(const std::string& text) {
    std::ofstream(file_ + ".tmp") << text;
    std::filesystem::rename(file_ + ".tmp", file_);
  }

  ResolvingCoordinatorLink::Factory Factory() {
    return [this](const std::string& address) -> absl::StatusOr<std::unique_ptr<CoordinatorLink>> {
      absl::MutexLock lock(&fleet_.mu);
      fleet_.made.push_back(address);
      if (address == "refuse:1") return absl::InvalidArgumentError("bad address");
      return std::make_unique<FakeLink>(&fleet_, address);
    };
  }

  std::vector<std::string> Calls() {
    absl::MutexLock lock(&fleet_.mu);
    return fleet_.calls;
  }

  Fleet fleet_;
  std::string file_;
};

TEST_F(ResolvingLinkTest, ReadsTheAddressTrimmed) {
  WriteAddress("  node7:7400 \n");
  absl::StatusOr<std::string> address = ReadCoordinatorAddress(file_);
  ASSERT_TRUE(address.ok()) << address.status();
  EXPECT_EQ(*address, "node7:7400");
}

TEST_F(ResolvingLinkTest, RefusesAMissingOrEmptyFile) {
  EXPECT_TRUE(absl::IsNotFound(ReadCoordinatorAddress(file_).status()));
  EXPECT_FALSE(ResolvingCoordinatorLink::Create(file_, Factory()).ok());
  WriteAddress("\n");
  EXPECT_TRUE(absl::IsFailedPrecondition(ReadCoordinatorAddress(file_).status()));
  WriteAddress("no-port\n");
  EXPECT_TRUE(absl::IsFailedPrecondition(ReadCoordinatorAddress(file_).status()));
}

TEST_F(ResolvingLinkTest, FollowsTheFileAfterATransientFailure) {
  WriteAddress("a:1\n");
  auto link = ResolvingCoordinatorLink::Create(file_, Factory());
  ASSERT_TRUE(link.ok()) << link.status();
  ASSERT_TRUE((*link)->Register(v1::RegisterRequest()).ok());

  // The coordinator at a:1 goes away and its successor writes b:2.
  {
    absl::MutexLock lock(&fleet_.mu);
    fleet_.down = "a:1";
  }
  WriteAddress("b:2\n");
  // Calls that succeed never read the file; the first failure does.
  EXPECT_TRUE(absl::IsUnavailable((*link)->Lease(v1::LeaseRequest()).status()));
  EXPECT_EQ((*link)->address(), "b:2");
  absl::StatusOr<v1::HeartbeatResponse> beat = (*link)->Heartbeat(v1::HeartbeatRequest());
  EXPECT_TRUE(beat.ok()) << beat.status();
  EXPECT_EQ(Calls(), (std::vector<std::string>{"a:1 Register", "a:1 Lease", "b:2 Heartbeat"}));
}

TEST_F(ResolvingLinkTest, KeepsTheAddressWhileTheFileIsMissingOrUnchanged) {
  WriteAddress("a:1\n");
  auto link = ResolvingCoordinatorLink::Create(file_, Factory());
  ASSERT_TRUE(link.ok()) << link.status();
  {
    absl::MutexLock lock(&fleet_.mu);
    fleet_.down = "a:1";
  }
  EXPECT_FALSE((*link)->Lease(v1::LeaseRequest()).ok());  // Unchanged file: no new link.
  std::filesystem::remove(file_);                         // Between two coordinators.
  EXPECT_FALSE((*link)->Lease(v1::LeaseRequest()).ok());
  EXPECT_EQ((*link)->address(), "a:1");
  absl::MutexLock lock(&fleet_.mu);
  EXPECT_EQ(fleet_.made, std::vector<std::string>{"a:1"});
}

TEST_F(ResolvingLinkTest, KeepsTheOldLinkWhenTheNewOneCannotBeMade) {
  WriteAddress("a:1\n");
  auto link = ResolvingCoordinatorLink::Create(file_, Factory());
  ASSERT_TRUE(link.ok()) << link.status();
  {
    absl::MutexLock lock(&fleet_.mu);
    fleet_.down = "a:1";
  }
  WriteAddress("refuse:1\n");
  EXPECT_FALSE((*link)->Lease(v1::LeaseRequest()).ok());
  EXPECT_EQ((*link)->address(), "a:1");
}

TEST_F(ResolvingLinkTest, AFailedReportStreamAlsoResolves) {
  WriteAddress("a:1\n");
  auto link = ResolvingCoordinatorLink::Create(file_, Factory());
  ASSERT_TRUE(link.ok()) << link.status();
  {
    absl::MutexLock lock(&fleet_.mu);
    fleet_.down = "a:1";
  }
  WriteAddress("b:2\n");
  std::unique_ptr<ReportStream> stream = (*link)->OpenReport("w-1");
  EXPECT_FALSE(stream->Write(v1::ReportEvent()));
  EXPECT_TRUE(absl::IsUnavailable(stream->Finish().status()));
  EXPECT_EQ((*link)->address(), "b:2");
  std::unique_ptr<ReportStream> retry = (*link)->OpenReport("w-1");
  EXPECT_TRUE(retry->Finish().ok());
}

TEST_F(ResolvingLinkTest, RefusalsDoNotReadTheFile) {
  // Only transient failures mean "the coordinator is away"; a refusal is final.
  WriteAddress("a:1\n");
  auto link = ResolvingCoordinatorLink::Create(file_, Factory());
  ASSERT_TRUE(link.ok()) << link.status();
  WriteAddress("b:2\n");
  (*link)->NoteFailure(absl::UnauthenticatedError("bad token"));
  EXPECT_EQ((*link)->address(), "a:1");
  (*link)->NoteFailure(absl::DeadlineExceededError("slow"));
  EXPECT_EQ((*link)->address(), "b:2");
}

}  // namespace
}  // namespace aprgrid::worker
