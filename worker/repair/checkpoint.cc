#include "worker/repair/checkpoint.h"

#include <bit>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "common/flags/build_info.h"
#include "common/sha256.h"
#include "common/status_macros.h"

namespace aprgrid::repair {
namespace {

constexpr std::string_view kMagic = "APRGCKPT";
constexpr size_t kHeaderSize = 8 + 4 + 8 + 64;

class Writer {
 public:
  void U8(uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void U32(uint32_t v) {
    for (int i = 0; i < 4; ++i) U8(static_cast<uint8_t>(v >> (8 * i)));
  }
  void U64(uint64_t v) {
    for (int i = 0; i < 8; ++i) U8(static_cast<uint8_t>(v >> (8 * i)));
  }
  void I32(int32_t v) { U32(static_cast<uint32_t>(v)); }
  void I64(int64_t v) { U64(static_cast<uint64_t>(v)); }
  void F64(double v) { U64(std::bit_cast<uint64_t>(v)); }
  void Str(std::string_view s) {
    U64(s.size());
    out_.append(s);
  }
  void Count(size_t n) { U32(static_cast<uint32_t>(n)); }
  std::string& out() { return out_; }

 private:
  std::string out_;
};

// Reads fields in order; the first read past the end (or a count larger than the bytes left
// could hold) fails the reader, and every later read returns zero.
class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}

  uint8_t U8(const char* what) {
    if (!Need(1, what)) return 0;
    return static_cast<uint8_t>(in_[pos_++]);
  }
  uint32_t U32(const char* what) {
    if (!Need(4, what)) return 0;
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= uint32_t{static_cast<uint8_t>(in_[pos_++])} << (8 * i);
    return v;
  }
  uint64_t U64(const char* what) {
    if (!Need(8, what)) return 0;
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= uint64_t{static_cast<uint8_t>(in_[pos_++])} << (8 * i);
    return v;
  }
  int32_t I32(const char* what) { return static_cast<int32_t>(U32(what)); }
  int64_t I64(const char* what) { return static_cast<int64_t>(U64(what)); }
  double F64(const char* what) { return std::bit_cast<double>(U64(what)); }
  bool Bool(const char* what) {
    uint8_t v = U8(what);
    if (v > 1) Fail(absl::StrCat(what, " is ", static_cast<int>(v), ", not a boolean"));
    return v == 1;
  }
  std::string Str(const char* what) {
    uint64_t n = U64(what);
    if (!Need(n, what)) return "";
    std::string s(in_.substr(pos_, n));
    pos_ += n;
    return s;
  }
  // A count of items of at least `min_size` bytes each.
  size_t Count(const char* what, size_t min_size) {
    uint32_t n = U32(what);
    if (!ok()) return 0;
    if (uint64_t{n} * min_size > in_.size() - pos_) {
      Fail(absl::StrCat(what, " count ", n, " exceeds the bytes left"));
      return 0;
    }
    return n;
  }

  bool ok() const { return error_.empty(); }
  bool at_end() const { return pos_ == in_.size(); }
  size_t left() const { return in_.size() - pos_; }
  const std::string& error() const { return error_; }
  void Fail(std::string error) {
    if (error_.empty()) error_ = std::move(error);
  }

 private:
  bool Need(uint64_t n, const char* what) {
    if (!ok()) return false;
    if (n > in_.size() - pos_) {
      Fail(absl::StrCat("truncated in ", what));
      return false;
    }
    return true;
  }

