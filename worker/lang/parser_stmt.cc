// Statement parsing.
#include "common/status_macros.h"
#include "worker/lang/parser_internal.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::StatusOr<NodePtr> Parser::Block() {
  NodePtr block = At(Kind::kBlock, Peek());
  RETURN_IF_ERROR(Expect("{"));
  while (!Accept("}")) {
    if (AtEof()) return ErrorHere("reached end of file while parsing");
    if (StartsAnnotatedLocal()) {
      RETURN_IF_ERROR(AnnotatedLocal(*block));
      continue;
    }
    if (LooksLikeLocalClass()) {
      ASSIGN_OR_RETURN(NodePtr cls, LocalClass());
      block->Add(std::move(cls));
      continue;
    }
    if (Is("final") || LooksLikeLocalDecl()) {
      uint32_t flags = Accept("final") ? kFinal : 0;
      ASSIGN_OR_RETURN(NodePtr last, LocalVarDecls(flags, *block));
      (void)last;
      RETURN_IF_ERROR(Expect(";"));
      continue;
    }
    ASSIGN_OR_RETURN(NodePtr s, Statement());
    block->Add(std::move(s));
  }
  return block;
}

bool Parser::LooksLikeLocalClass() const {
  size_t k = 0;
  while (Is("final", k) || Is("abstract", k) || Is("static", k)) ++k;
  if (Is("class", k) || Is("interface", k) || Is("enum", k)) return true;
  return IsIdent(k) && Peek(k).text == "record" && IsIdent(k + 1);
}

absl::StatusOr<NodePtr> Parser::LocalClass() {
  const Token& start = Peek();
  if (Is("static")) return ErrorHere("illegal start of expression");
  ASSIGN_OR_RETURN(uint32_t flags, Modifiers());
  if (Is("interface")) return Outside("local interfaces");
  if (Is("enum")) return Outside("local enums");
  if (!Is("class")) return Outside("local records");
  if (flags & ~(kFinal | kAbstract)) {
    return absl::InvalidArgumentError(
        Diagnostic(file_name_, start.line, start.col, "illegal start of expression"));
  }
  return ClassDeclAfterModifiers(flags);
}

bool Parser::StartsAnnotatedLocal() const {
  size_t k = 0;
  while (Is("final", k) || Is("abstract", k)) ++k;
  return Is("@", k);
}

absl::Status Parser::AnnotatedLocal(Node& out) {
  const Token& start = Peek();
  std::vector<NodePtr> annotations;
  ASSIGN_OR_RETURN(uint32_t flags, Modifiers(&annotations));
  auto illegal_start = [&] {
    return absl::InvalidArgumentError(
        Diagnostic(file_name_, start.line, start.col, "illegal start of expression"));
  };
  if (Is("class") || Is("interface") || Is("enum") || (IsIdent() && Peek().text == "record")) {
    if (Is("interface")) return Outside("local interfaces");
    if (Is("enum")) return Outside("local enums");
    if (!Is("class")) return Outside("local records");
    if (flags & ~(kFinal | kAbstract)) return illegal_start();
    ASSIGN_OR_RETURN(NodePtr cls, ClassDeclAfterModifiers(flags));
    RETURN_IF_ERROR(Attach(annotations, *cls));
    out.Add(std::move(cls));
    return absl::OkStatus();
  }
  for (auto [flag, word] : {std::pair{kPublic, "public"}, std::pair{kProtected, "protected"},
                            std::pair{kPrivate, "private"}, std::pair{kStatic, "static"},
                            std::pair{kAbstract, "abstract"}, std::pair{kDefault, "default"}}) {
    if (flags & flag) {
      return absl::InvalidArgumentError(Diagnostic(file_name_, start.line, start.col,
                                                   Cat("modifier ", word, " not allowed here")));
    }
  }
  if (!LooksLikeLocalDecl()) return ErrorHere("<identifier> expected");
  const size_t first = out.size();
  ASSIGN_OR_RETURN(NodePtr unused, LocalVarDecls(flags, out));
  (void)unused;
  for (size_t i = first; i < out.size(); ++i) {  // Each declarator carries the annotations.
    std::vector<NodePtr> copies;
    for (const NodePtr& a : annotations) copies.push_back(Clone(*a));
    RETURN_IF_ERROR(Attach(copies, *out.child(i)));
  }
  return Expect(";");
}

