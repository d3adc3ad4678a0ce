// StringBuilder beyond append/toString/length/charAt/setCharAt/reverse (stdlib_string.cc):
// insert of every argument type, delete, deleteCharAt, replace, indexOf/lastIndexOf, substring,
// setLength, the capacity methods, ranged appends and compareTo, with Java 17's checks and
// messages (AbstractStringBuilder: "offset O, length L", "index I, length L", "start S, end E,
// length L", the ranged CharSequence forms' IndexOutOfBoundsException). The capacity is the
// JDK's: 16 for `new StringBuilder()`, the length plus 16 for `new StringBuilder(String)`, and
// growth to the larger of the needed length and twice the capacity plus 2. Also the interface
// CharSequence, which String and StringBuilder implement, and String's methods taking one
// (String.join's varargs form, contentEquals) (DeclareCharSequence).
#include <algorithm>
#include <cstring>
#include <string>

#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

std::u16string_view View(Obj* sb) {
  return std::u16string_view(SbOf(sb)->chars, static_cast<size_t>(sb->len));
}
std::string Num(int64_t v) { return std::to_string(v); }

void ThrowRange(Runtime& rt, int cls, int64_t start, int64_t end, int64_t length) {
  rt.Throw(cls, "start " + Num(start) + ", end " + Num(end) + ", length " + Num(length));
}
// checkRangeSIOOBE / checkRange: 0 <= start <= end <= length.
bool RangeOk(Runtime& rt, int cls, int64_t start, int64_t end, int64_t length) {
  if (start >= 0 && start <= end && end <= length) return true;
  ThrowRange(rt, cls, start, end, length);
  return false;
}
bool OffsetOk(Runtime& rt, Obj* sb, int32_t offset) {
  if (offset >= 0 && offset <= sb->len) return true;
  rt.Throw(kStringIndexOutOfBoundsExceptionClass,
           "offset " + Num(offset) + ", length " + Num(sb->len));
  return false;
}

// Replaces the chars [start, end) of `sb` by `s`. REQUIRES: 0 <= start <= end <= length.
bool Splice(Runtime& rt, Obj* sb, int32_t start, int32_t end, std::u16string_view s) {
  const int64_t len =
      static_cast<int64_t>(sb->len) - (end - start) + static_cast<int64_t>(s.size());
  if (len > INT32_MAX) {
    rt.ThrowOutOfMemory();
    return false;
  }
  if (!SbReserve(rt, sb, static_cast<int32_t>(len))) return false;
  if (!rt.Charge(static_cast<uint64_t>(len - start))) return false;
  char16_t* c = SbOf(sb)->chars;
  std::memmove(c + start + s.size(), c + end,
               sizeof(char16_t) * static_cast<size_t>(sb->len - end));
  if (!s.empty()) std::memcpy(c + start, s.data(), sizeof(char16_t) * s.size());
  sb->len = static_cast<int32_t>(len);
  return true;
}

