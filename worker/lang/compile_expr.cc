// Type checking and compilation of expressions: the dispatch over expression kinds, boolean
// conditions with definite assignment, the conditional operator, casts, instanceof and array
// creation. Operators are in compile_operators.cc, literals and conversions in
// compile_conversions.cc, names, fields and calls in compile_call.cc.
#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_operands.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::StatusOr<CExpr> MethodCompiler::Condition(const Node& e, VarSet& when_true,
                                                VarSet& when_false) {
  if (e.kind == Kind::kUnaryOperator && e.value == "!") {
    ASSIGN_OR_RETURN(CExpr c, Condition(*e.child(0), when_false, when_true));
    if (!c.type.IsBoolean()) {
      return Error(e, Cat("bad operand type ", TypeName(c.type), " for unary operator '!'"));
    }
    if (c.constant) return Constant(IntValue(c.constant->i ^ 1), kBooleanType);
    CExpr out;
    out.code = c.may_throw ? static_cast<const Expr*>(Make<nodes::Unary<ops::NotB>>(c.code))
                           : Make<nodes::Unary<ops::NotB, false>>(c.code);
    out.type = kBooleanType;
    out.may_throw = c.may_throw;
    return out;
  }
  if (e.kind == Kind::kBinaryOperator && (e.value == "&&" || e.value == "||")) {
    bool is_and = e.value == "&&";
    VarSet at, af, bt, bf;
    ASSIGN_OR_RETURN(CExpr a, Condition(*e.child(0), at, af));
    da_ = is_and ? at : af;
    ASSIGN_OR_RETURN(CExpr b, Condition(*e.child(1), bt, bf));
    if (!a.type.IsBoolean() || !b.type.IsBoolean()) {
      return Error(e, Cat("bad operand types for binary operator '", e.value, "'"));
    }
    if (is_and) {
      when_true = bt;
      when_false = af;
      when_false.IntersectWith(bf);
    } else {
      when_true = at;
      when_true.IntersectWith(bt);
      when_false = bf;
    }
    da_ = when_true;
    da_.IntersectWith(when_false);
    if (a.constant && b.constant) {
      return Constant(
          IntValue(is_and ? (a.constant->i & b.constant->i) : (a.constant->i | b.constant->i)),
          kBooleanType);
    }
    CExpr out;
    if (a.may_throw) {
      out.code = is_and ? static_cast<const Expr*>(Make<nodes::AndAnd<true>>(a.code, b.code))
                        : static_cast<const Expr*>(Make<nodes::OrOr<true>>(a.code, b.code));
    } else if (const Expr* fused =
                   is_and ? nodes::MakeAndAndLocal(*ctx_.prog, a.code, b.code) : nullptr) {
      out.code = fused;
    } else {
      out.code = is_and ? static_cast<const Expr*>(Make<nodes::AndAnd<false>>(a.code, b.code))
                        : static_cast<const Expr*>(Make<nodes::OrOr<false>>(a.code, b.code));
    }
    out.type = kBooleanType;
    out.may_throw = a.may_throw || b.may_throw;
    return out;
  }
  ASSIGN_OR_RETURN(CExpr c, Expression(e));
  if (c.type.IsClass(kBooleanClass)) c = UnboxExpr(std::move(c));  // JLS 5.1.8.
  when_true = da_;
  when_false = da_;
  if (c.constant && c.type.IsBoolean()) {
    (c.constant->i ? when_false : when_true) = VarSet::All();
  }
  return c;
}

