// `aprgrid subjects list|check|difficulty`: the catalog of the built-in benchmark, its invariants
// and its difficulty (docs/subjects.md). The work is done by worker/subjects (library
// aprgrid_subjects).
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "cli/campaign_report.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/results_query.h"
#include "cli/subjects_difficulty.h"
#include "common/json_text.h"
#include "google/protobuf/util/json_util.h"
#include "worker/subjects/catalog.h"
#include "worker/subjects/difficulty.h"
#include "worker/subjects/subject_check.h"

namespace aprgrid::cli {
namespace {

std::string BugJson(const subjects::BugReport& b) {
  std::string meta;
  google::protobuf::util::JsonPrintOptions options;
  options.preserve_proto_field_names = true;
  if (!google::protobuf::util::MessageToJsonString(b.bug->meta, &meta, options).ok()) meta = "{}";
  return absl::StrCat(
      "{\"id\":", JsonString(b.bug->folder), ",\"project\":", JsonString(b.project->name),
      ",\"metadata\":", meta, ",\"dev_tests\":", b.dev_tests,
      ",\"dev_failing_on_buggy\":", b.dev_failing_on_buggy, ",\"heldout_tests\":", b.heldout_tests,
      ",\"heldout_failing_on_buggy\":", b.heldout_failing_on_buggy,
      ",\"violations\":", b.violations.size(), "}");
}

std::string BugLine(const subjects::BugReport& b) {
  const aprgrid::v1::BugMetadata& m = b.bug->meta;
  std::string category = aprgrid::v1::BugCategory_Name(m.category());
  return absl::StrCat(b.bug->folder, "\t", category, "\tlines=", m.lines_changed(),
                      "\tcrf=", m.crf_labels().empty() ? "-" : absl::StrJoin(m.crf_labels(), ","),
                      "\tdev=", b.dev_tests, "\tdev_fail_buggy=", b.dev_failing_on_buggy,
                      "\theldout=", b.heldout_tests,
                      "\theldout_fail_buggy=", b.heldout_failing_on_buggy, "\t", m.description());
}

// `difficulty`: the table and summary of docs/subjects.md, "Difficulty"; with a campaign, its
// repair attempts' outcomes per bug.
int RunDifficulty(const std::vector<subjects::Project>& catalog, const std::string& db_flag,
                  const std::string& campaign, std::ostream& out, std::ostream& err) {
  std::map<std::string, BugOutcomes> outcomes;
  if (!campaign.empty()) {
    const std::string db = ResultsDbPath(db_flag);
    if (db.empty()) {
      err << "aprgrid subjects difficulty: --campaign needs --db FILE (or APRGRID_DB)\n";
      return kExitUsage;
    }
    absl::StatusOr<std::string> id = ResolveCampaign(db, campaign);
    absl::StatusOr<std::map<std::string, BugOutcomes>> read =
        id.ok() ? ReadBugOutcomes(db, *id)
                : absl::StatusOr<std::map<std::string, BugOutcomes>>(id.status());
    if (!read.ok()) {
      err << "aprgrid subjects difficulty: " << read.status().message() << "\n";
      return kExitInvalid;
    }
    outcomes = std::move(*read);
  }
  absl::StatusOr<std::vector<subjects::BugDifficulty>> bugs = subjects::MeasureCatalog(catalog);
  if (!bugs.ok()) {
    err << "aprgrid subjects difficulty: " << bugs.status().message() << "\n";
    return kExitInvalid;
  }
  std::map<std::string, int> lines;
  for (const subjects::Project& p : catalog) lines[p.name] = subjects::ProjectLines(p);
  WriteDifficulty(*bugs, lines, campaign.empty() ? nullptr : &outcomes, out);
  return kExitOk;
}

int Run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string root = "subjects";
  bool json = false;
  bool proofs = false;
  std::string db;
  std::string campaign;
  FlagParser flags;
  flags.AddString("subjects", &root);
  flags.AddBool("json", &json);
  flags.AddBool("proofs", &proofs);
  flags.AddString("db", &db);
  flags.AddString("campaign", &campaign);
  std::vector<std::string> positional;
  if (absl::Status parsed = flags.Parse(args, &positional); !parsed.ok()) {
    err << "aprgrid subjects: " << parsed.message() << "\n";
    return kExitUsage;
  }
  if (positional.size() != 1 ||
      (positional[0] != "list" && positional[0] != "check" && positional[0] != "difficulty")) {
    err << "usage: aprgrid subjects list|check|difficulty [--json] [--proofs] [--subjects DIR] "
           "[--db FILE --campaign C]\n";
    return kExitUsage;
  }
  absl::StatusOr<std::vector<subjects::Project>> catalog = subjects::LoadCatalog(root);
  if (!catalog.ok()) {
    err << "aprgrid subjects: " << catalog.status().message() << "\n";
    return kExitInvalid;
  }
  if (positional[0] == "difficulty") return RunDifficulty(*catalog, db, campaign, out, err);
  subjects::CatalogReport report = subjects::CheckCatalog(*catalog);
  if (positional[0] == "list") {
    if (json) {
      std::vector<std::string> items;
      for (const subjects::BugReport& b : report.bugs) items.push_back(BugJson(b));
      out << "[" << absl::StrJoin(items, ",\n ") << "]\n";
    } else {
      for (const subjects::BugReport& b : report.bugs) out << BugLine(b) << "\n";
      out << report.bugs.size() << " bugs\n";
    }
    return kExitOk;
  }
  if (proofs) {
    for (const subjects::BugReport& b : report.bugs) {
      if (b.category_proof.empty()) continue;
      out << "PROOF " << b.bug->meta.id() << " "
          << aprgrid::v1::BugCategory_Name(b.bug->meta.category()) << ": " << b.category_proof
          << "\n";
    }
  }
  for (const subjects::Violation& v : report.violations) {
    out << "VIOLATION " << v.where << ": " << v.message << "\n";
  }
  int dev = 0;
  int heldout = 0;
  for (const subjects::BugReport& b : report.bugs) {
    dev += b.dev_tests;
    heldout += b.heldout_tests;
  }
  out << report.bugs.size() << " bugs in " << catalog->size() << " projects, " << dev
      << " developer and " << heldout << " held-out test runs per version: "
      << (report.violations.empty() ? "OK" : absl::StrCat(report.violations.size(), " violations"))
      << "\n";
  return report.violations.empty() ? kExitOk : kExitInvalid;
}

}  // namespace

