// Checkpoint files: a round trip keeps every field; a truncated, corrupted or foreign file, one of
// another format version, and a checkpoint of another attempt or engine version are refused with
// a reason naming what is wrong.
#include "worker/repair/checkpoint.h"

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <limits>
#include <string>

#include "common/file_util.h"
#include "common/sha256.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::repair {
namespace {

using ::testing::HasSubstr;

constexpr size_t kHeader = 84;  // Magic, format, length, SHA-256 hex (checkpoint.h).

Checkpoint Sample() {
  Checkpoint c;
  c.engine_version = "aprgrid 9.9.9 (commit test)";
  c.attempt.set_key("02b53978648bcafc");
  c.attempt.set_stage("rq1");
  c.attempt.mutable_repair()->set_bug("dates-7");
  c.attempt.mutable_repair()->set_strategy(v1::UCB);
  c.bug_dir = "/tmp/bugs/dates-7";
  SearchState& s = c.state;
  s.next_generation = 3;
  s.program_hash = 0xfeedfacecafebeefULL;
  s.num_tests = 3;
  s.rng = Rng(5).state();
  s.selector.generation = 2;
  s.selector.rng = Rng(6).state();
  s.selector.arms = {{4, 2.5, 0.625, std::numeric_limits<double>::infinity()}, {0, 0, 1, 0.5}};
  s.selector.counters = {{7, 3, 2, 1.25}, {1, 0, 0, 0}};
  IndividualState ind;
  ind.genome = {{2, 1, 41, 17, 3}, {11, 2, 40, -1, 0}};
  ind.ev.compiled = true;
  ind.ev.fitness = 12.5;
  ind.ev.full_fitness = 13.75;
  ind.ev.passes_negative = true;
  ind.ev.new_variant = true;
  ind.no_edit = true;
  ind.id = 37;
  ind.parents = {12, 30};
  s.population = {ind, IndividualState{}};
  s.variants_evaluated = 31;
  s.evaluations = 38;
  s.fitness.known = {{11, true, {1, 0, -1}}, {12, false, {-1, -1, -1}}};
  s.fitness.needed = {{11, {true, false, true}}};
  return c;
}

// A file around `payload` with a correct length and checksum.
std::string Frame(const std::string& payload, uint32_t format = kCheckpointFormat) {
  std::string out = "APRGCKPT";
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>(format >> (8 * i)));
  uint64_t n = payload.size();
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>(n >> (8 * i)));
  return out + Sha256Hex(payload) + payload;
}

TEST(CheckpointTest, RoundTripKeepsEveryField) {
  const Checkpoint c = Sample();
  const std::string bytes = EncodeCheckpoint(c);
  absl::StatusOr<Checkpoint> back = DecodeCheckpoint(bytes);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(EncodeCheckpoint(*back), bytes);  // Every field, as encoding is deterministic.
  EXPECT_EQ(back->engine_version, c.engine_version);
  EXPECT_EQ(back->attempt.key(), "02b53978648bcafc");
  EXPECT_EQ(back->attempt.repair().strategy(), v1::UCB);
  EXPECT_EQ(back->bug_dir, c.bug_dir);
  const SearchState& s = back->state;
  EXPECT_EQ(s.next_generation, 3u);
  EXPECT_EQ(s.program_hash, 0xfeedfacecafebeefULL);
  EXPECT_EQ(s.rng.words[2], c.state.rng.words[2]);
  EXPECT_EQ(s.selector.rng.seed, c.state.selector.rng.seed);
  EXPECT_TRUE(std::isinf(s.selector.arms[0].score));
  EXPECT_EQ(s.selector.arms[0].quality, 0.625);
  EXPECT_EQ(s.selector.counters[0].generation_reward_sum, 1.25);
  ASSERT_EQ(s.population.size(), 2u);
  EXPECT_EQ(s.population[0].genome[0].target, 41);
  EXPECT_EQ(s.population[0].genome[1].source, -1);
  EXPECT_EQ(s.population[0].ev.full_fitness, 13.75);
  EXPECT_TRUE(s.population[0].ev.new_variant);
  EXPECT_FALSE(s.population[0].ev.repair);
  EXPECT_EQ(s.population[0].parents, (std::vector<uint64_t>{12, 30}));
  EXPECT_EQ(s.evaluations, 38u);
  EXPECT_EQ(s.fitness.known[0].passed, (std::vector<int8_t>{1, 0, -1}));
  EXPECT_EQ(s.fitness.needed[0].tests, (std::vector<bool>{true, false, true}));
}

TEST(CheckpointTest, EveryTruncationIsRefused) {
  const std::string bytes = EncodeCheckpoint(Sample());
  for (size_t n = 0; n < bytes.size(); ++n) {
    absl::StatusOr<Checkpoint> c = DecodeCheckpoint(std::string_view(bytes).substr(0, n));
    ASSERT_EQ(c.status().code(), absl::StatusCode::kDataLoss) << n << " bytes";
    EXPECT_THAT(c.status().message(), HasSubstr("truncated")) << n << " bytes";
  }
}

TEST(CheckpointTest, EveryFlippedByteIsRefused) {
  const std::string bytes = EncodeCheckpoint(Sample());
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::string bad = bytes;
    bad[i] = static_cast<char>(bad[i] ^ 0x20);
    absl::StatusOr<Checkpoint> c = DecodeCheckpoint(bad);
    ASSERT_FALSE(c.ok()) << "byte " << i;
    if (i < 8) {
      EXPECT_THAT(c.status().message(), HasSubstr("not an aprgrid checkpoint")) << i;
    } else if (i < 12) {
      EXPECT_EQ(c.status().code(), absl::StatusCode::kFailedPrecondition) << i;
      EXPECT_THAT(c.status().message(), HasSubstr("checkpoint format")) << i;
    } else if (i < 20) {
      EXPECT_EQ(c.status().code(), absl::StatusCode::kDataLoss) << i;
      EXPECT_THAT(c.status().message(), HasSubstr("the header says")) << i;
    } else {
      EXPECT_EQ(c.status().code(), absl::StatusCode::kDataLoss) << i;
      EXPECT_THAT(c.status().message(), HasSubstr("SHA-256 does not match")) << i;
    }
  }
}

