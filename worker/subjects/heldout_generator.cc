#include "worker/subjects/heldout_generator.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "common/file_util.h"
#include "common/random.h"
#include "common/status_macros.h"
#include "worker/lang/ast.h"
#include "worker/lang/parser.h"
#include "worker/subjects/heldout_inputs.h"
#include "worker/subjects/heldout_model.h"
#include "worker/subjects/heldout_probe.h"
#include "worker/subjects/java_literals.h"
#include "worker/subjects/suite_runner.h"
#include "worker/subjects/unified_diff.h"

namespace aprgrid::subjects {
namespace {

using heldout::AnyThrows;
using heldout::AssertObs;
using heldout::Candidate;
using heldout::ClassMap;
using heldout::DrawCandidate;
using heldout::InputDrawer;
using heldout::IsThrowable;
using heldout::kCalled;
using heldout::kMaxTokenBytes;
using heldout::Method;
using heldout::Obs;
using heldout::ProbeSource;
using heldout::ReadClasses;
using heldout::RenderProbe;
using heldout::Subclasses;
using heldout::Tokens;

// The line of a compile error in `file`, or 0.
int ErrorLine(const absl::Status& status, const std::string& file) {
  std::string message(status.message());
  size_t at = message.find(file + ":");
  if (at == std::string::npos) return 0;
  int line = 0;
  std::string rest = message.substr(at + file.size() + 1);
  if (!absl::SimpleAtoi(rest.substr(0, rest.find(':')), &line)) return 0;
  return line;
}

bool Diverges(const lang::TestResult& r) {
  return r.outcome == lang::Outcome::kTimeout ||
         (r.outcome == lang::Outcome::kError &&
          (r.message == "StackOverflowError" || r.message == "OutOfMemoryError"));
}

struct Judged {
  Candidate cand;
  std::vector<std::string> tokens;  // Empty for an expected-exception test.
  std::string exception;
  bool reveals = false;  // The buggy version behaves differently.
};

// Runs `cands` on both versions; returns the usable ones in order.
absl::StatusOr<std::vector<Judged>> Judge(const ClassMap& classes,
                                          const std::vector<lang::SourceFile>& fixed,
                                          const std::vector<lang::SourceFile>& buggy,
                                          std::vector<Candidate> cands) {
  const std::string cls = "HeldoutProbe";
  const std::string file = cls + ".java";
  lang::RunLimits limits;
  limits.step_budget = 300'000;
  limits.heap_bytes = 8u << 20;
  for (int attempt = 0; !cands.empty(); ++attempt) {
    ProbeSource probe = RenderProbe(classes, cls, cands);
    std::vector<lang::SourceFile> tests = {{file, probe.text}};
    absl::StatusOr<std::vector<lang::TestResult>> on_fixed = RunSuite(fixed, tests, {cls}, limits);
    absl::StatusOr<std::vector<lang::TestResult>> on_buggy =
        on_fixed.ok() ? RunSuite(buggy, tests, {cls}, limits) : on_fixed;
    if (on_fixed.ok() && on_buggy.ok()) {
      std::vector<Judged> out;
      for (size_t i = 0; i < cands.size(); ++i) {
        const lang::TestResult& f = (*on_fixed)[i];
        const lang::TestResult& b = (*on_buggy)[i];
        if (Diverges(f) || Diverges(b) || f.outcome == lang::Outcome::kFail) continue;
        Judged j{std::move(cands[i]), Tokens(f.output), "", false};
        if (f.outcome == lang::Outcome::kError) {
          if (!j.tokens.empty()) continue;  // Thrown by an observation: not a clean test.
          j.exception = f.message;
        } else if (j.tokens.empty() || j.tokens[0] != std::string(kCalled)) {
          continue;
        } else {
          j.tokens.erase(j.tokens.begin());
        }
        // Long values make unreadable tests (and javac caps a constant at 65535 bytes).
        if (std::any_of(j.tokens.begin(), j.tokens.end(),
                        [](const std::string& t) { return t.size() > kMaxTokenBytes; })) {
          continue;
        }
        j.reveals = f.outcome != b.outcome || f.message != b.message || f.output != b.output;
        out.push_back(std::move(j));
      }
      return out;
    }
    const absl::Status& error = on_fixed.ok() ? on_buggy.status() : on_fixed.status();
    int line = ErrorLine(error, file);
    auto bad = std::find_if(probe.lines.begin(), probe.lines.end(),
                            [&](const auto& r) { return r.first <= line && line <= r.second; });
    if (line == 0 || bad == probe.lines.end() || attempt > 200) {
      return absl::InternalError(
          absl::StrCat("held-out probe does not compile: ", error.message()));
    }
    cands.erase(cands.begin() + (bad - probe.lines.begin()));
  }
  return std::vector<Judged>{};
}

std::string RenderTest(const ClassMap& classes, const Judged& j, const std::string& name) {
  std::vector<std::string> lines;
  const char* throws = AnyThrows(classes) ? " throws Exception" : "";
  std::vector<std::string> subclasses;
  if (!j.exception.empty()) subclasses = Subclasses(classes, j.exception);
  if (!subclasses.empty()) {
    // A subclass of the expected exception must fail the test, which `expected` cannot say.
    lines.push_back("  @Test");
    lines.push_back(absl::StrCat("  public void ", name, "()", throws, " {"));
    lines.push_back("    try {");
    for (const std::string& s : j.cand.setup) lines.push_back("      " + s);
    lines.push_back(absl::StrCat("      Assert.fail(\"expected ", j.exception, "\");"));
    for (const std::string& sub : subclasses) {
      lines.push_back(absl::StrCat("    } catch (", sub, " e) {"));
      lines.push_back(absl::StrCat("      Assert.fail(\"", sub, "\");"));
    }
    lines.push_back(absl::StrCat("    } catch (", j.exception, " e) {"));
    lines.push_back(absl::StrCat("      Assert.assertNotNull(e);"));
    lines.push_back("    }");
    lines.push_back("  }");
    return absl::StrJoin(lines, "\n");
  }
  if (j.exception.empty()) {
    lines.push_back("  @Test");
  } else {
    lines.push_back(absl::StrCat("  @Test(expected = ", j.exception, ".class)"));
  }
  lines.push_back(absl::StrCat("  public void ", name, "()", throws, " {"));
  for (const std::string& s : j.cand.setup) lines.push_back("    " + s);
  if (j.exception.empty()) {
    size_t pos = 0;
    std::vector<std::string> asserts;
    for (const Obs& o : j.cand.obs) {
      if (!AssertObs(classes, o, j.tokens, pos, asserts)) return "";
    }
    if (pos != j.tokens.size()) return "";
    for (const std::string& s : asserts) lines.push_back("    " + s);
  }
  lines.push_back("  }");
  return absl::StrJoin(lines, "\n");
}

std::vector<const Method*> TargetMethods(const ClassMap& classes,
                                         const std::set<std::string>& files, InputDrawer& draw) {
  std::vector<const Method*> out;
  for (const auto& entry : classes) {
    // Named, not a structured binding: clang 14 cannot capture a binding in the lambda below.
    const std::string& name = entry.first;
    const auto& info = entry.second;
    if (IsThrowable(classes, name)) continue;
    auto add = [&](const Method& m) {
      if (files.count(m.file) == 0) return;
      for (const std::string& p : m.params) {
        if (!draw.Drawable(p)) return;
      }
      if (!m.is_static && !m.is_ctor && draw.Creators(m.cls).empty() &&
          info.enum_constants.empty()) {
        return;
      }
      out.push_back(&m);
    };
    if (!info.is_abstract) {
      for (const Method& m : info.ctors) add(m);
    }
    for (const Method& m : info.methods) add(m);
  }
  return out;
}

// Which of `judged` fail on the buggy version once rendered as tests (exactly as they will be
// written: an expected exception also admits its subclasses, a 0.0 delta admits -0.0).
absl::StatusOr<std::vector<bool>> FailOnBuggy(const ClassMap& classes,
                                              const std::vector<lang::SourceFile>& buggy,
                                              const std::vector<Judged>& judged) {
  const std::string cls = "HeldoutReveal";
  std::vector<std::string> parts = {absl::StrCat("public class ", cls, " {")};
  std::vector<int> rendered(judged.size(), -1);
  int n = 0;
  for (size_t i = 0; i < judged.size(); ++i) {
    std::string test = RenderTest(classes, judged[i], absl::StrFormat("t%05d", n));
    if (test.empty()) continue;
    parts.push_back(test);
    rendered[i] = n++;
  }
  parts.push_back("}");
  std::vector<lang::SourceFile> tests = {{cls + ".java", absl::StrJoin(parts, "\n") + "\n"}};
  ASSIGN_OR_RETURN(std::vector<lang::TestResult> results, RunSuite(buggy, tests, {cls}));
  std::vector<bool> fails(judged.size(), false);
  for (size_t i = 0; i < judged.size(); ++i) {
    if (rendered[i] >= 0 && static_cast<size_t>(rendered[i]) < results.size()) {
      fails[i] = results[rendered[i]].outcome != lang::Outcome::kPass;
    }
  }
  return fails;
}

uint64_t Fnv1a(std::string_view text) {
  uint64_t h = 1469598103934665603ull;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

uint64_t DefaultHeldoutSeed(const std::string& bug_id) { return Fnv1a(bug_id) % 1000000007ull; }

absl::StatusOr<HeldoutSuite> GenerateHeldout(const Project& project, const Bug& bug, uint64_t seed,
                                             const HeldoutOptions& options) {
  std::vector<lang::SourceFile> fixed = ProgramSources(project, bug, /*buggy=*/false);
  std::vector<lang::SourceFile> buggy = ProgramSources(project, bug, /*buggy=*/true);
  ASSIGN_OR_RETURN(ClassMap classes, ReadClasses(fixed));

  LiteralPool pool;
  for (const auto& [name, text] : project.src) CollectLiterals(text, pool);
  std::error_code ec;
  if (std::filesystem::is_directory(project.dir / "tests", ec)) {
    for (const auto& entry : std::filesystem::directory_iterator(project.dir / "tests")) {
      ASSIGN_OR_RETURN(std::string text, ReadFileToString(entry.path()));
      CollectLiterals(text, pool);
    }
  }
  std::sort(pool.strings.begin(), pool.strings.end());
  std::sort(pool.chars.begin(), pool.chars.end());
  std::sort(pool.ints.begin(), pool.ints.end());
  std::sort(pool.doubles.begin(), pool.doubles.end());

  Rng rng(seed);
  std::set<std::string> sources(bug.meta.sources().begin(), bug.meta.sources().end());
  InputDrawer plain(classes, pool, rng, false);
  std::vector<const Method*> targets = TargetMethods(classes, sources, plain);
  if (targets.empty()) {
    return absl::FailedPreconditionError(absl::StrCat(bug.folder, ": no testable method"));
  }
  HeldoutSuite suite;
  std::vector<Judged> kept;
  // Phase 1: every method of the classes under repair.
  for (int round = 0; static_cast<int>(kept.size()) < options.min_tests; ++round) {
    if (round >= 30) {
      return absl::InternalError(absl::StrCat(bug.folder, ": only ", kept.size(),
                                              " usable held-out tests after ", suite.candidates,
                                              " candidates"));
    }
    std::vector<Candidate> cands;
    while (cands.size() < 64) {
      bool boost = rng.Bernoulli(0.2);
      InputDrawer draw(classes, pool, rng, boost);
      const Method& m = *targets[rng.Below(targets.size())];
      ++suite.candidates;
      if (std::optional<Candidate> c = DrawCandidate(classes, m, draw, rng, boost)) {
        cands.push_back(std::move(*c));
      }
    }
    ASSIGN_OR_RETURN(std::vector<Judged> judged, Judge(classes, fixed, buggy, std::move(cands)));
    for (Judged& j : judged) {
      if (static_cast<int>(kept.size()) < options.min_tests) kept.push_back(std::move(j));
    }
  }
  // Phase 2: the methods the fix changes, with extreme inputs and the bug's test literals.
  ASSIGN_OR_RETURN(std::vector<bool> kept_fail, FailOnBuggy(classes, buggy, kept));
  bool revealed = std::find(kept_fail.begin(), kept_fail.end(), true) != kept_fail.end();
  if (!revealed) {
    ASSIGN_OR_RETURN(std::string diff, ReadFileToString(bug.dir / "fix.diff"));
    ASSIGN_OR_RETURN(std::vector<FilePatch> patches, ParseUnifiedDiff(diff));
    std::vector<const Method*> changed;
    for (const FilePatch& patch : patches) {
      std::vector<int> lines = ChangedNewLines(patch);
      for (const Method* m : targets) {
        if (m->file != patch.new_name) continue;
        bool hit = std::any_of(lines.begin(), lines.end(),
                               [&](int l) { return m->first_line <= l && l <= m->last_line; });
        if (hit) changed.push_back(m);
      }
    }
    if (changed.empty()) changed = targets;  // A private helper or a field: go through all.
    LiteralPool focus;
    for (const std::string& t : bug.meta.tests()) {
      if (t.rfind("../", 0) == 0) continue;
      ASSIGN_OR_RETURN(std::string text, ReadFileToString(bug.dir / t));
      CollectLiterals(text, focus);
    }
    LiteralPool targeted = pool;
    for (const std::string& t : focus.strings) CollectLiterals(t, targeted);
    targeted.strings.insert(targeted.strings.end(), focus.strings.begin(), focus.strings.end());
    int found = 0;
    for (int drawn = 0; drawn < options.max_targeted && found < options.max_revealing;) {
      std::vector<Candidate> cands;
      while (cands.size() < 100 && drawn < options.max_targeted) {
        ++drawn;
        ++suite.candidates;
        bool boost = rng.Bernoulli(0.6);
        InputDrawer draw(classes, targeted, rng, boost, &focus);
        const Method& m = rng.Bernoulli(0.6) ? *changed[rng.Below(changed.size())]
                                             : *targets[rng.Below(targets.size())];
        if (std::optional<Candidate> c = DrawCandidate(classes, m, draw, rng, boost)) {
          cands.push_back(std::move(*c));
        }
      }
      ASSIGN_OR_RETURN(std::vector<Judged> judged, Judge(classes, fixed, buggy, std::move(cands)));
      std::erase_if(judged, [](const Judged& j) { return !j.reveals; });
      ASSIGN_OR_RETURN(std::vector<bool> fails, FailOnBuggy(classes, buggy, judged));
      for (size_t i = 0; i < judged.size(); ++i) {
        if (fails[i] && found < options.max_revealing) {
          kept.push_back(std::move(judged[i]));
          ++found;
        }
      }
    }
  }

  suite.class_name = absl::StrCat(CapitalizedProject(project.name), bug.number, "Heldout");
  suite.file_name = absl::StrCat("heldout/", suite.class_name, ".java");
  std::vector<std::string> parts = {
      absl::StrCat("// Held-out tests of ", bug.folder,
                   ", generated by aprgrid-heldout from the fixed version (seed ", seed, ")."),
      absl::StrCat("// Do not edit: regenerate with `aprgrid-heldout --subjects subjects --bug ",
                   bug.folder, "`."),
      absl::StrCat("public class ", suite.class_name, " {")};
  for (const Judged& j : kept) {
    std::string test = RenderTest(classes, j, absl::StrFormat("test%03d", suite.tests));
    if (test.empty()) continue;
    if (suite.tests > 0) parts.push_back("");
    parts.push_back(test);
    ++suite.tests;
  }
  parts.push_back("}");
  suite.source = absl::StrJoin(parts, "\n") + "\n";

  std::vector<lang::SourceFile> tests = {{suite.class_name + ".java", suite.source}};
  ASSIGN_OR_RETURN(std::vector<lang::TestResult> on_fixed,
                   RunSuite(fixed, tests, {suite.class_name}));
  for (const lang::TestResult& r : on_fixed) {
    if (r.outcome != lang::Outcome::kPass) {
      return absl::InternalError(
          absl::StrCat(bug.folder, ": generated test ", r.name,
                       " does not pass on the fixed version: ", lang::FormatResult(r, false)));
    }
  }
  ASSIGN_OR_RETURN(std::vector<lang::TestResult> on_buggy,
                   RunSuite(buggy, tests, {suite.class_name}));
  suite.failing_on_buggy = CountNotPassing(on_buggy);
  return suite;
}

std::string WithHeldoutFields(const std::string& text, const std::string& file, uint64_t seed) {
  std::vector<std::string> kept;
  for (const std::string& line : std::vector<std::string>(absl::StrSplit(text, '\n'))) {
    std::string trimmed = line.substr(std::min(line.find_first_not_of(' '), line.size()));
    if (trimmed.starts_with("heldout:") || trimmed.starts_with("heldout_seed:")) continue;
    kept.emplace_back(line);
  }
  while (!kept.empty() && kept.back().empty()) kept.pop_back();
  kept.push_back(absl::StrCat("heldout: \"", file, "\""));
  kept.push_back(absl::StrCat("heldout_seed: ", seed));
  return absl::StrJoin(kept, "\n") + "\n";
}

}  // namespace aprgrid::subjects
