// The bodies of the hottest built-in methods, inline, so that the compiler's direct calls
// (nodes_builtin.h) and the enhanced for over an ArrayList (nodes_iter.h) run them without a
// call. The built-in declarations use these same functions (ArrayList's directly,
// stdlib_collections.cc; String's through StrLength and StrCharAt, stdlib_string.cc), so a fast
// path and the method it stands for cannot differ. Internal to aprgrid_lang.
#ifndef APRGRID_WORKER_LANG_STDLIB_INLINE_H_
#define APRGRID_WORKER_LANG_STDLIB_INLINE_H_

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "worker/lang/runtime.h"
#include "worker/lang/stdlib_collections.h"

namespace aprgrid::lang::stdlib {

// IndexOutOfBoundsException as Objects.checkIndex throws it: "Index 3 out of bounds for length 2".
[[gnu::noinline, gnu::cold]] inline void ThrowIndexOutOfBounds(Runtime& rt, int32_t index,
                                                               int32_t length) {
  rt.Throw(
      kIndexOutOfBoundsExceptionClass,
      "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(length));
}

// Makes room in ArrayList `list` for `min_capacity` elements as ArrayList.grow does: 1.5x (at
// least the minimum), 10 for the first element of a list created empty. False with an exception
// pending (OutOfMemoryError, or TIMEOUT when copying the elements spends the step budget).
bool EnsureCapacity(Runtime& rt, Obj* list, int32_t min_capacity);  // stdlib_collections.cc

// ArrayList.size(), get(int) and add(Object) (JDK 17: add increments modCount, then grows).
inline Value ArrayListSize(Runtime&, Value* a) { return FieldsOf(a[0].ref)[slot::kListSize]; }

inline Value ArrayListGet(Runtime& rt, Value* a) {
  Value* fields = FieldsOf(a[0].ref);
  const int32_t index = a[1].i, size = fields[slot::kListSize].i;
  if (index < 0 || index >= size) [[unlikely]] {
    ThrowIndexOutOfBounds(rt, index, size);
    return Value{};
  }
  return ElementsOf(fields[slot::kListData].ref)[index];
}

inline Value ArrayListAdd(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  Value* fields = FieldsOf(self);
  fields[slot::kListModCount].i++;
  const int32_t size = fields[slot::kListSize].i;
  Obj* data = fields[slot::kListData].ref;
  if (data == nullptr || size >= data->len) [[unlikely]] {
    if (!EnsureCapacity(rt, self, size + 1)) return Value{};
    data = fields[slot::kListData].ref;
  }
  ElementsOf(data)[size] = a[1];
  fields[slot::kListSize] = IntValue(size + 1);
  return IntValue(1);
}

// ArrayList.remove(int) (JDK 17: Objects.checkIndex, then fastRemove: modCount++, the tail moved
// down one place, charged one unit per element moved and the cleared slot, the last slot
// cleared).
inline Value ArrayListRemoveAt(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  Value* fields = FieldsOf(self);
  const int32_t index = a[1].i, size = fields[slot::kListSize].i;
  if (index < 0 || index >= size) [[unlikely]] {
    ThrowIndexOutOfBounds(rt, index, size);
    return Value{};
  }
  Value* e = ElementsOf(fields[slot::kListData].ref);
  const Value old = e[index];
  fields[slot::kListModCount].i++;
  if (!rt.Charge(static_cast<uint64_t>(size - index))) return Value{};
  std::copy(e + index + 1, e + size, e + index);
  e[size - 1] = RefValue(nullptr);
  fields[slot::kListSize] = IntValue(size - 1);
  return old;
}

// ArrayList.Itr's hasNext() (`cursor != size`) and next(), as the JDK's: the modCount check
// first, NoSuchElementException past the end, ConcurrentModificationException when the cursor
// is beyond elementData (the list shrank without a modCount change the check could see).
inline Value ArrayListItrHasNext(Runtime&, Value* a) {
  Value* it = FieldsOf(a[0].ref);
  return IntValue(it[slot::kItrCursor].i != FieldsOf(it[slot::kItrList].ref)[slot::kListSize].i);
}

inline Value ArrayListItrNext(Runtime& rt, Value* a) {
  Value* it = FieldsOf(a[0].ref);
  Value* list = FieldsOf(it[slot::kItrList].ref);
  if (list[slot::kListModCount].i != it[slot::kItrExpectedMod].i) [[unlikely]] {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  const int32_t i = it[slot::kItrCursor].i;
  if (i >= list[slot::kListSize].i) [[unlikely]] {
    rt.Throw(kNoSuchElementExceptionClass, nullptr);
    return Value{};
  }
  Obj* data = list[slot::kListData].ref;
  if (data == nullptr || i >= data->len) [[unlikely]] {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  it[slot::kItrCursor] = IntValue(i + 1);
  it[slot::kItrLastRet] = IntValue(i);
  return ElementsOf(data)[i];
}

// String.length() and charAt(int).
inline Value StringLength(Runtime&, Value* a) { return IntValue(a[0].ref->len); }

[[gnu::noinline, gnu::cold]] inline void ThrowStringIndex(Runtime& rt, int32_t index) {
  rt.Throw(kStringIndexOutOfBoundsExceptionClass,
           "String index out of range: " + std::to_string(index));
}

inline Value StringCharAt(Runtime& rt, Value* a) {
  const int32_t i = a[1].i;
  Obj* s = a[0].ref;
  if (i < 0 || i >= s->len) [[unlikely]] {
    ThrowStringIndex(rt, i);
    return Value{};
  }
  return IntValue(CharsOf(s)[i]);
}

// Appends `s` to StringBuilder `sb` (stdlib_string.cc): charges its chars, grows the buffer
// when full (charging the copy; the old buffer stays in the arena until reset), copies. False
// with an exception pending (TIMEOUT, OutOfMemoryError).
bool SbAppend(Runtime& rt, Obj* sb, std::u16string_view s);

// SbAppend of n chars (at most 11) with its common case inline: when the buffer has room, the
// charge and the copy; otherwise SbAppend itself (which charges, grows and copies).
[[gnu::always_inline]] inline bool SbAppendShort(Runtime& rt, Obj* sb, const char16_t* s,
                                                 size_t n) {
  SbData* d = SbOf(sb);
  const size_t need = static_cast<size_t>(sb->len) + n;
  if (need > static_cast<size_t>(d->capacity)) [[unlikely]]
    return SbAppend(rt, sb, std::u16string_view(s, n));
  if (!rt.Charge(n)) return false;
  char16_t* out = d->chars + sb->len;
  for (size_t i = 0; i < n; ++i) out[i] = s[i];
  sb->len = static_cast<int32_t>(need);
  return true;
}

// StringBuilder.append(char) and append(int) (Integer.toString's digits).
inline Value StringBuilderAppendChar(Runtime& rt, Value* a) {
  const char16_t c = static_cast<char16_t>(a[1].i);
  if (!SbAppendShort(rt, a[0].ref, &c, 1)) return Value{};
  return a[0];
}

inline Value StringBuilderAppendInt(Runtime& rt, Value* a) {
  const int32_t v = a[1].i;
  char16_t buf[11];  // "-2147483648"
  char16_t* p = buf + 11;
  uint32_t u = v < 0 ? 0u - static_cast<uint32_t>(v) : static_cast<uint32_t>(v);
  do {
    *--p = static_cast<char16_t>(u'0' + u % 10);
    u /= 10;
  } while (u != 0);
  if (v < 0) *--p = u'-';
  if (!SbAppendShort(rt, a[0].ref, p, static_cast<size_t>(buf + 11 - p))) return Value{};
  return a[0];
}

}  // namespace aprgrid::lang::stdlib

#endif  // APRGRID_WORKER_LANG_STDLIB_INLINE_H_
