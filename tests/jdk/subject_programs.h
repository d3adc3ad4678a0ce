// The programs of the built-in benchmark (subjects/), for the differential test against the JDK.
// Layout (see proto/aprgrid/v1/subject.proto and docs/subjects.md):
//   subjects/<project>/src/*.java        the project's correct classes
//   subjects/<project>/tests/*.java      its regression tests
//   subjects/<project>/<bug>/bug.textproto, buggy/<sources>, tests/, heldout/, fixed/ (optional)
#ifndef APRGRID_TESTS_JDK_SUBJECT_PROGRAMS_H_
#define APRGRID_TESTS_JDK_SUBJECT_PROGRAMS_H_

#include <filesystem>
#include <vector>

#include "absl/status/statusor.h"
#include "tests/jdk/java_program.h"

namespace aprgrid::jdk {

// Which programs DiscoverSubjectPrograms returns.
enum class SubjectPrograms {
  kProjectsOnly,    // One per project.
  kProjectsAndBugs  // Also the bugs' versions.
};

// One program per project ("<project>": src + tests) and, with kProjectsAndBugs, per bug ("<bug
// id>": src with the files of buggy/ in place of their namesakes, plus the bug's `tests` and
// `heldout` files as listed in bug.textproto, relative to the bug folder), and "<bug id>.fixed"
// when a fixed/ folder exists. Sorted by name. A bug.textproto that does not parse is an error,
// also with kProjectsOnly.
absl::StatusOr<std::vector<JavaProgram>> DiscoverSubjectPrograms(
    const std::filesystem::path& subjects_root,
    SubjectPrograms which = SubjectPrograms::kProjectsAndBugs);

}  // namespace aprgrid::jdk

#endif  // APRGRID_TESTS_JDK_SUBJECT_PROGRAMS_H_
