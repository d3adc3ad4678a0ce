// jdk-generate-programs: writes the generated differential-test corpus to a folder, for looking
// at programs by hand or feeding them to run_jdk.sh and aprgrid-attempt.
//
//   jdk-generate-programs --seed 1 --count 2000 --out /tmp/corpus [--packages]
//
// With --packages, the programs are spread over named packages (GeneratorOptions::packages) and
// each is a folder: DIR/G0001/G0001.java and DIR/G0001/g0001/core/Base.java, ...
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/flags/flag_parser.h"
#include "common/flags/program_flags.h"
#include "tests/jdk/generator_option_sets.h"
#include "tests/jdk/java_program.h"
#include "worker/lang/generator/program_generator.h"

int main(int argc, char** argv) {
  aprgrid::flags::FlagParser parser;
  uint64_t seed = 1;
  int64_t count = 0;
  std::string out;
  bool packages = false;
  parser.AddUint64("seed", &seed, "the generator's seed (default 1)");
  parser.AddInt64("count", &count, "how many programs (required, > 0)");
  parser.AddString("out", &out, "the folder to write them to (required)");
  parser.AddBool("packages", &packages, "spread each program over named packages");
  if (std::optional<int> exit_code = aprgrid::flags::ParseProgramFlags(
          "jdk-generate-programs",
          "usage: jdk-generate-programs --seed N --count N --out DIR [--packages]", parser,
          std::vector<std::string>(argv + 1, argv + argc), nullptr, std::cout, std::cerr)) {
    return *exit_code;
  }
  if (out.empty() || count <= 0) {
    std::fprintf(stderr, "jdk-generate-programs: --out is required and --count must be above 0\n");
    return aprgrid::flags::kExitUsage;
  }
  // As the differential tests generate them (enums and collections included).
  aprgrid::lang::generator::GeneratorOptions options = aprgrid::jdk::DifferentialOptions();
  options.packages = packages;
  for (const auto& program :
       aprgrid::lang::generator::GeneratePrograms(seed, static_cast<int>(count), options)) {
    absl::StatusOr<aprgrid::jdk::JavaProgram> written =
        aprgrid::jdk::WriteGeneratedProgram(program, out);
    if (!written.ok()) {
      std::fprintf(stderr, "%s\n", std::string(written.status().message()).c_str());
      return 1;
    }
  }
  return 0;
}