// insert(offset, x) for x converted as String.valueOf converts a value of static type kType.
template <Base kBase, int16_t kCls = -1>
Value InsertValue(Runtime& rt, Value* a) {
  std::u16string s;
  rt.AppendJava(s, a[2], Type{kBase, 0, kCls});
  if (rt.exc != nullptr || !OffsetOk(rt, a[0].ref, a[1].i)) return Value{};
  return Splice(rt, a[0].ref, a[1].i, a[1].i, s) ? a[0] : Value{};
}
std::u16string CharsOfArray(Obj* arr, int32_t from, int32_t to) {
  std::u16string s;
  for (int32_t i = from; i < to; ++i) s.push_back(static_cast<char16_t>(ElementsOf(arr)[i].i));
  return s;
}
Value InsertChars(Runtime& rt, Value* a) {
  if (!OffsetOk(rt, a[0].ref, a[1].i)) return Value{};
  Obj* arr = a[2].ref;
  if (arr == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  return Splice(rt, a[0].ref, a[1].i, a[1].i, CharsOfArray(arr, 0, arr->len)) ? a[0] : Value{};
}
// insert(index, char[] str, offset, len).
Value InsertCharRange(Runtime& rt, Value* a) {
  if (!OffsetOk(rt, a[0].ref, a[1].i)) return Value{};
  Obj* arr = a[2].ref;
  if (arr == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const int64_t from = a[3].i, to = from + a[4].i;
  if (!RangeOk(rt, kStringIndexOutOfBoundsExceptionClass, from, to, arr->len)) return Value{};
  const std::u16string s = CharsOfArray(arr, static_cast<int32_t>(from), static_cast<int32_t>(to));
  return Splice(rt, a[0].ref, a[1].i, a[1].i, s) ? a[0] : Value{};
}
// The chars of a String or StringBuilder passed as a CharSequence ("null" for null).
std::u16string_view Sequence(Obj* o) {
  if (o == nullptr) return u"null";
  return o->cls == kStringBuilderClass ? View(o) : Chars(o);
}
// insert(dstOffset, CharSequence s, start, end).
Value InsertSequenceRange(Runtime& rt, Value* a) {
  if (!OffsetOk(rt, a[0].ref, a[1].i)) return Value{};
  const std::u16string s(Sequence(a[2].ref));
  if (!RangeOk(rt, kIndexOutOfBoundsExceptionClass, a[3].i, a[4].i,
               static_cast<int64_t>(s.size()))) {
    return Value{};
  }
  const std::u16string_view part = std::u16string_view(s).substr(
      static_cast<size_t>(a[3].i), static_cast<size_t>(a[4].i - a[3].i));
  return Splice(rt, a[0].ref, a[1].i, a[1].i, part) ? a[0] : Value{};
}
// append(CharSequence s, start, end).
Value AppendSequenceRange(Runtime& rt, Value* a) {
  const std::u16string s(Sequence(a[1].ref));
  if (!RangeOk(rt, kIndexOutOfBoundsExceptionClass, a[2].i, a[3].i,
               static_cast<int64_t>(s.size()))) {
    return Value{};
  }
  const std::u16string_view part = std::u16string_view(s).substr(
      static_cast<size_t>(a[2].i), static_cast<size_t>(a[3].i - a[2].i));
  Obj* sb = a[0].ref;
  return Splice(rt, sb, sb->len, sb->len, part) ? a[0] : Value{};
}
// String.contentEquals(CharSequence): the same chars as the String or StringBuilder (JDK 17
// reads the argument's length first, so null throws NullPointerException).
Value ContentEquals(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const std::u16string_view self = Chars(a[0].ref), other = Sequence(a[1].ref);
  if (self.size() != other.size()) return IntValue(0);
  if (!rt.Charge(self.size())) return Value{};
  return IntValue(self == other ? 1 : 0);
}
// String.join(CharSequence delimiter, CharSequence... elements): the elements' chars ("null" for
// a null element) with the delimiter between them; a null delimiter or array throws
// NullPointerException.
Value Join(Runtime& rt, Value* a) {
  Obj* elements = a[1].ref;
  if (a[0].ref == nullptr || elements == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const std::u16string delimiter(Sequence(a[0].ref));
  std::u16string out;
  for (int32_t i = 0; i < elements->len; ++i) {
    const std::u16string_view element = Sequence(ElementsOf(elements)[i].ref);
    const size_t more = (i > 0 ? delimiter.size() : 0) + element.size();
    if (out.size() + more > static_cast<size_t>(INT32_MAX)) {
      rt.ThrowOutOfMemory();
      return Value{};
    }
    if (!rt.Charge(more + 1)) return Value{};
    if (i > 0) out += delimiter;
    out += element;
  }
  return StrValue(rt, out);
}
// new StringBuilder(CharSequence): the capacity its length plus 16, then its chars.
Value InitSequence(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const std::u16string s(Sequence(a[1].ref));
  const auto length = static_cast<int32_t>(std::min<size_t>(s.size(), INT32_MAX - 16));
  Obj* sb = a[0].ref;
  if (!SbReserve(rt, sb, length + 16)) return Value{};
  Splice(rt, sb, sb->len, sb->len, s);
  return Value{};
}
// append(char[] str, offset, len).
Value AppendCharRange(Runtime& rt, Value* a) {
  Obj* arr = a[1].ref;
  if (arr == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const int64_t from = a[2].i, to = from + a[3].i;
  if (!RangeOk(rt, kIndexOutOfBoundsExceptionClass, from, to, arr->len)) return Value{};
  Obj* sb = a[0].ref;
  const std::u16string s = CharsOfArray(arr, static_cast<int32_t>(from), static_cast<int32_t>(to));
  return Splice(rt, sb, sb->len, sb->len, s) ? a[0] : Value{};
}

Value DeleteCharAt(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  const int32_t i = a[1].i;
  if (i < 0 || i >= sb->len) {
    rt.Throw(kStringIndexOutOfBoundsExceptionClass, "index " + Num(i) + ", length " + Num(sb->len));
    return Value{};
  }
  return Splice(rt, sb, i, i + 1, u"") ? a[0] : Value{};
}
// delete(start, end) and replace(start, end, str): an end past the length is the length.
Value Delete(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  const int32_t end = std::min(a[2].i, sb->len);
  if (!RangeOk(rt, kStringIndexOutOfBoundsExceptionClass, a[1].i, end, sb->len)) return Value{};
  return Splice(rt, sb, a[1].i, end, u"") ? a[0] : Value{};
}
Value Replace(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  const int32_t end = std::min(a[2].i, sb->len);
  if (!RangeOk(rt, kStringIndexOutOfBoundsExceptionClass, a[1].i, end, sb->len)) return Value{};
  if (a[3].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  return Splice(rt, sb, a[1].i, end, Chars(a[3].ref)) ? a[0] : Value{};
}

Value Substring(Runtime& rt, Obj* sb, int32_t start, int32_t end) {
  if (!RangeOk(rt, kStringIndexOutOfBoundsExceptionClass, start, end, sb->len)) return Value{};
  if (!rt.Charge(static_cast<uint64_t>(end - start))) return Value{};
  return StrValue(rt,
                  View(sb).substr(static_cast<size_t>(start), static_cast<size_t>(end - start)));
}
Value Substring1(Runtime& rt, Value* a) { return Substring(rt, a[0].ref, a[1].i, a[0].ref->len); }
Value Substring2(Runtime& rt, Value* a) { return Substring(rt, a[0].ref, a[1].i, a[2].i); }

// String.indexOf(str, from) / lastIndexOf(str, from) over the builder's chars.
Value IndexOf(Runtime& rt, Obj* sb, Obj* str, int32_t from, bool last) {
  if (str == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const std::u16string_view s = View(sb), t = Chars(str);
  const int32_t n = sb->len, m = str->len;
  if (!rt.Charge(static_cast<uint64_t>(n) * static_cast<uint64_t>(std::max(m, 1)))) return Value{};
  if (!last) {
    from = std::max(from, 0);
    if (from >= n) return IntValue(m == 0 ? n : -1);
    const size_t r = s.find(t, static_cast<size_t>(from));
    return IntValue(r == std::u16string_view::npos ? -1 : static_cast<int32_t>(r));
  }
  from = std::min(from, n - m);
  if (from < 0) return IntValue(-1);
  const size_t r = s.rfind(t, static_cast<size_t>(from));
  return IntValue(r == std::u16string_view::npos ? -1 : static_cast<int32_t>(r));
}
Value IndexOf1(Runtime& rt, Value* a) { return IndexOf(rt, a[0].ref, a[1].ref, 0, false); }
Value IndexOf2(Runtime& rt, Value* a) { return IndexOf(rt, a[0].ref, a[1].ref, a[2].i, false); }
Value LastIndexOf1(Runtime& rt, Value* a) {
  return IndexOf(rt, a[0].ref, a[1].ref, a[0].ref->len, true);
}
Value LastIndexOf2(Runtime& rt, Value* a) { return IndexOf(rt, a[0].ref, a[1].ref, a[2].i, true); }

Value SetLength(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  const int32_t n = a[1].i;
  if (n < 0) {
    rt.Throw(kStringIndexOutOfBoundsExceptionClass, "String index out of range: " + Num(n));
    return Value{};
  }
  if (!SbReserve(rt, sb, n)) return Value{};
  if (n > sb->len) {
    if (!rt.Charge(static_cast<uint64_t>(n - sb->len))) return Value{};
    std::fill(SbOf(sb)->chars + sb->len, SbOf(sb)->chars + n, u'\0');
  }
  sb->len = n;
  return Value{};
}
Value InitCapacity(Runtime& rt, Value* a) {
  if (a[1].i < 0) {
    rt.Throw(kNegativeArraySizeExceptionClass, Num(a[1].i));
    return Value{};
  }
  SbReserve(rt, a[0].ref, a[1].i);
  return Value{};
}
Value Capacity(Runtime&, Value* a) { return IntValue(SbOf(a[0].ref)->capacity); }
Value EnsureCapacity(Runtime& rt, Value* a) {
  if (a[1].i > 0) SbReserve(rt, a[0].ref, a[1].i);
  return Value{};
}
// trimToSize: the capacity becomes the length.
Value TrimToSize(Runtime& rt, Value* a) {
  Obj* sb = a[0].ref;
  SbData* d = SbOf(sb);
  if (d->capacity > sb->len) {
    auto* chars = static_cast<char16_t*>(
        rt.heap.Alloc(std::max<size_t>(1, sizeof(char16_t) * static_cast<size_t>(sb->len))));
    if (chars == nullptr) {
      rt.ThrowOutOfMemory();
      return Value{};
    }
    if (sb->len > 0) std::memcpy(chars, d->chars, sizeof(char16_t) * static_cast<size_t>(sb->len));
    d->chars = chars;
    d->capacity = sb->len;
  }
  return Value{};
}
// compareTo(StringBuilder): lexicographic by char, then by length (NullPointerException for
// null).
Value CompareTo(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const std::u16string_view x = View(a[0].ref), y = View(a[1].ref);
  const size_t n = std::min(x.size(), y.size());
  if (!rt.Charge(n)) return Value{};
  for (size_t i = 0; i < n; ++i) {
    if (x[i] != y[i]) return IntValue(static_cast<int32_t>(x[i]) - static_cast<int32_t>(y[i]));
  }
  return IntValue(static_cast<int32_t>(x.size()) - static_cast<int32_t>(y.size()));
}

}  // namespace

bool SbReserve(Runtime& rt, Obj* sb, int32_t need) {
  SbData* d = SbOf(sb);
  if (need <= d->capacity) return true;
  if (!rt.Charge(static_cast<uint64_t>(sb->len))) return false;  // Copying to the new buffer.
  const int64_t grown = static_cast<int64_t>(d->capacity) * 2 + 2;
  const size_t cap =
      static_cast<size_t>(std::min<int64_t>(std::max<int64_t>(need, grown), INT32_MAX));
  auto* chars = static_cast<char16_t*>(rt.heap.Alloc(cap * sizeof(char16_t)));
  if (chars == nullptr) {
    rt.ThrowOutOfMemory();
    return false;
  }
  if (sb->len > 0) std::memcpy(chars, d->chars, sizeof(char16_t) * static_cast<size_t>(sb->len));
  d->chars = chars;
  d->capacity = static_cast<int32_t>(cap);
  return true;
}

void DeclareBuilderMethods(ClassTable& t) {
  Declarer d(t);
  const Type sb = Type::Class(kStringBuilderClass), i = kIntType, s = kStringType;
  const Type chars{Base::kChar, 1, -1};
  d.Reopen(kStringBuilderClass);
  d.Ctor({i}, InitCapacity);
  d.M("insert", sb, {i, s}, InsertValue<Base::kRef, kStringClass>);
  d.M("insert", sb, {i, kCharType}, InsertValue<Base::kChar>);
  d.M("insert", sb, {i, i}, InsertValue<Base::kInt>);
  d.M("insert", sb, {i, kLongType}, InsertValue<Base::kLong>);
  d.M("insert", sb, {i, kDoubleType}, InsertValue<Base::kDouble>);
  d.M("insert", sb, {i, kBooleanType}, InsertValue<Base::kBoolean>);
  d.M("insert", sb, {i, kObjectType}, InsertValue<Base::kRef, kObjectClass>);
  d.M("insert", sb, {i, chars}, InsertChars);
  d.M("insert", sb, {i, chars, i, i}, InsertCharRange);
  d.M("insert", sb, {i, s, i, i}, InsertSequenceRange);  // The JDK's takes a CharSequence.
  d.M("insert", sb, {i, sb, i, i}, InsertSequenceRange);
  d.M("append", sb, {s, i, i}, AppendSequenceRange);
  d.M("append", sb, {sb, i, i}, AppendSequenceRange);
  d.M("append", sb, {chars, i, i}, AppendCharRange);
  d.M("deleteCharAt", sb, {i}, DeleteCharAt);
  d.M("delete", sb, {i, i}, Delete);
  d.M("replace", sb, {i, i, s}, Replace);
  d.M("substring", s, {i}, Substring1);
  d.M("substring", s, {i, i}, Substring2);
  d.M("indexOf", i, {s}, IndexOf1);
  d.M("indexOf", i, {s, i}, IndexOf2);
  d.M("lastIndexOf", i, {s}, LastIndexOf1);
  d.M("lastIndexOf", i, {s, i}, LastIndexOf2);
  d.M("setLength", kVoidType, {i}, SetLength);
  d.M("capacity", i, {}, Capacity);
  d.M("ensureCapacity", kVoidType, {i}, EnsureCapacity);
  d.M("trimToSize", kVoidType, {}, TrimToSize);
  d.M("compareTo", i, {sb}, CompareTo);
}

void DeclareCharSequence(ClassTable& t) {
  Declarer d(t);
  const Type cs = Type::Class(kCharSequenceClass);
  // CharSequence (java.lang): length, charAt and subSequence; toString is Object's.
  d.Class(kCharSequenceClass, "CharSequence", kObjectClass);
  t.classes.back().is_interface = true;
  t.classes.back().is_abstract = true;
  d.Member(true, "length", kIntType, {}, nullptr);
  d.Member(true, "charAt", kCharType, {kIntType}, nullptr);
  d.Member(true, "subSequence", cs, {kIntType, kIntType}, nullptr);
  // String's and StringBuilder's subSequence are their substring (the JDK's messages too:
  // `begin 1, end 9, length 3` for String, `start 1, end 9, length 3` for StringBuilder).
  t.classes[static_cast<size_t>(kStringClass)].interfaces.push_back(kCharSequenceClass);
  for (PendingGeneric& p : PendingGenerics()) {  // `implements Comparable<String>, CharSequence`.
    if (p.what == PendingGeneric::What::kSupertypes && p.cls == kStringClass) {
      p.more.emplace_back("CharSequence");
    }
  }
  d.Reopen(kStringClass);
  d.M("subSequence", cs, {kIntType, kIntType}, StrSubstring2);
  d.M("contentEquals", kBooleanType, {cs}, ContentEquals);
  d.S("join", kStringType, {cs, Type{Base::kRef, 1, kCharSequenceClass}}, Join);
  t.methods.back().is_varargs = true;
  t.classes[static_cast<size_t>(kStringBuilderClass)].interfaces.push_back(kCharSequenceClass);
  d.Reopen(kStringBuilderClass);
  d.M("subSequence", cs, {kIntType, kIntType}, Substring2);
  // The JDK's CharSequence forms for a CharSequence-typed argument (a String or a StringBuilder
  // argument picks the more specific overloads above).
  d.Ctor({cs}, InitSequence);
  d.M("append", Type::Class(kStringBuilderClass), {cs, kIntType, kIntType}, AppendSequenceRange);
  d.M("insert", Type::Class(kStringBuilderClass), {kIntType, cs, kIntType, kIntType},
      InsertSequenceRange);
}

}  // namespace aprgrid::lang::stdlib
