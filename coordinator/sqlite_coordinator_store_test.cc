// The coordinator over a real results file: the live figures of shared attempts (one attempt,
// several campaigns and stages naming it) agree with the store's campaign_progress view, and a
// restart (a new Store and Coordinator on the same file) restores them exactly.
#include "coordinator/sqlite_coordinator_store.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/sha256.h"
#include "common/store/row_reserve.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"
#include "coordinator/coordinator.h"
#include "coordinator/coordinator_test_fixture.h"
#include "coordinator/store_snapshot_reader.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

using store::testing::TempDir;

// StagedSpec and Expand (a grid of shared attempts as ExpandGrid gives it) come from the unit
// tests' coordinator_test_fixture.h.

std::string Line(const v1::StateCounts& c) {
  return absl::StrCat("q", c.queued(), " r", c.running(), " d", c.done(), " f", c.failed(), " c",
                      c.cancelled(), " p", c.patched());
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
  Coordinator& coordinator() { return *coordinator_; }
  store::Store& store() { return *store_; }

  // Every campaign's counts and cells, one line each.
  std::vector<std::string> Figures(const std::vector<std::string>& names) {
    std::vector<std::string> out;
    for (const std::string& name : names) {
      auto campaign = coordinator_->GetCampaign(name, /*with_cells=*/true);
      EXPECT_TRUE(campaign.ok()) << campaign.status();
      if (!campaign.ok()) continue;
      out.push_back(absl::StrCat(name, " ", v1::CampaignState_Name(campaign->state()), ": ",
                                 Line(campaign->counts())));
      for (const v1::CellProgress& cell : campaign->cells()) {
        out.push_back(
            absl::StrCat("  ", cell.stage(), " ", cell.cell(), ": ", Line(cell.counts())));
      }
    }
    return out;
  }

 private:
  CoordinatorMetrics metrics_;
  std::unique_ptr<store::Store> store_;
  std::unique_ptr<SqliteCoordinatorStore> binding_;
  std::unique_ptr<Coordinator> coordinator_;
};

// The store's own count of a campaign (view campaign_progress) in the shape of Line().
std::string StoredLine(store::Store& store, const std::string& name) {
  auto db = store.OpenReader();
  EXPECT_TRUE(db.ok());
  if (!db.ok()) return "";
  std::string line;
  for (const char* column : {"queued", "running", "done", "failed", "cancelled", "patched"}) {
    auto n = db->QueryInt(
        absl::StrCat("SELECT ", column, " FROM campaign_progress WHERE name = '", name, "'"));
    EXPECT_TRUE(n.ok()) << n.status();
    absl::StrAppend(&line, line.empty() ? "" : " ", std::string(1, column[0]), n.value_or(-1));
  }
  return line;
}

