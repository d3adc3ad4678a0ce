// The class table: built-in and user classes with their fields, methods and constructors, field
// slots and virtual-method tables. Built by DeclareClasses() (checker.h) from the AST; read-only
// afterwards.
#ifndef APRGRID_WORKER_LANG_CLASSES_H_
#define APRGRID_WORKER_LANG_CLASSES_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "worker/lang/ast.h"
#include "worker/lang/type_table.h"
#include "worker/lang/types.h"
#include "worker/lang/value.h"

namespace aprgrid::lang {

struct Runtime;
// A built-in method: args[0] is the receiver for instance methods. Sets rt.exc to throw.
using BuiltinFn = Value (*)(Runtime& rt, Value* args);

struct FieldInfo {
  std::string name;
  Type type;
  int16_t owner = -1;
  bool is_static = false;
  bool is_final = false;
  bool is_private = false;
  int slot = -1;  // Instance: index in the object's fields. Static: index in the statics.
  const Node* decl = nullptr;
  std::optional<Value> constant;  // static final with a constant initializer.
  int enum_ordinal = -1;          // An enum constant: its position among the constants.
  // The generic type (type_table.h) when it mentions type arguments or variables, else null.
  const GType* gtype = nullptr;
  // A local or anonymous class's hidden copy of a local variable it captures (JLS 8.1.3): the
  // variable's declaration (LocalVarDecl, Param, ForEach or Catch). Set when the object is
  // created, before any constructor runs; `type` is Object (reads take the variable's type).
  const Node* captured = nullptr;
};

struct MethodInfo {
  std::string name;  // "<init>" for constructors.
  absl::InlinedVector<Type, 4> params;
  Type ret;
  int16_t owner = -1;
  bool is_static = false;
  bool is_ctor = false;
  bool is_private = false;
  bool is_abstract = false;     // Declared without a body; a concrete subclass overrides it.
  bool is_final = false;        // Cannot be overridden (JLS 8.4.3.3).
  std::vector<int16_t> throws;  // The classes of its `throws` clause (JLS 8.4.6).
  bool is_varargs = false;      // The last parameter is `T... x` (an array, JLS 8.4.1).
  // An enum's implicit static methods (JLS 8.9.3), compiled without a declaration; and the
  // bridge methods javac generates (JLS 15.12.4.5): a method with the erased signature of an
  // overridden generic method that casts its arguments and calls `bridge_target` virtually.
  // Calls never resolve to a bridge (FindMethods skips them); dispatch reaches them.
  enum class Implicit : uint8_t { kNone, kEnumValues, kEnumValueOf, kBridge };
  Implicit implicit = Implicit::kNone;
  int bridge_target = -1;  // kBridge: the method it calls (same class).
  // Generics (type_table.h): the method's own type parameters (JLS 8.4.4), and its return and
  // parameter types when some mention type arguments or variables (else empty / null).
  std::vector<const TypeVar*> type_params;
  const GType* gret = nullptr;
  std::vector<const GType*> gparams;
  int id = -1;                 // Index in ClassTable::methods.
  int vtable_slot = -1;        // Instance methods (not constructors).
  const Node* decl = nullptr;  // User methods.
  BuiltinFn builtin = nullptr;
};

struct ClassInfo {
  // The canonical name: `Outer.Inner` for a member type (JLS 6.7), as javac's messages print it.
  std::string name;
  // The binary name (JLS 13.1) the JVM prints (`a.b.Outer$Inner`); empty when equal to `name`.
  std::string binary_name;
  // The package of its top-level class (JLS 7.4): "" for the unnamed package and the built-ins.
  // `name` does not include it (javac's messages print simple names where they are unambiguous).
  std::string package;
  int16_t outer = -1;       // A member type's immediately enclosing class (JLS 8.1.3).
  bool is_private = false;  // A `private` member type.
  // An inner class (JLS 8.1.3): a member class without `static`. Its objects hold their
  // immediately enclosing instance (an object of `outer`) in the hidden instance field slot
  // `outer_slot`, set when the object is created, before any constructor runs.
  bool is_inner = false;
  int outer_slot = -1;
  // A local class (JLS 14.3) or an anonymous class (JLS 15.9.5), declared in a method body, an
  // initializer or a field initialiser of `outer` (inner unless that code is static). Find()
  // does not see them: a local class is in scope from its declaration to the end of its block.
  bool is_local = false;
  bool is_anonymous = false;
  // The local classes of the same body in scope at the declaration (a local class itself
  // included), in declaration order; Resolve() searches them after the class's member types.
  std::vector<int16_t> local_scope;
  int16_t id = -1;
  int16_t super = -1;
  bool builtin = false;
  // A java.util type (java_util.h): visible only in files that import it.
  bool java_util = false;
  bool is_final = false;
  bool is_abstract = false;         // Cannot be instantiated (JLS 8.1.1.1); interfaces too.
  bool is_interface = false;        // `super` is Object; `interfaces` are its superinterfaces.
  bool is_enum = false;             // `super` is Enum; its constants are its first fields.
  int values_slot = -1;             // Enums: the static slot of the array of the constants.
  std::vector<int16_t> interfaces;  // Declared by `implements` (an interface's `extends`).
  // Classes: the superinterfaces that declare a default method, in the order initialising the
  // class initialises them (JLS 12.4.2 step 7).
  std::vector<int16_t> default_interfaces;
  const Node* decl = nullptr;
  // Generics (type_table.h): the class's type parameters (JLS 8.1.2; a library class may declare
  // them too), and its direct supertypes as written (`Box<T>`; null when not parameterised).
  std::vector<const TypeVar*> type_params;
  const GType* gsuper = nullptr;
  std::vector<const GType*> ginterfaces;  // Parallel to `interfaces`.
  std::vector<FieldInfo> fields;          // Declared here (not inherited).
  std::vector<int> methods;               // Declared here, including constructors.
  std::vector<int> vtable;                // Method ids, inherited and overridden.
  // [slot]: some subclass's vtable holds another method in that slot than this class's, so a
  // call through a receiver of this static class must dispatch. Empty for interfaces (their
  // implementations are not subclasses; calls through them always dispatch).
  std::vector<bool> overridden_below;
  int num_instance_fields = 0;  // Including inherited ones.
  int depth = 0;                // 0 for Object.

