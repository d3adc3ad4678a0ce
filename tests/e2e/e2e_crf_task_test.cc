// CRF attempts through the service: leased from a real coordinator over loopback by an
// aprgrid-worker process, and run by `aprgrid local`; each ends DONE with its scores in
// crf_results and its model in crf_models. A small generated dataset keeps both to seconds.
#include <fstream>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"
#include "worker/crf/data/dataset.h"

namespace aprgrid::e2e {
namespace {

// Two folds of a 4-fold split, q = 0.5, full features, two projects held out: 2 attempts.
std::string CrfSpec(const std::string& name, const std::string& dataset) {
  return absl::StrCat("name: \"", name, "\"\n", "stage {\n  crf {\n    name: \"crf-small\"\n",
                      "    dataset: \"", dataset, "\"\n",
                      "    folds: 4\n    fold_index: [0, 1]\n    q: 0.5\n    iterations: 20\n",
                      "    features: FULL\n    seed: 7\n",
                      "    exclude_projects: [\"dates\", \"geometry\"]\n  }\n}\n");
}

absl::Status WriteSmallDataset(const std::string& path) {
  crf::DefaultDatasetOptions options;
  options.samples = 300;
  options.generated_programs = 2;
  absl::StatusOr<crf::Dataset> data = crf::GenerateInjectedDataset(APRGRID_SUBJECTS_DIR, options);
  if (!data.ok()) return data.status();
  return crf::SaveDataset(*data, path);
}

// The stored results of the 2 attempts of CrfSpec, checked with SQL on `cluster`'s database.
void ExpectCrfRows(const E2eCluster& c) {
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM attempts WHERE kind = 'crf' AND state = 'done'"), 2);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(DISTINCT attempt_key) FROM crf_results"), 2);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM crf_results WHERE transform = 'macro' AND "
                        "evaluation = 'fold'"),
            2);
  // The workers have the benchmark's subjects: each attempt also scored the human-written fixes
  // of the two held-out projects, over more than 5 transforms per attempt, and recorded how many
  // bugs it scored and left out (their project trained the model).
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM crf_results WHERE transform = 'macro' AND "
                        "evaluation = 'benchmark-fixes'"),
            2);
  EXPECT_GT(*c.QueryInt("SELECT COUNT(*) FROM crf_results WHERE evaluation = 'benchmark-fixes' "
                        "AND transform NOT IN ('macro', 'multiple') AND samples > 0"),
            2 * 5);
  EXPECT_GT(*c.QueryInt("SELECT COUNT(*) FROM crf_results WHERE transform NOT IN "
                        "('macro', 'multiple') AND samples > 0"),
            0);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM crf_results WHERE top1 < 0 OR top1 > top3 OR "
                        "top3 > 1"),
            0);
  // Each attempt's split (crf_folds): both folds tested, no test sample with a twin in training.
  EXPECT_EQ(
      *c.QueryInt("SELECT COUNT(*) FROM crf_folds WHERE split = 'source' AND test_samples > 0 "
                  "AND train_test_duplicates = 0 AND folds = 4"),
      2);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM crf_folds WHERE fix_bugs_scored > 0 AND "
                        "fix_bugs_in_training > fix_bugs_scored"),
            2);
  // The model travels inline: a worker on another node cannot write beside the database.
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM crf_models WHERE length(model) > 100 AND "
                        "iterations_run > 0"),
            2);
}

TEST(E2eCrfTaskTest, WorkerProcessRunsCrfAttemptsLeasedOverLoopback) {
  auto cluster = E2eCluster::Create("e2e-crf");
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  const std::string dataset = c.dir().Path("small.dataset");
  ASSERT_TRUE(WriteSmallDataset(dataset).ok());
  ASSERT_TRUE(c.StartCoordinator().ok());
  ASSERT_TRUE(c.StartWorker(0, 2).ok());
  absl::StatusOr<std::string> submitted = c.Submit(CrfSpec("crf-e2e", dataset));
  ASSERT_TRUE(submitted.ok()) << submitted.status();
  absl::Status finished = c.WaitFinished(absl::Seconds(120));
  ASSERT_TRUE(finished.ok()) << finished << "\ncoordinator: " << c.coordinator()->LogTail()
                             << "\nworker: " << c.worker(0)->LogTail();
  ExpectCrfRows(c);
  absl::StatusOr<int> exit = c.StopWorker(0, absl::Seconds(10));
  ASSERT_TRUE(exit.ok()) << exit.status();
  EXPECT_EQ(*exit, 0);
}

TEST(E2eCrfTaskTest, AprgridLocalRunsCrfAttempts) {
  auto cluster = E2eCluster::Create("e2e-crf-local");  // Used for its folder and SQL only.
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  const std::string dataset = c.dir().Path("small.dataset");
  ASSERT_TRUE(WriteSmallDataset(dataset).ok());
  const std::string spec = c.dir().Path("crf.textproto");
  std::ofstream(spec) << CrfSpec("crf-local", dataset);
  absl::StatusOr<std::string> output = c.Cli(
      {"local", spec, "--workers", "2", "--db", c.db_path(), "--subjects", APRGRID_SUBJECTS_DIR},
      /*with_service=*/false);
  ASSERT_TRUE(output.ok()) << output.status();
  EXPECT_NE(output->find("2 attempts"), std::string::npos) << *output;
  ExpectCrfRows(c);
}

}  // namespace
}  // namespace aprgrid::e2e
