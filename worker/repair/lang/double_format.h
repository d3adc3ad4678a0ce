// Java's Double.toString and Long/Integer.toString.
#ifndef APRGRID_WORKER_REPAIR_LANG_DOUBLE_FORMAT_H_
#define APRGRID_WORKER_REPAIR_LANG_DOUBLE_FORMAT_H_

#include <cstdint>
#include <string>

namespace aprgrid::lang {

// Double.toString: "NaN", "Infinity", "-0.0", "1.0", "1.0E10", "1.0E-5", ... using the shortest
// digit string that round-trips (std::to_chars). JDK 17's FloatingDecimal sometimes prints one
// more digit than the shortest form (e.g. 1.0E23 -> "9.999999999999999E22", JDK-4511638); such
// values are known gaps, listed in docs/subject-language.md.
std::string JavaDoubleToString(double d);
std::string JavaLongToString(int64_t v);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_REPAIR_LANG_DOUBLE_FORMAT_H_
