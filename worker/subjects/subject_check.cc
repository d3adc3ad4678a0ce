#include "worker/subjects/subject_check.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "common/file_util.h"
#include "worker/lang/ast.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"
#include "worker/repair/fitness.h"
#include "worker/repair/fix_location.h"
#include "worker/repair/repair_problem.h"
#include "worker/repair/subject.h"
#include "worker/rl/arm_set.h"
#include "worker/subjects/suite_runner.h"
#include "worker/subjects/unified_diff.h"

namespace aprgrid::subjects {
namespace {

using aprgrid::v1::BugCategory;

// Top-level class names declared in `file` (empty when it does not parse); its java.util imports
// are no declarations.
std::vector<std::string> ClassNames(const lang::SourceFile& file) {
  std::vector<std::string> names;
  absl::StatusOr<lang::NodePtr> unit = lang::ParseSource(file.name, file.text);
  if (!unit.ok()) return names;
  for (const auto& decl : (*unit)->children) {
    if (decl->kind == lang::Kind::kClassDecl) names.push_back(decl->value);
  }
  return names;
}

class Reporter {
 public:
  explicit Reporter(BugReport& report) : report_(report) {}
  void Add(const std::string& file, const std::string& message) {
    report_.violations.push_back(
        {absl::StrCat(report_.bug->folder, ": ", file.empty() ? "bug.textproto" : file), message});
  }

