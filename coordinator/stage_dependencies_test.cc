// Stage dependencies and published CRF models in the coordinator, over a real results file: a
// stage waits for the stages it depends on, also across restarts (a new Store and Coordinator on
// the same file) and under Cancel; a model stage's result is published into `artefacts` and
// handed to the dependent attempts by hash; a missing model fails them with the reason.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/sha256.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"
#include "coordinator/coordinator.h"
#include "coordinator/sqlite_coordinator_store.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

using store::testing::TempDir;
using ::testing::HasSubstr;
using ::testing::UnorderedElementsAre;

constexpr char kModel[] = "aprgrid-crf-model 1\n(the weights)\n";

// Stage "train": one CRF attempt; "use": two repair attempts using its model (crf_model, which
// implies after); "plain": one repair attempt with no dependency.
v1::CampaignSpec ModelSpec(const std::string& name) {
  v1::CampaignSpec spec;
  spec.set_name(name);
  spec.add_stage()->mutable_crf()->set_name("train");
  v1::Stage* use = spec.add_stage();
  use->mutable_repair()->set_name("use");
  use->mutable_repair()->set_crf_model("train");
  use->mutable_repair()->set_max_tries(1);
  spec.add_stage()->mutable_repair()->set_name("plain");
  spec.mutable_stage(0)->mutable_crf()->set_max_tries(1);
  spec.mutable_stage(2)->mutable_repair()->set_max_tries(1);
  return spec;
}

std::vector<v1::Attempt> ModelAttempts() {
  std::vector<v1::Attempt> out;
  v1::Attempt crf;
  crf.set_key("crf-1");
  crf.set_stage("train");
  crf.mutable_crf()->set_dataset("builtin:small");
  crf.mutable_crf()->set_folds(5);
  out.push_back(crf);
  for (int seed : {1, 2}) {
    v1::Attempt a;
    a.set_key(absl::StrCat("use-", seed));
    a.set_stage("use");
    a.mutable_repair()->set_bug("b");
    a.mutable_repair()->set_strategy(v1::UNIFORM);
    a.mutable_repair()->set_arm_set(v1::PAR_18);
    a.mutable_repair()->set_seed(seed);
    a.mutable_repair()->set_crf_model_key("crf-1");
    out.push_back(a);
  }
  v1::Attempt plain;
  plain.set_key("plain-1");
  plain.set_stage("plain");
  plain.mutable_repair()->set_bug("b");
  plain.mutable_repair()->set_strategy(v1::UNIFORM);
  plain.mutable_repair()->set_arm_set(v1::GENPROG_3);
  plain.mutable_repair()->set_seed(1);
  out.push_back(plain);
  return out;
}

// A store and a coordinator over the file; a restart replaces both.
class Service {
 public:
  explicit Service(const std::string& path) {
    auto opened = store::Store::Open(path);
    EXPECT_TRUE(opened.ok()) << opened.status();
    store_ = std::move(*opened);
    binding_ = std::make_unique<SqliteCoordinatorStore>(store_.get());
    coordinator_ = std::make_unique<Coordinator>(binding_.get(), &metrics_, CoordinatorOptions());
    absl::Status loaded = coordinator_->Load();
    EXPECT_TRUE(loaded.ok()) << loaded;
  }
  ~Service() { EXPECT_TRUE(coordinator_->FlushStore().ok()); }

  Coordinator& c() { return *coordinator_; }

  std::string Register() {
    v1::RegisterRequest hello;
    hello.set_slots(8);
    auto worker = coordinator_->Register(hello);
    EXPECT_TRUE(worker.ok()) << worker.status();
    return worker.ok() ? worker->worker_id() : "";
  }
  std::vector<v1::Task> Lease(const std::string& worker) {
    v1::LeaseRequest request;
    request.set_worker_id(worker);
    request.set_max_tasks(8);
    auto response = coordinator_->Lease(request);
    EXPECT_TRUE(response.ok()) << response.status();
    if (!response.ok()) return {};
    return {response->tasks().begin(), response->tasks().end()};
  }
  int64_t Query(const std::string& sql) {
    EXPECT_TRUE(coordinator_->FlushStore().ok());
    auto db = store_->OpenReader();
    EXPECT_TRUE(db.ok());
    if (!db.ok()) return -1;
    return store::testing::Count(*db, sql);
  }

