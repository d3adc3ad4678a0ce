// Static types of the subject language and the fixed ids of the built-in classes.
#ifndef APRGRID_WORKER_LANG_TYPES_H_
#define APRGRID_WORKER_LANG_TYPES_H_

#include <cstdint>
#include <string>

namespace aprgrid::lang {

// byte and short values are held as sign-extended ints (Value::i), float values as doubles
// (Value::d) that are exactly representable in single precision (value.h).
enum class Base : uint8_t {
  kVoid,
  kBoolean,
  kChar,
  kInt,
  kLong,
  kDouble,
  kByte,
  kShort,
  kFloat,
  kNull,
  kRef
};

// Ids of the built-in classes; user classes follow from kFirstUserClass.
enum BuiltinClass : int16_t {
  kObjectClass,
  kStringClass,
  kStringBuilderClass,
  kThrowableClass,
  kExceptionClass,
  kRuntimeExceptionClass,
  kErrorClass,
  kArithmeticExceptionClass,
  kIndexOutOfBoundsExceptionClass,
  kArrayIndexOutOfBoundsExceptionClass,
  kStringIndexOutOfBoundsExceptionClass,
  kNullPointerExceptionClass,
  kClassCastExceptionClass,
  kNegativeArraySizeExceptionClass,
  kIllegalArgumentExceptionClass,
  kIllegalStateExceptionClass,
  kNumberFormatExceptionClass,
  kUnsupportedOperationExceptionClass,
  kAssertionErrorClass,
  kStackOverflowErrorClass,
  kOutOfMemoryErrorClass,
  kLinkageErrorClass,
  kExceptionInInitializerErrorClass,  // A static initialiser threw (JLS 12.4.2).
  kNoClassDefFoundErrorClass,         // A class whose initialisation failed was used again.
  // String.format's exceptions (java.util, stdlib_format.cc).
  kIllegalFormatExceptionClass,
  kMissingFormatArgumentExceptionClass,
  kIllegalFormatConversionExceptionClass,
  kUnknownFormatConversionExceptionClass,
  kIllegalFormatCodePointExceptionClass,
  kIntegerClass,  // Boxes: what a primitive becomes when passed as an Object.
  kLongClass,
  kDoubleClass,
  kBooleanClass,
  kCharacterClass,
  kFloatClass,
  kByteClass,
  kShortClass,
  kMathClass,  // Static-only library classes.
  kSystemClass,
  kPrintStreamClass,
  kAssertClass,
  kEnumClass,           // java.lang.Enum: the superclass of every enum (JLS 8.9).
  kAutoCloseableClass,  // try-with-resources' resources (JLS 14.20.3).
  kObjectsClass,        // java.util (java_util.h): visible where imported.
  kArraysClass,
  // The collections (stdlib_collections.cc, stdlib_hashmap.cc). Iterable is java.lang; the
  // rest are java.util. The interfaces are raw: their members are declared in terms of Object
  // where the JDK has the type parameters E (elements), K (keys) and V (values).
  kIterableClass,
  kIteratorClass,
  kCollectionClass,
  kListClass,
  kSetClass,
  kMapClass,
  kMapEntryClass,  // Map.Entry, a member interface of Map.
  kConcurrentModificationExceptionClass,
  kNoSuchElementExceptionClass,
  kArrayListClass,
  kArrayListItrClass,  // Not nameable: the class of ArrayList.iterator()'s objects.
  kHashMapClass,
  kHashMapNodeClass,  // Not nameable, as the views and iterators below.
  kHashMapKeySetClass,
  kHashMapValuesClass,
  kHashMapEntrySetClass,
  kHashMapKeyIteratorClass,
  kHashMapValueIteratorClass,
  kHashMapEntryIteratorClass,
  kHashSetClass,
  // LinkedHashMap/LinkedHashSet (stdlib_linked.cc), the deques (stdlib_deque.cc), the sorted
  // collections (stdlib_treemap.cc, stdlib_treeset.cc). Hidden classes as above.
  kLinkedHashMapClass,
  kLinkedHashMapEntryClass,
  kLinkedHashSetClass,
  kQueueClass,
  kDequeClass,
  kArrayDequeClass,
  kArrayDequeItrClass,
  kArrayDequeDescItrClass,
  kLinkedListClass,
  kLinkedListNodeClass,
  kLinkedListItrClass,
  kLinkedListDescItrClass,
  kSortedMapClass,
  kNavigableMapClass,
  kTreeMapClass,
  kTreeMapEntryClass,
  kTreeSubMapClass,
  kSortedSetClass,
  kNavigableSetClass,
  kTreeMapKeySetClass,
  kTreeMapValuesClass,
  kTreeMapEntrySetClass,
  kTreeMapKeyIteratorClass,
  kTreeMapValueIteratorClass,
  kTreeMapEntryIteratorClass,
  kTreeSetClass,
  kPriorityQueueClass,  // stdlib_priority.cc
  kPriorityQueueItrClass,
  // Ordering (stdlib_sort.cc): Comparable is java.lang, the rest java.util.
  kComparableClass,
  kComparatorClass,
  kCollectionsClass,
  kReverseComparatorClass,       // Not nameable: Collections.reverseOrder()'s class.
  kReverseComparator2Class,      // Not nameable: Collections.reverseOrder(c)'s and reversed()'s.
  kUnmodifiableCollectionClass,  // Not nameable: Collections' wrappers (stdlib_unmodifiable.cc).
  kUnmodifiableSetClass,
  kUnmodifiableListClass,
  kUnmodifiableIteratorClass,
  kEmptyListClass,  // Not nameable: Collections.emptyList()'s, emptySet()'s and emptyMap()'s.
  kEmptySetClass,
  kEmptyMapClass,
  kEmptyIteratorClass,
  kSingletonListClass,  // Not nameable: the classes of singletonList(), singleton(), nCopies(),
  kSingletonSetClass,   // singletonMap() and their iterators (stdlib_singletons.cc).
  kCopiesListClass,
  kSingletonMapClass,
  kSingletonIteratorClass,
  kUnmodifiableMapClass,  // Not nameable: Collections.unmodifiableMap()'s class, its entry set,
  kUnmodifiableEntrySetClass,       // the entry set's iterator and its entries
  kUnmodifiableEntryIteratorClass,  // (stdlib_unmodifiable_map.cc).
  kUnmodifiableEntryClass,
  kArraysAsListClass,     // Not nameable: Arrays.asList()'s class and its iterator's
  kArraysAsListItrClass,  // (stdlib_arrays_aslist.cc).
  kRandomClass,           // java.util.Random with a seed (stdlib_random.cc).
  kCharSequenceClass,     // java.lang.CharSequence: String and StringBuilder (stdlib_builder.cc).
  kFirstUserClass,
};

// 4 bytes, so that it fits in an object header. For arrays, `base`/`cls` give the element type
// after stripping all `dims`.
struct Type {
  Base base = Base::kVoid;
  uint8_t dims = 0;
  int16_t cls = -1;

