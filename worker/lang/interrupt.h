// Cooperative interruption of running tests: a cancelled attempt or one past its wall-clock limit
// must stop within milliseconds, even inside one long test. The interpreter polls the interrupt
// every few thousand steps (loop iterations, calls and the work of built-in methods), so a set
// stop flag or a passed deadline ends the running test as TIMEOUT with TestResult::interrupted
// set; the caller then abandons the whole run (its outcomes are not meaningful).
//
// Thread-safety: `stop` is called on the interpreter's thread while another thread may be making
// it return true; it must be safe for that (an atomic load, typically). A ScopedInterrupt affects
// only the thread that made it.
#ifndef APRGRID_WORKER_LANG_INTERRUPT_H_
#define APRGRID_WORKER_LANG_INTERRUPT_H_

#include <chrono>
#include <functional>

namespace aprgrid::lang {

struct Interrupt {
  using Clock = std::chrono::steady_clock;
  std::function<bool()> stop;                             // Unset: never stops.
  Clock::time_point deadline = Clock::time_point::max();  // Wall-clock limit.

  // True when `stop` says so or the deadline has passed.
  bool Requested() const { return (stop && stop()) || Clock::now() >= deadline; }
};

// Makes `interrupt` the calling thread's current interrupt for the scope's lifetime (scopes nest;
// the previous one is restored). Tests run on this thread without RunLimits::interrupt poll it.
// REQUIRES: `interrupt` outlives the scope; destroyed on the thread that made it.
class ScopedInterrupt {
 public:
  explicit ScopedInterrupt(const Interrupt* interrupt);
  ~ScopedInterrupt();
  ScopedInterrupt(const ScopedInterrupt&) = delete;
  ScopedInterrupt& operator=(const ScopedInterrupt&) = delete;

 private:
  const Interrupt* previous_;
};

// The calling thread's current interrupt, or nullptr.
const Interrupt* CurrentInterrupt();

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_INTERRUPT_H_
