#include "worker/subjects/catalog.h"

#include <algorithm>
#include <cctype>
#include <system_error>

#include "absl/status/status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "common/spec/subject_catalog.h"
#include "common/status_macros.h"

namespace aprgrid::subjects {
namespace {

namespace fs = std::filesystem;

absl::StatusOr<std::map<std::string, std::string>> JavaFilesIn(const fs::path& dir) {
  std::map<std::string, std::string> files;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".java") {
      ASSIGN_OR_RETURN(files[entry.path().filename().string()], ReadFileToString(entry.path()));
    }
  }
  return files;
}

int BugNumber(const std::string& project, const std::string& folder) {
  std::string prefix = project + "-";
  int n = 0;
  if (folder.rfind(prefix, 0) != 0) return 0;
  if (!absl::SimpleAtoi(folder.substr(prefix.size()), &n)) return 0;
  return n;
}

absl::StatusOr<Bug> LoadBug(const Project& project, const fs::path& dir) {
  Bug bug;
  bug.dir = dir;
  bug.folder = dir.filename().string();
  bug.number = BugNumber(project.name, bug.folder);
  absl::StatusOr<aprgrid::v1::BugMetadata> meta = spec::ReadBugMetadata(dir);
  if (meta.ok()) {
    bug.meta = *std::move(meta);
  } else if (absl::IsNotFound(meta.status())) {
    bug.metadata_error = "bug.textproto missing";
  } else {
    bug.metadata_error = "bug.textproto is not a BugMetadata text proto";
  }
  ASSIGN_OR_RETURN(bug.buggy, JavaFilesIn(dir / "buggy"));
  return bug;
}

}  // namespace

absl::StatusOr<std::vector<Project>> LoadCatalog(const fs::path& root) {
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    return absl::NotFoundError(absl::StrCat(root.string(), ": not a folder"));
  }
  std::vector<Project> projects;
  for (const auto& entry : fs::directory_iterator(root)) {
    if (!entry.is_directory() || !fs::is_directory(entry.path() / "src", ec)) continue;
    Project project;
    project.name = entry.path().filename().string();
    project.dir = entry.path();
    ASSIGN_OR_RETURN(project.src, JavaFilesIn(entry.path() / "src"));
    for (const auto& sub : fs::directory_iterator(entry.path())) {
      std::string name = sub.path().filename().string();
      if (!sub.is_directory() || name == "src" || name == "tests") continue;
      ASSIGN_OR_RETURN(Bug bug, LoadBug(project, sub.path()));
      project.bugs.push_back(std::move(bug));
    }
    std::sort(project.bugs.begin(), project.bugs.end(), [](const Bug& a, const Bug& b) {
      return a.number != b.number ? a.number < b.number : a.folder < b.folder;
    });
    projects.push_back(std::move(project));
  }
  std::sort(projects.begin(), projects.end(),
            [](const Project& a, const Project& b) { return a.name < b.name; });
  return projects;
}

std::vector<lang::SourceFile> ProgramSources(const Project& project, const Bug& bug, bool buggy) {
  std::vector<lang::SourceFile> files;
  for (const auto& [name, text] : project.src) {
    auto replaced = bug.buggy.find(name);
    files.push_back({name, buggy && replaced != bug.buggy.end() ? replaced->second : text});
  }
  return files;
}

absl::StatusOr<std::vector<lang::SourceFile>> ReadListed(
    const Bug& bug, const google::protobuf::RepeatedPtrField<std::string>& paths) {
  std::vector<lang::SourceFile> files;
  for (const std::string& path : paths) {
    ASSIGN_OR_RETURN(std::string text, ReadFileToString(bug.dir / path));
    files.push_back({path, std::move(text)});
  }
  return files;
}

std::string CapitalizedProject(const std::string& project) {
  std::string name = project;
  if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return name;
}

}  // namespace aprgrid::subjects
