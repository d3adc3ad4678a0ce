// Generics by erasure (JLS 4.4-4.8, 8.1.2, 8.4.4): the scope of type parameters, the erasure of
// a type's text, generic types of declarations, supertypes as parameterised types and the
// compile-time compatibility of parameterised types. See docs/subject-language.md, "Generics".
#ifndef APRGRID_WORKER_LANG_GENERICS_H_
#define APRGRID_WORKER_LANG_GENERICS_H_

#include <span>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "worker/lang/ast.h"
#include "worker/lang/classes.h"
#include "worker/lang/type_table.h"

namespace aprgrid::lang {

// The type parameter declaration (a Type with flag kTypeParameter) that the simple name `name`
// denotes at `where` (JLS 6.3: the parameters of the enclosing generic methods and classes,
// innermost first; code of class `context` when `where` has no enclosing class node, as in an
// edited copy of a method). Null when none. `*static_ref` is set when the parameter belongs to a
// class and a static member lies in between (javac's `non-static type variable T cannot be
// referenced from a static context`).
const Node* FindTypeParameter(const ClassTable& table, const Node& where, std::string_view name,
                              int context, bool* static_ref);

// The erased type (JLS 4.6) of type text written at `where` in the code of class `context`
// ("Box<Integer>[]" -> Box[], a type variable -> the erasure of its first bound). Only called by
// ResolveType (checker.h) for texts with type arguments or a type variable.
absl::StatusOr<Type> EraseTypeText(const ClassTable& table, std::span<const std::string> files,
                                   const Node& where, std::string_view text, int context);

// The generic type written at `type_node` (its value's text) in the code of class `context`,
// with javac's checks (number of type arguments, bounds, primitive arguments). Plain types give
// a kPlain GType.
absl::StatusOr<const GType*> ResolveGType(const ClassTable& table,
                                          std::span<const std::string> files, const Node& type_node,
                                          int context);

// Step of DeclareClasses after the members are declared: type variables of the classes and
// methods, their bounds, the parameterised supertypes and the generic member signatures.
absl::Status DeclareGenerics(std::span<const std::string> files, ClassTable& table);

// The class type `g` (of class or type-variable kind, or plain) as a parameterised type of its
// supertype `owner` (JLS 4.10.2): `Box<Integer>` for IntBox and Box; the raw `owner` when `g` is
// raw; null when `owner` is not a supertype.
const GType* AsSuper(const ClassTable& table, const GType* g, int owner);

// The generic type of class `cls` seen from its own code (`this`): C<T1..Tn>, or plain C.
const GType* SelfType(const ClassTable& table, int cls);

// The type of a member declared with generic type `member` in class `owner`, accessed through
// a receiver of type `receiver` (JLS 4.5.2; a raw receiver gives the erasure, JLS 4.8).
const GType* MemberType(const ClassTable& table, const GType* receiver, int owner,
                        const GType* member);

// Whether a value of generic type `from` may be assigned to `to` once their erasures are known
// to be compatible (JLS 5.2 with 4.10.2 and the containment of type arguments, 4.5.1; raw
// types convert both ways with javac's unchecked warning).
bool GenericAssignable(const ClassTable& table, const GType* from, const GType* to);

// A generic type as javac prints it (`Box<Integer>`, `T`, `? extends Number`).
std::string GTypeName(const ClassTable& table, const GType* g);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_GENERICS_H_
