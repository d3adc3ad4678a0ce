// The subjects layout (docs/subjects.md, "Layout"): a bug is a folder holding `bug.textproto`
// (aprgrid.v1.BugMetadata), normally subjects/<project>/<id>. This file is the one reader of that
// layout: the functions below find bug folders and read their metadata for every component (the
// coordinator, the CLI, the repair engine, the CRF miner, the subjects tooling, tests and
// benches), and SubjectCatalog is the catalog of their ids that a RepairStage's SubjectSelector
// names. worker/subjects/catalog.h builds the full project/bug structure on top of it.
#ifndef APRGRID_COMMON_SPEC_SUBJECT_CATALOG_H_
#define APRGRID_COMMON_SPEC_SUBJECT_CATALOG_H_

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/subject.pb.h"

namespace aprgrid::spec {

// The metadata file of a bug folder.
inline constexpr char kBugMetadataFile[] = "bug.textproto";

// True if `dir` is a bug folder (holds a bug.textproto).
bool IsBugFolder(const std::filesystem::path& dir);

// The parsed bug.textproto of bug folder `dir`. NOT_FOUND if it is missing, INVALID_ARGUMENT
// naming the file if it does not parse.
absl::StatusOr<aprgrid::v1::BugMetadata> ReadBugMetadata(const std::filesystem::path& dir);

// The folders below `root`, at depth 1 to 3, that hold a bug.textproto, sorted by path. Empty if
// `root` is not a folder.
std::vector<std::filesystem::path> FindBugFolders(const std::filesystem::path& root);

// Where the bug `id` lives under `subjects_dir` in the standard layout:
// <subjects_dir>/<project>/<id>, the project being `id` up to its last '-'.
std::filesystem::path BugFolderPath(const std::filesystem::path& subjects_dir,
                                    const std::string& id);

// Immutable after Load; thread-safe for concurrent readers.
class SubjectCatalog {
 public:
  // Loads every bug.textproto at depth 1 to 3 below `root` (subjects/<bug>/bug.textproto or
  // subjects/<project>/<bug>/bug.textproto, ...). Fails if `root` is not a folder, if a file does
  // not parse, if a bug's id is not its folder's name, or if two bugs share an id. An empty catalog
  // is valid (HasBugs() tells).
  static absl::StatusOr<SubjectCatalog> Load(const std::string& root);

  // A catalog built from metadata in memory (tests, tools). Fails on duplicate or empty ids.
  static absl::StatusOr<SubjectCatalog> FromBugs(std::vector<aprgrid::v1::BugMetadata> bugs);

  // True if `root` holds at least one bug.textproto within the depth Load searches.
  static bool LooksLikeCatalog(const std::string& root);

  bool HasBugs() const { return !bugs_.empty(); }
  size_t size() const { return bugs_.size(); }

  // The bug with this id, or null.
  const aprgrid::v1::BugMetadata* Find(std::string_view id) const;

  // Ids matching the shell-style glob (fnmatch: *, ?, [...]), in catalog order.
  std::vector<std::string> Match(std::string_view glob) const;

  // Every id in catalog order: by project name, then by the number after the last '-' (so
  // "dates-2" comes before "dates-10"), then by the whole id.
  std::vector<std::string> Ids() const;

  // The bugs `selector` names, in catalog order: `bugs` (ids or globs) minus `exclude`, filtered by
  // `categories` ("genprog", "par", "neither"). Fails, listing every problem, if an id is unknown,
  // a glob matches nothing, a category is unknown, or nothing is left.
  absl::StatusOr<std::vector<std::string>> Select(
      const aprgrid::v1::SubjectSelector& selector) const;

 private:
  // Keyed by the catalog-order sort key, so iteration is catalog order.
  struct OrderKey {
    std::string project;
    uint64_t number;
    std::string id;
    bool operator<(const OrderKey& other) const;
  };
  static OrderKey KeyOf(const std::string& id);

  std::map<OrderKey, aprgrid::v1::BugMetadata> bugs_;
};

// The bugs of a stage's selector. With a catalog: catalog->Select(selector). Without one (null):
// the explicit ids of `bugs`, in the order written, duplicates and `exclude`d ids removed; globs
// and categories are an error saying a catalog is needed.
absl::StatusOr<std::vector<std::string>> SelectBugs(const aprgrid::v1::SubjectSelector& selector,
                                                    const SubjectCatalog* catalog);

// True if `text` contains a glob metacharacter (*, ? or [).
bool IsGlob(std::string_view text);

// The BugCategory a selector category name stands for: "genprog" -> GENPROG_FIXABLE,
// "par" -> PAR_FIXABLE, "neither" -> NEITHER; BUG_CATEGORY_UNSPECIFIED for anything else.
aprgrid::v1::BugCategory CategoryFromName(std::string_view name);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_SUBJECT_CATALOG_H_
