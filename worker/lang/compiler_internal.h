// The per-method compiler shared by compiler.cc and the compile_*.cc files (expressions,
// operators, conversions, calls, statements). Internal to aprgrid_lang.
#ifndef APRGRID_WORKER_LANG_COMPILER_INTERNAL_H_
#define APRGRID_WORKER_LANG_COMPILER_INTERNAL_H_

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "common/status_macros.h"
#include "worker/lang/ast.h"
#include "worker/lang/checker.h"
#include "worker/lang/generics.h"
#include "worker/lang/nodes_call.h"
#include "worker/lang/nodes_enum.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/nodes_switch.h"
#include "worker/lang/program.h"

namespace aprgrid::lang {

// A compiled expression with its static type (and value, for constant expressions).
struct CExpr {
  const Expr* code = nullptr;
  Type type;
  std::optional<Value> constant;
  std::vector<nodes::Concat::Part> concat;  // Parts, when `code` is a string concatenation.
  bool may_throw = true;  // False when evaluating `code` can never raise a Java exception.
  int local = -1;         // The slot, when `code` just reads a local variable.
  // The generic type (type_table.h) when it says more than `type` (type arguments or a type
  // variable); null otherwise (then a generic class's type is raw).
  const GType* g = nullptr;
};

// Binary numeric promotion (JLS 5.6.2) of two numeric operand types.
Type BinaryPromotion(Type a, Type b);

// Definite assignment: one flag per local slot. `All()` is the vacuous state of unreachable code.
class VarSet {
 public:
  void Resize(size_t n) { bits_.resize(n, all_ ? 1 : 0); }
  void Set(int slot) {
    if (static_cast<size_t>(slot) >= bits_.size())
      bits_.resize(static_cast<size_t>(slot) + 1, all_);
    bits_[static_cast<size_t>(slot)] = 1;
  }
  bool Has(int slot) const {
    return static_cast<size_t>(slot) < bits_.size() ? bits_[static_cast<size_t>(slot)] != 0 : all_;
  }
  static VarSet All() {
    VarSet v;
    v.all_ = true;
    return v;
  }
  void IntersectWith(const VarSet& o) {
    size_t n = std::max(bits_.size(), o.bits_.size());
    std::vector<char> out(n);
    for (size_t i = 0; i < n; ++i) out[i] = Has(static_cast<int>(i)) && o.Has(static_cast<int>(i));
    bits_ = std::move(out);
    all_ = all_ && o.all_;
  }
  void UnionWith(const VarSet& o) {
    size_t n = std::max(bits_.size(), o.bits_.size());
    std::vector<char> out(n);
    for (size_t i = 0; i < n; ++i) out[i] = Has(static_cast<int>(i)) || o.Has(static_cast<int>(i));
    bits_ = std::move(out);
    all_ = all_ || o.all_;
  }

 private:
  std::vector<char> bits_;
  bool all_ = false;
};

// Program-wide state shared by the method compilers.
struct CompileContext {
  Program* prog;
  std::span<const std::string> files;
  std::map<std::u16string, Obj*> strings;  // Interned literals.
  // A variant's: the base program's interned literals, looked up before adding to `strings`.
  const std::map<std::u16string, Obj*>* base_strings = nullptr;
  // Constant variables (JLS 4.12.4) among the fields: the value, or nullopt when the field is not
  // one; a field being evaluated maps to nullopt too (a cyclic initialiser is not constant).
  std::map<const FieldInfo*, std::optional<Value>> field_constants;
  // Local and anonymous classes already compiled (where declared or first created), and the
  // checked exceptions an anonymous class's instance initialisers throw, which its creation
  // throws (JLS 11.2.3, 15.9.5.1).
  std::set<int> compiled_local_classes;
  std::map<int, std::vector<int>> anonymous_throws;
};

class MethodCompiler {
 public:
  // `method` is null for a class's static initialiser. `decl`, when set, is compiled instead of
  // method->decl (an edited copy with the same signature: CompileVariant).
  MethodCompiler(CompileContext& ctx, int cls, const MethodInfo* method,
                 const Node* decl = nullptr);

  absl::StatusOr<MethodCode> CompileMethod();
  absl::StatusOr<MethodCode> CompileStaticInit();

