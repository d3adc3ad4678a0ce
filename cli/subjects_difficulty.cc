#include "cli/subjects_difficulty.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/results_query.h"

namespace aprgrid::cli {
namespace {

// The threshold for a library-sized project (docs/subjects.md, "The projects").
constexpr int kLibraryLines = 1500;

std::string CategoryLabel(aprgrid::v1::BugCategory category) {
  switch (category) {
    case aprgrid::v1::GENPROG_FIXABLE:
      return "GenProg";
    case aprgrid::v1::PAR_FIXABLE:
      return "PAR";
    case aprgrid::v1::NEITHER:
      return "neither";
    default:
      return "?";
  }
}

std::string Number(std::optional<double> value) {
  return value ? absl::StrFormat("%g", *value) : std::string("-");
}

struct Group {
  std::string name;
  std::vector<const subjects::BugDifficulty*> bugs;
};

std::vector<Group> Groups(const std::vector<subjects::BugDifficulty>& bugs,
                          const std::map<std::string, int>& project_lines) {
  std::vector<std::string> small;
  std::vector<std::string> large;
  for (const auto& [project, lines] : project_lines) {
    (lines < kLibraryLines ? small : large).push_back(project);
  }
  std::vector<Group> groups;
  auto add = [&](const std::string& name, auto keep) {
    Group g{name, {}};
    for (const subjects::BugDifficulty& b : bugs) {
      if (keep(b)) g.bugs.push_back(&b);
    }
    if (!g.bugs.empty()) groups.push_back(std::move(g));
  };
  add(absl::StrCat(absl::StrJoin(small, ", "), " (under ", kLibraryLines, " lines)"),
      [&](const subjects::BugDifficulty& b) {
        return std::find(small.begin(), small.end(), b.project) != small.end();
      });
  for (const std::string& project : large) {
    add(project, [&](const subjects::BugDifficulty& b) { return b.project == project; });
  }
  for (aprgrid::v1::BugCategory c :
       {aprgrid::v1::GENPROG_FIXABLE, aprgrid::v1::PAR_FIXABLE, aprgrid::v1::NEITHER}) {
    add(absl::StrCat(CategoryLabel(c), " bugs"),
        [&](const subjects::BugDifficulty& b) { return b.category == c; });
  }
  add("all", [](const subjects::BugDifficulty&) { return true; });
  return groups;
}

std::string SummaryRow(const Group& g, const std::map<std::string, BugOutcomes>* outcomes) {
  std::vector<double> spaces;
  std::vector<double> ranks;
  std::vector<double> ingredients;
  for (const subjects::BugDifficulty* b : g.bugs) {
    spaces.push_back(b->fault_space);
    if (b->fix_rank) ranks.push_back(*b->fix_rank);
    if (b->ingredients) ingredients.push_back(b->ingredients->either);
  }
  auto [lo, hi] = std::minmax_element(spaces.begin(), spaces.end());
  std::string row =
      absl::StrCat("| ", g.name, " | ", g.bugs.size(), " | ", *lo, "-", *hi, " | ",
                   Number(subjects::Median(spaces)), " | ", Number(subjects::Median(ranks)), " (",
                   ranks.size(), ") | ", Number(subjects::Median(ingredients)), " |");
  if (outcomes == nullptr) return row;
  int done = 0;
  int patched = 0;
  int bugs_patched = 0;
  std::vector<double> variants;
  for (const subjects::BugDifficulty* b : g.bugs) {
    auto it = outcomes->find(b->id);
    if (it == outcomes->end()) continue;
    done += it->second.done;
    patched += it->second.patched;
    bugs_patched += it->second.patched > 0 ? 1 : 0;
    for (int v : it->second.variants_to_patch) variants.push_back(v);
  }
  std::string rate =
      done == 0 ? "-" : absl::StrFormat("%.1f%% (%d/%d)", 100.0 * patched / done, patched, done);
  std::optional<double> mean;
  if (!variants.empty()) {
    double sum = 0;
    for (double v : variants) sum += v;
    mean = sum / static_cast<double>(variants.size());
  }
  return absl::StrCat(row, " ", rate, " | ", bugs_patched, " | ",
                      mean ? absl::StrFormat("%.1f", *mean) : std::string("-"), " | ",
                      Number(subjects::Median(variants)), " |");
}

}  // namespace

absl::StatusOr<std::map<std::string, BugOutcomes>> ReadBugOutcomes(const std::string& db_path,
                                                                   const std::string& campaign_id) {
  absl::StatusOr<store::SqliteDb> db = OpenResultsDb(db_path);
  if (!db.ok()) return db.status();
  // An attempt two stages name counts once (the attempt key is the grid point).
  absl::StatusOr<store::SqliteStatement> query =
      db->Prepare(absl::StrCat("SELECT a.bug, a.patched, a.variants_to_patch FROM attempts a "
                               "WHERE a.kind = 'repair' AND a.state = 'done' AND a.attempt_key IN "
                               "(SELECT attempt_key FROM ",
                               StageLinksTable(*db), " WHERE campaign_id = ?1)"));
  if (!query.ok()) return query.status();
  if (absl::Status bound = query->BindText(1, campaign_id); !bound.ok()) return bound;
  std::map<std::string, BugOutcomes> out;
  while (true) {
    absl::StatusOr<bool> row = query->Step();
    if (!row.ok()) return row.status();
    if (!*row) break;
    BugOutcomes& b = out[std::string(query->ColumnText(0))];
    ++b.done;
    if (query->ColumnInt(1) != 0) {
      ++b.patched;
      b.variants_to_patch.push_back(static_cast<int>(query->ColumnInt(2)));
    }
  }
  return out;
}

void WriteDifficulty(const std::vector<subjects::BugDifficulty>& bugs,
                     const std::map<std::string, int>& project_lines,
                     const std::map<std::string, BugOutcomes>* outcomes, std::ostream& out) {
  out << "| bug | category | fault space | fix rank | ingredients |"
      << (outcomes ? " uniform patched |" : "") << "\n";
  out << "|---|---|---|---|---|" << (outcomes ? "---|" : "") << "\n";
  for (const subjects::BugDifficulty& b : bugs) {
    out << "| " << b.id << " | " << CategoryLabel(b.category) << " | " << b.fault_space << " | "
        << (b.fix_rank ? absl::StrCat(*b.fix_rank) : "-") << " | "
        << (b.ingredients ? absl::StrCat(b.ingredients->either) : "-") << " |";
    if (outcomes) {
      auto it = outcomes->find(b.id);
      out << " "
          << (it == outcomes->end() ? std::string("-")
                                    : absl::StrCat(it->second.patched, "/", it->second.done))
          << " |";
    }
    out << "\n";
  }
  out << "\n| bugs | count | fault space | median | median fix rank (bugs) | median ingredients |"
      << (outcomes ? " success (patched/finished) | bugs patched | mean variants | median "
                     "variants |"
                   : "")
      << "\n";
  out << "|---|---|---|---|---|---|" << (outcomes ? "---|---|---|---|" : "") << "\n";
  for (const Group& g : Groups(bugs, project_lines)) out << SummaryRow(g, outcomes) << "\n";
}

}  // namespace aprgrid::cli
