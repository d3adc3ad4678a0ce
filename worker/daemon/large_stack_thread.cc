#include "worker/daemon/large_stack_thread.h"

#include <cstdlib>
#include <memory>
#include <utility>

namespace aprgrid::worker {
namespace {

thread_local bool on_large_stack = false;

struct Start {
  std::function<void()> fn;
  bool large;
};

void* Trampoline(void* arg) {
  std::unique_ptr<Start> start(static_cast<Start*>(arg));
  on_large_stack = start->large;
  start->fn();
  return nullptr;
}

}  // namespace

LargeStackThread::LargeStackThread(std::function<void()> fn) {
  auto start = std::make_unique<Start>(Start{std::move(fn), true});
  for (size_t stack : {kLargeStackBytes, size_t{0}}) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    if (stack != 0) pthread_attr_setstacksize(&attr, stack);
    start->large = stack != 0;
    const int rc = pthread_create(&thread_, &attr, Trampoline, start.get());
    pthread_attr_destroy(&attr);
    if (rc == 0) {
      start.release();  // Owned by the thread now.
      running_ = true;
      return;
    }
  }
  std::abort();  // Not even a thread with the default stack: the process cannot go on.
}

LargeStackThread::~LargeStackThread() {
  if (running_) std::abort();  // Neither joined nor detached (as std::thread terminates).
}

void LargeStackThread::Join() {
  if (!running_) return;
  pthread_join(thread_, nullptr);
  running_ = false;
}

void LargeStackThread::Detach() {
  if (!running_) return;
  pthread_detach(thread_);
  running_ = false;
}

bool OnLargeStackThread() { return on_large_stack; }

}  // namespace aprgrid::worker
