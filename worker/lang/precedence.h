// Java operator precedence, shared by the parser and the printer (higher binds tighter).
#ifndef APRGRID_WORKER_LANG_PRECEDENCE_H_
#define APRGRID_WORKER_LANG_PRECEDENCE_H_

#include <string_view>

namespace aprgrid::lang {

inline constexpr int kPrecAssign = 1;
inline constexpr int kPrecConditional = 2;
inline constexpr int kPrecOr = 3;
inline constexpr int kPrecRelational = 9;  // < > <= >= instanceof
inline constexpr int kPrecUnary = 13;      // prefix operators and casts
inline constexpr int kPrecPostfix = 14;
inline constexpr int kPrecPrimary = 15;

// 0 when `op` is not a binary operator.
inline int BinaryPrecedence(std::string_view op) {
  if (op == "||") return 3;
  if (op == "&&") return 4;
  if (op == "|") return 5;
  if (op == "^") return 6;
  if (op == "&") return 7;
  if (op == "==" || op == "!=") return 8;
  if (op == "<" || op == ">" || op == "<=" || op == ">=" || op == "instanceof") return 9;
  if (op == "<<" || op == ">>" || op == ">>>") return 10;
  if (op == "+" || op == "-") return 11;
  if (op == "*" || op == "/" || op == "%") return 12;
  return 0;
}

inline bool IsAssignmentOp(std::string_view op) {
  return op == "=" || op == "+=" || op == "-=" || op == "*=" || op == "/=" || op == "%=" ||
         op == "&=" || op == "|=" || op == "^=" || op == "<<=" || op == ">>=" || op == ">>>=";
}

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_PRECEDENCE_H_
