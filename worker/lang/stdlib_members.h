// The member lists of Collection, List and Map as the built-in implementations declare them (the
// raw erased signatures of stdlib_collections.cc's interfaces), for the classes that implement
// all of them with their own bodies: Collections' wrappers, empty and singleton collections
// (stdlib_unmodifiable.cc, stdlib_singletons.cc). Internal to aprgrid_lang.
#ifndef APRGRID_WORKER_LANG_STDLIB_MEMBERS_H_
#define APRGRID_WORKER_LANG_STDLIB_MEMBERS_H_

#include "worker/lang/stdlib_declarer.h"

namespace aprgrid::lang::stdlib {

// Collection's members, and toString.
struct CollectionFns {
  BuiltinFn size, is_empty, contains, iterator, add, remove, add_all, clear, to_string;
};
inline void DeclareCollectionMembers(Declarer& d, const CollectionFns& f) {
  const Type obj = kObjectType;
  d.M("size", kIntType, {}, f.size);
  d.M("isEmpty", kBooleanType, {}, f.is_empty);
  d.M("contains", kBooleanType, {obj}, f.contains);
  d.M("iterator", Type::Class(kIteratorClass), {}, f.iterator);
  d.M("add", kBooleanType, {obj}, f.add);
  d.M("remove", kBooleanType, {obj}, f.remove);
  d.M("addAll", kBooleanType, {Type::Class(kCollectionClass)}, f.add_all);
  d.M("clear", kVoidType, {}, f.clear);
  d.M("toString", kStringType, {}, f.to_string);
}

// List's own members, List.sort, and equals/hashCode.
struct ListFns {
  BuiltinFn get, set, add_at, remove_at, index_of, last_index_of, sort, equals, hash_code;
};
inline void DeclareListMembers(Declarer& d, const ListFns& f) {
  const Type obj = kObjectType;
  d.M("get", obj, {kIntType}, f.get);
  d.M("set", obj, {kIntType, obj}, f.set);
  d.M("add", kVoidType, {kIntType, obj}, f.add_at);
  d.M("remove", obj, {kIntType}, f.remove_at);
  d.M("indexOf", kIntType, {obj}, f.index_of);
  d.M("lastIndexOf", kIntType, {obj}, f.last_index_of);
  d.M("sort", kVoidType, {Type::Class(kComparatorClass)}, f.sort);
  d.M("equals", kBooleanType, {obj}, f.equals);
  d.M("hashCode", kIntType, {}, f.hash_code);
}

// Map's members with its defaults getOrDefault and putIfAbsent, toString, equals and hashCode.
struct MapFns {
  BuiltinFn size, is_empty, get, put, remove, contains_key, contains_value, clear, key_set, values,
      entry_set, put_all, get_or_default, put_if_absent, to_string, equals, hash_code;
};
inline void DeclareMapMembers(Declarer& d, const MapFns& f) {
  const Type obj = kObjectType;
  const Type set = Type::Class(kSetClass);
  d.M("size", kIntType, {}, f.size);
  d.M("isEmpty", kBooleanType, {}, f.is_empty);
  d.M("get", obj, {obj}, f.get);
  d.M("put", obj, {obj, obj}, f.put);
  d.M("remove", obj, {obj}, f.remove);
  d.M("containsKey", kBooleanType, {obj}, f.contains_key);
  d.M("containsValue", kBooleanType, {obj}, f.contains_value);
  d.M("clear", kVoidType, {}, f.clear);
  d.M("keySet", set, {}, f.key_set);
  d.M("values", Type::Class(kCollectionClass), {}, f.values);
  d.M("entrySet", set, {}, f.entry_set);
  d.M("putAll", kVoidType, {Type::Class(kMapClass)}, f.put_all);
  d.M("getOrDefault", obj, {obj, obj}, f.get_or_default);
  d.M("putIfAbsent", obj, {obj, obj}, f.put_if_absent);
  d.M("toString", kStringType, {}, f.to_string);
  d.M("equals", kBooleanType, {obj}, f.equals);
  d.M("hashCode", kIntType, {}, f.hash_code);
}

}  // namespace aprgrid::lang::stdlib

#endif  // APRGRID_WORKER_LANG_STDLIB_MEMBERS_H_
