// The built-in classes (Object, String, StringBuilder, the Throwable hierarchy, boxes, Math,
// Integer, Long, System/PrintStream and the test harness's Assert) and their methods, implemented
// with Java 17's observable semantics.
#ifndef APRGRID_WORKER_LANG_STDLIB_H_
#define APRGRID_WORKER_LANG_STDLIB_H_

#include "worker/lang/classes.h"

namespace aprgrid::lang {

// Adds every built-in class (ids as in types.h) with its fields and methods to an empty table.
void DeclareBuiltins(ClassTable& table);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_STDLIB_H_
