// A small command-line flag parser for subcommands.
//
// Why not absl flags: they are process-global, so every subcommand's flags would share one
// namespace and `aprgrid help validate` could not list only validate's flags; and they exit the
// process on errors, where we need exit code 2 with our own message. This parser is per call.
#ifndef APRGRID_CLI_FLAGS_H_
#define APRGRID_CLI_FLAGS_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"

namespace aprgrid::cli {

// Binds flag names to variables, then parses argument lists. Accepts "--name=value",
// "--name value", bare "--name" for booleans, and "--" to end the flags; anything else is a
// positional argument (flags and positionals may be mixed). Not thread-safe.
class FlagParser {
 public:
  // REQUIRES: each name is registered once; the pointers outlive Parse.
  void AddBool(const std::string& name, bool* value);
  void AddString(const std::string& name, std::string* value);
  void AddUint64(const std::string& name, uint64_t* value);

  // Sets the bound variables and returns the positional arguments through `positional`.
  // InvalidArgument (naming the flag) for an unknown flag, a missing or malformed value.
  absl::Status Parse(const std::vector<std::string>& args, std::vector<std::string>* positional);

  // True if the flag appeared in the last Parse.
  bool WasSet(const std::string& name) const { return set_.count(name) > 0; }

 private:
  enum class Kind { kBool, kString, kUint64 };
  struct Binding {
    Kind kind;
    void* target;
  };
  absl::Status Assign(const std::string& name, const Binding& binding, const std::string& value);

  std::map<std::string, Binding> bindings_;
  std::map<std::string, bool> set_;
};

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_FLAGS_H_
