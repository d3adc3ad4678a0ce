#include "worker/lang/interrupt.h"

namespace aprgrid::lang {
namespace {
thread_local const Interrupt* current_interrupt = nullptr;
}  // namespace

ScopedInterrupt::ScopedInterrupt(const Interrupt* interrupt) : previous_(current_interrupt) {
  current_interrupt = interrupt;
}

ScopedInterrupt::~ScopedInterrupt() { current_interrupt = previous_; }

const Interrupt* CurrentInterrupt() { return current_interrupt; }

}  // namespace aprgrid::lang
