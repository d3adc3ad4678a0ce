#include "tests/jdk/subject_programs.h"

#include <algorithm>
#include <map>
#include <system_error>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "aprgrid/v1/subject.pb.h"
#include "common/spec/subject_catalog.h"
#include "common/status_macros.h"

namespace aprgrid::jdk {
namespace {

namespace fs = std::filesystem;

// The .java files directly in `dir`, by file name (empty if `dir` does not exist).
std::map<std::string, fs::path> JavaFilesIn(const fs::path& dir) {
  std::map<std::string, fs::path> files;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".java") {
      files[entry.path().filename().string()] = entry.path();
    }
  }
  return files;
}

std::vector<fs::path> Values(const std::map<std::string, fs::path>& files) {
  std::vector<fs::path> paths;
  for (const auto& [name, path] : files) paths.push_back(path);
  return paths;
}

// `base` with every file of `replacements` put in place of the file of the same name.
std::vector<fs::path> Overlay(std::map<std::string, fs::path> base,
                              const std::map<std::string, fs::path>& replacements) {
  for (const auto& [name, path] : replacements) base[name] = path;
  return Values(base);
}

absl::Status AddBugPrograms(const fs::path& bug_dir, const std::map<std::string, fs::path>& src,
                            std::vector<JavaProgram>& programs) {
  ASSIGN_OR_RETURN(aprgrid::v1::BugMetadata bug, spec::ReadBugMetadata(bug_dir));
  std::string id = bug.id().empty() ? bug_dir.filename().string() : bug.id();
  std::vector<fs::path> tests;
  for (const std::string& t : bug.tests()) tests.push_back((bug_dir / t).lexically_normal());
  for (const std::string& h : bug.heldout()) tests.push_back((bug_dir / h).lexically_normal());
  for (const fs::path& t : tests) {
    std::error_code ec;
    if (!fs::is_regular_file(t, ec)) {
      return absl::NotFoundError(absl::StrCat(id, ": listed test file missing: ", t.string()));
    }
  }
  auto with_tests = [&](std::vector<fs::path> files) {
    files.insert(files.end(), tests.begin(), tests.end());
    std::sort(files.begin(), files.end());
    files.erase(std::unique(files.begin(), files.end()), files.end());
    return files;
  };
  programs.push_back({id, with_tests(Overlay(src, JavaFilesIn(bug_dir / "buggy")))});
  std::map<std::string, fs::path> fixed = JavaFilesIn(bug_dir / "fixed");
  if (!fixed.empty()) programs.push_back({id + ".fixed", with_tests(Overlay(src, fixed))});
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::vector<JavaProgram>> DiscoverSubjectPrograms(const fs::path& subjects_root,
                                                                 SubjectPrograms which) {
  std::vector<JavaProgram> programs;
  std::error_code ec;
  if (!fs::is_directory(subjects_root, ec)) return programs;
  for (const auto& project : fs::directory_iterator(subjects_root)) {
    if (!project.is_directory()) continue;
    std::map<std::string, fs::path> src = JavaFilesIn(project.path() / "src");
    if (src.empty()) continue;
    std::vector<fs::path> files = Values(src);
    for (const fs::path& t : Values(JavaFilesIn(project.path() / "tests"))) files.push_back(t);
    programs.push_back({project.path().filename().string(), files});
    for (const auto& bug : fs::directory_iterator(project.path())) {
      if (bug.is_directory() && spec::IsBugFolder(bug.path())) {
        std::vector<JavaProgram> versions;
        RETURN_IF_ERROR(AddBugPrograms(bug.path(), src, versions));
        if (which == SubjectPrograms::kProjectsAndBugs) {
          programs.insert(programs.end(), versions.begin(), versions.end());
        }
      }
    }
  }
  std::sort(programs.begin(), programs.end(),
            [](const JavaProgram& a, const JavaProgram& b) { return a.name < b.name; });
  return programs;
}

}  // namespace aprgrid::jdk
