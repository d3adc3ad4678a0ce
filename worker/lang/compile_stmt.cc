// Statements: type checking, reachability (JLS 14.22), definite assignment (JLS 16, simplified)
// and compilation.
#include <algorithm>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_iter.h"
#include "worker/lang/nodes_loop.h"
#include "worker/lang/nodes_shift.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/nodes_typed_if.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::StatusOr<int> MethodCompiler::Declare(const Node& where, const std::string& name, Type type,
                                            bool is_final) {
  for (const Local& l : locals_) {
    if (l.name == name) {
      std::string in = method_ == nullptr ? "initializer"
                       : method_->is_ctor ? Cat("constructor ", table_.cls(cls_).name)
                                          : Cat("method ", method_->name);
      return Error(where, Cat("variable ", name, " is already defined in ", in));
    }
  }
  int slot = num_slots_++;
  locals_.push_back(Local{name, type, slot, is_final, std::nullopt, &where,
                          static_cast<int>(reassigned_.size())});
  reassigned_.push_back(0);
  return slot;
}

absl::StatusOr<const Stmt*> MethodCompiler::Statement(const Node& s) {
  if (!reachable_) return Error(s, "unreachable statement");
  const Stmt* code;
  switch (s.kind) {
    case Kind::kBlock: {
      ASSIGN_OR_RETURN(code, BlockStmt(s, 0, true));
      break;
    }
    case Kind::kLocalVarDecl: {
      ASSIGN_OR_RETURN(code, LocalDecl(s));
      break;
    }
    case Kind::kExprStmt: {
      ASSIGN_OR_RETURN(CExpr e, Expression(*s.child(0)));
      // The commonest expression statements as statement nodes of their own.
      if (const auto* inc = dynamic_cast<const nodes::IncLocalInt*>(e.code)) {
        code = Make<nodes::IncLocalIntStmt>(*inc);
      } else if (const auto* set = dynamic_cast<const nodes::AssignLocal*>(e.code)) {
        code = nodes::MakeAssignLocalAs(*ctx_.prog, set->slot(), set->rhs());
        if (code == nullptr) code = Make<nodes::AssignLocalStmt>(*set);
      } else if (const auto* store = dynamic_cast<const nodes::AssignArrayL<true>*>(e.code)) {
        code = Make<nodes::AssignArrayLStmt<true>>(*store);
      } else if (const auto* store = dynamic_cast<const nodes::AssignArrayL<false>*>(e.code)) {
        code = nodes::MakeAssignArrayLocalIdxStmt(*ctx_.prog, *store);
        if (code == nullptr) code = Make<nodes::AssignArrayLStmt<false>>(*store);
      } else if (const Stmt* compound = nodes::MakeCompoundLocalStmt(*ctx_.prog, e.code)) {
        code = compound;
      } else {
        code = e.may_throw ? static_cast<const Stmt*>(Make<nodes::ExprStmt>(e.code))
                           : Make<nodes::ExprStmtNoThrow>(e.code);
      }
      break;
    }
    case Kind::kEmpty:
      code = Make<nodes::Nop>();
      break;
    case Kind::kIf: {
      ASSIGN_OR_RETURN(code, IfStmt(s));
      break;
    }
    case Kind::kWhile: {
      ASSIGN_OR_RETURN(code, WhileStmt(s));
      break;
    }
    case Kind::kDoWhile: {
      ASSIGN_OR_RETURN(code, DoWhileStmt(s));
      break;
    }
    case Kind::kFor: {
      ASSIGN_OR_RETURN(code, ForStmt(s));
      break;
    }
    case Kind::kForEach: {
      ASSIGN_OR_RETURN(code, ForEachStmt(s));
      break;
    }
    case Kind::kTry: {
      ASSIGN_OR_RETURN(code, TryStmt(s));
      break;
    }
    case Kind::kSwitch: {
      ASSIGN_OR_RETURN(code, SwitchStmt(s));
      break;
    }
    case Kind::kThrow: {
      ASSIGN_OR_RETURN(code, ThrowStmt(s));
      break;
    }
    case Kind::kReturn: {
      ASSIGN_OR_RETURN(code, ReturnStmt(s));
      break;
    }
    case Kind::kBreak:
    case Kind::kContinue: {
      ASSIGN_OR_RETURN(code, JumpStmt(s));
      break;
    }
    case Kind::kLabeled: {
      ASSIGN_OR_RETURN(code, LabeledStmt(s));
      break;
    }
    case Kind::kCtorCall:
      return Error(s, Cat("call to ", s.value, " must be first statement in constructor"));
    case Kind::kClassDecl:  // Declares; runs nothing, so no coverage.
      return LocalClassStmt(s);
    default:
      return Error(s, Cat(KindName(s.kind), " is not a statement"));
  }
  if (ctx_.prog->coverage) code = Make<nodes::Cover>(code, s.id);
  return code;
}

