#include "common/spec/subject_catalog.h"

#include <fnmatch.h>

#include <filesystem>
#include <set>
#include <tuple>

#include "absl/status/status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "common/file_util.h"
#include "google/protobuf/text_format.h"

namespace aprgrid::spec {
namespace {

namespace fs = std::filesystem;

constexpr int kMaxDepth = 3;
constexpr char kNeedCatalog[] = " (--subjects DIR or $APRGRID_SUBJECTS)";

}  // namespace

bool IsBugFolder(const fs::path& dir) {
  std::error_code error;
  return fs::is_regular_file(dir / kBugMetadataFile, error);
}

absl::StatusOr<aprgrid::v1::BugMetadata> ReadBugMetadata(const fs::path& dir) {
  const fs::path file = dir / kBugMetadataFile;
  absl::StatusOr<std::string> text = ReadFileToString(file);
  if (!text.ok()) return text.status();
  aprgrid::v1::BugMetadata bug;
  if (!google::protobuf::TextFormat::ParseFromString(*text, &bug)) {
    return absl::InvalidArgumentError(
        absl::StrCat(file.string(), ": not a valid aprgrid.v1.BugMetadata"));
  }
  return bug;
}

std::vector<fs::path> FindBugFolders(const fs::path& root) {
  std::vector<fs::path> found;
  std::error_code error;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, error);
  for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (it.depth() >= kMaxDepth) it.disable_recursion_pending();
    if (it->is_regular_file(error) && it->path().filename() == kBugMetadataFile &&
        it.depth() >= 1) {
      found.push_back(it->path().parent_path());
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

fs::path BugFolderPath(const fs::path& subjects_dir, const std::string& id) {
  return subjects_dir / id.substr(0, id.rfind('-')) / id;
}

bool IsGlob(std::string_view text) { return text.find_first_of("*?[") != std::string_view::npos; }

aprgrid::v1::BugCategory CategoryFromName(std::string_view name) {
  if (name == "genprog") return aprgrid::v1::GENPROG_FIXABLE;
  if (name == "par") return aprgrid::v1::PAR_FIXABLE;
  if (name == "neither") return aprgrid::v1::NEITHER;
  return aprgrid::v1::BUG_CATEGORY_UNSPECIFIED;
}

bool SubjectCatalog::OrderKey::operator<(const OrderKey& other) const {
  return std::tie(project, number, id) < std::tie(other.project, other.number, other.id);
}

SubjectCatalog::OrderKey SubjectCatalog::KeyOf(const std::string& id) {
  const size_t dash = id.rfind('-');
  uint64_t number = 0;
  if (dash != std::string::npos && absl::SimpleAtoi(id.substr(dash + 1), &number)) {
    return {id.substr(0, dash), number, id};
  }
  return {id, 0, id};
}

absl::StatusOr<SubjectCatalog> SubjectCatalog::Load(const std::string& root) {
  std::error_code error;
  if (!fs::is_directory(root, error)) {
    return absl::NotFoundError(absl::StrCat("subject catalog ", root, " is not a folder"));
  }
  std::vector<std::string> problems;
  std::vector<aprgrid::v1::BugMetadata> bugs;
  for (const fs::path& folder : FindBugFolders(root)) {
    const fs::path file = folder / kBugMetadataFile;
    absl::StatusOr<aprgrid::v1::BugMetadata> read = ReadBugMetadata(folder);
    if (!read.ok()) {
      problems.push_back(std::string(read.status().message()));
      continue;
    }
    aprgrid::v1::BugMetadata& bug = *read;
    if (bug.id() != folder.filename().string()) {
      problems.push_back(absl::StrCat(file.string(), ": id \"", bug.id(),
                                      "\" differs from the folder name \"",
                                      folder.filename().string(), "\""));
      continue;
    }
    bugs.push_back(std::move(bug));
  }
  if (!problems.empty()) return absl::InvalidArgumentError(absl::StrJoin(problems, "\n"));
  return FromBugs(std::move(bugs));
}

absl::StatusOr<SubjectCatalog> SubjectCatalog::FromBugs(
    std::vector<aprgrid::v1::BugMetadata> bugs) {
  SubjectCatalog catalog;
  for (aprgrid::v1::BugMetadata& bug : bugs) {
    if (bug.id().empty()) return absl::InvalidArgumentError("a bug has an empty id");
    const std::string id = bug.id();
    if (!catalog.bugs_.emplace(KeyOf(id), std::move(bug)).second) {
      return absl::InvalidArgumentError(absl::StrCat("bug id \"", id, "\" appears twice"));
    }
  }
  return catalog;
}

bool SubjectCatalog::LooksLikeCatalog(const std::string& root) {
  std::error_code error;
  return fs::is_directory(root, error) && !FindBugFolders(root).empty();
}

const aprgrid::v1::BugMetadata* SubjectCatalog::Find(std::string_view id) const {
  const auto it = bugs_.find(KeyOf(std::string(id)));
  return it == bugs_.end() ? nullptr : &it->second;
}

std::vector<std::string> SubjectCatalog::Match(std::string_view glob) const {
  const std::string pattern(glob);
  std::vector<std::string> ids;
  for (const auto& [key, bug] : bugs_) {
    if (fnmatch(pattern.c_str(), key.id.c_str(), 0) == 0) ids.push_back(key.id);
  }
  return ids;
}

std::vector<std::string> SubjectCatalog::Ids() const {
  std::vector<std::string> ids;
  for (const auto& [key, bug] : bugs_) ids.push_back(key.id);
  return ids;
}

absl::StatusOr<std::vector<std::string>> SubjectCatalog::Select(
    const aprgrid::v1::SubjectSelector& selector) const {
  std::vector<std::string> problems;
  std::set<std::string> included;
  for (const std::string& entry : selector.bugs()) {
    if (IsGlob(entry)) {
      const std::vector<std::string> matched = Match(entry);
      if (matched.empty()) problems.push_back(absl::StrCat("\"", entry, "\" matches no bug"));
      included.insert(matched.begin(), matched.end());
    } else if (Find(entry) == nullptr) {
      problems.push_back(absl::StrCat("unknown bug id \"", entry, "\""));
    } else {
      included.insert(entry);
    }
  }
  for (const std::string& entry : selector.exclude()) {
    if (IsGlob(entry)) {
      for (const std::string& id : Match(entry)) included.erase(id);
    } else if (Find(entry) == nullptr) {
      problems.push_back(absl::StrCat("unknown bug id \"", entry, "\" in exclude"));
    } else {
      included.erase(entry);
    }
  }
  std::set<aprgrid::v1::BugCategory> categories;
  for (const std::string& name : selector.categories()) {
    const aprgrid::v1::BugCategory category = CategoryFromName(name);
    if (category == aprgrid::v1::BUG_CATEGORY_UNSPECIFIED) {
      problems.push_back(
          absl::StrCat("unknown category \"", name, "\" (expected genprog, par or neither)"));
    }
    categories.insert(category);
  }
  if (!problems.empty()) return absl::InvalidArgumentError(absl::StrJoin(problems, "\n"));

  std::vector<std::string> selected;
  for (const auto& [key, bug] : bugs_) {
    if (included.count(key.id) == 0) continue;
    if (!categories.empty() && categories.count(bug.category()) == 0) continue;
    selected.push_back(key.id);
  }
  if (selected.empty()) return absl::InvalidArgumentError("the selection contains no bug");
  return selected;
}

absl::StatusOr<std::vector<std::string>> SelectBugs(const aprgrid::v1::SubjectSelector& selector,
                                                    const SubjectCatalog* catalog) {
  if (catalog != nullptr) return catalog->Select(selector);
  std::vector<std::string> problems;
  for (const std::string& entry : selector.bugs()) {
    if (IsGlob(entry)) {
      problems.push_back(
          absl::StrCat("\"", entry, "\" is a glob; globs need a subject catalog", kNeedCatalog));
    }
  }
  for (const std::string& entry : selector.exclude()) {
    if (IsGlob(entry)) {
      problems.push_back(
          absl::StrCat("\"", entry, "\" is a glob; globs need a subject catalog", kNeedCatalog));
    }
  }
  if (!selector.categories().empty()) {
    problems.push_back(absl::StrCat("selecting by category needs a subject catalog", kNeedCatalog));
  }
  if (!problems.empty()) return absl::InvalidArgumentError(absl::StrJoin(problems, "\n"));
  const std::set<std::string> excluded(selector.exclude().begin(), selector.exclude().end());
  std::set<std::string> seen;
  std::vector<std::string> selected;
  for (const std::string& id : selector.bugs()) {
    if (excluded.count(id) == 0 && seen.insert(id).second) selected.push_back(id);
  }
  if (selected.empty()) return absl::InvalidArgumentError("the selection contains no bug");
  return selected;
}

}  // namespace aprgrid::spec
