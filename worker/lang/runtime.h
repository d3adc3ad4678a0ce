// The mutable state of running one test: heap, statics, class initialisation states, value stack,
// step and depth counters, the pending exception and the captured System.out text. Reset() before
// each test gives the fresh program state the test contract asks for.
//
// Memory is bounded: the heap, the captured output and the temporaries of string building all
// count against RunLimits::heap_bytes, and the OutOfMemoryError thrown when it is exceeded is one
// object made in advance (throwing it allocates nothing).
//
// Not thread-safe: one Runtime per thread; several Runtimes may share one Program.
#ifndef APRGRID_WORKER_LANG_RUNTIME_H_
#define APRGRID_WORKER_LANG_RUNTIME_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/heap.h"
#include "worker/lang/interrupt.h"
#include "worker/lang/loop_proof.h"
#include "worker/lang/program.h"
#include "worker/lang/value.h"

namespace aprgrid::lang {

struct RunLimits {
  // Loop iterations + calls + built-in work (Runtime::kWorkPerStep units per step) per test;
  // then TIMEOUT.
  uint64_t step_budget = 20'000'000;
  // Call depth; then StackOverflowError (also when the native stack or the value stack runs
  // short first). Above the JVM's default depth for small frames (JDK 17: about 23,000 for a
  // one-argument static method, 10,000 for four arguments).
  int max_depth = 24'000;
  // Bytes allocated per test plus the captured output; then OutOfMemoryError.
  size_t heap_bytes = 64u << 20;
  // Polled while tests run; null: the running thread's CurrentInterrupt() (interrupt.h).
  const Interrupt* interrupt = nullptr;
  // Loops are watched for a proof of non-termination (loop_proof.h) past this step; the default,
  // LoopProof::kNever: not at all. The proof changes no result, only the time a looping test
  // takes; watching costs a little time, so start it where a run is probably looping.
  uint64_t loop_proof_from = LoopProof::kNever;
};

// Initialisation state of a class within one test (JLS 12.4.2).
enum ClassState : uint8_t { kUninitialized, kInitializing, kInitialized, kInitFailed };

struct Runtime {
  Runtime(const Program& program, const RunLimits& limits);

  // Fresh state: empty heap and output, zeroed statics (initialisers are run by the runner).
  void Reset();

  // Allocation. On failure these throw (OutOfMemoryError, NegativeArraySizeException) and
  // return nullptr.
  Obj* NewInstance(int cls);
  Obj* NewArray(Type array_type, int32_t length);
  Obj* NewString(std::u16string_view s);
  Obj* NewStringAscii(std::string_view s);
  // Boxing (JLS 5.1.7) of `v` as an object of box class `cls` (types.h, BoxClassOf), as
  // Integer.valueOf and its kin do: one object per test for each Integer, Long and Character
  // value in -128..127 (Character: 0..127), each Boolean and Byte value and each Short in
  // -128..127 (JLS 5.1.7 requires it), a new object otherwise (every Double and Float).
  Obj* Box(int cls, Value v) {
    // Integers, the common boxes of collection code, inline: a cached one when it exists, or,
    // outside the cache, NewInstance's steps (allocation or OutOfMemoryError, header, identity)
    // and the value. The first box of a cached value, and the other classes: BoxOther.
    if (cls == kIntegerClass) {
      if (v.i >= -128 && v.i <= 127) {
        if (Obj* cached = box_cache_[static_cast<size_t>(v.i + 128)]) return cached;
      } else {
        auto* o = static_cast<Obj*>(heap.Alloc(integer_bytes_));
        if (o == nullptr) [[unlikely]] {
          ThrowOutOfMemory();
          return nullptr;
        }
        o->cls = kIntegerClass;
        o->type = Type::Class(kIntegerClass);
        o->ident = ++next_ident;
        FieldsOf(o)[0] = v;
        return o;
      }
    }
    return BoxOther(cls, v);
  }

