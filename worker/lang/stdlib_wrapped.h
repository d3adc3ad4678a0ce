// The members that Collections' wrapper classes share (stdlib_unmodifiable.cc,
// stdlib_unmodifiable_map.cc): each wrapper holds what it wraps in its first field, passes reads
// through to it and throws UnsupportedOperationException for writes. Internal to aprgrid_lang.
#ifndef APRGRID_WORKER_LANG_STDLIB_WRAPPED_H_
#define APRGRID_WORKER_LANG_STDLIB_WRAPPED_H_

#include "worker/lang/runtime.h"
#include "worker/lang/stdlib_collections.h"

namespace aprgrid::lang::stdlib::wrapped {

constexpr int kWrapped = 0;  // The field of a wrapper that holds the wrapped object.

inline Value& Inner(Obj* wrapper) { return FieldsOf(wrapper)[kWrapped]; }

// A mutator of an unmodifiable wrapper: UnsupportedOperationException with a null message.
inline Value Unsupported(Runtime& rt, Value*) {
  rt.Throw(kUnsupportedOperationExceptionClass, nullptr);
  return Value{};
}
// Calls interface method `method` on what the wrapper a[0] wraps, with a[1..n) (n <= 3).
inline Value Call(Runtime& rt, int method, Value* a, int n) {
  Value args[3] = {Inner(a[0].ref), n > 1 ? a[1] : Value{}, n > 2 ? a[2] : Value{}};
  return CallInterface(rt, method, args, n);
}
// toString, hashCode and equals (o == this || wrapped.equals(o)) of the wrapped object.
inline Value ToString(Runtime& rt, Value* a) {
  Obj* s = rt.ToJavaString(Inner(a[0].ref), kObjectType);
  return s == nullptr ? Value{} : RefValue(s);
}
inline Value HashCode(Runtime& rt, Value* a) {
  const int32_t h = rt.JavaHashCode(Inner(a[0].ref).ref);
  return rt.exc != nullptr ? Value{} : IntValue(h);
}
inline Value Equals(Runtime& rt, Value* a) {
  if (a[1].ref == a[0].ref) return IntValue(1);
  const bool eq = rt.JavaEquals(Inner(a[0].ref).ref, a[1].ref);
  return rt.exc != nullptr ? Value{} : IntValue(eq ? 1 : 0);
}
// A new object of class `cls` wrapping `inner`; Value{} when out of memory.
inline Value New(Runtime& rt, int cls, Value inner) {
  Obj* u = rt.NewInstance(cls);
  if (u == nullptr) return Value{};
  Inner(u) = inner;
  return RefValue(u);
}
// Calls interface method `method` on what a[0] wraps (with no arguments) and wraps the result, an
// iterator or an entry, in a new object of class `cls`.
inline Value CallAndWrap(Runtime& rt, int method, Value* a, int cls) {
  const Value inner = Call(rt, method, a, 1);
  if (rt.exc != nullptr) return Value{};
  return New(rt, cls, inner);
}
// Collections.unmodifiableX(c): NullPointerException for a null c; c itself when it is already
// of the wrapper's class `cls`; else a new `cls` wrapping it.
inline Value WrapOnce(Runtime& rt, Obj* c, int cls) {
  if (c == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  if (c->cls == cls) return RefValue(c);
  return New(rt, cls, RefValue(c));
}

}  // namespace aprgrid::lang::stdlib::wrapped

#endif  // APRGRID_WORKER_LANG_STDLIB_WRAPPED_H_
