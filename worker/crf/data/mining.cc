#include "worker/crf/data/mining.h"

#include <algorithm>
#include <filesystem>
#include <memory>

#include "absl/container/flat_hash_map.h"
#include "common/file_util.h"
#include "common/spec/subject_catalog.h"
#include "common/status_macros.h"
#include "worker/crf/data/characteristics.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"

namespace aprgrid::crf {
namespace {

const lang::Node* EnclosingClass(const lang::Node* n) {
  for (; n != nullptr; n = n->parent) {
    if (n->kind == lang::Kind::kClassDecl) return n;
  }
  return nullptr;
}

}  // namespace

absl::StatusOr<MinedPair> MineFiles(const std::string& before_text, const std::string& after_text) {
  MinedPair out;
  ASSIGN_OR_RETURN(out.before, lang::ParseSource("before.java", before_text));
  ASSIGN_OR_RETURN(out.after, lang::ParseSource("after.java", after_text));
  AstDiff diff = AstDiff::Compute(*out.before, *out.after);
  LabelledStatements labelled = LabelDiffPerStatement(diff);
  out.reason = labelled.reason;
  out.root_ops = labelled.root_ops;
  if (labelled.reason != DropReason::kKept) return out;
  // The class analysis of the buggy program, once per class.
  absl::flat_hash_map<const lang::Node*, std::shared_ptr<const ClassContext>> contexts;
  for (const LabelledStatement& s : labelled.statements) {
    const lang::Node* cls = EnclosingClass(s.statement);
    if (cls == nullptr) return absl::InternalError("labelled statement outside a class");
    std::shared_ptr<const ClassContext>& context = contexts[cls];
    if (context == nullptr) context = AnalyseClass(*cls, *out.before);
    MinedStatement& mined = out.statements.emplace_back();
    mined.statement = StatementToTree(*s.statement, *context);
    mined.statement_text = lang::Print(*s.statement);
    mined.sample = ToLabeledTree(mined.statement, s);
    for (int t : mined.sample.gold) {
      if (t != kEmpty) out.transforms.emplace_back(TransformName(t));
    }
  }
  std::sort(out.transforms.begin(), out.transforms.end());
  return out;
}

absl::StatusOr<MinedPair> MineBug(const std::string& bug_dir) {
  namespace fs = std::filesystem;
  fs::path buggy = fs::path(bug_dir) / "buggy";
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(buggy, ec)) {
    if (e.path().extension() == ".java") files.push_back(e.path());
  }
  if (ec || files.empty()) return absl::NotFoundError("no buggy/*.java in " + bug_dir);
  std::sort(files.begin(), files.end());
  absl::StatusOr<MinedPair> last = absl::NotFoundError("no pair");
  for (const fs::path& f : files) {
    ASSIGN_OR_RETURN(std::string before, ReadFileToString(f));
    ASSIGN_OR_RETURN(std::string after,
                     ReadFileToString(fs::path(bug_dir) / ".." / "src" / f.filename()));
    last = MineFiles(before, after);
    if (!last.ok() || last->reason == DropReason::kKept) return last;
  }
  return last;
}

absl::StatusOr<BenchmarkFixes> MineBenchmarkFixes(const std::string& subjects_dir) {
  BenchmarkFixes out;
  std::error_code ec;
  if (subjects_dir.empty() || !std::filesystem::is_directory(subjects_dir, ec)) return out;
  for (const std::filesystem::path& bug : spec::FindBugFolders(subjects_dir)) {
    ++out.bugs;
    ASSIGN_OR_RETURN(MinedPair mined, MineBug(bug.string()));
    if (mined.reason != DropReason::kKept || mined.statements.empty()) continue;
    ++out.bugs_kept;
    for (MinedStatement& s : mined.statements) {
      out.ids.push_back(bug.filename().string());
      out.projects.push_back(bug.parent_path().filename().string());
      out.samples.push_back(std::move(s.sample));
    }
  }
  return out;
}

std::string BugDirectory(const std::string& subjects_dir, const std::string& id) {
  return spec::BugFolderPath(subjects_dir, id).string();
}

}  // namespace aprgrid::crf
