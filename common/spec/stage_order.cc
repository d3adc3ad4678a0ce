#include "common/spec/stage_order.h"

#include <algorithm>
#include <map>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "common/spec/stage_dependencies.h"

namespace aprgrid::spec {
namespace {

// Per stage index: the indexes of the stages it depends on (known names only, each once).
std::vector<std::vector<int>> DependencyIndexes(const aprgrid::v1::CampaignSpec& spec) {
  std::map<std::string, int> index;
  for (int i = 0; i < spec.stage_size(); ++i) index.emplace(StageName(spec.stage(i)), i);
  std::vector<std::vector<int>> out(static_cast<size_t>(spec.stage_size()));
  for (int i = 0; i < spec.stage_size(); ++i) {
    for (const std::string& name : StageDependencies(spec.stage(i))) {
      auto it = index.find(name);
      if (it != index.end()) out[static_cast<size_t>(i)].push_back(it->second);
    }
  }
  return out;
}

}  // namespace

std::vector<std::string> FindDependencyCycle(const aprgrid::v1::CampaignSpec& spec) {
  const std::vector<std::vector<int>> deps = DependencyIndexes(spec);
  // Depth-first search with colours: 0 unvisited, 1 on the current path, 2 done.
  std::vector<int> colour(deps.size(), 0);
  std::vector<int> path;
  std::vector<int> cycle;
  auto visit = [&](auto&& self, int node) -> bool {
    colour[static_cast<size_t>(node)] = 1;
    path.push_back(node);
    for (int next : deps[static_cast<size_t>(node)]) {
      if (colour[static_cast<size_t>(next)] == 1) {
        auto from = std::find(path.begin(), path.end(), next);
        cycle.assign(from, path.end());
        cycle.push_back(next);
        return true;
      }
      if (colour[static_cast<size_t>(next)] == 0 && self(self, next)) return true;
    }
    path.pop_back();
    colour[static_cast<size_t>(node)] = 2;
    return false;
  };
  for (int i = 0; i < static_cast<int>(deps.size()); ++i) {
    if (colour[static_cast<size_t>(i)] == 0 && visit(visit, i)) break;
  }
  std::vector<std::string> names;
  for (int i : cycle) names.push_back(StageName(spec.stage(i)));
  return names;
}

absl::StatusOr<std::vector<int>> StageOrder(const aprgrid::v1::CampaignSpec& spec) {
  if (std::vector<std::string> cycle = FindDependencyCycle(spec); !cycle.empty()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "stage \"", cycle.front(), "\" is in a dependency cycle: ", absl::StrJoin(cycle, " -> ")));
  }
  const std::vector<std::vector<int>> deps = DependencyIndexes(spec);
  std::vector<bool> placed(deps.size(), false);
  std::vector<int> order;
  // Stages are few (tens): repeatedly take the first stage whose dependencies are all placed.
  while (order.size() < deps.size()) {
    for (size_t i = 0; i < deps.size(); ++i) {
      if (placed[i]) continue;
      bool ready = true;
      for (int d : deps[i]) ready = ready && placed[static_cast<size_t>(d)];
      if (!ready) continue;
      placed[i] = true;
      order.push_back(static_cast<int>(i));
      break;
    }
  }
  return order;
}

}  // namespace aprgrid::spec
