#include "worker/lang/compiler.h"

#include <algorithm>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/parser.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

namespace {

bool HoldsClassDecl(const Node& n) {
  for (const NodePtr& c : n.children) {
    if (c->kind == Kind::kClassDecl || HoldsClassDecl(*c)) return true;
  }
  return false;
}

}  // namespace

MethodCompiler::MethodCompiler(CompileContext& ctx, int cls, const MethodInfo* method,
                               const Node* decl)
    : ctx_(ctx),
      table_(ctx.prog->table()),
      cls_(cls),
      method_(method),
      decl_(decl != nullptr     ? decl
            : method != nullptr ? method->decl
                                : nullptr),
      static_context_(method == nullptr || method->is_static) {}

absl::StatusOr<const Stmt*> MethodCompiler::InitializerBlock(const Node& init) {
  // The block cannot see the locals of the constructor it is compiled into (JLS 8.6).
  std::vector<Local> outer = std::move(locals_);
  std::vector<size_t> outer_scopes = std::move(scopes_);
  locals_.clear();
  scopes_.clear();
  VarSet outer_da = da_;
  hide_locals_ = false;
  in_initializer_ = true;
  absl::StatusOr<const Stmt*> body = BlockStmt(init, 0, true);
  in_initializer_ = false;
  hide_locals_ = true;
  locals_ = std::move(outer);
  scopes_ = std::move(outer_scopes);
  da_ = std::move(outer_da);
  if (!body.ok()) return body.status();
  if (!reachable_) return Error(init, "initializer must be able to complete normally");
  return *body;
}

absl::StatusOr<std::vector<const Stmt*>> MethodCompiler::FieldInits(bool statics) {
  std::vector<const Stmt*> out;
  const ClassInfo& c = table_.cls(cls_);
  hide_locals_ = true;
  // Field initialisers and initializer blocks in textual order (JLS 12.4.2 step 9, 12.5); an
  // enum's constants come first, then the array values() copies.
  bool values_stored = !(statics && c.is_enum);
  std::vector<int> constant_slots;
  auto store_values = [&]() {
    out.push_back(Make<nodes::StoreEnumValues>(Type::Class(static_cast<int16_t>(cls_)).ArrayOf(),
                                               constant_slots, c.values_slot));
    values_stored = true;
  };
  for (size_t k = 1; c.decl != nullptr && k < c.decl->size(); ++k) {
    const Node& member = *c.decl->child(k);
    if (member.flags & kEnumConstant) {
      if (!statics) continue;
      ASSIGN_OR_RETURN(const Stmt* create, EnumConstant(member));
      out.push_back(create);
      constant_slots.push_back(table_.FindField(cls_, member.value)->slot);
      continue;
    }
    if (!values_stored) store_values();
    if (((member.flags & kStatic) != 0) != statics) continue;
    if (member.kind == Kind::kBlock) {
      ASSIGN_OR_RETURN(const Stmt* block, InitializerBlock(member));
      out.push_back(block);
      continue;
    }
    if (member.kind != Kind::kFieldDecl || member.size() < 2) continue;
    auto it = std::find_if(c.fields.begin(), c.fields.end(),
                           [&](const FieldInfo& f) { return f.decl == &member; });
    if (it == c.fields.end()) continue;
    const FieldInfo& f = *it;
    const Node& init = *f.decl->child(1);
    CExpr v;
    if (init.kind == Kind::kArrayInit) {
      ASSIGN_OR_RETURN(v, ArrayInitOp(init, f.type));
    } else {
      ASSIGN_OR_RETURN(v, ExpressionWithTarget(init, f.gtype));
      ASSIGN_OR_RETURN(v, AssignableG(init, std::move(v), f.type, f.gtype));
    }
    const nodes::LValue* lv = statics
                                  ? static_cast<const nodes::LValue*>(Make<nodes::StaticLv>(f.slot))
                                  : Make<nodes::FieldLv>(This(), f.slot);
    out.push_back(Make<nodes::ExprStmt>(Make<nodes::Assign>(lv, v.code)));
  }
  if (!values_stored) store_values();
  hide_locals_ = false;
  return out;
}