  std::string_view in_;
  size_t pos_ = 0;
  std::string error_;
};

void WriteRng(Writer& w, const Rng::State& s) {
  w.U64(s.seed);
  for (uint64_t word : s.words) w.U64(word);
}

Rng::State ReadRng(Reader& r, const char* what) {
  Rng::State s;
  s.seed = r.U64(what);
  for (uint64_t& word : s.words) word = r.U64(what);
  return s;
}

void WriteState(Writer& w, const SearchState& s) {
  w.U32(s.next_generation);
  w.U64(s.program_hash);
  w.U32(s.num_tests);
  WriteRng(w, s.rng);
  w.I64(s.selector.generation);
  WriteRng(w, s.selector.rng);
  w.Count(s.selector.arms.size());
  for (const rl::ArmState& a : s.selector.arms) {
    w.I64(a.credits);
    w.F64(a.reward_sum);
    w.F64(a.quality);
    w.F64(a.score);
  }
  w.Count(s.selector.counters.size());
  for (const rl::OperatorSelector::ArmCounters& c : s.selector.counters) {
    w.I64(c.selections);
    w.I64(c.generation_selections);
    w.I64(c.generation_credits);
    w.F64(c.generation_reward_sum);
  }
  w.Count(s.population.size());
  for (const IndividualState& ind : s.population) {
    w.Count(ind.genome.size());
    for (const EditRef& e : ind.genome) {
      w.U8(e.op);
      w.U8(e.action);
      w.I32(e.target);
      w.I32(e.source);
      w.U32(e.candidate);
    }
    const Evaluation& ev = ind.ev;
    for (bool b : {ev.compiled, ev.passes_negative, ev.passes_sample, ev.repair, ev.cache_hit,
                   ev.new_variant, ev.interrupted}) {
      w.U8(b ? 1 : 0);
    }
    w.F64(ev.fitness);
    w.F64(ev.full_fitness);
    w.U8(ind.no_edit ? 1 : 0);
    w.U64(ind.id);
    w.Count(ind.parents.size());
    for (uint64_t p : ind.parents) w.U64(p);
  }
  w.U64(s.variants_evaluated);
  w.U64(s.evaluations);
  w.Count(s.fitness.known.size());
  for (const FitnessState::Known& k : s.fitness.known) {
    w.U64(k.program);
    w.U8(k.compiled ? 1 : 0);
    w.Count(k.passed.size());
    for (int8_t p : k.passed) w.U8(static_cast<uint8_t>(p));
  }
  w.Count(s.fitness.needed.size());
  for (const FitnessState::Needed& n : s.fitness.needed) {
    w.U64(n.program);
    w.Count(n.tests.size());
    for (bool t : n.tests) w.U8(t ? 1 : 0);
  }
}

SearchState ReadState(Reader& r) {
  SearchState s;
  s.next_generation = r.U32("next generation");
  s.program_hash = r.U64("program hash");
  s.num_tests = r.U32("number of tests");
  s.rng = ReadRng(r, "search rng");
  s.selector.generation = static_cast<int>(r.I64("selector generation"));
  s.selector.rng = ReadRng(r, "selector rng");
  for (size_t i = r.Count("arms", 32); i > 0 && r.ok(); --i) {
    rl::ArmState& a = s.selector.arms.emplace_back();
    a.credits = r.I64("arm credits");
    a.reward_sum = r.F64("arm reward sum");
    a.quality = r.F64("arm quality");
    a.score = r.F64("arm score");
  }
  for (size_t i = r.Count("arm counters", 32); i > 0 && r.ok(); --i) {
    rl::OperatorSelector::ArmCounters& c = s.selector.counters.emplace_back();
    c.selections = r.I64("arm selections");
    c.generation_selections = r.I64("arm generation selections");
    c.generation_credits = r.I64("arm generation credits");
    c.generation_reward_sum = r.F64("arm generation reward sum");
  }
  for (size_t i = r.Count("population", 40); i > 0 && r.ok(); --i) {
    IndividualState& ind = s.population.emplace_back();
    for (size_t j = r.Count("genome", 14); j > 0 && r.ok(); --j) {
      EditRef& e = ind.genome.emplace_back();
      e.op = r.U8("edit operator");
      e.action = r.U8("edit action");
      e.target = r.I32("edit target");
      e.source = r.I32("edit source");
      e.candidate = r.U32("edit candidate");
    }
    Evaluation& ev = ind.ev;
    for (bool* b : {&ev.compiled, &ev.passes_negative, &ev.passes_sample, &ev.repair, &ev.cache_hit,
                    &ev.new_variant, &ev.interrupted}) {
      *b = r.Bool("evaluation flag");
    }
    ev.fitness = r.F64("fitness");
    ev.full_fitness = r.F64("full fitness");
    ind.no_edit = r.Bool("no-edit flag");
    ind.id = r.U64("variant number");
    for (size_t j = r.Count("parents", 8); j > 0 && r.ok(); --j) {
      ind.parents.push_back(r.U64("parent"));
    }
  }
  s.variants_evaluated = r.U64("variants evaluated");
  s.evaluations = r.U64("evaluations");
  for (size_t i = r.Count("known programs", 13); i > 0 && r.ok(); --i) {
    FitnessState::Known& k = s.fitness.known.emplace_back();
    k.program = r.U64("known program");
    k.compiled = r.Bool("compiled flag");
    for (size_t j = r.Count("test outcomes", 1); j > 0 && r.ok(); --j) {
      k.passed.push_back(static_cast<int8_t>(r.U8("test outcome")));
    }
  }
  for (size_t i = r.Count("needed programs", 12); i > 0 && r.ok(); --i) {
    FitnessState::Needed& n = s.fitness.needed.emplace_back();
    n.program = r.U64("needed program");
    for (size_t j = r.Count("needed tests", 1); j > 0 && r.ok(); --j) {
      n.tests.push_back(r.Bool("needed test"));
    }
  }
  return s;
}

}  // namespace

