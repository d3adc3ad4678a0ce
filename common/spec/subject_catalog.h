// The catalog of benchmark bugs: every `bug.textproto` (aprgrid.v1.BugMetadata) found under a
// folder, and the selection of bugs that a RepairStage's SubjectSelector names.
#ifndef APRGRID_COMMON_SPEC_SUBJECT_CATALOG_H_
#define APRGRID_COMMON_SPEC_SUBJECT_CATALOG_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/subject.pb.h"

namespace aprgrid::spec {

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
