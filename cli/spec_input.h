// What the spec-reading subcommands (validate, expand, and later submit and local) share: the
// --subjects default, reading and checking a spec file, and turning problems into exit codes.
#ifndef APRGRID_CLI_SPEC_INPUT_H_
#define APRGRID_CLI_SPEC_INPUT_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "absl/status/status.h"
#include "aprgrid/v1/campaign.pb.h"
#include "cli/flags.h"
#include "common/spec/subject_catalog.h"

namespace aprgrid::cli {

// The flags every spec-reading command takes.
struct SpecInputFlags {
  std::string subjects;  // --subjects DIR; empty = the default (see ResolveSubjectsDir).
  uint64_t max_attempts = 100000;
  bool force = false;

  // Registers --subjects and --max-attempts, and --force if `with_force`.
  void Register(FlagParser* parser, bool with_force);
};

// The largest spec file the CLI reads (the coordinator refuses larger spec texts in Submit).
inline constexpr uint64_t kMaxSpecFileBytes = 1 << 20;

// Reads the spec file at `path` into `*text`. On failure returns InvalidArgument naming the path
// and the reason: it does not exist, is a directory or not a regular file, cannot be read (with
// the system's reason), or is larger than kMaxSpecFileBytes.
absl::Status ReadSpecFile(const std::string& path, std::string* text);

// The catalog folder to use: `flag` if not empty, else $APRGRID_SUBJECTS if set and not empty,
// else "subjects" (relative to the working folder) if it holds a catalog, else "" (no catalog).
std::string ResolveSubjectsDir(const std::string& flag);

// A spec that parsed and passed validation, with the catalog it was checked against.
struct CheckedSpec {
  aprgrid::v1::CampaignSpec spec;
  std::unique_ptr<spec::SubjectCatalog> catalog;  // Null when no catalog is in use.
};

// Reads, parses and validates the spec at `path`. On failure writes the problems to `err` and
// sets `*exit_code` (kExitInvalid, or kExitUsage for a --subjects folder that does not exist),
// returning nullopt.
std::optional<CheckedSpec> LoadCheckedSpec(const std::string& path, const SpecInputFlags& flags,
                                           std::ostream& err, int* exit_code);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_SPEC_INPUT_H_