absl::StatusOr<const Stmt*> MethodCompiler::StatementBody(const Node& s) {
  if (s.kind == Kind::kLocalVarDecl) return Error(s, "variable declaration not allowed here");
  PushScope();
  absl::StatusOr<const Stmt*> code = Statement(s);
  PopScope();
  return code;
}

absl::StatusOr<const Stmt*> MethodCompiler::BlockStmt(const Node& s, size_t first, bool new_scope) {
  if (new_scope) PushScope();
  std::vector<const Stmt*> body;
  for (size_t i = first; i < s.size(); ++i) {
    ASSIGN_OR_RETURN(const Stmt* c, Statement(*s.child(i)));
    body.push_back(c);
  }
  if (new_scope) PopScope();
  if (body.size() == 1) return body[0];
  if (body.size() == 2) {
    if (const Stmt* fused = nodes::MakeGuardReturn(*ctx_.prog, body[0], body[1])) return fused;
    return Make<nodes::Block2>(body[0], body[1]);
  }
  return Make<nodes::Block>(std::move(body));
}

absl::StatusOr<const Stmt*> MethodCompiler::LocalDecl(const Node& s) {
  ASSIGN_OR_RETURN(Type t, ResolveTypeHere(*s.child(0)));
  ASSIGN_OR_RETURN(const GType* g, GTypeHere(*s.child(0)));
  if (g->kind == GType::Kind::kPlain) g = nullptr;
  ASSIGN_OR_RETURN(int slot, Declare(s, s.value, t, (s.flags & kFinal) != 0));
  locals_.back().g = g;
  if (s.size() < 2) return Make<nodes::Nop>();
  const Node& init = *s.child(1);
  CExpr v;
  if (init.kind == Kind::kArrayInit) {
    ASSIGN_OR_RETURN(v, ArrayInitOp(init, t));
  } else {
    ASSIGN_OR_RETURN(v, ExpressionWithTarget(init, g));
    ASSIGN_OR_RETURN(v, AssignableG(init, std::move(v), t, g));
    // A final local of primitive or String type with a constant initialiser is a constant
    // variable (JLS 4.12.4): its uses are constant expressions (JLS 15.29).
    if ((s.flags & kFinal) && v.constant && (t.IsPrimitive() || t.IsString())) {
      locals_.back().constant = v.constant;
    }
  }
  da_.Set(slot);
  if (const Stmt* typed = nodes::MakeAssignLocalAs(*ctx_.prog, slot, v.code)) return typed;
  return Make<nodes::AssignLocalStmt>(slot, v.code);
}

absl::StatusOr<const Stmt*> MethodCompiler::IfStmt(const Node& s) {
  VarSet when_true, when_false;
  ASSIGN_OR_RETURN(CExpr c, Condition(*s.child(0), when_true, when_false));
  if (!c.type.IsBoolean()) {
    return Error(*s.child(0),
                 Cat("incompatible types: ", TypeName(c.type), " cannot be converted to boolean"));
  }
  da_ = when_true;
  ASSIGN_OR_RETURN(const Stmt* then, StatementBody(*s.child(1)));
  bool then_completes = reachable_;
  VarSet after_then = da_;
  reachable_ = true;
  da_ = when_false;
  const Stmt* els = nullptr;
  if (s.size() > 2) {
    ASSIGN_OR_RETURN(els, StatementBody(*s.child(2)));
  }
  // if-then can always complete normally (JLS 14.22 treats `if (false)` specially).
  reachable_ = s.size() > 2 ? (then_completes || reachable_) : true;
  da_.IntersectWith(after_then);
  if (!reachable_) Unreachable();
  if (const Stmt* fused = nodes::MakeIfLocal(*ctx_.prog, c.code, then, els)) return fused;
  if (const Stmt* fused = nodes::MakeIfCompareConst(*ctx_.prog, c.code, then, els)) return fused;
  return Make<nodes::If>(c.code, then, els);
}

