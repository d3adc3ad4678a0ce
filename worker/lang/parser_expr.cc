// Expression parsing: precedence climbing over Java's binary operators.
#include "common/status_macros.h"
#include "worker/lang/parser_internal.h"
#include "worker/lang/precedence.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::StatusOr<NodePtr> Parser::Expression() { return Assignment(); }

absl::StatusOr<NodePtr> Parser::Assignment() {
  ASSIGN_OR_RETURN(NodePtr lhs, Conditional());
  const Token& t = Peek();
  if (t.kind == TokenKind::kOp && IsAssignmentOp(t.text)) {
    ++pos_;
    if (lhs->kind != Kind::kVariableAccess && lhs->kind != Kind::kFieldAccess &&
        lhs->kind != Kind::kArrayAccess) {
      return absl::InvalidArgumentError(
          Diagnostic(file_name_, lhs->line, lhs->col,
                     "unexpected type\n  required: variable\n  found:    value"));
    }
    ASSIGN_OR_RETURN(NodePtr rhs, Assignment());
    NodePtr a = At(Kind::kAssignment, t, std::string(t.text));
    a->line = lhs->line;
    a->col = lhs->col;
    a->Add(std::move(lhs));
    a->Add(std::move(rhs));
    return a;
  }
  if (Is("->")) return Outside("lambda expressions");
  return lhs;
}

absl::StatusOr<NodePtr> Parser::Conditional() {
  ASSIGN_OR_RETURN(NodePtr c, Binary(kPrecOr));
  if (!Is("?")) return c;
  const Token& q = Next();
  ASSIGN_OR_RETURN(NodePtr a, Expression());
  RETURN_IF_ERROR(Expect(":"));
  ASSIGN_OR_RETURN(NodePtr b, Conditional());
  NodePtr n = At(Kind::kConditional, q);
  n->line = c->line;
  n->col = c->col;
  n->Add(std::move(c));
  n->Add(std::move(a));
  n->Add(std::move(b));
  return n;
}

absl::StatusOr<NodePtr> Parser::Binary(int min_prec) {
  ASSIGN_OR_RETURN(NodePtr lhs, Unary());
  while (true) {
    const Token& t = Peek();
    if (t.kind != TokenKind::kOp && !(t.kind == TokenKind::kKeyword && t.text == "instanceof")) {
      return lhs;
    }
    int prec = BinaryPrecedence(t.text);
    if (prec < min_prec || prec == 0) return lhs;
    ++pos_;
    if (t.text == "instanceof") {
      ASSIGN_OR_RETURN(NodePtr type, Type(false));
      if (IsIdent()) return Outside("instanceof patterns");
      NodePtr n = At(Kind::kInstanceOf, t);
      n->line = lhs->line;
      n->col = lhs->col;
      n->Add(std::move(lhs));
      n->Add(std::move(type));
      lhs = std::move(n);
      continue;
    }
    ASSIGN_OR_RETURN(NodePtr rhs, Binary(prec + 1));
    NodePtr n = At(Kind::kBinaryOperator, t, std::string(t.text));
    n->line = lhs->line;
    n->col = lhs->col;
    n->Add(std::move(lhs));
    n->Add(std::move(rhs));
    lhs = std::move(n);
  }
}

bool Parser::LooksLikeCast() const {
  // At '(' : a primitive type, or Name[]... followed by ')' and an operand start.
  if (IsPrimitive(1)) return true;
  if (!IsIdent(1)) return false;
  size_t k = 2;
  while (Is(".", k) && IsIdent(k + 1)) k += 2;            // Outer.Inner
  if (Is("<", k) && !SkipTypeArguments(k)) return false;  // Box<Integer>
  while (Is("[", k) && Is("]", k + 1)) k += 2;
  if (!Is(")", k)) return false;
  const Token& after = Peek(k + 1);
  switch (after.kind) {
    case TokenKind::kIdent:
    case TokenKind::kInt:
    case TokenKind::kLong:
    case TokenKind::kDouble:
    case TokenKind::kChar:
    case TokenKind::kString:
      return true;
    case TokenKind::kKeyword:
      return after.text == "this" || after.text == "new" || after.text == "super";
    case TokenKind::kOp:
      return after.text == "(" || after.text == "!" || after.text == "~";
    default:
      return false;
  }
}

absl::StatusOr<NodePtr> Parser::Unary() {
  const Token& t = Peek();
  if (t.kind == TokenKind::kOp && (t.text == "+" || t.text == "-" || t.text == "!" ||
                                   t.text == "~" || t.text == "++" || t.text == "--")) {
    ++pos_;
    ASSIGN_OR_RETURN(NodePtr operand, Unary());
    if ((t.text == "++" || t.text == "--") && operand->kind != Kind::kVariableAccess &&
        operand->kind != Kind::kFieldAccess && operand->kind != Kind::kArrayAccess) {
      return absl::InvalidArgumentError(
          Diagnostic(file_name_, operand->line, operand->col,
                     "unexpected type\n  required: variable\n  found:    value"));
    }
    NodePtr n = At(Kind::kUnaryOperator, t, std::string(t.text));
    n->Add(std::move(operand));
    return n;
  }
  if (Is("(") && LooksLikeCast()) {
    ++pos_;
    ASSIGN_OR_RETURN(NodePtr type, Type(false));
    RETURN_IF_ERROR(Expect(")"));
    ASSIGN_OR_RETURN(NodePtr operand, Unary());
    NodePtr n = At(Kind::kCast, t);
    n->Add(std::move(type));
    n->Add(std::move(operand));
    return n;
  }
  return Postfix();
}