 private:
  friend class ExprCompiler;
  struct Local {
    std::string name;
    Type type;
    int slot;
    bool is_final;
    std::optional<Value> constant;  // A constant variable (JLS 4.12.4): final, constant init.
    const Node* decl = nullptr;     // Its declaration (a hidden copy's FieldInfo::captured).
    int var = -1;                   // Its index in `reassigned_`.
    const GType* g = nullptr;       // Its generic type (CExpr::g).
    bool resource = false;          // A try-with-resources resource (JLS 14.20.3: final).
  };
  // A local variable of an enclosing body that code of a local or anonymous class uses.
  struct OuterLocal {
    MethodCompiler* owner;
    const Local* local;
  };
  // An enclosing loop, switch or labeled statement, for break/continue. A labeled loop has two:
  // the label's (for `break L`) and the loop's (for `continue L` and unlabeled jumps).
  struct Target {
    explicit Target(bool loop) : is_loop(loop) {}
    bool is_loop;
    bool has_break = false;
    bool has_continue = false;
    VarSet da_break = VarSet::All();
    VarSet da_continue = VarSet::All();
    std::string label;              // The statement's label, or "".
    bool label_only = false;        // A labeled statement's own target: only `break L` reaches it.
    int label_number = -1;          // Numbers the label's flows (LabeledBreak/LabeledContinue).
    bool labeled_continue = false;  // A `continue L` reaches this loop.
  };
  struct TryScope {  // An enclosing try body, for checked exceptions thrown inside it.
    std::vector<int> catches;
    std::vector<char> used;
    std::vector<int> thrown;  // The checked exception classes its body can throw.
  };

  // ---- compile_expr.cc ----
  absl::StatusOr<CExpr> Expression(const Node& e);
  // Boolean conditions with the definite-assignment state when true / when false.
  absl::StatusOr<CExpr> Condition(const Node& e, VarSet& when_true, VarSet& when_false);
  absl::StatusOr<CExpr> ConditionalOp(const Node& e);
  absl::StatusOr<CExpr> CastOp(const Node& e);
  absl::StatusOr<CExpr> InstanceOfOp(const Node& e);
  absl::StatusOr<CExpr> NewArrayOp(const Node& e);
  absl::StatusOr<CExpr> ArrayInitOp(const Node& e, Type type);

  // ---- compile_operators.cc ----
  absl::StatusOr<CExpr> BinaryOp(const Node& e);
  absl::StatusOr<CExpr> UnaryOp(const Node& e);
  absl::StatusOr<CExpr> AssignOp(const Node& e);
  const Expr* MakeBinary(std::string_view op, Type operand, const Expr* a, const Expr* b);
  // The fastest node for `a op b` given what is known about the operands.
  const Expr* MakeBinaryFor(std::string_view op, Type operand, const CExpr& a, const CExpr& b);
  std::optional<Value> Fold(std::string_view op, Type operand, Value a, Value b);

  // ---- compile_conversions.cc ----
  absl::StatusOr<CExpr> Literal(const Node& e);
  CExpr Constant(Value v, Type t);
  // The interned String object with these chars (a literal, or a constant expression's value:
  // JLS 3.10.5, 15.29).
  Obj* Intern(const std::u16string& s);
  CExpr StringConstant(const std::u16string& s) {
    return Constant(RefValue(Intern(s)), kStringType);
  }
  // The string conversion of a constant expression of primitive or String type.
  std::optional<std::u16string> ConstantText(const CExpr& e);
  // String.format's format `format` (the call's first argument, at `where`) is a constant whose
  // specifiers java_format.h supports (compile_format.cc).
  absl::Status CheckFormatCall(const Node& where, const CExpr& format);
  // Converts for assignment to `to` (widening, boxing, constant narrowing); error if impossible.
  absl::StatusOr<CExpr> Assignable(const Node& where, CExpr e, Type to);
  // Numeric conversion without checks (casts, promotions).
  CExpr Convert(CExpr e, Type to);
  // Unary numeric promotion (JLS 5.6.1): unboxing, then char -> int.
  CExpr Promote(CExpr e);
  // Boxing (JLS 5.1.7) of an expression of primitive type (Runtime::Box).
  CExpr BoxExpr(CExpr e);
  // Unboxing (JLS 5.1.8) of an expression of a box type (NullPointerException on null); other
  // expressions unchanged.
  CExpr UnboxExpr(CExpr e);