absl::StatusOr<const Stmt*> MethodCompiler::WhileStmt(const Node& s) {
  Target target = LoopTarget();
  VarSet when_true, when_false;
  ASSIGN_OR_RETURN(CExpr c, Condition(*s.child(0), when_true, when_false));
  if (!c.type.IsBoolean()) {
    return Error(*s.child(0),
                 Cat("incompatible types: ", TypeName(c.type), " cannot be converted to boolean"));
  }
  bool always = c.constant && c.constant->i;
  if (c.constant && !c.constant->i) reachable_ = false;
  da_ = when_true;
  targets_.push_back(std::move(target));
  ASSIGN_OR_RETURN(const Stmt* body, StatementBody(*s.child(1)));
  Target t = targets_.back();
  targets_.pop_back();
  body = LoopBody(body, t);
  reachable_ = !always || t.has_break;
  da_ = when_false;
  da_.IntersectWith(t.da_break);
  if (!reachable_) Unreachable();
  if (!always) {
    if (const auto* block = dynamic_cast<const nodes::Block2*>(body)) {
      if (const Stmt* shift =
              nodes::MakeWhileShiftLoop(*ctx_.prog, c.code, block->first(), block->second())) {
        return shift;
      }
      if (const Stmt* fused =
              nodes::MakeWhileAndLocal2(*ctx_.prog, c.code, block->first(), block->second())) {
        return fused;
      }
      return Make<nodes::WhileLoop2>(c.code, block->first(), block->second());
    }
    return nodes::MakeWhileLoop(*ctx_.prog, c.code, body);
  }
  return Make<nodes::Loop>(nullptr, body, std::vector<const Expr*>{}, true);
}

absl::StatusOr<const Stmt*> MethodCompiler::DoWhileStmt(const Node& s) {
  targets_.push_back(LoopTarget());
  ASSIGN_OR_RETURN(const Stmt* body, StatementBody(*s.child(0)));
  Target t = targets_.back();
  targets_.pop_back();
  body = LoopBody(body, t);
  bool cond_reachable = reachable_ || t.has_continue;
  if (!reachable_)
    da_ = t.da_continue;
  else
    da_.IntersectWith(t.da_continue);
  reachable_ = true;
  VarSet when_true, when_false;
  ASSIGN_OR_RETURN(CExpr c, Condition(*s.child(1), when_true, when_false));
  if (!c.type.IsBoolean()) {
    return Error(*s.child(1),
                 Cat("incompatible types: ", TypeName(c.type), " cannot be converted to boolean"));
  }
  bool always = c.constant && c.constant->i;
  reachable_ = (cond_reachable && !always) || t.has_break;
  da_ = when_false;
  da_.IntersectWith(t.da_break);
  if (!reachable_) Unreachable();
  return Make<nodes::Loop>(always ? nullptr : c.code, body, std::vector<const Expr*>{}, false);
}

