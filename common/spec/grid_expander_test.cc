#include "common/spec/grid_expander.h"

#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/spec/attempt_key.h"
#include "common/spec/spec_parser.h"
#include "common/spec/spec_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

using aprgrid::v1::Attempt;
using ::testing::ElementsAre;

aprgrid::v1::CampaignSpec Parse(const std::string& text) {
  absl::StatusOr<aprgrid::v1::CampaignSpec> spec = ParseCampaignSpec(text, "t.textproto");
  EXPECT_TRUE(spec.ok()) << spec.status();
  return spec.ok() ? *spec : aprgrid::v1::CampaignSpec();
}

std::vector<Attempt> Expand(const std::string& text, const SubjectCatalog* catalog = nullptr,
                            std::vector<StageExpansion>* stages = nullptr) {
  absl::StatusOr<std::vector<Attempt>> attempts = ExpandGrid(Parse(text), catalog, {}, stages);
  EXPECT_TRUE(attempts.ok()) << attempts.status();
  return attempts.ok() ? *attempts : std::vector<Attempt>();
}

std::vector<std::string> Keys(const std::vector<Attempt>& attempts) {
  std::vector<std::string> keys;
  for (const Attempt& a : attempts) keys.push_back(a.key());
  return keys;
}

// 2 bugs x (UNIFORM: 3 arm sets + PM: 2 credits (W with 2 alphas -> 3) x 2 rewards x 3 arm sets
// x 2 activations) x 3 seeds.
constexpr char kFullFactorial[] = R"(name: "t"
stage {
  repair {
    name: "grid"
    subjects { bugs: ["b-1", "a-1"] }
    strategy: [UNIFORM, PROBABILITY_MATCHING]
    credit: [AVERAGE, RECENCY_WEIGHTED]
    alpha: [0.4, 0.8]
    reward: [RAW, RELATIVE]
    arm_set: [GENPROG_3, PAR_18, GROUPED_7]
    activation: [PER_GENERATION, PER_MUTATION]
    seeds { first: 5 count: 3 }
  }
}
)";

TEST(GridExpanderTest, CartesianProductWithUniformCollapsed) {
  const std::vector<Attempt> attempts = Expand(kFullFactorial);
  // Per bug and seed: UNIFORM 3 + PM (1 + 2 alphas) x 2 x 3 x 2 = 36.
  EXPECT_EQ(attempts.size(), 2u * (3 + 36) * 3);
  size_t uniform = 0;
  for (const Attempt& a : attempts) {
    ASSERT_TRUE(a.has_repair());
    const aprgrid::v1::RepairAttempt& r = a.repair();
    EXPECT_EQ(a.stage(), "grid");
    EXPECT_EQ(a.key(), RepairAttemptKey(r));
    EXPECT_GE(r.seed(), 5u);
    EXPECT_LE(r.seed(), 7u);
    if (r.strategy() == aprgrid::v1::UNIFORM) {
      ++uniform;
      EXPECT_EQ(r.credit(), aprgrid::v1::CREDIT_UNSPECIFIED);
      EXPECT_EQ(r.reward(), aprgrid::v1::REWARD_UNSPECIFIED);
      EXPECT_EQ(r.activation(), aprgrid::v1::ACTIVATION_UNSPECIFIED);
      EXPECT_EQ(r.mode(), aprgrid::v1::MODE_UNSPECIFIED);
      EXPECT_EQ(r.alpha(), 0);
    } else if (r.credit() == aprgrid::v1::AVERAGE) {
      EXPECT_EQ(r.alpha(), 0);
      EXPECT_EQ(r.mode(), aprgrid::v1::PAPER);
    } else {
      EXPECT_TRUE(r.alpha() == 0.4 || r.alpha() == 0.8) << r.alpha();
    }
  }
  EXPECT_EQ(uniform, 2u * 3 * 3);
  const std::vector<std::string> keys = Keys(attempts);
  EXPECT_EQ(std::set<std::string>(keys.begin(), keys.end()).size(), keys.size());
}

