#include "worker/lang/parser.h"

#include "common/status_macros.h"
#include "worker/lang/java_util.h"
#include "worker/lang/parser_internal.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::Status Parser::ErrorHere(std::string_view message) const {
  const Token& t = Peek();
  return absl::InvalidArgumentError(Diagnostic(file_name_, t.line, t.col, message));
}

absl::Status Parser::Outside(std::string_view construct) const {
  return ErrorHere(Cat(construct, " are outside the subject language"));
}

absl::Status Parser::Expect(std::string_view text) {
  if (Accept(text)) return absl::OkStatus();
  if (text == ";" || text == ")" || text == "]") {
    // javac reports a missing terminator at the end of the previous token.
    if (pos_ > 0) {
      const Token& prev = toks_[pos_ - 1];
      return absl::InvalidArgumentError(Diagnostic(file_name_, prev.line,
                                                   prev.col + static_cast<int>(prev.text.size()),
                                                   Cat("'", text, "' expected")));
    }
  }
  return ErrorHere(Cat("'", text, "' expected"));
}

absl::StatusOr<std::string_view> Parser::ExpectIdent() {
  if (!IsIdent()) return ErrorHere("<identifier> expected");
  return Next().text;
}

bool Parser::IsPrimitive(size_t ahead) const {
  const Token& t = Peek(ahead);
  if (t.kind != TokenKind::kKeyword) return false;
  return t.text == "int" || t.text == "long" || t.text == "double" || t.text == "boolean" ||
         t.text == "char" || t.text == "byte" || t.text == "short" || t.text == "float";
}

absl::Status Parser::ParseUnit(Node& unit) {
  if (Is("package")) {
    ASSIGN_OR_RETURN(NodePtr pkg, PackageDecl());
    unit.Add(std::move(pkg));
  }
  while (Is("import")) {
    ASSIGN_OR_RETURN(NodePtr imp, ImportDecl());
    unit.Add(std::move(imp));
  }
  while (!AtEof()) {
    if (Accept(";")) continue;
    ASSIGN_OR_RETURN(NodePtr cls, ClassDecl());
    unit.Add(std::move(cls));
  }
  return absl::OkStatus();
}

absl::StatusOr<NodePtr> Parser::PackageDecl() {
  const Token& kw = Next();  // `package`
  ASSIGN_OR_RETURN(std::string_view first, ExpectIdent());
  std::string name(first);
  while (Accept(".")) {
    ASSIGN_OR_RETURN(std::string_view part, ExpectIdent());
    name += ".";
    name += part;
  }
  RETURN_IF_ERROR(Expect(";"));
  if (name == "java" || name.starts_with("java.")) {
    // javac: "package exists in another module: java.base" for java.lang and java.util.
    return absl::InvalidArgumentError(Diagnostic(
        file_name_, kw.line, kw.col, "packages named java.* are outside the subject language"));
  }
  return At(Kind::kPackage, kw, std::move(name));
}

absl::StatusOr<NodePtr> Parser::ImportDecl() {
  const Token& kw = Next();  // `import`
  if (Is("static")) return Outside("static imports");
  const Token& start = Peek();
  ASSIGN_OR_RETURN(std::string_view first, ExpectIdent());
  std::string name(first);
  bool on_demand = false;
  while (Accept(".")) {
    if (Accept("*")) {
      on_demand = true;
      break;
    }
    ASSIGN_OR_RETURN(std::string_view part, ExpectIdent());
    name += ".";
    name += part;
  }
  // JLS 7.5: a type import names its package; the unnamed package's types cannot be imported.
  if (!on_demand && name.find('.') == std::string::npos) return ErrorHere("'.' expected");
  RETURN_IF_ERROR(Expect(";"));
  // The program's own packages: the checker resolves the name (checker.cc, DeclareImports).
  if (name != "java" && !name.starts_with("java.")) {
    return At(Kind::kImport, kw, on_demand ? name + ".*" : name);
  }
  // JLS 7.5: java.util types one by one or on demand; java.lang is imported implicitly.
  constexpr std::string_view kUtil = "java.util";
  const bool ok = on_demand ? name == kUtil
                            : name.size() > kUtil.size() + 1 && name.starts_with(kUtil) &&
                                  name[kUtil.size()] == '.' &&
                                  IsJavaUtilType(std::string_view(name).substr(kUtil.size() + 1));
  if (!ok) {
    return absl::InvalidArgumentError(Diagnostic(
        file_name_, start.line, start.col,
        Cat("imports of ", name, on_demand ? ".*" : "", " are outside the subject language")));
  }
  return At(Kind::kImport, kw, on_demand ? name + ".*" : name);
}

