// A CRF stage publishes its trained model and a repair stage naming it (crf_model) runs on it
// (docs/campaign-spec.md, "Stage dependencies and CRF models"): a real aprgrid-coordinator and
// two aprgrid-worker processes over loopback, then the same spec through `aprgrid local`. The
// repair attempts start only after the CRF attempt finished, the model is stored once in
// `artefacts` under its SHA-256, and the workers that ran repair attempts fetched it by that hash.
// A generated 300-sample dataset and short searches keep each run to seconds.
#include <fstream>

#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "common/sha256.h"
#include "common/store/sqlite_db.h"
#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"
#include "worker/crf/data/dataset.h"

namespace aprgrid::e2e {
namespace {

// Stage "train": one CRF attempt; stage "use": 2 bugs x 2 seeds of CRF_PRIOR with its model.
std::string ModelSpec(const std::string& name, const std::string& dataset) {
  return absl::StrCat("name: \"", name, "\"\n",
                      "stage {\n  after: \"train\"\n  repair {\n    name: \"use\"\n",
                      "    subjects { bugs: [\"strings-1\", \"mathx-1\"] }\n",
                      "    search { population: 10 generations: 3 }\n",
                      "    strategy: CRF_PRIOR\n    arm_set: PAR_18\n    seeds { count: 2 }\n",
                      "    crf_model: \"train\"\n  }\n}\n",
                      "stage {\n  crf {\n    name: \"train\"\n    dataset: \"", dataset, "\"\n",
                      "    folds: 4\n    fold_index: 0\n    q: 0.5\n    iterations: 20\n",
                      "    features: FULL\n    seed: 7\n  }\n}\n");
}

absl::Status WriteSmallDataset(const std::string& path) {
  crf::DefaultDatasetOptions options;
  options.samples = 300;
  options.generated_programs = 2;
  absl::StatusOr<crf::Dataset> data = crf::GenerateInjectedDataset(APRGRID_SUBJECTS_DIR, options);
  if (!data.ok()) return data.status();
  return crf::SaveDataset(*data, path);
}

// The SHA-256 of the stored CRF model (crf_models.model); "" if there is not exactly one.
std::string StoredModelSha256(const E2eCluster& c) {
  absl::StatusOr<store::SqliteDb> db = store::SqliteDb::Open(c.db_path());
  if (!db.ok()) return "";
  absl::StatusOr<store::SqliteStatement> query = db->Prepare("SELECT model FROM crf_models");
  if (!query.ok() || !query->Step().value_or(false)) return "";
  const std::string sha = Sha256Hex(query->ColumnBlob(0));
  return query->Step().value_or(true) ? "" : sha;
}

// What both runs must leave in the results database.
void ExpectModelRows(const E2eCluster& c) {
  const std::string sha = StoredModelSha256(c);
  ASSERT_EQ(sha.size(), 64u);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 5);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM attempts WHERE kind = 'repair'"), 4);
  // The model, published once, byte for byte the CRF attempt's, under its hash.
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM artefacts"), 1);
  EXPECT_EQ(*c.QueryInt(absl::StrCat(
                "SELECT COUNT(*) FROM artefacts a JOIN crf_models m USING (attempt_key) "
                "WHERE a.stage = 'train' AND a.name = 'crf-model' AND a.bytes = m.model AND "
                "a.sha256 = '",
                sha, "'")),
            1);
  // No repair attempt was leased before the CRF attempt finished.
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM attempts r JOIN attempts t ON t.kind = 'crf' "
                        "WHERE r.kind = 'repair' AND r.started_unix_ms < t.finished_unix_ms"),
            0);
}

TEST(CrfModelStageTest, TwoWorkersFetchTheModelByHashAfterTheCrfStagePublishedIt) {
  auto cluster = E2eCluster::Create("crf-model");
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  const std::string dataset = c.dir().Path("small.dataset");
  ASSERT_TRUE(WriteSmallDataset(dataset).ok());
  const std::string spec_path = c.dir().Path("model.textproto");
  std::ofstream(spec_path) << ModelSpec("crf-model", dataset);
  // `expand` prints the order the stages run in.
  absl::StatusOr<std::string> expanded =
      c.Cli({"expand", spec_path, "--subjects", APRGRID_SUBJECTS_DIR}, /*with_service=*/false);
  ASSERT_TRUE(expanded.ok()) << expanded.status();
  EXPECT_NE(expanded->find("stage use: 4 attempts, after train\n"), std::string::npos) << *expanded;
  EXPECT_NE(expanded->find("order: train -> use\n"), std::string::npos) << *expanded;

  ASSERT_TRUE(c.StartCoordinator().ok());
  ASSERT_TRUE(c.StartWorker(0, 1).ok());
  ASSERT_TRUE(c.StartWorker(1, 1).ok());
  absl::StatusOr<std::string> submitted = c.Submit(ModelSpec("crf-model", dataset));
  ASSERT_TRUE(submitted.ok()) << submitted.status();
  absl::Status finished = c.WaitFinished(absl::Seconds(120));
  ASSERT_TRUE(finished.ok()) << finished << "\ncoordinator: " << c.coordinator()->LogTail()
                             << "\nworker 0: " << c.worker(0)->LogTail()
                             << "\nworker 1: " << c.worker(1)->LogTail();
  ExpectModelRows(c);
  // The workers fetched the model by its hash (each at most once: then from its cache).
  const std::string line = "fetched the CRF model sha256 " + StoredModelSha256(c);
  int fetches = 0;
  for (size_t i = 0; i < 2; ++i) {
    absl::StatusOr<int> exit = c.StopWorker(i, absl::Seconds(10));
    ASSERT_TRUE(exit.ok()) << exit.status();
    absl::StatusOr<std::string> log = ReadFileToString(c.worker(i)->log_path());
    ASSERT_TRUE(log.ok()) << log.status();
    int in_this_log = 0;
    for (size_t at = log->find(line); at != std::string::npos; at = log->find(line, at + 1)) {
      ++in_this_log;
    }
    EXPECT_LE(in_this_log, 1) << *log;
    fetches += in_this_log;
  }
  EXPECT_GE(fetches, 1);
}

TEST(CrfModelStageTest, AprgridLocalRunsTheModelStageFirst) {
  auto cluster = E2eCluster::Create("crf-model-local");  // For its folder and SQL only.
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  const std::string dataset = c.dir().Path("small.dataset");
  ASSERT_TRUE(WriteSmallDataset(dataset).ok());
  const std::string spec_path = c.dir().Path("model.textproto");
  std::ofstream(spec_path) << ModelSpec("crf-model-local", dataset);
  absl::StatusOr<std::string> output = c.Cli({"local", spec_path, "--workers", "2", "--db",
                                              c.db_path(), "--subjects", APRGRID_SUBJECTS_DIR},
                                             /*with_service=*/false);
  ASSERT_TRUE(output.ok()) << output.status();
  ExpectModelRows(c);
}

}  // namespace
}  // namespace aprgrid::e2e
