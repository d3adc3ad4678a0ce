// Parser for the subject language: tokens to an AST (see ast.h for the tree's shape).
//
// Errors are InvalidArgument statuses whose message is one "file:line:col: message" line, with
// javac's wording where one exists ("';' expected", "illegal start of expression", ...). A
// construct outside the subset is named: "<construct> is outside the subject language".
#ifndef APRGRID_WORKER_LANG_PARSER_H_
#define APRGRID_WORKER_LANG_PARSER_H_

#include <span>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "worker/lang/ast.h"

namespace aprgrid::lang {

struct SourceFile {
  std::string name;  // Used in diagnostics.
  std::string text;
};

// Parses every file into one CompilationUnit holding all their classes in order; each node's
// `file` is the index of its file in `files`. The tree is renumbered.
absl::StatusOr<NodePtr> ParseFiles(std::span<const SourceFile> files);
// One file (file index 0).
absl::StatusOr<NodePtr> ParseSource(std::string_view name, std::string_view text);
// A single statement or expression, for tests and tools. Not renumbered.
absl::StatusOr<NodePtr> ParseStatement(std::string_view text);
absl::StatusOr<NodePtr> ParseExpression(std::string_view text);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_PARSER_H_
