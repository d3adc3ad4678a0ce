// The parser's generic syntax: type arguments, type parameters and the lookahead that tells a
// generic type from a less-than expression.
#include "common/status_macros.h"
#include "worker/lang/parser_internal.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::Status Parser::CloseAngle() {
  if (Accept(">")) return absl::OkStatus();
  const Token& t = Peek();
  // `>>` and `>>>` close nested type argument lists one character at a time (JLS 3.2).
  if (t.kind == TokenKind::kOp && t.text.size() > 1 && t.text[0] == '>' &&
      (t.text == ">>" || t.text == ">>>")) {
    Token& mut = toks_[pos_];
    mut.text.remove_prefix(1);
    ++mut.col;
    return absl::OkStatus();
  }
  return ErrorHere("> expected");
}

absl::Status Parser::TypeArguments(std::string& text, bool allow_diamond) {
  const Token& open = Next();  // '<'
  if (Is(">")) {
    if (!allow_diamond) return ErrorHere("illegal start of type");
    ++pos_;
    text += "<>";
    return absl::OkStatus();
  }
  (void)open;
  text += "<";
  bool first = true;
  do {
    if (!first) text += ", ";
    first = false;
    if (Accept("?")) {  // A wildcard (JLS 4.5.1).
      text += "?";
      if (Is("extends") || Is("super")) {
        text += Cat(" ", Next().text, " ");
      } else {
        continue;
      }
    }
    if (IsPrimitive()) {
      // javac: `unexpected type; required: reference, found: int`.
      return ErrorHere(Cat("unexpected type\n  required: reference\n  found:    ", Peek().text));
    }
    ASSIGN_OR_RETURN(NodePtr arg, Type(false));
    text += arg->value;
  } while (Accept(","));
  RETURN_IF_ERROR(CloseAngle());
  text += ">";
  return absl::OkStatus();
}

absl::Status Parser::CallTypeArguments(std::vector<NodePtr>& out) {
  ++pos_;  // '<'
  do {
    if (Is("?") || Is(">")) return ErrorHere("illegal start of type");  // No wildcards or `<>`.
    ASSIGN_OR_RETURN(NodePtr arg, Type(false));
    out.push_back(std::move(arg));
  } while (Accept(","));
  return CloseAngle();
}

absl::Status Parser::TypeParameters(Node& out) {
  ++pos_;  // '<'
  do {
    const Token& name_tok = Peek();
    ASSIGN_OR_RETURN(std::string_view name, ExpectIdent());
    NodePtr param = At(Kind::kType, name_tok, std::string(name));
    param->flags = kTypeParameter;
    if (Accept("extends")) {  // Bounds: a type, then interfaces after '&' (JLS 4.4).
      do {
        ASSIGN_OR_RETURN(NodePtr bound, Type(false));
        param->Add(std::move(bound));
      } while (Accept("&"));
    }
    out.Add(std::move(param));
  } while (Accept(","));
  return CloseAngle();
}

bool Parser::SkipTypeArguments(size_t& k) const {
  if (!Is("<", k)) return false;
  int depth = 0;
  for (;; ++k) {
    const Token& t = Peek(k);
    if (t.kind == TokenKind::kIdent) continue;
    if (t.kind == TokenKind::kEof) return false;
    if (t.kind == TokenKind::kKeyword) {
      if (t.text == "extends" || t.text == "super" || IsPrimitive(k)) continue;
      return false;
    }
    if (t.kind != TokenKind::kOp) return false;
    if (t.text == "<") {
      ++depth;
    } else if (t.text == ">" || t.text == ">>" || t.text == ">>>") {
      depth -= static_cast<int>(t.text.size());
      if (depth < 0) return false;
      if (depth == 0) {
        ++k;
        return true;
      }
    } else if (t.text != "," && t.text != "." && t.text != "?" && t.text != "[" && t.text != "]" &&
               t.text != "&") {
      return false;
    }
  }
}

}  // namespace aprgrid::lang