absl::StatusOr<CExpr> MethodCompiler::Expression(const Node& e) {
  switch (e.kind) {
    case Kind::kLiteral:
      return Literal(e);
    case Kind::kVariableAccess:
      return Name(e);
    case Kind::kFieldAccess:
      return FieldAccess(e);
    case Kind::kMethodCall:
      return MethodCall(e);
    case Kind::kNew:
      return NewObject(e);
    case Kind::kNewArray:
      return NewArrayOp(e);
    case Kind::kAssignment:
      return AssignOp(e);
    case Kind::kUnaryOperator:
      if (e.value == "!") {
        VarSet t, f;
        ASSIGN_OR_RETURN(CExpr c, Condition(e, t, f));
        da_ = t;
        da_.IntersectWith(f);
        return c;
      }
      return UnaryOp(e);
    case Kind::kBinaryOperator:
      if (e.value == "&&" || e.value == "||") {
        VarSet t, f;
        return Condition(e, t, f);
      }
      return BinaryOp(e);
    case Kind::kConditional:
      return ConditionalOp(e);
    case Kind::kInstanceOf:
      return InstanceOfOp(e);
    case Kind::kCast:
      return CastOp(e);
    case Kind::kThis: {
      if (!e.value.empty()) return QualifiedThis(e);
      if (static_context_) {
        return Error(e, "non-static variable this cannot be referenced from a static context");
      }
      CExpr c;
      c.code = This();
      c.type = Type::Class(static_cast<int16_t>(cls_));
      if (!table_.cls(cls_).type_params.empty()) c.g = SelfType(table_, cls_);
      return c;
    }
    case Kind::kArrayAccess: {
      ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
      ASSIGN_OR_RETURN(CExpr i, Expression(*e.child(1)));
      if (!a.type.IsArray()) {
        return Error(e, Cat("array required, but ", TypeName(a.type), " found"));
      }
      i = Promote(std::move(i));
      if (i.type != kIntType) {
        if (i.type.base == Base::kLong && i.type.dims == 0) {
          return Error(*e.child(1),
                       "incompatible types: possible lossy conversion from long to int");
        }
        return Error(*e.child(1),
                     Cat("incompatible types: ", TypeName(i.type), " cannot be converted to int"));
      }
      CExpr out;
      if (a.local >= 0 && i.local >= 0) {
        out.code = Make<nodes::ArrayLoadLL>(a.local, i.local);
      } else if (const auto* row = dynamic_cast<const nodes::ArrayLoadLL*>(a.code);
                 row != nullptr && i.local >= 0) {
        out.code = Make<nodes::ArrayLoad2L>(row->arr(), row->idx(), i.local);
      } else if (i.local >= 0) {
        out.code = Make<nodes::ArrayLoadEL>(a.code, i.local);
      } else {
        out.code = Make<nodes::ArrayLoad>(a.code, i.code);
      }
      out.type = a.type.Element();
      if (a.g != nullptr) out.g = table_.types->WithDims(a.g, -1);
      return out;
    }
    case Kind::kArrayInit:
      return Error(e,
                   "illegal start of expression: array initializer needs an explicit target type");
    case Kind::kSuper:
      return Error(e, "'.' expected");
    default:
      return Error(e, Cat(KindName(e.kind), " is not an expression"));
  }
}