absl::StatusOr<uint32_t> Parser::Modifiers(std::vector<NodePtr>* annotations) {
  uint32_t flags = 0;
  while (true) {
    uint32_t f = 0;
    if (annotations != nullptr && Is("@")) {  // Annotations and modifiers mix (JLS 8.4.3).
      ASSIGN_OR_RETURN(NodePtr a, Annotation());
      annotations->push_back(std::move(a));
      continue;
    }
    if (Is("public"))
      f = kPublic;
    else if (Is("private"))
      f = kPrivate;
    else if (Is("protected"))
      f = kProtected;
    else if (Is("static"))
      f = kStatic;
    else if (Is("final"))
      f = kFinal;
    else if (Is("abstract"))
      f = kAbstract;
    else if (Is("default") && !Is(":", 1))
      f = kDefault;
    else if (Is("synchronized") || Is("native") || Is("transient") || Is("volatile") ||
             Is("strictfp")) {
      return Outside(Cat("'", Peek().text, "' modifiers"));
    }
    if (f == 0) return flags;
    if (flags & f) return ErrorHere("repeated modifier");
    flags |= f;
    ++pos_;
  }
}

absl::StatusOr<std::string> Parser::TypeName() {
  ASSIGN_OR_RETURN(std::string_view first, ExpectIdent());
  std::string name(first);
  // A member type's qualified name `Outer.Inner` (JLS 6.5.5.2); package names are outside.
  while (Is(".") && IsIdent(1)) {
    if (name == "java") return Outside("qualified type names of packages");
    name += ".";
    name += Peek(1).text;
    pos_ += 2;
  }
  return name;
}

absl::StatusOr<NodePtr> Parser::ClassDecl() {
  std::vector<NodePtr> annotations;
  ASSIGN_OR_RETURN(uint32_t flags, Modifiers(&annotations));
  ASSIGN_OR_RETURN(NodePtr cls, ClassDeclAfterModifiers(flags));
  RETURN_IF_ERROR(Attach(annotations, *cls));
  return cls;
}

absl::StatusOr<NodePtr> Parser::ClassDeclAfterModifiers(uint32_t flags) {
  if (IsIdent() && Peek().text == "record") return Outside("records");
  if (!Is("class") && !Is("interface") && !Is("enum")) {
    return ErrorHere("class, interface, enum, or record expected");
  }
  const bool interface = Is("interface");
  const bool is_enum = Is("enum");
  if (interface) flags |= kInterface | kAbstract;  // JLS 9.1.1.1: implicitly abstract.
  if (is_enum) flags |= kEnum;
  const Token& kw = Next();
  ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
  NodePtr cls = At(Kind::kClassDecl, kw, std::string(name));
  cls->flags = flags;
  if (Is("<") && is_enum) return ErrorHere("'{' expected");  // JLS 8.9: enums are not generic.
  NodePtr params = At(Kind::kType, Peek());
  if (Is("<")) RETURN_IF_ERROR(TypeParameters(*params));
  NodePtr super = At(Kind::kType, Peek());
  // The type parameters come first among the superclass Type's children (ast.h).
  for (NodePtr& p : params->children) super->Add(std::move(p));
  if (is_enum && Is("extends")) return ErrorHere("'{' expected");
  if (!interface && !is_enum && Accept("extends")) {
    ASSIGN_OR_RETURN(super->value, TypeName());
    if (Is("<")) RETURN_IF_ERROR(TypeArguments(super->value, false));
  }
  // The implemented interfaces (an interface's extended ones) as children of `super`.
  if (Accept(interface ? "extends" : "implements")) {
    do {
      const Token& t = Peek();
      ASSIGN_OR_RETURN(std::string s, TypeName());
      if (Is("<")) RETURN_IF_ERROR(TypeArguments(s, false));
      super->Add(At(Kind::kType, t, std::move(s)));
    } while (Accept(","));
  }
  if (Is("implements")) return ErrorHere("'{' expected");
  cls->Add(std::move(super));
  RETURN_IF_ERROR(Expect("{"));
  if (is_enum) {
    RETURN_IF_ERROR(EnumConstants(*cls));
    if (!Accept(";")) {
      RETURN_IF_ERROR(Expect("}"));
      return cls;
    }
  }
  RETURN_IF_ERROR(ClassBody(*cls));
  return cls;
}

