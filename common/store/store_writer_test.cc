#include "common/store/store_writer.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <future>
#include <string>
#include <thread>
#include <vector>

#include "absl/synchronization/mutex.h"
#include "absl/synchronization/notification.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

using testing::Count;
using ::testing::HasSubstr;
using testing::TempDir;

// The fixture's attempts "a1" and "a2" have attempt ids 1 and 2 (attempts.attempt_id).
int64_t IdOf(const std::string& key) { return key == "a1" ? 1 : 2; }

GenerationRow Generation(const std::string& key, int64_t epoch, int64_t generation) {
  GenerationRow row;
  row.attempt_id = IdOf(key);
  row.epoch = epoch;
  row.generation = generation;
  row.best_fitness = 0.5 + generation;
  row.mean_fitness = 0.25;
  row.median_fitness = 0.125;
  row.variants_evaluated = 40;
  row.variants_not_compiling = 3;
  row.variants_passing_all = generation == 9 ? 1 : 0;
  row.variants_passing_negative = 2;
  return row;
}

OperatorStatRow OperatorStat(const std::string& key, int64_t epoch, int64_t generation,
                             const std::string& arm) {
  OperatorStatRow row;
  row.attempt_id = IdOf(key);
  row.epoch = epoch;
  row.generation = generation;
  row.arm = arm;
  row.selections = 7;
  row.reward_sum = 1.5;
  row.quality = 0.2;
  row.probability = 0.3;
  return row;
}

class StoreWriterTest : public ::testing::Test {
 protected:
  // Opens the store in dir_ and adds attempts "a1" and "a2", with attempt ids 1 and 2.
  void OpenStore(StoreWriter::Options writer_options = {}) {
    Store::Options options;
    options.writer = std::move(writer_options);
    absl::StatusOr<std::unique_ptr<Store>> store = Store::Open(dir_.File("results.db"), options);
    ASSERT_TRUE(store.ok()) << store.status();
    store_ = std::move(store).value();
    ASSERT_TRUE(store_->writer()
                    .Execute([](SqliteDb& db) -> absl::Status {
                      absl::Status s = testing::InsertTestAttempt(db, "c", "a1");
                      if (s.ok()) s = testing::InsertTestAttempt(db, "c", "a2");
                      if (s.ok()) {
                        s = db.Exec(
                            "UPDATE attempts SET attempt_id = CASE attempt_key WHEN 'a1' THEN 1 "
                            "ELSE 2 END");
                      }
                      return s;
                    })
                    .ok());
    absl::StatusOr<SqliteDb> reader = store_->OpenReader();
    ASSERT_TRUE(reader.ok()) << reader.status();
    reader_ = std::move(reader).value();
  }

  int64_t Generations() { return Count(reader_, "SELECT COUNT(*) FROM generations"); }

  TempDir dir_;
  std::unique_ptr<Store> store_;
  SqliteDb reader_;
};

TEST_F(StoreWriterTest, TypedRowsAreCommittedAndReadersSeeThem) {
  OpenStore();
  StoreWriter& writer = store_->writer();
  for (int g = 0; g < 10; ++g) {
    writer.Submit(Generation("a1", 1, g));
    for (const char* arm : {"append", "delete", "replace"}) {
      writer.Submit(OperatorStat("a1", 1, g, arm));
    }
  }
  ASSERT_TRUE(writer.Flush().ok());
  EXPECT_EQ(Generations(), 10);
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM operator_stats WHERE arm = 'delete'"), 10);
  {
    // Scoped: a statement left on a row holds its connection's read snapshot open.
    SqliteStatement row = *reader_.Prepare(
        "SELECT best_fitness, variants_not_compiling, variants_passing_all FROM generations "
        "WHERE attempt_key = 'a1' AND epoch = 1 AND generation = 9");
    ASSERT_TRUE(*row.Step());
    EXPECT_DOUBLE_EQ(row.ColumnDouble(0), 9.5);
    EXPECT_EQ(row.ColumnInt(1), 3);
    EXPECT_EQ(row.ColumnInt(2), 1);
  }

  // A re-delivered event replaces its row instead of failing or duplicating.
  GenerationRow again = Generation("a1", 1, 9);
  again.best_fitness = 42;
  writer.Submit(again);
  ASSERT_TRUE(writer.Flush().ok());
  EXPECT_EQ(Generations(), 10);
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM generations WHERE best_fitness = 42"), 1);
}