absl::StatusOr<const Stmt*> MethodCompiler::ForStmt(const Node& s) {
  Target target = LoopTarget();
  PushScope();
  std::vector<const Stmt*> init;
  for (const NodePtr& i : s.child(0)->children) {
    ASSIGN_OR_RETURN(const Stmt* code, Statement(*i));
    init.push_back(code);
  }
  VarSet when_true = da_, when_false = VarSet::All();
  const Expr* cond = nullptr;
  bool always = true;
  if (s.child(1)->kind != Kind::kNone) {
    ASSIGN_OR_RETURN(CExpr c, Condition(*s.child(1), when_true, when_false));
    if (!c.type.IsBoolean()) {
      return Error(*s.child(1), Cat("incompatible types: ", TypeName(c.type),
                                    " cannot be converted to boolean"));
    }
    always = c.constant && c.constant->i;
    if (c.constant && !c.constant->i) reachable_ = false;
    if (!always) cond = c.code;
  }
  da_ = when_true;
  targets_.push_back(std::move(target));
  ASSIGN_OR_RETURN(const Stmt* body, StatementBody(*s.child(3)));
  Target t = targets_.back();
  targets_.pop_back();
  body = LoopBody(body, t);
  if (!reachable_)
    da_ = t.da_continue;
  else
    da_.IntersectWith(t.da_continue);
  reachable_ = true;
  std::vector<const Expr*> update;
  for (const NodePtr& u : s.child(2)->children) {
    ASSIGN_OR_RETURN(CExpr e, Expression(*u->child(0)));
    update.push_back(e.code);
  }
  PopScope();
  reachable_ = !always || t.has_break;
  da_ = when_false;
  da_.IntersectWith(t.da_break);
  if (!reachable_) Unreachable();
  const Stmt* loop = nullptr;
  if (cond != nullptr && update.size() == 1) {
    loop = nodes::MakeForShiftLoop(*ctx_.prog, cond, body, update[0]);
    if (loop == nullptr) loop = nodes::MakeForLoopInt(*ctx_.prog, cond, body, update[0]);
    if (loop == nullptr) loop = Make<nodes::ForLoop>(cond, body, update[0]);
  } else {
    loop = Make<nodes::Loop>(cond, body, std::move(update), true);
  }
  if (init.empty()) return loop;
  init.push_back(loop);
  return Make<nodes::Block>(std::move(init));
}

absl::StatusOr<const Stmt*> MethodCompiler::ForEachStmt(const Node& s) {
  Target target = LoopTarget();
  PushScope();
  ASSIGN_OR_RETURN(Type var_type, ResolveTypeHere(*s.child(0)));
  ASSIGN_OR_RETURN(const GType* var_g, GTypeHere(*s.child(0)));
  if (var_g->kind == GType::Kind::kPlain) var_g = nullptr;
  ASSIGN_OR_RETURN(CExpr arr, Expression(*s.child(1)));
  const bool iterable = !arr.type.IsArray() && arr.type.base == Base::kRef &&
                        table_.IsSubtype(arr.type, Type::Class(kIterableClass));
  if (!arr.type.IsArray() && !iterable) {
    return Error(*s.child(1),
                 Cat("for-each not applicable to expression type ", TypeName(arr.type)));
  }
  // An array's elements' generic type against the variable's (JLS 14.14.2).
  if (var_g != nullptr && !iterable) {
    const GType* elem_g = arr.g != nullptr ? table_.types->WithDims(arr.g, -1)
                                           : table_.types->Plain(arr.type.Element());
    if (!elem_g->erased.IsPrimitive() && !GenericAssignable(table_, elem_g, var_g)) {
      return Error(s, Cat("incompatible types: ", GTypeName(table_, elem_g),
                          " cannot be converted to ", GTypeName(table_, var_g)));
    }
  }
  // An Iterable<X>'s elements are Xs, a raw Iterable's Objects (JLS 14.14.2).
  Type elem = iterable ? kObjectType : arr.type.Element();
  const GType* iter_elem = iterable ? IterableElement(arr) : nullptr;
  if (iter_elem != nullptr) elem = iter_elem->erased;
  int arr_slot = num_slots_++;
  int idx_slot = num_slots_++;
  // JLS 14.14.2: each element is assigned to the variable by assignment conversion (widening,
  // boxing), e.g. `for (long x : ints)`.
  const Expr* convert = nullptr;
  int elem_slot = -1;
  if (iter_elem != nullptr) {
    ASSIGN_OR_RETURN(convert, IterableElementConversion(s, iter_elem, var_type, var_g, &elem_slot));
  } else if (elem != var_type && !(elem.IsReference() && table_.IsSubtype(elem, var_type))) {
    elem_slot = num_slots_++;
    CExpr raw;
    raw.code = Make<nodes::Local>(elem_slot);
    raw.type = elem;
    raw.local = elem_slot;
    raw.may_throw = false;
    ASSIGN_OR_RETURN(CExpr conv, Assignable(s, std::move(raw), var_type));
    convert = conv.code;
  }
  ASSIGN_OR_RETURN(int var_slot, Declare(s, s.value, var_type, (s.flags & kFinal) != 0));
  locals_.back().g = var_g;
  VarSet before = da_;
  da_.Set(var_slot);
  targets_.push_back(std::move(target));
  ASSIGN_OR_RETURN(const Stmt* body, StatementBody(*s.child(2)));
  Target t = targets_.back();
  targets_.pop_back();
  body = LoopBody(body, t);
  PopScope();
  reachable_ = true;
  da_ = before;
  if (iterable) {
    if (elem_slot < 0) elem_slot = num_slots_++;
    return Make<nodes::ForEachIterable>(arr.code,
                                        nodes::ImplTable(InterfaceImpl(kIterableClass, "iterator")),
                                        nodes::ImplTable(InterfaceImpl(kIteratorClass, "hasNext")),
                                        nodes::ImplTable(InterfaceImpl(kIteratorClass, "next")),
                                        arr_slot, elem_slot, var_slot, convert, body);
  }
  if (convert != nullptr) {
    return Make<nodes::ForEach<true>>(arr.code, arr_slot, idx_slot, elem_slot, var_slot, convert,
                                      body);
  }
  return Make<nodes::ForEach<false>>(arr.code, arr_slot, idx_slot, -1, var_slot, nullptr, body);
}

