// LargeStackThread: a thread with the stack the subject-language interpreter needs (it recurses
// on the native stack; lang::RunWithLargeStack gives each call a new thread with a 1 GiB stack).
// BuiltinRunner runs an attempt directly on the current thread when it is one of these, instead
// of starting a thread per attempt: a long-lived slot thread then keeps its stack pages and its
// malloc arena from one attempt to the next (a thread per attempt maps a fresh stack, faults it
// in, and may be handed a glibc arena that another thread is using).
//
// The stack is address space only: pages are committed as the interpreter touches them.
//
// Thread-safety: Join and Detach from the thread that created the object.
#ifndef APRGRID_WORKER_DAEMON_LARGE_STACK_THREAD_H_
#define APRGRID_WORKER_DAEMON_LARGE_STACK_THREAD_H_

#include <pthread.h>

#include <cstddef>
#include <functional>

namespace aprgrid::worker {

// lang::RunWithLargeStack's default stack size.
inline constexpr size_t kLargeStackBytes = size_t{1} << 30;

class LargeStackThread {
 public:
  // Starts `fn` on a new thread with a kLargeStackBytes stack. When no such thread can be made
  // (resource limits), `fn` runs on a thread with the default stack instead, where
  // OnLargeStackThread() is false (so BuiltinRunner falls back to a thread per attempt).
  explicit LargeStackThread(std::function<void()> fn);
  // REQUIRES: Join or Detach was called.
  ~LargeStackThread();

  LargeStackThread(const LargeStackThread&) = delete;
  LargeStackThread& operator=(const LargeStackThread&) = delete;

  void Join();
  void Detach();

 private:
  pthread_t thread_{};
  bool running_ = false;
};

// True on a LargeStackThread.
bool OnLargeStackThread();

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_LARGE_STACK_THREAD_H_