TEST(SqliteCoordinatorStoreTest, SharedAttemptsCountTheSameBeforeAndAfterARestart) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  std::vector<std::string> before;
  {
    Service service(path);
    Coordinator& c = service.coordinator();
    // Stage rq repeats two points of stage tune; campaign q repeats points of p and adds one.
    Expansion p = Expand({{"tune", {{0, 1}, {0, 2}, {1, 1}}}, {"rq", {{0, 1}, {1, 1}, {2, 1}}}});
    ASSERT_TRUE(c.Submit(StagedSpec("p", {"tune", "rq"}), "", p.attempts, p.members).ok());
    v1::RegisterRequest hello;
    hello.set_slots(4);
    auto worker = c.Register(hello);
    ASSERT_TRUE(worker.ok());
    v1::LeaseRequest lease;
    lease.set_worker_id(worker->worker_id());
    lease.set_max_tasks(3);
    auto tasks = c.Lease(lease);
    ASSERT_TRUE(tasks.ok());
    ASSERT_EQ(tasks->tasks_size(), 3);
    for (int i = 0; i < 2; ++i) {  // Two finish (patched); the third keeps running.
      v1::ReportEvent result;
      result.set_attempt_key(tasks->tasks(i).attempt_key());
      result.set_epoch(tasks->tasks(i).epoch());
      result.mutable_repair_result()->set_patched(true);
      ASSERT_TRUE(c.AcceptEvent(worker->worker_id(), result).ok());
    }
    Expansion q = Expand({{"s", {{0, 1}, {0, 2}, {1, 1}, {2, 1}, {3, 1}}}});
    auto submitted = c.Submit(StagedSpec("q", {"s"}), "", q.attempts, q.members);
    ASSERT_TRUE(submitted.ok());
    EXPECT_EQ(submitted->attempts_added(), 1u);
    EXPECT_EQ(submitted->attempts_total(), 5u);
    ASSERT_TRUE(c.FlushStore().ok());
    before = service.Figures({"p", "q"});
    EXPECT_THAT(before, ::testing::Contains("q CAMPAIGN_RUNNING: q2 r1 d2 f0 c0 p2"));
    EXPECT_THAT(before, ::testing::Contains("  rq bug0 UCB/GENPROG_3: q0 r0 d1 f0 c0 p1"));
    // The live figures agree with the store's view.
    EXPECT_EQ(StoredLine(service.store(), "q"), "q2 r1 d2 f0 c0 p2");
    EXPECT_EQ(StoredLine(service.store(), "p"), "q1 r1 d2 f0 c0 p2");
  }
  Service restarted(path);
  EXPECT_EQ(restarted.Figures({"p", "q"}), before);
  // The snapshot carries only the links that are not their attempt's creator's: rq's two repeats
  // of tune and q's four points of p, of the 11 stored (5 attempts, each with its creator's).
  auto db = restarted.store().OpenReader();
  ASSERT_TRUE(db.ok()) << db.status();
  EXPECT_EQ(db->QueryInt("SELECT COUNT(*) FROM stage_attempts").value_or(-1), 11);
  auto snapshot = ReadStoreSnapshot(*db);
  ASSERT_TRUE(snapshot.ok()) << snapshot.status();
  std::multiset<std::string> links;
  for (const StageLink& link : snapshot->stage_links) {
    links.insert(absl::StrCat(link.campaign_id == snapshot->campaigns[0].id ? "first " : "second ",
                              link.stage));
  }
  ASSERT_EQ(snapshot->campaigns.size(), 2u);
  const bool p_first = snapshot->campaigns[0].name == "p";
  EXPECT_EQ(links.count(p_first ? "first rq" : "second rq"), 2u);
  EXPECT_EQ(links.count(p_first ? "second s" : "first s"), 4u);
  EXPECT_EQ(links.size(), 6u);
}

