// Type checking and compilation of a parsed program into a runnable Program.
//
// Compile() rejects what javac rejects for the subset (undeclared names, type mismatches, missing
// return, unreachable statements, uninitialised locals, break/continue outside loops, wrong arity,
// bad overrides, ...) with "file:line:col: message" (InvalidArgument), and otherwise produces the
// compiled form: one closure tree per method (see exec.h).
//
// Thread-safety: Compile() is reentrant; the Program it returns is immutable.
#ifndef APRGRID_WORKER_LANG_COMPILER_H_
#define APRGRID_WORKER_LANG_COMPILER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/lang/ast.h"
#include "worker/lang/program.h"

namespace aprgrid::lang {

struct CompileOptions {
  // Record which statements each test executes (Runtime::coverage, by AST node id). Off by
  // default: the compiled code then contains no coverage instructions at all.
  bool coverage = false;
};

// Takes ownership of `ast` (a renumbered CompilationUnit); `files` names its files for messages.
absl::StatusOr<std::unique_ptr<Program>> Compile(NodePtr ast, std::vector<std::string> files,
                                                 const CompileOptions& options = {});

// An edited method declaration for CompileVariant: `method` is its id in the base's class table.
struct MethodReplacement {
  int method = -1;
  NodePtr decl;
};

// Compiles a variant of `base` that differs only inside the bodies of some methods, in time
// proportional to those methods: the class table, static initialisers, tests, interned literals
// and every other method's code are shared with `base` (kept alive by the variant). Accepts and
// rejects exactly what Compile() would for the whole variant, because javac's checks of a method
// body depend only on the class table and that body, and the class table depends only on
// declarations, which an edit inside a body cannot change.
// REQUIRES: `base` came from Compile() without coverage; each replacement keeps the signature,
// modifiers and annotations of the declaration it replaces (only the body may differ).
// InvalidArgument for a replaced method that declares local or anonymous classes (before or
// after the edit) or belongs to one: those are declarations, so such a variant is compiled whole.

absl::StatusOr<std::unique_ptr<Program>> CompileVariant(
    std::shared_ptr<const Program> base, std::vector<MethodReplacement> replacements);

// Parses and compiles source files in one step.
struct SourceFile;
absl::StatusOr<std::unique_ptr<Program>> CompileSources(const std::vector<SourceFile>& files,
                                                        const CompileOptions& options = {});

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_COMPILER_H_
