// Java's Double.toString, Float.toString and Long/Integer.toString.
#ifndef APRGRID_WORKER_LANG_DOUBLE_FORMAT_H_
#define APRGRID_WORKER_LANG_DOUBLE_FORMAT_H_

#include <cstdint>
#include <string>

namespace aprgrid::lang {

// Double.toString exactly as JDK 17 prints it: "NaN", "Infinity", "-0.0", "1.0", "1.0E10",
// "1.0E-5", ... including FloatingDecimal's non-shortest outputs (JDK-4511638, fixed only in
// JDK 19), e.g. 1.0E23 -> "9.999999999999999E22" and Double.MIN_VALUE -> "4.9E-324".
std::string JavaDoubleToString(double d);
// Float.toString exactly as JDK 17 prints it: FloatingDecimal's digit generation run with the
// float's precision (so 0.1f -> "0.1", 1.0E10f -> "1.0E10", 3.4028235E38f, 1.4E-45f), including
// its non-shortest outputs.
std::string JavaFloatToString(float f);
std::string JavaLongToString(int64_t v);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_DOUBLE_FORMAT_H_
