#include "common/store/store_writer.h"

#include <algorithm>
#include <cmath>
#include <future>
#include <iterator>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "common/status_macros.h"

namespace aprgrid::store {
namespace {

constexpr std::string_view kInsertGeneration =
    "INSERT OR REPLACE INTO generation_rows (attempt_id, epoch, generation, best_fitness, "
    "mean_fitness, median_fitness, variants_evaluated, variants_not_compiling, "
    "variants_passing_all, variants_passing_negative) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

constexpr std::string_view kInsertOperatorStat =
    "INSERT OR REPLACE INTO operator_stat_rows (attempt_id, epoch, generation, arm, selections, "
    "reward_sum, quality, probability) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

// Consecutive generation operations of a batch are written together (StoreWriter::
// InsertGenerationRun): their `generation_rows` rows by statements of up to
// kMaxGenerationsPerInsert rows and all their arms by statements of up to kMaxArmsPerInsert rows,
// each row costing its bindings but not a statement's execution set-up and reset. One
// completion's ten events (70 arms of GROUPED_7) then take two statements instead of twenty.
constexpr size_t kMaxGenerationsPerInsert = 32;  // 320 parameters.
constexpr size_t kMaxArmsPerInsert = 64;         // 512 parameters.

// An open batch is woken before its deadline once this many operations wait (or a Flush does):
// about one completion's events. Fewer wake-ups cost less CPU, but whatever waits when a Flush
// arrives must be applied before its COMMIT, which delays the acknowledgement.
constexpr size_t kWakeForWaitingOps = 16;

}  // namespace

absl::StatusOr<std::unique_ptr<StoreWriter>> StoreWriter::Start(SqliteDb db, Options options) {
  if (options.queue_capacity == 0) options.queue_capacity = 1;
  if (options.max_batch_ops == 0) options.max_batch_ops = 1;
  if (db.InTransaction()) {
    return absl::FailedPreconditionError("StoreWriter::Start: connection is inside a transaction");
  }
  std::unique_ptr<StoreWriter> writer(new StoreWriter(std::move(db), std::move(options)));
  RETURN_IF_ERROR(writer->PrepareStatements());
  writer->callback_thread_ = std::thread([w = writer.get()] { w->RunCallbacks(); });
  writer->thread_ = std::thread([w = writer.get()] { w->Run(); });
  return writer;
}

StoreWriter::StoreWriter(SqliteDb db, Options options)
    : db_(std::move(db)), options_(std::move(options)) {}

StoreWriter::~StoreWriter() {
  {
    absl::MutexLock lock(&mu_);
    stopping_ = true;
  }
  not_empty_.SignalAll();
  if (thread_.joinable()) thread_.join();
  // The writer has posted its last callbacks; the callback thread runs them, then stops.
  {
    absl::MutexLock lock(&callbacks_mu_);
    callbacks_stopping_ = true;
  }
  callbacks_posted_.Signal();
  if (callback_thread_.joinable()) callback_thread_.join();
}

absl::Status StoreWriter::PrepareStatements() {
  ASSIGN_OR_RETURN(insert_generation_, db_.Cached(kInsertGeneration));
  ASSIGN_OR_RETURN(insert_operator_stat_, db_.Cached(kInsertOperatorStat));
  // IMMEDIATE: take the write lock at BEGIN, so a busy file is waited for (busy_timeout) at a
  // point where nothing of the batch has been applied yet.
  ASSIGN_OR_RETURN(begin_, db_.Cached("BEGIN IMMEDIATE"));
  ASSIGN_OR_RETURN(commit_, db_.Cached("COMMIT"));
  ASSIGN_OR_RETURN(rollback_, db_.Cached("ROLLBACK"));
  ASSIGN_OR_RETURN(savepoint_, db_.Cached("SAVEPOINT write_op"));
  ASSIGN_OR_RETURN(release_, db_.Cached("RELEASE write_op"));
  ASSIGN_OR_RETURN(rollback_to_, db_.Cached("ROLLBACK TO write_op"));
  return absl::OkStatus();
}

// ---------------------------------------------------------------------------------------------
// Producer side

bool StoreWriter::BatchShouldGoOnLocked() const {
  return barriers_waiting_ > 0 || stopping_ ||
         Waiting() >= std::min(batch_room_, kWakeForWaitingOps);
}

bool StoreWriter::WriterNeedsWakeLocked() const {
  switch (writer_state_) {
    case WriterState::kWorking:
      return false;  // It looks at the queue again before it sleeps.
    case WriterState::kIdle:
      return Waiting() > 0;
    case WriterState::kBatchOpen:
      return BatchShouldGoOnLocked();
  }
  return true;
}

void StoreWriter::Enqueue(WriteOp* ops, size_t n) {
  bool wake = false;
  {
    absl::MutexLock lock(&mu_);
    for (size_t i = 0; i < n; ++i) {
      if (Waiting() >= options_.queue_capacity) {
        not_empty_.Signal();
        while (Waiting() >= options_.queue_capacity) not_full_.Wait(&mu_);
      }
      if (ops[i].is_barrier()) ++barriers_waiting_;
      queue_.push_back(std::move(ops[i]));
    }
    wake = WriterNeedsWakeLocked();
  }
  if (wake) not_empty_.Signal();
}

void StoreWriter::TakeLocked(size_t max, std::vector<WriteOp>& out) {
  const size_t n = std::min(max, Waiting());
  auto first = queue_.begin() + static_cast<ptrdiff_t>(head_);
  for (auto op = first; op != first + static_cast<ptrdiff_t>(n); ++op) {
    if (op->is_barrier()) --barriers_waiting_;
  }
  std::move(first, first + static_cast<ptrdiff_t>(n), std::back_inserter(out));
  head_ += n;
  if (head_ == queue_.size()) {
    queue_.clear();  // Keeps the capacity: no allocation in the steady state.
    head_ = 0;
  } else if (head_ >= 1024 && head_ * 2 >= queue_.size()) {
    // Producers never let the queue drain: drop the taken prefix so the vector stays bounded.
    queue_.erase(queue_.begin(), queue_.begin() + static_cast<ptrdiff_t>(head_));
    head_ = 0;
  }
}

void StoreWriter::Submit(WriteOp op) { Enqueue(&op, 1); }

void StoreWriter::SubmitAll(std::vector<WriteOp> ops) { Enqueue(ops.data(), ops.size()); }

absl::Status StoreWriter::TrySubmit(WriteOp& op) {
  bool wake = false;
  {
    absl::MutexLock lock(&mu_);
    if (Waiting() >= options_.queue_capacity) {
      return absl::ResourceExhaustedError(absl::StrCat(
          "store writer queue is full (", options_.queue_capacity, " operations waiting)"));
    }
    if (op.is_barrier()) ++barriers_waiting_;
    queue_.push_back(std::move(op));
    wake = WriterNeedsWakeLocked();
  }
  if (wake) not_empty_.Signal();
  return absl::OkStatus();
}

absl::Status StoreWriter::Flush() {
  std::promise<absl::Status> committed;
  std::future<absl::Status> result = committed.get_future();
  Submit(WriteOp(WriteOp::Barrier{}, [&committed](absl::Status s) { committed.set_value(s); }));
  absl::Status commit = result.get();
  absl::MutexLock lock(&mu_);
  absl::Status earlier = std::exchange(unreported_error_, absl::OkStatus());
  return !earlier.ok() ? earlier : commit;
}

void StoreWriter::CommitSoon() { Submit(WriteOp(WriteOp::Barrier{}, nullptr)); }

void StoreWriter::FlushAsync(DoneCallback done) {
  Submit(WriteOp(WriteOp::Barrier{}, [this, done = std::move(done)](absl::Status commit) mutable {
    absl::Status earlier;
    {
      absl::MutexLock lock(&mu_);  // Not held while callbacks run.
      earlier = std::exchange(unreported_error_, absl::OkStatus());
    }
    done(!earlier.ok() ? earlier : commit);
  }));
}

absl::Status StoreWriter::Execute(WriteFn fn) {
  std::promise<absl::Status> committed;
  std::future<absl::Status> result = committed.get_future();
  WriteOp ops[] = {
      WriteOp(std::move(fn), [&committed](absl::Status s) { committed.set_value(s); }),
      WriteOp(WriteOp::Barrier{}, nullptr),  // Commit now rather than after the delay.
  };
  Enqueue(ops, 2);
  return result.get();
}

size_t StoreWriter::QueueDepth() const {
  absl::MutexLock lock(&mu_);
  return Waiting();
}

void StoreWriter::RecordUnreportedError(const absl::Status& status) {
  absl::MutexLock lock(&mu_);
  if (unreported_error_.ok()) unreported_error_ = status;
}

// ---------------------------------------------------------------------------------------------
// Writer thread

absl::Status StoreWriter::InsertGeneration(const GenerationRow& row) {
  RETURN_IF_ERROR(insert_generation_->BindAll(
      row.attempt_id, row.epoch, row.generation, row.best_fitness, row.mean_fitness,
      row.median_fitness, row.variants_evaluated, row.variants_not_compiling,
      row.variants_passing_all, row.variants_passing_negative));
  return insert_generation_->Run();
}

absl::Status StoreWriter::InsertOperatorStat(const OperatorStatRow& row) {
  RETURN_IF_ERROR(insert_operator_stat_->BindAll(row.attempt_id, row.epoch, row.generation, row.arm,
                                                 row.selections, row.reward_sum, row.quality,
                                                 row.probability));
  return insert_operator_stat_->Run();
}

namespace {

// The CHECK and NOT NULL constraints of both tables (a NaN is stored as NULL), tested before
// anything is written so that a bad event writes no row.
absl::Status CheckGenerationWithArms(const GenerationWithArms& rows) {
  const GenerationRow& g = rows.generation;
  if (g.epoch < 0 || g.generation < 0 || g.variants_evaluated < 0 || g.variants_not_compiling < 0 ||
      g.variants_passing_all < 0 || g.variants_passing_negative < 0 ||
      std::any_of(rows.arms.begin(), rows.arms.end(),
                  [](const ArmStatRow& arm) { return arm.selections < 0; })) {
    return absl::InvalidArgumentError(absl::StrCat("generation ", g.generation, " of attempt id ",
                                                   g.attempt_id, " has a negative count"));
  }
  if (std::isnan(g.best_fitness) || std::isnan(g.mean_fitness) || std::isnan(g.median_fitness) ||
      std::any_of(rows.arms.begin(), rows.arms.end(), [](const ArmStatRow& arm) {
        return std::isnan(arm.reward_sum) || std::isnan(arm.quality) || std::isnan(arm.probability);
      })) {
    return absl::InvalidArgumentError(absl::StrCat("generation ", g.generation, " of attempt id ",
                                                   g.attempt_id, " has a NaN value"));
  }
  return absl::OkStatus();
}

}  // namespace

void StoreWriter::InsertGenerationRun(WriteOp* ops, size_t n, std::vector<absl::Status>& statuses) {
  statuses.assign(n, absl::OkStatus());
  run_rows_.clear();
  for (size_t i = 0; i < n; ++i) {
    const GenerationWithArms& rows = std::get<GenerationWithArms>(ops[i].what_);
    statuses[i] = CheckGenerationWithArms(rows);
    if (statuses[i].ok()) run_rows_.push_back(&rows);
  }
  const absl::Status written = WriteGenerationRows(run_rows_);
  if (written.ok()) return;
  for (absl::Status& status : statuses) {
    if (status.ok()) status = written;
  }
}

absl::Status StoreWriter::WriteGenerationRows(const std::vector<const GenerationWithArms*>& run) {
  for (size_t first = 0; first < run.size(); first += kMaxGenerationsPerInsert) {
    const size_t n = std::min(kMaxGenerationsPerInsert, run.size() - first);
    ASSIGN_OR_RETURN(SqliteStatement * insert, InsertGenerations(n));
    for (size_t i = 0; i < n; ++i) {
      const GenerationRow& g = run[first + i]->generation;
      RETURN_IF_ERROR(insert->BindFrom(
          static_cast<int>(10 * i + 1), g.attempt_id, g.epoch, g.generation, g.best_fitness,
          g.mean_fitness, g.median_fitness, g.variants_evaluated, g.variants_not_compiling,
          g.variants_passing_all, g.variants_passing_negative));
    }
    RETURN_IF_ERROR(insert->Run());
  }
  size_t arms = 0;
  for (const GenerationWithArms* rows : run) arms += rows->arms.size();
  // The arms of every generation of the run, in order, kMaxArmsPerInsert to a statement.
  size_t op = 0;
  size_t arm = 0;
  for (size_t left = arms; left > 0;) {
    const size_t n = std::min(kMaxArmsPerInsert, left);
    ASSIGN_OR_RETURN(SqliteStatement * insert, InsertOperatorStats(n));
    for (size_t i = 0; i < n; ++i, ++arm) {
      while (arm == run[op]->arms.size()) {
        ++op;
        arm = 0;
      }
      const GenerationRow& g = run[op]->generation;
      const ArmStatRow& a = run[op]->arms[arm];
      RETURN_IF_ERROR(insert->BindFrom(static_cast<int>(8 * i + 1), g.attempt_id, g.epoch,
                                       g.generation, a.arm, a.selections, a.reward_sum, a.quality,
                                       a.probability));
    }
    RETURN_IF_ERROR(insert->Run());
    left -= n;
  }
  return absl::OkStatus();
}

absl::StatusOr<SqliteStatement*> StoreWriter::CachedMultiRowInsert(
    std::vector<SqliteStatement*>& cache, std::string_view head, std::string_view row, size_t n) {
  if (n < cache.size() && cache[n] != nullptr) return cache[n];
  ASSIGN_OR_RETURN(SqliteStatement * insert, db_.Cached(MultiRowInsertSql(head, row, n)));
  if (cache.size() <= n) cache.resize(n + 1, nullptr);
  cache[n] = insert;
  return insert;
}

absl::StatusOr<SqliteStatement*> StoreWriter::InsertGenerations(size_t n) {
  return CachedMultiRowInsert(
      insert_generations_,
      "INSERT OR REPLACE INTO generation_rows (attempt_id, epoch, generation, best_fitness, "
      "mean_fitness, median_fitness, variants_evaluated, variants_not_compiling, "
      "variants_passing_all, variants_passing_negative) VALUES ",
      "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", n);
}

absl::StatusOr<SqliteStatement*> StoreWriter::InsertOperatorStats(size_t n) {
  return CachedMultiRowInsert(
      insert_operator_stats_,
      "INSERT OR REPLACE INTO operator_stat_rows (attempt_id, epoch, generation, arm, "
      "selections, reward_sum, quality, probability) VALUES ",
      "(?, ?, ?, ?, ?, ?, ?, ?)", n);
}

absl::Status StoreWriter::RunInSavepoint(WriteFn& fn) {
  RETURN_IF_ERROR(savepoint_->Run());
  absl::Status status = fn(db_);
  if (!db_.InTransaction()) {
    // SQLite rolled back the whole transaction (e.g. disk full); there is no savepoint left.
    return status.ok() ? absl::InternalError("write function ended the writer's transaction")
                       : status;
  }
  if (!status.ok()) (void)rollback_to_->Run();
  absl::Status released = release_->Run();
  return status.ok() ? released : status;
}

absl::Status StoreWriter::Apply(WriteOp& op, bool& flush_now) {
  if (auto* row = std::get_if<GenerationRow>(&op.what_)) return InsertGeneration(*row);
  if (auto* row = std::get_if<OperatorStatRow>(&op.what_)) return InsertOperatorStat(*row);
  if (op.is_generation()) {  // Run() writes these in runs; a run of one here.
    std::vector<absl::Status> status;
    InsertGenerationRun(&op, 1, status);
    return status[0];
  }
  if (auto* fn = std::get_if<WriteFn>(&op.what_)) return RunInSavepoint(*fn);
  if (auto* write = std::get_if<UnguardedWrite>(&op.what_)) return write->fn(db_);
  flush_now = true;  // A barrier.
  return absl::OkStatus();
}

void StoreWriter::Run() {
  std::vector<WriteOp> taken;
  taken.reserve(std::min<size_t>(options_.max_batch_ops, 65536));
  // Callbacks wait for the COMMIT; statuses are per operation until then.
  std::vector<Pending> pending;

  for (;;) {
    {
      absl::MutexLock lock(&mu_);
      writer_state_ = WriterState::kIdle;
      while (Waiting() == 0 && !stopping_) not_empty_.Wait(&mu_);
      writer_state_ = WriterState::kWorking;
      if (Waiting() == 0) return;  // Stopping and everything is committed.
    }
    const absl::Time start = absl::Now();
    const absl::Time deadline = start + options_.max_batch_delay;
    BatchStats stats;
    absl::Status begin = begin_->Run();
    bool flush_now = false;
    // If SQLite aborts the whole transaction (disk full, I/O error), the operations applied since
    // the last BEGIN are lost and must be told so: those with a callback are pending[txn_first..],
    // those without one are counted.
    size_t txn_first_pending = 0;
    size_t txn_ok_without_callback = 0;
    for (;;) {
      {
        absl::MutexLock lock(&mu_);
        // Take no more than the batch has room for, so that max_batch_ops bounds a transaction.
        const size_t room =
            options_.max_batch_ops > stats.ops ? options_.max_batch_ops - stats.ops : size_t{1};
        if (!flush_now && stats.ops < options_.max_batch_ops) {
          // Sleep until the deadline unless there is a reason to go on (see WriterState); what
          // arrives meanwhile waits in the queue and is applied in one go.
          writer_state_ = WriterState::kBatchOpen;
          batch_room_ = room;
          while (!BatchShouldGoOnLocked()) {
            if (not_empty_.WaitWithDeadline(&mu_, deadline)) break;  // The deadline passed.
          }
          writer_state_ = WriterState::kWorking;
        }
        if (Waiting() == 0) break;
        TakeLocked(room, taken);
      }
      not_full_.SignalAll();
      // Consecutive generation operations, taken[run_first..run_end), are applied together when
      // the loop reaches the first of them; run_statuses holds their outcomes.
      size_t run_first = 0;
      size_t run_end = 0;
      for (size_t i = 0; i < taken.size(); ++i) {
        WriteOp& op = taken[i];
        const bool barrier = op.is_barrier();
        if (begin.ok() && i >= run_end && op.is_generation()) {
          run_first = i;
          run_end = i + 1;
          while (run_end < taken.size() && taken[run_end].is_generation()) ++run_end;
          InsertGenerationRun(&taken[run_first], run_end - run_first, run_statuses_);
        }
        absl::Status status = !begin.ok()   ? begin
                              : i < run_end ? std::move(run_statuses_[i - run_first])
                                            : Apply(op, flush_now);
        if (barrier) {
          flush_now = true;
        } else {
          ++stats.ops;
          stats.rows += op.rows();
          if (!status.ok()) ++stats.failed_ops;
        }
        if (begin.ok() && !db_.InTransaction()) {
          // The failure rolled back the whole transaction: what it held is lost too. Go on with a
          // new transaction for the rest of the batch.
          for (size_t i = txn_first_pending; i < pending.size(); ++i) {
            if (pending[i].status.ok()) pending[i].status = status;
          }
          if (txn_ok_without_callback > 0) RecordUnreportedError(status);
          txn_first_pending = pending.size() + (op.done_ != nullptr ? 1 : 0);
          txn_ok_without_callback = 0;
          begin = begin_->Run();
        } else if (status.ok() && op.done_ == nullptr && !barrier) {
          ++txn_ok_without_callback;
        }
        if (op.done_ != nullptr) {
          pending.push_back(Pending{std::move(op.done_), std::move(status)});
        } else if (!status.ok()) {
          RecordUnreportedError(status);
        }
      }
      taken.clear();
      if (flush_now || stats.ops >= options_.max_batch_ops || absl::Now() >= deadline) break;
    }
    absl::Status commit = begin.ok() ? commit_->Run() : begin;
    if (!commit.ok()) {
      if (db_.InTransaction()) (void)rollback_->Run();
      if (txn_ok_without_callback > 0) RecordUnreportedError(commit);
    }
    stats.commit = commit;
    stats.duration = absl::Now() - start;
    if (!commit.ok()) {
      for (size_t i = txn_first_pending; i < pending.size(); ++i) pending[i].status = commit;
    }
    PostCallbacks(pending, stats);
  }
}

void StoreWriter::PostCallbacks(std::vector<Pending>& pending, const BatchStats& stats) {
  bool wake = false;
  {
    absl::MutexLock lock(&callbacks_mu_);
    std::move(pending.begin(), pending.end(), std::back_inserter(callbacks_));
    batches_.push_back(stats);
    batch_ends_.push_back(callbacks_.size());
    wake = callbacks_idle_;
  }
  pending.clear();
  if (wake) callbacks_posted_.Signal();
}

void StoreWriter::RunCallbacks() {
  std::vector<Pending> callbacks;
  std::vector<BatchStats> batches;
  std::vector<size_t> batch_ends;
  callbacks_mu_.Lock();
  while (true) {
    callbacks_idle_ = true;
    while (batches_.empty() && !callbacks_stopping_) callbacks_posted_.Wait(&callbacks_mu_);
    callbacks_idle_ = false;
    if (batches_.empty()) break;  // Stopping, and the writer posts nothing more.
    callbacks.swap(callbacks_);
    batches.swap(batches_);
    batch_ends.swap(batch_ends_);
    callbacks_mu_.Unlock();
    size_t next = 0;
    for (size_t b = 0; b < batches.size(); ++b) {
      for (; next < batch_ends[b]; ++next) {
        callbacks[next].done(std::move(callbacks[next].status));
      }
      if (options_.on_batch) options_.on_batch(batches[b]);
    }
    callbacks.clear();
    batches.clear();
    batch_ends.clear();
    callbacks_mu_.Lock();
  }
  callbacks_mu_.Unlock();
}

}  // namespace aprgrid::store
