// Tree-building helpers shared by the operator families (not part of the public interface).
#ifndef APRGRID_WORKER_REPAIR_OPERATORS_INTERNAL_H_
#define APRGRID_WORKER_REPAIR_OPERATORS_INTERNAL_H_

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/ast.h"
#include "worker/repair/edit.h"
#include "worker/repair/operators.h"

namespace aprgrid::repair::internal {

// The expression roots that belong to statement `s` itself, not to nested statements: an if's or
// loop's condition, a for's init/update expressions, a return's or declaration's value, ...
std::vector<const lang::Node*> OwnExpressions(const lang::Node& s);
// Every node of the own expressions of `s`, pre-order, without anonymous class bodies.
std::vector<const lang::Node*> OwnExpressionNodes(const lang::Node& s);

// Parses an expression written as text (built from printed sub-expressions). Null if the text
// does not parse, which the callers treat as "no candidate".
lang::NodePtr ParseExpr(const std::string& text);
std::string Text(const lang::Node& expr);  // Printed expression.

// A copy of `tree` in which `old` (a node inside it) is replaced by `replacement`.
lang::NodePtr CloneReplacing(const lang::Node& tree, const lang::Node& old,
                             lang::NodePtr replacement);

// Java's default value of a type, as source text ("0", "0L", "0.0", "false", "(char) 0", "null").
std::string DefaultValue(std::string_view type_text);

// `if (cond) { s }`; for a return statement with a value, `if (cond) { s } else { return d; }`
// with d the method's default value, so the method still returns on every path.
lang::NodePtr Guard(const lang::Node& s, lang::NodePtr cond);

Candidate MakeCandidate(rl::Operator op, EditAction action, const lang::Node& target,
                        lang::NodePtr payload, double weight = 1, int source = -1);

}  // namespace aprgrid::repair::internal

#endif  // APRGRID_WORKER_REPAIR_OPERATORS_INTERNAL_H_