absl::StatusOr<const Stmt*> MethodCompiler::EnumConstant(const Node& member) {
  const FieldInfo& f = *table_.FindField(cls_, member.value);
  const Node& create = *member.child(1);
  ASSIGN_OR_RETURN(std::vector<CExpr> args, Arguments(create, 0));
  std::vector<const MethodInfo*> ctors = table_.Constructors(cls_);
  ASSIGN_OR_RETURN(const MethodInfo* m, Resolve(create, ctors, args, table_.cls(cls_).name));
  RETURN_IF_ERROR(CheckCallThrows(create, *m));
  ASSIGN_OR_RETURN(std::vector<const Expr*> code_args, Coerce(create, 0, *m, std::move(args)));
  Obj* name = Intern(std::u16string(member.value.begin(), member.value.end()));
  const Expr* value =
      Make<nodes::NewEnumConstant>(cls_, name, f.enum_ordinal, m, std::move(code_args));
  return Make<nodes::ExprStmt>(Make<nodes::Assign>(Make<nodes::StaticLv>(f.slot), value));
}

absl::StatusOr<MethodCode> MethodCompiler::ImplicitMethod() {
  const ClassInfo& c = table_.cls(cls_);
  if (method_->implicit == MethodInfo::Implicit::kBridge) {
    // javac's bridge: `R m(Object a) { return this.m((Point) a); }`, dispatched virtually so that
    // a subclass's override runs (JLS 15.12.4.5).
    const MethodInfo& target = table_.method(method_->bridge_target);
    std::vector<const Expr*> args = {This()};
    for (size_t i = 0; i < method_->params.size(); ++i) {
      const Expr* a = Make<nodes::Local>(static_cast<int>(i) + 1);
      if (target.params[i] != method_->params[i]) a = Make<nodes::CheckCast>(a, target.params[i]);
      args.push_back(a);
    }
    const Expr* call = !target.is_private && target.vtable_slot >= 0 &&
                               table_.NeedsDispatch(cls_, target.vtable_slot)
                           ? Make<nodes::Call>(&target, std::move(args), true, true)
                           : DirectCall(&target, std::move(args), true);
    MethodCode code;
    if (method_->ret == kVoidType) {
      code.body = Make<nodes::Block>(
          std::vector<const Stmt*>{Make<nodes::ExprStmt>(call), Make<nodes::Return>(nullptr)});
    } else {
      code.body = Make<nodes::Return>(call);
    }
    code.num_locals = static_cast<int>(method_->params.size()) + 1;
    return code;
  }
  const Expr* value;
  if (method_->implicit == MethodInfo::Implicit::kEnumValues) {
    value = Make<nodes::EnumValues>(c.values_slot);
  } else {
    // Class.getCanonicalName(): the package, then `name` (JLS 6.7).
    value = Make<nodes::EnumValueOf>(c.values_slot,
                                     c.package.empty() ? c.name : Cat(c.package, ".", c.name));
  }
  MethodCode code;
  code.body = Make<nodes::Return>(value);
  code.num_locals = static_cast<int>(method_->params.size());
  return code;
}

