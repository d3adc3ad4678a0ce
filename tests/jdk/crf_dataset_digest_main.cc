// crf-dataset-digest: prints the SHA-256 of the injected CRF dataset (GenerateInjectedDataset:
// generated programs, bug injection, labelling) for each seed of a range, one line "SEED HASH",
// so that two builds can be compared with diff (generator_digest_main.cc does the same for the
// generator alone):
//
//   crf-dataset-digest --subjects subjects --seeds 1-5 --samples 2000
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "common/sha256.h"
#include "worker/crf/data/dataset.h"

int main(int argc, char** argv) {
  uint64_t first = 0, last = 0;
  int samples = 2000;
  std::string subjects;
  for (int i = 1; i + 1 < argc; i += 2) {
    absl::string_view arg = argv[i];
    absl::string_view value = argv[i + 1];
    bool ok = true;
    if (arg == "--seeds") {
      std::pair<std::string, std::string> range = absl::StrSplit(value, '-');
      ok = absl::SimpleAtoi(range.first, &first) && absl::SimpleAtoi(range.second, &last);
    } else if (arg == "--samples") {
      ok = absl::SimpleAtoi(value, &samples);
    } else if (arg == "--subjects") {
      subjects = std::string(value);
    } else {
      ok = false;
    }
    if (!ok) {
      std::fprintf(stderr, "usage: crf-dataset-digest --subjects DIR --seeds A-B [--samples N]\n");
      return 2;
    }
  }
  for (uint64_t seed = first; seed <= last; ++seed) {
    aprgrid::crf::DefaultDatasetOptions options;
    options.seed = seed;
    options.samples = samples;
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
