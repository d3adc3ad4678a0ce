// StoreWriter: the single thread that writes the results database (docs/architecture.md, invariant
// 5).
//
// Producers (RPC handlers) Submit write operations; the writer thread applies them inside one
// transaction per batch and COMMITs when the batch holds `max_batch_ops` operations, when
// `max_batch_delay` has passed since the batch began, or at once when someone calls Flush().
// Group commit is what makes ingest fast: one WAL commit per batch instead of one per row.
//
// Durability: an operation's DoneCallback runs after the COMMIT that contains it (or with the
// error that kept it out), on the writer's callback thread, in submission order. With
// synchronous=NORMAL in WAL mode a committed batch survives a crash of the process (kill -9), so
// "callback fired with OK" is the moment a result may be acknowledged to a worker.
//
// Errors: a typed row whose INSERT fails, or a WriteFn that returns an error, is rolled back
// alone (the rest of the batch commits); its callback gets the error. (GenerationWithArms says
// how its operations fail.) A failed COMMIT fails every
// operation of the batch. If SQLite aborts the whole transaction mid-batch (disk full, I/O
// error), the operations applied in it fail with that error and the batch goes on in a new
// transaction. Errors of operations without a callback are kept and returned by the next Flush().
//
// Back-pressure: at most `queue_capacity` operations wait; Submit blocks while the queue is full,
// TrySubmit returns ResourceExhausted instead.
//
// Thread-safety: every public method may be called from any thread, concurrently, except that
// the destructor must not race with other calls. Callbacks run on the callback thread, one at a
// time: they must be quick, must not wait for this writer's commits (Flush/Execute would
// deadlock), and must not throw. They run apart from the writer thread because acknowledging a
// Report stream sends on its socket, and the writer should be starting the next batch meanwhile.
#ifndef APRGRID_COMMON_STORE_STORE_WRITER_H_
#define APRGRID_COMMON_STORE_STORE_WRITER_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "absl/functional/any_invocable.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::store {

// A row of `generations` (docs/results-schema.md), stored in `generation_rows` under the
// attempt's integer id (attempts.attempt_id, schema version 13): the view `generations` shows it
// with the attempt's key. Replaces an existing row with the same key, so a re-delivered event is
// harmless. REQUIRES: an attempts row has `attempt_id` (else the row is stored but no view shows
// it).
struct GenerationRow {
  int64_t attempt_id = 0;
  int64_t epoch = 0;
  int64_t generation = 0;
  double best_fitness = 0;
  double mean_fitness = 0;
  double median_fitness = 0;
  int64_t variants_evaluated = 0;
  int64_t variants_not_compiling = 0;
  int64_t variants_passing_all = 0;
  int64_t variants_passing_negative = 0;
};

// A row of `operator_stats`, stored in `operator_stat_rows` as GenerationRow is. Replaces an
// existing row with the same key.
struct OperatorStatRow {
  int64_t attempt_id = 0;
  int64_t epoch = 0;
  int64_t generation = 0;
  std::string arm;
  int64_t selections = 0;
  double reward_sum = 0;
  double quality = 0;
  double probability = 0;
};

// One arm's statistics inside a GenerationWithArms: an `operator_stats` row without the columns it
// shares with its generation.
struct ArmStatRow {
  std::string arm;
  int64_t selections = 0;
  double reward_sum = 0;
  double quality = 0;
  double probability = 0;
};

// One generation summary and the statistics of its arms (one report event of a worker): a
// `generations` row plus one `operator_stats` row per arm, written by one operation, so the queue
// holds one operation per event instead of one per row. Every value is checked against the
// tables' CHECK and NOT NULL constraints (a NaN would be stored as NULL) before anything is
// written, so a malformed event writes nothing and fails alone (InvalidArgument). Consecutive
// GenerationWithArms operations of a batch share multi-row INSERTs, so an error past that point
// (I/O, disk full) fails all of them and may leave any of their rows written, as the rows of
// separate operations before a failing one would stay; a retry rewrites them (they replace).
struct GenerationWithArms {
  GenerationRow generation;
  std::vector<ArmStatRow> arms;
};

