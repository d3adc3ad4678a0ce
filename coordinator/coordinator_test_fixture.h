// The fixture and helpers of the Coordinator's unit tests (coordinator_test.cc,
// coordinator_membership_test.cc): a Coordinator over FakeCoordinatorStore with a fake clock, and
// campaigns, grids and report events to drive it with.
#ifndef APRGRID_COORDINATOR_COORDINATOR_TEST_FIXTURE_H_
#define APRGRID_COORDINATOR_COORDINATOR_TEST_FIXTURE_H_

#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "coordinator/coordinator.h"
#include "coordinator/fake_coordinator_store.h"
#include "coordinator/ingest.h"
#include "gtest/gtest.h"
#include "prometheus/registry.h"

namespace aprgrid::coordinator {

inline v1::CampaignSpec Spec(const std::string& name, uint32_t max_tries = 3, int priority = 0) {
  v1::CampaignSpec spec;
  spec.set_name(name);
  spec.set_priority(priority);
  v1::RepairStage* stage = spec.add_stage()->mutable_repair();
  stage->set_name("s");
  stage->set_max_tries(max_tries);
  return spec;
}

// cells x seeds attempts keyed "<prefix><cell>-<seed>", in cell-major order (as expanded).
inline std::vector<v1::Attempt> Attempts(const std::string& prefix, int cells, int seeds) {
  std::vector<v1::Attempt> out;
  for (int c = 0; c < cells; ++c) {
    for (int s = 1; s <= seeds; ++s) {
      v1::Attempt a;
      a.set_key(prefix + std::to_string(c) + "-" + std::to_string(s));
      a.set_stage("s");
      a.mutable_repair()->set_bug("bug" + std::to_string(c));
      a.mutable_repair()->set_strategy(v1::UCB);
      a.mutable_repair()->set_arm_set(v1::GENPROG_3);
      a.mutable_repair()->set_seed(s);
      out.push_back(a);
    }
  }
  return out;
}

// A campaign of the given repair stages.
inline v1::CampaignSpec StagedSpec(const std::string& name,
                                   const std::vector<std::string>& stages) {
  v1::CampaignSpec spec;
  spec.set_name(name);
  for (const std::string& stage : stages) spec.add_stage()->mutable_repair()->set_name(stage);
  return spec;
}

// One attempt of `stage` on bug<bug> with `seed`, keyed "k<bug>-<seed>": the key leaves out the
// stage, as real keys do.
inline v1::Attempt AttemptOf(const std::string& stage, int bug, int seed) {
  v1::Attempt a;
  a.set_key("k" + std::to_string(bug) + "-" + std::to_string(seed));
  a.set_stage(stage);
  a.mutable_repair()->set_bug("bug" + std::to_string(bug));
  a.mutable_repair()->set_strategy(v1::UCB);
  a.mutable_repair()->set_arm_set(v1::GENPROG_3);
  a.mutable_repair()->set_seed(seed);
  return a;
}

// What ExpandGrid gives for `grid` (per stage, its (bug, seed) points): the attempts, each key
// once under the first stage naming it, and every stage's members.
struct Expansion {
  std::vector<v1::Attempt> attempts;
  std::vector<spec::StageMembers> members;
};
inline Expansion Expand(
    const std::vector<std::pair<std::string, std::vector<std::pair<int, int>>>>& grid) {
  Expansion out;
  std::set<std::string> seen;
  for (const auto& [stage, points] : grid) {
    spec::StageMembers& members = out.members.emplace_back();
    members.stage = stage;
    for (const auto& [bug, seed] : points) {
      v1::Attempt a = AttemptOf(stage, bug, seed);
      members.attempt_keys.push_back(a.key());
      if (seen.insert(a.key()).second) out.attempts.push_back(a);
    }
  }
  return out;
}

// The same expansion held per cell, as spec::ExpandGridCells gives it: consecutive attempts of one
// shape with consecutive seeds form a run; a stage's members beyond the attempts it creates are
// its repeats, at their positions.
inline spec::ExpandedGrid Cells(const Expansion& expansion) {
  spec::ExpandedGrid grid;
  std::map<std::string, std::string> creator;  // Key -> stage.
  std::string last_shape;
  for (const v1::Attempt& attempt : expansion.attempts) {
    v1::Attempt shape = attempt;
    shape.clear_key();
    shape.mutable_repair()->clear_seed();
    const std::string bytes = shape.SerializeAsString();
    const uint64_t seed = attempt.repair().seed();
    spec::ExpandedGrid::Run* run = grid.runs.empty() ? nullptr : &grid.runs.back();
    if (run != nullptr && bytes == last_shape && run->first_seed + run->count == seed) {
      ++run->count;
    } else {
      grid.runs.push_back(
          {.shape = static_cast<uint32_t>(grid.shapes.size()), .first_seed = seed, .count = 1});
      grid.shapes.push_back(shape);
      last_shape = bytes;
    }
    grid.AddKey(attempt.key());
    creator[attempt.key()] = attempt.stage();
  }
  for (const spec::StageMembers& members : expansion.members) {
    spec::ExpandedGrid::StageNames& names = grid.stages.emplace_back();
    names.stage = members.stage;
    for (size_t i = 0; i < members.attempt_keys.size(); ++i) {
      auto it = creator.find(members.attempt_keys[i]);
      if (it != creator.end() && it->second == members.stage) continue;
      names.repeats.push_back({.position = i, .key = members.attempt_keys[i]});
    }
  }
  return grid;
}

// The figures Get reports: the campaign's counts, then each cell's.
inline std::vector<std::string> Figures(const v1::Campaign& campaign) {
  auto line = [](const v1::StateCounts& c) {
    return absl::StrCat("q", c.queued(), " r", c.running(), " d", c.done(), " f", c.failed(), " c",
                        c.cancelled(), " p", c.patched());
  };
  std::vector<std::string> out = {absl::StrCat(campaign.name(), ": ", line(campaign.counts()))};
  for (const v1::CellProgress& cell : campaign.cells()) {
    out.push_back(absl::StrCat(cell.stage(), " ", cell.cell(), ": ", line(cell.counts())));
  }
  return out;
}

class CoordinatorTest : public ::testing::Test {
 protected:
  CoordinatorTest() { Restart(); }

