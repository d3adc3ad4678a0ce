// Reads tests/report/stats_cases.txt and prints what common/stats computes for each case, one
// "NAME KEY VALUE" line per figure (%.17g; "none" for an absent value). stats_reference.py runs
// it and compares with scipy.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "common/stats/bootstrap.h"
#include "common/stats/holm.h"
#include "common/stats/mcnemar.h"
#include "common/stats/survival.h"
#include "common/stats/vargha_delaney.h"
#include "common/stats/wilcoxon.h"
#include "common/stats/wilson.h"

namespace aprgrid::stats {
namespace {

std::vector<double> Numbers(std::string_view field) {
  std::vector<double> numbers;
  std::istringstream in{std::string(field)};
  for (double v; in >> v;) numbers.push_back(v);
  return numbers;
}

void Print(const std::string& name, const std::string& key, double value) {
  std::printf("%s %s %.17g\n", name.c_str(), key.c_str(), value);
}

std::vector<SurvivalObservation> Observations(const std::vector<double>& times,
                                              const std::vector<double>& events) {
  std::vector<SurvivalObservation> out;
  for (size_t i = 0; i < times.size(); ++i) out.push_back({times[i], events.at(i) != 0});
  return out;
}

int Run(const char* path) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "cannot read " << path << "\n";
    return 2;
  }
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields = absl::StrSplit(line, '|');
    std::istringstream head(fields[0]);
    std::string kind, name;
    head >> kind >> name;
    std::vector<std::vector<double>> f;
    for (size_t i = 1; i < fields.size(); ++i) f.push_back(Numbers(fields[i]));
    if (kind == "wilson") {
      const auto interval =
          WilsonInterval(static_cast<int64_t>(f[0][0]), static_cast<int64_t>(f[0][1]));
      Print(name, "low", interval->low);
      Print(name, "high", interval->high);
    } else if (kind == "wilcoxon") {
      const WilcoxonResult r = WilcoxonSignedRank(f[0], f[1]);
      Print(name, "statistic", r.statistic);
      Print(name, "p", r.p_value);
      Print(name, "exact", r.exact ? 1 : 0);
    } else if (kind == "mcnemar") {
      Print(name, "p", ExactMcNemarP(static_cast<int64_t>(f[0][0]), static_cast<int64_t>(f[0][1])));
    } else if (kind == "a12") {
      Print(name, "a12", *VarghaDelaneyA12(f[0], f[1]));
    } else if (kind == "logrank") {
      const LogRankResult r = LogRank(Observations(f[0], f[1]), Observations(f[2], f[3]));
      Print(name, "statistic", r.statistic);
      Print(name, "p", r.p_value);
    } else if (kind == "km") {
      for (const KaplanMeierStep& step : KaplanMeier(Observations(f[0], f[1]))) {
        std::printf("%s at_%.17g %.17g\n", name.c_str(), step.time, step.survival);
      }
      Print(name, "steps", static_cast<double>(KaplanMeier(Observations(f[0], f[1])).size()));
    } else if (kind == "holm") {
      const std::vector<double> adjusted = HolmAdjust(f[0]);
      for (size_t i = 0; i < adjusted.size(); ++i)
        Print(name, "p" + std::to_string(i), adjusted[i]);
    } else if (kind == "bootstrap") {
      const auto interval = BootstrapMeanInterval(f[0], kBootstrapResamples, kBootstrapSeed);
      Print(name, "low", interval->low);
      Print(name, "high", interval->high);
    } else if (kind == "ratio") {
      const auto interval = BootstrapRatioInterval(f[0], f[1], kBootstrapResamples, kBootstrapSeed);
      Print(name, "low", interval->low);
      Print(name, "high", interval->high);
    } else {
      std::cerr << path << ": unknown kind \"" << kind << "\"\n";
      return 2;
    }
  }
  return 0;
}

}  // namespace
}  // namespace aprgrid::stats

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: stats_reference_tool CASES_FILE\n";
    return 2;
  }
  return aprgrid::stats::Run(argv[1]);
}
