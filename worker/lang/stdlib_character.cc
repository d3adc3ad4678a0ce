// Character's statics (classification, case mapping, digits) with Java 17's answers for
// U+0000..U+00FF (CharacterDataLatin1, Unicode 13). Above U+00FF every character is answered
// as an unassigned one would be (not a letter, digit or space; its own case; numeric value
// and digit -1): a documented difference (docs/subject-language.md, "Known differences from
// the JVM"), as the language carries no Unicode tables.
#include <cstdint>

#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

bool InRange(int32_t c, int32_t lo, int32_t hi) { return c >= lo && c <= hi; }

bool Upper(int32_t c) {
  return InRange(c, 'A', 'Z') || InRange(c, 0xC0, 0xD6) || InRange(c, 0xD8, 0xDE);
}
// Ll, and the Other_Lowercase ordinal indicators U+00AA and U+00BA.
bool Lower(int32_t c) {
  return InRange(c, 'a', 'z') || c == 0xAA || c == 0xB5 || c == 0xBA || InRange(c, 0xDF, 0xF6) ||
         InRange(c, 0xF8, 0xFF);
}
bool Letter(int32_t c) { return Upper(c) || Lower(c); }  // Lu, Ll and the Lo U+00AA, U+00BA.
bool Digit(int32_t c) { return InRange(c, '0', '9'); }
bool Whitespace(int32_t c) { return InRange(c, 0x09, 0x0D) || InRange(c, 0x1C, 0x20); }
bool SpaceChar(int32_t c) { return c == 0x20 || c == 0xA0; }

int32_t ToUpper(int32_t c) {
  if (InRange(c, 'a', 'z') || (InRange(c, 0xE0, 0xFE) && c != 0xF7)) return c - 32;
  if (c == 0xB5) return 0x39C;  // MICRO SIGN -> GREEK CAPITAL LETTER MU.
  if (c == 0xFF) return 0x178;  // y with diaeresis -> Y with diaeresis.
  return c;
}
int32_t ToLower(int32_t c) {
  return InRange(c, 'A', 'Z') || (InRange(c, 0xC0, 0xDE) && c != 0xD7) ? c + 32 : c;
}
// The value of a Latin digit or letter in radix 36, else -1.
int32_t Radix36(int32_t c) {
  if (Digit(c)) return c - '0';
  if (InRange(c, 'a', 'z')) return c - 'a' + 10;
  if (InRange(c, 'A', 'Z')) return c - 'A' + 10;
  return -1;
}
int32_t NumericValue(int32_t c) {
  switch (c) {
    case 0xB2:  // SUPERSCRIPT TWO
      return 2;
    case 0xB3:
      return 3;
    case 0xB9:
      return 1;
    case 0xBC:  // The vulgar fractions have no integer value.
    case 0xBD:
    case 0xBE:
      return -2;
    default:
      return Radix36(c);
  }
}

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
template <bool (*kTest)(int32_t)>
Value Is(Runtime&, Value* a) {
  return Bool(kTest(a[0].i));
}
template <int32_t (*kMap)(int32_t)>
Value Map(Runtime&, Value* a) {
  return IntValue(kMap(a[0].i));
}
bool LetterOrDigit(int32_t c) { return Letter(c) || Digit(c); }
Value DigitFn(Runtime&, Value* a) {
  return IntValue(JavaDigit(static_cast<char16_t>(a[0].i), a[1].i));
}
// forDigit(digit, radix): '\0' for a radix outside 2..36 or a digit outside 0..radix-1.
Value ForDigit(Runtime&, Value* a) {
  const int32_t digit = a[0].i, radix = a[1].i;
  if (radix < 2 || radix > 36 || digit < 0 || digit >= radix) return IntValue(0);
  return IntValue(digit < 10 ? '0' + digit : 'a' - 10 + digit);
}
Value ToStringFn(Runtime& rt, Value* a) {
  const char16_t c = static_cast<char16_t>(a[0].i);
  return StrValue(rt, std::u16string_view(&c, 1));
}
Value HashCode(Runtime&, Value* a) { return IntValue(a[0].i); }

}  // namespace

int JavaDigit(char16_t c, int radix) {
  if (radix < 2 || radix > 36) return -1;
  const int32_t v = Radix36(c);
  return v < radix ? v : -1;
}

void DeclareCharacterStatics(ClassTable& t) {
  Declarer d(t);
  const Type c = kCharType, b = kBooleanType, i = kIntType;
  d.Reopen(kCharacterClass);
  d.Field("MIN_VALUE", c, true, IntValue(0));
  d.Field("MAX_VALUE", c, true, IntValue(0xFFFF));
  d.Field("MIN_RADIX", i, true, IntValue(2));
  d.Field("MAX_RADIX", i, true, IntValue(36));
  d.Field("SIZE", i, true, IntValue(16));
  d.Field("BYTES", i, true, IntValue(2));
  d.S("isDigit", b, {c}, Is<Digit>);
  d.S("isLetter", b, {c}, Is<Letter>);
  d.S("isLetterOrDigit", b, {c}, Is<LetterOrDigit>);
  d.S("isAlphabetic", b, {i}, Is<Letter>);  // Latin-1 has no Nl or Other_Alphabetic.
  d.S("isWhitespace", b, {c}, Is<Whitespace>);
  d.S("isSpaceChar", b, {c}, Is<SpaceChar>);
  d.S("isUpperCase", b, {c}, Is<Upper>);
  d.S("isLowerCase", b, {c}, Is<Lower>);
  d.S("toUpperCase", c, {c}, Map<ToUpper>);
  d.S("toLowerCase", c, {c}, Map<ToLower>);
  d.S("getNumericValue", i, {c}, Map<NumericValue>);
  d.S("digit", i, {c, i}, DigitFn);
  d.S("forDigit", c, {i, i}, ForDigit);
  d.S("toString", kStringType, {c}, ToStringFn);
  d.S("hashCode", i, {c}, HashCode);
}

}  // namespace aprgrid::lang::stdlib