absl::StatusOr<CExpr> MethodCompiler::ConditionalOp(const Node& e) {
  VarSet when_true, when_false;
  ASSIGN_OR_RETURN(CExpr c, Condition(*e.child(0), when_true, when_false));
  if (!c.type.IsBoolean()) {
    return Error(*e.child(0),
                 Cat("incompatible types: ", TypeName(c.type), " cannot be converted to boolean"));
  }
  da_ = when_true;
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(1)));
  VarSet after_a = da_;
  da_ = when_false;
  ASSIGN_OR_RETURN(CExpr b, Expression(*e.child(2)));
  da_.IntersectWith(after_a);
  if (a.type.IsVoid() || b.type.IsVoid()) return Error(e, "'void' type not allowed here");
  // The operands' types as numeric or boolean conditionals see them (JLS 15.25: boxes unboxed).
  const Type ua = UnboxedType(a.type).IsVoid() ? a.type : UnboxedType(a.type);
  const Type ub = UnboxedType(b.type).IsVoid() ? b.type : UnboxedType(b.type);
  Type t;
  if (a.type == b.type) {
    t = a.type;
  } else if (ua.IsNumeric() && ub.IsNumeric()) {
    // byte, short or char (or their box) vs an int constant that fits in it: that type; byte
    // vs short: short (JLS 15.25.2).
    auto fits = [](Type small, const CExpr& k) {
      if (!k.constant || k.type != kIntType) return false;
      const int32_t v = k.constant->i;
      return (small == kCharType && v >= 0 && v <= 0xFFFF) ||
             (small == kByteType && v >= -128 && v <= 127) ||
             (small == kShortType && v >= -32768 && v <= 32767);
    };
    if (fits(ua, b)) {
      t = ua;
    } else if (fits(ub, a)) {
      t = ub;
    } else if ((ua == kByteType && ub == kShortType) || (ua == kShortType && ub == kByteType)) {
      t = kShortType;
    } else {
      t = ua == ub ? ua : BinaryPromotion(ua, ub);
    }
    a = UnboxExpr(std::move(a));
    b = UnboxExpr(std::move(b));
  } else if (ua.IsBoolean() && ub.IsBoolean()) {
    t = kBooleanType;
    a = UnboxExpr(std::move(a));
    b = UnboxExpr(std::move(b));
  } else {
    // JLS 15.25.3: a reference conditional; a primitive operand is boxed. Its type is the least
    // upper bound of the operand types as far as the language can name it (the nearest common
    // superclass, or a common interface), e.g. their base class for two sibling subclasses.
    if (a.type.IsPrimitive()) a = BoxExpr(std::move(a));
    if (b.type.IsPrimitive()) b = BoxExpr(std::move(b));
    t = table_.LeastUpperBound(a.type, b.type);
  }
  a = Convert(std::move(a), t);
  b = Convert(std::move(b), t);
  if (c.constant && a.constant && b.constant) return c.constant->i ? a : b;
  CExpr out;
  out.code = Make<nodes::Conditional>(c.code, a.code, b.code);
  out.type = t;
  if (a.g == b.g) out.g = a.g;  // Generic operands of one type keep it.
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::CastOp(const Node& e) {
  ASSIGN_OR_RETURN(Type to, ResolveTypeHere(*e.child(0)));
  ASSIGN_OR_RETURN(const GType* to_g, GTypeHere(*e.child(0)));
  if (to_g->kind != GType::Kind::kPlain) {
    // An unchecked cast (JLS 5.5.2): checked against the erasure only.
    ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(1)));
    if (a.type.IsPrimitive()) {
      return Error(e, Cat("incompatible types: ", TypeName(a.type), " cannot be converted to ",
                          GTypeName(table_, to_g)));
    }
    if (!table_.IsCastable(a.type, to)) {
      return Error(e, Cat("incompatible types: ", GTypeName(table_, GOf(a)),
                          " cannot be converted to ", GTypeName(table_, to_g)));
    }
    CExpr out;
    out.code = table_.IsSubtype(a.type, to) ? a.code : Make<nodes::CheckCast>(a.code, to);
    out.type = to;
    out.g = to_g;
    return out;
  }
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(1)));
  auto bad = [&]() {
    return Error(
        e, Cat("incompatible types: ", TypeName(a.type), " cannot be converted to ", TypeName(to)));
  };
  if (to.IsPrimitive() && a.type.IsPrimitive()) {
    if (to.IsBoolean() != a.type.IsBoolean()) return bad();
    return Convert(std::move(a), to);
  }
  if (to.IsReference() && a.type.IsPrimitive()) {  // JLS 5.5: boxing, then widening reference.
    if (!table_.IsSubtype(Type::Class(static_cast<int16_t>(BoxClassOf(a.type))), to)) return bad();
    CExpr b = BoxExpr(std::move(a));
    b.type = to;
    return b;
  }
  if (to.IsPrimitive() && a.type.IsReference() && !a.type.IsNull()) {
    // JLS 5.5: unboxing, then widening primitive; or a checked cast to the box, then unboxing
    // (`(int) object`).
    if (!UnboxedType(a.type).IsVoid()) return Assignable(e, std::move(a), to);
    const Type box = Type::Class(static_cast<int16_t>(BoxClassOf(to)));
    if (!table_.IsCastable(a.type, box)) return bad();
    CExpr c;
    c.code = Make<nodes::CheckCast>(a.code, box);
    c.type = box;
    return UnboxExpr(std::move(c));
  }
  if (to.IsReference() && a.type.IsReference()) {
    uncast_.erase(a.code);  // An explicit cast is checked (JLS 15.16).
    if (table_.IsSubtype(a.type, to)) {
      a.type = to;
      a.concat.clear();
      if (!to.IsString()) a.constant.reset();  // Only casts to String keep a constant (15.29).
      return a;
    }
    if (!table_.IsCastable(a.type, to)) return bad();
    CExpr out;
    out.code = Make<nodes::CheckCast>(a.code, to);
    out.type = to;
    return out;
  }
  return bad();
}

