// Over 600 lines: one printer for every node kind, a case per kind, read as one table.
#include "worker/lang/printer.h"

#include "worker/lang/precedence.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

int Precedence(const Node& e) {
  switch (e.kind) {
    case Kind::kAssignment:
      return kPrecAssign;
    case Kind::kConditional:
      return kPrecConditional;
    case Kind::kBinaryOperator:
      return BinaryPrecedence(e.value);
    case Kind::kInstanceOf:
      return kPrecRelational;
    case Kind::kCast:
      return kPrecUnary;
    case Kind::kUnaryOperator:
      return (e.flags & kPostfix) ? kPrecPostfix : kPrecUnary;
    case Kind::kNewArray:
      return kPrecPostfix;  // new int[2][0] would read as a 2-D creation.
    default:
      return kPrecPrimary;
  }
}

std::string Modifiers(uint32_t flags) {
  std::string out;
  if (flags & kPublic) out += "public ";
  if (flags & kProtected) out += "protected ";
  if (flags & kPrivate) out += "private ";
  if (flags & kAbstract) out += "abstract ";
  if (flags & kDefault) out += "default ";
  if (flags & kStatic) out += "static ";
  if (flags & kFinal) out += "final ";
  return out;
}

class Printer {
 public:
  std::string out;
  int depth_ = 0;  // The indentation of the statement or member being printed.

  void Expr(const Node& e, int min_prec) {
    bool parens = Precedence(e) < min_prec;
    if (parens) out += "(";
    ExprBody(e);
    if (parens) out += ")";
  }

  void Args(const Node& n, size_t from) {
    out += "(";
    for (size_t i = from; i < n.size(); ++i) {
      if (n.child(i)->kind == Kind::kClassDecl) break;  // An anonymous class body.
      if (i > from) out += ", ";
      Expr(*n.child(i), kPrecAssign);
    }
    out += ")";
  }