absl::Status Parser::ClassBody(Node& cls) {
  while (!Accept("}")) {
    if (AtEof()) return ErrorHere("reached end of file while parsing");
    if (Accept(";")) continue;
    RETURN_IF_ERROR(Member(cls));
  }
  return absl::OkStatus();
}

absl::Status Parser::EnumConstants(Node& cls) {
  // JLS 8.9.1: `A, B(args), C,` before the optional `;` and the other members. Each constant is a
  // public static final field of the enum initialised by a creation with its arguments.
  while (IsIdent() || Is("@")) {
    std::vector<NodePtr> annotations;
    while (Is("@")) {
      ASSIGN_OR_RETURN(NodePtr a, Annotation());
      annotations.push_back(std::move(a));
    }
    if (!IsIdent()) return ErrorHere("<identifier> expected");
    const Token& name = Next();
    NodePtr f = At(Kind::kFieldDecl, name, std::string(name.text));
    f->flags = kEnumConstant;
    RETURN_IF_ERROR(Attach(annotations, *f));
    f->Add(At(Kind::kType, name, cls.value));
    NodePtr create = At(Kind::kNew, name, cls.value);
    if (Is("(")) RETURN_IF_ERROR(Arguments(*create));
    if (Is("{")) return Outside("enum constants with class bodies");
    f->Add(std::move(create));
    cls.Add(std::move(f));
    if (!Accept(",")) break;
  }
  if (!Is(";") && !Is("}")) return ErrorHere("',', '}', or ';' expected");
  return absl::OkStatus();
}

absl::StatusOr<NodePtr> Parser::Annotation() {
  const Token& at = Next();  // '@'
  if (Is("interface")) {
    return absl::InvalidArgumentError(
        Diagnostic(file_name_, at.line, at.col,
                   "annotation type declarations (@interface) are outside the subject language"));
  }
  ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
  if (Is(".")) return Outside("qualified annotation names");
  if (name != "Test" && name != "Override" && name != "Deprecated" && name != "SuppressWarnings" &&
      name != "FunctionalInterface" && name != "SafeVarargs") {
    return absl::InvalidArgumentError(
        Diagnostic(file_name_, at.line, at.col,
                   Cat("annotations other than @Test, @Override, @Deprecated, @SuppressWarnings, "
                       "@FunctionalInterface and @SafeVarargs (@",
                       name, ") are outside the subject language")));
  }
  NodePtr ann = At(Kind::kAnnotation, at, std::string(name));
  if (!Accept("(")) return ann;
  if (Accept(")")) return ann;  // `@Override()`: a marker annotation with its parentheses.
  if (name == "Test") {
    if (!(IsIdent() && Peek().text == "expected"))
      return Outside("@Test elements other than expected");
    ++pos_;
    RETURN_IF_ERROR(Expect("="));
    const Token& ex_tok = Peek();
    ASSIGN_OR_RETURN(std::string ex, TypeName());
    NodePtr t = At(Kind::kType, ex_tok, std::move(ex));
    RETURN_IF_ERROR(Expect("."));
    RETURN_IF_ERROR(Expect("class"));
    RETURN_IF_ERROR(Expect(")"));
    ann->Add(std::move(t));
    return ann;
  }
  if (name == "Deprecated") return Outside("@Deprecated elements (since, forRemoval)");
  if (name != "SuppressWarnings") {  // Marker annotations declare no elements.
    std::string_view element = IsIdent() && Is("=", 1) ? Peek().text : "value";
    return ErrorHere(Cat("cannot find symbol: method ", element, "() in @interface ", name));
  }
  // `@SuppressWarnings("x")`, `({"x", "y"})`, `(value = ...)`: a String or String[] element.
  if (IsIdent() && Peek().text == "value" && Is("=", 1)) pos_ += 2;
  const bool array = Accept("{");
  while (!(array && Is("}"))) {
    if (Peek().kind != TokenKind::kString || !(Is(",", 1) || Is(array ? "}" : ")", 1))) {
      return Outside("@SuppressWarnings values other than string literals");
    }
    ann->Add(At(Kind::kLiteral, Peek(), std::string(Peek().text)));
    ++pos_;
    if (!array || !Accept(",")) break;
  }
  if (array) RETURN_IF_ERROR(Expect("}"));
  RETURN_IF_ERROR(Expect(")"));
  return ann;
}

