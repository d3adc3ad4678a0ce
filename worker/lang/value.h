// Run-time representation: untagged 8-byte values (the static type says which member is live) and
// heap objects with a 16-byte header followed by their payload.
//
// Payloads: class instances -> Value fields[]; arrays -> Value elements[] (every element type
// uses a full Value: simple, and fast enough); strings -> char16_t chars[len]; StringBuilder ->
// SbData; boxes -> one Value.
#ifndef APRGRID_WORKER_LANG_VALUE_H_
#define APRGRID_WORKER_LANG_VALUE_H_

#include <cstdint>
#include <type_traits>

#include "worker/lang/types.h"

namespace aprgrid::lang {

struct Obj;

union Value {
  int32_t i;  // boolean (0/1), char (0..65535), int
  int64_t l;
  double d;
  Obj* ref;
};
static_assert(sizeof(Value) == 8);

inline constexpr int16_t kArrayObject = -1;    // Obj::cls of arrays (the type is in Obj::type).
inline constexpr int16_t kTimeoutObject = -2;  // The sentinel "exception" of a step-budget stop.

struct Obj {
  int32_t cls;    // Class id, or kArrayObject.
  int32_t len;    // Array or string length; StringBuilder length.
  Type type;      // Arrays: the array type.
  int32_t ident;  // Allocation ordinal within a run (a deterministic identity hash).
};
static_assert(sizeof(Obj) == 16);

inline Value* FieldsOf(Obj* o) { return reinterpret_cast<Value*>(o + 1); }
inline Value* ElementsOf(Obj* o) { return reinterpret_cast<Value*>(o + 1); }
inline char16_t* CharsOf(Obj* o) { return reinterpret_cast<char16_t*>(o + 1); }

struct SbData {
  char16_t* chars;
  int32_t capacity;
};
inline SbData* SbOf(Obj* o) { return reinterpret_cast<SbData*>(o + 1); }

inline Value IntValue(int32_t v) {
  Value r;
  r.l = 0;
  r.i = v;
  return r;
}
inline Value LongValue(int64_t v) {
  Value r;
  r.l = v;
  return r;
}
inline Value DoubleValue(double v) {
  Value r;
  r.d = v;
  return r;
}
inline Value RefValue(Obj* v) {
  Value r;
  r.ref = v;
  return r;
}

// The int or long in `v`, for code written once for both (T is int32_t or int64_t).
template <typename T>
T IntegralOf(Value v) {
  static_assert(std::is_same_v<T, int32_t> || std::is_same_v<T, int64_t>);
  if constexpr (sizeof(T) == 4) {
    return v.i;
  } else {
    return v.l;
  }
}
// IntValue or LongValue of `v`, converted to T first (T as above).
template <typename T, typename V>
Value IntegralValue(V v) {
  static_assert(std::is_same_v<T, int32_t> || std::is_same_v<T, int64_t>);
  if constexpr (sizeof(T) == 4) {
    return IntValue(static_cast<int32_t>(v));
  } else {
    return LongValue(static_cast<int64_t>(v));
  }
}

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_VALUE_H_
