// Declaration checking: builds the class table (classes, superclasses, fields, methods,
// constructors, field slots, vtables) from the AST and reports what javac would reject at that
// level (unknown or cyclic superclass, duplicate members, bad overrides, unknown types, ...).
// Method bodies are checked by the compiler (compiler.h) as it compiles them.
#ifndef APRGRID_WORKER_LANG_CHECKER_H_
#define APRGRID_WORKER_LANG_CHECKER_H_

#include <span>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "worker/lang/ast.h"
#include "worker/lang/classes.h"

namespace aprgrid::lang {

// "file:line:col: message" for `node`, as an InvalidArgument status.
absl::Status ErrorAt(std::span<const std::string> files, const Node& node,
                     std::string_view message);

// Resolves a type's text ("int", "Foo[][]", "Outer.Inner") as written in the code of class
// `context` (-1: outside every class; ClassTable::Resolve); `void` only when allowed.
absl::StatusOr<Type> ResolveType(const ClassTable& table, std::span<const std::string> files,
                                 const Node& type_node, bool allow_void, int context);
// ResolveType for `text` written at `type_node` (its position and scope).
absl::StatusOr<Type> ResolveTypeText(const ClassTable& table, std::span<const std::string> files,
                                     const Node& type_node, std::string_view text, bool allow_void,
                                     int context);
// The class a class name denotes in the code of `context`, with javac's errors for an unknown
// name and a private member type used outside its top-level class.
absl::StatusOr<int> ResolveClassName(const ClassTable& table, std::span<const std::string> files,
                                     const Node& where, std::string_view name, int context);

// Fills `table` (which must be empty) with the built-ins and the classes of `unit`, the local
// and anonymous classes of its bodies included (local_classes.h).
absl::Status DeclareClasses(const Node& unit, std::span<const std::string> files,
                            ClassTable& table);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_CHECKER_H_
