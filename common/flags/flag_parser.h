// Command-line flags for every aprgrid binary: one parser, backed by CLI11 (Debian's
// libcli11-dev), used by `aprgrid`'s subcommands, aprgrid-coordinator, aprgrid-worker and
// aprgrid-attempt alike.
//
// Why a wrapper and not CLI11 directly: the subcommands keep their own hand-written usage text and
// the project's error wording ("unknown flag --x", "--x needs a value"), values are converted with
// the project's rules (durations as absl::ParseDuration reads them), and only flag_parser.cc
// compiles CLI11's headers. Why not absl flags: they are process-global (every subcommand would
// share one namespace) and exit the process on errors.
#ifndef APRGRID_COMMON_FLAGS_FLAG_PARSER_H_
#define APRGRID_COMMON_FLAGS_FLAG_PARSER_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/time/time.h"

namespace aprgrid::flags {

// Binds flag names (without the leading "--") to variables, then parses argument lists. Accepts
// "--name=value", "--name value", bare "--name" for booleans, and "--" to end the flags; anything
// else is a positional argument (flags and positionals may be mixed). A flag that is not given
// leaves its variable unchanged (its default). Not thread-safe.
class FlagParser {
 public:
  FlagParser();
  ~FlagParser();
  FlagParser(const FlagParser&) = delete;
  FlagParser& operator=(const FlagParser&) = delete;

  // REQUIRES: each name is registered once; the pointers outlive Parse. `help` is one line for
  // Help().
  void AddBool(const std::string& name, bool* value, const std::string& help = "");
  void AddString(const std::string& name, std::string* value, const std::string& help = "");
  void AddUint64(const std::string& name, uint64_t* value, const std::string& help = "");
  void AddInt64(const std::string& name, int64_t* value, const std::string& help = "");
  // A duration as absl::ParseDuration reads it ("30s", "1h30m", "250ms"); a bare number is
  // refused, so "10" is never silently ten nanoseconds.
  void AddDuration(const std::string& name, absl::Duration* value, const std::string& help = "");
  // A repeatable flag: every occurrence appends one value.
  void AddStrings(const std::string& name, std::vector<std::string>* values,
                  const std::string& help = "");

  // Stops the flags at the first positional argument: it and everything after it (flags too) are
  // returned through Parse's `positional` untouched. For a program whose first positional
  // argument is a verb with flags of its own (`aprgrid --coordinator H:P status --json`).
  void StopAtFirstPositional() { stop_at_positional_ = true; }

  // The environment variable read when the flag is absent from the command line.
  // REQUIRES: `name` was added.
  void SetEnv(const std::string& name, const std::string& variable);

  // Sets the bound variables and returns the positional arguments through `positional` (which may
  // be null when none are accepted: then a positional argument is an error). InvalidArgument,
  // naming the flag, for an unknown flag, a missing or a malformed value; the message is one line.
  absl::Status Parse(const std::vector<std::string>& args, std::vector<std::string>* positional);

  // True if the flag appeared in the last Parse (or came from its environment variable).
  bool WasSet(const std::string& name) const { return set_.count(name) > 0; }

  // One line per flag: "  --name VALUE   help [env: VAR]", in the order they were added.
  std::string Help() const;

 private:
  enum class Kind { kBool, kString, kUint64, kInt64, kDuration, kStrings };
  struct Binding {
    Kind kind;
    void* target;
    std::string help;
    std::string env;
  };
  void Add(const std::string& name, Kind kind, void* target, const std::string& help);
  absl::Status Assign(const std::string& name, const Binding& binding, const std::string& value);

  bool stop_at_positional_ = false;
  std::vector<std::string> order_;
  std::map<std::string, Binding> bindings_;
  std::map<std::string, bool> set_;
};

}  // namespace aprgrid::flags

#endif  // APRGRID_COMMON_FLAGS_FLAG_PARSER_H_
