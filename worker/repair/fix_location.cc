#include "worker/repair/fix_location.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "worker/repair/operators_internal.h"

namespace aprgrid::repair {

std::set<int> FixLines(const std::string& fix_diff, const std::string& file) {
  std::set<int> lines;
  bool in_file = false;
  int old_line = 0;
  for (absl::string_view piece : absl::StrSplit(fix_diff, '\n')) {
    std::string_view line(piece.data(), piece.size());
    if (line.starts_with("--- ")) {
      in_file = line.ends_with("/" + file) || line.substr(4) == file;
      continue;
    }
    if (!in_file || line.starts_with("+++ ")) continue;
    if (line.starts_with("@@")) {
      int start = 0, count = 0;
      if (std::sscanf(std::string(line).c_str(), "@@ -%d,%d", &start, &count) >= 1) {
        old_line = start;
      }
      continue;
    }
    if (line.starts_with("-")) {
      lines.insert(old_line++);
    } else if (line.starts_with("+")) {
      // An inserted line sits between buggy lines old_line - 1 and old_line.
      if (old_line > 1) lines.insert(old_line - 1);
      lines.insert(old_line);
    } else if (line.starts_with(" ")) {
      ++old_line;
    }
  }
  return lines;
}

namespace {

constexpr int kFar = std::numeric_limits<int>::max();

// FixLines of each of `sources`, by file index.
std::vector<std::set<int>> FixLinesPerFile(const std::string& fix_diff,
                                           const std::vector<std::string>& sources) {
  std::vector<std::set<int>> per_file;
  for (const std::string& s : sources) per_file.push_back(FixLines(fix_diff, s));
  return per_file;
}

// Lines from the statement `n` (its first line to the last line of its own expressions: a
// condition or a value may continue over several lines) to the nearest fix line of its file: 0
// when its lines include one, kFar when its file has none or is not among `per_file`.
int FixDistance(const lang::Node* n, const std::vector<std::set<int>>& per_file) {
  if (n == nullptr || n->file < 0 || static_cast<size_t>(n->file) >= per_file.size()) return kFar;
  int last = n->line;
  for (const lang::Node* e : internal::OwnExpressionNodes(*n)) last = std::max(last, e->line);
  int distance = kFar;
  for (int line : per_file[n->file]) {
    distance = std::min(distance, line < n->line ? n->line - line : line > last ? line - last : 0);
  }
  return distance;
}

}  // namespace

std::optional<int> FixRank(const std::vector<WeightedStatement>& ranked, const ProgramFacts& facts,
                           const std::string& fix_diff, const std::vector<std::string>& sources) {
  const std::vector<std::set<int>> per_file = FixLinesPerFile(fix_diff, sources);
  for (size_t r = 0; r < ranked.size(); ++r) {
    if (FixDistance(facts.node(ranked[r].id), per_file) == 0) return static_cast<int>(r) + 1;
  }
  return std::nullopt;
}

std::vector<WeightedStatement> NearestToTheFixFirst(
    const std::vector<WeightedStatement>& fault_space, const ProgramFacts& facts,
    const std::string& fix_diff, const std::vector<std::string>& sources) {
  const std::vector<std::set<int>> per_file = FixLinesPerFile(fix_diff, sources);
  std::vector<std::pair<int, size_t>> order;  // (distance, index in fault_space)
  for (size_t i = 0; i < fault_space.size(); ++i) {
    order.push_back({FixDistance(facts.node(fault_space[i].id), per_file), i});
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<WeightedStatement> reordered;
  reordered.reserve(fault_space.size());
  for (const auto& [distance, i] : order) reordered.push_back(fault_space[i]);
  return reordered;
}

}  // namespace aprgrid::repair
