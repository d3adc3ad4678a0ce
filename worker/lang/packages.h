// Packages (JLS 7): the package of each source file, the imports of the program's own classes and
// packages, and access control across packages (JLS 6.6). A program without package declarations
// is all in the unnamed package, where none of this changes anything.
#ifndef APRGRID_WORKER_LANG_PACKAGES_H_
#define APRGRID_WORKER_LANG_PACKAGES_H_

#include <functional>
#include <map>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "worker/lang/ast.h"
#include "worker/lang/classes.h"

namespace aprgrid::lang {

// Records each file's package (ClassTable::packages, has_packages) and its imports of the
// program's own classes and packages (FileImports::types, FileImports::packages). Runs before
// the classes are declared.
void DeclarePackages(const Node& unit, ClassTable& t);

// Checks the imports of the program's own classes and packages once the classes are declared,
// with javac's errors: "package a.b does not exist" (no class of the program is in it),
// "cannot find symbol" (no such class in it), "C is not public in a.b; cannot be accessed from
// outside package", "a type with the same simple name is already defined by the single-type-import
// of C" (two single-type imports of different classes C), "C is already defined in this
// compilation unit" (a single-type import of a class named as one the file declares); and that
// no package is named like a class ("package a.C clashes with class of same name"). An import of
// a member type (`import a.b.C.D;`) is outside the language.
absl::Status CheckProgramImports(const Node& unit, std::span<const std::string> files,
                                 const ClassTable& t);

// javac's error for a class name written at `where` that denotes no class (ClassTable::Resolve
// returned -1 for it in the code of class `context`): "reference to C is ambiguous" (two on-demand
// imports have C), "package a.b does not exist" (a qualified name whose qualifier is neither a type
// nor a package), else "cannot find symbol: class C".
absl::Status UnknownClassName(const ClassTable& t, std::span<const std::string> files,
                              const Node& where, std::string_view name, int context);

// A class used in code of another package than `where`'s file's must be public, and so must each
// class enclosing it (JLS 6.6.1): "C is not public in a.b; cannot be accessed from outside
// package" otherwise. A protected member type is accessible there too from the body of a
// subclass of its enclosing class (JLS 6.6.2.1), when `context` (the class whose code names it,
// -1 for none) is such a body or is nested in one.
absl::Status CheckClassAccess(const ClassTable& t, std::span<const std::string> files,
                              const Node& where, int cls, int context = -1);

enum class Access { kPrivate, kPackage, kProtected, kPublic };
// The declared access of a member of class `owner` (`decl` its declaration, null for the implicit
// ones): built-in classes' and interfaces' members and enum constants are public; a default
// constructor has its class's access (JLS 8.8.9).
Access AccessOf(const ClassTable& t, int owner, const Node* decl, bool is_ctor);

// Whether code of class `from` may use a member of `owner` with access `access` (private access is
// checked elsewhere): always in the same package; outside it, public members, and protected ones
// from a subclass body (or a class nested in one) when the member is static or `receiver` (the
// static class of the qualifying expression, -1 for none: `this`, `super`, a simple name) is that
// subclass or a subclass of it (JLS 6.6.2.1). `ctor`: a protected constructor is accessible
// outside its package only through super(...) or an anonymous class, which pass `receiver` -1.
bool MemberAccessible(const ClassTable& t, int from, int owner, Access access, bool is_static,
                      int receiver, bool ctor);

// Whether a package-access member declared in `owner` is a member of `cls` (`owner` or a subclass
// of it): a class inherits it only from a superclass of its own package (JLS 8.4.8), so every
// class from `cls` up to `owner` must be in owner's package. Sub in another package does not
// inherit it, and a class of owner's package extending Sub gets nothing from Sub either.
bool PackageMemberInherited(const ClassTable& t, int cls, int owner);

// javac's message for an inaccessible member named `what` ("f(int)", "x", "C()") of `owner`.
std::string MemberAccessError(const ClassTable& t, int owner, Access access, std::string_view what);

// `type_text` (`Box`, `a.b.Box[]`, `Map<String, Box>`) with each dotted name in it replaced by
// `rewrite(name)`; the punctuation between names is kept.
std::string RewriteTypeNames(std::string_view type_text,
                             const std::function<std::string(std::string_view)>& rewrite);

// The class names of a parsed program that has no class table (tools that read programs without
// compiling them: the CRF's node characteristics): each file's package, the top-level classes of
// each package, and each file's imports of the program's own classes. Holds no pointer into
// `unit`.
class SourcePackages {
 public:
  explicit SourcePackages(const Node& unit);

  // Some file of the program declares a package.
  bool has_packages() const { return !files_.empty(); }
  // `type_text` as written in file `file` (`Box`, `Box[]`, `List<Box>`, `q.Box`) with each name
  // of a top-level class of the program, or of a member type through it (`Box.Inner`), replaced
  // by its package-qualified name (`p.Box`) as JLS 6.4.1 finds it: a single-type import, a class
  // of the file's own package, then an on-demand import (of public classes only). Other names
  // (built-in and java.util types, type variables, names already qualified) are unchanged, and so
  // is every text of a program without package declarations. Two texts are the same type where they
  // are written when their qualified texts are equal.
  std::string QualifiedTypeText(int file, std::string_view type_text) const;

 private:
  struct File {
    std::string package;
    std::vector<std::string> single;     // `a.b.C` imports of the program's classes.
    std::vector<std::string> on_demand;  // `a.b` of `a.b.*`.
  };
  // The package-qualified name of the first identifier `first` written in file `file`, or "".
  std::string Qualify(int file, std::string_view first) const;

  std::map<int, File> files_;
  // (package, top-level class) -> the class is public. An on-demand import brings in only the
  // public ones of another package (JLS 7.5.2), as ClassTable::ImportedOnDemand does.
  std::map<std::pair<std::string, std::string>, bool> classes_;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_PACKAGES_H_