std::string BuiltinEngineVersion() {
  return absl::StrCat("aprgrid ", build_info::kVersion, " (commit ", build_info::kGitCommit, ")");
}

std::string EncodeCheckpoint(const Checkpoint& checkpoint) {
  Writer payload;
  payload.Str(checkpoint.engine_version);
  payload.Str(checkpoint.attempt.SerializeAsString());
  payload.Str(checkpoint.bug_dir);
  WriteState(payload, checkpoint.state);
  Writer file;
  file.out().append(kMagic);
  file.U32(kCheckpointFormat);
  file.U64(payload.out().size());
  file.out().append(Sha256Hex(payload.out()));
  file.out().append(payload.out());
  return std::move(file.out());
}

absl::StatusOr<Checkpoint> DecodeCheckpoint(std::string_view bytes) {
  if (bytes.size() < kHeaderSize) {
    return absl::DataLossError(absl::StrCat("truncated checkpoint: ", bytes.size(),
                                            " bytes, the header alone has ", kHeaderSize));
  }
  if (bytes.substr(0, kMagic.size()) != kMagic) {
    return absl::DataLossError("not an aprgrid checkpoint (no APRGCKPT magic)");
  }
  Reader header(bytes.substr(kMagic.size(), 12));
  uint32_t format = header.U32("format");
  uint64_t length = header.U64("payload length");
  if (format != kCheckpointFormat) {
    return absl::FailedPreconditionError(absl::StrCat(
        "checkpoint format ", format, ", this engine reads format ", kCheckpointFormat));
  }
  std::string_view payload = bytes.substr(kHeaderSize);
  if (payload.size() != length) {
    return absl::DataLossError(absl::StrCat(payload.size() < length ? "truncated" : "oversized",
                                            " checkpoint: payload of ", payload.size(),
                                            " bytes, the header says ", length));
  }
  std::string_view sum = bytes.substr(kHeaderSize - 64, 64);
  if (Sha256Hex(payload) != sum) {
    return absl::DataLossError("corrupted checkpoint: the payload's SHA-256 does not match");
  }
  Reader r(payload);
  Checkpoint out;
  out.engine_version = r.Str("engine version");
  std::string attempt = r.Str("attempt");
  out.bug_dir = r.Str("bug folder");
  out.state = ReadState(r);
  if (r.ok() && !r.at_end()) r.Fail(absl::StrCat(r.left(), " bytes after the search state"));
  if (!r.ok()) return absl::DataLossError(absl::StrCat("malformed checkpoint: ", r.error()));
  if (!out.attempt.ParseFromString(attempt)) {
    return absl::DataLossError("malformed checkpoint: the attempt does not parse");
  }
  return out;
}

absl::Status CheckCheckpointFits(const Checkpoint& checkpoint, std::string_view attempt_key,
                                 std::string_view engine_version) {
  if (checkpoint.attempt.key() != attempt_key) {
    return absl::FailedPreconditionError(absl::StrCat("the checkpoint is of attempt ",
                                                      checkpoint.attempt.key(), ", not ",
                                                      std::string(attempt_key)));
  }
  if (checkpoint.engine_version != engine_version) {
    return absl::FailedPreconditionError(
        absl::StrCat("the checkpoint was written by engine version '", checkpoint.engine_version,
                     "', this is '", std::string(engine_version), "'"));
  }
  return absl::OkStatus();
}

absl::Status WriteCheckpointFile(const std::filesystem::path& path, const Checkpoint& checkpoint) {
  std::filesystem::path tmp = path;
  tmp += ".tmp";
  RETURN_IF_ERROR(WriteStringToFile(tmp, EncodeCheckpoint(checkpoint)));
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    return absl::InternalError(
        absl::StrCat("cannot rename ", tmp.string(), " to ", path.string(), ": ", ec.message()));
  }
  return absl::OkStatus();
}

absl::StatusOr<Checkpoint> ReadCheckpointFile(const std::filesystem::path& path) {
  ASSIGN_OR_RETURN(std::string bytes, ReadFileToString(path));
  absl::StatusOr<Checkpoint> checkpoint = DecodeCheckpoint(bytes);
  if (!checkpoint.ok()) {
    return absl::Status(checkpoint.status().code(),
                        absl::StrCat(path.string(), ": ", checkpoint.status().message()));
  }
  return checkpoint;
}

}  // namespace aprgrid::repair