TEST(GridExpanderTest, OrderIsBugThenFactorsThenSeed) {
  const std::vector<Attempt> attempts = Expand(kFullFactorial);
  ASSERT_GE(attempts.size(), 4u);
  // Bugs in the order written (no catalog), seed varying fastest, UNIFORM first.
  EXPECT_EQ(attempts[0].repair().bug(), "b-1");
  EXPECT_EQ(attempts.back().repair().bug(), "a-1");
  EXPECT_EQ(attempts[0].repair().seed(), 5u);
  EXPECT_EQ(attempts[1].repair().seed(), 6u);
  EXPECT_EQ(attempts[2].repair().seed(), 7u);
  EXPECT_EQ(attempts[3].repair().arm_set(), aprgrid::v1::PAR_18);
  EXPECT_EQ(attempts[0].repair().strategy(), aprgrid::v1::UNIFORM);
  EXPECT_EQ(Keys(Expand(kFullFactorial)), Keys(attempts));
}

TEST(GridExpanderTest, ResolvesDefaults) {
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "x-1" }
    search { population: 10 generations: 40 }
    strategy: EPSILON_GREEDY
    credit: AVERAGE
    reward: RAW
    arm_set: GROUPED_7
    seeds { count: 1 }
  }
})");
  ASSERT_EQ(attempts.size(), 1u);
  const aprgrid::v1::RepairAttempt& r = attempts[0].repair();
  EXPECT_EQ(r.seed(), 1u);
  EXPECT_EQ(r.activation(), aprgrid::v1::PER_GENERATION);
  EXPECT_EQ(r.mode(), aprgrid::v1::PAPER);
  EXPECT_EQ(r.ucb_form(), aprgrid::v1::UCB_FORM_UNSPECIFIED);
  EXPECT_EQ(r.search().population(), 10u);
  EXPECT_EQ(r.search().generations(), 40u);
  EXPECT_EQ(r.search().tournament_k(), 2u);
  EXPECT_EQ(r.search().crossover_rate(), 0.5);
  EXPECT_EQ(r.search().positive_sample(), 0.1);
  EXPECT_EQ(r.search().negative_weight(), 2.0);
  EXPECT_EQ(r.search().localisation(), aprgrid::v1::JARFLY_RUNS);
  EXPECT_TRUE(r.search().check_space());
  EXPECT_TRUE(r.engine().has_builtin());
  EXPECT_EQ(r.wall_seconds(), 3600u);
  EXPECT_EQ(r.memory_mb(), 4096u);
}

TEST(GridExpanderTest, UcbFormResolvesPerModeAndAlphaPerStrategy) {
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "x-1" }
    strategy: [UCB, ADAPTIVE_PURSUIT]
    credit: RECENCY_WEIGHTED
    alpha: 0.5
    alpha_by_strategy { strategy: UCB alpha: [0.8] }
    reward: RAW
    arm_set: GENPROG_3
    mode: [PAPER, ARTEFACT]
    seeds { count: 1 }
  }
})");
  std::vector<std::string> cells;
  for (const Attempt& a : attempts) {
    const auto& r = a.repair();
    cells.push_back(absl::StrCat(aprgrid::v1::Strategy_Name(r.strategy()), " ", r.alpha(), " ",
                                 aprgrid::v1::UcbForm_Name(r.ucb_form()), " ",
                                 aprgrid::v1::Mode_Name(r.mode())));
  }
  EXPECT_THAT(cells, ElementsAre("UCB 0.8 PRINTED PAPER", "UCB 0.8 UCB1 ARTEFACT",
                                 "ADAPTIVE_PURSUIT 0.5 UCB_FORM_UNSPECIFIED PAPER",
                                 "ADAPTIVE_PURSUIT 0.5 UCB_FORM_UNSPECIFIED ARTEFACT"));
}

TEST(GridExpanderTest, ExplicitUcbFormCrossesModes) {
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "x-1" }
    strategy: UCB
    credit: AVERAGE
    reward: RAW
    arm_set: GENPROG_3
    ucb_form: [PRINTED, UCB1]
    mode: [PAPER, ARTEFACT]
    seeds { count: 1 }
  }
})");
  EXPECT_EQ(attempts.size(), 4u);
}

