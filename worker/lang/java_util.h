// The java.util types of the subject language: what `import java.util.X;` may name, and the
// built-in classes that are visible only where a file imports them (single-type or on demand,
// JLS 7.5). java.lang's built-ins need no import.
#ifndef APRGRID_WORKER_LANG_JAVA_UTIL_H_
#define APRGRID_WORKER_LANG_JAVA_UTIL_H_

#include <string_view>

namespace aprgrid::lang {

// True when `simple_name` is a java.util type that the language provides.
bool IsJavaUtilType(std::string_view simple_name);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_JAVA_UTIL_H_