  // ---- compile_call.cc ----
  absl::StatusOr<CExpr> Name(const Node& e);
  absl::StatusOr<CExpr> FieldAccess(const Node& e);
  absl::StatusOr<CExpr> MethodCall(const Node& e);
  // A call of `m` without dispatch (the receiver first in `args` when `has_receiver`).
  const Expr* DirectCall(const MethodInfo* m, std::vector<const Expr*> args, bool has_receiver);
  absl::StatusOr<std::vector<CExpr>> Arguments(const Node& call, size_t first);
  // True when `m` is called with `args` by variable arity (JLS 15.12.2.4): the trailing
  // arguments are packed into a new array.
  bool VariableArity(const MethodInfo& m, std::span<const CExpr> args) const;
  // Converts `args` to the chosen method's parameter types (packing variable arity arguments).
  // `gparams` (when not empty) are the parameters' generic types at this call (GenericCall).
  absl::StatusOr<std::vector<const Expr*>> Coerce(const Node& call, size_t first,
                                                  const MethodInfo& m, std::vector<CExpr> args,
                                                  std::span<const GType* const> gparams = {});
  // Private access (JLS 6.6.1): from the owner's own code, or from code of the same top-level
  // class when `scope` (the class the field was looked up in) is the owner itself.
  // Across packages (JLS 6.6), package access and protected access (packages.h) too.
  absl::Status CheckFieldAccess(const Node& where, const FieldInfo& f, int scope);
  // Access to method or constructor `m` from code of class `from` across packages (JLS 6.6;
  // packages.h, MemberAccessible): `receiver` is the class of the qualifying expression, -1 for
  // none (a simple name, `super.f()`, a class name, a constructor call).
  absl::Status CheckMethodAccess(const Node& where, const MethodInfo& m, int receiver, int from);
  // CheckMethodAccess's test without the error.
  bool MethodAccessible(const MethodInfo& m, int receiver, int from) const;
  bool PrivateAccessible(int owner, int scope) const {
    return owner == cls_ || (scope == owner && table_.SameTopLevel(cls_, owner));
  }
  absl::Status CheckEnumStaticReference(const Node& where, const FieldInfo& f);
  std::optional<CExpr> FieldConstant(const FieldInfo& f);
  // The most specific applicable candidate (JLS 15.12.2, phases 1-3). `none_applicable`, when
  // given, is set when the error is that no candidate is applicable (not an ambiguity).
  absl::StatusOr<const MethodInfo*> Resolve(const Node& where,
                                            std::span<const MethodInfo* const> cands,
                                            std::span<const CExpr> args, std::string_view what,
                                            bool* none_applicable = nullptr);
  // Resolve among the candidates `accessible` accepts: only members accessible at the call are
  // potentially applicable (JLS 15.12.2.1), so an inaccessible overload, even a more specific
  // one, never hides an accessible one. When no accessible candidate is applicable, resolution
  // over all of them gives javac's error (the caller's access check then names the inaccessible
  // method chosen, else the arguments do not fit).
  absl::StatusOr<const MethodInfo*> ResolveAccessible(
      const Node& where, std::span<const MethodInfo* const> cands, std::span<const CExpr> args,
      std::string_view what, const std::function<bool(const MethodInfo&)>& accessible);
  // An lvalue for assignment; `type` receives the target's type, `local` its slot (or -1).
  // `*g` (if not null) receives the target's generic type (CExpr::g).
  absl::StatusOr<const nodes::LValue*> LValueOf(const Node& e, Type* type, int* local,
                                                bool compound, const GType** g = nullptr);
  const Local* FindLocal(std::string_view name) const;
  int FindClassName(const Node& e) const;  // Class id if `e` names a class (not a variable).
  // The field a simple name denotes (JLS 6.5.6.1): declared or inherited by this class, else by
  // the innermost enclosing class that has one; `*scope` (if not null) is the class searched.
  const FieldInfo* FindVisibleField(std::string_view name, int* scope) const;
  absl::Status CheckStaticContext(const Node& where, std::string_view what);
  const Expr* This();
  // `cls` when code of this class must initialise it before using its static members (a user
  // class that is not this class or one of its superclasses, JLS 12.4.1), else -1.
  int InitTarget(int cls) const;
  const Expr* StaticLoadOf(const FieldInfo& f);