absl::Status Parser::Attach(std::vector<NodePtr>& annotations, Node& decl) {
  for (size_t i = 0; i < annotations.size(); ++i) {
    NodePtr& a = annotations[i];
    // The targets of java.lang's annotations (@Target of each) and the harness's @Test.
    const std::string& name = a->value;
    bool applies = true;
    if (name == "Test" || name == "Override") {
      applies = decl.kind == Kind::kMethodDecl;
    } else if (name == "SafeVarargs") {
      applies = decl.kind == Kind::kMethodDecl || decl.kind == Kind::kConstructorDecl;
    } else if (name == "FunctionalInterface") {
      applies = decl.kind == Kind::kClassDecl;
    }
    if (!applies) {
      return absl::InvalidArgumentError(
          Diagnostic(file_name_, a->line, a->col,
                     "annotation type not applicable to this kind of declaration"));
    }
    for (size_t j = 0; j < i; ++j) {
      if (annotations[j]->value == name) {
        return absl::InvalidArgumentError(Diagnostic(
            file_name_, a->line, a->col, Cat(name, " is not a repeatable annotation type")));
      }
    }
  }
  for (NodePtr& a : annotations) {
    if (a->value == "Test") {
      decl.Add(std::move(a));  // After the method's body (ast.h).
    } else {
      AddAttached(decl, std::move(a));
    }
  }
  annotations.clear();
  return absl::OkStatus();
}