std::vector<int> MethodCompiler::InterfaceImpl(int iface, std::string_view name) const {
  const MethodInfo* m = nullptr;
  for (int id : table_.cls(iface).methods) {
    if (table_.method(id).name == name && table_.method(id).params.empty()) m = &table_.method(id);
  }
  std::vector<int> impl(table_.classes.size(), -1);
  for (const ClassInfo& c : table_.classes) {
    if (c.is_interface || !table_.IsSubclass(c.id, iface)) continue;
    for (int id : c.vtable) {
      const MethodInfo& v = table_.method(id);
      if (v.name == m->name && v.params == m->params) impl[static_cast<size_t>(c.id)] = id;
    }
  }
  return impl;
}

absl::StatusOr<const Stmt*> MethodCompiler::ReturnStmt(const Node& s) {
  if (method_ == nullptr || in_initializer_) return Error(s, "return outside method");
  const Expr* value = nullptr;
  if (s.size() > 0) {
    if (method_->ret.IsVoid()) return Error(s, "incompatible types: unexpected return value");
    ASSIGN_OR_RETURN(CExpr e, ExpressionWithTarget(*s.child(0), method_->gret));
    ASSIGN_OR_RETURN(e, AssignableG(*s.child(0), std::move(e), method_->ret, method_->gret));
    value = e.code;
  } else if (!method_->ret.IsVoid()) {
    return Error(s, "incompatible types: missing return value");
  }
  Unreachable();
  if (const auto* local = dynamic_cast<const nodes::Local*>(value)) {
    return Make<nodes::ReturnLocal>(local->slot());
  }
  if (const Stmt* typed = nodes::MakeReturnAs(*ctx_.prog, value)) return typed;
  return Make<nodes::Return>(value);
}