TEST_F(StoreWriterTest, CommitsByCountWithoutWaitingForTheDelay) {
  struct Seen {
    absl::Mutex mu;
    std::vector<BatchStats> batches ABSL_GUARDED_BY(mu);
  } seen;
  StoreWriter::Options options;
  options.max_batch_ops = 10;
  options.max_batch_delay = absl::Hours(1);
  options.on_batch = [&](const BatchStats& stats) {
    absl::MutexLock lock(&seen.mu);
    seen.batches.push_back(stats);
  };
  OpenStore(options);
  std::vector<WriteOp> ops;
  for (int g = 0; g < 25; ++g) ops.push_back(Generation("a2", 0, g));
  store_->writer().SubmitAll(std::move(ops));
  // Two full batches commit on their own; the last 5 rows wait for the (hour-long) delay.
  // on_batch runs on the callback thread after the commit, so wait for it too.
  auto batches_seen = [&] {
    absl::MutexLock lock(&seen.mu);
    return seen.batches.size();
  };
  for (int i = 0; i < 500 && (Generations() < 20 || batches_seen() < 3); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(Generations(), 20);
  {
    absl::MutexLock lock(&seen.mu);
    ASSERT_EQ(seen.batches.size(), 3u);  // The set-up's Execute, then two batches of ten.
    EXPECT_EQ(seen.batches[1].ops, 10u);
    EXPECT_EQ(seen.batches[2].ops, 10u);
    EXPECT_TRUE(seen.batches[2].commit.ok());
  }
  ASSERT_TRUE(store_->writer().Flush().ok());
  EXPECT_EQ(Generations(), 25);
  // The callback thread calls on_batch until it stops: stop it before `seen` goes away.
  store_.reset();
}

TEST_F(StoreWriterTest, CommitsByTimeWithoutAFlush) {
  StoreWriter::Options options;
  options.max_batch_ops = 1000000;
  options.max_batch_delay = absl::Milliseconds(30);
  OpenStore(options);
  std::promise<absl::Status> committed;
  const auto submitted = std::chrono::steady_clock::now();
  store_->writer().Submit(
      WriteOp(Generation("a1", 0, 0), [&](absl::Status s) { committed.set_value(s); }));
  std::future<absl::Status> done = committed.get_future();
  ASSERT_EQ(done.wait_for(std::chrono::seconds(10)), std::future_status::ready);
  const auto waited = std::chrono::steady_clock::now() - submitted;
  EXPECT_TRUE(done.get().ok());
  EXPECT_GE(waited, std::chrono::milliseconds(25));  // It waited for more rows first.
  EXPECT_EQ(Generations(), 1);
}

TEST_F(StoreWriterTest, FullQueueBlocksSubmitAndFailsTrySubmit) {
  StoreWriter::Options options;
  options.queue_capacity = 4;
  OpenStore(options);
  StoreWriter& writer = store_->writer();
  absl::Notification writer_busy, release;
  writer.Submit(WriteFn([&](SqliteDb&) {
    writer_busy.Notify();
    release.WaitForNotification();
    return absl::OkStatus();
  }));
  writer_busy.WaitForNotification();
  for (int g = 0; g < 4; ++g) {
    WriteOp op = Generation("a1", 0, g);
    ASSERT_TRUE(writer.TrySubmit(op).ok());
  }
  WriteOp extra = Generation("a1", 0, 4);
  absl::Status full = writer.TrySubmit(extra);
  EXPECT_EQ(full.code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(writer.QueueDepth(), 4u);

  std::atomic<bool> returned{false};
  std::thread producer([&] {
    writer.Submit(std::move(extra));  // Untouched by the failed TrySubmit, so still valid.
    returned = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_FALSE(returned.load());
  release.Notify();
  producer.join();
  EXPECT_TRUE(returned.load());
  ASSERT_TRUE(writer.Flush().ok());
  EXPECT_EQ(Generations(), 5);
}

TEST_F(StoreWriterTest, ReadersDoNotSeeAnUncommittedBatch) {
  OpenStore();
  absl::Notification inserted, release;
  store_->writer().Submit(WriteFn([&](SqliteDb& db) {
    absl::Status s = db.Exec("INSERT INTO generations VALUES ('a1', 0, 0, 1, 1, 1, 1, 0, 0, 0)");
    inserted.Notify();
    release.WaitForNotification();
    return s;
  }));
  inserted.WaitForNotification();
  EXPECT_EQ(Generations(), 0);
  release.Notify();
  ASSERT_TRUE(store_->writer().Flush().ok());
  EXPECT_EQ(Generations(), 1);
}

TEST_F(StoreWriterTest, RowErrorsReachTheSubmitterAndSpareTheBatch) {
  OpenStore();
  StoreWriter& writer = store_->writer();
  absl::Status row_error;
  std::vector<WriteOp> ops;
  ops.push_back(Generation("a1", 0, 0));
  ops.emplace_back(Generation("a1", 0, -5), [&](absl::Status s) { row_error = s; });
  ops.push_back(Generation("a1", 0, 1));
  writer.SubmitAll(std::move(ops));
  EXPECT_TRUE(writer.Flush().ok());  // The only error went to its callback.
  EXPECT_EQ(row_error.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(row_error.message(), HasSubstr("CHECK constraint failed"));
  EXPECT_EQ(Generations(), 2);

  // Without a callback the error is kept for the next Flush, and reported once.
  OperatorStatRow bad = OperatorStat("a1", 0, 0, "append");
  bad.selections = -1;
  writer.Submit(bad);
  writer.Submit(Generation("a1", 0, 2));
  absl::Status flushed = writer.Flush();
  EXPECT_EQ(flushed.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(flushed.message(), HasSubstr("operator_stat_rows"));
  EXPECT_TRUE(writer.Flush().ok());
  EXPECT_EQ(Generations(), 3);
}

TEST_F(StoreWriterTest, AFailedCommitFailsEveryOperationOfTheBatch) {
  StoreWriter::Options options;
  options.max_batch_delay = absl::Hours(1);  // One batch, committed by the Flush below.
  OpenStore(options);
  StoreWriter& writer = store_->writer();
  std::vector<absl::Status> statuses(2);
  writer.Submit(WriteOp(Generation("a1", 0, 0), [&](absl::Status s) { statuses[0] = s; }));
  writer.Submit(Generation("a1", 0, 1));
  // A deferred foreign-key violation passes the statement and fails the COMMIT.
  writer.Submit(WriteOp(
      WriteFn([](SqliteDb& db) {
        absl::Status s = db.Exec("PRAGMA defer_foreign_keys = ON");
        return s.ok()
                   ? db.Exec(
                         "INSERT INTO crf_results VALUES ('nope', 0, 'x', 1, 0, 0, 0, 0, 'fold')")
                   : s;
      }),
      [&](absl::Status s) { statuses[1] = s; }));
  absl::Status flushed = writer.Flush();
  EXPECT_EQ(flushed.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(flushed.message(), HasSubstr("FOREIGN KEY"));
  for (const absl::Status& s : statuses) EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(Generations(), 0);
  // The writer goes on with the next batch.
  writer.Submit(Generation("a1", 0, 2));
  EXPECT_TRUE(writer.Flush().ok());
  EXPECT_EQ(Generations(), 1);
}

TEST_F(StoreWriterTest, AFailingWriteFnIsRolledBackAlone) {
  OpenStore();
  StoreWriter& writer = store_->writer();
  writer.Submit(Generation("a1", 0, 0));
  absl::Status status = writer.Execute([](SqliteDb& db) -> absl::Status {
    absl::Status s = db.Exec("INSERT INTO generations VALUES ('a2', 0, 0, 1, 1, 1, 1, 0, 0, 0)");
    if (!s.ok()) return s;
    return absl::AbortedError("changed my mind");
  });
  EXPECT_EQ(status.code(), absl::StatusCode::kAborted);
  writer.Submit(Generation("a1", 0, 1));
  ASSERT_TRUE(writer.Flush().ok());
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM generations WHERE attempt_key = 'a2'"), 0);
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM generations WHERE attempt_key = 'a1'"), 2);
}

// docs/architecture.md, invariant 4: the transaction that records the final result deletes other
// epochs' rows.
TEST_F(StoreWriterTest, ExecuteRecordsAResultAndDropsStaleEpochsAtomically) {
  OpenStore();
  StoreWriter& writer = store_->writer();
  for (int epoch = 1; epoch <= 2; ++epoch) {
    for (int g = 0; g < 3; ++g) {
      writer.Submit(Generation("a1", epoch, g));
      writer.Submit(OperatorStat("a1", epoch, g, "append"));
    }
  }
  absl::Status recorded = writer.Execute([](SqliteDb& db) -> absl::Status {
    absl::StatusOr<SqliteStatement*> done = db.Cached(
        "UPDATE attempts SET state = 'done', patched = 1, variants_to_patch = ?, epoch = ? "
        "WHERE attempt_key = ?");
    if (!done.ok()) return done.status();
    absl::Status s = (*done)->BindAll(17, 2, "a1");
    if (s.ok()) s = (*done)->Run();
    for (const char* sql : {"DELETE FROM generation_rows WHERE attempt_id = ? AND epoch <> ?",
                            "DELETE FROM operator_stat_rows WHERE attempt_id = ? AND epoch <> ?"}) {
      absl::StatusOr<SqliteStatement*> drop = db.Cached(sql);
      if (!drop.ok()) return drop.status();
      if (s.ok()) s = (*drop)->BindAll(IdOf("a1"), 2);
      if (s.ok()) s = (*drop)->Run();
    }
    return s;
  });
  ASSERT_TRUE(recorded.ok()) << recorded;
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM generations WHERE epoch = 2"), 3);
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM generations WHERE epoch <> 2"), 0);
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM operator_stats WHERE epoch <> 2"), 0);
  EXPECT_EQ(Count(reader_, "SELECT variants_to_patch FROM attempts WHERE attempt_key = 'a1'"), 17);
}

TEST_F(StoreWriterTest, DestructionCommitsWhatWasSubmitted) {
  StoreWriter::Options options;
  options.max_batch_delay = absl::Hours(1);
  OpenStore(options);
  for (int g = 0; g < 7; ++g) store_->writer().Submit(Generation("a2", 3, g));
  store_.reset();
  EXPECT_EQ(Generations(), 7);
}

TEST_F(StoreWriterTest, CallbacksFireAfterCommitInSubmissionOrder) {
  OpenStore();
  std::vector<int> order;  // Written by the writer thread only, read after Flush.
  for (int g = 0; g < 50; ++g) {
    store_->writer().Submit(WriteOp(Generation("a1", 0, g), [&order, g, this](absl::Status s) {
      // Durable before the callback: a reader already sees the row.
      if (s.ok() && Count(reader_, "SELECT COUNT(*) FROM generations") > g) order.push_back(g);
    }));
  }
  ASSERT_TRUE(store_->writer().Flush().ok());
  ASSERT_EQ(order.size(), 50u);
  for (int g = 0; g < 50; ++g) EXPECT_EQ(order[g], g);
}

TEST_F(StoreWriterTest, AGenerationWithItsArmsIsWrittenAndAMalformedOneWritesNothing) {
  OpenStore();
  GenerationWithArms rows{Generation("a1", 1, 4), {}};
  for (const char* arm : {"append", "delete", "replace"}) {
    rows.arms.push_back({arm, 5, 1.25, 0.5, 1.0 / 3});
  }
  absl::Status written = absl::UnknownError("callback not run");
  store_->writer().Submit(WriteOp(rows, [&written](absl::Status s) { written = s; }));
  ASSERT_TRUE(store_->writer().Flush().ok());
  EXPECT_TRUE(written.ok()) << written;
  EXPECT_EQ(Generations(), 1);
  EXPECT_EQ(Count(reader_,
                  "SELECT COUNT(*) FROM operator_stats WHERE attempt_key = 'a1' AND epoch = 1 "
                  "AND generation = 4 AND selections = 5 AND reward_sum = 1.25"),
            3);

  // A negative count breaks a CHECK constraint: the operation fails before writing any row.
  GenerationWithArms bad{Generation("a1", 1, 5), {{"append", -1, 0, 0, 0}}};
  absl::Status refused;
  store_->writer().Submit(WriteOp(bad, [&refused](absl::Status s) { refused = s; }));
  ASSERT_TRUE(store_->writer().Flush().ok());
  EXPECT_EQ(refused.code(), absl::StatusCode::kInvalidArgument) << refused;
  EXPECT_EQ(Generations(), 1);
}

TEST_F(StoreWriterTest, ConsecutiveGenerationsShareInsertsAndAMalformedOneFailsAlone) {
  StoreWriter::Options options;
  options.max_batch_delay = absl::Hours(1);  // One batch, committed by the Flush below.
  OpenStore(options);
  // 40 generations of 9 arms, in one SubmitAll so that the writer takes them as one run: more
  // rows than one multi-row statement holds for either table. Generation 17 carries a NaN.
  std::vector<WriteOp> ops;
  std::vector<absl::Status> statuses(40, absl::UnknownError("callback not run"));
  for (int g = 0; g < 40; ++g) {
    GenerationWithArms rows{Generation(g % 2 == 0 ? "a1" : "a2", 1, g), {}};
    for (int a = 0; a < 9; ++a) {
      rows.arms.push_back({"arm" + std::to_string(a), g * 10 + a, 0.5 * a, 0.25, 1.0 / 9});
    }
    if (g == 17) rows.arms[4].quality = std::nan("");
    ops.emplace_back(std::move(rows), [&statuses, g](absl::Status s) { statuses[g] = s; });
  }
  store_->writer().SubmitAll(std::move(ops));
  ASSERT_TRUE(store_->writer().Flush().ok());
  for (int g = 0; g < 40; ++g) {
    if (g == 17) {
      EXPECT_EQ(statuses[g].code(), absl::StatusCode::kInvalidArgument) << statuses[g];
      EXPECT_THAT(statuses[g].message(), HasSubstr("NaN"));
    } else {
      EXPECT_TRUE(statuses[g].ok()) << g << ": " << statuses[g];
    }
  }
  EXPECT_EQ(Generations(), 39);
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM operator_stats"), 39 * 9);
  EXPECT_EQ(Count(reader_, "SELECT COUNT(*) FROM operator_stats WHERE generation = 17"), 0);
  // Every arm row sits under its own generation and attempt, with its own values.
  EXPECT_EQ(Count(reader_,
                  "SELECT COUNT(*) FROM operator_stats WHERE selections = generation * 10 + "
                  "CAST(substr(arm, 4) AS INTEGER) AND reward_sum = 0.5 * CAST(substr(arm, 4) AS "
                  "INTEGER) AND attempt_key = CASE generation % 2 WHEN 0 THEN 'a1' ELSE 'a2' END"),
            39 * 9);
  EXPECT_EQ(Count(reader_,
                  "SELECT COUNT(*) FROM generations WHERE best_fitness = 0.5 + generation AND "
                  "attempt_key = CASE generation % 2 WHEN 0 THEN 'a1' ELSE 'a2' END"),
            39);
}

TEST_F(StoreWriterTest, FlushAsyncCallsBackOnceEverythingBeforeItIsCommitted) {
  StoreWriter::Options options;
  options.max_batch_delay = absl::Seconds(30);  // Only the flush can commit in time.
  OpenStore(options);
  for (int g = 0; g < 5; ++g) store_->writer().Submit(Generation("a2", 1, g));
  absl::Notification flushed;
  int64_t seen = -1;
  absl::Status status = absl::UnknownError("callback not run");
  store_->writer().FlushAsync([&](absl::Status s) {
    status = s;
    seen = Count(reader_, "SELECT COUNT(*) FROM generations WHERE attempt_key = 'a2'");
    flushed.Notify();
  });
  ASSERT_TRUE(flushed.WaitForNotificationWithTimeout(absl::Seconds(10)));
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(seen, 5);
}

TEST_F(StoreWriterTest, CommitSoonCommitsWithoutTheDelayAndKeepsErrorsForFlush) {
  StoreWriter::Options options;
  options.max_batch_delay = absl::Hours(1);  // Only CommitSoon can commit in time.
  OpenStore(options);
  StoreWriter& writer = store_->writer();
  OperatorStatRow bad = OperatorStat("a1", 0, 0, "append");
  bad.selections = -1;
  writer.Submit(bad);  // No callback: its error waits for the next Flush.
  absl::Notification committed;
  absl::Status status = absl::UnknownError("callback not run");
  writer.Submit(WriteOp(Generation("a2", 0, 0), [&](absl::Status s) {
    status = s;
    committed.Notify();
  }));
  writer.CommitSoon();
  ASSERT_TRUE(committed.WaitForNotificationWithTimeout(absl::Seconds(10)));
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(Generations(), 1);
  absl::Status flushed = writer.Flush();
  EXPECT_EQ(flushed.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(flushed.message(), HasSubstr("operator_stat_rows"));
}

}  // namespace
}  // namespace aprgrid::store
