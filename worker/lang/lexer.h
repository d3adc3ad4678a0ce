// Tokeniser for the subject language. Java 17 lexical rules for the subset: identifiers, keywords,
// int/long/double/char/string literals (with escapes), operators, // and /* */ comments.
// Constructs outside the subset that are visible lexically (float literals, text blocks, unicode
// escapes outside literals) are reported with their position.
#ifndef APRGRID_WORKER_LANG_LEXER_H_
#define APRGRID_WORKER_LANG_LEXER_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::lang {

enum class TokenKind : uint8_t {
  kIdent,
  kKeyword,
  kInt,     // 123, 0x7f, 0b101, 017
  kLong,    // 123L
  kDouble,  // 1.5, 1e3, 2d; float literals too (2f, 1e3F), told apart by their suffix
  kChar,    // 'a' (text includes the quotes)
  kString,  // "a" (text includes the quotes)
  kOp,      // punctuation and operators
  kEof,
};

struct Token {
  TokenKind kind;
  std::string_view text;  // Points into the source, which must outlive the tokens.
  int line;
  int col;
};

// "file:line:col: message", the format of every diagnostic.
std::string Diagnostic(std::string_view file, int line, int col, std::string_view message);

// Tokenises `source`; the last token is kEof. Errors are InvalidArgument with a Diagnostic.
absl::StatusOr<std::vector<Token>> Lex(std::string_view file, std::string_view source);

// Decodes the body of a char or string literal token (quotes included) to UTF-16 code units.
// REQUIRES: `text` came from a kChar/kString token (escapes already validated by Lex).
std::u16string DecodeLiteral(std::string_view text);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_LEXER_H_
