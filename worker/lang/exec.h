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

enum class Flow : uint8_t { kNormal, kBreak, kContinue, kReturn, kThrow };

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