absl::StatusOr<CExpr> MethodCompiler::InstanceOfOp(const Node& e) {
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
  ASSIGN_OR_RETURN(Type to, ResolveTypeHere(*e.child(1)));
  ASSIGN_OR_RETURN(const GType* to_g, GTypeHere(*e.child(1)));
  bool reifiable = to_g->kind == GType::Kind::kPlain;  // JLS 4.7, 15.20.2.
  if (to_g->kind == GType::Kind::kClass) {
    reifiable = true;
    for (const GType* x : to_g->args) {
      reifiable = reifiable && x->IsWildcard() && x->bound_kind == GType::Bound::kNone;
    }
  }
  if (!reifiable) {
    return Error(
        e, Cat(GTypeName(table_, GOf(a)), " cannot be safely cast to ", GTypeName(table_, to_g)));
  }
  if (!a.type.IsReference() || !to.IsReference()) {
    return Error(e, Cat("unexpected type: ", TypeName(a.type), " instanceof ", TypeName(to)));
  }
  if (!table_.IsCastable(a.type, to)) {
    return Error(
        e, Cat("incompatible types: ", TypeName(a.type), " cannot be converted to ", TypeName(to)));
  }
  CExpr out;
  out.code = Make<nodes::InstanceOf>(a.code, to);
  out.type = kBooleanType;
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::NewArrayOp(const Node& e) {
  ASSIGN_OR_RETURN(Type t, ResolveTypeHere(*e.child(0)));
  ASSIGN_OR_RETURN(const GType* g, GTypeHere(*e.child(0)));
  if (g->kind != GType::Kind::kPlain) return Error(e, "generic array creation");
  if (e.child(1)->kind == Kind::kArrayInit) return ArrayInitOp(*e.child(1), t);
  std::vector<const Expr*> dims;
  for (size_t i = 1; i < e.size(); ++i) {
    ASSIGN_OR_RETURN(CExpr d, Expression(*e.child(i)));
    d = Promote(std::move(d));
    if (d.type != kIntType) {
      if (d.type == kLongType) {
        return Error(*e.child(i), "incompatible types: possible lossy conversion from long to int");
      }
      return Error(*e.child(i),
                   Cat("incompatible types: ", TypeName(d.type), " cannot be converted to int"));
    }
    dims.push_back(d.code);
  }
  CExpr out;
  out.code = Make<nodes::NewArray>(t, std::move(dims));
  out.type = t;
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::ArrayInitOp(const Node& e, Type t) {
  if (!t.IsArray()) return Error(e, Cat("illegal initializer for ", TypeName(t)));
  std::vector<const Expr*> elems;
  for (const NodePtr& c : e.children) {
    CExpr v;
    if (c->kind == Kind::kArrayInit) {
      ASSIGN_OR_RETURN(v, ArrayInitOp(*c, t.Element()));
    } else {
      ASSIGN_OR_RETURN(v, Expression(*c));
      ASSIGN_OR_RETURN(v, Assignable(*c, std::move(v), t.Element()));
    }
    elems.push_back(v.code);
  }
  CExpr out;
  out.code = Make<nodes::ArrayLiteral>(t, std::move(elems));
  out.type = t;
  return out;
}

}  // namespace aprgrid::lang
