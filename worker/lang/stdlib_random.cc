// java.util.Random with a seed and Collections.shuffle(list, rnd). Random's generator is the
// 48-bit linear congruential one its Javadoc specifies (seed' = seed * 0x5DEECE66D + 0xB mod
// 2^48; next(bits) is the seed's top `bits` bits), and every method draws from it exactly as
// Java 17's does (with RandomGenerator's default range methods), so the numbers equal the
// JVM's bit for bit. `new Random()` (seeded from the clock), nextGaussian (StrictMath.log) and
// subclasses of Random (an overriding next(int)) are outside the language (stdlib.h,
// OutsideLibraryMember and friends).
#include <cstdint>
#include <type_traits>

#include "worker/lang/nodes_ops.h"
#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_sort.h"

namespace aprgrid::lang::stdlib {
namespace {

constexpr uint64_t kMultiplier = 0x5DEECE66DULL;
constexpr uint64_t kAddend = 0xBULL;
constexpr uint64_t kMask = (uint64_t{1} << 48) - 1;

// Random's only field: the 48-bit state.
Value& Seed(Obj* rnd) { return FieldsOf(rnd)[0]; }

// initialScramble(seed): (seed ^ multiplier) & mask.
Value Scramble(int64_t seed) {
  return LongValue(static_cast<int64_t>((static_cast<uint64_t>(seed) ^ kMultiplier) & kMask));
}

// next(bits): advances the state and returns its top `bits` bits as an int.
int32_t Next(Obj* rnd, int bits) {
  const uint64_t next = (static_cast<uint64_t>(Seed(rnd).l) * kMultiplier + kAddend) & kMask;
  Seed(rnd) = LongValue(static_cast<int64_t>(next));
  return static_cast<int32_t>(static_cast<uint32_t>(next >> (48 - bits)));
}

// nextInt(bound): IllegalArgumentException "bound must be positive" for bound <= 0; a power of
// two takes the top bits of next(31), any other bound rejects the draws whose u - u % bound +
// (bound - 1) overflows int. False when it threw.
bool NextIntBelow(Runtime& rt, Obj* rnd, int32_t bound, int32_t* out) {
  if (bound <= 0) {
    rt.Throw(kIllegalArgumentExceptionClass, "bound must be positive");
    return false;
  }
  int32_t r = Next(rnd, 31);
  const int32_t m = bound - 1;
  if ((bound & m) == 0) {
    r = static_cast<int32_t>((static_cast<int64_t>(bound) * r) >> 31);
  } else {
    for (int32_t u = r; static_cast<int32_t>(static_cast<uint32_t>(u - (r = u % bound)) +
                                             static_cast<uint32_t>(m)) < 0;
         u = Next(rnd, 31)) {
    }
  }
  *out = r;
  return true;
}

// The draws of RandomGenerator's default range methods, which Random inherits in Java 17: a
// range whose length is a power of two masks one draw, another positive length rejects the
// draws whose u - u % n + (n - 1) overflows (u a draw shifted right by one), and a length that
// overflows redraws until the value falls inside. `Draw` is nextInt() or nextLong().
template <typename T, typename Draw>
T BoundedNext(T origin, T bound, Draw draw) {
  using U = std::make_unsigned_t<T>;
  T r = draw();
  if (origin >= bound) return r;
  const T n = static_cast<T>(static_cast<U>(bound) - static_cast<U>(origin));
  const T m = static_cast<T>(static_cast<U>(n) - 1);
  if ((n & m) == 0) return static_cast<T>(static_cast<U>(r & m) + static_cast<U>(origin));
  if (n > 0) {
    for (T u = static_cast<T>(static_cast<U>(r) >> 1);
         static_cast<T>(static_cast<U>(u) + static_cast<U>(m) - static_cast<U>(r = u % n)) < 0;
         u = static_cast<T>(static_cast<U>(draw()) >> 1)) {
    }
    return static_cast<T>(static_cast<U>(r) + static_cast<U>(origin));
  }
  while (r < origin || r >= bound) r = draw();
  return r;
}
int64_t NextLongOf(Obj* rnd) {
  const int64_t hi = Next(rnd, 32);
  const int64_t lo = Next(rnd, 32);
  return static_cast<int64_t>((static_cast<uint64_t>(hi) << 32) + static_cast<uint64_t>(lo));
}

Value Init(Runtime&, Value* a) {
  Seed(a[0].ref) = Scramble(a[1].l);
  return Value{};
}
Value SetSeed(Runtime&, Value* a) {
  Seed(a[0].ref) = Scramble(a[1].l);
  return Value{};
}
Value NextInt(Runtime&, Value* a) { return IntValue(Next(a[0].ref, 32)); }
Value NextIntBound(Runtime& rt, Value* a) {
  int32_t r;
  return NextIntBelow(rt, a[0].ref, a[1].i, &r) ? IntValue(r) : Value{};
}
// nextLong: (long) next(32) << 32 plus next(32), sign-extended.
Value NextLong(Runtime&, Value* a) { return LongValue(NextLongOf(a[0].ref)); }
// nextInt(origin, bound), nextLong(bound), nextLong(origin, bound): IllegalArgumentException
// "bound must be greater than origin" / "bound must be positive" first, then BoundedNext.
Value NextIntRange(Runtime& rt, Value* a) {
  if (a[1].i >= a[2].i) {
    rt.Throw(kIllegalArgumentExceptionClass, "bound must be greater than origin");
    return Value{};
  }
  Obj* rnd = a[0].ref;
  return IntValue(BoundedNext<int32_t>(a[1].i, a[2].i, [rnd] { return Next(rnd, 32); }));
}
Value NextLongBound(Runtime& rt, Value* a) {
  if (a[1].l <= 0) {
    rt.Throw(kIllegalArgumentExceptionClass, "bound must be positive");
    return Value{};
  }
  Obj* rnd = a[0].ref;
  return LongValue(BoundedNext<int64_t>(0, a[1].l, [rnd] { return NextLongOf(rnd); }));
}
Value NextLongRange(Runtime& rt, Value* a) {
  if (a[1].l >= a[2].l) {
    rt.Throw(kIllegalArgumentExceptionClass, "bound must be greater than origin");
    return Value{};
  }
  Obj* rnd = a[0].ref;
  return LongValue(BoundedNext<int64_t>(a[1].l, a[2].l, [rnd] { return NextLongOf(rnd); }));
}

Value NextBoolean(Runtime&, Value* a) { return IntValue(Next(a[0].ref, 1) != 0 ? 1 : 0); }
// nextDouble: 53 bits (26 then 27) times 2^-53.
Value NextDouble(Runtime&, Value* a) {
  const int64_t hi = Next(a[0].ref, 26);
  const int64_t lo = Next(a[0].ref, 27);
  return DoubleValue(static_cast<double>((hi << 27) + lo) * 0x1.0p-53);
}
// nextFloat: 24 bits divided by 2^24 in float.
Value NextFloat(Runtime&, Value* a) {
  return ops::FloatValue(static_cast<float>(Next(a[0].ref, 24)) / static_cast<float>(1 << 24));
}

// shuffle(list, rnd): size() first (NullPointerException for a null list), then for i = size
// down to 2, swap(list, i - 1, rnd.nextInt(i)) (a null rnd throws at the first draw). The JDK
// shuffles an array copy of a list that is not RandomAccess and has 5 or more elements, then
// writes it back through a ListIterator: the same order, other calls (docs/subject-language.md,
// "Known differences from the JVM").
Value Shuffle(Runtime& rt, Value* a) {
  Obj* list = a[0].ref;
  Obj* rnd = a[1].ref;
  if (list == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value self = RefValue(list);
  const int32_t size = CallInterface(rt, g_methods.collection_size, &self, 1).i;
  if (rt.exc != nullptr) return Value{};
  for (int32_t i = size; i > 1; --i) {
    if (rnd == nullptr) {
      rt.ThrowNullPointer();
      return Value{};
    }
    int32_t j;
    if (!rt.Charge(1) || !NextIntBelow(rt, rnd, i, &j) || !ListSwap(rt, list, i - 1, j)) {
      return Value{};
    }
  }
  return Value{};
}

}  // namespace

void DeclareRandom(ClassTable& t) {
  Declarer d(t);
  d.Class(kRandomClass, "Random", kObjectClass);
  t.classes.back().java_util = true;
  d.StateField("seed", kLongType);
  d.Ctor({kLongType}, Init);
  d.M("setSeed", kVoidType, {kLongType}, SetSeed);
  d.M("nextInt", kIntType, {}, NextInt);
  d.M("nextInt", kIntType, {kIntType}, NextIntBound);
  d.M("nextInt", kIntType, {kIntType, kIntType}, NextIntRange);
  d.M("nextLong", kLongType, {}, NextLong);
  d.M("nextLong", kLongType, {kLongType}, NextLongBound);
  d.M("nextLong", kLongType, {kLongType, kLongType}, NextLongRange);
  d.M("nextBoolean", kBooleanType, {}, NextBoolean);
  d.M("nextDouble", kDoubleType, {}, NextDouble);
  d.M("nextFloat", kFloatType, {}, NextFloat);

  d.Reopen(kCollectionsClass);
  d.S("shuffle", kVoidType, {Type::Class(kListClass), Type::Class(kRandomClass)}, Shuffle);
  d.Sig("void", {"List<?>", "Random"});
}

}  // namespace aprgrid::lang::stdlib
