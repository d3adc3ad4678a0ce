// aprgrid-attempt: runs one repair attempt outside the service, and hosts the tools around it.
// Subcommands: `test` (run a subject program's tests). Later: `localise`, `run`, `crf-predict`.
#include <iostream>
#include <string>
#include <vector>

#include "worker/attempt/test_command.h"

namespace {

int Usage() {
  std::cerr << "usage: aprgrid-attempt <command> [args]\n"
               "commands:\n"
               "  test [--output] FILE...   run the @Test methods of subject-language files\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage();
  std::string command = argv[1];
  std::vector<std::string> args(argv + 2, argv + argc);
  if (command == "test") return aprgrid::attempt::RunTestCommand(args, std::cout, std::cerr);
  if (command == "--help" || command == "-h" || command == "help") {
    Usage();
    return 0;
  }
  std::cerr << "aprgrid-attempt: unknown command '" << command << "'\n";
  return Usage();
}