  void ExprBody(const Node& e) {
    switch (e.kind) {
      case Kind::kLiteral:
      case Kind::kVariableAccess:
        out += e.value;
        return;
      case Kind::kThis:
        if (!e.value.empty()) Append(out, e.value, ".");
        out += "this";
        return;
      case Kind::kSuper:
        out += "super";
        return;
      case Kind::kFieldAccess:
        Expr(*e.child(0), kPrecPrimary);
        Append(out, ".", e.value);
        return;
      case Kind::kMethodCall: {
        if (e.child(0)->kind != Kind::kNone) {
          Expr(*e.child(0), kPrecPrimary);
          out += ".";
        }
        const std::vector<const Node*> type_args = ExplicitTypeArguments(e);
        for (size_t i = 0; i < type_args.size(); ++i) {
          Append(out, i == 0 ? "<" : ", ", type_args[i]->value);
        }
        if (!type_args.empty()) out += ">";
        out += e.value;
        Args(e, 1);
        return;
      }
      case Kind::kNew:
        if (e.flags & kQualified) {
          Expr(*e.child(0), kPrecPrimary);
          out += ".";
        }
        Append(out, "new ", e.value);
        Args(e, (e.flags & kQualified) ? 1 : 0);
        if (const Node* body = AnonymousBody(e)) {  // Members one level deeper than the line.
          out += " {\n";
          Members(*body, 1, depth_ + 1);
          Indent(depth_);
          out += "}";
        }
        return;
      case Kind::kNewArray: {
        out += "new ";
        const std::string& type = e.child(0)->value;
        if (e.child(1)->kind == Kind::kArrayInit) {
          out += type;
          out += " ";
          ExprBody(*e.child(1));
          return;
        }
        size_t bracket = type.find('[');
        out += type.substr(0, bracket);
        size_t dims = (type.size() - bracket) / 2;
        for (size_t i = 1; i < e.size(); ++i) {
          out += "[";
          Expr(*e.child(i), kPrecAssign);
          out += "]";
        }
        for (size_t i = e.size() - 1; i < dims; ++i) out += "[]";
        return;
      }
      case Kind::kArrayInit:
        out += "{";
        for (size_t i = 0; i < e.size(); ++i) {
          if (i > 0) out += ", ";
          Expr(*e.child(i), kPrecAssign);
        }
        out += "}";
        return;
      case Kind::kArrayAccess:
        Expr(*e.child(0), kPrecPrimary);
        out += "[";
        Expr(*e.child(1), kPrecAssign);
        out += "]";
        return;
      case Kind::kAssignment:
        Expr(*e.child(0), kPrecPrimary);
        Append(out, " ", e.value, " ");
        Expr(*e.child(1), kPrecAssign);
        return;
      case Kind::kUnaryOperator:
        if (e.flags & kPostfix) {
          Expr(*e.child(0), kPrecPostfix);
          out += e.value;
        } else {
          out += e.value;
          // "- -x" and "- --x" must not fuse into "--x"; parentheses keep them apart.
          const Node& operand = *e.child(0);
          bool wrap = operand.kind == Kind::kUnaryOperator && !(operand.flags & kPostfix);
          Expr(operand, wrap ? kPrecPrimary + 1 : kPrecUnary);
        }
        return;
      case Kind::kBinaryOperator: {
        int p = BinaryPrecedence(e.value);
        Expr(*e.child(0), p);
        Append(out, " ", e.value, " ");
        Expr(*e.child(1), p + 1);
        return;
      }
      case Kind::kConditional:
        Expr(*e.child(0), kPrecOr);
        out += " ? ";
        Expr(*e.child(1), kPrecAssign);
        out += " : ";
        Expr(*e.child(2), kPrecConditional);
        return;
      case Kind::kInstanceOf:
        Expr(*e.child(0), kPrecRelational);
        Append(out, " instanceof ", e.child(1)->value);
        return;
      case Kind::kCast: {
        Append(out, "(", e.child(0)->value, ") ");
        const Node& operand = *e.child(1);
        // "(Foo) -x" would parse as a subtraction; primitive casts have no such ambiguity.
        bool primitive = e.child(0)->value.find('[') == std::string::npos &&
                         (e.child(0)->value == "int" || e.child(0)->value == "long" ||
                          e.child(0)->value == "double" || e.child(0)->value == "char" ||
                          e.child(0)->value == "boolean" || e.child(0)->value == "byte" ||
                          e.child(0)->value == "short" || e.child(0)->value == "float");
        Expr(operand, primitive ? kPrecUnary : kPrecPostfix);
        return;
      }
      default:
        Append(out, "/*", KindName(e.kind), "*/");
    }
  }

  void Indent(int depth) { out.append(static_cast<size_t>(depth) * 2, ' '); }

  // `decl`'s annotations (Node::attached; @Test is printed with its method): each on a line
  // of its own indented by `depth`, or, when `depth` < 0, each followed by a space.
  void Annotations(const Node& decl, int depth) {
    if (decl.attached == nullptr) return;
    for (const NodePtr& a : *decl.attached) {
      if (a->kind != Kind::kAnnotation) continue;
      if (depth >= 0) Indent(depth);
      Append(out, "@", a->value);
      if (a->value == "SuppressWarnings") {
        out += a->size() == 1 ? "(" : "({";
        for (size_t i = 0; i < a->size(); ++i) Append(out, i > 0 ? ", " : "", a->child(i)->value);
        out += a->size() == 1 ? ")" : "})";
      }
      out += depth >= 0 ? "\n" : " ";
    }
  }

  void LocalDecl(const Node& d) {
    Annotations(d, -1);
    Append(out, Modifiers(d.flags), d.child(0)->value, " ", d.value);
    if (d.size() > 1) {
      out += " = ";
      Expr(*d.child(1), kPrecAssign);
    }
  }

  // A nested statement (loop/if body): blocks stay on the line, others go on the next one.
  void Body(const Node& s, int depth) {
    if (s.kind == Kind::kBlock) {
      out += " ";
      BlockBody(s, depth);
    } else {
      out += "\n";
      Indent(depth + 1);
      StmtInline(s, depth + 1);
    }
  }

  void BlockBody(const Node& b, int depth) {
    out += "{\n";
    for (const NodePtr& c : b.children) Stmt(*c, depth + 1);
    Indent(depth);
    out += "}";
  }

