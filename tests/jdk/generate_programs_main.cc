// jdk-generate-programs: writes the generated differential-test corpus to a folder, for looking
// at programs by hand or feeding them to run_jdk.sh and aprgrid-attempt.
//
//   jdk-generate-programs --seed 1 --count 2000 --out /tmp/corpus [--packages]
//
// With --packages, the programs are spread over named packages (GeneratorOptions::packages) and
// each is a folder: DIR/G0001/G0001.java and DIR/G0001/g0001/core/Base.java, ...
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/string_view.h"
#include "common/file_util.h"
#include "tests/jdk/java_program.h"
#include "worker/lang/generator/program_generator.h"

namespace {

int Usage() {
  std::fprintf(stderr, "usage: jdk-generate-programs --seed N --count N --out DIR [--packages]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t seed = 1;
  int count = 0;
  std::string out;
  bool packages = false;
  for (int i = 1; i < argc; ++i) {
    absl::string_view arg = argv[i];
    if (arg == "--packages") {
      packages = true;
      continue;
    }
    if (i + 1 >= argc) return Usage();
    absl::string_view value = argv[++i];
    if (arg == "--seed") {
      if (!absl::SimpleAtoi(value, &seed)) return Usage();
    } else if (arg == "--count") {
      if (!absl::SimpleAtoi(value, &count) || count < 0) return Usage();
    } else if (arg == "--out") {
      out = std::string(value);
    } else {
      return Usage();
    }
  }
  if (out.empty()) return Usage();
  // As the differential tests generate them (enums and collections included).
  aprgrid::lang::generator::GeneratorOptions options;
  options.enums = true;
  options.nested = true;
  options.inner = true;
  options.boxing = true;
  options.local = true;
  options.collections = true;
  options.generics = true;
  options.generic_collections = true;
  options.library_collections = true;
  options.resources = true;
  options.small_numerics = true;
  options.random = true;
  options.annotations = true;
  options.char_sequences = true;
  options.packages = packages;
  for (const auto& program : aprgrid::lang::generator::GeneratePrograms(seed, count, options)) {
    absl::StatusOr<aprgrid::jdk::JavaProgram> written =
        aprgrid::jdk::WriteGeneratedProgram(program, out);
    if (!written.ok()) {
      std::fprintf(stderr, "%s\n", std::string(written.status().message()).c_str());
      return 1;
    }
  }
  return 0;
}
