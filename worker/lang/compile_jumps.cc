// break, continue and labeled statements (JLS 14.7, 14.15, 14.16): their targets, reachability
// (JLS 14.22) and definite assignment, and the labeled jumps' Flow values (exec.h).
#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::StatusOr<const Stmt*> MethodCompiler::JumpStmt(const Node& s) {
  bool is_break = s.kind == Kind::kBreak;
  Target* target = nullptr;
  if (s.value.empty()) {  // The innermost loop (or switch, for break).
    for (size_t i = targets_.size(); i > 0; --i) {
      const Target& t = targets_[i - 1];
      if (!t.label_only && (is_break || t.is_loop)) {
        target = &targets_[i - 1];
        break;
      }
    }
    if (target == nullptr) {
      return Error(s, is_break ? "break outside switch or loop" : "continue outside of loop");
    }
  } else {  // JLS 14.15, 14.16: the enclosing statement with that label.
    bool found = false;
    for (size_t i = targets_.size(); i > 0; --i) {
      Target& t = targets_[i - 1];
      if (t.label != s.value) continue;
      found = true;
      if (is_break ? t.label_only : t.is_loop) {
        target = &t;
        break;
      }
    }
    if (!found) return Error(s, Cat("undefined label: ", s.value));
    if (target == nullptr) return Error(s, Cat("not a loop label: ", s.value));
  }
  if (is_break) {
    target->has_break = true;
    target->da_break.IntersectWith(da_);
  } else {
    target->has_continue = true;
    target->da_continue.IntersectWith(da_);
  }
  Unreachable();
  if (s.value.empty()) return Make<nodes::Jump>(is_break ? Flow::kBreak : Flow::kContinue);
  if (!is_break) target->labeled_continue = true;
  return Make<nodes::Jump>(is_break ? LabeledBreak(target->label_number)
                                    : LabeledContinue(target->label_number));
}

absl::StatusOr<const Stmt*> MethodCompiler::LabeledStmt(const Node& s) {
  for (const Target& t : targets_) {
    if (t.label == s.value) return Error(s, Cat("label ", s.value, " already in use"));
  }
  if (num_labels_ >= kMaxLabelsPerMethod) {
    return Error(s, Cat("more than ", kMaxLabelsPerMethod,
                        " labeled statements in one method are outside the subject language"));
  }
  Target own{false};
  own.label = s.value;
  own.label_only = true;
  own.label_number = num_labels_++;
  targets_.push_back(own);
  const Node& inner = *s.child(0);
  Kind k = inner.kind;
  bool loop = k == Kind::kWhile || k == Kind::kDoWhile || k == Kind::kFor || k == Kind::kForEach;
  if (loop) pending_label_ = s.value;
  absl::StatusOr<const Stmt*> body = StatementBody(inner);
  pending_label_.clear();
  Target t = targets_.back();
  targets_.pop_back();
  if (!body.ok()) return body.status();
  // JLS 14.22: it can complete normally if its statement can, or a `break L` is reachable.
  if (t.has_break) {
    if (reachable_) {
      da_.IntersectWith(t.da_break);
    } else {
      da_ = t.da_break;
    }
    reachable_ = true;
  }
  if (!t.has_break) return *body;
  return Make<nodes::Labeled>(*body, LabeledBreak(t.label_number));
}

MethodCompiler::Target MethodCompiler::LoopTarget() {
  Target t{true};
  if (!pending_label_.empty()) {
    t.label = std::move(pending_label_);
    pending_label_.clear();
    t.label_number = targets_.back().label_number;  // The Labeled statement's target.
  }
  return t;
}

const Stmt* MethodCompiler::LoopBody(const Stmt* body, const Target& t) {
  if (!t.labeled_continue) return body;
  return Make<nodes::LabeledBody>(body, LabeledContinue(t.label_number));
}

}  // namespace aprgrid::lang
