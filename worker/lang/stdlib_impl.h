// Implementations of the built-in methods (see stdlib.h). Internal to aprgrid_lang.
#ifndef APRGRID_WORKER_LANG_STDLIB_IMPL_H_
#define APRGRID_WORKER_LANG_STDLIB_IMPL_H_

#include "worker/lang/runtime.h"

namespace aprgrid::lang::stdlib {

class Declarer;  // stdlib_declarer.h

Value AssertEqualsBoolean(Runtime& rt, Value* a);
Value AssertEqualsDouble(Runtime& rt, Value* a);
Value AssertEqualsLong(Runtime& rt, Value* a);
Value AssertEqualsObject(Runtime& rt, Value* a);
Value AssertFail(Runtime& rt, Value* a);
Value AssertFailMessage(Runtime& rt, Value* a);
Value AssertFalse(Runtime& rt, Value* a);
Value AssertNotNull(Runtime& rt, Value* a);
Value AssertNull(Runtime& rt, Value* a);
Value AssertTrue(Runtime& rt, Value* a);
Value BoxEquals(Runtime& rt, Value* a);
Value BoxHashCode(Runtime& rt, Value* a);
Value EnumCompareTo(Runtime& rt, Value* a);
Value EnumName(Runtime& rt, Value* a);
Value EnumOrdinal(Runtime& rt, Value* a);
Value BoxToString(Runtime& rt, Value* a);
Value IntegerParseInt(Runtime& rt, Value* a);
Value MathAbsDouble(Runtime& rt, Value* a);
Value MathAbsInt(Runtime& rt, Value* a);
Value MathAbsLong(Runtime& rt, Value* a);
Value MathCeil(Runtime& rt, Value* a);
Value MathFloor(Runtime& rt, Value* a);
Value MathMaxDouble(Runtime& rt, Value* a);
Value MathMaxInt(Runtime& rt, Value* a);
Value MathMaxLong(Runtime& rt, Value* a);
Value MathMinDouble(Runtime& rt, Value* a);
Value MathMinInt(Runtime& rt, Value* a);
Value MathMinLong(Runtime& rt, Value* a);
Value MathPow(Runtime& rt, Value* a);
Value MathSqrt(Runtime& rt, Value* a);
Value Nop(Runtime& rt, Value* a);
Value ObjectEquals(Runtime& rt, Value* a);
Value ObjectHashCode(Runtime& rt, Value* a);
Value ObjectToString(Runtime& rt, Value* a);
Value PrintlnEmpty(Runtime& rt, Value* a);
Value SbAppendBoolean(Runtime& rt, Value* a);
Value SbAppendChar(Runtime& rt, Value* a);
Value SbAppendChars(Runtime& rt, Value* a);
Value SbAppendDouble(Runtime& rt, Value* a);
Value SbAppendInt(Runtime& rt, Value* a);
Value SbAppendLong(Runtime& rt, Value* a);
Value SbAppendObject(Runtime& rt, Value* a);
Value SbAppendString(Runtime& rt, Value* a);
Value SbCharAt(Runtime& rt, Value* a);
Value SbInit(Runtime& rt, Value* a);
Value SbInitString(Runtime& rt, Value* a);
Value SbLength(Runtime& rt, Value* a);
Value SbReverse(Runtime& rt, Value* a);
Value SbSetCharAt(Runtime& rt, Value* a);
Value SbToString(Runtime& rt, Value* a);
Value StrCharAt(Runtime& rt, Value* a);
Value StrCompareTo(Runtime& rt, Value* a);
Value StrConcat(Runtime& rt, Value* a);
Value StrContains(Runtime& rt, Value* a);
Value StrEndsWith(Runtime& rt, Value* a);
Value StrEquals(Runtime& rt, Value* a);
Value StrEqualsIgnoreCase(Runtime& rt, Value* a);
Value StrHashCode(Runtime& rt, Value* a);
Value StrIndexOfChar(Runtime& rt, Value* a);
Value StrIndexOfCharFrom(Runtime& rt, Value* a);
Value StrIndexOfStr(Runtime& rt, Value* a);
Value StrIndexOfStrFrom(Runtime& rt, Value* a);
Value StrIsEmpty(Runtime& rt, Value* a);
Value StrLastIndexOfChar(Runtime& rt, Value* a);
Value StrLastIndexOfStr(Runtime& rt, Value* a);
Value StrLength(Runtime& rt, Value* a);
Value StrReplaceChar(Runtime& rt, Value* a);
Value StrStartsWith(Runtime& rt, Value* a);
Value StrToCharArray(Runtime& rt, Value* a);
Value StrToLowerCase(Runtime& rt, Value* a);
Value StrToString(Runtime& rt, Value* a);
Value StrToUpperCase(Runtime& rt, Value* a);
Value StrTrim(Runtime& rt, Value* a);
Value StrSubstring1(Runtime& rt, Value* a);
Value StrSubstring2(Runtime& rt, Value* a);
Value ThrowableGetMessage(Runtime& rt, Value* a);
Value ThrowableInit(Runtime& rt, Value* a);
Value ThrowableInitMessage(Runtime& rt, Value* a);
Value ThrowableAddSuppressed(Runtime& rt, Value* a);
Value ThrowableGetSuppressed(Runtime& rt, Value* a);
Value AbstractClose(Runtime& rt, Value* a);
Value StringFormat(Runtime& rt, Value* a);  // stdlib_format.cc
Value ThrowableToString(Runtime& rt, Value* a);
Value ValueOfBoolean(Runtime& rt, Value* a);
Value ValueOfChar(Runtime& rt, Value* a);
Value ValueOfChars(Runtime& rt, Value* a);
Value ValueOfDouble(Runtime& rt, Value* a);
Value ValueOfInt(Runtime& rt, Value* a);
Value ValueOfLong(Runtime& rt, Value* a);
Value ValueOfObject(Runtime& rt, Value* a);
Value PrintlnBoolean(Runtime& rt, Value* a);
Value PrintBoolean(Runtime& rt, Value* a);
Value PrintlnChar(Runtime& rt, Value* a);
Value PrintChar(Runtime& rt, Value* a);
Value PrintlnInt(Runtime& rt, Value* a);
Value PrintInt(Runtime& rt, Value* a);
Value PrintlnLong(Runtime& rt, Value* a);
Value PrintLong(Runtime& rt, Value* a);
Value PrintlnDouble(Runtime& rt, Value* a);
Value PrintDouble(Runtime& rt, Value* a);
Value PrintlnChars(Runtime& rt, Value* a);
Value PrintChars(Runtime& rt, Value* a);
Value PrintlnString(Runtime& rt, Value* a);
Value PrintString(Runtime& rt, Value* a);
Value PrintlnObject(Runtime& rt, Value* a);
Value PrintObject(Runtime& rt, Value* a);

// Declares IllegalFormatException and the four subclasses String.format throws
// (stdlib_format.cc), after NoClassDefFoundError.
void DeclareFormatExceptions(Declarer& d, ClassTable& t);
// Declares the box classes' valueOf, xxxValue, compareTo and compare (stdlib_boxes.cc).
void DeclareBoxMethods(ClassTable& t);
// Declares Float, Byte and Short with their constants, equals, hashCode and toString, right
// after Character (stdlib_small_boxes.cc).
void DeclareSmallBoxClasses(Declarer& d);
// Declares their other members and the float overloads of String.valueOf,
// StringBuilder.append, PrintStream.print/println and Math (stdlib_small_boxes.cc).
void DeclareSmallBoxMethods(ClassTable& t);
// Declare the java.lang statics of Math (stdlib_math.cc), Integer and Long (stdlib_integer.cc),
// Double (stdlib_double.cc) and Character (stdlib_character.cc), after the box methods.
void DeclareMathStatics(ClassTable& t);
void DeclareIntegerStatics(ClassTable& t);
void DeclareDoubleStatics(ClassTable& t);
void DeclareCharacterStatics(ClassTable& t);
// StringBuilder's further methods (stdlib_builder.cc).
void DeclareBuilderMethods(ClassTable& t);
// Grows a StringBuilder's buffer to at least `need` chars as AbstractStringBuilder does (the
// larger of `need` and twice the capacity plus 2). False with OutOfMemoryError or a TIMEOUT
// pending.
bool SbReserve(Runtime& rt, Obj* sb, int32_t need);
// Character.digit(c, radix) (stdlib_character.cc): the digit's value, or -1.
int JavaDigit(char16_t c, int radix);
// Declares java.util's Objects and Arrays (stdlib_util.cc), after every java.lang class.
void DeclareJavaUtilStatics(ClassTable& t);
// Declares the collection interfaces and classes (stdlib_collections.cc), after Arrays.
void DeclareCollections(ClassTable& t);
void DeclareSorting(ClassTable& t);  // stdlib_sort.cc: Comparable, Comparator, Collections.
// Collections' list algorithms (stdlib_collections_algo.cc) and Arrays' range, search and
// deepToString methods (stdlib_arrays.cc), after DeclareSorting.
void DeclareCollectionsAlgorithms(ClassTable& t);
void DeclareArraysMethods(ClassTable& t);
// Collections.unmodifiableMap and its hidden classes (stdlib_unmodifiable_map.cc), declared
// last, after every other built-in class.
void DeclareUnmodifiableMap(ClassTable& t);
// Arrays.asList and its list and iterator classes (stdlib_arrays_aslist.cc), after it.
void DeclareArraysAsList(ClassTable& t);
// java.util.Random and Collections.shuffle(list, rnd) (stdlib_random.cc), after it.
void DeclareRandom(ClassTable& t);
// java.lang.CharSequence, implemented by String and StringBuilder (stdlib_builder.cc), after it.
void DeclareCharSequence(ClassTable& t);
// Arrays.toString, Arrays.hashCode and Arrays.equals of any arrays (stdlib_util.cc; a[0] and
// a[1] are the arrays or null, of the same type for equals).
Value ArraysToString(Runtime& rt, Value* a);
Value ArraysHashCode(Runtime& rt, Value* a);
Value ArraysEquals(Runtime& rt, Value* a);

// Helpers shared by the implementations.
inline std::u16string_view Chars(const Obj* s) {
  return std::u16string_view(CharsOf(const_cast<Obj*>(s)), static_cast<size_t>(s->len));
}
// A new String from UTF-16 (nullptr with an exception pending on failure).
inline Value StrValue(Runtime& rt, std::u16string_view s) { return RefValue(rt.NewString(s)); }
// Throws a new `cls` whose message is `message` (any UTF-16, NUL included).
inline void ThrowText(Runtime& rt, int cls, std::u16string_view message) {
  Obj* m = rt.NewString(message);
  if (m == nullptr) return;  // OutOfMemoryError is pending instead.
  Obj* e = rt.NewInstance(cls);
  if (e == nullptr) return;
  FieldsOf(e)[0] = RefValue(m);
  rt.exc = e;
}
// The Java class name as Throwable.toString prints it (java.lang. prefix for built-ins).
std::string QualifiedName(const Runtime& rt, const Obj* o);

}  // namespace aprgrid::lang::stdlib

#endif  // APRGRID_WORKER_LANG_STDLIB_IMPL_H_
