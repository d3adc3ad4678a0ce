// Declarations of the built-in classes. Implementations are in stdlib_*.cc.
#include "worker/lang/stdlib.h"

#include <climits>
#include <cmath>
#include <initializer_list>

#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang {
namespace {

void DeclareAll(ClassTable& t) {
  using namespace stdlib;  // NOLINT: the implementation table.
  const Type kCharArray = Type{Base::kChar, 1, -1};
  stdlib::Declarer d(t);
  d.Class(kObjectClass, "Object", -1);
  d.Ctor({}, Nop);
  d.M("toString", kStringType, {}, ObjectToString);
  d.M("equals", kBooleanType, {kObjectType}, ObjectEquals);
  d.M("hashCode", kIntType, {}, ObjectHashCode);

  d.Class(kStringClass, "String", kObjectClass, true);
  d.M("length", kIntType, {}, StrLength);
  d.M("charAt", kCharType, {kIntType}, StrCharAt);
  d.M("isEmpty", kBooleanType, {}, StrIsEmpty);
  d.M("substring", kStringType, {kIntType}, StrSubstring1);
  d.M("substring", kStringType, {kIntType, kIntType}, StrSubstring2);
  d.M("indexOf", kIntType, {kStringType}, StrIndexOfStr);
  d.M("indexOf", kIntType, {kIntType}, StrIndexOfChar);
  d.M("indexOf", kIntType, {kStringType, kIntType}, StrIndexOfStrFrom);
  d.M("indexOf", kIntType, {kIntType, kIntType}, StrIndexOfCharFrom);
  d.M("lastIndexOf", kIntType, {kStringType}, StrLastIndexOfStr);
  d.M("lastIndexOf", kIntType, {kIntType}, StrLastIndexOfChar);
  d.M("contains", kBooleanType, {kStringType}, StrContains);
  d.M("equals", kBooleanType, {kObjectType}, StrEquals);
  d.M("equalsIgnoreCase", kBooleanType, {kStringType}, StrEqualsIgnoreCase);
  d.M("compareTo", kIntType, {kStringType}, StrCompareTo);
  d.M("toUpperCase", kStringType, {}, StrToUpperCase);
  d.M("toLowerCase", kStringType, {}, StrToLowerCase);
  d.M("trim", kStringType, {}, StrTrim);
  d.M("startsWith", kBooleanType, {kStringType}, StrStartsWith);
  d.M("endsWith", kBooleanType, {kStringType}, StrEndsWith);
  d.M("concat", kStringType, {kStringType}, StrConcat);
  d.M("replace", kStringType, {kCharType, kCharType}, StrReplaceChar);
  d.M("toCharArray", kCharArray, {}, StrToCharArray);
  d.M("hashCode", kIntType, {}, StrHashCode);
  d.M("toString", kStringType, {}, StrToString);
  d.S("valueOf", kStringType, {kIntType}, ValueOfInt);
  d.S("valueOf", kStringType, {kLongType}, ValueOfLong);
  d.S("valueOf", kStringType, {kDoubleType}, ValueOfDouble);
  d.S("valueOf", kStringType, {kCharType}, ValueOfChar);
  d.S("valueOf", kStringType, {kBooleanType}, ValueOfBoolean);
  d.S("valueOf", kStringType, {kCharArray}, ValueOfChars);
  d.S("valueOf", kStringType, {kObjectType}, ValueOfObject);
  d.S("format", kStringType, {kStringType, Type{Base::kRef, 1, kObjectClass}}, StringFormat);
  t.methods.back().is_varargs = true;

  const Type sb = Type::Class(kStringBuilderClass);
  d.Class(kStringBuilderClass, "StringBuilder", kObjectClass, true);
  d.Ctor({}, SbInit);
  d.Ctor({kStringType}, SbInitString);
  d.M("append", sb, {kIntType}, SbAppendInt);
  d.M("append", sb, {kLongType}, SbAppendLong);
  d.M("append", sb, {kDoubleType}, SbAppendDouble);
  d.M("append", sb, {kCharType}, SbAppendChar);
  d.M("append", sb, {kBooleanType}, SbAppendBoolean);
  d.M("append", sb, {kStringType}, SbAppendString);
  d.M("append", sb, {kCharArray}, SbAppendChars);
  d.M("append", sb, {kObjectType}, SbAppendObject);
  d.M("toString", kStringType, {}, SbToString);
  d.M("length", kIntType, {}, SbLength);
  d.M("charAt", kCharType, {kIntType}, SbCharAt);
  d.M("setCharAt", kVoidType, {kIntType, kCharType}, SbSetCharAt);
  d.M("reverse", sb, {}, SbReverse);

  d.Class(kThrowableClass, "Throwable", kObjectClass);
  d.Field("detailMessage", kStringType, false, std::nullopt, /*is_private=*/true);
  t.classes.back().fields.back().is_final = false;
  // The exceptions addSuppressed recorded (JLS 14.20.3.1), a Throwable[] grown by one each time.
  d.Field("suppressedExceptions", Type{Base::kRef, 1, kThrowableClass}, false, std::nullopt,
          /*is_private=*/true);
  t.classes.back().fields.back().is_final = false;
  d.Ctor({}, ThrowableInit);
  d.Ctor({kStringType}, ThrowableInitMessage);
  d.M("getMessage", kStringType, {}, ThrowableGetMessage);
  d.M("toString", kStringType, {}, ThrowableToString);
  d.M("addSuppressed", kVoidType, {Type::Class(kThrowableClass)}, ThrowableAddSuppressed);
  d.Final();
  d.M("getSuppressed", Type{Base::kRef, 1, kThrowableClass}, {}, ThrowableGetSuppressed);
  d.Final();
  d.Throwable(kExceptionClass, "Exception", kThrowableClass);
  d.Throwable(kRuntimeExceptionClass, "RuntimeException", kExceptionClass);
  d.Throwable(kErrorClass, "Error", kThrowableClass);
  d.Throwable(kArithmeticExceptionClass, "ArithmeticException", kRuntimeExceptionClass);
  d.Throwable(kIndexOutOfBoundsExceptionClass, "IndexOutOfBoundsException", kRuntimeExceptionClass);
  d.Throwable(kArrayIndexOutOfBoundsExceptionClass, "ArrayIndexOutOfBoundsException",
              kIndexOutOfBoundsExceptionClass);
  d.Throwable(kStringIndexOutOfBoundsExceptionClass, "StringIndexOutOfBoundsException",
              kIndexOutOfBoundsExceptionClass);
  d.Throwable(kNullPointerExceptionClass, "NullPointerException", kRuntimeExceptionClass);
  d.Throwable(kClassCastExceptionClass, "ClassCastException", kRuntimeExceptionClass);
  d.Throwable(kNegativeArraySizeExceptionClass, "NegativeArraySizeException",
              kRuntimeExceptionClass);
  d.Throwable(kIllegalArgumentExceptionClass, "IllegalArgumentException", kRuntimeExceptionClass);
  d.Throwable(kIllegalStateExceptionClass, "IllegalStateException", kRuntimeExceptionClass);
  d.Throwable(kNumberFormatExceptionClass, "NumberFormatException", kIllegalArgumentExceptionClass);
  d.Throwable(kUnsupportedOperationExceptionClass, "UnsupportedOperationException",
              kRuntimeExceptionClass);
  d.Throwable(kAssertionErrorClass, "AssertionError", kErrorClass);
  d.Throwable(kStackOverflowErrorClass, "StackOverflowError", kErrorClass);
  d.Throwable(kOutOfMemoryErrorClass, "OutOfMemoryError", kErrorClass);
  d.Throwable(kLinkageErrorClass, "LinkageError", kErrorClass);
  d.Throwable(kExceptionInInitializerErrorClass, "ExceptionInInitializerError", kLinkageErrorClass);
  d.Throwable(kNoClassDefFoundErrorClass, "NoClassDefFoundError", kLinkageErrorClass);
  DeclareFormatExceptions(d, t);

  d.Class(kIntegerClass, "Integer", kObjectClass, true);
  d.Field("value", kIntType, false, std::nullopt, /*is_private=*/true);
  d.Field("MAX_VALUE", kIntType, true, IntValue(INT32_MAX));
  d.Field("MIN_VALUE", kIntType, true, IntValue(INT32_MIN));
  d.S("parseInt", kIntType, {kStringType}, IntegerParseInt);
  d.S("toString", kStringType, {kIntType}, ValueOfInt);
  d.M("equals", kBooleanType, {kObjectType}, BoxEquals);
  d.M("hashCode", kIntType, {}, BoxHashCode);
  d.M("toString", kStringType, {}, BoxToString);
  d.Class(kLongClass, "Long", kObjectClass, true);
  d.Field("value", kLongType, false, std::nullopt, /*is_private=*/true);
  d.Field("MAX_VALUE", kLongType, true, LongValue(INT64_MAX));
  d.Field("MIN_VALUE", kLongType, true, LongValue(INT64_MIN));
  d.S("toString", kStringType, {kLongType}, ValueOfLong);
  d.M("equals", kBooleanType, {kObjectType}, BoxEquals);
  d.M("hashCode", kIntType, {}, BoxHashCode);
  d.M("toString", kStringType, {}, BoxToString);
  d.Class(kDoubleClass, "Double", kObjectClass, true);
  d.Field("MAX_VALUE", kDoubleType, true, DoubleValue(1.7976931348623157e308));
  d.Field("MIN_VALUE", kDoubleType, true, DoubleValue(4.9e-324));
  d.Field("POSITIVE_INFINITY", kDoubleType, true, DoubleValue(HUGE_VAL));
  d.Field("NEGATIVE_INFINITY", kDoubleType, true, DoubleValue(-HUGE_VAL));
  d.Field("NaN", kDoubleType, true, DoubleValue(NAN));
  d.Field("value", kDoubleType, false, std::nullopt, /*is_private=*/true);
  d.S("toString", kStringType, {kDoubleType}, ValueOfDouble);
  d.M("equals", kBooleanType, {kObjectType}, BoxEquals);
  d.M("hashCode", kIntType, {}, BoxHashCode);
  d.M("toString", kStringType, {}, BoxToString);
  d.Class(kBooleanClass, "Boolean", kObjectClass, true);
  d.Field("value", kBooleanType, false, std::nullopt, /*is_private=*/true);
  d.M("equals", kBooleanType, {kObjectType}, BoxEquals);
  d.M("hashCode", kIntType, {}, BoxHashCode);
  d.M("toString", kStringType, {}, BoxToString);
  d.Class(kCharacterClass, "Character", kObjectClass, true);
  d.Field("value", kCharType, false, std::nullopt, /*is_private=*/true);
  d.M("equals", kBooleanType, {kObjectType}, BoxEquals);
  d.M("hashCode", kIntType, {}, BoxHashCode);
  d.M("toString", kStringType, {}, BoxToString);
  DeclareSmallBoxClasses(d);

  d.Class(kMathClass, "Math", kObjectClass, true);
  d.S("abs", kIntType, {kIntType}, MathAbsInt);
  d.S("abs", kLongType, {kLongType}, MathAbsLong);
  d.S("abs", kDoubleType, {kDoubleType}, MathAbsDouble);
  d.S("min", kIntType, {kIntType, kIntType}, MathMinInt);
  d.S("min", kLongType, {kLongType, kLongType}, MathMinLong);
  d.S("min", kDoubleType, {kDoubleType, kDoubleType}, MathMinDouble);
  d.S("max", kIntType, {kIntType, kIntType}, MathMaxInt);
  d.S("max", kLongType, {kLongType, kLongType}, MathMaxLong);
  d.S("max", kDoubleType, {kDoubleType, kDoubleType}, MathMaxDouble);
  d.S("pow", kDoubleType, {kDoubleType, kDoubleType}, MathPow);
  d.S("sqrt", kDoubleType, {kDoubleType}, MathSqrt);
  d.S("floor", kDoubleType, {kDoubleType}, MathFloor);
  d.S("ceil", kDoubleType, {kDoubleType}, MathCeil);

  const Type ps = Type::Class(kPrintStreamClass);
  d.Class(kSystemClass, "System", kObjectClass, true);
  d.Field("out", ps, true, std::nullopt);
  d.Class(kPrintStreamClass, "PrintStream", kObjectClass, true);
  for (bool ln : {false, true}) {
    const char* name = ln ? "println" : "print";
    d.M(name, kVoidType, {kBooleanType}, ln ? PrintlnBoolean : PrintBoolean);
    d.M(name, kVoidType, {kCharType}, ln ? PrintlnChar : PrintChar);
    d.M(name, kVoidType, {kIntType}, ln ? PrintlnInt : PrintInt);
    d.M(name, kVoidType, {kLongType}, ln ? PrintlnLong : PrintLong);
    d.M(name, kVoidType, {kDoubleType}, ln ? PrintlnDouble : PrintDouble);
    d.M(name, kVoidType, {kCharArray}, ln ? PrintlnChars : PrintChars);
    d.M(name, kVoidType, {kStringType}, ln ? PrintlnString : PrintString);
    d.M(name, kVoidType, {kObjectType}, ln ? PrintlnObject : PrintObject);
  }
  d.M("println", kVoidType, {}, PrintlnEmpty);

  d.Class(kAssertClass, "Assert", kObjectClass, true);
  d.S("assertEquals", kVoidType, {kLongType, kLongType}, AssertEqualsLong);
  d.S("assertEquals", kVoidType, {kDoubleType, kDoubleType, kDoubleType}, AssertEqualsDouble);
  d.S("assertEquals", kVoidType, {kBooleanType, kBooleanType}, AssertEqualsBoolean);
  d.S("assertEquals", kVoidType, {kObjectType, kObjectType}, AssertEqualsObject);
  d.S("assertTrue", kVoidType, {kBooleanType}, AssertTrue);
  d.S("assertFalse", kVoidType, {kBooleanType}, AssertFalse);
  d.S("assertNull", kVoidType, {kObjectType}, AssertNull);
  d.S("assertNotNull", kVoidType, {kObjectType}, AssertNotNull);
  d.S("fail", kVoidType, {}, AssertFail);
  d.S("fail", kVoidType, {kStringType}, AssertFailMessage);

  // java.lang.Enum (JLS 8.9): the constant's name and ordinal are set when it is created.
  d.Class(kEnumClass, "Enum", kObjectClass);
  t.classes.back().is_abstract = true;
  d.Field("name", kStringType, false, std::nullopt, /*is_private=*/true);
  d.Field("ordinal", kIntType, false, std::nullopt, /*is_private=*/true);
  d.Ctor({}, Nop);
  d.M("name", kStringType, {}, EnumName);
  d.Final();
  d.M("ordinal", kIntType, {}, EnumOrdinal);
  d.Final();
  d.M("compareTo", kIntType, {Type::Class(kEnumClass)}, EnumCompareTo);
  d.Final();
  d.M("equals", kBooleanType, {kObjectType}, ObjectEquals);
  d.Final();
  d.M("hashCode", kIntType, {}, ObjectHashCode);
  d.Final();
  d.M("toString", kStringType, {}, EnumName);

  // AutoCloseable (JLS 14.20.3): `void close() throws Exception`.
  d.Class(kAutoCloseableClass, "AutoCloseable", kObjectClass);
  t.classes.back().is_interface = true;
  t.classes.back().is_abstract = true;
  d.M("close", kVoidType, {}, AbstractClose);
  t.methods.back().is_abstract = true;
  t.methods.back().throws = {kExceptionClass};

  DeclareBoxMethods(t);
  DeclareSmallBoxMethods(t);
  DeclareMathStatics(t);
  DeclareIntegerStatics(t);
  DeclareDoubleStatics(t);
  DeclareCharacterStatics(t);
  DeclareBuilderMethods(t);
  DeclareJavaUtilStatics(t);
  DeclareCollections(t);
  DeclareSorting(t);
  DeclareCollectionsAlgorithms(t);
  DeclareArraysMethods(t);
  DeclareUnmodifiableMap(t);
  DeclareArraysAsList(t);
  DeclareRandom(t);
  DeclareCharSequence(t);
  stdlib::ResolveLibraryGenerics(t);
}

}  // namespace

void DeclareBuiltins(ClassTable& table) {
  // Built once and copied: every type-checked variant needs the same built-in classes.
  static const ClassTable* const kPrototype = []() {
    auto* t = new ClassTable();
    DeclareAll(*t);
    return t;
  }();
  table = *kPrototype;
}

}  // namespace aprgrid::lang