  // Throws a new `cls` with the given message (nullptr message = null).
  void Throw(int cls, const char* message);
  void Throw(int cls, std::string_view message);
  void ThrowNullPointer() { Throw(kNullPointerExceptionClass, nullptr); }
  void ThrowStackOverflow();
  // NullPointerException for a null array, else ArrayIndexOutOfBoundsException.
  [[gnu::noinline, gnu::cold]] void ThrowIndexError(Obj* array, int32_t index);
  // Throws the run's one OutOfMemoryError (allocates nothing).
  void ThrowOutOfMemory();
  // Counts one step; false (and a pending TIMEOUT) when the budget is spent or the run is
  // interrupted. Once false, it stays false for the rest of the test.
  bool Tick() {
    if (++steps > check_at_) [[unlikely]]
      return Poll();
    return true;
  }
  // Tick() at the start of an iteration of the loop node `loop` in frame `f`, whose Exec began
  // at step `entry` (rt.steps then); past RunLimits::loop_proof_from it also feeds the proof of
  // non-termination, which may advance `steps` by whole periods (loop_proof.h).
  bool LoopTick(const void* loop, const Frame& f, uint64_t entry) {
    if (++steps > loop_check_at_) [[unlikely]]
      return LoopPoll(loop, f, entry);
    return true;
  }
  // Steps of this test that the proof of non-termination skipped (0: none).
  uint64_t steps_skipped() const { return loop_proof_.skipped(); }
  // Charges `units` of built-in work (chars scanned or copied, elements copied or cleared):
  // one step per kWorkPerStep units. False (and a pending TIMEOUT) as Tick.
  static constexpr uint64_t kWorkPerStep = 16;
  bool Charge(uint64_t units) {
    work_ += units;
    steps += work_ / kWorkPerStep;
    work_ %= kWorkPerStep;
    if (steps > check_at_) [[unlikely]]
      return Poll();
    return true;
  }
  bool timed_out() const { return exc == &timeout_obj; }
  // The test was stopped by the interrupt (not by the step budget).
  bool interrupted() const { return interrupted_; }
  // Sets the interrupt polled from now on (null: none) and restarts the polling schedule.
  void SetInterrupt(const Interrupt* interrupt);
  // Whether `bytes` more of heap or output fit under the memory limit.
  bool Fits(size_t bytes) const {
    size_t used = heap.used() + out.size();
    return used <= limits.heap_bytes && bytes <= limits.heap_bytes - used;
  }
  // Appends to the captured output; OutOfMemoryError when it would exceed the memory limit.
  bool Output(std::string_view utf8);

  // Initialises class `cls` (JLS 12.4.2) unless it is initialised or being initialised; false
  // with an exception pending when its initialiser (or its superclass's) throws.
  bool EnsureInitialized(int cls) {
    uint8_t state = class_state[static_cast<size_t>(cls)];
    if (state == kInitialized || state == kInitializing) [[likely]]
      return true;
    return Initialize(cls);
  }

  // Calls method `id` with args[0..n) (args[0] = receiver for instance methods); virtual
  // dispatch when `virtual_call`. The result is meaningless if `exc` is set afterwards.
  Value Invoke(int id, const Value* args, int n, bool virtual_call);
  // Runs a method whose arguments are already at `base` (== sp on entry).
  Value Enter(const MethodInfo& m, Value* base);
  // A user bridge method (classes.h, MethodInfo::Implicit::kBridge; builtin null), javac's
  // `R m(Object a) { return this.m((T) a); }`, resolved for one receiver class.
  static constexpr int kMaxBridgeParams = 4;
  struct BridgeCall {
    int32_t bridge = -1;
    // The method the bridge's call reaches for a receiver of that class: its bridge_target, or
    // that method's override in the receiver's vtable when the call dispatches (user code).
    int32_t target = -1;
    bool returns_void = false;
    // The bridge's parameters' casts in order: the target's parameter type where it differs from
    // the bridge's, kVoidType where it does not (no cast).
    std::array<Type, kMaxBridgeParams> casts{};
  };
  // The call of `bridge` for a receiver of class `cls`; false (and `out` untouched) when it is
  // not a user bridge or has more than kMaxBridgeParams parameters.
  bool ResolveBridge(int bridge, int cls, BridgeCall* out) const;
  // Invoke(b.bridge, args, n, false) for a receiver args[0] (not null) of the class `b` was
  // resolved for, with the steps of the bridge's body run here instead of through its nodes: its
  // entry (trace, checks, one step), the value stack check of its call, the casts of its
  // arguments in order (ClassCastException as the cast node throws it), then the target's entry
  // as EnterUser. The same trace, steps, depth, checks and exceptions in the same order as
  // Invoke; no allocation but the exceptions'.
  Value InvokeBridge(const BridgeCall& b, const Value* args, int n);
  // Enter of a method that is not a built-in (m.builtin == nullptr), by its id, inline so that
  // the call nodes of user methods (nodes_builtin.h, UserCall) run it without a call of its own:
  // the method-entry trace, the depth and stack checks, one step, then the body in a new frame.
  // Leaves sp at `base` (every caller resets it there after the call).
  [[gnu::always_inline]] Value EnterUser(int id, Value* base) {
    if (entered != nullptr) [[unlikely]]
      entered[id] = 1;
    const MethodCode& c = prog->code[static_cast<size_t>(id)];
    if (depth >= limits.max_depth || base + c.num_locals + 64 > stack_end ||
        reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) < native_stack_floor) [[unlikely]] {
      ThrowStackOverflow();
      return Value{};
    }
    if (!Tick()) return Value{};
    sp = base + c.num_locals;
    ++depth;
    Frame f{base, this, Value{}};
    c.body->Exec(f);
    --depth;
    sp = base;
    return f.ret;
  }

