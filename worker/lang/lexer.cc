#include "worker/lang/lexer.h"

#include <algorithm>
#include <array>

#include "absl/status/status.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

constexpr std::array<std::string_view, 50> kKeywords = {
    "abstract", "assert", "boolean",    "break",     "byte",       "case",      "catch",
    "char",     "class",  "const",      "continue",  "default",    "do",        "double",
    "else",     "enum",   "extends",    "final",     "finally",    "float",     "for",
    "goto",     "if",     "implements", "import",    "instanceof", "int",       "interface",
    "long",     "native", "new",        "package",   "private",    "protected", "public",
    "return",   "short",  "static",     "strictfp",  "super",      "switch",    "synchronized",
    "this",     "throw",  "throws",     "transient", "try",        "void",      "volatile",
    "while"};

// Longest first, so the first match is the longest.
constexpr std::array<std::string_view, 50> kOps = {
    ">>>=", "<<=", ">>=", ">>>", "...", "->", "::", "++", "--", "&&", "||", "==", "!=",
    "<=",   ">=",  "+=",  "-=",  "*=",  "/=", "%=", "&=", "|=", "^=", "<<", ">>", "(",
    ")",    "{",   "}",   "[",   "]",   ";",  ",",  ".",  "@",  "=",  "<",  ">",  "!",
    "~",    "?",   ":",   "+",   "-",   "*",  "/",  "%",  "&",  "|",  "^"};

