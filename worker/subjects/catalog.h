// The catalog of the built-in benchmark: every project and bug under a subjects/ folder, read from
// the layout described in docs/subjects.md (src/, tests/, <bug>/bug.textproto, buggy/, fix.diff,
// tests/, heldout/).
//
// Bug folders and their metadata are read with the layout functions of
// common/spec/subject_catalog.h, the one reader of the layout. Loading reads files and parses
// metadata only; it checks nothing beyond what it needs to build
// the structures (see subject_check.h for the invariants). Thread-safety: plain values.
#ifndef APRGRID_WORKER_SUBJECTS_CATALOG_H_
#define APRGRID_WORKER_SUBJECTS_CATALOG_H_

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/subject.pb.h"
#include "worker/lang/parser.h"

namespace aprgrid::subjects {

struct Bug {
  std::filesystem::path dir;  // subjects/<project>/<id>
  std::string folder;         // The folder name (should equal meta.id()).
  int number = 0;             // n of "<project>-<n>"; 0 when the folder name has no such suffix.
  aprgrid::v1::BugMetadata meta;
  std::string metadata_error;  // Non-empty when bug.textproto is missing or does not parse.
  std::map<std::string, std::string> buggy;  // buggy/<File>.java by file name -> text.
};

struct Project {
  std::string name;
  std::filesystem::path dir;
  std::map<std::string, std::string> src;  // src/<File>.java by file name -> text.
  std::vector<Bug> bugs;                   // Sorted by number, then folder name.
};

// Every project folder of `root` (a folder with a src/ sub-folder), sorted by name.
absl::StatusOr<std::vector<Project>> LoadCatalog(const std::filesystem::path& root);

// The bug's program: src/ with buggy/ files in place of their namesakes (when `buggy`), in file
// name order, named "<File>.java".
std::vector<lang::SourceFile> ProgramSources(const Project& project, const Bug& bug, bool buggy);

// Reads the bug's files listed in `paths` (relative to the bug folder).
absl::StatusOr<std::vector<lang::SourceFile>> ReadListed(
    const Bug& bug, const google::protobuf::RepeatedPtrField<std::string>& paths);

// "dates" -> "Dates".
std::string CapitalizedProject(const std::string& project);

}  // namespace aprgrid::subjects

#endif  // APRGRID_WORKER_SUBJECTS_CATALOG_H_