  void Restart() {
    CoordinatorOptions options;
    options.lease_duration_ms = 1000;
    options.now_ms = [this] { return now_; };
    coordinator_ = std::make_unique<Coordinator>(&store_, &metrics_, options);
    ASSERT_TRUE(coordinator_->Load().ok());
  }

  std::string RegisterWorker(uint32_t slots = 4) {
    v1::RegisterRequest request;
    request.set_hostname("h");
    request.set_slots(slots);
    auto response = coordinator_->Register(request);
    EXPECT_TRUE(response.ok());
    return response->worker_id();
  }

  std::vector<v1::Task> LeaseTasks(const std::string& worker, uint32_t n) {
    v1::LeaseRequest request;
    request.set_worker_id(worker);
    request.set_max_tasks(n);
    auto response = coordinator_->Lease(request);
    EXPECT_TRUE(response.ok()) << response.status();
    return {response->tasks().begin(), response->tasks().end()};
  }

  static v1::ReportEvent Generation(const v1::Task& task, uint64_t seq) {
    v1::ReportEvent e;
    e.set_attempt_key(task.attempt_key());
    e.set_epoch(task.epoch());
    e.set_seq(seq);
    e.mutable_generation()->set_generation(static_cast<uint32_t>(seq));
    return e;
  }
  static v1::ReportEvent Result(const v1::Task& task, uint64_t seq, bool patched) {
    v1::ReportEvent e;
    e.set_attempt_key(task.attempt_key());
    e.set_epoch(task.epoch());
    e.set_seq(seq);
    e.mutable_repair_result()->set_patched(patched);
    return e;
  }

  // Through the per-cell Submit, as the Submit RPC does (the tests that call Submit with a list
  // of attempts take the other).
  absl::StatusOr<v1::SubmitResponse> SubmitGrid(const v1::CampaignSpec& spec,
                                                const Expansion& expansion) {
    return coordinator_->Submit(spec, "", Cells(expansion));
  }

  // Leases up to n tasks and reports each finished (patched if `patched`).
  std::vector<std::string> RunTasks(const std::string& worker, uint32_t n, bool patched) {
    std::vector<std::string> keys;
    for (const v1::Task& task : LeaseTasks(worker, n)) {
      EXPECT_TRUE(coordinator_->AcceptEvent(worker, Result(task, 0, patched)).ok());
      keys.push_back(task.attempt_key());
    }
    return keys;
  }

  // The value of the metric of `family` whose labels include `labels`; -1 if none.
  double Metric(const std::string& family, const std::map<std::string, std::string>& labels) {
    for (const prometheus::MetricFamily& f : metrics_.registry()->Collect()) {
      if (f.name != family) continue;
      for (const prometheus::ClientMetric& m : f.metric) {
        size_t matched = 0;
        for (const prometheus::ClientMetric::Label& label : m.label) {
          auto it = labels.find(label.name);
          if (it != labels.end() && it->second == label.value) ++matched;
        }
        if (matched == labels.size()) {
          return f.type == prometheus::MetricType::Gauge ? m.gauge.value : m.counter.value;
        }
      }
    }
    return -1;
  }

  v1::CampaignState State(const std::string& name) {
    return coordinator_->GetCampaign(name, false)->state();
  }

  v1::StateCounts Counts(const std::string& name) {
    auto campaign = coordinator_->GetCampaign(name, false);
    EXPECT_TRUE(campaign.ok());
    return campaign->counts();
  }

  int64_t now_ = 1'000'000;
  FakeCoordinatorStore store_;
  CoordinatorMetrics metrics_;
  std::unique_ptr<Coordinator> coordinator_;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_COORDINATOR_TEST_FIXTURE_H_
