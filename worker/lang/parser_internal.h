// The recursive-descent parser shared by parser.cc (declarations), parser_stmt.cc and
// parser_expr.cc. Internal to aprgrid_lang.
#ifndef APRGRID_WORKER_LANG_PARSER_INTERNAL_H_
#define APRGRID_WORKER_LANG_PARSER_INTERNAL_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "worker/lang/ast.h"
#include "worker/lang/lexer.h"

namespace aprgrid::lang {

class Parser {
 public:
  Parser(std::string_view file_name, int file_index, std::vector<Token> tokens)
      : file_name_(file_name), file_index_(file_index), toks_(std::move(tokens)) {}

  absl::Status ParseUnit(Node& unit);  // Appends ClassDecls to `unit`.
  absl::StatusOr<NodePtr> Statement();
  absl::StatusOr<NodePtr> Expression();
  bool AtEof() const { return Peek().kind == TokenKind::kEof; }
  absl::Status ErrorHere(std::string_view message) const;

 private:
  // Declarations (parser.cc).
  absl::StatusOr<NodePtr> ClassDecl();
  // `package a.b;` (JLS 7.4.1; annotations on it are outside the language).
  absl::StatusOr<NodePtr> PackageDecl();
  // `import java.util.X;`, `import java.util.*;` or an import of the program's own packages,
  // `import a.b.C;` or `import a.b.*;` (the checker resolves them; other java.* imports and
  // static imports are outside the language).
  absl::StatusOr<NodePtr> ImportDecl();
  absl::StatusOr<NodePtr> ClassDeclAfterModifiers(uint32_t flags);
  // A type's name, simple or qualified by its enclosing classes (`Outer.Inner`).
  absl::StatusOr<std::string> TypeName();
  // The members of a class body up to its closing '}' (the '{' is consumed).
  absl::Status ClassBody(Node& cls);
  absl::Status Member(Node& cls);
  absl::Status EnumConstants(Node& cls);  // Appends the constants of an enum's body.
  // Modifiers; with `annotations`, annotations among them too (appended there).
  absl::StatusOr<uint32_t> Modifiers(std::vector<NodePtr>* annotations = nullptr);
  // At '@': one annotation (JLS 9.7) of those the language has (ast.h), else outside.
  absl::StatusOr<NodePtr> Annotation();
  // Moves `annotations` onto `decl` (@Test among its children, the others in its
  // Node::attached) with javac's checks: each annotation's target (@Target) and no repeats.
  absl::Status Attach(std::vector<NodePtr>& annotations, Node& decl);
  // A parameter's or local variable's `final` and annotations (appended to `annotations`), in
  // any order.
  absl::StatusOr<uint32_t> VariableModifiers(std::vector<NodePtr>& annotations);
  absl::StatusOr<NodePtr> Params();
  absl::StatusOr<NodePtr> Type(bool allow_void);
  absl::Status NoCStyleArray();
  // `throws A, B` (JLS 8.4.6), if present: appends a Type per exception class to `out`.
  absl::Status Throws(Node& out);

  // Generics (parser_generics.cc). At '<': type arguments (JLS 4.5.1), appended to `text` in
  // canonical spelling; `<>` (the diamond) only when `allow_diamond`.
  absl::Status TypeArguments(std::string& text, bool allow_diamond);
  // At '<': a method call's explicit type arguments (JLS 15.12), a Type each appended to `out`.
  absl::Status CallTypeArguments(std::vector<NodePtr>& out);
  // At '<': type parameters (JLS 8.1.2) appended to `out` as Types with flag kTypeParameter.
  absl::Status TypeParameters(Node& out);
  // Lookahead: at position `k` a '<' that opens well-formed type arguments; moves `k` past them.
  bool SkipTypeArguments(size_t& k) const;
  // Consumes one '>' (the first character of a `>>` or `>>>` token, JLS 3.2).
  absl::Status CloseAngle();

  // Statements (parser_stmt.cc).
  absl::StatusOr<NodePtr> Block();
  // A local class declaration (JLS 14.3) at the start of a block statement, if one starts here.
  bool LooksLikeLocalClass() const;
  absl::StatusOr<NodePtr> LocalClass();
  // A block statement starting with annotations (after `final` or `abstract`, if any).
  bool StartsAnnotatedLocal() const;
  // An annotated local variable declaration (JLS 14.4) or local class, appended to `out`.
  absl::Status AnnotatedLocal(Node& out);
  absl::StatusOr<NodePtr> LocalVarDecls(uint32_t flags, Node& out);  // Appends declarators.
  absl::StatusOr<NodePtr> VarInit();
  absl::StatusOr<NodePtr> ExprStatement();
  absl::StatusOr<NodePtr> ForStatement();
  absl::StatusOr<NodePtr> TryStatement();
  // `( resource; ... )` of a try-with-resources statement: LocalVarDecls and expressions.
  absl::StatusOr<NodePtr> Resources();
  absl::StatusOr<NodePtr> SwitchStatement();
  bool LooksLikeLocalDecl() const;

  // Expressions (parser_expr.cc).
  absl::StatusOr<NodePtr> Assignment();
  absl::StatusOr<NodePtr> Conditional();
  absl::StatusOr<NodePtr> Binary(int min_prec);
  absl::StatusOr<NodePtr> Unary();
  absl::StatusOr<NodePtr> Postfix();
  absl::StatusOr<NodePtr> Primary();
  absl::StatusOr<NodePtr> Creator(const Token& new_token);
  absl::StatusOr<NodePtr> ArrayInit();
  absl::Status Arguments(Node& call);
  bool LooksLikeCast() const;

  // Token helpers.
  const Token& Peek(size_t ahead = 0) const {
    size_t i = pos_ + ahead;
    return i < toks_.size() ? toks_[i] : toks_.back();
  }
  bool Is(std::string_view text, size_t ahead = 0) const {
    const Token& t = Peek(ahead);
    return (t.kind == TokenKind::kOp || t.kind == TokenKind::kKeyword) && t.text == text;
  }
  bool IsIdent(size_t ahead = 0) const { return Peek(ahead).kind == TokenKind::kIdent; }
  bool IsPrimitive(size_t ahead = 0) const;
  const Token& Next() { return toks_[pos_ < toks_.size() - 1 ? pos_++ : pos_]; }
  bool Accept(std::string_view text) {
    if (!Is(text)) return false;
    ++pos_;
    return true;
  }
  absl::Status Expect(std::string_view text);
  absl::StatusOr<std::string_view> ExpectIdent();
  absl::Status Outside(std::string_view construct) const;
  NodePtr At(Kind kind, const Token& t, std::string value = {}) const {
    NodePtr n = MakeNode(kind, std::move(value));
    n->file = file_index_;
    n->line = t.line;
    n->col = t.col;
    return n;
  }

  std::string_view file_name_;
  int file_index_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_PARSER_INTERNAL_H_
