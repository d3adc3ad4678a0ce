// Local and anonymous classes (JLS 14.3, 15.9.5): their code, compiled where they are declared,
// the local variables they capture (JLS 8.1.3, 4.12.4) and the local class names in scope.
#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_call.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

int MethodCompiler::ClassOfDecl(const Node& decl) const {
  for (const ClassInfo& c : table_.classes) {
    if (c.decl == &decl) return c.id;
  }
  return -1;
}

absl::StatusOr<const Stmt*> MethodCompiler::LocalClassStmt(const Node& s) {
  const int c = ClassOfDecl(s);
  if (c < 0) return Error(s, "this local class is outside the subject language");
  local_types_.emplace_back(s.value, c);
  RETURN_IF_ERROR(CompileLocalClass(c, nullptr));
  return Make<nodes::Nop>();
}

absl::Status MethodCompiler::CompileLocalClass(int c, const MethodInfo* super_ctor) {
  // Marked only once compiled: a failed attempt (FieldConstant's trial compilation of an
  // initialiser, whose errors it drops) leaves the class to be compiled again.
  if (ctx_.compiled_local_classes.contains(c)) return absl::OkStatus();
  const ClassInfo& k = table_.cls(c);
  Program& prog = *ctx_.prog;
  for (int id : k.methods) {
    const MethodInfo& m = table_.method(id);
    MethodCompiler mc(ctx_, c, &m);
    mc.enclosing_ = this;
    if (k.is_anonymous && m.is_ctor) {
      ASSIGN_OR_RETURN(prog.code[static_cast<size_t>(id)], mc.CompileAnonymousCtor(super_ctor));
    } else {
      ASSIGN_OR_RETURN(prog.code[static_cast<size_t>(id)], mc.CompileMethod());
    }
  }
  MethodCompiler mc(ctx_, c, nullptr);
  mc.enclosing_ = this;
  ASSIGN_OR_RETURN(prog.static_inits[static_cast<size_t>(c - kFirstUserClass)],
                   mc.CompileStaticInit());
  ctx_.compiled_local_classes.insert(c);
  return absl::OkStatus();
}

absl::StatusOr<MethodCode> MethodCompiler::CompileAnonymousCtor(const MethodInfo* super_ctor) {
  num_slots_ = 1 + (super_ctor != nullptr ? static_cast<int>(super_ctor->params.size()) : 0);
  std::vector<const Stmt*> body;
  if (super_ctor != nullptr) {  // super(p1, ..., pn) with its own parameters (JLS 15.9.5.1).
    std::vector<const Expr*> args{This()};
    for (int i = 1; i < num_slots_; ++i) args.push_back(Make<nodes::Local>(i));
    body.push_back(
        Make<nodes::ExprStmt>(Make<nodes::Call>(super_ctor, std::move(args), true, false)));
  }
  anonymous_throws_ = &ctx_.anonymous_throws[cls_];
  absl::StatusOr<std::vector<const Stmt*>> inits = FieldInits(false);
  anonymous_throws_ = nullptr;
  if (!inits.ok()) return inits.status();
  body.insert(body.end(), inits->begin(), inits->end());
  RETURN_IF_ERROR(CheckCapturedLocals());
  MethodCode code;
  code.body = Make<nodes::Block>(std::move(body));
  code.num_locals = num_slots_;
  return code;
}

std::optional<MethodCompiler::OuterLocal> MethodCompiler::FindOuterLocal(
    std::string_view name) const {
  for (const MethodCompiler* e = this; e->enclosing_ != nullptr;) {
    // A field of the local class, declared or inherited, hides the enclosing body's locals.
    if (table_.FindField(e->cls_, name) != nullptr) return std::nullopt;
    e = e->enclosing_;
    if (const Local* l = e->FindLocal(name)) return OuterLocal{const_cast<MethodCompiler*>(e), l};
  }
  return std::nullopt;
}