TEST(GridExpanderTest, GrowingTheSeedRangeKeepsTheOldKeys) {
  constexpr char kTemplate[] = R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: ["x-1", "y-2"] }
    strategy: [UNIFORM, UCB]
    credit: AVERAGE
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: %d }
  }
})";
  const std::vector<std::string> small = Keys(Expand(absl::StrFormat(kTemplate, 5)));
  const std::vector<std::string> large = Keys(Expand(absl::StrFormat(kTemplate, 8)));
  EXPECT_EQ(small.size(), 2u * 2 * 5);
  EXPECT_EQ(large.size(), 2u * 2 * 8);
  const std::set<std::string> large_set(large.begin(), large.end());
  for (const std::string& key : small) EXPECT_EQ(large_set.count(key), 1u) << key;
}

TEST(GridExpanderTest, StageNameIsNotPartOfTheKeyAndRepeatsAreDropped) {
  std::vector<StageExpansion> stages;
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  repair {
    name: "first"
    subjects { bugs: "x-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 3 }
  }
}
stage {
  repair {
    name: "second"
    subjects { bugs: "x-1" }
    strategy: UNIFORM
    arm_set: [GENPROG_3, PAR_18]
    seeds { first: 2 count: 3 }
    limits { wall_seconds: 60 }
  }
}
)",
                                               nullptr, &stages);
  // "second" repeats seeds 2 and 3 of GENPROG_3 (limits are not part of the key).
  EXPECT_EQ(attempts.size(), 3u + 4u);
  ASSERT_EQ(stages.size(), 2u);
  EXPECT_EQ(stages[0].name, "first");
  EXPECT_EQ(stages[0].attempts, 3u);
  EXPECT_EQ(stages[0].duplicates, 0u);
  EXPECT_EQ(stages[1].attempts, 6u);
  EXPECT_EQ(stages[1].duplicates, 2u);
}

TEST(GridExpanderTest, MembersListEveryGridPointOfEveryStage) {
  const aprgrid::v1::CampaignSpec spec = Parse(R"(name: "t"
stage {
  repair {
    name: "tuning"
    subjects { bugs: ["x-1", "y-1"] }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
}
stage {
  repair {
    name: "rq"
    subjects { bugs: "x-1" }
    strategy: UNIFORM
    arm_set: [PAR_18, GENPROG_3]
    seeds { count: 3 }
  }
}
)");
  std::vector<StageExpansion> stages;
  std::vector<StageMembers> members = {{.stage = "stale", .attempt_keys = {"k"}}};
  absl::StatusOr<std::vector<Attempt>> attempts = ExpandGrid(spec, nullptr, {}, &stages, &members);
  ASSERT_TRUE(attempts.ok()) << attempts.status();
  // "rq" repeats x-1/GENPROG_3 seeds 1 and 2 of "tuning": listed once, under "tuning".
  ASSERT_EQ(attempts->size(), 4u + 4u);
  EXPECT_EQ(stages[1].duplicates, 2u);
  ASSERT_EQ(members.size(), 2u);
  EXPECT_EQ(members[0].stage, "tuning");
  EXPECT_EQ(members[1].stage, "rq");
  // The first stage's members are its attempts; the second names all 6 of its points.
  const std::vector<std::string> keys = Keys(*attempts);
  EXPECT_EQ(members[0].attempt_keys, std::vector<std::string>(keys.begin(), keys.begin() + 4));
  ASSERT_EQ(members[1].attempt_keys.size(), 6u);
  std::map<std::string, std::string> stage_of_key;
  for (const Attempt& a : *attempts) stage_of_key[a.key()] = a.stage();
  std::vector<std::string> shared;
  for (const std::string& key : members[1].attempt_keys) {
    ASSERT_EQ(stage_of_key.count(key), 1u) << key;  // Every member is an expanded attempt.
    if (stage_of_key[key] == "tuning") shared.push_back(key);
  }
  ASSERT_EQ(shared.size(), 2u);
  // Expansion order within "rq": PAR_18 seeds 1-3, then GENPROG_3 seeds 1-3.
  EXPECT_EQ(members[1].attempt_keys[3], shared[0]);
  EXPECT_EQ(members[1].attempt_keys[4], shared[1]);
  for (const Attempt& a : *attempts) {
    if (a.key() == shared[0]) {
      EXPECT_EQ(a.repair().bug(), "x-1");
      EXPECT_EQ(a.repair().arm_set(), aprgrid::v1::GENPROG_3);
    }
  }

  // Without `members` the expansion is the same.
  absl::StatusOr<std::vector<Attempt>> plain = ExpandGrid(spec, nullptr, {});
  ASSERT_TRUE(plain.ok());
  EXPECT_EQ(Keys(*plain), keys);
}

TEST(GridExpanderTest, CatalogSelectionIsInCatalogOrder) {
  absl::StatusOr<SubjectCatalog> catalog = SubjectCatalog::Load(FixtureCatalogDir());
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: ["mathx-*", "dates-*"] categories: ["par", "neither"] }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 1 }
  }
})",
                                               &*catalog);
  std::vector<std::string> bugs;
  for (const Attempt& a : attempts) bugs.push_back(a.repair().bug());
  EXPECT_THAT(bugs, ElementsAre("dates-2", "dates-10", "mathx-2", "mathx-3"));
}

