// Class layout, the last pass of DeclareClasses (checker.h): field slots and vtables, superclasses
// before subclasses, with javac's override and implementation checks (JLS 8.4.8, 9.4.1), the
// default-method superinterfaces each class initialises (JLS 12.4.2) and the vtable slots the
// interpreter calls directly.
#ifndef APRGRID_WORKER_LANG_CLASS_LAYOUT_H_
#define APRGRID_WORKER_LANG_CLASS_LAYOUT_H_

#include <span>
#include <string>

#include "absl/status/status.h"
#include "worker/lang/classes.h"

namespace aprgrid::lang {

// "name(int,String)" as javac prints a method or constructor in its messages.
std::string MethodSignature(const ClassTable& t, const MethodInfo& m);

// Lays out every class of `t`. REQUIRES: superclasses linked and members declared (the earlier
// steps of DeclareClasses).
absl::Status LayOutClasses(std::span<const std::string> files, ClassTable& t);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_CLASS_LAYOUT_H_