absl::StatusOr<const Stmt*> MethodCompiler::CtorCallStmt(const Node& s, bool* calls_this) {
  bool is_this = s.value == "this";
  *calls_this = is_this;
  int target = is_this ? cls_ : table_.cls(cls_).super;
  if (target == kEnumClass) return Make<nodes::Nop>();  // Implicit only (checked by the caller).
  // Arguments of an explicit constructor call cannot refer to the object under construction.
  static_context_ = true;
  in_ctor_call_ = true;
  absl::StatusOr<std::vector<CExpr>> args = Arguments(s, 0);
  static_context_ = false;
  in_ctor_call_ = false;
  if (!args.ok()) return args.status();
  std::vector<const MethodInfo*> ctors = table_.Constructors(target);
  if (ctors.empty()) return Error(s, Cat("cannot call a constructor of ", table_.cls(target).name));
  ASSIGN_OR_RETURN(
      const MethodInfo* m,
      ResolveAccessible(s, ctors, *args, table_.cls(target).name, [&](const MethodInfo& c) {
        return (!c.is_private || c.owner == cls_ || table_.SameTopLevel(cls_, c.owner)) &&
               MethodAccessible(c, -1, cls_);
      }));
  if (m->is_private && m->owner != cls_ && !table_.SameTopLevel(cls_, m->owner)) {
    return Error(
        s, Cat(table_.cls(target).name, "(", ") has private access in ", table_.cls(target).name));
  }
  RETURN_IF_ERROR(CheckMethodAccess(s, *m, -1, cls_));
  RETURN_IF_ERROR(CheckCallThrows(s, *m));
  if (target == kObjectClass) return Make<nodes::Nop>();
  ASSIGN_OR_RETURN(std::vector<const Expr*> code_args, Coerce(s, 0, *m, std::move(*args)));
  code_args.insert(code_args.begin(), This());
  return Make<nodes::ExprStmt>(Make<nodes::Call>(m, std::move(code_args), true, false));
}

absl::StatusOr<MethodCode> MethodCompiler::CompileMethod() {
  if (method_->implicit != MethodInfo::Implicit::kNone) return ImplicitMethod();
  const Node* decl = decl_;
  if (!method_->is_static) num_slots_ = 1;  // `this`
  std::vector<const Stmt*> body;
  if (method_->is_ctor) {
    const Node* params = decl != nullptr ? decl->child(0) : nullptr;
    if (params != nullptr) {
      for (size_t i = 0; i < params->size(); ++i) {
        const Node& p = *params->child(i);
        ASSIGN_OR_RETURN(int slot,
                         Declare(p, p.value, method_->params[i], (p.flags & kFinal) != 0));
        if (i < method_->gparams.size() && method_->gparams[i]->kind != GType::Kind::kPlain) {
          locals_.back().g = method_->gparams[i];
        }
        da_.Set(slot);
      }
    }
    const Node* block = decl != nullptr ? decl->child(1) : nullptr;
    size_t first = 0;
    bool calls_this = false;
    const Stmt* super_call;
    if (block != nullptr && block->size() > 0 && block->child(0)->kind == Kind::kCtorCall) {
      if (block->child(0)->value == "super" && table_.cls(cls_).is_enum) {  // JLS 8.9.2.
        return Error(*block->child(0), "call to super not allowed in enum constructor");
      }
      ASSIGN_OR_RETURN(super_call, CtorCallStmt(*block->child(0), &calls_this));
      if (ctx_.prog->coverage) super_call = Make<nodes::Cover>(super_call, block->child(0)->id);
      first = 1;
    } else {
      Node implicit(Kind::kCtorCall, "super");
      const Node& where = decl != nullptr ? *decl : *table_.cls(cls_).decl;
      implicit.file = where.file;
      implicit.line = where.line;
      implicit.col = where.col;
      ASSIGN_OR_RETURN(super_call, CtorCallStmt(implicit, &calls_this));
    }
    body.push_back(super_call);
    if (!calls_this) {
      ASSIGN_OR_RETURN(std::vector<const Stmt*> inits, FieldInits(false));
      body.insert(body.end(), inits.begin(), inits.end());
    }
    if (block != nullptr) {
      ASSIGN_OR_RETURN(const Stmt* rest, BlockStmt(*block, first, true));
      body.push_back(rest);
    }
  } else {
    const Node& params = *decl->child(1);
    for (size_t i = 0; i < params.size(); ++i) {
      const Node& p = *params.child(i);
      ASSIGN_OR_RETURN(int slot, Declare(p, p.value, method_->params[i], (p.flags & kFinal) != 0));
      if (i < method_->gparams.size() && method_->gparams[i]->kind != GType::Kind::kPlain) {
        locals_.back().g = method_->gparams[i];
      }
      da_.Set(slot);
    }
    if (method_->is_abstract) {  // Never runs: every call dispatches to an override.
      MethodCode code;
      code.body = Make<nodes::Nop>();
      code.num_locals = num_slots_;
      return code;
    }
    ASSIGN_OR_RETURN(const Stmt* b, BlockStmt(*decl->child(2), 0, true));
    if (reachable_ && !method_->ret.IsVoid()) return Error(*decl, "missing return statement");
    body.push_back(b);
  }
  RETURN_IF_ERROR(CheckCapturedLocals());
  MethodCode code;
  code.body = body.size() == 1 ? body[0] : Make<nodes::Block>(std::move(body));
  code.num_locals = num_slots_;
  return code;
}