TEST(GridExpanderTest, RefusesInvalidSpecsAndOversizedGrids) {
  const aprgrid::v1::CampaignSpec spec = Parse(kFullFactorial);
  const absl::Status capped = ExpandGrid(spec, nullptr, {.max_attempts = 100}).status();
  EXPECT_THAT(std::string(capped.message()),
              ::testing::HasSubstr("name: the campaign expands to 234 attempts, more than the cap "
                                   "of 100"));
  EXPECT_EQ(ExpandGrid(spec, nullptr, {.max_attempts = 100, .force = true})->size(), 234u);
  const absl::Status hard =
      ExpandGrid(spec, nullptr, {.max_attempts = 100, .force = true, .hard_max_attempts = 200})
          .status();
  EXPECT_THAT(std::string(hard.message()),
              ::testing::HasSubstr("expands to 234 attempts, more than the hard cap of 200"));

  aprgrid::v1::CampaignSpec glob = spec;
  glob.mutable_stage(0)->mutable_repair()->mutable_subjects()->add_bugs("c-*");
  EXPECT_THAT(std::string(ExpandGrid(glob, nullptr, {}).status().message()),
              ::testing::HasSubstr("needs a subject catalog"));
}

TEST(GridExpanderTest, CrfStrategiesResolveTheFloorAndCrfPriorCollapsesLikeUniform) {
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  repair {
    name: "guided"
    subjects { bugs: "a-1" }
    strategy: [CRF_PRIOR, CRF_BANDIT, UNIFORM]
    credit: [AVERAGE, RECENCY_WEIGHTED]
    alpha: 0.5
    reward: RAW
    crf_model: "crf"
    arm_set: [PAR_18, GROUPED_7]
    seeds { count: 1 }
  }
}
stage {
  crf { name: "crf" dataset: "builtin:small" folds: 2 fold_index: 0 }
}
)");
  // CRF_PRIOR: 2 arm sets; CRF_BANDIT: 2 credits x 2 arm sets; UNIFORM: 2 arm sets; the model.
  ASSERT_EQ(attempts.size(), 2u + 4 + 2 + 1);
  for (const Attempt& a : attempts) {
    if (!a.has_repair()) continue;
    const aprgrid::v1::RepairAttempt& r = a.repair();
    if (r.strategy() == aprgrid::v1::UNIFORM) {
      EXPECT_EQ(r.crf_prior_floor(), 0);
      continue;
    }
    EXPECT_EQ(r.crf_prior_floor(), 0.1);
    if (r.strategy() == aprgrid::v1::CRF_PRIOR) {
      EXPECT_EQ(r.credit(), aprgrid::v1::CREDIT_UNSPECIFIED);
      EXPECT_EQ(r.mode(), aprgrid::v1::MODE_UNSPECIFIED);
    } else {
      EXPECT_NE(r.credit(), aprgrid::v1::CREDIT_UNSPECIFIED);
    }
  }
  const std::vector<Attempt> floored = Expand(R"(name: "t"
stage {
  repair {
    name: "guided"
    subjects { bugs: "a-1" }
    strategy: CRF_PRIOR
    crf_model: "crf"
    crf_prior_floor: 0.25
    arm_set: PAR_18
    seeds { count: 1 }
  }
}
stage {
  crf { name: "crf" dataset: "builtin:small" folds: 2 fold_index: 0 }
}
)");
  ASSERT_EQ(floored.size(), 2u);
  EXPECT_EQ(floored[0].repair().crf_prior_floor(), 0.25);
  EXPECT_NE(floored[0].key(), attempts[0].key());
}