  void Stmt(const Node& s, int depth) {
    if (s.kind == Kind::kClassDecl) {  // A local class (JLS 14.3).
      Class(s, depth);
      return;
    }
    const int saved = depth_;
    depth_ = depth;
    Indent(depth);
    StmtInline(s, depth);
    out += "\n";
    depth_ = saved;
  }

  void StmtInline(const Node& s, int depth) {
    switch (s.kind) {
      case Kind::kBlock:
        BlockBody(s, depth);
        return;
      case Kind::kLocalVarDecl:
        LocalDecl(s);
        out += ";";
        return;
      case Kind::kExprStmt:
        Expr(*s.child(0), kPrecAssign);
        out += ";";
        return;
      case Kind::kEmpty:
        out += ";";
        return;
      case Kind::kBreak:
      case Kind::kContinue:
        out += s.kind == Kind::kBreak ? "break" : "continue";
        if (!s.value.empty()) Append(out, " ", s.value);
        out += ";";
        return;
      case Kind::kLabeled:
        Append(out, s.value, ": ");
        StmtInline(*s.child(0), depth);
        return;
      case Kind::kReturn:
        out += "return";
        if (s.size() > 0) {
          out += " ";
          Expr(*s.child(0), kPrecAssign);
        }
        out += ";";
        return;
      case Kind::kThrow:
        out += "throw ";
        Expr(*s.child(0), kPrecAssign);
        out += ";";
        return;
      case Kind::kCtorCall:
        out += s.value;
        Args(s, 0);
        out += ";";
        return;
      case Kind::kIf: {
        out += "if (";
        Expr(*s.child(0), kPrecAssign);
        out += ")";
        Body(*s.child(1), depth);
        if (s.size() > 2) {
          if (s.child(1)->kind == Kind::kBlock) {
            out += " ";
          } else {
            out += "\n";
            Indent(depth);
          }
          out += "else";
          const Node& els = *s.child(2);
          if (els.kind == Kind::kIf) {
            out += " ";
            StmtInline(els, depth);
          } else {
            Body(els, depth);
          }
        }
        return;
      }
      case Kind::kWhile:
        out += "while (";
        Expr(*s.child(0), kPrecAssign);
        out += ")";
        Body(*s.child(1), depth);
        return;
      case Kind::kDoWhile:
        out += "do";
        Body(*s.child(0), depth);
        if (s.child(0)->kind == Kind::kBlock) {
          out += " ";
        } else {
          out += "\n";
          Indent(depth);
        }
        out += "while (";
        Expr(*s.child(1), kPrecAssign);
        out += ");";
        return;
      case Kind::kFor: {
        out += "for (";
        const Node& init = *s.child(0);
        for (size_t i = 0; i < init.size(); ++i) {
          const Node& d = *init.child(i);
          if (d.kind == Kind::kLocalVarDecl) {
            if (i == 0) {
              LocalDecl(d);
            } else {
              Append(out, ", ", d.value);
              if (d.size() > 1) {
                out += " = ";
                Expr(*d.child(1), kPrecAssign);
              }
            }
          } else {
            if (i > 0) out += ", ";
            Expr(*d.child(0), kPrecAssign);
          }
        }
        out += ";";
        if (s.child(1)->kind != Kind::kNone) {
          out += " ";
          Expr(*s.child(1), kPrecAssign);
        }
        out += ";";
        const Node& update = *s.child(2);
        for (size_t i = 0; i < update.size(); ++i) {
          out += i == 0 ? " " : ", ";
          Expr(*update.child(i)->child(0), kPrecAssign);
        }
        out += ")";
        Body(*s.child(3), depth);
        return;
      }
      case Kind::kForEach:
        Append(out, "for (", Modifiers(s.flags), s.child(0)->value, " ", s.value, " : ");
        Expr(*s.child(1), kPrecAssign);
        out += ")";
        Body(*s.child(2), depth);
        return;
      case Kind::kTry: {
        out += "try ";
        const size_t body = s.child(0)->kind == Kind::kResources ? 1 : 0;
        if (body == 1) {  // try-with-resources: `(R r = e; S s = f) ` or Java 9's `(r) `.
          out += "(";
          for (size_t i = 0; i < s.child(0)->size(); ++i) {
            const Node& r = *s.child(0)->child(i);
            if (i > 0) out += "; ";
            if (r.kind == Kind::kLocalVarDecl) LocalDecl(r);
            if (r.kind != Kind::kLocalVarDecl) Expr(r, kPrecAssign);
          }
          out += ") ";
        }
        BlockBody(*s.child(body), depth);
        for (size_t i = body + 1; i < s.size(); ++i) {
          const Node& c = *s.child(i);
          if (c.kind == Kind::kCatch) {
            out += " catch (";
            for (size_t k = 0; k + 1 < c.size(); ++k) {
              if (k > 0) out += " | ";
              out += c.child(k)->value;
            }
            Append(out, " ", c.value, ") ");
            BlockBody(*c.child(c.size() - 1), depth);
          } else {
            out += " finally ";
            BlockBody(*c.child(0), depth);
          }
        }
        return;
      }
      case Kind::kSwitch:
        out += "switch (";
        Expr(*s.child(0), kPrecAssign);
        out += ") {\n";
        for (size_t i = 1; i < s.size(); ++i) {
          const Node& group = *s.child(i);
          Indent(depth + 1);
          size_t first = 0;
          if (group.value == "case") {
            out += "case ";
            Expr(*group.child(0), kPrecConditional);
            out += ":\n";
            first = 1;
          } else {
            out += "default:\n";
          }
          for (size_t k = first; k < group.size(); ++k) Stmt(*group.child(k), depth + 2);
        }
        Indent(depth);
        out += "}";
        return;
      default:
        if (IsExpression(s.kind)) {
          Expr(s, kPrecAssign);
        } else {
          Append(out, "/*", KindName(s.kind), "*/");
        }
    }
  }

