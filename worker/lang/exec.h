// The compiled form: a tree of closure-like nodes with virtual Eval/Exec, produced once per method
// by the compiler and run by the runtime. Types are resolved at compile time, so each node does one
// specific thing (an int addition, a local load, a virtual call) on untagged Values.
//
// Exceptions are not C++ exceptions: a throwing node stores the Java exception in Runtime::exc and
// returns; expressions check `rt->exc` after evaluating children, statements return Flow::kThrow.
#ifndef APRGRID_WORKER_LANG_EXEC_H_
#define APRGRID_WORKER_LANG_EXEC_H_

#include "worker/lang/value.h"

namespace aprgrid::lang {

struct Runtime;

struct Frame {
  Value* locals;
  Runtime* rt;
  Value ret;
};

// How a statement completed. Values from kFirstLabeled on are labeled jumps (JLS 14.15, 14.16):
// `break L` of the method's label number n is kFirstLabeled + 2n, `continue L` the next value.
// Every flow at or above kReturn leaves a loop; a Labeled node ends its own label's jumps.
enum class Flow : uint8_t { kNormal, kBreak, kContinue, kReturn, kThrow, kFirstLabeled };

inline constexpr int kMaxLabelsPerMethod = 100;
inline Flow LabeledBreak(int label) {
  return static_cast<Flow>(static_cast<int>(Flow::kFirstLabeled) + 2 * label);
}
inline Flow LabeledContinue(int label) {
  return static_cast<Flow>(static_cast<int>(Flow::kFirstLabeled) + 2 * label + 1);
}

class ExecNode {
 public:
  virtual ~ExecNode() = default;
};

class Expr : public ExecNode {
 public:
  virtual Value Eval(Frame& f) const = 0;
};

class Stmt : public ExecNode {
 public:
  virtual Flow Exec(Frame& f) const = 0;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_EXEC_H_
