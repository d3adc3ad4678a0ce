// Helpers shared by the store's tests: a fresh temporary directory and a little seed data.
#ifndef APRGRID_COMMON_STORE_STORE_TEST_UTIL_H_
#define APRGRID_COMMON_STORE_STORE_TEST_UTIL_H_

#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::store::testing {

// A directory under the system temp dir, removed with its content on destruction.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string File(std::string_view name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

// Inserts campaign `campaign_id` with one repair stage "s" (if missing) and a queued repair
// attempt `attempt_key` (bug, strategy, seed as given) so that event rows may reference it.
absl::Status InsertTestAttempt(SqliteDb& db, std::string_view campaign_id,
                               std::string_view attempt_key, std::string_view bug = "b-1",
                               std::string_view strategy = "UCB", int seed = 1);

// Adds finished attempts of campaign "c" for one (bug, strategy) cell, keyed "k<next_key>" with
// seeds 1, 2, ...: one patched run per entry of `patched_variants` (its variants_to_patch; 10 of
// 10 held-out tests passed when even, else 5), then `unpatched` runs that found nothing.
absl::Status AddFinishedRuns(SqliteDb& db, std::string_view bug, std::string_view strategy,
                             std::initializer_list<int> patched_variants, int unpatched,
                             int& next_key);

// The database at `path` opened with default options; on failure, prints the status to stderr
// and aborts (a test cannot go on without it).
SqliteDb OpenOrDie(const std::string& path);

// COUNT(*) of a constant query, or -1 on error.
int64_t Count(SqliteDb& db, std::string_view sql);

// Every row of constant `sql`, each as its values joined with '|' (NULL as "NULL"), sorted: what
// a query returns, to compare before and after a migration. On an error, one row naming it.
std::vector<std::string> SortedRows(SqliteDb& db, const std::string& sql);

}  // namespace aprgrid::store::testing

#endif  // APRGRID_COMMON_STORE_STORE_TEST_UTIL_H_