// docs/protocol.md, "Checkpoints", on a real file: a release's checkpoint survives a restart and
// goes with the next lease; the finished attempt's rows are its generations 0..n-1, each once,
// with their arms, all at the finishing epoch; the checkpoint row is gone.
TEST(SqliteCoordinatorStoreTest, CheckpointedAttemptEndsWithItsWholeHistory) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  auto lease_one = [](Coordinator& c) {
    v1::RegisterRequest hello;
    hello.set_slots(1);
    auto worker = c.Register(hello);
    EXPECT_TRUE(worker.ok());
    v1::LeaseRequest lease;
    lease.set_worker_id(worker->worker_id());
    lease.set_max_tasks(1);
    auto tasks = c.Lease(lease);
    EXPECT_TRUE(tasks.ok());
    EXPECT_EQ(tasks->tasks_size(), 1);
    return std::make_pair(worker->worker_id(), tasks->tasks(0));
  };
  auto event = [](const v1::Task& task, uint64_t seq) {
    v1::ReportEvent e;
    e.set_attempt_key(task.attempt_key());
    e.set_epoch(task.epoch());
    e.set_seq(seq);
    return e;
  };
  auto stream = [&](Coordinator& c, const std::string& w, const v1::Task& task, uint32_t from,
                    uint32_t to) {
    uint64_t seq = 0;
    for (uint32_t g = from; g < to; ++g) {
      v1::ReportEvent e = event(task, seq++);
      e.mutable_generation()->set_generation(g);
      for (const char* arm : {"append", "delete"}) {
        v1::ArmStat* stat = e.mutable_generation()->add_arms();
        stat->set_arm(arm);
        stat->set_selections(g);
      }
      EXPECT_TRUE(c.AcceptEvent(w, e).ok());
    }
    return seq;
  };
  auto release = [&](Coordinator& c, const std::string& w, const v1::Task& task, uint64_t seq,
                     uint32_t generation) {
    v1::ReportEvent e = event(task, seq);
    e.set_released(true);
    e.mutable_checkpoint()->set_generation(generation);
    e.mutable_checkpoint()->set_data("state-" + std::to_string(generation));
    auto outcome = c.AcceptEvent(w, e);
    ASSERT_TRUE(outcome.ok()) << outcome.status();
    ASSERT_TRUE(Await(outcome->ticket).ok());
  };
  auto count = [](store::Store& store, const std::string& sql) {
    auto db = store.OpenReader();
    EXPECT_TRUE(db.ok());
    return db.ok() ? db->QueryInt(sql).value_or(-1) : -1;
  };
  {
    Service service(path);
    Coordinator& c = service.coordinator();
    ASSERT_TRUE(c.Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
    auto [w, task] = lease_one(c);
    release(c, w, task, stream(c, w, task, 0, 3), 3);
    EXPECT_EQ(count(service.store(),
                    "SELECT COUNT(*) FROM attempt_checkpoints WHERE attempt_key = 'k0-1' AND "
                    "epoch = 1 AND generation = 3 AND sha256 = '" +
                        Sha256Hex("state-3") + "'"),
              1);
  }
  {
    Service service(path);
    Coordinator& c = service.coordinator();
    auto [w, task] = lease_one(c);
    ASSERT_TRUE(task.has_checkpoint());
    EXPECT_EQ(task.checkpoint().data(), "state-3");
    release(c, w, task, stream(c, w, task, 3, 5), 5);
    auto [w2, last] = lease_one(c);
    ASSERT_TRUE(last.has_checkpoint());
    EXPECT_EQ(last.checkpoint().generation(), 5u);
    const uint64_t seq = stream(c, w2, last, 5, 6);
    v1::ReportEvent done = event(last, seq);
    done.mutable_repair_result()->set_generations_run(6);
    ASSERT_TRUE(c.AcceptEvent(w2, done).ok());
    ASSERT_TRUE(c.FlushStore().ok());
    const std::string epoch = std::to_string(last.epoch());
    EXPECT_EQ(count(service.store(),
                    "SELECT COUNT(*) FROM generations WHERE attempt_key = "
                    "'k0-1' AND epoch = " +
                        epoch),
              6);
    EXPECT_EQ(count(service.store(),
                    "SELECT COUNT(DISTINCT generation) FROM generations WHERE "
                    "attempt_key = 'k0-1' AND generation < 6"),
              6);
    EXPECT_EQ(count(service.store(), "SELECT COUNT(*) FROM generations WHERE attempt_key = 'k0-1'"),
              6);
    EXPECT_EQ(count(service.store(),
                    "SELECT COUNT(*) FROM operator_stats WHERE attempt_key = "
                    "'k0-1' AND epoch = " +
                        epoch),
              12);
    EXPECT_EQ(count(service.store(), "SELECT COUNT(*) FROM operator_stats"), 12);
    EXPECT_EQ(count(service.store(), "SELECT COUNT(*) FROM attempt_checkpoints"), 0);
    // docs/results-schema.md, "Storage tables of the events": the attempt keeps the id its first
    // lease gave it across leases and the restart, and its rows are stored under it; the next
    // attempt leased gets the next id.
    EXPECT_EQ(count(service.store(), "SELECT attempt_id FROM attempts WHERE attempt_key = 'k0-1'"),
              1);
    EXPECT_EQ(count(service.store(), "SELECT COUNT(*) FROM generation_rows WHERE attempt_id = 1"),
              6);
    EXPECT_EQ(count(service.store(), "SELECT COUNT(*) FROM operator_stat_rows"), 12);
    ASSERT_TRUE(c.Submit(Spec("other"), "", Attempts("m", 1, 1)).ok());
    auto [w3, next] = lease_one(c);
    ASSERT_TRUE(c.FlushStore().ok());
    EXPECT_EQ(count(service.store(), "SELECT attempt_id FROM attempts WHERE attempt_key = '" +
                                         next.attempt_key() + "'"),
              2);
  }
}

