// A subject-language program as the JDK tests see it: a name and the .java files that are
// compiled and run together, plus the two facts the JVM side needs about its sources.
#ifndef APRGRID_TESTS_JDK_JAVA_PROGRAM_H_
#define APRGRID_TESTS_JDK_JAVA_PROGRAM_H_

#include <filesystem>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "worker/lang/generator/program_generator.h"

namespace aprgrid::jdk {

struct JavaProgram {
  std::string name;                          // Unique in a run; no whitespace.
  std::vector<std::filesystem::path> files;  // Sorted.
};

// The programs under `root`: every .java file directly in it is a program of its own, and every
// sub-directory is one program made of all .java files below it (the layout of subjects/, one
// folder per bug). Names are `prefix` + the path relative to root, without ".java", with '/'
// replaced by '.'. Sorted by name; directories without .java files are skipped.
absl::StatusOr<std::vector<JavaProgram>> DiscoverPrograms(const std::filesystem::path& root,
                                                          absl::string_view prefix);

// Writes a generated program under `dir` and returns it as a JavaProgram: its main file as
// `dir/G0001.java`, or, when it has packages, as a folder `dir/G0001/` holding its main file and
// its packages' files laid out as javac lays out packages (`dir/G0001/g0001/core/Base.java`).
absl::StatusOr<JavaProgram> WriteGeneratedProgram(const lang::generator::GeneratedProgram& program,
                                                  const std::filesystem::path& dir);

// The binary names of the top-level classes, interfaces and enums declared in `source` (in
// order; `a.b.C` after `package a.b;`), found by a small scanner that skips comments, string and
// char literals, and everything inside braces. Enough for the subject language, which has no
// top-level tricks to worry about.
std::vector<std::string> TopLevelClassNames(absl::string_view source);

}  // namespace aprgrid::jdk

#endif  // APRGRID_TESTS_JDK_JAVA_PROGRAM_H_
