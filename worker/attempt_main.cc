// aprgrid-attempt: runs one repair attempt outside the service, and hosts the tools around it.
// Subcommands: `test` (run a subject program's tests). Later: `localise`, `run`, `crf-predict`.
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/flags/program_flags.h"
#include "worker/attempt/crf_command.h"
#include "worker/attempt/localise_command.h"
#include "worker/attempt/run_command.h"
#include "worker/attempt/test_command.h"

namespace {

constexpr char kUsage[] =
    "usage: aprgrid-attempt [--log-level L] <command> [args]\n"
    "commands:\n"
    "  test [--output] FILE...   run the @Test methods of subject-language files\n"
    "  localise [--subjects DIR] BUG  print the weighted fault space of a bug\n"
    "  run --bug ID|PATH ...     run one repair attempt; JSON lines on stdout\n"
    "                            (docs/external-engine.md; also `aprgrid-attempt --bug "
    "...`)\n"
    "  crf-train [--q Q --features full|observation|indicator ...]  one CRF fold\n"
    "  crf-predict --model M --bug ID  top-3 transforms on the buggy statement\n";

int Usage() {
  std::cerr << kUsage;
  return aprgrid::flags::kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage();
  std::vector<std::string> all(argv + 1, argv + argc);
  // The short form of `run` starts with run's own flags and names what to run:
  // `aprgrid-attempt --bug ...` (docs/external-engine.md).
  if (all[0].starts_with("--")) {
    for (const std::string& arg : all) {
      const std::string name = arg.substr(0, arg.find('='));
      if (name == "--bug" || name == "--spec" || name == "--attempt-json" || name == "--resume") {
        return aprgrid::attempt::RunRunCommand(all, std::cin, std::cout, std::cerr);
      }
    }
  }
  aprgrid::flags::FlagParser parser;
  parser.StopAtFirstPositional();
  std::vector<std::string> positional;
  if (std::optional<int> exit = aprgrid::flags::ParseProgramFlags(
          "aprgrid-attempt", kUsage, parser, all, &positional, std::cout, std::cerr)) {
    return *exit;
  }
  if (positional.empty()) return Usage();
  std::string command = positional[0];
  std::vector<std::string> args(positional.begin() + 1, positional.end());
  if (command == "test") return aprgrid::attempt::RunTestCommand(args, std::cout, std::cerr);
  if (command == "localise")
    return aprgrid::attempt::RunLocaliseCommand(args, std::cout, std::cerr);
  if (command == "crf-predict")
    return aprgrid::attempt::RunCrfPredictCommand(args, std::cout, std::cerr);
  if (command == "crf-train")
    return aprgrid::attempt::RunCrfTrainCommand(args, std::cout, std::cerr);
  if (command == "run")
    return aprgrid::attempt::RunRunCommand(args, std::cin, std::cout, std::cerr);
  if (command == "help") {
    std::cout << kUsage;
    return 0;
  }
  std::cerr << "aprgrid-attempt: unknown command '" << command << "'\n";
  return Usage();
}
