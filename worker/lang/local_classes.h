// Local classes (JLS 14.3) and anonymous classes (JLS 15.9.5) in the class table: the steps of
// DeclareClasses (checker.h) that find them in method and constructor bodies, initializers and
// field initialisers, name them as javac does, link an anonymous class to the supertype its
// `new` names, and give each one the hidden fields of the local variables it captures.
//
// What a class captures is decided syntactically, before any body is compiled (the object
// layout must be fixed first): every local variable or parameter of an enclosing body, in scope
// at the class's declaration, whose simple name the class body uses, plus everything captured by
// the local classes it creates or extends that are declared outside it. A name that the compiler
// then resolves to a field instead only costs an unused hidden field; the compiler checks that
// the captured variables it reads are effectively final (JLS 4.12.4, 8.1.3).
#ifndef APRGRID_WORKER_LANG_LOCAL_CLASSES_H_
#define APRGRID_WORKER_LANG_LOCAL_CLASSES_H_

#include <span>
#include <string>

#include "absl/status/status.h"
#include "worker/lang/classes.h"

namespace aprgrid::lang {

// Appends a ClassInfo for every local and anonymous class inside the user classes of `t` (which
// holds the top-level and member types, DeclareClassNames), each after the classes enclosing it.
// Binary names follow javac: per enclosing class, in textual order, `E$1`, `E$2` for anonymous
// classes and `E$1L`, `E$2L` for local classes named L. A class declared in static code has no
// enclosing instance (is_inner is false). Errors: javac's for a local class that repeats the
// name of a local class in scope or of an enclosing class; "outside the subject language" for
// member types of local and anonymous classes and for anonymous classes in the arguments of an
// explicit constructor call.
absl::Status DeclareLocalClasses(std::span<const std::string> files, ClassTable& t);

// The superclass (or implemented interface) of anonymous class `id`: the type its `new` names,
// with javac's errors (final class, enum, an interface given arguments).
absl::Status LinkAnonymousClass(std::span<const std::string> files, int id, ClassTable& t);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_LOCAL_CLASSES_H_
