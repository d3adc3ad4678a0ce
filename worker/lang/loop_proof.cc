#include "worker/lang/loop_proof.h"

#include <algorithm>
#include <cstring>

#include "worker/lang/runtime.h"

namespace aprgrid::lang {

namespace {

// The first session's length in steps; each later one doubles it.
constexpr uint64_t kFirstWindow = 4096;
// A session of n steps is followed by 15 n steps without watching.
constexpr uint64_t kGapFactor = 15;
// Bytes of state a session may copy, hash or compare per step of its length.
constexpr uint64_t kBytesPerStep = 64;

uint64_t Mix(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
  return h ^ (h >> 29);
}

// The run state as a stream of 64-bit words (a byte range: its length, then its bytes, the last
// word padded with zeros), fed to a hash, a copy or a comparison.
struct HashSink {
  uint64_t h = 0x243F6A8885A308D3ULL;
  void Word(uint64_t w) { h = Mix(h, w); }
  void Bytes(const void* data, size_t n) {
    Word(n);
    const auto* b = static_cast<const unsigned char*>(data);
    // Four independent lanes, so the multiplications overlap.
    uint64_t lane[4] = {h, h + 1, h + 2, h + 3};
    size_t i = 0;
    for (; i + 32 <= n; i += 32) {
      for (int k = 0; k < 4; ++k) {
        uint64_t w;
        std::memcpy(&w, b + i + 8 * k, 8);
        lane[k] = Mix(lane[k], w);
      }
    }
    for (uint64_t l : lane) Word(l);
    for (; i + 8 <= n; i += 8) {
      uint64_t w;
      std::memcpy(&w, b + i, 8);
      Word(w);
    }
    if (i < n) {
      uint64_t w = 0;
      std::memcpy(&w, b + i, n - i);
      Word(w);
    }
  }
};

struct CopySink {
  std::vector<uint64_t>& out;
  void Word(uint64_t w) { out.push_back(w); }
  void Bytes(const void* data, size_t n) {
    Word(n);
    const size_t at = out.size();
    out.resize(at + (n + 7) / 8, 0);
    if (n > 0) std::memcpy(out.data() + at, data, n);
  }
};

struct CompareSink {
  const uint64_t* p;
  const uint64_t* end;
  bool equal = true;
  void Word(uint64_t w) {
    if (!equal) return;
    if (p == end || *p != w) {
      equal = false;
      return;
    }
    ++p;
  }
  void Bytes(const void* data, size_t n) {
    Word(n);
    if (!equal) return;
    const size_t whole = n / 8, tail = n % 8;
    if (static_cast<size_t>(end - p) < whole + (tail != 0 ? 1 : 0) ||
        (whole != 0 && std::memcmp(p, data, 8 * whole) != 0)) {  // data may be null when n == 0.
      equal = false;
      return;
    }
    p += whole;
    if (tail != 0) {
      uint64_t w = 0;
      std::memcpy(&w, static_cast<const unsigned char*>(data) + 8 * whole, tail);
      Word(w);
    }
  }
};

uint64_t Raw(Value v) {
  uint64_t w;
  std::memcpy(&w, &v, sizeof(w));
  return w;
}

}  // namespace

// Reads the run state for LoopProof (a friend of Runtime): the frame state, small and compared
// at every iteration start of the target, and the rest, large, hashed, copied and compared only
// once the frame state has repeated. Together they are the state loop_proof.h lists.
class LoopProofState {
 public:
  static void FrameState(const Runtime& rt, const Frame& f, std::vector<uint64_t>& out) {
    out.clear();
    out.push_back(static_cast<uint64_t>(f.locals - rt.stack.get()));
    out.push_back(static_cast<uint64_t>(rt.sp - rt.stack.get()));
    out.push_back(static_cast<uint64_t>(rt.depth));
    out.push_back(rt.heap.used());
    out.push_back(static_cast<uint64_t>(rt.next_ident));
    out.push_back(rt.out.size());
    out.push_back(rt.work_);
    out.push_back(Raw(rt.scratch));
    out.push_back(Raw(f.ret));
    out.push_back(rt.box_cache_used_ ? 1 : 0);
    out.push_back(reinterpret_cast<uintptr_t>(rt.exc));
    out.push_back(rt.interrupted_ ? 1 : 0);
    const size_t at = out.size();
    const auto n = static_cast<size_t>(rt.sp - rt.stack.get());
    out.resize(at + n);
    if (n > 0) std::memcpy(out.data() + at, rt.stack.get(), n * sizeof(Value));
  }

  template <typename Sink>
  static void Rest(const Runtime& rt, Sink& sink) {
    sink.Bytes(rt.statics.data(), rt.statics.size() * sizeof(Value));
    sink.Bytes(rt.class_state.data(), rt.class_state.size());
    sink.Bytes(rt.coverage.data(), rt.coverage.size());
    if (rt.entered != nullptr) {
      sink.Bytes(rt.entered, rt.ct.methods.size());
    } else {
      sink.Word(~uint64_t{0});
    }
    sink.Bytes(&rt.oom_, sizeof(rt.oom_));
    rt.heap.ForEachUsed([&](const uint8_t* data, size_t bytes) {
      sink.Word(reinterpret_cast<uintptr_t>(data));
      sink.Bytes(data, bytes);
    });
  }