  // Java's string conversion (String.valueOf / concatenation) of a value of static type `t`;
  // calls toString() on objects. Check `exc` afterwards.
  void AppendJava(std::u16string& out, Value v, Type t);
  Obj* ToJavaString(Value v, Type t);
  // Object.equals dispatch (used by Assert.assertEquals(Object, Object)).
  bool JavaEquals(Obj* a, Obj* b);
  // Object.hashCode dispatch on a non-null object (arrays: the identity hash). Check `exc`
  // afterwards.
  int32_t JavaHashCode(Obj* o);
  // UTF-8 of a String object (nullptr -> "null").
  static std::string Utf8(const Obj* s);
  std::string ClassNameOf(const Obj* o) const;

  const Program* prog;  // Never null; see TestRunner::Rebind.
  const ClassTable& ct;
  RunLimits limits;
  Heap heap;
  std::vector<Value> statics;
  std::vector<uint8_t> class_state;  // ClassState by class id.
  // Calls deeper than this native stack address throw StackOverflowError (0: no check).
  uintptr_t native_stack_floor = 0;
  std::unique_ptr<Value[]> stack;
  Value* sp;
  Value* stack_end;
  int depth = 0;
  uint64_t steps = 0;
  Obj* exc = nullptr;
  std::string out;                // Captured System.out, UTF-8.
  std::vector<uint8_t> coverage;  // By AST node id; sized only when the program has coverage.
  Value scratch{};                // Compound assignment's current value (see CompoundAssign).
  int32_t next_ident = 0;
  Obj timeout_obj{kTimeoutObject, 0, {}, 0};
  // Method-entry trace: when not null, Enter sets entered[id] = 1 for every user method `id` it
  // runs. The caller owns it and sizes it to the class table's method count.
  uint8_t* entered = nullptr;
  // The interface-method implementations built-ins have looked up (stdlib::CallInterface):
  // interface method `method` in class `cls` is method `impl`. Direct-mapped; the class table is
  // fixed for the Runtime's life, so an entry never goes stale and Reset keeps them.
  struct InterfaceImpl {
    int32_t method = -1;
    int32_t cls = -1;
    int32_t impl = -1;
    // When `impl` is a user bridge method that ResolveBridge resolves: its call (then
    // bridge.bridge == impl); bridge.bridge is -1 otherwise.
    BridgeCall bridge;
  };
  static constexpr size_t kInterfaceImpls = 128;
  std::array<InterfaceImpl, kInterfaceImpls> interface_impls{};

 private:
  friend class LoopProofState;  // Reads the run state (loop_proof.cc).

  [[gnu::noinline]] bool Poll();
  [[gnu::noinline]] bool LoopPoll(const void* loop, const Frame& f, uint64_t entry);
  void Reschedule() { loop_check_at_ = std::min(check_at_, proof_at_); }
  Obj* BoxOther(int cls, Value v);  // Box's other cases.
  [[gnu::noinline]] bool Initialize(int cls);

  // The OutOfMemoryError and its message, outside the heap (16-byte headers, payload after).
  struct alignas(16) OomError {
    Obj header;
    Value message;
    Value suppressed;  // Throwable's second field (stdlib.cc); cleared by Reset.
  };
  struct alignas(16) OomMessage {
    Obj header;
    char16_t chars[16];
  };
  OomError oom_{};
  OomMessage oom_message_{};
  // Box's cached objects: Integer -128..127, Long -128..127, Character 0..127, false, true,
  // Byte -128..127, Short -128..127.
  static constexpr int kBoxCacheSize = 256 + 256 + 128 + 2 + 256 + 256;
  std::array<Obj*, kBoxCacheSize> box_cache_{};
  bool box_cache_used_ = false;
  size_t integer_bytes_ = 0;               // An Integer object's size, as NewInstance allocates it.
  uint64_t check_at_ = 0;                  // Poll() when `steps` passes this.
  uint64_t proof_at_ = LoopProof::kNever;  // loop_proof_.OnLoopTick when `steps` passes this.
  uint64_t loop_check_at_ = 0;             // min(check_at_, proof_at_), for LoopTick.
  LoopProof loop_proof_;
  uint64_t work_ = 0;  // Built-in work not yet charged as a step.
  const Interrupt* interrupt_ = nullptr;
  bool interrupted_ = false;
};

// UTF-16 to UTF-8 (lone surrogates become '?', as Java's encoder does).
void AppendUtf8(std::string& out, std::u16string_view s);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_RUNTIME_H_