bool Parser::LooksLikeLocalDecl() const {
  if (IsPrimitive()) return !Is(".", 1);
  if (!IsIdent()) return false;
  // Foo x / Foo[] x / Outer.Inner[][] x
  size_t k = 1;
  while (Is(".", k) && IsIdent(k + 1)) k += 2;
  const size_t name_end = k;
  if (Is("<", k) && !SkipTypeArguments(k)) return false;  // Box<Integer> x
  while (Is("[", k) && Is("]", k + 1)) k += 2;
  return (k > 1 || name_end == 1) && IsIdent(k);
}

absl::StatusOr<NodePtr> Parser::VarInit() {
  if (Is("{")) return ArrayInit();
  return Expression();
}

absl::StatusOr<NodePtr> Parser::LocalVarDecls(uint32_t flags, Node& out) {
  ASSIGN_OR_RETURN(NodePtr type, Type(false));
  while (true) {
    const Token& name_tok = Peek();
    ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
    RETURN_IF_ERROR(NoCStyleArray());
    NodePtr d = At(Kind::kLocalVarDecl, name_tok, std::string(name));
    d->line = type->line;
    d->col = type->col;
    d->flags = flags;
    d->Add(Clone(*type));
    if (Accept("=")) {
      ASSIGN_OR_RETURN(NodePtr init, VarInit());
      d->Add(std::move(init));
    }
    out.Add(std::move(d));
    if (!Accept(",")) break;
  }
  return NodePtr();
}

absl::StatusOr<NodePtr> Parser::ExprStatement() {
  const Token& start = Peek();
  ASSIGN_OR_RETURN(NodePtr e, Expression());
  Kind k = e->kind;
  bool ok = k == Kind::kAssignment || k == Kind::kMethodCall || k == Kind::kNew ||
            (k == Kind::kUnaryOperator && (e->value == "++" || e->value == "--"));
  if (!ok) {
    return absl::InvalidArgumentError(
        Diagnostic(file_name_, start.line, start.col, "not a statement"));
  }
  NodePtr s = At(Kind::kExprStmt, start);
  s->Add(std::move(e));
  return s;
}

absl::StatusOr<NodePtr> Parser::Statement() {
  const Token& t = Peek();
  if (Is("{")) return Block();
  if (Accept(";")) return At(Kind::kEmpty, t);
  if (Is("final") || LooksLikeLocalDecl()) {
    // A declaration as the body of if/while/for is illegal in Java; in a block it is handled by
    // Block(). The GP engine inserts declarations only inside blocks.
    return ErrorHere("variable declaration not allowed here");
  }
  if (Accept("if")) {
    NodePtr s = At(Kind::kIf, t);
    RETURN_IF_ERROR(Expect("("));
    ASSIGN_OR_RETURN(NodePtr c, Expression());
    RETURN_IF_ERROR(Expect(")"));
    ASSIGN_OR_RETURN(NodePtr then, Statement());
    s->Add(std::move(c));
    s->Add(std::move(then));
    if (Accept("else")) {
      ASSIGN_OR_RETURN(NodePtr els, Statement());
      s->Add(std::move(els));
    }
    return s;
  }
  if (Accept("while")) {
    NodePtr s = At(Kind::kWhile, t);
    RETURN_IF_ERROR(Expect("("));
    ASSIGN_OR_RETURN(NodePtr c, Expression());
    RETURN_IF_ERROR(Expect(")"));
    ASSIGN_OR_RETURN(NodePtr body, Statement());
    s->Add(std::move(c));
    s->Add(std::move(body));
    return s;
  }
  if (Accept("do")) {
    NodePtr s = At(Kind::kDoWhile, t);
    ASSIGN_OR_RETURN(NodePtr body, Statement());
    if (!Accept("while")) return ErrorHere("'while' expected");
    RETURN_IF_ERROR(Expect("("));
    ASSIGN_OR_RETURN(NodePtr c, Expression());
    RETURN_IF_ERROR(Expect(")"));
    RETURN_IF_ERROR(Expect(";"));
    s->Add(std::move(body));
    s->Add(std::move(c));
    return s;
  }
  if (Is("for")) return ForStatement();
  if (Accept("return")) {
    NodePtr s = At(Kind::kReturn, t);
    if (!Is(";")) {
      ASSIGN_OR_RETURN(NodePtr e, Expression());
      s->Add(std::move(e));
    }
    RETURN_IF_ERROR(Expect(";"));
    return s;
  }
  if (Is("break") || Is("continue")) {
    NodePtr s = At(Is("break") ? Kind::kBreak : Kind::kContinue, t);
    ++pos_;
    if (IsIdent()) s->value = std::string(Next().text);  // break L; / continue L;
    RETURN_IF_ERROR(Expect(";"));
    return s;
  }
  if (Accept("throw")) {
    NodePtr s = At(Kind::kThrow, t);
    ASSIGN_OR_RETURN(NodePtr e, Expression());
    s->Add(std::move(e));
    RETURN_IF_ERROR(Expect(";"));
    return s;
  }
  if (Is("try")) return TryStatement();
  if (Is("switch")) return SwitchStatement();
  if ((Is("this") || Is("super")) && Is("(", 1)) {
    NodePtr s = At(Kind::kCtorCall, t, std::string(t.text));
    ++pos_;
    RETURN_IF_ERROR(Arguments(*s));
    RETURN_IF_ERROR(Expect(";"));
    return s;
  }
  if (Is("else")) return ErrorHere("'else' without 'if'");
  if (Is("case") || Is("default")) return ErrorHere("orphaned " + std::string(t.text));
  if (Is("catch")) return ErrorHere("'catch' without 'try'");
  if (Is("finally")) return ErrorHere("'finally' without 'try'");
  if (LooksLikeLocalClass()) {  // Only a block holds declarations (JLS 14.2, 14.5).
    return ErrorHere("class, interface or enum declaration not allowed here");
  }
  if (Is("assert")) return Outside("assert statements");
  if (Is("synchronized")) return Outside("synchronized statements");
  if (IsIdent() && Is(":", 1)) {  // A labeled statement (JLS 14.7).
    NodePtr s = At(Kind::kLabeled, t, std::string(t.text));
    pos_ += 2;
    ASSIGN_OR_RETURN(NodePtr inner, Statement());
    s->Add(std::move(inner));
    return s;
  }
  if (IsIdent() && Peek().text == "yield") return Outside("switch expressions");
  ASSIGN_OR_RETURN(NodePtr s, ExprStatement());
  RETURN_IF_ERROR(Expect(";"));
  return s;
}

