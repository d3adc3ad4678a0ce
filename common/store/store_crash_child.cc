// Helper process of store_crash_test: writes batches through StoreWriter forever and reports the
// id of each batch whose last operation is durable (its DoneCallback fired with OK) as 8 bytes on
// a file descriptor. The parent kills it with SIGKILL at an arbitrary moment.
//
// Usage: store_crash_child DB_PATH FIRST_BATCH_ID ACK_FD
// A batch b: attempt "bNNN" (queued, attempt id b + 1), 10 generation rows, 30 operator_stats
// rows, then an update marking the attempt done with variants_to_patch = b.
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"

namespace aprgrid::store {
namespace {

constexpr int kGenerations = 10;
constexpr const char* kArms[] = {"append", "delete", "replace"};

std::string BatchKey(int64_t batch) {
  char key[32];
  std::snprintf(key, sizeof(key), "b%015lld", static_cast<long long>(batch));
  return key;
}

void WriteAck(int fd, int64_t batch) {
  const char* bytes = reinterpret_cast<const char*>(&batch);
  size_t done = 0;
  while (done < sizeof(batch)) {
    ssize_t n = write(fd, bytes + done, sizeof(batch) - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) std::_Exit(3);  // The parent is gone.
    done += static_cast<size_t>(n);
  }
}

std::vector<WriteOp> Batch(int64_t batch, int ack_fd) {
  const std::string key = BatchKey(batch);
  std::vector<WriteOp> ops;
  const int64_t id = batch + 1;
  ops.emplace_back(WriteFn([key, id](SqliteDb& db) -> absl::Status {
    absl::Status s = testing::InsertTestAttempt(db, "crash", key, "b-1", "UCB", 1);
    absl::StatusOr<SqliteStatement*> name =
        db.Cached("UPDATE attempts SET attempt_id = ? WHERE attempt_key = ?");
    if (!name.ok()) return name.status();
    if (s.ok()) s = (*name)->BindAll(id, key);
    return s.ok() ? (*name)->Run() : s;
  }));
  for (int g = 0; g < kGenerations; ++g) {
    GenerationRow row;
    row.attempt_id = id;
    row.epoch = 1;
    row.generation = g;
    row.best_fitness = static_cast<double>(batch) + g;
    ops.emplace_back(std::move(row));
    for (const char* arm : kArms) {
      OperatorStatRow stat;
      stat.attempt_id = id;
      stat.epoch = 1;
      stat.generation = g;
      stat.arm = arm;
      stat.selections = batch;
      ops.emplace_back(std::move(stat));
    }
  }
  ops.emplace_back(WriteFn([key, batch](SqliteDb& db) -> absl::Status {
                     absl::StatusOr<SqliteStatement*> done = db.Cached(
                         "UPDATE attempts SET state = 'done', patched = 1, variants_to_patch = ? "
                         "WHERE attempt_key = ?");
                     if (!done.ok()) return done.status();
                     absl::Status s = (*done)->BindAll(batch, key);
                     return s.ok() ? (*done)->Run() : s;
                   }),
                   [batch, ack_fd](absl::Status status) {
                     if (!status.ok()) {
                       std::fprintf(stderr, "store_crash_child: batch %lld failed: %s\n",
                                    static_cast<long long>(batch),
                                    std::string(status.message()).c_str());
                       std::_Exit(2);
                     }
                     WriteAck(ack_fd, batch);
                   });
  return ops;
}

int Main(int argc, char** argv) {
  int64_t first = 0;
  int ack_fd = -1;
  if (argc != 4 || !absl::SimpleAtoi(argv[2], &first) || !absl::SimpleAtoi(argv[3], &ack_fd)) {
    std::fprintf(stderr, "usage: store_crash_child DB_PATH FIRST_BATCH_ID ACK_FD\n");
    return 2;
  }
  Store::Options options;
  options.writer.max_batch_delay = absl::Milliseconds(2);
  options.writer.max_batch_ops = 500;  // Many commits per second: many points to be killed at.
  options.writer.queue_capacity = 2000;
  absl::StatusOr<std::unique_ptr<Store>> store = Store::Open(argv[1], options);
  if (!store.ok()) {
    std::fprintf(stderr, "store_crash_child: %s\n", std::string(store.status().message()).c_str());
    return 1;
  }
  for (int64_t batch = first;; ++batch) (*store)->writer().SubmitAll(Batch(batch, ack_fd));
}

}  // namespace
}  // namespace aprgrid::store

int main(int argc, char** argv) { return aprgrid::store::Main(argc, argv); }