TEST(GridExpanderTest, ExcludedProjectsAreSortedOnceIntoEveryCrfAttempt) {
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage { crf { name: "c" dataset: "builtin:small" folds: 2 exclude_projects: ["strings", "dates"] } }
)");
  ASSERT_EQ(attempts.size(), 2u);
  for (const Attempt& a : attempts) {
    EXPECT_THAT(a.crf().exclude_projects(), ElementsAre("dates", "strings"));
  }
}

TEST(GridExpanderTest, CrfStageIsFoldsTimesQTimesFeatures) {
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  crf {
    name: "crf"
    dataset: "builtin:default"
    folds: 4
    q: [0, 0.5]
    features: [FULL, INDICATOR_ONLY]
    seed: 9
  }
}
)");
  ASSERT_EQ(attempts.size(), 4u * 2 * 2);
  const aprgrid::v1::CrfAttempt& first = attempts[0].crf();
  EXPECT_EQ(first.fold_index(), 0u);
  EXPECT_EQ(first.q(), 0);
  EXPECT_EQ(first.features(), aprgrid::v1::FULL);
  EXPECT_EQ(first.delta2(), 10);
  EXPECT_EQ(first.iterations(), 200u);
  EXPECT_EQ(first.top_k(), 3u);
  EXPECT_EQ(first.seed(), 9u);
  EXPECT_EQ(attempts.back().crf().fold_index(), 3u);
  EXPECT_EQ(attempts[0].key(), CrfAttemptKey(first));
}

TEST(GridExpanderTest, ARepairStageWithACrfModelCarriesTheCrfAttemptsKey) {
  const std::vector<Attempt> attempts = Expand(R"(name: "t"
stage {
  repair {
    name: "use"
    subjects { bugs: "b-1" }
    strategy: CRF_PRIOR
    arm_set: PAR_18
    seeds { count: 2 }
    crf_model: "train"
  }
}
stage {
  crf { name: "train" dataset: "builtin:small" folds: 5 fold_index: 0 }
}
stage {
  repair {
    name: "plain"
    subjects { bugs: "b-1" }
    strategy: UNIFORM
    arm_set: PAR_18
    seeds { count: 2 }
  }
}
)");
  ASSERT_EQ(attempts.size(), 5u);  // The model changes the key: "plain" repeats nothing.
  const std::string model_key = attempts[2].key();
  EXPECT_EQ(attempts[2].stage(), "train");
  for (int i : {0, 1}) {
    EXPECT_EQ(attempts[i].repair().crf_model_key(), model_key);
    EXPECT_EQ(attempts[i].key(), RepairAttemptKey(attempts[i].repair()));
  }
  for (int i : {3, 4}) EXPECT_EQ(attempts[i].repair().crf_model_key(), "");
  EXPECT_NE(attempts[0].key(), attempts[3].key());
}