absl::StatusOr<NodePtr> Parser::ForStatement() {
  const Token& t = Next();
  RETURN_IF_ERROR(Expect("("));
  // for-each: for (Type name : expr)
  if (StartsAnnotatedLocal()) return Outside("annotations on for-loop variables");
  {
    size_t save = pos_;
    bool fin = Accept("final");
    if (LooksLikeLocalDecl()) {
      ASSIGN_OR_RETURN(NodePtr type, Type(false));
      if (IsIdent() && Is(":", 1)) {
        NodePtr s = At(Kind::kForEach, t, std::string(Next().text));
        s->flags = fin ? kFinal : 0;
        ++pos_;
        ASSIGN_OR_RETURN(NodePtr e, Expression());
        RETURN_IF_ERROR(Expect(")"));
        ASSIGN_OR_RETURN(NodePtr body, Statement());
        s->Add(std::move(type));
        s->Add(std::move(e));
        s->Add(std::move(body));
        return s;
      }
    }
    pos_ = save;
  }
  NodePtr s = At(Kind::kFor, t);
  NodePtr init = At(Kind::kForInit, Peek());
  if (Is("final") || LooksLikeLocalDecl()) {
    uint32_t flags = Accept("final") ? kFinal : 0;
    ASSIGN_OR_RETURN(NodePtr unused, LocalVarDecls(flags, *init));
    (void)unused;
  } else if (!Is(";")) {
    while (true) {
      ASSIGN_OR_RETURN(NodePtr e, ExprStatement());
      init->Add(std::move(e));
      if (!Accept(",")) break;
    }
  }
  RETURN_IF_ERROR(Expect(";"));
  NodePtr cond = At(Kind::kNone, Peek());
  if (!Is(";")) {
    ASSIGN_OR_RETURN(cond, Expression());
  }
  RETURN_IF_ERROR(Expect(";"));
  NodePtr update = At(Kind::kForUpdate, Peek());
  if (!Is(")")) {
    while (true) {
      ASSIGN_OR_RETURN(NodePtr e, ExprStatement());
      update->Add(std::move(e));
      if (!Accept(",")) break;
    }
  }
  RETURN_IF_ERROR(Expect(")"));
  ASSIGN_OR_RETURN(NodePtr body, Statement());
  s->Add(std::move(init));
  s->Add(std::move(cond));
  s->Add(std::move(update));
  s->Add(std::move(body));
  return s;
}

