// crf-dataset-digest: prints the SHA-256 of the injected CRF dataset (GenerateInjectedDataset:
// generated programs, bug injection, labelling) for each seed of a range, one line "SEED HASH",
// so that two builds can be compared with diff (generator_digest_main.cc does the same for the
// generator alone):
//
//   crf-dataset-digest --subjects subjects --seeds 1-5 --samples 2000
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "common/flags/flag_parser.h"
#include "common/flags/program_flags.h"
#include "common/sha256.h"
#include "worker/crf/data/dataset.h"

int main(int argc, char** argv) {
  aprgrid::flags::FlagParser parser;
  std::string seeds, subjects;
  int64_t samples = 2000;
  parser.AddString("subjects", &subjects, "the subjects folder (required)");
  parser.AddString("seeds", &seeds, "FIRST-LAST: the dataset seeds (required)");
  parser.AddInt64("samples", &samples, "samples per dataset (default 2000)");
  if (std::optional<int> exit_code = aprgrid::flags::ParseProgramFlags(
          "crf-dataset-digest",
          "usage: crf-dataset-digest --subjects DIR --seeds FIRST-LAST [--samples N]", parser,
          std::vector<std::string>(argv + 1, argv + argc), nullptr, std::cout, std::cerr)) {
    return *exit_code;
  }
  uint64_t first = 0, last = 0;
  std::pair<std::string, std::string> range = absl::StrSplit(seeds, '-');
  if (subjects.empty() || !absl::SimpleAtoi(range.first, &first) ||
      !absl::SimpleAtoi(range.second, &last) || last < first || samples <= 0) {
    std::fprintf(stderr,
                 "crf-dataset-digest: --subjects is required, --seeds must be FIRST-LAST and "
                 "--samples above 0\n");
    return aprgrid::flags::kExitUsage;
  }
  for (uint64_t seed = first; seed <= last; ++seed) {
    aprgrid::crf::DefaultDatasetOptions options;
    options.seed = seed;
    options.samples = static_cast<int>(samples);
    absl::StatusOr<aprgrid::crf::Dataset> d =
        aprgrid::crf::GenerateInjectedDataset(subjects, options);
    std::ostringstream out;
    if (!d.ok() || !aprgrid::crf::WriteDataset(*d, out).ok()) {
      std::fprintf(stderr, "seed %llu: %s\n", static_cast<unsigned long long>(seed),
                   std::string(d.status().message()).c_str());
      return 1;
    }
    std::printf("%llu %s\n", static_cast<unsigned long long>(seed),
                aprgrid::Sha256Hex(out.str()).c_str());
  }
  return 0;
}