  // ---- compile_new.cc ----
  absl::StatusOr<CExpr> NewObject(const Node& e);
  // The innermost enclosing instance (JLS 15.8.4, 15.9.2) of class `target` (exactly, or also of
  // a subclass unless `exact`): `this` or an object reached from it through the hidden fields that
  // hold inner objects' enclosing instances. `error` when a static context (a static method, a
  // static member class) is on the way.
  absl::StatusOr<const Expr*> EnclosingInstance(const Node& where, int target, bool exact,
                                                std::string_view error);
  // `C.this` (JLS 15.8.4).
  absl::StatusOr<CExpr> QualifiedThis(const Node& e);
  // `new C(args) { body }` (JLS 15.9.5).
  absl::StatusOr<CExpr> AnonymousObject(const Node& e, const Node& body);

  // ---- compile_local.cc: local and anonymous classes (JLS 14.3, 15.9.5) ----
  // A local class declaration: its code is compiled here, where it sees this body's locals, and
  // its name is in scope to the end of the block.
  absl::StatusOr<const Stmt*> LocalClassStmt(const Node& s);
  // Compiles the methods, constructors and static initialiser of local or anonymous class `c`
  // with this compiler as the enclosing one, once per class. `super_ctor` is the superclass
  // constructor an anonymous class's constructor calls (null: Object's).
  absl::Status CompileLocalClass(int c, const MethodInfo* super_ctor);
  // An anonymous class's constructor (JLS 15.9.5.1): passes its parameters to `super_ctor`, then
  // runs the instance initialisers.
  absl::StatusOr<MethodCode> CompileAnonymousCtor(const MethodInfo* super_ctor);
  // The class the table declares for local or anonymous class declaration `decl`.
  int ClassOfDecl(const Node& decl) const;
  // The local variable of an enclosing body a simple name denotes here (JLS 6.5.6.1): none of
  // this body's locals nor a field of a class in between has that name.
  std::optional<OuterLocal> FindOuterLocal(std::string_view name) const;
  // Reads a captured variable: its hidden copy, after javac's checks (definitely assigned at the
  // class body; effectively final, checked when its body is done: CheckCapturedLocals).
  absl::StatusOr<CExpr> CapturedLocal(const Node& where, const OuterLocal& v);
  absl::Status CheckCapturedLocals() const;
  // The value of local variable `var` (its declaration) here: a local of this body, or a hidden
  // copy of this object's class; `static_error` when only a static context is on the way.
  absl::StatusOr<const Expr*> CapturedValue(const Node& where, const Node* var,
                                            std::string_view static_error);
  // The hidden stores of a new object of class `c`: the captured variables of `c` (and of its
  // superclasses when `supers`), and `outer` (if not null) in the enclosing-instance fields of
  // the same classes that are inner.
  absl::StatusOr<std::vector<nodes::NewLocalObject::Store>> HiddenStores(const Node& where, int c,
                                                                         const Expr* outer,
                                                                         bool supers);
  // Type and class names as seen here: the local classes in scope first (JLS 6.5.5.1).
  int LocalTypeNamed(std::string_view name) const;
  absl::StatusOr<Type> ResolveTypeHere(const Node& type_node);
  absl::StatusOr<int> ResolveClassHere(const Node& where, std::string_view name);