  const std::string& runtime_name() const { return binary_name.empty() ? name : binary_name; }
  // The name after the last '.' (Class.getSimpleName()).
  std::string_view simple_name() const {
    if (is_anonymous) return {};  // Class.getSimpleName() of an anonymous class is "".
    std::string_view n = name;
    return n.substr(n.rfind('.') + 1);
  }
};

class ClassTable {
 public:
  std::vector<ClassInfo> classes;
  std::vector<MethodInfo> methods;
  int num_statics = 0;
  // The interned generic types of this table's declarations and of the code compiled against it.
  std::shared_ptr<TypeTable> types = std::make_shared<TypeTable>();

  const ClassInfo& cls(int id) const { return classes[static_cast<size_t>(id)]; }
  const MethodInfo& method(int id) const { return methods[static_cast<size_t>(id)]; }
  // A class of the unnamed package or a built-in one by canonical name, -1 when unknown;
  // java.util types (visible through imports only: Resolve) and local classes are not found by
  // name.
  int Find(std::string_view name) const { return FindIn("", name); }
  // Find() for a class of `package` ("" for the unnamed package and the built-ins).
  int FindIn(std::string_view package, std::string_view name) const;
  // The package of each source file (by Node::file; JLS 7.4), "" for the unnamed package.
  std::vector<std::string> packages;
  // Some source file has a package declaration (else name resolution ignores packages).
  bool has_packages = false;
  std::string_view PackageOfFile(int file) const {
    return file >= 0 && static_cast<size_t>(file) < packages.size()
               ? std::string_view(packages[static_cast<size_t>(file)])
               : std::string_view();
  }
  // Some class of the program is in `package` (a package without classes does not exist).
  bool PackageExists(std::string_view package) const;
  // The class a fully qualified name denotes (`a.b.C`, `a.b.C.Inner`: a package, a top-level
  // class in it, member types; JLS 6.5.5.2), -1 when it denotes none.
  int FindQualified(std::string_view name) const;
  // The imports of each source file (by Node::file; JLS 7.5): the java.util types it imports
  // one by one, whether it imports java.util on demand, and the program's own classes
  // (`a.b.C`) and packages (`a.b`) it imports one by one and on demand.
  struct FileImports {
    std::vector<std::string> single;
    bool on_demand = false;
    std::vector<std::string> types;
    std::vector<std::string> packages;
  };
  std::vector<FileImports> imports;
  // The type `simple` as the imports of source file `file` name it (JLS 6.4.1: a single-type
  // import shadows the file's package's types, which shadow on-demand imports); `on_demand`
  // selects which kind is asked. -1 when not imported, and when two on-demand imports have it
  // (AmbiguousOnDemand).
  int FindImported(int file, std::string_view simple, bool on_demand) const;
  // Two on-demand imports of file `file` (java.util's or the program's packages') have a type
  // named `simple` (javac's "reference to C is ambiguous", JLS 7.5.2).
  bool AmbiguousOnDemand(int file, std::string_view simple) const;
  // Class `c` (-1: none) is imported by an on-demand import of its package in file `file`: a
  // top-level class that is public or of the file's own package (JLS 7.5.2).
  bool ImportedOnDemand(int c, int file) const;
  // The class a type name (`A`, `Outer.Inner`) denotes where the code of class `context` (-1:
  // none) is (JLS 6.5.5): a simple name is a member type of `context`, of its superclasses or
  // superinterfaces (and for a local or anonymous class, the local classes in scope at its
  // declaration), then of each enclosing class outwards, else a java.util type its file
  // imports by name, else a top-level class of its file's package (a built-in java.lang class
  // too; the unnamed package's classes are invisible in other packages, JLS 7.4.2), else one
  // its file imports on demand; each further qualifier names a member type of the previous one.
  // A name whose first identifier denotes no type is a fully qualified name (FindQualified).
  // -1 when unknown. `file_hint` is the source file whose imports apply when `context` is -1
  // (a top-level class's supertypes).
  int Resolve(int context, std::string_view name, int file_hint = -1) const;
  // The member type `simple` of class `c`, declared or inherited (JLS 8.5); -1 when none.
  int FindMemberType(int c, std::string_view simple) const;
  // The top-level class that encloses `c` (itself when top-level).
  int TopLevel(int c) const;
  // Access to a private member of `owner` from code of class `from` (JLS 6.6.1): both inside
  // one top-level class.
  bool SameTopLevel(int from, int owner) const { return TopLevel(from) == TopLevel(owner); }
  bool SamePackage(int a, int b) const { return cls(a).package == cls(b).package; }
  // Some class is a member type or a local class (else name resolution is plain).
  bool has_member_types = false;
  // `sub` is `super`, extends it or implements it (directly or through superclasses and
  // superinterfaces).
  bool IsSubclass(int sub, int super) const;
  // Every interface `c` implements or extends, transitively, each once, nearest first.
  std::vector<int> AllInterfaces(int c) const;
  // A cast between reference types is allowed (JLS 5.5.1): widening, narrowing, or between a
  // non-final class and an interface, or two interfaces.
  bool IsCastable(Type from, Type to) const;
  bool IsThrowable(int id) const { return IsSubclass(id, kThrowableClass); }
  // Checked = a Throwable that is neither a RuntimeException nor an Error.
  bool IsChecked(int id) const {
    return IsThrowable(id) && !IsSubclass(id, kRuntimeExceptionClass) &&
           !IsSubclass(id, kErrorClass);
  }
  // Field by name in `cls`, its superclasses or its interfaces (their constants).
  const FieldInfo* FindField(int cls, std::string_view name) const;
  // Methods named `name` visible in `cls` (own first, then inherited from superclasses, then the
  // instance methods of its interfaces; overridden ones hidden).
  std::vector<const MethodInfo*> FindMethods(int cls, std::string_view name) const;
  std::vector<const MethodInfo*> Constructors(int cls) const;
  // A call of the method in vtable `slot` through a receiver whose static class is `cls` may
  // reach different methods for different receivers (an interface, or a subclass overrides it):
  // false when every object that can be the receiver has the same method there. The class table
  // is fixed once compiled (a variant with a class of its own is compiled whole), so the answer
  // holds for every call compiled against it.
  bool NeedsDispatch(int cls, int slot) const {
    const ClassInfo& c = this->cls(cls);
    return c.is_interface || static_cast<size_t>(slot) >= c.overridden_below.size() ||
           c.overridden_below[static_cast<size_t>(slot)];
  }
  // The vtable slot of toString()/equals(Object) (inherited from Object).
  int tostring_slot = -1;
  int equals_slot = -1;
  int hashcode_slot = -1;
  int getmessage_slot = -1;
  std::string TypeName(Type t) const;
  // Java's subtyping (reference widening) including arrays; primitives only equal themselves.
  bool IsSubtype(Type sub, Type super) const;
  // The least upper bound of two reference types (JLS 4.10.4) as far as the language can name
  // it: the nearest common superclass, arrays of the bound of their element types, else Object.
  Type LeastUpperBound(Type a, Type b) const;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_CLASSES_H_