absl::StatusOr<NodePtr> Parser::Postfix() {
  ASSIGN_OR_RETURN(NodePtr e, Primary());
  while (true) {
    const Token& t = Peek();
    if (Accept(".")) {
      if (Is("new")) {  // `outer.new Inner(args)` (JLS 15.9).
        const Token& new_token = Peek();
        ++pos_;
        if (!IsIdent()) return ErrorHere("<identifier> expected");
        if (Is(".", 1)) return ErrorHere("'(' expected");
        ASSIGN_OR_RETURN(NodePtr created, Creator(new_token));
        if (created->kind != Kind::kNew) return ErrorHere("'(' expected");
        if (AnonymousBody(*created) != nullptr) {
          return absl::InvalidArgumentError(Diagnostic(
              file_name_, new_token.line, new_token.col,
              "anonymous classes of a qualified `new` are outside the subject language"));
        }
        created->flags |= kQualified;
        created->line = e->line;
        created->col = e->col;
        created->InsertChild(0, std::move(e));
        e = std::move(created);
        continue;
      }
      if (Is("class")) return Outside("class literals");
      if (Is("this")) {  // `Outer.this` (JLS 15.8.4): `e` must be a class name.
        std::string name;
        for (const Node* n = e.get(); n != nullptr;) {
          name = name.empty() ? n->value : Cat(n->value, ".", name);
          if (n->kind == Kind::kVariableAccess) break;
          if (n->kind != Kind::kFieldAccess) return ErrorHere("<identifier> expected");
          n = n->child(0);
        }
        NodePtr self = At(Kind::kThis, t, name);  // javac's position: the '.'.
        ++pos_;
        e = std::move(self);
        continue;
      }
      std::vector<NodePtr> type_args;  // `Util.<String>f()` (JLS 15.12).
      if (Is("<")) RETURN_IF_ERROR(CallTypeArguments(type_args));
      const Token& name = Peek();
      ASSIGN_OR_RETURN(std::string_view id, ExpectIdent());
      if (Is("(")) {
        NodePtr call = At(Kind::kMethodCall, name, std::string(id));
        call->line = e->line;
        call->col = e->col;
        call->Add(std::move(e));
        RETURN_IF_ERROR(Arguments(*call));
        for (NodePtr& a : type_args) AddAttached(*call, std::move(a));
        e = std::move(call);
      } else if (!type_args.empty()) {
        return ErrorHere("'(' expected");
      } else {
        NodePtr f = At(Kind::kFieldAccess, name, std::string(id));
        f->line = e->line;
        f->col = e->col;
        f->Add(std::move(e));
        e = std::move(f);
      }
    } else if (Accept("[")) {
      ASSIGN_OR_RETURN(NodePtr idx, Expression());
      RETURN_IF_ERROR(Expect("]"));
      NodePtr a = At(Kind::kArrayAccess, t);
      a->line = e->line;
      a->col = e->col;
      a->Add(std::move(e));
      a->Add(std::move(idx));
      e = std::move(a);
    } else if (Is("++") || Is("--")) {
      if (e->kind != Kind::kVariableAccess && e->kind != Kind::kFieldAccess &&
          e->kind != Kind::kArrayAccess) {
        return absl::InvalidArgumentError(
            Diagnostic(file_name_, e->line, e->col,
                       "unexpected type\n  required: variable\n  found:    value"));
      }
      ++pos_;
      NodePtr n = At(Kind::kUnaryOperator, t, std::string(t.text));
      n->flags = kPostfix;
      n->line = e->line;
      n->col = e->col;
      n->Add(std::move(e));
      e = std::move(n);
    } else if (Is("::")) {
      return Outside("method references");
    } else {
      return e;
    }
  }
}

absl::Status Parser::Arguments(Node& call) {
  RETURN_IF_ERROR(Expect("("));
  if (Accept(")")) return absl::OkStatus();
  while (true) {
    ASSIGN_OR_RETURN(NodePtr a, Expression());
    call.Add(std::move(a));
    if (Accept(")")) return absl::OkStatus();
    if (!Is(",")) return Expect(")");
    ++pos_;
  }
}