absl::StatusOr<NodePtr> Parser::TryStatement() {
  const Token& t = Next();
  NodePtr s = At(Kind::kTry, t);
  bool any = false;
  if (Is("(")) {  // try-with-resources (JLS 14.20.3): child 0 is the Resources.
    ASSIGN_OR_RETURN(NodePtr resources, Resources());
    s->Add(std::move(resources));
    any = true;  // Needs neither catch nor finally.
  }
  ASSIGN_OR_RETURN(NodePtr body, Block());
  s->Add(std::move(body));
  while (Is("catch")) {
    const Token& c = Next();
    RETURN_IF_ERROR(Expect("("));
    if (StartsAnnotatedLocal()) return Outside("annotations on exception parameters");
    Accept("final");
    std::vector<NodePtr> types;
    do {  // One type, or the alternatives of a multi-catch (JLS 14.20).
      ASSIGN_OR_RETURN(NodePtr type, Type(false));
      types.push_back(std::move(type));
    } while (Accept("|"));
    ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
    RETURN_IF_ERROR(Expect(")"));
    NodePtr cat = At(Kind::kCatch, c, std::string(name));
    for (NodePtr& type : types) cat->Add(std::move(type));
    ASSIGN_OR_RETURN(NodePtr cb, Block());
    cat->Add(std::move(cb));
    s->Add(std::move(cat));
    any = true;
  }
  if (Is("finally")) {
    NodePtr fin = At(Kind::kFinally, Next());
    ASSIGN_OR_RETURN(NodePtr fb, Block());
    fin->Add(std::move(fb));
    s->Add(std::move(fin));
    any = true;
  }
  if (!any) return ErrorHere("'catch' or 'finally' expected");
  return s;
}

absl::StatusOr<NodePtr> Parser::Resources() {
  NodePtr list = At(Kind::kResources, Peek());
  RETURN_IF_ERROR(Expect("("));
  do {
    if (Is(")")) break;  // A trailing `;` (JLS 14.20.3).
    if (StartsAnnotatedLocal()) return Outside("annotations on resources");
    if (Is("final") || LooksLikeLocalDecl()) {
      const Token& start = Peek();
      uint32_t flags = Accept("final") ? kFinal : 0;
      ASSIGN_OR_RETURN(NodePtr type, Type(false));
      const Token& name_tok = Peek();
      ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
      RETURN_IF_ERROR(NoCStyleArray());
      NodePtr d = At(Kind::kLocalVarDecl, name_tok, std::string(name));
      d->line = start.line;
      d->col = start.col;
      d->flags = flags;
      d->Add(std::move(type));
      RETURN_IF_ERROR(Expect("="));
      ASSIGN_OR_RETURN(NodePtr init, Expression());
      d->Add(std::move(init));
      list->Add(std::move(d));
    } else {  // Java 9: a variable that is final or effectively final.
      ASSIGN_OR_RETURN(NodePtr e, Expression());
      list->Add(std::move(e));
    }
  } while (Accept(";"));
  if (list->size() == 0) return ErrorHere("illegal start of expression");
  RETURN_IF_ERROR(Expect(")"));
  return list;
}

absl::StatusOr<NodePtr> Parser::SwitchStatement() {
  const Token& t = Next();
  NodePtr s = At(Kind::kSwitch, t);
  RETURN_IF_ERROR(Expect("("));
  ASSIGN_OR_RETURN(NodePtr e, Expression());
  RETURN_IF_ERROR(Expect(")"));
  s->Add(std::move(e));
  RETURN_IF_ERROR(Expect("{"));
  while (!Accept("}")) {
    const Token& c = Peek();
    NodePtr group;
    if (Accept("case")) {
      group = At(Kind::kCase, c, "case");
      ASSIGN_OR_RETURN(NodePtr label, Conditional());
      group->Add(std::move(label));
      if (Is(",")) return Outside("multiple case labels");
    } else if (Accept("default")) {
      group = At(Kind::kCase, c, "default");
    } else {
      return ErrorHere("case, default, or '}' expected");
    }
    if (Is("->")) return Outside("arrow-form switch cases");
    RETURN_IF_ERROR(Expect(":"));
    while (!Is("case") && !Is("default") && !Is("}")) {
      if (AtEof()) return ErrorHere("reached end of file while parsing");
      if (StartsAnnotatedLocal()) {
        RETURN_IF_ERROR(AnnotatedLocal(*group));
        continue;
      }
      if (LooksLikeLocalClass()) {  // A switch block holds block statements (JLS 14.11).
        ASSIGN_OR_RETURN(NodePtr cls, LocalClass());
        group->Add(std::move(cls));
        continue;
      }
      if (Is("final") || LooksLikeLocalDecl()) {
        uint32_t flags = Accept("final") ? kFinal : 0;
        ASSIGN_OR_RETURN(NodePtr unused, LocalVarDecls(flags, *group));
        (void)unused;
        RETURN_IF_ERROR(Expect(";"));
        continue;
      }
      ASSIGN_OR_RETURN(NodePtr st, Statement());
      group->Add(std::move(st));
    }
    s->Add(std::move(group));
  }
  return s;
}

}  // namespace aprgrid::lang