absl::StatusOr<const Stmt*> MethodCompiler::SwitchStmt(const Node& s) {
  ASSIGN_OR_RETURN(CExpr sel, Expression(*s.child(0)));
  // JLS 14.11: an Integer, Character, Byte or Short selector is unboxed (NullPointerException
  // on null).
  if (sel.type.IsClass(kIntegerClass) || sel.type.IsClass(kCharacterClass) ||
      sel.type.IsClass(kByteClass) || sel.type.IsClass(kShortClass)) {
    sel = UnboxExpr(std::move(sel));
  }
  const bool on_string = sel.type.IsString();  // JLS 14.11: labels are String constants.
  // On an enum, labels are the unqualified names of its constants, matched by ordinal.
  const int on_enum =
      sel.type.dims == 0 && sel.type.base == Base::kRef && table_.cls(sel.type.cls).is_enum
          ? sel.type.cls
          : -1;
  if (on_enum >= 0) sel.code = Make<nodes::EnumOrdinalOf>(sel.code);
  if (!on_string && on_enum < 0 && !sel.type.IsIntLike()) {
    if (sel.type == kLongType) {
      return Error(*s.child(0), "incompatible types: possible lossy conversion from long to int");
    }
    return Error(*s.child(0),
                 Cat("incompatible types: ", TypeName(sel.type), " cannot be converted to int"));
  }
  VarSet before = da_;
  std::vector<std::pair<int32_t, int>> labels;
  std::vector<std::pair<std::u16string, int>> string_labels;
  int dflt = -1;
  std::vector<const Stmt*> body;
  targets_.push_back(Target{false});
  PushScope();
  bool last_completes = true;
  for (size_t g = 1; g < s.size(); ++g) {
    const Node& group = *s.child(g);
    size_t first = 0;
    if (group.value == "case" && on_enum >= 0) {
      const Node& l = *group.child(0);
      const FieldInfo* k =
          l.kind == Kind::kVariableAccess ? table_.FindField(on_enum, l.value) : nullptr;
      if (k == nullptr || k->owner != on_enum || k->enum_ordinal < 0) {
        return Error(l, Cat("an enum switch case label must be the unqualified name of an "
                            "enumeration constant"));
      }
      for (const auto& other : labels) {
        if (other.first == k->enum_ordinal) return Error(l, "duplicate case label");
      }
      labels.emplace_back(k->enum_ordinal, static_cast<int>(body.size()));
      first = 1;
    } else if (group.value == "case") {
      ASSIGN_OR_RETURN(CExpr label, Expression(*group.child(0)));
      if (on_string) {
        ASSIGN_OR_RETURN(label, Assignable(*group.child(0), std::move(label), sel.type));
        std::optional<std::u16string> text = ConstantText(label);
        if (!text) return Error(*group.child(0), "constant string expression required");
        for (const auto& l : string_labels) {
          if (l.first == *text) return Error(*group.child(0), "duplicate case label");
        }
        string_labels.emplace_back(std::move(*text), static_cast<int>(body.size()));
        first = 1;
      } else {
        if (!label.constant) return Error(*group.child(0), "constant expression required");
        ASSIGN_OR_RETURN(label, Assignable(*group.child(0), std::move(label), sel.type));
        int32_t v = label.constant->i;
        for (const auto& l : labels) {
          if (l.first == v) return Error(*group.child(0), "duplicate case label");
        }
        labels.emplace_back(v, static_cast<int>(body.size()));
        first = 1;
      }
    } else {
      if (dflt >= 0) return Error(group, "duplicate default label");
      dflt = static_cast<int>(body.size());
    }
    // Every group is reachable through its label; its DA state is the one after the selector.
    reachable_ = true;
    da_ = before;
    for (size_t k = first; k < group.size(); ++k) {
      ASSIGN_OR_RETURN(const Stmt* st, Statement(*group.child(k)));
      body.push_back(st);
    }
    last_completes = reachable_;
  }
  PopScope();
  Target t = targets_.back();
  targets_.pop_back();
  reachable_ = last_completes || dflt < 0 || t.has_break || s.size() == 1;
  VarSet after = last_completes ? da_ : VarSet::All();
  if (dflt < 0) after.IntersectWith(before);
  after.IntersectWith(t.da_break);
  da_ = after;
  if (!reachable_) Unreachable();
  if (on_string) {
    return Make<nodes::SwitchString>(sel.code, std::move(string_labels), dflt, std::move(body));
  }
  std::sort(labels.begin(), labels.end());
  return Make<nodes::Switch>(sel.code, std::move(labels), dflt, std::move(body));
}

}  // namespace aprgrid::lang
