// Generic types (JLS 4.4, 4.5, 4.8) beside the 4-byte erased `Type`: type variables,
// parameterised types, wildcards and raw types, interned in a TypeTable that the class table
// owns. Code generation works on erasures (JLS 4.6) only; the compiler uses these types to check
// programs as javac does and to insert the casts javac inserts where a member's erased type is
// wider than its type as seen through a parameterised type.
//
// Thread-safety: a TypeTable interns under a mutex (variants compile concurrently against one
// base table); interned GTypes and TypeVars are immutable and live as long as the table.
#ifndef APRGRID_WORKER_LANG_TYPE_TABLE_H_
#define APRGRID_WORKER_LANG_TYPE_TABLE_H_

#include <deque>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/synchronization/mutex.h"
#include "worker/lang/types.h"

namespace aprgrid::lang {

struct GType;

// A type parameter of a class or method (JLS 4.4). `bounds` are filled once the declaring
// class's or method's signature is resolved; `erasure` is that of its first bound (Object when
// unbounded).
struct TypeVar {
  std::string name;
  int16_t owner_class = -1;  // The declaring class; for a method's, the method's class.
  int method = -1;           // The declaring method's id, or -1 for a class's parameter.
  int index = 0;             // Position in its declaration's list.
  std::vector<const GType*> bounds;
  bool resolved = false;  // `bounds` are filled.
  Type erasure = Type::Class(kObjectClass);
};

struct GType {
  enum class Kind : uint8_t {
    kPlain,     // A type without type arguments or variables: `erased` says everything.
    kClass,     // C<args> (`args` not empty), or the raw C (empty) of a generic class C.
    kVar,       // A type variable.
    kWildcard,  // `?`, `? extends bound`, `? super bound` (only as a type argument).
  };
  enum class Bound : uint8_t { kNone, kExtends, kSuper };
  Kind kind = Kind::kPlain;
  Type erased;  // The erasure, array dimensions included.
  uint8_t dims = 0;
  int16_t cls = -1;                 // kClass.
  std::vector<const GType*> args;   // kClass.
  const TypeVar* var = nullptr;     // kVar.
  Bound bound_kind = Bound::kNone;  // kWildcard.
  const GType* bound = nullptr;     // kWildcard with a bound.

  bool IsVar() const { return kind == Kind::kVar && dims == 0; }
  bool IsWildcard() const { return kind == Kind::kWildcard; }
};

class TypeTable {
 public:
  TypeTable() = default;
  TypeTable(const TypeTable&) = delete;
  TypeTable& operator=(const TypeTable&) = delete;

  const GType* Plain(Type t) const;
  const GType* Class(int16_t cls, std::vector<const GType*> args, uint8_t dims, Type erased) const;
  const GType* Var(const TypeVar* v, uint8_t dims) const;
  const GType* Wildcard(GType::Bound kind, const GType* bound) const;
  // `g` with `dims` more array dimensions (or fewer, when negative and `g` has them).
  const GType* WithDims(const GType* g, int delta) const;

  // A new type variable. Variants compiled concurrently against one base table declare theirs in
  // it too, so this, VarAt and RegisterVarAt take the mutex.
  TypeVar* NewVar(std::string name, int16_t owner_class, int method, int index);
  // The type variable declared by the type parameter at this source position in the program whose
  // class table is `program`, if any. By position, because a variant compiled against its base's
  // class table (CompileVariant) refers to the parameters through copies of the declarations; and
  // by program, because every program copies the built-in prototype's table (DeclareBuiltins)
  // and so shares this one, and two programs of the same sources compiled at once (a bug's fixed
  // and buggy versions) must not take each other's variables. A program declares each of its
  // parameters (replacing an entry a freed program at the same address left) before reading any.
  const TypeVar* VarAt(const void* program, int file, int line, int col,
                       const std::string& name) const;
  void RegisterVarAt(const void* program, int file, int line, int col, const std::string& name,
                     const TypeVar* v);

  // Replaces the variables `vars` by `args` in `g` (JLS 4.5.2: the type of a member of a
  // parameterised type). Wildcard arguments stand for their upper bound (what reading such a
  // member yields: `? extends X` gives X, `?` and `? super X` the variable's erasure).
  const GType* Subst(const GType* g, const std::vector<const TypeVar*>& vars,
                     const std::vector<const GType*>& args) const;
  // The erasure with every type variable and type argument dropped (JLS 4.6).
  static Type Erase(const GType* g) { return g->erased; }
  // True when `g` mentions a type variable.
  static bool HasVars(const GType* g);

 private:
  const GType* Intern(GType g) const;

  mutable absl::Mutex mu_;
  mutable std::deque<GType> types_ ABSL_GUARDED_BY(mu_);
  using Key =
      std::tuple<int, uint32_t, int, int, const void*, const void*, std::vector<const void*>>;
  mutable std::map<Key, const GType*> index_ ABSL_GUARDED_BY(mu_);
  mutable std::map<uint32_t, const GType*> plain_ ABSL_GUARDED_BY(mu_);  // Plain() by Type bits.
  std::deque<TypeVar> vars_ ABSL_GUARDED_BY(mu_);
  std::map<std::tuple<const void*, int, int, int, std::string>, const TypeVar*> var_at_
      ABSL_GUARDED_BY(mu_);
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_TYPE_TABLE_H_