// Runs on the writer thread inside the batch's transaction, within a SAVEPOINT: returning an
// error rolls back exactly what the function did. It must not BEGIN/COMMIT itself. Use
// SqliteDb::Cached for statements it runs often.
using WriteFn = absl::AnyInvocable<absl::Status(SqliteDb& db)>;

// A WriteFn run without the SAVEPOINT that guards a plain WriteFn. The SAVEPOINT copies every page
// the function touches into a statement journal (allocated and freed per operation) so that an
// error can undo exactly what the function did; this skips that cost. For a function that runs
// one data-changing statement (atomic by itself), or several whose partial application is
// harmless to its caller: if it fails, the statements it ran before the error stay applied and
// commit with the batch (its callback still gets the error).
struct UnguardedWrite {
  WriteFn fn;
};

// Told the fate of one operation, on the callback thread, after the batch's COMMIT.
using DoneCallback = absl::AnyInvocable<void(absl::Status status)>;

// One queued write: a typed row (the fast path, with statements prepared once) or a WriteFn.
class WriteOp {
 public:
  // Implicit on purpose: `writer.Submit(GenerationRow{...})` reads as what it does.
  WriteOp(GenerationRow row, DoneCallback done = nullptr)  // NOLINT(google-explicit-constructor)
      : what_(std::move(row)), done_(std::move(done)) {}
  WriteOp(OperatorStatRow row, DoneCallback done = nullptr)  // NOLINT(google-explicit-constructor)
      : what_(std::move(row)), done_(std::move(done)) {}
  WriteOp(WriteFn fn, DoneCallback done = nullptr)  // NOLINT(google-explicit-constructor)
      : what_(std::move(fn)), done_(std::move(done)) {}
  WriteOp(GenerationWithArms rows,  // NOLINT(google-explicit-constructor)
          DoneCallback done = nullptr)
      : what_(std::move(rows)), done_(std::move(done)) {}
  WriteOp(UnguardedWrite write,  // NOLINT(google-explicit-constructor)
          DoneCallback done = nullptr)
      : what_(std::move(write)), done_(std::move(done)) {}

 private:
  friend class StoreWriter;
  struct Barrier {};  // Flush(): commit now.
  WriteOp(Barrier barrier, DoneCallback done) : what_(barrier), done_(std::move(done)) {}

  bool is_barrier() const { return std::holds_alternative<Barrier>(what_); }
  bool is_generation() const { return std::holds_alternative<GenerationWithArms>(what_); }
  size_t rows() const {
    if (const auto* rows = std::get_if<GenerationWithArms>(&what_)) return 1 + rows->arms.size();
    return is_barrier() ? 0 : 1;
  }

  std::variant<GenerationRow, OperatorStatRow, WriteFn, GenerationWithArms, UnguardedWrite, Barrier>
      what_;
  DoneCallback done_;
};

// What one committed (or failed) batch looked like, for metrics.
struct BatchStats {
  size_t ops = 0;           // Operations in the batch (Flush barriers excluded).
  size_t rows = 0;          // Typed rows they carry (a GenerationWithArms is 1 + its arms), plus
                            // one per WriteFn.
  size_t failed_ops = 0;    // Operations whose own write failed (the rest committed).
  absl::Duration duration;  // From BEGIN to the end of COMMIT.
  absl::Status commit;      // The COMMIT's status.
};

class StoreWriter {
 public:
  struct Options {
    // A batch commits when it holds max_batch_ops operations or is max_batch_delay old. Under a
    // backlog batches grow up to max_batch_ops, so that each page the interleaved attempts
    // dirty is written once per large commit instead of once per small one.
    size_t max_batch_ops = 65536;
    absl::Duration max_batch_delay = absl::Milliseconds(5);
    size_t queue_capacity = 65536;  // Operations waiting; >= 1.
    // Called on the callback thread after every batch's callbacks (e.g. to observe prometheus
    // histograms).
    std::function<void(const BatchStats&)> on_batch;
  };

