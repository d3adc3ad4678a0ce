// Crash safety of the store (docs/architecture.md, invariant 6) with a real process: a child writes
// batches through StoreWriter and reports each durable batch over a pipe; we SIGKILL it mid-stream,
// reopen the file, and check that every acknowledged batch is complete and the file is intact.
// Three rounds on the same file, so recovery of a crashed WAL is itself crashed into.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "common/random.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"
#include "gtest/gtest.h"

#ifndef APRGRID_STORE_CRASH_CHILD
#error "APRGRID_STORE_CRASH_CHILD must name the store_crash_child binary"
#endif

namespace aprgrid::store {
namespace {

using testing::Count;
using testing::TempDir;

struct Child {
  pid_t pid = -1;
  int ack_fd = -1;  // Read end.
};

Child Spawn(const std::string& db_path, int64_t first_batch) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return {};
  pid_t pid = fork();
  if (pid == 0) {
    // Only async-signal-safe calls between fork and exec.
    int write_end = dup(fds[1]);  // dup drops O_CLOEXEC, so the child keeps it.
    char fd_text[16], first_text[24];
    std::snprintf(fd_text, sizeof(fd_text), "%d", write_end);
    std::snprintf(first_text, sizeof(first_text), "%lld", static_cast<long long>(first_batch));
    execl(APRGRID_STORE_CRASH_CHILD, APRGRID_STORE_CRASH_CHILD, db_path.c_str(), first_text,
          fd_text, static_cast<char*>(nullptr));
    _exit(127);
  }
  close(fds[1]);
  return Child{pid, fds[0]};
}

// Reads one 8-byte batch id; false on EOF or after `timeout_ms` without data.
bool ReadAck(int fd, int timeout_ms, int64_t* batch) {
  char* bytes = reinterpret_cast<char*>(batch);
  size_t got = 0;
  while (got < sizeof(*batch)) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, timeout_ms) <= 0) return false;
    ssize_t n = read(fd, bytes + got, sizeof(*batch) - got);
    if (n <= 0) return false;
    got += static_cast<size_t>(n);
  }
  return true;
}

TEST(StoreCrashTest, AcknowledgedBatchesSurviveSigkill) {
  TempDir dir;
  const std::string db_path = dir.File("crash.db");
  Rng rng(20261129);
  int64_t total_acked = 0;
  for (int round = 0; round < 3; ++round) {
    const int64_t first = int64_t{1000000} * round;
    // Kill after a varying number of acknowledgements, so the kill lands at different points.
    const int64_t kill_after = 20 + static_cast<int64_t>(rng.Below(200));
    Child child = Spawn(db_path, first);
    ASSERT_GT(child.pid, 0);
    std::vector<int64_t> acked;
    int64_t batch = 0;
    while (static_cast<int64_t>(acked.size()) < kill_after &&
           ReadAck(child.ack_fd, 30000, &batch)) {
      acked.push_back(batch);
    }
    ASSERT_EQ(static_cast<int64_t>(acked.size()), kill_after) << "the child stopped early";
    ASSERT_EQ(kill(child.pid, SIGKILL), 0);
    int wstatus = 0;
    ASSERT_EQ(waitpid(child.pid, &wstatus, 0), child.pid);
    ASSERT_TRUE(WIFSIGNALED(wstatus) && WTERMSIG(wstatus) == SIGKILL)
        << "the child was not running when killed (status " << wstatus << ")";
    // Acknowledgements already in the pipe were made before the kill: they count too.
    while (ReadAck(child.ack_fd, 0, &batch)) acked.push_back(batch);
    close(child.ack_fd);

    for (size_t i = 0; i < acked.size(); ++i) {
      ASSERT_EQ(acked[i], first + static_cast<int64_t>(i)) << "acknowledged out of order";
    }
    total_acked += static_cast<int64_t>(acked.size());

    // Reopen as the restarted coordinator would (recovering the WAL), then check.
    absl::StatusOr<std::unique_ptr<Store>> store = Store::Open(db_path);
    ASSERT_TRUE(store.ok()) << store.status();
    absl::StatusOr<SqliteDb> reader = (*store)->OpenReader();
    ASSERT_TRUE(reader.ok()) << reader.status();
    {
      SqliteStatement check = *reader->Prepare("PRAGMA integrity_check");
      ASSERT_TRUE(*check.Step());
      EXPECT_EQ(check.ColumnText(0), "ok");
    }
    SqliteStatement batch_rows = *reader->Prepare(
        "SELECT a.state, a.variants_to_patch, "
        "  (SELECT COUNT(*) FROM generations g WHERE g.attempt_key = a.attempt_key "
        "     AND g.epoch = 1 AND g.best_fitness = a.variants_to_patch + g.generation), "
        "  (SELECT COUNT(*) FROM operator_stats o WHERE o.attempt_key = a.attempt_key "
        "     AND o.epoch = 1 AND o.selections = a.variants_to_patch) "
        "FROM attempts a WHERE a.attempt_key = ?");
    for (int64_t id : acked) {
      char key[32];
      std::snprintf(key, sizeof(key), "b%015lld", static_cast<long long>(id));
      ASSERT_TRUE(batch_rows.BindAll(std::string(key)).ok());
      absl::StatusOr<bool> found = batch_rows.Step();
      ASSERT_TRUE(found.ok() && *found) << "acknowledged batch " << id << " is missing";
      EXPECT_EQ(batch_rows.ColumnText(0), "done") << id;
      EXPECT_EQ(batch_rows.ColumnInt(1), id);
      EXPECT_EQ(batch_rows.ColumnInt(2), 10) << "generations of batch " << id;
      EXPECT_EQ(batch_rows.ColumnInt(3), 30) << "operator_stats of batch " << id;
      batch_rows.Reset();
    }
    // Batches committed in the instant before the kill may lack their acknowledgement.
    EXPECT_GE(Count(*reader, "SELECT COUNT(*) FROM attempts WHERE state = 'done'"), total_acked);
  }
}

}  // namespace
}  // namespace aprgrid::store
