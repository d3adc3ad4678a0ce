// String, StringBuilder and String.valueOf.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>

#include "worker/lang/double_format.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_inline.h"

namespace aprgrid::lang::stdlib {
namespace {

char16_t Upper(char16_t c) { return (c >= 'a' && c <= 'z') ? static_cast<char16_t>(c - 32) : c; }
char16_t Lower(char16_t c) { return (c >= 'A' && c <= 'Z') ? static_cast<char16_t>(c + 32) : c; }

// Null arguments where Java dereferences them throw NullPointerException.
bool NonNull(Runtime& rt, Obj* o) {
  if (o == nullptr) rt.ThrowNullPointer();
  return o != nullptr;
}

Value Bool(bool b) { return IntValue(b ? 1 : 0); }

// Charges the work of an O(n) built-in; Value{} pending a TIMEOUT when the budget ran out.
#define APRGRID_CHARGE(rt, units)         \
  if (!(rt).Charge(units)) return Value { \
    }

Value SbAppendJava(Runtime& rt, Value* a, Type t) {
  std::u16string s;
  rt.AppendJava(s, a[1], t);
  if (rt.exc != nullptr) return Value{};
  if (!SbAppend(rt, a[0].ref, s)) return Value{};
  return a[0];
}

Value ValueOf(Runtime& rt, Value v, Type t) { return RefValue(rt.ToJavaString(v, t)); }

// Work between two charges in the scanning loops below: bounds the time between polls.
constexpr uint64_t kScanChunk = 1 << 16;

// String.indexOf(t, from) by direct comparison, as the JDK does (worst case |s| * |t|), charging
// every char compared. -1 with `*stopped` set when the step budget runs out first.
int32_t IndexOf(Runtime& rt, std::u16string_view s, std::u16string_view t, int32_t from,
                bool* stopped) {
  *stopped = false;
  if (from < 0) from = 0;
  size_t n = s.size(), m = t.size();
  if (static_cast<size_t>(from) >= n) return m == 0 ? static_cast<int32_t>(n) : -1;
  if (m == 0) return from;
  uint64_t work = 0;
  for (size_t i = static_cast<size_t>(from); i + m <= n;) {
    size_t hit = s.find(t[0], i);
    if (hit == std::u16string_view::npos || hit + m > n) {
      work += n - i;
      break;
    }
    work += hit - i + 1;
    size_t k = 1;
    while (k < m && s[hit + k] == t[k]) ++k;
    work += k - 1;
    if (k == m) {
      *stopped = !rt.Charge(work);
      return static_cast<int32_t>(hit);
    }
    i = hit + 1;
    if (work >= kScanChunk) {
      if (!rt.Charge(work)) {
        *stopped = true;
        return -1;
      }
      work = 0;
    }
  }
  *stopped = !rt.Charge(work);
  return -1;
}

// String.lastIndexOf(t), as IndexOf from the end.
int32_t LastIndexOf(Runtime& rt, std::u16string_view s, std::u16string_view t, bool* stopped) {
  *stopped = false;
  size_t n = s.size(), m = t.size();
  if (m > n) return -1;
  if (m == 0) return static_cast<int32_t>(n);
  uint64_t work = 0;
  for (size_t i = n - m + 1; i > 0; --i) {
    size_t at = i - 1;
    ++work;
    if (s[at] != t[0]) continue;
    size_t k = 1;
    while (k < m && s[at + k] == t[k]) ++k;
    work += k - 1;
    if (k == m) {
      *stopped = !rt.Charge(work);
      return static_cast<int32_t>(at);
    }
    if (work >= kScanChunk) {
      if (!rt.Charge(work)) {
        *stopped = true;
        return -1;
      }
      work = 0;
    }
  }
  *stopped = !rt.Charge(work);
  return -1;
}

// The result of a scan: an int, or nothing (Value{}) when the budget ran out.
Value ScanResult(int32_t r, bool stopped) { return stopped ? Value{} : IntValue(r); }

}  // namespace

bool SbAppend(Runtime& rt, Obj* sb, std::u16string_view s) {
  const size_t need = static_cast<size_t>(sb->len) + s.size();
  if (!rt.Charge(s.size())) return false;
  if (need > static_cast<size_t>(SbOf(sb)->capacity)) {
    if (need > static_cast<size_t>(INT32_MAX)) {  // Past a Java array's length.
      rt.ThrowOutOfMemory();
      return false;
    }
    if (!SbReserve(rt, sb, static_cast<int32_t>(need))) return false;
  }
  SbData* d = SbOf(sb);
  if (!s.empty()) std::memcpy(d->chars + sb->len, s.data(), sizeof(char16_t) * s.size());
  sb->len = static_cast<int32_t>(need);
  return true;
}

Value StrLength(Runtime& rt, Value* a) { return StringLength(rt, a); }
Value StrIsEmpty(Runtime&, Value* a) { return Bool(a[0].ref->len == 0); }
Value StrToString(Runtime&, Value* a) { return a[0]; }

Value StrCharAt(Runtime& rt, Value* a) { return StringCharAt(rt, a); }

static Value Substring(Runtime& rt, Obj* s, int32_t b, int32_t e) {
  if (b < 0 || b > e || e > s->len) {
    rt.Throw(kStringIndexOutOfBoundsExceptionClass, "begin " + std::to_string(b) + ", end " +
                                                        std::to_string(e) + ", length " +
                                                        std::to_string(s->len));
    return Value{};
  }
  if (b == 0 && e == s->len) return RefValue(s);
  return StrValue(rt, Chars(s).substr(static_cast<size_t>(b), static_cast<size_t>(e - b)));
}

Value StrSubstring1(Runtime& rt, Value* a) {
  return Substring(rt, a[0].ref, a[1].i, a[0].ref->len);
}
Value StrSubstring2(Runtime& rt, Value* a) { return Substring(rt, a[0].ref, a[1].i, a[2].i); }

Value StrIndexOfStr(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  bool stopped;
  int32_t r = IndexOf(rt, Chars(a[0].ref), Chars(a[1].ref), 0, &stopped);
  return ScanResult(r, stopped);
}
Value StrIndexOfStrFrom(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  bool stopped;
  int32_t r = IndexOf(rt, Chars(a[0].ref), Chars(a[1].ref), a[2].i, &stopped);
  return ScanResult(r, stopped);
}
Value StrIndexOfChar(Runtime& rt, Value* a) {
  if (a[1].i < 0 || a[1].i > 0xFFFF) return IntValue(-1);
  char16_t c = static_cast<char16_t>(a[1].i);
  bool stopped;
  int32_t r = IndexOf(rt, Chars(a[0].ref), std::u16string_view(&c, 1), 0, &stopped);
  return ScanResult(r, stopped);
}
Value StrIndexOfCharFrom(Runtime& rt, Value* a) {
  if (a[1].i < 0 || a[1].i > 0xFFFF) return IntValue(-1);
  char16_t c = static_cast<char16_t>(a[1].i);
  bool stopped;
  int32_t r = IndexOf(rt, Chars(a[0].ref), std::u16string_view(&c, 1), a[2].i, &stopped);
  return ScanResult(r == a[0].ref->len ? -1 : r, stopped);
}
Value StrLastIndexOfStr(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  bool stopped;
  int32_t r = LastIndexOf(rt, Chars(a[0].ref), Chars(a[1].ref), &stopped);
  return ScanResult(r, stopped);
}
Value StrLastIndexOfChar(Runtime& rt, Value* a) {
  if (a[1].i < 0 || a[1].i > 0xFFFF) return IntValue(-1);
  char16_t c = static_cast<char16_t>(a[1].i);
  bool stopped;
  int32_t r = LastIndexOf(rt, Chars(a[0].ref), std::u16string_view(&c, 1), &stopped);
  return ScanResult(r, stopped);
}
Value StrContains(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  bool stopped;
  int32_t r = IndexOf(rt, Chars(a[0].ref), Chars(a[1].ref), 0, &stopped);
  return stopped ? Value{} : Bool(r >= 0);
}
Value StrEquals(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o == nullptr || o->cls != kStringClass || o->len != a[0].ref->len) return Bool(false);
  APRGRID_CHARGE(rt, static_cast<uint64_t>(o->len));
  return Bool(Chars(a[0].ref) == Chars(o));
}
Value StrEqualsIgnoreCase(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o == nullptr || o->len != a[0].ref->len) return Bool(false);
  APRGRID_CHARGE(rt, static_cast<uint64_t>(o->len));
  std::u16string_view x = Chars(a[0].ref), y = Chars(o);
  for (size_t i = 0; i < x.size(); ++i) {
    if (Upper(x[i]) != Upper(y[i]) && Lower(x[i]) != Lower(y[i])) return Bool(false);
  }
  return Bool(true);
}
Value StrCompareTo(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  std::u16string_view x = Chars(a[0].ref), y = Chars(a[1].ref);
  size_t n = std::min(x.size(), y.size());
  size_t same = 0;
  while (same < n && x[same] == y[same]) ++same;
  APRGRID_CHARGE(rt, same);
  for (size_t i = same; i < n; ++i) {
    if (x[i] != y[i]) return IntValue(static_cast<int32_t>(x[i]) - static_cast<int32_t>(y[i]));
  }
  return IntValue(static_cast<int32_t>(x.size()) - static_cast<int32_t>(y.size()));
}
Value StrToUpperCase(Runtime& rt, Value* a) {
  APRGRID_CHARGE(rt, static_cast<uint64_t>(a[0].ref->len));
  std::u16string s(Chars(a[0].ref));
  for (char16_t& c : s) c = Upper(c);
  return StrValue(rt, s);
}
Value StrToLowerCase(Runtime& rt, Value* a) {
  APRGRID_CHARGE(rt, static_cast<uint64_t>(a[0].ref->len));
  std::u16string s(Chars(a[0].ref));
  for (char16_t& c : s) c = Lower(c);
  return StrValue(rt, s);
}
Value StrTrim(Runtime& rt, Value* a) {
  std::u16string_view s = Chars(a[0].ref);
  size_t b = 0, e = s.size();
  while (b < e && s[b] <= u' ') ++b;
  while (e > b && s[e - 1] <= u' ') --e;
  if (b == 0 && e == s.size()) return a[0];
  return StrValue(rt, s.substr(b, e - b));
}
Value StrStartsWith(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  APRGRID_CHARGE(rt, static_cast<uint64_t>(a[1].ref->len));
  return Bool(Chars(a[0].ref).starts_with(Chars(a[1].ref)));
}
Value StrEndsWith(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  APRGRID_CHARGE(rt, static_cast<uint64_t>(a[1].ref->len));
  return Bool(Chars(a[0].ref).ends_with(Chars(a[1].ref)));
}
Value StrConcat(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  if (a[1].ref->len == 0) return a[0];
  std::u16string s(Chars(a[0].ref));
  s += Chars(a[1].ref);
  return StrValue(rt, s);
}
Value StrReplaceChar(Runtime& rt, Value* a) {
  APRGRID_CHARGE(rt, static_cast<uint64_t>(a[0].ref->len));
  std::u16string s(Chars(a[0].ref));
  char16_t from = static_cast<char16_t>(a[1].i), to = static_cast<char16_t>(a[2].i);
  if (s.find(from) == std::u16string::npos) return a[0];
  std::replace(s.begin(), s.end(), from, to);
  return StrValue(rt, s);
}
Value StrToCharArray(Runtime& rt, Value* a) {
  Obj* s = a[0].ref;
  Obj* arr = rt.NewArray(Type{Base::kChar, 1, -1}, s->len);
  if (arr == nullptr) return Value{};
  APRGRID_CHARGE(rt, static_cast<uint64_t>(s->len));
  for (int32_t i = 0; i < s->len; ++i) ElementsOf(arr)[i] = IntValue(CharsOf(s)[i]);
  return RefValue(arr);
}
Value StrHashCode(Runtime& rt, Value* a) {
  APRGRID_CHARGE(rt, static_cast<uint64_t>(a[0].ref->len));
  uint32_t h = 0;
  for (char16_t c : Chars(a[0].ref)) h = h * 31 + c;
  return IntValue(static_cast<int32_t>(h));
}