  static uint64_t RestBytes(const Runtime& rt) {
    return rt.statics.size() * sizeof(Value) + rt.class_state.size() + rt.coverage.size() +
           (rt.entered != nullptr ? rt.ct.methods.size() : 0) + rt.heap.used();
  }
};

uint64_t LoopProof::Reset(uint64_t arm_at) {
  phase_ = arm_at == kNever ? Phase::kDone : Phase::kIdle;
  arm_at_ = arm_at;
  window_ = kFirstWindow;
  has_target_ = false;
  skipped_ = 0;
  return arm_at;
}

void LoopProof::StartSession(uint64_t now) {
  phase_ = Phase::kWatch;
  session_end_ = now + window_;
  allowance_ = kBytesPerStep * window_;
  has_target_ = false;
}

uint64_t LoopProof::Next(uint64_t now) {
  // A full comparison under way waits for its tick even past the session's end.
  if (phase_ == Phase::kFullCheck ? now <= expect_ : now <= session_end_) return now;
  phase_ = Phase::kIdle;
  const uint64_t gap = kGapFactor * window_;
  window_ *= 2;
  return now + gap;
}

bool LoopProof::Spend(uint64_t bytes) {
  if (bytes > allowance_) {
    allowance_ = 0;
    phase_ = Phase::kWatch;
    session_end_ = 0;  // Next() ends the session.
    return false;
  }
  allowance_ -= bytes;
  return true;
}

void LoopProof::SetTarget(const Runtime& rt, const void* loop, const Frame& f, uint64_t entry) {
  has_target_ = true;
  loop_ = loop;
  entry_ = entry;
  phase_ = Phase::kWatch;
  SaveReference(rt, f, rt.steps);
}

void LoopProof::SaveReference(const Runtime& rt, const Frame& f, uint64_t now) {
  LoopProofState::FrameState(rt, f, reference_);
  reference_steps_ = now;
  power_ = 1;
  lambda_ = 0;
}

void LoopProof::Fail(const Runtime& rt, const Frame& f, uint64_t now) {
  phase_ = Phase::kWatch;
  SaveReference(rt, f, now);
}

uint64_t LoopProof::OnLoopTick(Runtime& rt, const void* loop, const Frame& f, uint64_t entry) {
  const uint64_t now = rt.steps;
  if (phase_ == Phase::kDone) return kNever;
  if (phase_ == Phase::kIdle) StartSession(now);
  // A tick of an activation that began before the target's means the target has ended (only
  // the innermost running loop ticks): watch that one instead. A later one runs inside the
  // target's iteration (a nested loop, perhaps in a called method): not the target's tick.
  if (!has_target_ || entry < entry_) {
    SetTarget(rt, loop, f, entry);
    return Next(now);
  }
  if (entry != entry_ || loop != loop_) return Next(now);
  switch (phase_) {
    case Phase::kWatch:
      WatchTick(rt, f, now);
      break;
    case Phase::kHashCheck:
      HashCheckTick(rt, f, now);
      break;
    case Phase::kFullCheck:
      return FullCheckTick(rt, f, now);
    default:
      break;
  }
  return Next(now);
}

void LoopProof::WatchTick(const Runtime& rt, const Frame& f, uint64_t now) {
  // Brent's algorithm: compare with the reference, which moves to the current state after
  // 1, 2, 4, ... ticks, so a cycle of any length is met within a few times its length.
  LoopProofState::FrameState(rt, f, scratch_);
  if (!Spend(scratch_.size() * sizeof(uint64_t))) return;
  ++lambda_;
  if (scratch_ == reference_) {
    if (!Spend(LoopProofState::RestBytes(rt))) return;
    HashSink hash;
    LoopProofState::Rest(rt, hash);
    hash_ = hash.h;
    hash_steps_ = now;
    phase_ = Phase::kHashCheck;
    return;
  }
  if (lambda_ == power_) {
    reference_.swap(scratch_);
    reference_steps_ = now;
    power_ *= 2;
    lambda_ = 0;
  }
}

void LoopProof::HashCheckTick(const Runtime& rt, const Frame& f, uint64_t now) {
  // The frame state repeats; the rest (a field or array the loop changes) may take several of
  // its periods to repeat, if it ever does. Every repetition of the frame state is a candidate.
  LoopProofState::FrameState(rt, f, scratch_);
  if (!Spend(scratch_.size() * sizeof(uint64_t))) return;
  if (scratch_ != reference_) return;
  const uint64_t rest = LoopProofState::RestBytes(rt);
  if (!Spend(rest)) return;
  HashSink hash;
  LoopProofState::Rest(rt, hash);
  if (hash.h != hash_) return;
  // The whole state's hash repeated after `period_` steps. A hash is no proof: copy the state
  // and compare it byte for byte with the state one period later.
  if (!Spend(2 * rest)) return;
  period_ = now - hash_steps_;
  copy_.clear();
  CopySink copy{copy_};
  LoopProofState::Rest(rt, copy);
  expect_ = now + period_;
  phase_ = Phase::kFullCheck;
}

uint64_t LoopProof::FullCheckTick(Runtime& rt, const Frame& f, uint64_t now) {
  if (now < expect_) return now;
  bool equal = false;
  if (now == expect_) {
    LoopProofState::FrameState(rt, f, scratch_);
    if (scratch_ == reference_) {
      CompareSink compare{copy_.data(), copy_.data() + copy_.size()};
      LoopProofState::Rest(rt, compare);
      equal = compare.equal && compare.p == compare.end;
    }
  }
  if (!equal) {
    Fail(rt, f, now);
    return Next(now);
  }
  // The whole state at `now` is the state one period ago, at the same point of the same
  // activation (and its hash was that of the state two periods ago): from here the run repeats
  // that period until the budget stops it. Skip the periods that end within the budget, so the
  // last, partial one runs as it would have.
  const uint64_t budget = rt.limits.step_budget;
  if (now < budget) {
    const uint64_t periods = (budget - now) / period_;
    skipped_ = periods * period_;
    rt.steps += skipped_;
  }
  phase_ = Phase::kDone;
  return kNever;
}

}  // namespace aprgrid::lang