  // ---- generics_compile.cc: generics by erasure (generics.h) ----
  // The generic type written at `type_node` here (a plain GType for a type without arguments or
  // variables; local classes in scope resolve as in ResolveTypeHere).
  absl::StatusOr<const GType*> GTypeHere(const Node& type_node);
  const GType* GOf(const CExpr& e) const {
    return e.g != nullptr ? e.g : table_.types->Plain(e.type);
  }
  // Assignable, then javac's check of the type arguments against the target's generic type
  // `to_g` (null: none); the result has `to_g` as its generic type.
  absl::StatusOr<CExpr> AssignableG(const Node& where, CExpr e, Type to, const GType* to_g);
  // `e` (whose code yields a member's erased type) seen as generic type `g`: javac's checked
  // cast (JLS 4.6, 15.12.4.5: ClassCastException for a polluted heap) to the erasure of `g`
  // when that is narrower.
  CExpr ViewAs(CExpr e, const GType* g);
  // The generic parameter types and return type of a call of `m` through a receiver of generic
  // type `receiver` (null: a static call), with the method's type arguments inferred from `args`
  // and, failing that, the target type `target` (JLS 18, the common cases). `gparams` is left
  // empty when `m` has no generic signature.
  absl::Status GenericCall(const Node& call, const MethodInfo& m, const GType* receiver,
                           std::span<const CExpr> args, const GType* target,
                           std::vector<const GType*>* gparams, const GType** gret);
  // The generic type of `new C<...>(args)` (the diamond inferred from `target` or the
  // constructor's arguments, JLS 15.9.3); null when the New names no type arguments.
  absl::StatusOr<const GType*> NewType(const Node& e, int cls, const GType* target,
                                       const MethodInfo& ctor, std::span<const CExpr> args);
  // Compiles `e` with the generic target type an enclosing declaration, assignment or return
  // gives it (used by a diamond or a generic method call that is `e` itself).
  absl::StatusOr<CExpr> ExpressionWithTarget(const Node& e, const GType* target);
  // The element type of a for-each over `e`, an Iterable (JLS 14.14.2: X for an Iterable<X>,
  // the bound of a wildcard); null for a raw Iterable (its elements are Objects).
  const GType* IterableElement(const CExpr& e) const;
  // The conversion of an element of type `elem` (read as an Object into a new slot, set in
  // `*elem_slot`) to the for-each variable of type `var` (`var_g`: its generic type or null),
  // with javac's cast: to the variable's type when it is a reference, else to the element's
  // erasure before unboxing. Null when no code is needed.
  absl::StatusOr<const Expr*> IterableElementConversion(const Node& s, const GType* elem, Type var,
                                                        const GType* var_g, int* elem_slot);

  // ---- compile_stmt.cc ----
  absl::StatusOr<const Stmt*> Statement(const Node& s);
  absl::StatusOr<const Stmt*> StatementBody(const Node& s);
  absl::StatusOr<const Stmt*> BlockStmt(const Node& s, size_t first, bool new_scope);
  absl::StatusOr<const Stmt*> LocalDecl(const Node& s);
  absl::StatusOr<const Stmt*> IfStmt(const Node& s);
  absl::StatusOr<const Stmt*> WhileStmt(const Node& s);
  absl::StatusOr<const Stmt*> DoWhileStmt(const Node& s);
  absl::StatusOr<const Stmt*> ForStmt(const Node& s);
  absl::StatusOr<const Stmt*> ForEachStmt(const Node& s);
  // The implementation of interface `iface`'s no-argument method `name` by class id (-1: none).
  std::vector<int> InterfaceImpl(int iface, std::string_view name) const;
  absl::StatusOr<const Stmt*> TryStmt(const Node& s);
  // A try-with-resources statement's resources and block, as the basic statement (JLS
  // 14.20.3.1); TryStmt puts its catch and finally clauses around it.
  absl::StatusOr<const Stmt*> ResourcesStmt(const Node& resources, const Node& block);
  // One resource: declares or finds its variable, checks it is an AutoCloseable and that the
  // exceptions of its close() are caught or declared; its slot in `*slot`, the code storing it
  // (null for Java 9's `try (r)`).
  absl::StatusOr<const Stmt*> Resource(const Node& r, int* slot);
  absl::StatusOr<const Stmt*> SwitchStmt(const Node& s);
  absl::StatusOr<const Stmt*> ThrowStmt(const Node& s);
  // A checked exception of class `cls` thrown at `where` must be caught by an enclosing try
  // (whose catch is then used) or declared by the method's `throws` clause (JLS 11.2.3).
  absl::Status CheckThrown(const Node& where, int cls);
  // CheckThrown for every class of a called method's or constructor's `throws` clause.
  absl::Status CheckCallThrows(const Node& where, const MethodInfo& m) {
    for (int16_t ex : m.throws) RETURN_IF_ERROR(CheckThrown(where, ex));
    return absl::OkStatus();
  }
  absl::StatusOr<const Stmt*> ReturnStmt(const Node& s);
  absl::StatusOr<const Stmt*> JumpStmt(const Node& s);
  absl::StatusOr<const Stmt*> LabeledStmt(const Node& s);
  // A loop's target: takes the label of an enclosing Labeled statement that labels the loop.
  Target LoopTarget();
  // Wraps a labeled loop's body so that `continue L` continues the loop.
  const Stmt* LoopBody(const Stmt* body, const Target& t);
  absl::StatusOr<const Stmt*> CtorCallStmt(const Node& s, bool* calls_this);
  absl::StatusOr<std::vector<const Stmt*>> FieldInits(bool statics);
  absl::StatusOr<const Stmt*> InitializerBlock(const Node& init);
  // An enum constant's creation (its field's initialiser), and the enum's implicit methods.
  absl::StatusOr<const Stmt*> EnumConstant(const Node& member);
  absl::StatusOr<MethodCode> ImplicitMethod();
  absl::StatusOr<int> Declare(const Node& where, const std::string& name, Type type, bool is_final);
  void PushScope() {
    scopes_.push_back(locals_.size());
    type_scopes_.push_back(local_types_.size());
  }
  void PopScope() {
    locals_.resize(scopes_.back());
    scopes_.pop_back();
    local_types_.resize(type_scopes_.back());
    type_scopes_.pop_back();
  }
  void Unreachable() {
    reachable_ = false;
    da_ = VarSet::All();
  }