TEST(CheckpointTest, AnotherFormatVersionIsRefused) {
  const std::string bytes = EncodeCheckpoint(Sample());
  absl::StatusOr<Checkpoint> c = DecodeCheckpoint(Frame(bytes.substr(kHeader), 2));
  EXPECT_EQ(c.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(c.status().message(), HasSubstr("checkpoint format 2, this engine reads format 1"));
  // The same payload in a format-1 frame reads.
  EXPECT_TRUE(DecodeCheckpoint(Frame(bytes.substr(kHeader))).ok());
}

TEST(CheckpointTest, AMalformedPayloadWithAValidChecksumIsRefused) {
  const std::string payload = EncodeCheckpoint(Sample()).substr(kHeader);
  absl::StatusOr<Checkpoint> trailing = DecodeCheckpoint(Frame(payload + "x"));
  EXPECT_EQ(trailing.status().code(), absl::StatusCode::kDataLoss);
  EXPECT_THAT(trailing.status().message(), HasSubstr("1 bytes after the search state"));
  absl::StatusOr<Checkpoint> cut = DecodeCheckpoint(Frame(payload.substr(0, payload.size() - 3)));
  EXPECT_EQ(cut.status().code(), absl::StatusCode::kDataLoss);
  EXPECT_THAT(cut.status().message(),
              HasSubstr("malformed checkpoint: needed tests count 3 exceeds the bytes left"));
  // A huge string length right at the start (the engine version's).
  std::string huge = payload;
  for (int i = 0; i < 8; ++i) huge[static_cast<size_t>(i)] = '\xff';
  absl::StatusOr<Checkpoint> big = DecodeCheckpoint(Frame(huge));
  EXPECT_EQ(big.status().code(), absl::StatusCode::kDataLoss);
  EXPECT_THAT(big.status().message(), HasSubstr("truncated in engine version"));
  // A non-boolean flag.
  Checkpoint flags = Sample();
  flags.state.population.resize(1);
  std::string encoded = EncodeCheckpoint(flags).substr(kHeader);
  // The no-edit flag follows the two doubles after the seven evaluation flags; find it as the
  // byte that differs from an encoding with the flag cleared.
  flags.state.population[0].no_edit = false;
  std::string cleared = EncodeCheckpoint(flags).substr(kHeader);
  size_t at = 0;
  while (at < encoded.size() && encoded[at] == cleared[at]) ++at;
  ASSERT_LT(at, encoded.size());
  encoded[at] = 7;
  absl::StatusOr<Checkpoint> flag = DecodeCheckpoint(Frame(encoded));
  EXPECT_EQ(flag.status().code(), absl::StatusCode::kDataLoss);
  EXPECT_THAT(flag.status().message(), HasSubstr("no-edit flag is 7, not a boolean"));
}

TEST(CheckpointTest, AnotherAttemptOrEngineVersionDoesNotFit) {
  const Checkpoint c = Sample();
  EXPECT_TRUE(CheckCheckpointFits(c, "02b53978648bcafc", "aprgrid 9.9.9 (commit test)").ok());
  absl::Status key = CheckCheckpointFits(c, "1111111111111111", "aprgrid 9.9.9 (commit test)");
  EXPECT_EQ(key.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(key.message(), HasSubstr("attempt 02b53978648bcafc, not 1111111111111111"));
  absl::Status version = CheckCheckpointFits(c, "02b53978648bcafc", BuiltinEngineVersion());
  EXPECT_EQ(version.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(version.message(),
              HasSubstr("engine version 'aprgrid 9.9.9 (commit test)', this is '" +
                        BuiltinEngineVersion() + "'"));
}

TEST(CheckpointTest, FilesAreReplacedWholeAndErrorsNameThePath) {
  std::filesystem::path dir = std::filesystem::path(::testing::TempDir()) /
                              ("checkpoint_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::filesystem::path file = dir / "a.ckpt";
  Checkpoint c = Sample();
  ASSERT_TRUE(WriteCheckpointFile(file, c).ok());
  c.state.next_generation = 4;
  ASSERT_TRUE(WriteCheckpointFile(file, c).ok());
  EXPECT_FALSE(std::filesystem::exists(dir / "a.ckpt.tmp"));
  absl::StatusOr<Checkpoint> back = ReadCheckpointFile(file);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->state.next_generation, 4u);

  absl::StatusOr<Checkpoint> missing = ReadCheckpointFile(dir / "none.ckpt");
  EXPECT_EQ(missing.status().code(), absl::StatusCode::kNotFound);
  EXPECT_THAT(missing.status().message(), HasSubstr("none.ckpt"));
  absl::StatusOr<std::string> bytes = ReadFileToString(file);
  ASSERT_TRUE(bytes.ok());
  ASSERT_TRUE(WriteStringToFile(file, bytes->substr(0, bytes->size() / 2)).ok());
  absl::StatusOr<Checkpoint> cut = ReadCheckpointFile(file);
  EXPECT_EQ(cut.status().code(), absl::StatusCode::kDataLoss);
  EXPECT_THAT(cut.status().message(), HasSubstr(file.string() + ": truncated checkpoint"));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace aprgrid::repair