 private:
  CoordinatorMetrics metrics_;
  std::unique_ptr<store::Store> store_;
  std::unique_ptr<SqliteCoordinatorStore> binding_;
  std::unique_ptr<Coordinator> coordinator_;
};

std::vector<std::string> KeysOf(const std::vector<v1::Task>& tasks) {
  std::vector<std::string> keys;
  for (const v1::Task& task : tasks) keys.push_back(task.attempt_key());
  return keys;
}

v1::ReportEvent CrfResult(const v1::Task& task, const std::string& model) {
  v1::ReportEvent event;
  event.set_attempt_key(task.attempt_key());
  event.set_epoch(task.epoch());
  event.mutable_crf_result()->set_model(model);
  event.mutable_crf_result()->set_wall_ms(5);
  return event;
}

TEST(StageDependenciesTest, ADependentStageWaitsForItsModelAcrossRestarts) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  std::string worker;
  v1::Task crf_task;
  {
    Service service(path);
    ASSERT_TRUE(service.c().Submit(ModelSpec("m"), "", ModelAttempts()).ok());
    worker = service.Register();
    const std::vector<v1::Task> first = service.Lease(worker);
    EXPECT_THAT(KeysOf(first), UnorderedElementsAre("crf-1", "plain-1"));
    for (const v1::Task& task : first) {
      if (task.attempt_key() == "crf-1") crf_task = task;
      EXPECT_EQ(task.crf_model_sha256(), "");
    }
    EXPECT_TRUE(service.Lease(worker).empty());  // "use" waits, although slots are free.
  }
  {
    Service restarted(path);  // The CRF attempt is still running: "use" still waits.
    const std::string fresh = restarted.Register();
    EXPECT_TRUE(restarted.Lease(fresh).empty());
    // The restart skipped an epoch for unfinished attempts; the running lease keeps its own.
    ASSERT_TRUE(restarted.c().AcceptEvent(worker, CrfResult(crf_task, kModel)).ok());
    const std::vector<v1::Task> second = restarted.Lease(fresh);
    EXPECT_THAT(KeysOf(second), UnorderedElementsAre("use-1", "use-2"));
    for (const v1::Task& task : second) EXPECT_EQ(task.crf_model_sha256(), Sha256Hex(kModel));
    EXPECT_EQ(
        restarted.Query(absl::StrCat(
            "SELECT COUNT(*) FROM artefacts WHERE campaign_id = '", Coordinator::CampaignIdFor("m"),
            "' AND stage = 'train' AND attempt_key = 'crf-1' AND name = 'crf-model' AND "
            "sha256 = '",
            Sha256Hex(kModel), "' AND bytes = CAST('", kModel, "' AS BLOB)")),
        1);
  }
  Service again(path);  // Published models are served after a restart too.
  auto bytes = again.c().FetchArtefact(Sha256Hex(kModel));
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  EXPECT_EQ(**bytes, kModel);
}