// docs/results-schema.md, "attempt_shapes": a repair attempt's row names its shape and carries
// its seed, not its message; a restart gives back every attempt exactly, and reads a row written
// the older way (its whole message, no shape) as before.
TEST(SqliteCoordinatorStoreTest, AttemptsStoredAsShapesComeBackExactly) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  Expansion p = Expand({{"tune", {{0, 1}, {0, 2}, {0, 3}, {1, 1}, {1, 2}}}});
  p.attempts[4].mutable_repair()->mutable_search()->set_population(7);  // A cell of its own.
  std::map<std::string, std::string> expanded;  // Key -> the message, serialised.
  for (const v1::Attempt& a : p.attempts) expanded[a.key()] = a.SerializeAsString();
  {
    Service service(path);
    ASSERT_TRUE(
        service.coordinator().Submit(StagedSpec("p", {"tune"}), "", p.attempts, p.members).ok());
    ASSERT_TRUE(service.coordinator().FlushStore().ok());
    auto db = service.store().OpenReader();
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempt_shapes"), 3);
    EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempts WHERE shape_id IS NOT NULL AND "
                            "length(attempt) = 0"),
              5);
    EXPECT_EQ(*db->QueryInt("SELECT seed FROM attempts WHERE attempt_key = 'k0-3'"), 3);
    EXPECT_EQ(*db->QueryInt("SELECT COUNT(DISTINCT shape_id) FROM attempts WHERE bug = 'bug0'"), 1);
  }
  {
    // One row as a version-10 coordinator wrote it.
    absl::StatusOr<store::SqliteDb> db = store::SqliteDb::Open(path);
    ASSERT_TRUE(db.ok()) << db.status();
    auto legacy =
        db->Prepare("UPDATE attempts SET attempt = ?, shape_id = NULL WHERE attempt_key = 'k1-1'");
    ASSERT_TRUE(legacy.ok());
    ASSERT_TRUE(legacy->BindAll(store::SqliteBlob{expanded["k1-1"]}).ok());
    ASSERT_TRUE(legacy->Run().ok());
  }
  Service restarted(path);
  Coordinator& c = restarted.coordinator();
  v1::RegisterRequest hello;
  hello.set_slots(8);
  auto worker = c.Register(hello);
  ASSERT_TRUE(worker.ok());
  v1::LeaseRequest lease;
  lease.set_worker_id(worker->worker_id());
  lease.set_max_tasks(8);
  auto tasks = c.Lease(lease);
  ASSERT_TRUE(tasks.ok()) << tasks.status();
  ASSERT_EQ(tasks->tasks_size(), 5);
  for (const v1::Task& task : tasks->tasks()) {
    EXPECT_EQ(task.attempt().SerializeAsString(), expanded[task.attempt_key()])
        << task.attempt_key();
  }
  // A later submission adds its new shape with a new id; the stored ones keep theirs.
  Expansion q = Expand({{"s", {{5, 1}}}});
  ASSERT_TRUE(c.Submit(StagedSpec("q", {"s"}), "", q.attempts, q.members).ok());
  ASSERT_TRUE(c.FlushStore().ok());
  auto db = restarted.store().OpenReader();
  ASSERT_TRUE(db.ok());
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(DISTINCT shape_id) FROM attempt_shapes"), 4);
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempts a JOIN attempt_shapes s "
                          "ON s.shape_id = a.shape_id WHERE a.attempt_key = 'k5-1'"),
            1);
}

