// The built-in classes (Object, String, StringBuilder, the Throwable hierarchy, boxes, Math,
// Integer, Long, System/PrintStream and the test harness's Assert) and their methods, implemented
// with Java 17's observable semantics.
#ifndef APRGRID_WORKER_LANG_STDLIB_H_
#define APRGRID_WORKER_LANG_STDLIB_H_

#include <string_view>

#include "worker/lang/classes.h"

namespace aprgrid::lang {

// Adds every built-in class (ids as in types.h) with its fields and methods to an empty table.
void DeclareBuiltins(ClassTable& table);

// Why the JDK's member `name` of built-in class `cls` is left out of the library on purpose
// (Math's transcendental functions: their results differ from the C library's in the last
// place; Math.random: not deterministic), or nullptr when it is not one of those.
const char* OutsideLibraryMember(int cls, std::string_view name);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_STDLIB_H_
