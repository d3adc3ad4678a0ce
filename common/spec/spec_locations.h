// Where a field of a parsed campaign spec was written: "smoke.textproto:12:5" for a field path such
// as stage[1].repair.search.population. Validation errors use it so every message names the file,
// line, column and field.
#ifndef APRGRID_COMMON_SPEC_SPEC_LOCATIONS_H_
#define APRGRID_COMMON_SPEC_SPEC_LOCATIONS_H_

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/spec/spec_scan.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/text_format.h"

namespace aprgrid::spec {

// A path from the root message to one field (or one element of a repeated field). Built while
// walking a message; cheap to copy (it holds descriptor pointers, which live as long as the
// program).
class FieldPath {
 public:
  FieldPath() = default;

  // Returns this path extended by `field` of the current message. `index` is the element of a
  // repeated field, or -1 for a singular field or for a repeated field as a whole.
  // REQUIRES: `field_name` names a field of the message this path ends at (checked: a wrong name
  // aborts, since it is a programming error).
  FieldPath Child(const google::protobuf::Descriptor* message, std::string_view field_name,
                  int index = -1) const;
  // The same for a field known by its descriptor. REQUIRES: `field` is not null.
  FieldPath Child(const google::protobuf::FieldDescriptor* field, int index = -1) const;

  // "stage[1].repair.search.population"; "" for the root.
  std::string ToString() const;

  struct Step {
    const google::protobuf::FieldDescriptor* field;
    int index;  // -1: singular, or the repeated field as a whole.
  };
  const std::vector<Step>& steps() const { return steps_; }

 private:
  std::vector<Step> steps_;
};

// The locations recorded while parsing one spec text. Not copyable (it owns the parse tree).
// Not thread-safe while being filled; const methods may be called from several threads after.
class SpecLocations {
 public:
  explicit SpecLocations(std::string source_name) : source_name_(std::move(source_name)) {}
  SpecLocations(const SpecLocations&) = delete;
  SpecLocations& operator=(const SpecLocations&) = delete;

  const std::string& source_name() const { return source_name_; }
  // Where the elements of list syntax (`alpha: [0.2, 0.8]`) start, for which protobuf records one
  // location only; ParseCampaignSpec fills it (ScanSpecText).
  ListElementIndex* lists() { return &lists_; }
  // The tree the text-format parser fills (TextFormat::Parser::WriteLocationsTo).
  google::protobuf::TextFormat::ParseInfoTree* tree() { return &tree_; }

  // "file:line:column" (1-based) of the field at `path`. A field that was not written in the text
  // (e.g. a missing required field) is reported at the nearest enclosing field that was; a path
  // with no located prefix gives "file:1:1". An element of a scalar list is found by scanning the
  // list (exact when a field is written as one list or as one value per line). Cost: a walk of
  // the path, with one hash lookup for a list element.
  std::string Where(const FieldPath& path) const;

 private:
  // The 0-based line and column of the `offset`-th element of the list whose field name is at
  // `field_start`, or `field_start` if the text there is not such a list.
  google::protobuf::TextFormat::ParseLocation ListElement(
      google::protobuf::TextFormat::ParseLocation field_start, int offset) const;

  std::string source_name_;
  ListElementIndex lists_;
  google::protobuf::TextFormat::ParseInfoTree tree_;
};

// One validation or parse problem, already formatted as
// "file:line:column: field.path: message" (the field part is omitted for whole-file problems).
std::string FormatProblem(const SpecLocations* locations, const FieldPath& path,
                          std::string_view message);

// At most this many problems are listed in one error (a hostile spec can have tens of thousands,
// and the message travels in gRPC metadata).
inline constexpr size_t kMaxListedProblems = 50;

// The problems one per line: the first kMaxListedProblems, then "... and N more problems", where N
// counts the rest of `problems` and `not_kept` (problems counted but not formatted).
std::string JoinProblems(const std::vector<std::string>& problems, size_t not_kept = 0);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_SPEC_LOCATIONS_H_