absl::Status Parser::Member(Node& cls) {
  std::vector<NodePtr> annotations;
  const Token& start = Peek();
  ASSIGN_OR_RETURN(uint32_t flags, Modifiers(&annotations));
  if (Is("class") || Is("interface") || Is("enum")) {        // A member type (JLS 8.5, 9.5).
    if (cls.flags & kInterface) flags |= kPublic | kStatic;  // JLS 9.5: implicitly.
    if (Is("interface") || Is("enum")) flags |= kStatic;     // JLS 8.5.1, 8.9.
    ASSIGN_OR_RETURN(NodePtr nested, ClassDeclAfterModifiers(flags));
    RETURN_IF_ERROR(Attach(annotations, *nested));
    cls.Add(std::move(nested));
    return absl::OkStatus();
  }
  if (Is("{")) {  // A static or instance initializer (JLS 8.6, 8.7).
    if (!annotations.empty()) return Outside("annotations on initializers");
    if (flags & ~kStatic) {
      return absl::InvalidArgumentError(
          Diagnostic(file_name_, start.line, start.col, "modifier not allowed here"));
    }
    ASSIGN_OR_RETURN(NodePtr init, Block());
    init->flags = flags;
    cls.Add(std::move(init));
    return absl::OkStatus();
  }
  NodePtr type_params = At(Kind::kType, Peek());
  if (Is("<")) {  // A generic method (JLS 8.4.4).
    RETURN_IF_ERROR(TypeParameters(*type_params));
    if (IsIdent() && Is("(", 1)) return Outside("generic constructors");
  }
  if (IsIdent() && Is("(", 1)) {  // Constructor.
    const Token& name = Next();
    if (name.text != cls.value) {
      return absl::InvalidArgumentError(Diagnostic(
          file_name_, name.line, name.col, "invalid method declaration; return type required"));
    }
    if (flags & kAbstract) {
      return absl::InvalidArgumentError(
          Diagnostic(file_name_, start.line, start.col, "modifier abstract not allowed here"));
    }
    NodePtr ctor = At(Kind::kConstructorDecl, name, std::string(name.text));
    ctor->flags = flags;
    ASSIGN_OR_RETURN(NodePtr params, Params());
    ctor->Add(std::move(params));
    NodePtr throws = At(Kind::kType, Peek(), "throws");
    RETURN_IF_ERROR(Throws(*throws));
    if (!Is("{")) return Expect("{");
    ASSIGN_OR_RETURN(NodePtr body, Block());
    ctor->Add(std::move(body));
    if (throws->size() > 0) ctor->Add(std::move(throws));
    RETURN_IF_ERROR(Attach(annotations, *ctor));
    cls.Add(std::move(ctor));
    return absl::OkStatus();
  }
  ASSIGN_OR_RETURN(NodePtr type, Type(/*allow_void=*/true));
  // A generic method's type parameters are the first children of its return type (ast.h).
  for (NodePtr& p : type_params->children) type->Add(std::move(p));
  const Token& name_tok = Peek();
  ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
  const bool in_interface = (cls.flags & kInterface) != 0;
  if (in_interface) {  // JLS 9.3, 9.4: implicit modifiers of interface members.
    if (flags & kPrivate) return Outside("private interface members");
    if (flags & kProtected) {
      return absl::InvalidArgumentError(
          Diagnostic(file_name_, start.line, start.col, "modifier protected not allowed here"));
    }
    flags |= kPublic;
    if (!Is("(")) {
      flags |= kStatic | kFinal;
    } else if (!(flags & (kStatic | kDefault))) {
      flags |= kAbstract;
    }
  }
  if (Is("(")) {
    NodePtr m = At(Kind::kMethodDecl, name_tok, std::string(name));
    m->flags = flags;
    m->line = start.line;
    m->col = start.col;
    m->Add(std::move(type));
    ASSIGN_OR_RETURN(NodePtr params, Params());
    m->Add(std::move(params));
    if (Is("[")) return Outside("C-style array declarations");
    RETURN_IF_ERROR(Throws(*m->child(0)));
    if (Is(";")) {  // An abstract method (JLS 8.4.3.1): no body.
      if (!(flags & kAbstract)) {
        return absl::InvalidArgumentError(Diagnostic(file_name_, name_tok.line, name_tok.col,
                                                     "missing method body, or declare abstract"));
      }
      m->Add(At(Kind::kNone, Next()));
      RETURN_IF_ERROR(Attach(annotations, *m));
      cls.Add(std::move(m));
      return absl::OkStatus();
    }
    if (!Is("{")) return Expect("{");
    if (in_interface && (flags & kAbstract)) {
      return absl::InvalidArgumentError(Diagnostic(file_name_, name_tok.line, name_tok.col,
                                                   "interface abstract methods cannot have body"));
    }
    ASSIGN_OR_RETURN(NodePtr body, Block());
    m->Add(std::move(body));
    RETURN_IF_ERROR(Attach(annotations, *m));
    cls.Add(std::move(m));
    return absl::OkStatus();
  }
  if (type->size() > 0) return ErrorHere("'(' expected");
  if (type->value == "void") {
    return absl::InvalidArgumentError(
        Diagnostic(file_name_, type->line, type->col, "'(' expected"));
  }
  // Fields: one FieldDecl per declarator.
  while (true) {
    RETURN_IF_ERROR(NoCStyleArray());
    NodePtr f = At(Kind::kFieldDecl, name_tok, std::string(name));
    f->flags = flags;
    f->Add(Clone(*type));
    std::vector<NodePtr> copies;  // Each declarator carries the declaration's annotations.
    for (const NodePtr& a : annotations) copies.push_back(Clone(*a));
    RETURN_IF_ERROR(Attach(copies, *f));
    if (Accept("=")) {
      ASSIGN_OR_RETURN(NodePtr init, VarInit());
      f->Add(std::move(init));
    }
    cls.Add(std::move(f));
    if (!Accept(",")) break;
    ASSIGN_OR_RETURN(name, ExpectIdent());
  }
  return Expect(";");
}

absl::StatusOr<uint32_t> Parser::VariableModifiers(std::vector<NodePtr>& annotations) {
  uint32_t flags = 0;
  while (true) {
    if (Is("@")) {
      ASSIGN_OR_RETURN(NodePtr a, Annotation());
      annotations.push_back(std::move(a));
    } else if (Is("final")) {
      if (flags & kFinal) return ErrorHere("repeated modifier");
      flags |= kFinal;
      ++pos_;
    } else {
      return flags;
    }
  }
}

absl::Status Parser::Throws(Node& out) {
  if (!Accept("throws")) return absl::OkStatus();
  do {
    const Token& t = Peek();
    ASSIGN_OR_RETURN(std::string name, TypeName());
    if (Is("<")) return Outside("generic types");
    out.Add(At(Kind::kType, t, std::move(name)));
  } while (Accept(","));
  return absl::OkStatus();
}

