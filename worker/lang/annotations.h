// javac's checks of the annotations the subject language has besides @Test (ast.h, Node::
// annotations; docs/subject-language.md, "Annotations"): @Override on a method that overrides or
// implements a method of a supertype (JLS 9.6.4.4), @FunctionalInterface on an interface with
// exactly one abstract method (JLS 9.6.4.9, 9.8), @SafeVarargs on a variable arity method that
// cannot be overridden or on a constructor (JLS 9.6.4.7). Where an annotation may appear (its
// @Target) and that it is not repeated is checked by the parser.
#ifndef APRGRID_WORKER_LANG_ANNOTATIONS_H_
#define APRGRID_WORKER_LANG_ANNOTATIONS_H_

#include <span>
#include <string>

#include "absl/status/status.h"
#include "worker/lang/classes.h"

namespace aprgrid::lang {

// Checks the annotations of every user class and method of `table`, returning the first error
// as "file:line:col: message" (InvalidArgument) with javac's wording: `method does not override
// or implement a method from a supertype`, `static methods cannot be annotated with @Override`,
// `Unexpected @FunctionalInterface annotation (...)`, `Invalid SafeVarargs annotation. ...`. A
// user class named like one of java.lang's annotations (`class Override`) is outside the
// language. REQUIRES: `table` laid out (the last pass of DeclareClasses, checker.h).
absl::Status CheckAnnotations(std::span<const std::string> files, const ClassTable& table);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_ANNOTATIONS_H_