 private:
  BugReport& report_;
};

void CheckMetadata(const Project& project, const Bug& bug, Reporter& r) {
  const aprgrid::v1::BugMetadata& m = bug.meta;
  if (bug.number == 0) {
    r.Add("", absl::StrCat("folder name is not \"", project.name, "-<n>\""));
  }
  if (m.id() != bug.folder) r.Add("", absl::StrCat("id \"", m.id(), "\" differs from the folder"));
  if (m.project() != project.name)
    r.Add("", absl::StrCat("project \"", m.project(), "\" is wrong"));
  if (m.description().empty() || m.description().find('\n') != std::string::npos) {
    r.Add("", "description must be one non-empty line");
  }
  if (m.category() == aprgrid::v1::BUG_CATEGORY_UNSPECIFIED) r.Add("", "category missing");
  if (m.category_reason().empty()) r.Add("", "category_reason missing");
  if (m.lines_changed() == 0) r.Add("", "lines_changed missing");
  const std::vector<std::string>& names = CrfTransformNames();
  for (const std::string& label : m.crf_labels()) {
    if (std::find(names.begin(), names.end(), label) == names.end()) {
      r.Add("", absl::StrCat("unknown CRF transform \"", label, "\""));
    }
  }
  if (m.sources().empty()) r.Add("", "sources missing");
  for (const std::string& s : m.sources()) {
    if (project.src.count(s) == 0) r.Add("src/" + s, "listed in sources but missing");
    if (bug.buggy.count(s) == 0) r.Add("buggy/" + s, "listed in sources but missing");
  }
  for (const auto& [name, text] : bug.buggy) {
    if (std::find(m.sources().begin(), m.sources().end(), name) == m.sources().end()) {
      r.Add("buggy/" + name, "not listed in sources");
    }
  }
  if (m.tests().empty()) r.Add("", "tests missing");
  if (m.heldout().empty()) r.Add("", "heldout missing");
  if (m.heldout_seed() == 0) r.Add("", "heldout_seed missing");
}

void CheckFix(const Project& project, const Bug& bug, Reporter& r) {
  absl::StatusOr<std::string> diff = ReadFileToString(bug.dir / "fix.diff");
  if (!diff.ok()) {
    r.Add("fix.diff", "missing");
    return;
  }
  absl::StatusOr<std::vector<FilePatch>> patches = ParseUnifiedDiff(*diff);
  if (!patches.ok()) {
    r.Add("fix.diff", std::string(patches.status().message()));
    return;
  }
  std::set<std::string> patched;
  int changed = 0;
  for (const FilePatch& patch : *patches) {
    patched.insert(patch.old_name);
    changed += CountChangedLines(patch);
    auto buggy = bug.buggy.find(patch.old_name);
    auto fixed = project.src.find(patch.new_name);
    if (buggy == bug.buggy.end() || fixed == project.src.end()) {
      r.Add("fix.diff",
            absl::StrCat("patches ", patch.old_name, ", which is not in buggy/ and src/"));
      continue;
    }
    absl::StatusOr<std::string> result = ApplyPatch(buggy->second, patch);
    if (!result.ok()) {
      r.Add("fix.diff", absl::StrCat("does not apply to buggy/", patch.old_name, ": ",
                                     result.status().message()));
    } else if (*result != fixed->second) {
      r.Add("fix.diff",
            absl::StrCat("patching buggy/", patch.old_name, " does not give src/", patch.new_name));
    }
  }
  for (const auto& [name, text] : bug.buggy) {
    if (patched.count(name) == 0) r.Add("fix.diff", absl::StrCat("does not patch ", name));
  }
  if (changed == 0) r.Add("fix.diff", "changes nothing");
}

struct SuiteCounts {
  int tests = 0;
  int failing_on_buggy = 0;
  int failing_on_fixed = 0;
};

// Runs the classes of `files` on both versions; reports compile errors.
SuiteCounts RunBoth(const Project& project, const Bug& bug,
                    const std::vector<lang::SourceFile>& files, const std::string& what,
                    Reporter& r) {
  SuiteCounts counts;
  std::vector<std::string> classes;
  for (const lang::SourceFile& f : files) {
    for (const std::string& c : ClassNames(f)) classes.push_back(c);
  }
  for (bool buggy : {false, true}) {
    absl::StatusOr<std::vector<lang::TestResult>> results =
        RunSuite(ProgramSources(project, bug, buggy), files, classes);
    if (!results.ok()) {
      r.Add(what, absl::StrCat("does not compile with the ", buggy ? "buggy" : "fixed",
                               " version: ", results.status().message()));
      continue;
    }
    counts.tests = static_cast<int>(results->size());
    (buggy ? counts.failing_on_buggy : counts.failing_on_fixed) = CountNotPassing(*results);
    if (!buggy) {
      for (const lang::TestResult& t : *results) {
        if (t.outcome != lang::Outcome::kPass) {
          r.Add(what, absl::StrCat("fails on the fixed version: ", lang::FormatResult(t, false)));
        }
      }
    }
  }
  return counts;
}

}  // namespace

const std::vector<std::string>& CrfTransformNames() {
  static const std::vector<std::string>* const kNames = new std::vector<std::string>{
      "Wrap-Meth",     "Unwrap-Meth",   "Var-RW-Var", "Var-RW-Meth", "Meth-RW-Meth", "Meth-RW-Var",
      "BinOper-Rep",   "Constant-Rep",  "LogExp-Exp", "LogExp-Red",  "Wrap-IF-N",    "Wrap-IF-O",
      "Wrap-IFELSE-N", "Wrap-IFELSE-O", "Unwrap-IF",  "Wrap-TRY"};
  return *kNames;
}

int ProjectLines(const Project& project) {
  int lines = 0;
  for (const auto& [name, text] : project.src) {
    lines += static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  }
  return lines;
}

absl::StatusOr<std::string> ProveCategory(const Bug& bug) {
  BugCategory category = bug.meta.category();
  if (category != aprgrid::v1::GENPROG_FIXABLE && category != aprgrid::v1::PAR_FIXABLE) return "";
  absl::StatusOr<std::string> out = absl::UnknownError("not run");
  lang::RunWithLargeStack([&] {
    absl::StatusOr<repair::Subject> subject = repair::LoadSubject(bug.dir.string());
    if (!subject.ok()) {
      out = subject.status();
      return;
    }
    // The claimed family: GenProg's three statement operators, or PAR_18 without them.
    absl::StatusOr<rl::ArmSet> arms = rl::ArmSet::Create(aprgrid::v1::PAR_18);
    if (!arms.ok()) {
      out = arms.status();
      return;
    }
    std::vector<rl::Operator> ops;
    for (rl::Operator op : arms->operators()) {
      bool genprog = op == rl::Operator::kAppend || op == rl::Operator::kDelete ||
                     op == rl::Operator::kReplace;
      if (genprog == (category == aprgrid::v1::GENPROG_FIXABLE)) ops.push_back(op);
    }
    absl::StatusOr<std::unique_ptr<repair::RepairProblem>> problem = repair::RepairProblem::Create(
        *subject, aprgrid::v1::JARFLY_RUNS, /*check_space=*/false, ops, /*artefact=*/false);
    if (!problem.ok()) {
      out = problem.status();
      return;
    }
    repair::RepairProblem& p = **problem;
    repair::FitnessParams params;
    // The smallest sample (one passing test): a candidate that fails a failing test costs the
    // failing tests and one more, not the whole suite; one that passes the sample still runs every
    // test before it counts as a repair, so the proof found is the same.
    params.positive_sample = 1e-9;
    // And one failing test screens: the one the original ran in the fewest steps. The engine runs
    // the others with the passing tests, only for a candidate that passes the screen and the
    // sample, and a repair still passes every test of the suite. A library project's failing
    // tests can include scenario tests that run most of the library; most candidates fail the
    // cheapest one, so they no longer run the scenarios.
    std::vector<repair::TestRun> runs(p.runs().begin(), p.runs().end());
    int screen = -1;
    for (size_t i = 0; i < runs.size(); ++i) {
      if (!runs[i].passed && (screen < 0 || runs[i].steps < runs[screen].steps)) {
        screen = static_cast<int>(i);
      }
    }
    for (size_t i = 0; i < runs.size(); ++i) {
      if (runs[i].passed || static_cast<int>(i) == screen) continue;
      runs[i].passed = true;
      // The engine bounds a test's steps by the passing tests' (FitnessEngine::Create): zero
      // keeps the bound the search has.
      runs[i].steps = 0;
    }
    absl::StatusOr<repair::FitnessEngine> engine =
        repair::FitnessEngine::Create(p.unit(), p.program(), p.file_names(), runs, params);
    if (!engine.ok()) {
      out = engine.status();
      return;
    }
    Rng rng(1);
    int64_t tried = 0;
    // The developer's location first: a project's large classes make fault spaces of hundreds of
    // statements, each with its candidates and a run of the suite.
    for (const repair::WeightedStatement& w : repair::NearestToTheFixFirst(
             p.fault_space(), p.facts(), subject->fix_diff, p.repair_file_names())) {
      const lang::Node& target = *p.facts().node(w.id);
      for (rl::Operator op : ops) {
        if (!p.space().Applies(op, target)) continue;
        for (const repair::Candidate& c : p.space().Candidates(op, target)) {
          ++tried;
          if (!engine->Evaluate({c.edit}, rng).repair) continue;
          std::string payload = c.edit.payload ? lang::Print(*c.edit.payload) : "(deleted)";
          while (!payload.empty() && payload.back() == '\n') payload.pop_back();
          out = absl::StrCat(std::string(rl::OperatorName(op)), " at line ",
                             repair::ProgramFacts::LineOf(target), ": ", payload, " (edit ", tried,
                             " tried)");
          return;
        }
      }
    }
    out = absl::NotFoundError(
        absl::StrCat("no single ", category == aprgrid::v1::GENPROG_FIXABLE ? "GenProg" : "PAR",
                     " edit at the ", p.fault_space().size(),
                     " fault-space locations makes the developer "
                     "suite pass (",
                     tried, " edits tried)"));
  });
  return out;
}

BugReport EvaluateBug(const Project& project, const Bug& bug, bool run_suites) {
  BugReport report;
  report.project = &project;
  report.bug = &bug;
  Reporter r(report);
  if (!bug.metadata_error.empty()) {
    r.Add("", bug.metadata_error);
    return report;
  }
  CheckMetadata(project, bug, r);
  CheckFix(project, bug, r);
  absl::StatusOr<std::vector<lang::SourceFile>> dev = ReadListed(bug, bug.meta.tests());
  absl::StatusOr<std::vector<lang::SourceFile>> heldout = ReadListed(bug, bug.meta.heldout());
  if (!dev.ok()) r.Add("tests", std::string(dev.status().message()));
  if (!heldout.ok()) r.Add("heldout", std::string(heldout.status().message()));
  if (!run_suites || !dev.ok() || !heldout.ok()) return report;

  std::string dev_name = absl::StrJoin(bug.meta.tests(), ",");
  SuiteCounts d = RunBoth(project, bug, *dev, dev_name, r);
  report.dev_tests = d.tests;
  report.dev_failing_on_buggy = d.failing_on_buggy;
  report.dev_failing_on_fixed = d.failing_on_fixed;
  if (d.tests < 8) r.Add(dev_name, absl::StrCat("developer suite has ", d.tests, " tests (< 8)"));
  if (d.failing_on_buggy < 1) r.Add(dev_name, "no developer test fails on the buggy version");
  absl::StatusOr<std::string> proof = ProveCategory(bug);
  if (proof.ok()) {
    report.category_proof = *proof;
  } else {
    r.Add("", absl::StrCat("category ", aprgrid::v1::BugCategory_Name(bug.meta.category()),
                           " is not proved: ", proof.status().message()));
  }

  if (bug.meta.heldout().empty()) return report;
  std::string held_name = absl::StrJoin(bug.meta.heldout(), ",");
  SuiteCounts h = RunBoth(project, bug, *heldout, held_name, r);
  report.heldout_tests = h.tests;
  report.heldout_failing_on_buggy = h.failing_on_buggy;
  report.heldout_failing_on_fixed = h.failing_on_fixed;
  if (h.tests < 100) {
    r.Add(held_name, absl::StrCat("held-out suite has ", h.tests, " tests (< 100)"));
  }
  if (h.failing_on_buggy < 1) r.Add(held_name, "no held-out test fails on the buggy version");
  return report;
}

CatalogReport CheckCatalog(const std::vector<Project>& projects, bool run_suites, int threads) {
  CatalogReport report;
  std::vector<std::pair<const Project*, const Bug*>> jobs;
  for (const Project& p : projects) {
    for (const Bug& b : p.bugs) jobs.push_back({&p, &b});
  }
  report.bugs.resize(jobs.size());
  std::atomic<size_t> next{0};  // Each thread takes the next job; each job's slot is its own.
  auto work = [&] {
    for (size_t i = next++; i < jobs.size(); i = next++) {
      report.bugs[i] = EvaluateBug(*jobs[i].first, *jobs[i].second, run_suites);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < std::max(1, threads); ++t) pool.emplace_back(work);
  for (std::thread& t : pool) t.join();
  for (const BugReport& b : report.bugs) {
    report.violations.insert(report.violations.end(), b.violations.begin(), b.violations.end());
  }

  // Per project: ids dense from 1, size, class names unique; benchmark-wide: bug test classes.
  std::map<std::string, std::string> bug_classes;  // Class -> the bug that declares it.
  std::map<std::string, int> categories;
  std::map<std::string, int> transforms;
  int bugs = 0;
  for (const Project& p : projects) {
    int lines = ProjectLines(p);
    if (lines < 150 || lines > 4000) {
      report.violations.push_back(
          {p.name + ": src/", absl::StrCat(lines, " lines of source (must be 150-4000)")});
    }
    for (size_t i = 0; i < p.bugs.size(); ++i) {
      const Bug& b = p.bugs[i];
      if (b.number != static_cast<int>(i) + 1) {
        report.violations.push_back(
            {p.name, absl::StrCat("bug ids are not dense: expected ", p.name, "-", i + 1,
                                  ", found ", b.folder)});
        break;
      }
    }
    std::map<std::string, std::string> project_classes;  // Class -> file.
    auto declare = [&](const std::string& file, const std::string& text) {
      for (const std::string& c : ClassNames({file, text})) {
        auto [it, fresh] = project_classes.emplace(c, file);
        if (!fresh && it->second != file) {
          report.violations.push_back(
              {absl::StrCat(p.name, ": ", file),
               absl::StrCat("class ", c, " is also declared in ", it->second)});
        }
      }
    };
    for (const auto& [name, text] : p.src) declare("src/" + name, text);
    for (const Bug& b : p.bugs) {
      ++bugs;
      categories[aprgrid::v1::BugCategory_Name(b.meta.category())]++;
      for (const std::string& label : b.meta.crf_labels()) transforms[label]++;
      std::vector<std::string> own;
      for (const std::string& t : b.meta.tests()) {
        if (t.rfind("../", 0) != 0) own.push_back(t);
      }
      for (const std::string& t : b.meta.heldout()) own.push_back(t);
      for (const std::string& t : own) {
        absl::StatusOr<std::string> text = ReadFileToString(b.dir / t);
        if (!text.ok()) continue;
        std::string file = absl::StrCat(b.folder, "/", t);
        declare(file, *text);
        for (const std::string& c : ClassNames({t, *text})) {
          auto [it, fresh] = bug_classes.emplace(c, file);
          if (!fresh && it->second != file && it->second.rfind(p.name + "-", 0) != 0) {
            report.violations.push_back(
                {absl::StrCat(b.folder, ": ", t),
                 absl::StrCat("class ", c, " is also declared in ", it->second)});
          }
        }
      }
    }
  }
  if (bugs < 80) report.violations.push_back({"benchmark", absl::StrCat(bugs, " bugs (< 80)")});
  auto need = [&](const std::string& category, int n) {
    if (categories[category] < n) {
      report.violations.push_back(
          {"benchmark", absl::StrCat(categories[category], " ", category, " bugs (< ", n, ")")});
    }
  };
  need("GENPROG_FIXABLE", 25);
  need("PAR_FIXABLE", 25);
  need("NEITHER", 20);
  for (const std::string& t : CrfTransformNames()) {
    if (transforms[t] < 2) {
      report.violations.push_back({"benchmark", absl::StrCat("CRF transform ", t, " labels ",
                                                             transforms[t], " bug fix(es) (< 2)")});
    }
  }
  return report;
}

}  // namespace aprgrid::subjects
