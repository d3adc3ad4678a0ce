// The built-in classes (Object, String, StringBuilder, the Throwable hierarchy, boxes, Math,
// Integer, Long, System/PrintStream and the test harness's Assert) and their methods, implemented
// with Java 17's observable semantics.
#ifndef APRGRID_WORKER_LANG_STDLIB_H_
#define APRGRID_WORKER_LANG_STDLIB_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "worker/lang/classes.h"

namespace aprgrid::lang {

// Adds every built-in class (ids as in types.h) with its fields and methods to an empty table.
void DeclareBuiltins(ClassTable& table);

// Why the JDK's member `name` of built-in class `cls`, called with `arity` arguments, is left
// out of the library on purpose (Math's transcendental functions and Random.nextGaussian: their
// results differ from the C library's in the last place; Math.random and
// Collections.shuffle(list): not deterministic), or nullptr when it is not one of those.
const char* OutsideLibraryMember(int cls, std::string_view name, size_t arity);
// Why the JDK's constructor of built-in class `cls` with `arity` parameters is left out on
// purpose (`new Random()`: seeded from the clock), or nullptr.
const char* OutsideLibraryConstructor(int cls, size_t arity);
// Why extending built-in class `cls`, or implementing (extending) built-in interface `cls`, which
// the JDK allows, is outside the language (Random: an overriding next(int) would change every
// draw; CharSequence: the library takes only a String or a StringBuilder as one), or nullptr.
const char* OutsideLibrarySuperclass(int cls);

// Whether the trimmed ASCII text `s` is a Java floating-point number as Double.parseDouble and
// Float.parseFloat read it (FloatingDecimal's grammar: a sign, NaN, Infinity, decimal digits with
// an optional exponent, or hexadecimal digits with a binary exponent, and an f/F/d/D suffix),
// which includes every floating-point literal (JLS 3.10.2) with its underscores removed. On
// success `*c_text` is the text strtod and strtof read to the same value, correctly rounded
// (the suffix dropped, a NaN or an infinity spelled for C). Defined in stdlib_double.cc.
bool JavaFloatingText(const std::string& s, std::string* c_text);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_STDLIB_H_