  static constexpr Type Of(Base b) { return Type{b, 0, -1}; }
  static constexpr Type Class(int16_t c) { return Type{Base::kRef, 0, c}; }

  bool operator==(const Type&) const = default;
  bool IsArray() const { return dims > 0; }
  bool IsVoid() const { return dims == 0 && base == Base::kVoid; }
  bool IsPrimitive() const {
    return dims == 0 && base != Base::kVoid && base != Base::kNull && base != Base::kRef;
  }
  bool IsNumeric() const {
    return dims == 0 && (base == Base::kChar || base == Base::kInt || base == Base::kLong ||
                         base == Base::kDouble || base == Base::kByte || base == Base::kShort ||
                         base == Base::kFloat);
  }
  bool IsIntegral() const {
    return dims == 0 && (base == Base::kChar || base == Base::kInt || base == Base::kLong ||
                         base == Base::kByte || base == Base::kShort);
  }
  // byte, short, char or int: held in Value::i and promoted to int (JLS 5.6).
  bool IsIntLike() const {
    return dims == 0 && (base == Base::kChar || base == Base::kInt || base == Base::kByte ||
                         base == Base::kShort);
  }
  bool IsBoolean() const { return dims == 0 && base == Base::kBoolean; }
  bool IsReference() const { return dims > 0 || base == Base::kRef || base == Base::kNull; }
  bool IsNull() const { return dims == 0 && base == Base::kNull; }
  bool IsClass(int16_t c) const { return dims == 0 && base == Base::kRef && cls == c; }
  bool IsString() const { return IsClass(kStringClass); }
  Type Element() const { return Type{base, static_cast<uint8_t>(dims - 1), cls}; }
  Type ArrayOf() const { return Type{base, static_cast<uint8_t>(dims + 1), cls}; }
};

// The box class of a primitive type (JLS 5.1.7); -1 for other types.
constexpr int BoxClassOf(Type t) {
  if (t.dims != 0) return -1;
  switch (t.base) {
    case Base::kInt:
      return kIntegerClass;
    case Base::kLong:
      return kLongClass;
    case Base::kDouble:
      return kDoubleClass;
    case Base::kBoolean:
      return kBooleanClass;
    case Base::kChar:
      return kCharacterClass;
    case Base::kFloat:
      return kFloatClass;
    case Base::kByte:
      return kByteClass;
    case Base::kShort:
      return kShortClass;
    default:
      return -1;
  }
}
// The primitive type that a box type unboxes to (JLS 5.1.8); void for other types.
constexpr Type UnboxedType(Type t) {
  if (t.dims != 0 || t.base != Base::kRef) return Type::Of(Base::kVoid);
  switch (t.cls) {
    case kIntegerClass:
      return Type::Of(Base::kInt);
    case kLongClass:
      return Type::Of(Base::kLong);
    case kDoubleClass:
      return Type::Of(Base::kDouble);
    case kBooleanClass:
      return Type::Of(Base::kBoolean);
    case kCharacterClass:
      return Type::Of(Base::kChar);
    case kFloatClass:
      return Type::Of(Base::kFloat);
    case kByteClass:
      return Type::Of(Base::kByte);
    case kShortClass:
      return Type::Of(Base::kShort);
    default:
      return Type::Of(Base::kVoid);
  }
}

// Whether `from` widens to `to` by a widening primitive conversion or is the same numeric type
// (JLS 5.1.2): byte -> short -> int -> long -> float -> double, and char -> int.
inline bool WidensPrimitive(Type from, Type to) {
  if (!from.IsNumeric() || !to.IsNumeric()) return false;
  if (from.base == to.base) return true;
  if (to.base == Base::kChar) return false;
  if (from.base == Base::kChar) return to.base != Base::kByte && to.base != Base::kShort;
  auto rank = [](Base b) {
    switch (b) {
      case Base::kByte:
        return 0;
      case Base::kShort:
        return 1;
      case Base::kInt:
        return 2;
      case Base::kLong:
        return 3;
      case Base::kFloat:
        return 4;
      default:
        return 5;
    }
  };
  return rank(from.base) <= rank(to.base);
}

inline constexpr Type kVoidType = Type::Of(Base::kVoid);
inline constexpr Type kBooleanType = Type::Of(Base::kBoolean);
inline constexpr Type kCharType = Type::Of(Base::kChar);
inline constexpr Type kIntType = Type::Of(Base::kInt);
inline constexpr Type kLongType = Type::Of(Base::kLong);
inline constexpr Type kDoubleType = Type::Of(Base::kDouble);
inline constexpr Type kByteType = Type::Of(Base::kByte);
inline constexpr Type kShortType = Type::Of(Base::kShort);
inline constexpr Type kFloatType = Type::Of(Base::kFloat);
inline constexpr Type kNullType = Type::Of(Base::kNull);
inline constexpr Type kObjectType = Type::Class(kObjectClass);
inline constexpr Type kStringType = Type::Class(kStringClass);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_TYPES_H_
