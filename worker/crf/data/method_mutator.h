// MethodMutator: one injected bug in one method, for Injector (bug_injection.h). Given a method
// and its compilation unit, it lists where a transform could have been the fix (Candidates), and
// makes the buggy side by applying the transform's inverse there (Apply) or, for the statement
// wraps, keeps the statement as the buggy side and wraps a copy as the fixed side (WrapForward),
// recording in an InjectionPlan the labelling the labeller must recover. Injected code takes its
// shapes (methods with their arities, variables, literals) from the project's own code
// (docs/crf-dataset.md, "Fingerprints").
//
// Thread-compatible: one mutator per thread.
#ifndef APRGRID_WORKER_CRF_DATA_METHOD_MUTATOR_H_
#define APRGRID_WORKER_CRF_DATA_METHOD_MUTATOR_H_

#include <span>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "common/random.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/ast.h"

namespace aprgrid::crf {

// What one injection expects the labeller to find in the buggy clone: the statement, its
// virtual root label and the node labels (pointers into the clone).
struct InjectionPlan {
  const lang::Node* statement = nullptr;
  int vr = kEmpty;
  absl::flat_hash_map<const lang::Node*, int> labels;
};

// The shapes injected code takes from the project (docs/crf-dataset.md, "Fingerprints"): every
// method declared in the compilation unit with its arity, those of them with parameters (call
// wrappers), and the unit's number and string literals, each in the unit's pre-order. They
// depend on the unit only, so one ProjectPools serves every mutator of a method of the unit.
struct ProjectPools {
  struct Callee {
    std::string name;
    int arity = 0;
  };
  std::vector<Callee> methods;       // Never empty (a stand-in when the unit declares none).
  std::vector<Callee> wrappers;      // Never empty.
  std::vector<std::string> numbers;  // Never empty.
  std::vector<std::string> strings;  // Never empty.
};

ProjectPools CollectProjectPools(const lang::Node& unit);
// The names of the fields `class_decl` declares, in order (the variables in scope in each of its
// methods before the method's own).
std::vector<std::string> ClassFields(const lang::Node& class_decl);

class MethodMutator {
 public:
  // `pools` is CollectProjectPools of the method's compilation unit and `fields` is
  // ClassFields(*method.parent); computed once, they serve every mutator of the unit's methods.
  // REQUIRES: `method` is a method of that unit (or a clone of one, whose parent is the class);
  // `pools`, `fields`, `method` and `rng` outlive the mutator.
  MethodMutator(lang::Node& method, const ProjectPools& pools, std::span<const std::string> fields,
                Rng& rng);
  MethodMutator(const MethodMutator&) = delete;
  MethodMutator& operator=(const MethodMutator&) = delete;

  // Candidate nodes of the method for transform t (before mutation).
  std::vector<lang::Node*> Candidates(int t) const;
  // Applies the inverse of t at `x`; records the expected labels in `plan`.
  bool Apply(int t, lang::Node* x, InjectionPlan& plan);
  // Forward wraps: the statement x of the method stays as the buggy side, and its copy
  // `fixed_x` in a clone of the method is wrapped by statement wrap t (Wrap-IF-*, Wrap-IFELSE-*,
  // Wrap-TRY), which makes the fixed side. Correct code rarely holds an if/else/try around a
  // single statement, so the inverse alone leaves these transforms far below Table VI.
  void WrapForward(int t, lang::Node* x, lang::Node* fixed_x, InjectionPlan& plan);

 private:
  using Callee = ProjectPools::Callee;
  const std::string& Pick(const std::vector<std::string>& v);
  // The variables in scope: the class's fields, then the method's parameters and locals.
  size_t NumVars() const { return fields_.size() + locals_.size(); }
  // REQUIRES: NumVars() > 0. One draw, as Pick over the fields followed by the locals.
  const std::string& PickVar();
  std::string OtherVar(const std::string& not_this);
  // A guard condition; it mentions `null` exactly when `null_check` (Wrap-IF-N/-O and the other
  // null/other pairs are told apart by that). Shapes vary: comparisons with null, the
  // project's literals or another variable, a boolean variable, a call of a project method.
  lang::NodePtr Condition(bool null_check);
  static lang::NodePtr Take(lang::Node* x);
  static void Replace(lang::Node* x, lang::NodePtr y);
  const Callee& PickCallee(const std::vector<Callee>& v);
  // An argument or operand as the project writes them: a variable in scope, a literal of the
  // project, or a call of a project method without arguments.
  lang::NodePtr Operand();
  // A call's target: none (a method of the class) or, a third of the time, a variable in scope.
  lang::NodePtr Target();
  // A call of a project method with as many arguments as it declares; `keep` (when not null)
  // becomes one of them, at a random position.
  lang::NodePtr Call(const Callee& callee, lang::NodePtr keep);

  lang::Node& method_;
  Rng& rng_;
  const ProjectPools* pools_;
  std::span<const std::string> fields_;
  std::vector<std::string> locals_;  // The method's parameters and locals, in pre-order.
};

// Whether transform t wraps a statement (Wrap-IF-N/-O, Wrap-IFELSE-N/-O, Wrap-TRY).
bool IsStatementWrap(int t);

// Statements a forward wrap may enclose: direct statements of a block, except declarations
// (wrapping one would end its scope) and nested blocks. The block must hold another statement:
// a lone statement's block would match the new THEN/TRY block (same contents), so the statement
// would not move and the differ would see no wrap.
std::vector<lang::Node*> ForwardWrapCandidates(lang::Node& method);

// The innermost statement (not a block) enclosing `n`, or null.
const lang::Node* EnclosingStatement(const lang::Node* n);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_METHOD_MUTATOR_H_
