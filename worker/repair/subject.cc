#include "worker/repair/subject.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "common/spec/subject_catalog.h"
#include "common/status_macros.h"

namespace aprgrid::repair {
namespace {

namespace fs = std::filesystem;

}  // namespace

absl::StatusOr<std::string> ResolveBugDir(const std::string& bug, const std::string& subjects_dir) {
  if (spec::IsBugFolder(bug)) return bug;
  if (bug.find('-') != std::string::npos && bug.find('/') == std::string::npos) {
    fs::path dir = spec::BugFolderPath(subjects_dir, bug);
    if (spec::IsBugFolder(dir)) return dir.string();
  }
  return absl::NotFoundError(
      absl::StrCat("no bug '", bug, "': neither a bug folder nor an id under ", subjects_dir));
}

absl::StatusOr<Subject> LoadSubject(const std::string& dir) {
  Subject s;
  s.dir = dir;
  fs::path bug_dir(dir);
  ASSIGN_OR_RETURN(s.metadata, spec::ReadBugMetadata(bug_dir));
  if (s.metadata.sources().empty()) {
    return absl::InvalidArgumentError(absl::StrCat(dir, ": bug.textproto lists no sources"));
  }
  std::string id = bug_dir.filename().string();
  if (id.empty()) id = bug_dir.parent_path().filename().string();
  std::set<std::string> under_repair;
  for (const std::string& src : s.metadata.sources()) {
    ASSIGN_OR_RETURN(std::string text, ReadFileToString(bug_dir / "buggy" / src));
    s.files.push_back({"buggy/" + src, std::move(text)});
    under_repair.insert(src);
  }
  s.num_repair_files = static_cast<int>(s.files.size());
  // The project's other classes, in name order so the file order never depends on the file system.
  fs::path src_dir = bug_dir / ".." / "src";
  std::vector<std::string> others;
  if (fs::is_directory(src_dir)) {
    for (const auto& entry : fs::directory_iterator(src_dir)) {
      std::string name = entry.path().filename().string();
      if (name.ends_with(".java") && !under_repair.contains(name)) others.push_back(name);
    }
  }
  std::sort(others.begin(), others.end());
  for (const std::string& name : others) {
    ASSIGN_OR_RETURN(std::string text, ReadFileToString(src_dir / name));
    s.files.push_back({"src/" + name, std::move(text)});
  }
  for (const std::string& test : s.metadata.tests()) {
    ASSIGN_OR_RETURN(std::string text, ReadFileToString(bug_dir / test));
    std::string shown = test.starts_with("../") ? test.substr(3) : id + "/" + test;
    s.files.push_back({shown, std::move(text)});
  }
  for (const std::string& test : s.metadata.heldout()) {
    ASSIGN_OR_RETURN(std::string text, ReadFileToString(bug_dir / test));
    s.heldout.push_back({id + "/" + test, std::move(text)});
  }
  if (fs::exists(bug_dir / "fix.diff")) {
    ASSIGN_OR_RETURN(s.fix_diff, ReadFileToString(bug_dir / "fix.diff"));
  }
  return s;
}

}  // namespace aprgrid::repair