absl::StatusOr<CExpr> MethodCompiler::CapturedLocal(const Node& where, const OuterLocal& v) {
  const Local& l = *v.local;
  // JLS 16: definitely assigned before the class body that uses it.
  if (!v.owner->da_.Has(l.slot)) {
    return Error(where, Cat("variable ", l.name, " might not have been initialized"));
  }
  if (l.constant) return Constant(*l.constant, l.type);  // Not captured at all (JLS 15.29).
  v.owner->captured_uses_.emplace_back(l.var, &where);
  CExpr c;
  ASSIGN_OR_RETURN(c.code, CapturedValue(where, l.decl,
                                         Cat("non-static variable ", l.name,
                                             " cannot be referenced from a static context")));
  c.type = l.type;
  c.may_throw = false;
  return c;
}

absl::Status MethodCompiler::CheckCapturedLocals() const {
  for (const auto& [var, where] : resource_uses_) {
    if (reassigned_[static_cast<size_t>(var)]) {
      return Error(*where, Cat("variable ", where->value,
                               " used as a try-with-resources resource neither final nor "
                               "effectively final"));
    }
  }
  for (const auto& [var, where] : captured_uses_) {
    if (reassigned_[static_cast<size_t>(var)]) {
      return Error(*where,
                   "local variables referenced from an inner class must be final or effectively "
                   "final");
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<const Expr*> MethodCompiler::CapturedValue(const Node& where, const Node* var,
                                                          std::string_view static_error) {
  for (size_t i = locals_.size(); i > 0 && !hide_locals_; --i) {
    if (locals_[i - 1].decl == var) return Make<nodes::Local>(locals_[i - 1].slot);
  }
  for (int k = cls_; k >= 0; k = table_.cls(k).super) {
    for (const FieldInfo& f : table_.cls(k).fields) {
      if (f.captured != var) continue;
      // Stored before any constructor runs, so explicit constructor calls may read it too.
      if (static_context_ && !in_ctor_call_) return Error(where, static_error);
      return Make<nodes::FieldLoad>(This(), f.slot);
    }
  }
  return Error(where, Cat("this use of the captured variable ", var->value,
                          " is outside the subject language"));
}

absl::StatusOr<std::vector<nodes::NewLocalObject::Store>> MethodCompiler::HiddenStores(
    const Node& where, int c, const Expr* outer, bool supers) {
  std::vector<nodes::NewLocalObject::Store> stores;
  for (int k = c; k >= 0; k = supers ? table_.cls(k).super : -1) {
    const ClassInfo& info = table_.cls(k);
    if (info.is_inner && outer != nullptr) stores.push_back({info.outer_slot, outer});
    for (const FieldInfo& f : info.fields) {
      if (f.captured == nullptr) continue;
      ASSIGN_OR_RETURN(const Expr* value,
                       CapturedValue(where, f.captured,
                                     "creating a local class that captures variables in a static "
                                     "context is outside the subject language"));
      stores.push_back({f.slot, value});
    }
  }
  return stores;
}

int MethodCompiler::LocalTypeNamed(std::string_view name) const {
  for (size_t i = local_types_.size(); i > 0; --i) {
    if (local_types_[i - 1].first == name) return local_types_[i - 1].second;
  }
  return -1;
}

absl::StatusOr<Type> MethodCompiler::ResolveTypeHere(const Node& type_node) {
  std::string_view text = type_node.value;
  uint8_t dims = 0;
  while (text.ends_with("[]")) {
    text.remove_suffix(2);
    ++dims;
  }
  if (int c = LocalTypeNamed(text); c >= 0) {
    Type t = Type::Class(static_cast<int16_t>(c));
    t.dims = dims;
    return t;
  }
  return ResolveType(table_, ctx_.files, type_node, false, cls_);
}

absl::StatusOr<int> MethodCompiler::ResolveClassHere(const Node& where, std::string_view name) {
  if (int c = LocalTypeNamed(name); c >= 0) return c;
  return ResolveClassName(table_, ctx_.files, where, name, cls_);
}

}  // namespace aprgrid::lang
