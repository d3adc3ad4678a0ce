#include "worker/repair/quality.h"

#include "common/status_macros.h"
#include "worker/lang/compiler.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"

namespace aprgrid::repair {

absl::StatusOr<Quality> HeldOutQuality(const Subject& subject, const lang::Node& patched) {
  Quality q;
  if (subject.heldout.empty()) return q;
  std::vector<lang::SourceFile> files;
  for (int i = 0; i < subject.num_repair_files; ++i) {
    files.push_back({subject.files[i].name, lang::PrintFile(patched, i)});
  }
  // The project's other classes: the files after the repaired ones that are not tests.
  for (size_t i = subject.num_repair_files; i < subject.files.size(); ++i) {
    if (subject.files[i].name.starts_with("src/")) files.push_back(subject.files[i]);
  }
  for (const lang::SourceFile& f : subject.heldout) files.push_back(f);
  ASSIGN_OR_RETURN(std::unique_ptr<lang::Program> program, lang::CompileSources(files));
  lang::TestRunner runner(*program);
  for (const lang::TestCase& tc : program->tests) {
    ++q.total;
    if (runner.Run(tc).outcome == lang::Outcome::kPass) ++q.passed;
  }
  return q;
}

}  // namespace aprgrid::repair
