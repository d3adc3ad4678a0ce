// The `aprgrid` command: dispatches to one subcommand per file (see command.h).
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.h"

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
  out << "usage: aprgrid COMMAND [ARGS...]\n\ncommands:\n";
  for (const Command* command : kCommands) {
    out << "  " << command->name << std::string(12 - std::string(command->name).size(), ' ')
        << command->summary << "\n";
  }
  out << "  help        help [COMMAND]: this overview, or a command's flags\n"
      << "\nSee docs/campaign-spec.md for the spec format.\n";
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
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    PrintOverview(std::cerr);
    return kExitUsage;
  }
  const std::string name = args[0];
  args.erase(args.begin());
  if (name == "help" || name == "--help" || name == "-h") return Help(args);
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
