// Java source literals: rendering values the interpreter printed as literals of generated tests,
// and collecting the literals of a project's sources as seeds for input generation (as EvoSuite
// seeds its search with the constants of the class under test).
#ifndef APRGRID_WORKER_SUBJECTS_JAVA_LITERALS_H_
#define APRGRID_WORKER_SUBJECTS_JAVA_LITERALS_H_

#include <string>
#include <string_view>
#include <vector>

namespace aprgrid::subjects {

// A Java string literal (with quotes) for UTF-8 `text`: printable ASCII as is, the usual
// backslash escapes, everything else as \uXXXX (surrogate pairs above U+FFFF).
std::string JavaStringLiteral(std::string_view utf8);

// An int / long literal that javac accepts for every value (MIN_VALUE is written as an
// expression, because -2147483648 is not a literal in the subset).
std::string JavaIntLiteral(int64_t value);
std::string JavaLongLiteral(int64_t value);

// A double expression for Java's Double.toString text ("NaN" and the infinities become
// divisions; anything else is already a valid literal).
std::string JavaDoubleExpression(std::string_view double_to_string);

struct LiteralPool {
  std::vector<std::string> strings;  // Literal source text, with quotes, as written.
  std::vector<std::string> chars;    // Literal source text, with quotes.
  std::vector<int64_t> ints;         // Values of int literals (fitting an int).
  std::vector<std::string> doubles;  // Literal source text of floating-point literals.
};

// Adds the literals of Java `source` (comments skipped) to `pool`, without duplicates.
void CollectLiterals(std::string_view source, LiteralPool& pool);

}  // namespace aprgrid::subjects

#endif  // APRGRID_WORKER_SUBJECTS_JAVA_LITERALS_H_