  // Takes the write connection (REQUIRES: schema migrated, no open transaction) and starts the
  // writer thread. Fails if the typed statements cannot be prepared.
  static absl::StatusOr<std::unique_ptr<StoreWriter>> Start(SqliteDb db, Options options);

  // Commits everything already submitted, then stops the thread and closes the connection.
  // Operations submitted concurrently with destruction are undefined behaviour.
  ~StoreWriter();

  StoreWriter(const StoreWriter&) = delete;
  StoreWriter& operator=(const StoreWriter&) = delete;

  // Queues `op`; blocks while the queue is full.
  void Submit(WriteOp op);
  // Queues all of `ops` under one lock (cheaper per op); blocks while the queue is full.
  void SubmitAll(std::vector<WriteOp> ops);
  // Queues `op` if there is room; otherwise returns ResourceExhausted and leaves `op` untouched.
  absl::Status TrySubmit(WriteOp& op);

  // Commits everything submitted before the call and waits for it. Returns the first error of an
  // operation without a callback, or of a COMMIT, since the previous Flush (then forgets it).
  absl::Status Flush();
  // Flush without waiting: commits everything submitted before the call and then runs `done` on
  // the writer thread with what Flush would have returned. For callers that must not block a
  // thread on the commit (gRPC callback handlers).
  void FlushAsync(DoneCallback done);
  // Commits what was submitted so far as soon as the writer gets to it, without waiting and
  // without taking the errors Flush would return (for a caller about to wait on a ticket).
  void CommitSoon();

  // Runs `fn` inside a batch and waits until that batch is committed; returns `fn`'s error or the
  // COMMIT's. The synchronous path for "record the final result, then acknowledge".
  absl::Status Execute(WriteFn fn);

  // Operations queued and not yet taken by the writer thread (approximate; for metrics/tests).
  size_t QueueDepth() const;