  void Params(const Node& params) {
    out += "(";
    for (size_t i = 0; i < params.size(); ++i) {
      const Node& p = *params.child(i);
      if (i > 0) out += ", ";
      Annotations(p, -1);
      std::string_view type = p.child(0)->value;
      if (p.flags & kVarargs) {  // `T... x` for the T[] parameter.
        type.remove_suffix(2);
        Append(out, Modifiers(p.flags), type, "... ", p.value);
      } else {
        Append(out, Modifiers(p.flags), type, " ", p.value);
      }
    }
    out += ")";
  }

  // ` throws A, B` from the children of a method's return type (a constructor's third child).
  void Throws(const Node& types) {
    bool first = true;
    for (const NodePtr& t : types.children) {
      if (IsTypeParameter(*t)) continue;
      out += first ? " throws " : ", ";
      first = false;
      out += t->value;
    }
  }

  // `<T extends A & B, U>` from the type parameters among `types`' children (ast.h); `space`
  // follows a non-empty list.
  void TypeParams(const Node& types, std::string_view space) {
    bool first = true;
    for (const NodePtr& t : types.children) {
      if (!IsTypeParameter(*t)) continue;
      out += first ? "<" : ", ";
      first = false;
      out += t->value;
      for (size_t i = 0; i < t->size(); ++i)
        Append(out, i > 0 ? " & " : " extends ", t->child(i)->value);
    }
    if (!first) Append(out, ">", space);
  }

  void Member(const Node& m, int depth) {
    switch (m.kind) {
      case Kind::kFieldDecl:
        Annotations(m, depth);
        Indent(depth);
        Append(out, Modifiers(m.flags), m.child(0)->value, " ", m.value);
        if (m.size() > 1) {
          out += " = ";
          Expr(*m.child(1), kPrecAssign);
        }
        out += ";\n";
        return;
      case Kind::kMethodDecl:
        Annotations(m, depth);
        for (size_t i = 3; i < m.size(); ++i) {
          const Node& a = *m.child(i);
          Indent(depth);
          out += "@Test";
          if (a.size() > 0) Append(out, "(expected = ", a.child(0)->value, ".class)");
          out += "\n";
        }
        Indent(depth);
        out += Modifiers(m.flags);
        TypeParams(*m.child(0), " ");
        Append(out, m.child(0)->value, " ", m.value);
        Params(*m.child(1));
        Throws(*m.child(0));
        if (m.child(2)->kind != Kind::kBlock) {  // Abstract.
          out += ";\n";
          return;
        }
        out += " ";
        BlockBody(*m.child(2), depth);
        out += "\n";
        return;
      case Kind::kBlock:  // An initializer block.
        Indent(depth);
        out += Modifiers(m.flags);
        BlockBody(m, depth);
        out += "\n";
        return;
      case Kind::kClassDecl:  // A member type (JLS 8.5).
        Class(m, depth);
        return;
      case Kind::kConstructorDecl:
        Annotations(m, depth);
        Indent(depth);
        Append(out, Modifiers(m.flags), m.value);
        Params(*m.child(0));
        if (m.size() > 2) Throws(*m.child(2));
        out += " ";
        BlockBody(*m.child(1), depth);
        out += "\n";
        return;
      default:
        return;
    }
  }

