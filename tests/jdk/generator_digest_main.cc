// generator-digest: prints the SHA-256 of every generated program of a seed range for each
// generator option set (generator_option_sets.h), one line "SET SEED INDEX HASH" per program, so
// that two builds (gcc and clang, or before and after a change) can be compared with diff:
//
//   generator-digest --seeds 1-20 --count 100 [--dump DIR] > digests.txt
//
// With --dump, also writes every set's programs, concatenated, to DIR/SET.txt for cmp.
#include <cstdint>
#include <cstdio>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "common/file_util.h"
#include "common/sha256.h"
#include "tests/jdk/generator_option_sets.h"

namespace {

int Usage() {
  std::fprintf(stderr, "usage: generator-digest --seeds FIRST-LAST --count N [--dump DIR]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t first = 1, last = 1;
  int count = 0;
  std::string dump;
  for (int i = 1; i + 1 < argc; i += 2) {
    absl::string_view arg = argv[i];
    absl::string_view value = argv[i + 1];
    if (arg == "--seeds") {
      std::pair<std::string, std::string> range = absl::StrSplit(value, '-');
      if (!absl::SimpleAtoi(range.first, &first) || !absl::SimpleAtoi(range.second, &last) ||
          last < first) {
        return Usage();
      }
    } else if (arg == "--count") {
      if (!absl::SimpleAtoi(value, &count) || count < 0) return Usage();
    } else if (arg == "--dump") {
      dump = std::string(value);
    } else {
      return Usage();
    }
  }
  if (argc % 2 != 1 || count == 0) return Usage();
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