// docs/results-schema.md, "attempts" (reserve, version 12): a row keeps its size from Submit to
// its result, so leasing and finishing the attempts of full pages splits none of them. Submit
// appends rows in key order and leaves their pages full; without the reserve each lease (a
// worker id and two times longer) would split its row's page.
TEST(SqliteCoordinatorStoreTest, LeasesAndResultsKeepTheAttemptRowsPages) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  Service service(path);
  Coordinator& c = service.coordinator();
  ASSERT_TRUE(c.Submit(Spec("camp"), "", Attempts("k", 40, 20)).ok());
  ASSERT_TRUE(c.FlushStore().ok());
  auto table_pages = [&]() -> int64_t {
    auto db = service.store().OpenReader();
    EXPECT_TRUE(db.ok());
    if (!db.ok()) return -1;
    return db->QueryInt("SELECT COUNT(*) FROM dbstat WHERE name = 'attempts'").value_or(-1);
  };
  const int64_t submitted = table_pages();
  if (submitted < 0) GTEST_SKIP() << "this SQLite has no dbstat table";
  ASSERT_GT(submitted, 20);  // 800 rows: many full pages.
  {
    auto db = service.store().OpenReader();
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempts WHERE length(reserve) = " +
                            std::to_string(store::kAttemptRowReserve)),
              800);
  }
  v1::RegisterRequest hello;
  hello.set_slots(800);
  auto worker = c.Register(hello);
  ASSERT_TRUE(worker.ok());
  ASSERT_GE(worker->worker_id().size(), 8u);  // Grows a row as much as a real lease.
  std::vector<v1::Task> leased;
  while (leased.size() < 800) {
    v1::LeaseRequest lease;
    lease.set_worker_id(worker->worker_id());
    lease.set_max_tasks(100);
    auto tasks = c.Lease(lease);
    ASSERT_TRUE(tasks.ok()) << tasks.status();
    ASSERT_GT(tasks->tasks_size(), 0);
    for (const v1::Task& task : tasks->tasks()) leased.push_back(task);
  }
  ASSERT_TRUE(c.FlushStore().ok());
  EXPECT_EQ(table_pages(), submitted);
  {
    auto db = service.store().OpenReader();
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'running' AND "
                            "worker_id IS NOT NULL AND length(reserve) < " +
                            std::to_string(store::kAttemptRowReserve)),
              800);
    // The leases gave attempt ids 1..800 in lease order (schema version 13), within the reserve.
    EXPECT_EQ(*db->QueryInt("SELECT attempt_id FROM attempts WHERE attempt_key = '" +
                            leased.front().attempt_key() + "'"),
              1);
    EXPECT_EQ(*db->QueryInt("SELECT attempt_id FROM attempts WHERE attempt_key = '" +
                            leased.back().attempt_key() + "'"),
              800);
    EXPECT_EQ(*db->QueryInt("SELECT COUNT(DISTINCT attempt_id) FROM attempts WHERE attempt_id "
                            "BETWEEN 1 AND 800"),
              800);
  }
  for (const v1::Task& task : leased) {
    v1::ReportEvent result;
    result.set_attempt_key(task.attempt_key());
    result.set_epoch(task.epoch());
    v1::RepairResult* r = result.mutable_repair_result();
    r->set_variants_evaluated(4000);
    r->set_generations_run(10);
    r->set_quality_total(120);
    r->set_wall_ms(90000);
    r->set_evaluations(4100);
    ASSERT_TRUE(c.AcceptEvent(worker->worker_id(), result).ok());
  }
  ASSERT_TRUE(c.FlushStore().ok());
  EXPECT_EQ(table_pages(), submitted);
  auto db = service.store().OpenReader();
  ASSERT_TRUE(db.ok());
  // Finished rows give the reserve back; their results are stored as sent.
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done' AND reserve IS "
                          "NULL AND variants_evaluated = 4000 AND wall_ms = 90000"),
            800);
}

}  // namespace
}  // namespace aprgrid::coordinator