TEST(StageDependenciesTest, CancelCancelsHeldAttemptsAndNothingIsLeasedAfter) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  {
    Service service(path);
    ASSERT_TRUE(service.c().Submit(ModelSpec("m"), "", ModelAttempts()).ok());
    const std::string worker = service.Register();
    const std::vector<v1::Task> first = service.Lease(worker);
    ASSERT_EQ(first.size(), 2u);
    auto cancelled = service.c().Cancel("m");
    ASSERT_TRUE(cancelled.ok()) << cancelled.status();
    EXPECT_EQ(cancelled->attempts_cancelled(), 4u);  // 2 running, 2 held.
    // The CRF attempt's result arrives after all: the campaign is cancelled, nothing runs.
    for (const v1::Task& task : first) {
      if (task.attempt_key() == "crf-1") {
        auto outcome = service.c().AcceptEvent(worker, CrfResult(task, kModel));
        ASSERT_TRUE(outcome.ok()) << outcome.status();
        EXPECT_TRUE(outcome->cancelled);
      }
    }
    EXPECT_TRUE(service.Lease(worker).empty());
    EXPECT_EQ(service.Query("SELECT COUNT(*) FROM attempts WHERE state = 'cancelled'"), 4);
    EXPECT_EQ(service.Query("SELECT COUNT(*) FROM artefacts"), 0);
  }
  Service restarted(path);
  EXPECT_TRUE(restarted.Lease(restarted.Register()).empty());
  EXPECT_EQ(restarted.c().GetCampaign("m", false)->counts().cancelled(), 4u);
}

TEST(StageDependenciesTest, AMissingModelFailsTheDependentAttemptsWithTheReason) {
  TempDir dir;
  Service service(dir.File("results.db"));
  ASSERT_TRUE(service.c().Submit(ModelSpec("m"), "", ModelAttempts()).ok());
  const std::string worker = service.Register();
  for (const v1::Task& task : service.Lease(worker)) {
    v1::ReportEvent failure;
    failure.set_attempt_key(task.attempt_key());
    failure.set_epoch(task.epoch());
    failure.set_failure("the dataset is unreadable");
    ASSERT_TRUE(service.c().AcceptEvent(worker, failure).ok());
  }
  // max_tries 1: the CRF attempt failed, so "use" may go, and fails at once without a lease.
  EXPECT_TRUE(service.Lease(worker).empty());
  auto campaign = service.c().GetCampaign("m", false);
  ASSERT_TRUE(campaign.ok());
  EXPECT_EQ(campaign->counts().failed(), 4u);
  EXPECT_EQ(campaign->state(), v1::CAMPAIGN_FINISHED);
  EXPECT_EQ(service.Query("SELECT COUNT(*) FROM attempts WHERE attempt_key LIKE 'use-%' AND "
                          "state = 'failed' AND epoch = 0 AND error = 'stage use needs the CRF "
                          "model of attempt crf-1, which does not exist: it is failed: the "
                          "dataset is unreadable'"),
            2);
}

TEST(StageDependenciesTest, AModelStageWhoseAttemptFinishedUnpublishedIsRefused) {
  TempDir dir;
  Service service(dir.File("results.db"));
  // Campaign "early" runs the same CRF attempt without naming it in crf_model: no artefact.
  v1::CampaignSpec early;
  early.set_name("early");
  early.add_stage()->mutable_crf()->set_name("train");
  ASSERT_TRUE(service.c().Submit(early, "", {ModelAttempts()[0]}).ok());
  const std::string worker = service.Register();
  for (const v1::Task& task : service.Lease(worker)) {
    ASSERT_TRUE(service.c().AcceptEvent(worker, CrfResult(task, kModel)).ok());
  }
  EXPECT_EQ(service.Query("SELECT COUNT(*) FROM artefacts"), 0);
  auto refused = service.c().Submit(ModelSpec("late"), "", ModelAttempts());
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(refused.status().message(),
              HasSubstr("stage use: crf_model names stage train, whose CRF attempt crf-1 "
                        "finished earlier without publishing its model"));
  EXPECT_FALSE(service.c().GetCampaign("late", false).ok());  // Nothing stored.
}

TEST(StageDependenciesTest, FetchArtefactChecksTheHash) {
  TempDir dir;
  Service service(dir.File("results.db"));
  EXPECT_EQ(service.c().FetchArtefact("abc").status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(service.c().FetchArtefact(std::string(64, 'A')).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(service.c().FetchArtefact(Sha256Hex(kModel)).status().code(),
            absl::StatusCode::kNotFound);
}

}  // namespace
}  // namespace aprgrid::coordinator
