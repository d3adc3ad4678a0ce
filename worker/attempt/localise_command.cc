#include "worker/attempt/localise_command.h"

#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "aprgrid/v1/campaign.pb.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"
#include "worker/repair/fix_location.h"
#include "worker/repair/repair_problem.h"
#include "worker/rl/arm_set.h"

namespace aprgrid::attempt {

std::string DefaultSubjectsDir() {
  const char* env = std::getenv("APRGRID_SUBJECTS");
  return env != nullptr && *env != '\0' ? env : "subjects";
}

int RunLocaliseCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string subjects = DefaultSubjectsDir();
  std::string bug;
  v1::Localisation localisation = v1::JARFLY_RUNS;
  v1::ArmSet check_space = v1::ARM_SET_UNSPECIFIED;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool has_value = i + 1 < args.size();
    if (a == "--subjects" && has_value) {
      subjects = args[++i];
    } else if (a == "--localisation" && has_value) {
      if (!v1::Localisation_Parse(args[++i], &localisation)) {
        err << "aprgrid-attempt localise: unknown localisation " << args[i] << "\n";
        return 2;
      }
    } else if (a == "--check-space" && has_value) {
      if (!v1::ArmSet_Parse(args[++i], &check_space)) {
        err << "aprgrid-attempt localise: unknown arm set " << args[i] << "\n";
        return 2;
      }
    } else if (!a.starts_with("-") && bug.empty()) {
      bug = a;
    } else {
      err << "usage: aprgrid-attempt localise [--subjects DIR] [--localisation JARFLY_RUNS|GENPROG]"
             " [--check-space ARM_SET] BUG\n";
      return 2;
    }
  }
  if (bug.empty()) {
    err << "aprgrid-attempt localise: no bug given\n";
    return 2;
  }
  int code = 0;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<std::string> dir = repair::ResolveBugDir(bug, subjects);
    absl::StatusOr<repair::Subject> subject =
        dir.ok() ? repair::LoadSubject(*dir) : absl::StatusOr<repair::Subject>(dir.status());
    if (!subject.ok()) {
      err << "aprgrid-attempt localise: " << subject.status().message() << "\n";
      code = 1;
      return;
    }
    std::vector<rl::Operator> ops;
    if (check_space != v1::ARM_SET_UNSPECIFIED) {
      absl::StatusOr<rl::ArmSet> arms = rl::ArmSet::Create(check_space);
      ops.assign(arms->operators().begin(), arms->operators().end());
    }
    auto problem = repair::RepairProblem::Create(*subject, localisation,
                                                 check_space != v1::ARM_SET_UNSPECIFIED, ops);
    if (!problem.ok()) {
      err << "aprgrid-attempt localise: " << problem.status().message() << "\n";
      code = 1;
      return;
    }
    const repair::RepairProblem& p = **problem;
    int failing = 0;
    for (const repair::TestRun& r : p.runs()) failing += r.passed ? 0 : 1;
    std::vector<repair::WeightedStatement> ranked = repair::Ranked(p.fault_space());
    auto [only, both] = repair::LocalisationWeights(localisation);
    out << absl::StrFormat("# %s: %d tests (%d failing), %d weighted statements (%s: %g / %g)\n",
                           subject->metadata.id(), p.runs().size(), failing, ranked.size(),
                           v1::Localisation_Name(localisation), only, both);
    for (const repair::TestRun& r : p.runs()) {
      if (!r.passed) out << "# failing: " << r.name << "\n";
    }
    std::optional<int> fix =
        repair::FixRank(ranked, p.facts(), subject->fix_diff, p.repair_file_names());
    out << "# fix location rank: " << (fix ? absl::StrCat(*fix) : std::string("not found")) << "\n";
    if (fix) {
      repair::IngredientCounts counts =
          repair::CountIngredients(p.pool(), *p.facts().node(ranked[*fix - 1].id));
      out << absl::StrFormat(
          "# ingredients at the fix location: %d (append %d, replace %d; pool %d)\n", counts.either,
          counts.append, counts.replace, p.pool().statements().size());
    } else {
      out << "# ingredients at the fix location: -\n";
    }
    out << "rank\tweight\tlocation\tstatement\n";
    for (size_t r = 0; r < ranked.size(); ++r) {
      const lang::Node& n = *p.facts().node(ranked[r].id);
      std::string text = lang::Print(n);
      size_t nl = text.find('\n');
      if (nl != std::string::npos && nl + 1 < text.size()) text = text.substr(0, nl) + " ...";
      if (!text.empty() && text.back() == '\n') text.pop_back();
      out << r + 1 << "\t" << ranked[r].weight << "\t" << p.file_names()[n.file] << ":" << n.line
          << "\t" << text << "\n";
    }
  });
  return code;
}

}  // namespace aprgrid::attempt
