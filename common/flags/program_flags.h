// The command-line handling every aprgrid binary shares: --help, --version and the log flags
// (--log-level, --log-format; $APRGRID_LOG_LEVEL and $APRGRID_LOG_FORMAT when absent), with one
// exit-code rule: a usage error prints one line naming the flag and exits 2 (docs/cli.md,
// "Exit codes").
#ifndef APRGRID_COMMON_FLAGS_PROGRAM_FLAGS_H_
#define APRGRID_COMMON_FLAGS_PROGRAM_FLAGS_H_

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "common/flags/flag_parser.h"

namespace aprgrid::flags {

inline constexpr int kExitUsage = 2;

// The log flags, registered on a parser by AddLogFlags.
struct LogFlags {
  std::string level = "info";
  std::string format = "text";
};

// Adds --log-level and --log-format (with their environment variables) to `parser`.
// REQUIRES: `flags` outlives the parser's Parse.
void AddLogFlags(FlagParser& parser, LogFlags* flags);

// Adds --help, --version and the log flags to `parser`, parses `args` (argv without the program
// name) and configures the process log. Returns the exit code when the program should stop now:
// 0 after --help (`usage`, then the parser's flag list, on `out`) or --version (the version line
// on `out`), kExitUsage after a usage error ("PROGRAM: message", one line on `err`). Returns
// nullopt when the program should go on; `positional` is as FlagParser::Parse sets it.
// `default_log_level` applies when neither --log-level nor $APRGRID_LOG_LEVEL is given.
std::optional<int> ParseProgramFlags(std::string_view program, std::string_view usage,
                                     FlagParser& parser, const std::vector<std::string>& args,
                                     std::vector<std::string>* positional, std::ostream& out,
                                     std::ostream& err,
                                     std::string_view default_log_level = "info");

}  // namespace aprgrid::flags

#endif  // APRGRID_COMMON_FLAGS_PROGRAM_FLAGS_H_