bool IsIdentStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHex(char c) { return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

class Lexer {
 public:
  Lexer(std::string_view file, std::string_view src) : file_(file), src_(src) {}

  absl::StatusOr<std::vector<Token>> Run() {
    std::vector<Token> out;
    while (true) {
      if (absl::Status s = SkipSpace(); !s.ok()) return s;
      int line = line_, col = col_;
      size_t start = pos_;
      if (pos_ >= src_.size()) {
        out.push_back({TokenKind::kEof, src_.substr(src_.size()), line, col});
        return out;
      }
      char c = src_[pos_];
      TokenKind kind;
      if (IsIdentStart(c)) {
        while (pos_ < src_.size() && (IsIdentStart(src_[pos_]) || IsDigit(src_[pos_]))) Advance();
        std::string_view word = src_.substr(start, pos_ - start);
        kind = std::find(kKeywords.begin(), kKeywords.end(), word) != kKeywords.end()
                   ? TokenKind::kKeyword
                   : TokenKind::kIdent;
      } else if (IsDigit(c) || (c == '.' && pos_ + 1 < src_.size() && IsDigit(src_[pos_ + 1]))) {
        absl::StatusOr<TokenKind> k = Number(line, col);
        if (!k.ok()) return k.status();
        kind = *k;
      } else if (c == '"' || c == '\'') {
        if (c == '"' && src_.substr(pos_, 3) == "\"\"\"") {
          return Error(line, col, "text blocks are outside the subject language");
        }
        if (absl::Status s = Quoted(c, line, col); !s.ok()) return s;
        kind = c == '"' ? TokenKind::kString : TokenKind::kChar;
      } else {
        size_t len = 0;
        for (std::string_view op : kOps) {
          if (src_.substr(pos_, op.size()) == op) {
            len = op.size();
            break;
          }
        }
        if (len == 0) return Error(line, col, Cat("illegal character: '", std::string(1, c), "'"));
        for (size_t i = 0; i < len; ++i) Advance();
        kind = TokenKind::kOp;
      }
      out.push_back({kind, src_.substr(start, pos_ - start), line, col});
    }
  }

 private:
  absl::Status Error(int line, int col, std::string_view msg) {
    return absl::InvalidArgumentError(Diagnostic(file_, line, col, msg));
  }

  void Advance() {
    if (src_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }

  absl::Status SkipSpace() {
    while (pos_ < src_.size()) {
      char c = src_[pos_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
        Advance();
      } else if (src_.substr(pos_, 2) == "//") {
        while (pos_ < src_.size() && src_[pos_] != '\n') Advance();
      } else if (src_.substr(pos_, 2) == "/*") {
        int line = line_, col = col_;
        Advance();
        Advance();
        while (pos_ < src_.size() && src_.substr(pos_, 2) != "*/") Advance();
        if (pos_ >= src_.size()) return Error(line, col, "unclosed comment");
        Advance();
        Advance();
      } else if (c == '\\') {
        return Error(line_, col_,
                     "unicode escapes outside literals are outside the subject language");
      } else {
        break;
      }
    }
    return absl::OkStatus();
  }

  absl::StatusOr<TokenKind> Number(int line, int col) {
    auto digits = [&](bool hex) {
      while (pos_ < src_.size() &&
             ((hex ? IsHex(src_[pos_]) : IsDigit(src_[pos_])) || src_[pos_] == '_')) {
        Advance();
      }
    };
    bool is_double = false;
    if (src_[pos_] == '0' && pos_ + 1 < src_.size() &&
        (src_[pos_ + 1] == 'x' || src_[pos_ + 1] == 'X' || src_[pos_ + 1] == 'b' ||
         src_[pos_ + 1] == 'B')) {
      bool hex = src_[pos_ + 1] == 'x' || src_[pos_ + 1] == 'X';
      Advance();
      Advance();
      const size_t first_digit = pos_;
      digits(true);
      if (hex && pos_ < src_.size() &&
          (src_[pos_] == '.' || src_[pos_] == 'p' || src_[pos_] == 'P')) {
        // A hexadecimal floating-point literal (JLS 3.10.2): hex digits with an optional
        // point, then the binary exponent, which is required.
        bool any_digit = pos_ > first_digit;
        if (src_[pos_] == '.') {
          Advance();
          const size_t fraction = pos_;
          digits(true);
          any_digit |= pos_ > fraction;
        }
        if (!any_digit) {
          return Error(line, col,
                       "hexadecimal numbers must contain at least one hexadecimal digit");
        }
        if (pos_ >= src_.size() || (src_[pos_] != 'p' && src_[pos_] != 'P')) {
          return Error(line, col, "malformed floating-point literal");
        }
        Advance();
        if (pos_ < src_.size() && (src_[pos_] == '+' || src_[pos_] == '-')) Advance();
        if (pos_ >= src_.size() || !IsDigit(src_[pos_])) {
          return Error(line, col, "malformed floating-point literal");
        }
        digits(false);
        is_double = true;
      }
    } else {
      digits(false);
      if (pos_ < src_.size() && src_[pos_] == '.' &&
          !(pos_ + 1 < src_.size() && IsIdentStart(src_[pos_ + 1]) && src_[pos_ + 1] != 'e' &&
            src_[pos_ + 1] != 'E' && src_[pos_ + 1] != 'd' && src_[pos_ + 1] != 'D' &&
            src_[pos_ + 1] != 'f' && src_[pos_ + 1] != 'F')) {
        is_double = true;
        Advance();
        digits(false);
      }
      if (pos_ < src_.size() && (src_[pos_] == 'e' || src_[pos_] == 'E')) {
        is_double = true;
        Advance();
        if (pos_ < src_.size() && (src_[pos_] == '+' || src_[pos_] == '-')) Advance();
        if (pos_ >= src_.size() || !IsDigit(src_[pos_]))
          return Error(line, col, "malformed floating-point literal");
        digits(false);
      }
    }
    if (pos_ < src_.size()) {
      char s = src_[pos_];
      if (s == 'L' || s == 'l') {
        if (is_double) return Error(line, col, "';' expected");
        Advance();
        return TokenKind::kLong;
      }
      if (s == 'd' || s == 'D' || s == 'f' || s == 'F') {  // The literal's text keeps the suffix.
        Advance();
        return TokenKind::kDouble;
      }
      if (IsIdentStart(s)) return Error(line_, col_, "';' expected");
    }
    return is_double ? TokenKind::kDouble : TokenKind::kInt;
  }

  absl::Status Quoted(char quote, int line, int col) {
    Advance();
    int count = 0;
    while (true) {
      if (pos_ >= src_.size() || src_[pos_] == '\n' || src_[pos_] == '\r') {
        return Error(line, col,
                     quote == '"' ? "unclosed string literal" : "unclosed character literal");
      }
      char c = src_[pos_];
      if (c == quote) break;
      if (c == '\\') {
        Advance();
        if (pos_ >= src_.size()) continue;
        char e = src_[pos_];
        if (e == 'u') {
          while (pos_ < src_.size() && src_[pos_] == 'u') Advance();
          for (int i = 0; i < 4; ++i) {
            if (pos_ >= src_.size() || !IsHex(src_[pos_])) {
              return Error(line_, col_, "illegal unicode escape");
            }
            Advance();
          }
          ++count;
          continue;
        }
        if (e >= '0' && e <= '7') {
          int n = 0;
          while (n < 3 && pos_ < src_.size() && src_[pos_] >= '0' && src_[pos_] <= '7') {
            Advance();
            ++n;
          }
          ++count;
          continue;
        }
        if (std::string_view("btnfrs\"'\\").find(e) == std::string_view::npos) {
          return Error(line_, col_ - 1, "illegal escape character");
        }
        Advance();
        ++count;
        continue;
      }
      // A UTF-8 lead byte starts one code point; continuation bytes do not count.
      if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++count;
      Advance();
    }
    Advance();
    if (quote == '\'' && count != 1) {
      return Error(line, col,
                   count == 0 ? "empty character literal" : "unclosed character literal");
    }
    return absl::OkStatus();
  }

  std::string_view file_;
  std::string_view src_;
  size_t pos_ = 0;
  int line_ = 1;
  int col_ = 1;
};

}  // namespace

std::string Diagnostic(std::string_view file, int line, int col, std::string_view message) {
  return Cat(file, ":", line, ":", col, ": ", message);
}

absl::StatusOr<std::vector<Token>> Lex(std::string_view file, std::string_view source) {
  return Lexer(file, source).Run();
}

std::u16string DecodeLiteral(std::string_view text) {
  std::u16string out;
  std::string_view body = text.substr(1, text.size() - 2);
  for (size_t i = 0; i < body.size();) {
    unsigned char c = static_cast<unsigned char>(body[i]);
    if (c == '\\') {
      char e = body[i + 1];
      i += 2;
      switch (e) {
        case 'b':
          out.push_back(u'\b');
          break;
        case 't':
          out.push_back(u'\t');
          break;
        case 'n':
          out.push_back(u'\n');
          break;
        case 'f':
          out.push_back(u'\f');
          break;
        case 'r':
          out.push_back(u'\r');
          break;
        case 's':
          out.push_back(u' ');
          break;
        case 'u': {
          while (body[i] == 'u') ++i;
          out.push_back(
              static_cast<char16_t>(std::stoi(std::string(body.substr(i, 4)), nullptr, 16)));
          i += 4;
          break;
        }
        default:
          if (e >= '0' && e <= '7') {
            int v = e - '0';
            int max_digits = e <= '3' ? 2 : 1;
            for (int n = 0; n < max_digits && i < body.size() && body[i] >= '0' && body[i] <= '7';
                 ++n) {
              v = v * 8 + (body[i++] - '0');
            }
            out.push_back(static_cast<char16_t>(v));
          } else {
            out.push_back(static_cast<char16_t>(e));
          }
      }
      continue;
    }
    // UTF-8 to UTF-16.
    uint32_t cp = c;
    int extra = 0;
    if (c >= 0xF0) {
      cp = c & 0x07;
      extra = 3;
    } else if (c >= 0xE0) {
      cp = c & 0x0F;
      extra = 2;
    } else if (c >= 0xC0) {
      cp = c & 0x1F;
      extra = 1;
    }
    ++i;
    for (int k = 0; k < extra && i < body.size(); ++k, ++i) {
      cp = (cp << 6) | (static_cast<unsigned char>(body[i]) & 0x3F);
    }
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
      out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
    } else {
      out.push_back(static_cast<char16_t>(cp));
    }
  }
  return out;
}

}  // namespace aprgrid::lang
