// generator-digest: prints the SHA-256 of every generated program of a seed range for each
// generator option set (generator_option_sets.h), one line "SET SEED INDEX HASH" per program, so
// that two builds (gcc and clang, or before and after a change) can be compared with diff:
//
//   generator-digest --seeds 1-20 --count 100 [--dump DIR] > digests.txt
//
// With --dump, also writes every set's programs, concatenated, to DIR/SET.txt for cmp.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "common/file_util.h"
#include "common/flags/flag_parser.h"
#include "common/flags/program_flags.h"
#include "common/sha256.h"
#include "tests/jdk/generator_option_sets.h"

int main(int argc, char** argv) {
  aprgrid::flags::FlagParser parser;
  std::string seeds = "1-1", dump;
  int64_t count = 0;
  parser.AddString("seeds", &seeds, "FIRST-LAST: the seeds to generate (default 1-1)");
  parser.AddInt64("count", &count, "programs per seed and option set (required, > 0)");
  parser.AddString("dump", &dump, "also write each set's programs to DIR/SET.txt");
  if (std::optional<int> exit_code = aprgrid::flags::ParseProgramFlags(
          "generator-digest", "usage: generator-digest --seeds FIRST-LAST --count N [--dump DIR]",
          parser, std::vector<std::string>(argv + 1, argv + argc), nullptr, std::cout, std::cerr)) {
    return *exit_code;
  }
  uint64_t first = 0, last = 0;
  std::pair<std::string, std::string> range = absl::StrSplit(seeds, '-');
  if (!absl::SimpleAtoi(range.first, &first) || !absl::SimpleAtoi(range.second, &last) ||
      last < first || count <= 0) {
    std::fprintf(stderr, "generator-digest: --seeds must be FIRST-LAST and --count above 0\n");
    return aprgrid::flags::kExitUsage;
  }
  for (const auto& set : aprgrid::jdk::GeneratorOptionSets()) {
    std::string all;
    for (uint64_t seed = first; seed <= last; ++seed) {
      for (int i = 0; i < count; ++i) {
        std::string text = aprgrid::jdk::ProgramText(
            aprgrid::lang::generator::GenerateProgram(seed, i, set.options));
        std::printf("%s %llu %d %s\n", set.name.c_str(), static_cast<unsigned long long>(seed), i,
                    aprgrid::Sha256Hex(text).c_str());
        if (!dump.empty()) all += text;
      }
    }
    if (!dump.empty()) {
      absl::Status written = aprgrid::WriteStringToFile(dump + "/" + set.name + ".txt", all);
      if (!written.ok()) {
        std::fprintf(stderr, "%s\n", std::string(written.message()).c_str());
        return 1;
      }
    }
  }
  return 0;
}
