// A results database for the report tests: one campaign "demo" (c-1) with repair stage "s1"
// holding the configurations and attempts the test adds. Test-only.
#ifndef APRGRID_CLI_REPORT_TEST_DB_H_
#define APRGRID_CLI_REPORT_TEST_DB_H_

#include <optional>
#include <string>

#include "common/store/sqlite_db.h"
#include "common/store/store_test_util.h"

namespace aprgrid::cli {

class ReportTestDb {
 public:
  // Creates a fresh file in a temporary directory removed with this object.
  ReportTestDb();
  const std::string& path() const { return path_; }

  // Adds repair stage `name` (after s1 and s2).
  void AddStage(const std::string& name);

  // Adds an attempt of stage s1. `strategy` and `credit` may be empty (NULL). `state` is done,
  // failed, queued or running. With `generations` > 0, adds that many generation rows (each with
  // `passing_negative` variants passing the bug-exposing tests, best fitness = generation) and
  // operator_stats rows for arms "append" (2 selections) and "delete" (1). With
  // `crf_prior_floor`, the stored RepairAttempt carries it (for CRF_PRIOR and CRF_BANDIT).
  void Add(const std::string& strategy, const std::string& credit, const std::string& bug, int seed,
           const std::string& state, bool patched, std::optional<int> variants_to_patch,
           int generations = 0, int passing_negative = 0, const std::string& stage = "s1",
           std::optional<double> crf_prior_floor = std::nullopt);

 private:
  store::testing::TempDir dir_;  // Declared first: destroyed after db_ closes the file.
  std::string path_;
  std::optional<store::SqliteDb> db_;
  int ordinal_ = 0;
  int stages_ = 2;
};

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_REPORT_TEST_DB_H_