 private:
  StoreWriter(SqliteDb db, Options options);
  absl::Status PrepareStatements();
  // Queues ops[0..n), blocking while the queue is full.
  void Enqueue(WriteOp* ops, size_t n) ABSL_LOCKS_EXCLUDED(mu_);
  // Operations waiting.
  size_t Waiting() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) { return queue_.size() - head_; }
  // Whether a producer that just queued must wake the writer thread.
  bool WriterNeedsWakeLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Whether the writer, holding an open batch, has reason to take more now rather than sleep
  // until the batch's deadline.
  bool BatchShouldGoOnLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Moves up to `max` waiting operations to the end of `out`.
  void TakeLocked(size_t max, std::vector<WriteOp>& out) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  void Run() ABSL_LOCKS_EXCLUDED(mu_);
  // A finished operation's callback and outcome.
  struct Pending {
    DoneCallback done;
    absl::Status status;
  };
  // Hands a committed batch's callbacks (in order) and stats to the callback thread.
  void PostCallbacks(std::vector<Pending>& pending, const BatchStats& stats)
      ABSL_LOCKS_EXCLUDED(callbacks_mu_);
  void RunCallbacks() ABSL_LOCKS_EXCLUDED(callbacks_mu_);
  // Applies one op inside the open transaction; returns its own status.
  absl::Status Apply(WriteOp& op, bool& flush_now);
  absl::Status InsertGeneration(const GenerationRow& row);
  absl::Status InsertOperatorStat(const OperatorStatRow& row);
  // Applies ops[0..n), consecutive GenerationWithArms operations of a batch, by multi-row
  // INSERTs shared between them; statuses[i] gets the outcome of ops[i]. An operation that fails
  // its checks writes nothing and fails alone; an error past them (I/O, disk full) fails every
  // operation of the run and may leave any of their rows written, as the writes of separate
  // operations before a failing one would stay.
  void InsertGenerationRun(WriteOp* ops, size_t n, std::vector<absl::Status>& statuses);
  absl::Status WriteGenerationRows(const std::vector<const GenerationWithArms*>& run);
  // The INSERT of `n` generation_rows rows, or of `n` operator_stat_rows rows, in one statement
  // (1 <= n <= the limits in store_writer.cc), prepared on first use.
  absl::StatusOr<SqliteStatement*> InsertGenerations(size_t n);
  absl::StatusOr<SqliteStatement*> InsertOperatorStats(size_t n);
  // The INSERT of `n` rows (MultiRowInsertSql of `head` and `row`) from `cache`[n], prepared and
  // kept there on first use.
  absl::StatusOr<SqliteStatement*> CachedMultiRowInsert(std::vector<SqliteStatement*>& cache,
                                                        std::string_view head, std::string_view row,
                                                        size_t n);
  absl::Status RunInSavepoint(WriteFn& fn);
  void RecordUnreportedError(const absl::Status& status) ABSL_LOCKS_EXCLUDED(mu_);

  SqliteDb db_;  // Used only by the writer thread after Start.
  const Options options_;
  SqliteStatement* insert_generation_ = nullptr;  // Owned by db_'s statement cache.
  SqliteStatement* insert_operator_stat_ = nullptr;
  // [n]: the INSERT of n generation_rows or operator_stat_rows rows (null until first used);
  // owned by db_'s cache.
  std::vector<SqliteStatement*> insert_generations_;
  std::vector<SqliteStatement*> insert_operator_stats_;
  // The writer thread's scratch for InsertGenerationRun, kept to spare allocations.
  std::vector<const GenerationWithArms*> run_rows_;
  std::vector<absl::Status> run_statuses_;
  SqliteStatement* begin_ = nullptr;
  SqliteStatement* commit_ = nullptr;
  SqliteStatement* rollback_ = nullptr;
  SqliteStatement* savepoint_ = nullptr;
  SqliteStatement* release_ = nullptr;
  SqliteStatement* rollback_to_ = nullptr;

  mutable absl::Mutex mu_;
  absl::CondVar not_empty_;  // Signalled on submit, flush request and stop.
  absl::CondVar not_full_;   // Signalled when the writer takes operations.
  // Waiting operations are queue_[head_..]: a vector with a read index rather than a deque,
  // whose 512-byte blocks would hold only three operations and allocate all the time.
  std::vector<WriteOp> queue_ ABSL_GUARDED_BY(mu_);
  size_t head_ ABSL_GUARDED_BY(mu_) = 0;
  bool stopping_ ABSL_GUARDED_BY(mu_) = false;
  // Waking the writer for every operation costs a futex call and two context switches, more
  // than inserting the operation's rows. So a producer wakes it only when it sleeps with no
  // batch open (the first operation opens one), or when an open batch has a reason not to wait
  // for its deadline: a Flush barrier waits, or many operations do.
  enum class WriterState { kWorking, kIdle, kBatchOpen };
  WriterState writer_state_ ABSL_GUARDED_BY(mu_) = WriterState::kWorking;
  size_t batch_room_ ABSL_GUARDED_BY(mu_) = 0;  // Operations the open batch may still take.
  // Flush barriers among the waiting operations.
  size_t barriers_waiting_ ABSL_GUARDED_BY(mu_) = 0;
  absl::Status unreported_error_ ABSL_GUARDED_BY(mu_);

  std::thread thread_;

  // The callback thread's queue: batches of callbacks, each followed by its stats.
  absl::Mutex callbacks_mu_;
  absl::CondVar callbacks_posted_;
  std::vector<Pending> callbacks_ ABSL_GUARDED_BY(callbacks_mu_);
  std::vector<BatchStats> batches_ ABSL_GUARDED_BY(callbacks_mu_);
  // callbacks_ index after each batch.
  std::vector<size_t> batch_ends_ ABSL_GUARDED_BY(callbacks_mu_);
  bool callbacks_idle_ ABSL_GUARDED_BY(callbacks_mu_) = false;  // Waiting for a post.
  bool callbacks_stopping_ ABSL_GUARDED_BY(callbacks_mu_) = false;
  std::thread callback_thread_;
};

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_STORE_WRITER_H_
