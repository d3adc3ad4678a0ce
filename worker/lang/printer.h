// Prints an AST as readable Java (2-space indentation, Google style), so a patch can be shown as a
// unified diff of source. Parentheses are inserted exactly where precedence needs them, so
// ParseFiles(Print(ast)) is structurally equal to ast.
#ifndef APRGRID_WORKER_LANG_PRINTER_H_
#define APRGRID_WORKER_LANG_PRINTER_H_

#include <string>

#include "worker/lang/ast.h"

namespace aprgrid::lang {

// Any node: a CompilationUnit, a class, a member, a statement (newline-terminated) or an
// expression (no newline).
std::string Print(const Node& node);
// Only the classes of `unit` whose `file` equals `file_index` (to write files back one by one).
std::string PrintFile(const Node& unit, int file_index);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_PRINTER_H_