// ExpandGrid's keys come from each cell's canonical text and the seed (SeedKeys), not from a
// message per attempt: they must equal, bit for bit, the keys of the whole messages (AttemptKey),
// over every kind of factor, both attempt kinds, seeds that change their number of digits and an
// external engine (whose argv lines follow the seed line).
TEST(GridExpanderTest, CellKeysEqualTheKeysOfTheWholeMessages) {
  const aprgrid::v1::CampaignSpec spec = Parse(R"(name: "t"
stage {
  repair {
    name: "all"
    subjects { bugs: ["x-1", "y-2"] }
    search { population: 20 generations: 3 tournament_k: 3 crossover_rate: 0.7
             positive_sample: 0.30000000000000004 negative_weight: 1e-07 }
    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB, CRF_PRIOR,
               CRF_BANDIT]
    credit: [AVERAGE, RECENCY_WEIGHTED]
    alpha: [0.1, 0.8]
    alpha_by_strategy { strategy: UCB alpha: 0.25 }
    reward: [RAW, RELATIVE]
    arm_set: [PAR_18, GROUPED_7]
    activation: [PER_GENERATION, PER_MUTATION]
    ucb_form: [PRINTED, UCB1]
    mode: [PAPER, ARTEFACT]
    crf_model: "model"
    crf_prior_floor: 0.2
    seeds { first: 8 count: 4 }
  }
}
stage {
  repair {
    name: "external"
    subjects { bugs: "x-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    engine { external { argv: ["/opt/engine", "--flag=a b", "tab\there"] } }
    limits { wall_seconds: 60 }
    seeds { first: 4294967290 count: 6 }
  }
}
stage {
  repair {
    name: "repeat"
    subjects { bugs: "x-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    engine { external { argv: ["/opt/engine", "--flag=a b", "tab\there"] } }
    seeds { first: 4294967288 count: 4 }
  }
}
stage { crf { name: "model" dataset: "builtin:small" folds: 3 fold_index: 1
              exclude_projects: ["strings", "dates"] seed: 12345678901 } }
stage { crf { name: "folds" dataset: "builtin:small" folds: 3 q: [0, 0.5]
              features: [FULL, INDICATOR_ONLY] } }
)");
  std::vector<StageExpansion> stages;
  std::vector<StageMembers> members;
  absl::StatusOr<std::vector<Attempt>> attempts = ExpandGrid(spec, nullptr, {}, &stages, &members);
  ASSERT_TRUE(attempts.ok()) << attempts.status();
  std::set<std::string> keys;
  std::set<std::string> kinds;
  for (const Attempt& a : *attempts) {
    EXPECT_EQ(a.key(), AttemptKey(a)) << a.ShortDebugString();
    keys.insert(a.key());
    kinds.insert(a.has_repair() ? "repair" : "crf");
  }
  EXPECT_EQ(keys.size(), attempts->size());
  EXPECT_EQ(kinds, (std::set<std::string>{"crf", "repair"}));
  // "repeat" names seeds 4294967288-91 of "external"'s cell: the last two repeat it (limits are
  // not part of the key).
  ASSERT_EQ(stages.size(), 5u);
  EXPECT_EQ(stages[2].attempts, 4u);
  EXPECT_EQ(stages[2].duplicates, 2u);
  ASSERT_EQ(members.size(), 5u);
  EXPECT_EQ(members[2].attempt_keys.size(), 4u);
  for (const std::string& key : members[2].attempt_keys) EXPECT_EQ(keys.count(key), 1u) << key;

  // The same grid held per cell: a shape per cell, runs of consecutive seeds, the same keys.
  absl::StatusOr<ExpandedGrid> grid = ExpandGridCells(spec, nullptr, {});
  ASSERT_TRUE(grid.ok()) << grid.status();
  ASSERT_EQ(grid->size(), attempts->size());
  size_t i = 0;
  for (size_t r = 0; r < grid->runs.size(); ++r) {
    const ExpandedGrid::Run& run = grid->runs[r];
    EXPECT_EQ(grid->shapes[run.shape].key(), "");
    for (uint64_t n = 0; n < run.count; ++n, ++i) {
      const Attempt built = grid->Build(r, run.first_seed + n, i);
      EXPECT_EQ(built.SerializeAsString(), (*attempts)[i].SerializeAsString()) << i;
      EXPECT_EQ(grid->key(i), AttemptKey(built));
    }
  }
  EXPECT_EQ(i, attempts->size());
  EXPECT_LT(grid->shapes.size(), grid->size());
}

}  // namespace
}  // namespace aprgrid::spec
