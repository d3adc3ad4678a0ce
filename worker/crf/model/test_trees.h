// Small hand-made trees shared by the CRF tests.
#ifndef APRGRID_WORKER_CRF_MODEL_TEST_TREES_H_
#define APRGRID_WORKER_CRF_MODEL_TEST_TREES_H_

#include "worker/crf/model/transforms.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

// The sample of docs/crf-transform-prediction.md, section 2: `r = (a - b) + c;` under a virtual
// root, labelled for the fix `r = abs(a - b) * c;` (BinOper-Rep on `+`, Wrap-Meth on `-`). Ids: 0
// vr, 1 =, 2 r, 3 +, 4 -, 5 a, 6 b, 7 c.
inline LabeledTree WorkedExampleSample() {
  Tree t;
  int assign = *t.AddNode(-1, "Assignment", "=");
  (void)*t.AddNode(assign, "VariableAccess", "r", {"V1"});
  int plus = *t.AddNode(assign, "BinaryOperator", "+", {"BO1_arithmetic"});
  int minus = *t.AddNode(plus, "BinaryOperator", "-", {"BO1_arithmetic"});
  (void)*t.AddNode(minus, "VariableAccess", "a", {"V1"});
  (void)*t.AddNode(minus, "VariableAccess", "b", {"V1", "V15"});
  (void)*t.AddNode(plus, "VariableAccess", "c", {"V1"});
  LabeledTree s{t.WithVirtualRoot(), {}};
  s.gold = {kEmpty, kEmpty, kEmpty, kBinOperRep, kWrapMeth, kEmpty, kEmpty, kEmpty};
  return s;
}

// `f(x, x);` under a virtual root, with Meth-RW-Meth on the call: two equal siblings, so the
// special-triangle feature fires. Ids: 0 vr, 1 f, 2 x, 3 x.
inline LabeledTree RepeatedArgumentSample() {
  Tree t;
  int call = *t.AddNode(-1, "MethodCall", "f", {"M11"});
  (void)*t.AddNode(call, "VariableAccess", "x");
  (void)*t.AddNode(call, "VariableAccess", "x");
  LabeledTree s{t.WithVirtualRoot(), {}};
  s.gold = {kWrapTry, kMethRwMeth, kEmpty, kEmpty};
  return s;
}

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_TEST_TREES_H_