  // A top-level declaration: a package or an import (one line) or a class (after a blank line,
  // unless first).
  void Top(const Node& n, bool after_other) {
    if (n.kind == Kind::kImport || n.kind == Kind::kPackage) {
      Append(out, n.kind == Kind::kImport ? "import " : "package ", n.value, ";\n");
      return;
    }
    if (after_other) out += "\n";
    Class(n);
  }

  void Class(const Node& c, int depth = 0) {
    const bool interface = (c.flags & kInterface) != 0;
    const bool is_enum = (c.flags & kEnum) != 0;
    Annotations(c, depth);
    Indent(depth);
    Append(out, Modifiers(c.flags),
           interface ? "interface "
           : is_enum ? "enum "
                     : "class ",
           c.value);
    TypeParams(*c.child(0), "");
    if (!c.child(0)->value.empty()) Append(out, " extends ", c.child(0)->value);
    bool first_interface = true;
    for (const NodePtr& in : c.child(0)->children) {
      if (IsTypeParameter(*in)) continue;
      out += !first_interface ? ", " : interface ? " extends " : " implements ";
      first_interface = false;
      out += in->value;
    }
    out += " {\n";
    size_t first = 1;
    if (is_enum) {  // The constants, then `;` (JLS 8.9.1).
      Indent(depth + 1);
      for (; first < c.size() && (c.child(first)->flags & kEnumConstant); ++first) {
        const Node& k = *c.child(first);
        if (first > 1) out += ", ";
        Annotations(k, -1);
        out += k.value;
        if (k.size() > 1 && k.child(1)->size() > 0) Args(*k.child(1), 0);
      }
      out += ";\n";
    }
    Members(c, first, depth + 1);
    Indent(depth);
    out += "}\n";
  }

  // The members of a class body from child `first` on, each indented by `depth`.
  void Members(const Node& c, size_t first, int depth) {
    const int saved = depth_;
    Kind prev = Kind::kNone;
    for (size_t i = first; i < c.size(); ++i) {
      const Node& m = *c.child(i);
      if (i > 1 && (m.kind != Kind::kFieldDecl || prev != Kind::kFieldDecl)) out += "\n";
      depth_ = depth;
      Member(m, depth);
      prev = m.kind;
    }
    depth_ = saved;
  }

  void Any(const Node& n) {
    switch (n.kind) {
      case Kind::kCompilationUnit:
        for (size_t i = 0; i < n.size(); ++i) Top(*n.child(i), i > 0);
        return;
      case Kind::kClassDecl:
        Class(n);
        return;
      case Kind::kFieldDecl:
      case Kind::kMethodDecl:
      case Kind::kConstructorDecl:
        Member(n, 0);
        return;
      default:
        if (IsExpression(n.kind)) {
          Expr(n, kPrecAssign);
        } else {
          Stmt(n, 0);
        }
    }
  }
};

}  // namespace

std::string Print(const Node& node) {
  Printer p;
  p.Any(node);
  return p.out;
}

std::string PrintFile(const Node& unit, int file_index) {
  Printer p;
  bool first = true;
  for (const NodePtr& c : unit.children) {
    if (c->file != file_index) continue;
    p.Top(*c, !first);
    first = false;
  }
  return p.out;
}

}  // namespace aprgrid::lang
