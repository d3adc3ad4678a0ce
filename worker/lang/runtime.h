// The mutable state of running one test: heap, statics, value stack, step and depth counters, the
// pending exception and the captured System.out text. Reset() before each test gives the fresh
// program state the test contract asks for.
//
// Not thread-safe: one Runtime per thread; several Runtimes may share one Program.
#ifndef APRGRID_WORKER_LANG_RUNTIME_H_
#define APRGRID_WORKER_LANG_RUNTIME_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/heap.h"
#include "worker/lang/program.h"
#include "worker/lang/value.h"

namespace aprgrid::lang {

struct RunLimits {
  uint64_t step_budget = 20'000'000;  // Loop iterations + calls per test; then TIMEOUT.
  int max_depth = 2000;               // Call depth; then StackOverflowError.
  size_t heap_bytes = 64u << 20;      // Bytes allocated per test; then OutOfMemoryError.
};

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

  // Throws a new `cls` with the given message (nullptr message = null).
  void Throw(int cls, const char* message);
  void Throw(int cls, std::string_view message);
  void ThrowNullPointer() { Throw(kNullPointerExceptionClass, nullptr); }
  void ThrowStackOverflow();
  // NullPointerException for a null array, else ArrayIndexOutOfBoundsException.
  [[gnu::noinline, gnu::cold]] void ThrowIndexError(Obj* array, int32_t index);
  void ThrowOutOfMemory();
  // Counts one step; false (and a pending TIMEOUT) when the budget is spent.
  bool Tick() {
    if (++steps > limits.step_budget) [[unlikely]] {
      exc = &timeout_obj;
      return false;
    }
    return true;
  }
  bool timed_out() const { return exc == &timeout_obj; }

  // Calls method `id` with args[0..n) (args[0] = receiver for instance methods); virtual
  // dispatch when `virtual_call`. The result is meaningless if `exc` is set afterwards.
  Value Invoke(int id, const Value* args, int n, bool virtual_call);
  // Runs a method whose arguments are already at `base` (== sp on entry).
  Value Enter(const MethodInfo& m, Value* base);

  // Java's string conversion (String.valueOf / concatenation) of a value of static type `t`;
  // calls toString() on objects. Check `exc` afterwards.
  void AppendJava(std::u16string& out, Value v, Type t);
  Obj* ToJavaString(Value v, Type t);
  // Object.equals dispatch (used by Assert.assertEquals(Object, Object)).
  bool JavaEquals(Obj* a, Obj* b);
  // UTF-8 of a String object (nullptr -> "null").
  static std::string Utf8(const Obj* s);
  std::string ClassNameOf(const Obj* o) const;

  const Program* prog;  // Never null; see TestRunner::Rebind.
  const ClassTable& ct;
  RunLimits limits;
  Heap heap;
  std::vector<Value> statics;
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
};

// UTF-16 to UTF-8 (lone surrogates become '?', as Java's encoder does).
void AppendUtf8(std::string& out, std::u16string_view s);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_RUNTIME_H_
