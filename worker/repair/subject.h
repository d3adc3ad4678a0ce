// A bug of the benchmark loaded from its folder (layout: docs/subjects.md, "Layout"): the classes
// under repair (buggy/), every other class of the project (../src/), the developer tests and the
// held-out tests, in the file order the repair engine relies on.
#ifndef APRGRID_WORKER_REPAIR_SUBJECT_H_
#define APRGRID_WORKER_REPAIR_SUBJECT_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/subject.pb.h"
#include "worker/lang/parser.h"

namespace aprgrid::repair {

struct Subject {
  v1::BugMetadata metadata;
  std::string dir;  // The bug folder.
  // Program files in this order: the classes under repair (files [0, num_repair_files)), the
  // project's other classes, then the developer tests.
  std::vector<lang::SourceFile> files;
  int num_repair_files = 0;
  std::vector<lang::SourceFile> heldout;  // Held-out test files (may be empty).
  std::string fix_diff;                   // fix.diff text ("" if absent).
};

// Loads the bug in folder `dir` (which holds bug.textproto). File names in `files` are the paths
// as given in the bug folder's layout relative to the project ("buggy/X.java", "src/Y.java",
// "tests/Z.java", "<id>/tests/W.java"), so messages and patches are readable.
absl::StatusOr<Subject> LoadSubject(const std::string& dir);

// `bug` is a bug folder path (contains bug.textproto) or a catalog id looked up as
// <subjects_dir>/<project>/<id> (project = id up to its last '-').
absl::StatusOr<std::string> ResolveBugDir(const std::string& bug, const std::string& subjects_dir);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_SUBJECT_H_
