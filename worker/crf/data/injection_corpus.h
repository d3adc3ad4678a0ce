// The corpus of correct programs that bug injection (bug_injection.h) mutates: parsed projects
// and generated programs, with every method that has a body and the name of its source.
//
// Immutable once built; an Injector reads it. Not thread-safe while programs are added.
#ifndef APRGRID_WORKER_CRF_DATA_INJECTION_CORPUS_H_
#define APRGRID_WORKER_CRF_DATA_INJECTION_CORPUS_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/data/ast_to_tree.h"
#include "worker/lang/ast.h"
#include "worker/lang/parser.h"

namespace aprgrid::crf {

// Correct programs to inject into: each entry is one parsed set of files (one project or one
// generated program). Owns the ASTs.
class InjectionCorpus {
 public:
  // Adds a program named `name` (unique in the corpus); fails when it does not parse.
  absl::Status AddProgram(const std::string& name, std::span<const lang::SourceFile> files);
  int num_methods() const { return static_cast<int>(methods_.size()); }

 private:
  friend class Injector;
  struct Method {
    const lang::Node* decl;
    const lang::Node* unit;
    // "<program>/<class>.<method>#<index in class>": what folds are grouped by (docs/crf.md).
    std::string source;
  };
  std::vector<lang::NodePtr> units_;
  std::vector<Method> methods_;
};

// The corpus of docs/crf-dataset.md: every project of `subjects_dir` (src/ and tests/) plus
// `generated_programs` programs of the JDK-differential generator with `seed`.
absl::StatusOr<std::unique_ptr<InjectionCorpus>> BuildDefaultCorpus(const std::string& subjects_dir,
                                                                    int generated_programs,
                                                                    uint64_t seed);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_INJECTION_CORPUS_H_