Value ValueOfInt(Runtime& rt, Value* a) { return ValueOf(rt, a[0], kIntType); }
Value ValueOfLong(Runtime& rt, Value* a) { return ValueOf(rt, a[0], kLongType); }
Value ValueOfDouble(Runtime& rt, Value* a) { return ValueOf(rt, a[0], kDoubleType); }
Value ValueOfChar(Runtime& rt, Value* a) { return ValueOf(rt, a[0], kCharType); }
Value ValueOfBoolean(Runtime& rt, Value* a) { return ValueOf(rt, a[0], kBooleanType); }
Value ValueOfObject(Runtime& rt, Value* a) { return ValueOf(rt, a[0], kObjectType); }
Value ValueOfChars(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (!NonNull(rt, arr)) return Value{};
  APRGRID_CHARGE(rt, static_cast<uint64_t>(arr->len));
  std::u16string s;
  for (int32_t i = 0; i < arr->len; ++i) s.push_back(static_cast<char16_t>(ElementsOf(arr)[i].i));
  return StrValue(rt, s);
}

// The JDK's initial capacities: 16, or the string's length plus 16 (stdlib_builder.cc).
Value SbInit(Runtime& rt, Value* a) {
  SbReserve(rt, a[0].ref, 16);
  return Value{};
}
Value SbInitString(Runtime& rt, Value* a) {
  if (!NonNull(rt, a[1].ref)) return Value{};
  if (!SbReserve(rt, a[0].ref, std::min(a[1].ref->len, INT32_MAX - 16) + 16)) return Value{};
  SbAppend(rt, a[0].ref, Chars(a[1].ref));
  return Value{};
}
// Integers are formatted on the stack: append(int) is the hot call of string-building loops.
static Value SbAppendInteger(Runtime& rt, Value* a, int64_t v) {
  char buf[24];
  char16_t wide[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  size_t n = static_cast<size_t>(r.ptr - buf);
  for (size_t i = 0; i < n; ++i) wide[i] = static_cast<char16_t>(buf[i]);
  if (!SbAppend(rt, a[0].ref, std::u16string_view(wide, n))) return Value{};
  return a[0];
}
Value SbAppendInt(Runtime& rt, Value* a) { return StringBuilderAppendInt(rt, a); }
Value SbAppendLong(Runtime& rt, Value* a) { return SbAppendInteger(rt, a, a[1].l); }
Value SbAppendDouble(Runtime& rt, Value* a) { return SbAppendJava(rt, a, kDoubleType); }
Value SbAppendBoolean(Runtime& rt, Value* a) { return SbAppendJava(rt, a, kBooleanType); }
Value SbAppendObject(Runtime& rt, Value* a) { return SbAppendJava(rt, a, kObjectType); }
Value SbAppendChar(Runtime& rt, Value* a) { return StringBuilderAppendChar(rt, a); }
Value SbAppendString(Runtime& rt, Value* a) {
  std::u16string_view s = a[1].ref == nullptr ? std::u16string_view(u"null") : Chars(a[1].ref);
  if (!SbAppend(rt, a[0].ref, s)) return Value{};
  return a[0];
}
Value SbAppendChars(Runtime& rt, Value* a) {
  Obj* arr = a[1].ref;
  if (!NonNull(rt, arr)) return Value{};
  APRGRID_CHARGE(rt, static_cast<uint64_t>(arr->len));
  std::u16string s;
  for (int32_t i = 0; i < arr->len; ++i) s.push_back(static_cast<char16_t>(ElementsOf(arr)[i].i));
  if (!SbAppend(rt, a[0].ref, s)) return Value{};
  return a[0];
}
Value SbToString(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  return StrValue(rt, std::u16string_view(SbOf(sb)->chars, static_cast<size_t>(sb->len)));
}
Value SbLength(Runtime&, Value* a) { return IntValue(a[0].ref->len); }
static bool SbIndexOk(Runtime& rt, Obj* sb, int32_t i) {
  if (i >= 0 && i < sb->len) return true;
  rt.Throw(kStringIndexOutOfBoundsExceptionClass,
           "index " + std::to_string(i) + ", length " + std::to_string(sb->len));
  return false;
}
Value SbCharAt(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  if (!SbIndexOk(rt, sb, a[1].i)) return Value{};
  return IntValue(SbOf(sb)->chars[a[1].i]);
}
Value SbSetCharAt(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  if (!SbIndexOk(rt, sb, a[1].i)) return Value{};
  SbOf(sb)->chars[a[1].i] = static_cast<char16_t>(a[2].i);
  return Value{};
}
Value SbReverse(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  APRGRID_CHARGE(rt, static_cast<uint64_t>(sb->len));
  char16_t* c = SbOf(sb)->chars;
  std::reverse(c, c + sb->len);
  // Surrogate pairs keep their order, as in AbstractStringBuilder.reverse.
  for (int32_t i = 0; i + 1 < sb->len; ++i) {
    if (c[i] >= 0xDC00 && c[i] <= 0xDFFF && c[i + 1] >= 0xD800 && c[i + 1] <= 0xDBFF) {
      std::swap(c[i], c[i + 1]);
      ++i;
    }
  }
  return a[0];
}

}  // namespace aprgrid::lang::stdlib