absl::StatusOr<NodePtr> Parser::Primary() {
  const Token& t = Peek();
  switch (t.kind) {
    case TokenKind::kInt:
    case TokenKind::kLong:
    case TokenKind::kDouble:
    case TokenKind::kChar:
    case TokenKind::kString:
      ++pos_;
      return At(Kind::kLiteral, t, std::string(t.text));
    case TokenKind::kIdent: {
      ++pos_;
      if (t.text == "true" || t.text == "false" || t.text == "null") {
        return At(Kind::kLiteral, t, std::string(t.text));
      }
      if (Is("->")) return Outside("lambda expressions");
      if (Is("(")) {
        NodePtr call = At(Kind::kMethodCall, t, std::string(t.text));
        call->Add(At(Kind::kNone, t));
        RETURN_IF_ERROR(Arguments(*call));
        return call;
      }
      return At(Kind::kVariableAccess, t, std::string(t.text));
    }
    case TokenKind::kKeyword:
      if (Accept("this")) return At(Kind::kThis, t);
      if (Accept("super")) {
        if (!Is(".")) return ErrorHere("'.' expected");
        return At(Kind::kSuper, t);
      }
      if (Accept("new")) return Creator(t);
      if (IsPrimitive() || Is("void")) {
        if (Is(".", 1) && Is("class", 2)) return Outside("class literals");
      }
      if (Is("switch")) return Outside("switch expressions");
      return ErrorHere("illegal start of expression");
    case TokenKind::kOp:
      if (Accept("(")) {
        if (Is(")") && Is("->", 1)) return Outside("lambda expressions");
        ASSIGN_OR_RETURN(NodePtr e, Expression());
        if (Is(",") || Is("->")) return Outside("lambda expressions");
        RETURN_IF_ERROR(Expect(")"));
        if (Is("->")) return Outside("lambda expressions");
        return e;
      }
      if (Is("@")) return Outside("annotations in expressions");
      return ErrorHere("illegal start of expression");
    case TokenKind::kEof:
      return ErrorHere("reached end of file while parsing");
  }
  return ErrorHere("illegal start of expression");
}

absl::StatusOr<NodePtr> Parser::Creator(const Token& new_token) {
  const Token& type_tok = Peek();
  std::string base;
  if (IsPrimitive()) {
    base = std::string(type_tok.text);
    ++pos_;
  } else if (IsIdent()) {
    ASSIGN_OR_RETURN(base, TypeName());
  } else {
    return ErrorHere("<identifier> expected");
  }
  if (Is("<")) {
    if (IsPrimitive(0)) return ErrorHere("'(' or '[' expected");
    RETURN_IF_ERROR(TypeArguments(base, /*allow_diamond=*/true));
    if (Is("[")) {
      return ErrorHere(base.ends_with("<>") ? "cannot create array with '<>'"
                                            : "generic array creation");
    }
    if (Is(".")) return Outside("member types of parameterized types");
  }
  if (Is("(")) {
    if (base == "int" || base == "long" || base == "double" || base == "boolean" ||
        base == "char" || base == "byte" || base == "short" || base == "float") {
      return ErrorHere("'[' expected");
    }
    NodePtr n = At(Kind::kNew, new_token, base);
    RETURN_IF_ERROR(Arguments(*n));
    if (Is("{") && base.ends_with("<>")) return Outside("anonymous classes with '<>'");
    if (Is("{")) {  // An anonymous class (JLS 15.9.5): its body is the New's last child.
      NodePtr body = At(Kind::kClassDecl, Peek());
      body->Add(At(Kind::kType, Next()));
      RETURN_IF_ERROR(ClassBody(*body));
      n->Add(std::move(body));
    }
    return n;
  }
  if (!Is("[")) return ErrorHere("'(' or '[' expected");
  NodePtr n = At(Kind::kNewArray, new_token);
  NodePtr type = At(Kind::kType, type_tok, base);
  std::vector<NodePtr> dims;
  while (Is("[") && !Is("]", 1)) {
    ++pos_;
    ASSIGN_OR_RETURN(NodePtr d, Expression());
    RETURN_IF_ERROR(Expect("]"));
    dims.push_back(std::move(d));
    type->value += "[]";
  }
  while (Is("[") && Is("]", 1)) {
    pos_ += 2;
    type->value += "[]";
  }
  n->Add(std::move(type));
  if (dims.empty()) {
    if (!Is("{")) return ErrorHere("array dimension missing");
    ASSIGN_OR_RETURN(NodePtr init, ArrayInit());
    n->Add(std::move(init));
  } else {
    if (Is("{")) return ErrorHere("';' expected");
    for (NodePtr& d : dims) n->Add(std::move(d));
  }
  return n;
}

absl::StatusOr<NodePtr> Parser::ArrayInit() {
  NodePtr n = At(Kind::kArrayInit, Peek());
  RETURN_IF_ERROR(Expect("{"));
  while (!Accept("}")) {
    ASSIGN_OR_RETURN(NodePtr e, VarInit());
    n->Add(std::move(e));
    if (Accept("}")) break;
    if (!Is(",")) return Expect("}");
    ++pos_;
  }
  return n;
}

}  // namespace aprgrid::lang
