#include "worker/crf/model/inference.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "common/random.h"
#include "gtest/gtest.h"
#include "worker/crf/model/brute_force_oracle.h"
#include "worker/crf/model/factor_tables.h"
#include "worker/crf/model/kbest.h"

namespace aprgrid::crf {
namespace {

// A random instance: Q <= 7 nodes, |Y| <= 4 labels, random domains (admissibility masks on
// nodes), random scores and random inadmissible edge/triangle/node slots.
FactorTables RandomInstance(Rng& rng) {
  const int q = 1 + static_cast<int>(rng.Below(7));
  const int num_labels = 1 + static_cast<int>(rng.Below(4));
  std::vector<int> parents(q, -1);
  for (int v = 1; v < q; ++v) parents[v] = static_cast<int>(rng.Below(v));
  std::vector<std::vector<int>> domains(q);
  for (int v = 0; v < q; ++v) {
    for (int y = 0; y < num_labels; ++y) {
      if (rng.Bernoulli(0.75)) domains[v].push_back(y);
    }
    if (domains[v].empty()) domains[v].push_back(static_cast<int>(rng.Below(num_labels)));
  }
  FactorTables t = *FactorTables::Create(parents, domains);
  for (double& s : t.scores()) s = rng.Bernoulli(0.2) ? kNegInf : 4 * rng.Uniform() - 2;
  return t;
}

TEST(CrfInferenceTest, MatchesBruteForceOnRandomSmallTrees) {
  Rng rng(20261129);
  SumProduct sp;
  int feasible = 0, with_ties_to_check = 0;
  for (int iter = 0; iter < 2000; ++iter) {
    FactorTables t = RandomInstance(rng);
    BruteForceResult oracle = BruteForce(t);
    const double log_z = sp.Run(t);
    if (oracle.log_z == kNegInf) {
      EXPECT_EQ(log_z, kNegInf) << "iteration " << iter;
      EXPECT_TRUE(MaxProduct(t).labels.empty());
      EXPECT_TRUE(KBest(t, 3).empty());
      continue;
    }
    ++feasible;
    ASSERT_NEAR(log_z, oracle.log_z, 1e-9) << "iteration " << iter;
    ASSERT_EQ(SumProduct().LogPartition(t), log_z);
    for (size_t slot = 0; slot < t.num_slots(); ++slot) {
      ASSERT_NEAR(sp.marginals()[slot], oracle.marginals[slot], 1e-9)
          << "iteration " << iter << " slot " << slot;
    }
    ScoredLabelling map = MaxProduct(t);
    ASSERT_EQ(map.labels, oracle.admissible[0].labels) << "iteration " << iter;
    ASSERT_NEAR(map.score, oracle.admissible[0].score, 1e-9);
    for (int k : {1, 2, 3, 7}) {
      std::vector<ScoredLabelling> best = KBest(t, k);
      const size_t expected = std::min<size_t>(k, oracle.admissible.size());
      ASSERT_EQ(best.size(), expected) << "iteration " << iter << " k " << k;
      for (size_t i = 0; i < expected; ++i) {
        ASSERT_NEAR(best[i].score, oracle.admissible[i].score, 1e-9);
        ASSERT_EQ(best[i].labels, oracle.admissible[i].labels)
            << "iteration " << iter << " k " << k << " rank " << i;
        ++with_ties_to_check;
      }
    }
  }
  // The generator must exercise both feasible and infeasible instances meaningfully.
  EXPECT_GT(feasible, 1000);
  EXPECT_GT(with_ties_to_check, 5000);
}

TEST(CrfInferenceTest, ProbabilitiesOfAllLabellingsSumToOne) {
  Rng rng(5);
  FactorTables t = *FactorTables::Create({-1, 0, 0, 1, 1, 0},
                                         {{0, 1, 2}, {0, 1}, {0, 2}, {1, 2}, {0, 1, 2}, {0}});
  for (double& s : t.scores()) s = rng.Uniform() * 3;
  SumProduct sp;
  const double log_z = sp.Run(t);
  std::vector<ScoredLabelling> all = KBest(t, 255);
  EXPECT_EQ(all.size(), 3u * 2 * 2 * 2 * 3 * 1);
  double total = 0;
  for (const ScoredLabelling& l : all) total += std::exp(l.score - log_z);
  EXPECT_NEAR(total, 1.0, 1e-12);
  // Node marginals of each node sum to one.
  for (int v = 0; v < t.num_nodes(); ++v) {
    double m = 0;
    for (int i = 0; i < t.domain_size(v); ++i) m += sp.marginals()[t.node_offset(v) + i];
    EXPECT_NEAR(m, 1.0, 1e-12);
  }
}

TEST(CrfInferenceTest, EmptyDomainMeansNoLabelling) {
  SumProduct sp;
  for (const std::vector<std::vector<int>>& domains :
       {std::vector<std::vector<int>>{{0, 1}, {}}, std::vector<std::vector<int>>{{}, {}}}) {
    FactorTables t = *FactorTables::Create({-1, 0}, domains);
    EXPECT_EQ(sp.Run(t), kNegInf);
    EXPECT_EQ(sp.LogPartition(t), kNegInf);
    EXPECT_TRUE(MaxProduct(t).labels.empty());
    EXPECT_TRUE(KBest(t, 3).empty());
  }
  FactorTables lone = *FactorTables::Create({-1}, {{}});
  EXPECT_EQ(lone.num_slots(), 0u);
  EXPECT_EQ(sp.Run(lone), kNegInf);
  EXPECT_TRUE(MaxProduct(lone).labels.empty());
  EXPECT_TRUE(KBest(lone, 3).empty());
}

TEST(CrfFactorTablesTest, RejectsParentsAfterChildren) {
  EXPECT_FALSE(FactorTables::Create({-1, 2, 0}, {{0}, {0}, {0}}).ok());
  EXPECT_FALSE(FactorTables::Create({0}, {{0}}).ok());
  EXPECT_FALSE(FactorTables::Create({-1}, {{1, 1}}).ok());
}

}  // namespace
}  // namespace aprgrid::crf
