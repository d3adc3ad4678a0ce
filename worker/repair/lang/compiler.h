// Type checking and compilation of a parsed program into a runnable Program.
//
// Compile() rejects what javac rejects for the subset (undeclared names, type mismatches, missing
// return, unreachable statements, uninitialised locals, break/continue outside loops, wrong arity,
// bad overrides, ...) with "file:line:col: message" (InvalidArgument), and otherwise produces the
// compiled form: one closure tree per method (see exec.h).
//
// Thread-safety: Compile() is reentrant; the Program it returns is immutable.
#ifndef APRGRID_WORKER_REPAIR_LANG_COMPILER_H_
#define APRGRID_WORKER_REPAIR_LANG_COMPILER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/repair/lang/ast.h"
#include "worker/repair/lang/program.h"

namespace aprgrid::lang {

struct CompileOptions {
  // Record which statements each test executes (Runtime::coverage, by AST node id). Off by
  // default: the compiled code then contains no coverage instructions at all.
  bool coverage = false;
};

// Takes ownership of `ast` (a renumbered CompilationUnit); `files` names its files for messages.
absl::StatusOr<std::unique_ptr<Program>> Compile(NodePtr ast, std::vector<std::string> files,
                                                 const CompileOptions& options = {});

// Parses and compiles source files in one step.
struct SourceFile;
absl::StatusOr<std::unique_ptr<Program>> CompileSources(const std::vector<SourceFile>& files,
                                                        const CompileOptions& options = {});

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_REPAIR_LANG_COMPILER_H_