const Command kSubjectsCommand = {
    "subjects", "list, check or measure the built-in benchmark (subjects/)",
    "usage: aprgrid subjects list [--json] [--subjects DIR]\n"
    "       aprgrid subjects check [--proofs] [--subjects DIR]\n"
    "       aprgrid subjects difficulty [--subjects DIR] [--db FILE --campaign C]\n"
    "\n"
    "list   every bug with its metadata and test counts (developer tests, developer tests\n"
    "       failing on the buggy version, held-out tests, held-out tests failing on buggy);\n"
    "       --json prints a JSON array instead of tab-separated lines\n"
    "check  verifies every invariant of docs/subjects.md (metadata, dense ids, fix.diff turns\n"
    "       buggy/ into src/, suites pass on fixed and fail on buggy, category and CRF mix,\n"
    "       project sizes); prints one VIOLATION line each and exits 1 if there is any;\n"
    "       --proofs also prints, per proved category claim, the single edit that proves it\n"
    "difficulty  a markdown table of every bug's fault space, fix location rank and\n"
    "       ingredient count at the fix location, and its summary per group of bugs; with\n"
    "       --campaign, the campaign's finished repair attempts per bug (patched/finished) and\n"
    "       the success rate and variants to patch per group (docs/subjects.md, \"Difficulty\")\n"
    "  --db FILE        the results database (or $APRGRID_DB)\n"
    "  --campaign C     a campaign id or name in it\n"
    "  --subjects DIR   the benchmark folder (default: subjects)\n",
    Run};

}  // namespace aprgrid::cli
