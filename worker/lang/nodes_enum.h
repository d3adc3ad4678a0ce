// The enum nodes of the compiled form (JLS 8.9): creating a constant, the array of the constants,
// the implicit values() and valueOf(String), and the ordinal a switch on an enum selects by.
// Internal to the compiler.
#ifndef APRGRID_WORKER_LANG_NODES_ENUM_H_
#define APRGRID_WORKER_LANG_NODES_ENUM_H_

#include <string>
#include <vector>

#include "worker/lang/nodes_call.h"
#include "worker/lang/nodes_expr.h"

namespace aprgrid::lang::nodes {

// Enum instances hold Enum's fields first: the name (field 0) and the ordinal (field 1).
inline constexpr size_t kEnumNameField = 0;
inline constexpr size_t kEnumOrdinalField = 1;

// One constant of enum `cls`, made by its class's static initialiser: allocate, set the name and
// ordinal, evaluate the arguments, run the constructor.
class NewEnumConstant final : public Expr {
 public:
  NewEnumConstant(int cls, Obj* name, int ordinal, const MethodInfo* ctor,
                  std::vector<const Expr*> args)
      : cls_(cls), name_(name), ordinal_(ordinal), ctor_(ctor), args_(std::move(args)) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Obj* o = rt.NewInstance(cls_);
    if (o == nullptr) return Value{};
    FieldsOf(o)[kEnumNameField].ref = name_;
    FieldsOf(o)[kEnumOrdinalField] = IntValue(ordinal_);
    Value* base = PushConstructorFrame(f, o, args_);
    if (base == nullptr) [[unlikely]] {
      return Value{};
    }
    rt.Enter(*ctor_, base);
    rt.sp = base;
    return RefValue(o);
  }

 private:
  int cls_;
  Obj* name_;  // Interned: name() of a constant is the string literal of its name.
  int ordinal_;
  const MethodInfo* ctor_;
  std::vector<const Expr*> args_;
};

// Stores a new array of the constants (read from their static slots, in order) into the enum's
// hidden static `values_slot`, as javac's $VALUES.
class StoreEnumValues final : public Stmt {
 public:
  StoreEnumValues(Type array_type, std::vector<int> constant_slots, int values_slot)
      : type_(array_type), slots_(std::move(constant_slots)), values_slot_(values_slot) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    Obj* a = rt.NewArray(type_, static_cast<int32_t>(slots_.size()));
    if (a == nullptr) return Flow::kThrow;
    for (size_t i = 0; i < slots_.size(); ++i) {
      ElementsOf(a)[i] = rt.statics[static_cast<size_t>(slots_[i])];
    }
    rt.statics[static_cast<size_t>(values_slot_)].ref = a;
    return Flow::kNormal;
  }

 private:
  Type type_;
  std::vector<int> slots_;
  int values_slot_;
};

// values(): a new copy of the array of the constants (null before it is stored, as the
// JVM's $VALUES.clone() during the enum's own initialisation: NullPointerException).
class EnumValues final : public Expr {
 public:
  explicit EnumValues(int values_slot) : values_slot_(static_cast<size_t>(values_slot)) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Obj* all = rt.statics[values_slot_].ref;
    if (all == nullptr) {
      rt.ThrowNullPointer();
      return Value{};
    }
    Obj* copy = rt.NewArray(all->type, all->len);
    if (copy == nullptr) return Value{};
    for (int32_t i = 0; i < all->len; ++i) ElementsOf(copy)[i] = ElementsOf(all)[i];
    return RefValue(copy);
  }

 private:
  size_t values_slot_;
};

// valueOf(name) with the name in local 0: the constant of that name, else
// IllegalArgumentException "No enum constant E.name"; NullPointerException "Name is null" for a
// null name (as java.lang.Enum.valueOf).
class EnumValueOf final : public Expr {
 public:
  EnumValueOf(int values_slot, std::string enum_name)
      : values_slot_(static_cast<size_t>(values_slot)), enum_name_(std::move(enum_name)) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Obj* name = f.locals[0].ref;
    Obj* all = rt.statics[values_slot_].ref;
    if (name != nullptr && all != nullptr) {
      std::u16string_view wanted(CharsOf(name), static_cast<size_t>(name->len));
      for (int32_t i = 0; i < all->len; ++i) {
        Obj* c = ElementsOf(all)[i].ref;
        Obj* n = FieldsOf(c)[kEnumNameField].ref;
        if (!rt.Charge(static_cast<uint64_t>(n->len))) return Value{};
        if (std::u16string_view(CharsOf(n), static_cast<size_t>(n->len)) == wanted) {
          return RefValue(c);
        }
      }
    }
    if (name == nullptr) {
      rt.Throw(kNullPointerExceptionClass, "Name is null");
      return Value{};
    }
    std::u16string message(u"No enum constant ");
    message.append(enum_name_.begin(), enum_name_.end());
    message += u'.';
    message.append(CharsOf(name), static_cast<size_t>(name->len));
    Obj* m = rt.NewString(message);
    if (m == nullptr) return Value{};
    Obj* e = rt.NewInstance(kIllegalArgumentExceptionClass);
    if (e == nullptr) return Value{};
    FieldsOf(e)[0].ref = m;
    rt.exc = e;
    return Value{};
  }

 private:
  size_t values_slot_;
  std::string enum_name_;
};

// The ordinal of an enum value, for a switch on it (NullPointerException for null, JLS 14.11.3).
class EnumOrdinalOf final : public Expr {
 public:
  explicit EnumOrdinalOf(const Expr* e) : e_(e) {}
  Value Eval(Frame& f) const override {
    Value v = e_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (v.ref == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return Value{};
    }
    return FieldsOf(v.ref)[kEnumOrdinalField];
  }

 private:
  const Expr* e_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_ENUM_H_