absl::StatusOr<MethodCode> MethodCompiler::CompileStaticInit() {
  ASSIGN_OR_RETURN(std::vector<const Stmt*> inits, FieldInits(true));
  RETURN_IF_ERROR(CheckCapturedLocals());
  MethodCode code;
  code.body = Make<nodes::Block>(std::move(inits));
  code.num_locals = num_slots_;
  return code;
}

namespace {

absl::Status CollectTests(Program& prog) {
  const ClassTable& t = prog.table();
  for (size_t c = kFirstUserClass; c < t.classes.size(); ++c) {
    const ClassInfo& cls = t.classes[c];
    bool any = false;
    for (int id : cls.methods) {
      const MethodInfo& m = t.method(id);
      if (m.decl == nullptr || m.decl->kind != Kind::kMethodDecl || m.decl->size() <= 3) continue;
      const Node& ann = *m.decl->child(3);
      if (!cls.package.empty()) {
        // The harness's Test is in the unnamed package, which no other package can import
        // (JLS 7.5; tests/jdk/README.md): test classes are in the unnamed package.
        return ErrorAt(prog.file_names, ann, "cannot find symbol: class Test");
      }
      if (cls.outer >= 0) {  // The harness runs the tests of top-level classes.
        return ErrorAt(prog.file_names, *m.decl,
                       "@Test methods in nested classes are outside the subject language");
      }
      if (!(m.decl->flags & kPublic) || m.is_static || !m.ret.IsVoid() || !m.params.empty()) {
        return ErrorAt(prog.file_names, *m.decl, "a @Test method must be 'public void name()'");
      }
      TestCase tc;
      tc.class_name = cls.runtime_name();  // The binary name: `name` unless packaged.
      tc.method_name = m.name;
      tc.cls = cls.id;
      tc.method = id;
      if (ann.size() > 0) {
        ASSIGN_OR_RETURN(Type ex, ResolveType(t, prog.file_names, *ann.child(0), false, cls.id));
        if (ex.dims != 0 || ex.base != Base::kRef || !t.IsThrowable(ex.cls)) {
          return ErrorAt(prog.file_names, *ann.child(0), "expected must name a Throwable class");
        }
        tc.expected = ex.cls;
      }
      prog.tests.push_back(std::move(tc));
      any = true;
    }
    if (any && cls.is_abstract) {
      return ErrorAt(prog.file_names, *cls.decl, "a test class cannot be abstract");
    }
    if (any) {
      bool no_arg = false;
      for (const MethodInfo* ctor : t.Constructors(cls.id)) no_arg |= ctor->params.empty();
      if (!no_arg) {
        return ErrorAt(prog.file_names, *cls.decl,
                       "a test class needs a constructor without parameters");
      }
    }
  }
  std::sort(prog.tests.begin(), prog.tests.end(), [](const TestCase& a, const TestCase& b) {
    // Byte-wise order of "Class.method".
    return a.class_name == b.class_name ? a.method_name < b.method_name
                                        : a.full_name() < b.full_name();
  });
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::unique_ptr<Program>> Compile(NodePtr ast, std::vector<std::string> files,
                                                 const CompileOptions& options) {
  auto prog = std::make_unique<Program>();
  prog->ast = std::move(ast);
  prog->file_names = std::move(files);
  prog->coverage = options.coverage;
  prog->num_nodes = Renumber(*prog->ast);
  RETURN_IF_ERROR(DeclareClasses(*prog->ast, prog->file_names, prog->own_table));
  const ClassTable& t = prog->table();
  CompileContext ctx{prog.get(), prog->file_names, {}, nullptr, {}, {}, {}};
  prog->code.resize(t.methods.size());
  prog->static_inits.resize(t.classes.size() - kFirstUserClass);
  // Local and anonymous classes are compiled where they are declared (compile_local.cc).
  auto local = [&](size_t c) { return t.classes[c].is_local || t.classes[c].is_anonymous; };
  for (size_t c = kFirstUserClass; c < t.classes.size(); ++c) {
    if (local(c)) continue;
    for (int id : t.classes[c].methods) {
      MethodCompiler mc(ctx, static_cast<int>(c), &t.method(id));
      ASSIGN_OR_RETURN(prog->code[static_cast<size_t>(id)], mc.CompileMethod());
    }
  }
  for (size_t c = kFirstUserClass; c < t.classes.size(); ++c) {
    if (local(c)) continue;
    MethodCompiler mc(ctx, static_cast<int>(c), nullptr);
    ASSIGN_OR_RETURN(prog->static_inits[c - kFirstUserClass], mc.CompileStaticInit());
  }
  prog->system_out_slot = t.FindField(kSystemClass, "out")->slot;
  RETURN_IF_ERROR(CollectTests(*prog));
  prog->strings = std::move(ctx.strings);
  return prog;
}

absl::StatusOr<std::unique_ptr<Program>> CompileVariant(
    std::shared_ptr<const Program> base, std::vector<MethodReplacement> replacements) {
  if (base == nullptr || base->coverage || base->base != nullptr) {
    return absl::InvalidArgumentError("a variant's base must be a whole program without coverage");
  }
  auto prog = std::make_unique<Program>();
  prog->ShareTableOf(*base);
  prog->file_names = base->file_names;
  prog->num_nodes = base->num_nodes;
  prog->code = base->code;
  prog->static_inits = base->static_inits;
  prog->system_out_slot = base->system_out_slot;
  prog->tests = base->tests;
  const ClassTable& t = prog->table();
  CompileContext ctx{prog.get(), prog->file_names, {}, &base->strings, {}, {}, {}};
  for (MethodReplacement& r : replacements) {
    if (r.method < 0 || static_cast<size_t>(r.method) >= t.methods.size() ||
        t.method(r.method).decl == nullptr || r.decl == nullptr ||
        r.decl->kind != t.method(r.method).decl->kind) {
      return absl::InvalidArgumentError("a replacement must be a user method's declaration");
    }
    const MethodInfo& m = t.method(r.method);
    // Local and anonymous classes are declarations: an edit near one may change the class table.
    if (HoldsClassDecl(*m.decl) || HoldsClassDecl(*r.decl) || t.cls(m.owner).is_local ||
        t.cls(m.owner).is_anonymous) {
      return absl::InvalidArgumentError(
          "a method declaring local or anonymous classes is compiled with the whole program");
    }
    MethodCompiler mc(ctx, m.owner, &m, r.decl.get());
    ASSIGN_OR_RETURN(prog->code[static_cast<size_t>(r.method)], mc.CompileMethod());
    prog->variant_decls.push_back(std::move(r.decl));
  }
  prog->strings = std::move(ctx.strings);
  prog->base = std::move(base);
  return prog;
}

absl::StatusOr<std::unique_ptr<Program>> CompileSources(const std::vector<SourceFile>& files,
                                                        const CompileOptions& options) {
  ASSIGN_OR_RETURN(NodePtr ast, ParseFiles(files));
  std::vector<std::string> names;
  for (const SourceFile& f : files) names.push_back(f.name);
  return Compile(std::move(ast), std::move(names), options);
}

}  // namespace aprgrid::lang
