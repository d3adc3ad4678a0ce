// The `aprgrid` command: dispatches to one subcommand per file (see command.h).
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "common/flags/program_flags.h"

namespace aprgrid::cli {
namespace {

// Every subcommand, in the order `aprgrid help` lists them. A new subcommand is a new file that
// defines a Command, plus one line here.
const Command* const kCommands[] = {
    &kValidateCommand, &kExpandCommand, &kSubmitCommand,   &kStatusCommand,
    &kWatchCommand,    &kCancelCommand, &kReportCommand,   &kCompareCommand,
    &kExportCommand,   &kLocalCommand,  &kSubjectsCommand,
};

const Command* FindCommand(const std::string& name) {
  for (const Command* command : kCommands) {
    if (name == command->name) return command;
  }
  return nullptr;
}

void PrintOverview(std::ostream& out) {
  out << "usage: aprgrid [GLOBAL FLAGS] COMMAND [ARGS...]\n\ncommands:\n";
  for (const Command* command : kCommands) {
    out << "  " << command->name << std::string(12 - std::string(command->name).size(), ' ')
        << command->summary << "\n";
  }
  out << "  help        help [COMMAND]: this overview, or a command's flags\n"
      << "\nGlobal flags (before or after COMMAND): --coordinator HOST:PORT, --token-file F,\n"
      << "--tls-ca F (for the commands that talk to a coordinator), --log-level LEVEL (default\n"
      << "warning), --log-format text|json. See docs/cli.md; docs/campaign-spec.md for the spec\n"
      << "format.\n";
}

// The log flags apply to every command, so they are taken wherever they stand (before "--") and
// moved in front of the command name for the top-level parser.
std::vector<std::string> LogFlagsFirst(const std::vector<std::string>& args) {
  std::vector<std::string> front, rest;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--") {
      rest.insert(rest.end(), args.begin() + i, args.end());
      break;
    }
    if (arg.starts_with("--log-level=") || arg.starts_with("--log-format=")) {
      front.push_back(arg);
    } else if ((arg == "--log-level" || arg == "--log-format") && i + 1 < args.size()) {
      front.push_back(arg);
      front.push_back(args[++i]);
    } else {
      rest.push_back(arg);
    }
  }
  front.insert(front.end(), rest.begin(), rest.end());
  return front;
}

int Help(const std::vector<std::string>& args) {
  if (args.empty()) {
    PrintOverview(std::cout);
    return kExitOk;
  }
  const Command* command = FindCommand(args[0]);
  if (command == nullptr || args.size() > 1) {
    std::cerr << "aprgrid help: no command \"" << args[0] << "\"\n";
    PrintOverview(std::cerr);
    return kExitUsage;
  }
  std::cout << command->usage;
  return kExitOk;
}

int Main(int argc, char** argv) {
  if (argc < 2) {
    PrintOverview(std::cerr);
    return kExitUsage;
  }
  // Flags before the command name: the service flags are handed on to the command (which checks
  // them as if given after its name), the rest are the program's own.
  flags::FlagParser parser;
  parser.StopAtFirstPositional();
  std::string coordinator, token_file, tls_ca;
  parser.AddString("coordinator", &coordinator, "coordinator HOST:PORT [env: APRGRID_COORDINATOR]");
  parser.AddString("token-file", &token_file, "bearer token file [env: APRGRID_TOKEN_FILE]");
  parser.AddString("tls-ca", &tls_ca, "CA certificate for TLS [env: APRGRID_TLS_CA]");
  std::ostringstream overview;
  PrintOverview(overview);
  std::vector<std::string> args;
  if (std::optional<int> exit = flags::ParseProgramFlags("aprgrid", overview.str(), parser,
                                                         LogFlagsFirst({argv + 1, argv + argc}),
                                                         &args, std::cout, std::cerr,
                                                         // `aprgrid local` runs a coordinator
                                                         // in-process: its info lines would
                                                         // bury the progress bar.
                                                         "warning")) {
    return *exit;
  }
  if (args.empty()) {
    PrintOverview(std::cerr);
    return kExitUsage;
  }
  const std::string name = args[0];
  args.erase(args.begin());
  if (name == "help") return Help(args);
  std::vector<std::string> service;
  if (parser.WasSet("coordinator")) service.push_back("--coordinator=" + coordinator);
  if (parser.WasSet("token-file")) service.push_back("--token-file=" + token_file);
  if (parser.WasSet("tls-ca")) service.push_back("--tls-ca=" + tls_ca);
  args.insert(args.begin(), service.begin(), service.end());
  const Command* command = FindCommand(name);
  if (command == nullptr) {
    std::cerr << "aprgrid: unknown command \"" << name << "\"\n";
    PrintOverview(std::cerr);
    return kExitUsage;
  }
  for (const std::string& arg : args) {
    if (arg == "--") break;
    if (arg == "--help" || arg == "-h") {
      std::cout << command->usage;
      return kExitOk;
    }
  }
  return command->run(args, std::cout, std::cerr);
}

}  // namespace
}  // namespace aprgrid::cli

int main(int argc, char** argv) { return aprgrid::cli::Main(argc, argv); }