  absl::Status Error(const Node& n, std::string_view message) const {
    return ErrorAt(ctx_.files, n, message);
  }
  std::string TypeName(Type t) const { return table_.TypeName(t); }
  // "int,String": the types of a call's arguments or of a method's parameters, as javac lists
  // them in its messages.
  std::string TypeList(std::span<const CExpr> args) const {
    std::string list;
    for (size_t i = 0; i < args.size(); ++i) list += (i > 0 ? "," : "") + TypeName(args[i].type);
    return list;
  }
  std::string TypeList(std::span<const Type> types) const {
    std::string list;
    for (size_t i = 0; i < types.size(); ++i) list += (i > 0 ? "," : "") + TypeName(types[i]);
    return list;
  }
  template <typename T, typename... Args>
  T* Make(Args&&... args) {
    return ctx_.prog->Make<T>(std::forward<Args>(args)...);
  }

  CompileContext& ctx_;
  const ClassTable& table_;
  int cls_;
  const MethodInfo* method_;
  const Node* decl_;
  bool static_context_;
  bool hide_locals_ = false;     // Field initialisers cannot see constructor parameters.
  bool in_initializer_ = false;  // Compiling an initializer block (no `return`, JLS 8.6).
  // Compiling an explicit constructor call's arguments (a static context that may still reach
  // the enclosing instances, JLS 8.8.7.1: they are stored before any constructor runs).
  bool in_ctor_call_ = false;
  std::vector<Local> locals_;
  std::vector<size_t> scopes_;
  int num_slots_ = 0;
  VarSet da_;
  bool reachable_ = true;
  std::vector<Target> targets_;
  std::string pending_label_;  // Set while compiling the loop a label labels.
  int num_labels_ = 0;
  std::vector<TryScope> tries_;
  // Catch parameters not assigned so far, with the checked classes `throw e` of them rethrows
  // (JLS 11.2.2: those the try block can throw that the catch clause catches).
  std::map<int, std::vector<int>> rethrows_;
  // The compiler of the body that declares this local or anonymous class (paused at the
  // declaration), or null.
  MethodCompiler* enclosing_ = nullptr;
  // Local classes in scope (name, class id) and their scope marks.
  std::vector<std::pair<std::string, int>> local_types_;
  std::vector<size_t> type_scopes_;
  // Per local variable declared in this body: assigned where it may already hold a value, so not
  // effectively final (JLS 4.12.4; definite unassignment approximated by "not definitely
  // assigned"). Uses of those variables in local and anonymous classes, to check at the end.
  std::vector<char> reassigned_;
  std::vector<std::pair<int, const Node*>> captured_uses_;
  // Variables used as resources by Java 9's `try (r)`: effectively final, checked at the end.
  std::vector<std::pair<int, const Node*>> resource_uses_;
  // Compiling an anonymous class's constructor: checked exceptions its instance initialisers
  // throw are collected here (its creation throws them) instead of reported.
  std::vector<int>* anonymous_throws_ = nullptr;
  // The generic target type of the expression being compiled (ExpressionWithTarget); taken by
  // the New or MethodCall it was set for.
  const GType* target_g_ = nullptr;
  // The casts ViewAs inserted, with the uncast code and its erased type: javac casts only where
  // the erased type does not suffice (an assignment to Object keeps a polluted value, JLS 4.12.2),
  // so Assignable drops them for such targets, and an explicit cast keeps them.
  std::map<const Expr*, std::pair<const Expr*, Type>> uncast_;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_COMPILER_INTERNAL_H_
