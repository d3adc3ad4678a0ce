// aprgrid-attempt: runs one repair attempt outside the service, and hosts the tools around it.
// Subcommands: `test` (run a subject program's tests). Later: `localise`, `run`, `crf-predict`.
#include <iostream>
#include <string>
#include <vector>

#include "worker/attempt/crf_command.h"
#include "worker/attempt/localise_command.h"
#include "worker/attempt/run_command.h"
#include "worker/attempt/test_command.h"

namespace {

int Usage() {
  std::cerr << "usage: aprgrid-attempt <command> [args]\n"
               "commands:\n"
               "  test [--output] FILE...   run the @Test methods of subject-language files\n"
               "  localise [--subjects DIR] BUG  print the weighted fault space of a bug\n"
               "  run --bug ID|PATH ...     run one repair attempt; JSON lines on stdout\n"
               "                            (docs/external-engine.md; also `aprgrid-attempt --bug "
               "...`)\n"
               "  crf-train [--q Q --features full|observation|indicator ...]  one CRF fold\n"
               "  crf-predict --model M --bug ID  top-3 transforms on the buggy statement\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage();
  std::string command = argv[1];
  std::vector<std::string> args(argv + 2, argv + argc);
  if (command == "test") return aprgrid::attempt::RunTestCommand(args, std::cout, std::cerr);
  if (command == "localise")
    return aprgrid::attempt::RunLocaliseCommand(args, std::cout, std::cerr);
  if (command == "crf-predict")
    return aprgrid::attempt::RunCrfPredictCommand(args, std::cout, std::cerr);
  if (command == "crf-train")
    return aprgrid::attempt::RunCrfTrainCommand(args, std::cout, std::cerr);
  if (command == "run")
    return aprgrid::attempt::RunRunCommand(args, std::cin, std::cout, std::cerr);
  // The short form of `run` (docs/external-engine.md).
  if (command.starts_with("--") && command != "--help") {
    return aprgrid::attempt::RunRunCommand(std::vector<std::string>(argv + 1, argv + argc),
                                           std::cin, std::cout, std::cerr);
  }
  if (command == "--help" || command == "-h" || command == "help") {
    Usage();
    return 0;
  }
  std::cerr << "aprgrid-attempt: unknown command '" << command << "'\n";
  return Usage();
}
