// The shape of an `aprgrid` subcommand. Each subcommand lives in its own file (validate_command.cc,
// expand_command.cc, ...) and defines one `Command`; cli/main.cc lists them.
#ifndef APRGRID_CLI_COMMAND_H_
#define APRGRID_CLI_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace aprgrid::cli {

// Exit codes shared by every subcommand (docs/campaign-spec.md, "Commands and exit codes").
inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1;  // The input (spec, catalog) is invalid or unreadable.
inline constexpr int kExitUsage = 2;    // The command line is wrong.

struct Command {
  const char* name;     // "validate"
  const char* summary;  // One line for `aprgrid help`.
  const char* usage;    // Full help text for `aprgrid help <name>`, ending in a newline.
  // Runs the command with the arguments after its name. Writes results to `out` and problems to
  // `err`; returns an exit code.
  int (*run)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
};

extern const Command kValidateCommand;
extern const Command kExpandCommand;
extern const Command kSubmitCommand;
extern const Command kStatusCommand;
extern const Command kWatchCommand;
extern const Command kCancelCommand;
extern const Command kExportCommand;
extern const Command kReportCommand;
extern const Command kCompareCommand;
extern const Command kLocalCommand;
extern const Command kSubjectsCommand;

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_COMMAND_H_