absl::Status Parser::NoCStyleArray() {
  if (Is("[")) return Outside("C-style array declarations (write int[] a)");
  return absl::OkStatus();
}

absl::StatusOr<NodePtr> Parser::Params() {
  NodePtr params = At(Kind::kParams, Peek());
  RETURN_IF_ERROR(Expect("("));
  if (Accept(")")) return params;
  while (true) {
    std::vector<NodePtr> annotations;
    ASSIGN_OR_RETURN(uint32_t flags, VariableModifiers(annotations));
    ASSIGN_OR_RETURN(NodePtr type, Type(false));
    const bool varargs = Accept("...");  // A variable arity parameter: an array (JLS 8.4.1).
    if (varargs) {
      flags |= kVarargs;
      type->value += "[]";
    }
    const Token& name_tok = Peek();
    ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
    RETURN_IF_ERROR(NoCStyleArray());
    NodePtr p = At(Kind::kParam, name_tok, std::string(name));
    p->flags = flags;
    p->Add(std::move(type));
    RETURN_IF_ERROR(Attach(annotations, *p));
    params->Add(std::move(p));
    if (Accept(")")) return params;
    if (varargs && Is(",")) {
      return absl::InvalidArgumentError(Diagnostic(file_name_, name_tok.line, name_tok.col,
                                                   "varargs parameter must be the last parameter"));
    }
    if (!Is(",")) return Expect(")");
    ++pos_;
  }
}

absl::StatusOr<NodePtr> Parser::Type(bool allow_void) {
  const Token& t = Peek();
  std::string text;
  if (IsPrimitive()) {
    text = std::string(t.text);
  } else if (Is("void")) {
    if (!allow_void) return ErrorHere("'void' type not allowed here");
    text = "void";
  } else if (IsIdent()) {
    if (t.text == "var") return Outside("'var' declarations");
  } else {
    return ErrorHere("<identifier> expected");
  }
  if (text.empty()) {
    ASSIGN_OR_RETURN(text, TypeName());
  } else {
    ++pos_;
  }
  if (Is("<")) {
    if (t.kind == TokenKind::kKeyword) return ErrorHere("';' expected");
    RETURN_IF_ERROR(TypeArguments(text, false));
    if (Is(".")) return Outside("member types of parameterized types");
  }
  while (Is("[") && Is("]", 1)) {
    pos_ += 2;
    text += "[]";
  }
  if (text.starts_with("void") && text != "void") return ErrorHere("'void' type not allowed here");
  return At(Kind::kType, t, std::move(text));
}

absl::StatusOr<NodePtr> ParseFiles(std::span<const SourceFile> files) {
  NodePtr unit = MakeNode(Kind::kCompilationUnit);
  for (size_t i = 0; i < files.size(); ++i) {
    ASSIGN_OR_RETURN(std::vector<Token> toks, Lex(files[i].name, files[i].text));
    Parser p(files[i].name, static_cast<int>(i), std::move(toks));
    RETURN_IF_ERROR(p.ParseUnit(*unit));
  }
  Renumber(*unit);
  return unit;
}

absl::StatusOr<NodePtr> ParseSource(std::string_view name, std::string_view text) {
  SourceFile f{std::string(name), std::string(text)};
  return ParseFiles(std::span<const SourceFile>(&f, 1));
}

absl::StatusOr<NodePtr> ParseStatement(std::string_view text) {
  ASSIGN_OR_RETURN(std::vector<Token> toks, Lex("<statement>", text));
  Parser p("<statement>", 0, std::move(toks));
  ASSIGN_OR_RETURN(NodePtr s, p.Statement());
  if (!p.AtEof()) return p.ErrorHere("unexpected text after the statement");
  return s;
}

absl::StatusOr<NodePtr> ParseExpression(std::string_view text) {
  ASSIGN_OR_RETURN(std::vector<Token> toks, Lex("<expression>", text));
  Parser p("<expression>", 0, std::move(toks));
  ASSIGN_OR_RETURN(NodePtr e, p.Expression());
  if (!p.AtEof()) return p.ErrorHere("unexpected text after the expression");
  return e;
}

}  // namespace aprgrid::lang
