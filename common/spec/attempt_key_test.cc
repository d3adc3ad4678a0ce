#include "common/spec/attempt_key.h"

#include <limits>
#include <string>

#include "common/spec/grid_cells.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

aprgrid::v1::RepairAttempt AdaptivePursuit() {
  aprgrid::v1::RepairAttempt a;
  a.set_bug("dates-7");
  a.set_strategy(aprgrid::v1::ADAPTIVE_PURSUIT);
  a.set_credit(aprgrid::v1::RECENCY_WEIGHTED);
  a.set_alpha(0.2);
  a.set_reward(aprgrid::v1::RAW);
  a.set_arm_set(aprgrid::v1::GENPROG_3);
  a.set_activation(aprgrid::v1::PER_GENERATION);
  a.set_mode(aprgrid::v1::PAPER);
  *a.mutable_search() = ResolveGp({});
  a.set_seed(1);
  a.mutable_engine()->mutable_builtin();
  a.set_wall_seconds(3600);
  a.set_memory_mb(4096);
  return a;
}

// The canonical text is part of the public contract (docs/attempt-keys.md).
TEST(AttemptKeyTest, CanonicalTextIsTheDocumentedOne) {
  EXPECT_EQ(CanonicalRepairAttempt(AdaptivePursuit()),
            "aprgrid-attempt-v1\n"
            "kind=repair\n"
            "bug=dates-7\n"
            "strategy=ADAPTIVE_PURSUIT\n"
            "credit=RECENCY_WEIGHTED\n"
            "alpha=0.2\n"
            "reward=RAW\n"
            "arm_set=GENPROG_3\n"
            "activation=PER_GENERATION\n"
            "ucb_form=none\n"
            "mode=PAPER\n"
            "population=40\n"
            "generations=10\n"
            "tournament_k=2\n"
            "crossover_rate=0.5\n"
            "positive_sample=0.1\n"
            "negative_weight=2\n"
            "localisation=JARFLY_RUNS\n"
            "check_space=true\n"
            "seed=1\n"
            "engine=builtin\n");
}

// Golden keys: these must never change (they are stored in every results database). The first and
// the CRF key were cross-checked with `printf '<canonical text>' | sha256sum`.
TEST(AttemptKeyTest, GoldenRepairKeys) {
  EXPECT_EQ(RepairAttemptKey(AdaptivePursuit()), "02b53978648bcafc");

  aprgrid::v1::RepairAttempt uniform;
  uniform.set_bug("strings-1");
  uniform.set_strategy(aprgrid::v1::UNIFORM);
  uniform.set_arm_set(aprgrid::v1::GENPROG_3);
  *uniform.mutable_search() = ResolveGp({});
  uniform.set_seed(7);
  uniform.mutable_engine()->mutable_builtin();
  EXPECT_EQ(RepairAttemptKey(uniform), "9b764749a77a107f");

  aprgrid::v1::RepairAttempt ucb = AdaptivePursuit();
  ucb.set_bug("geometry-12");
  ucb.set_strategy(aprgrid::v1::UCB);
  ucb.set_alpha(0.8);
  ucb.set_reward(aprgrid::v1::RELATIVE);
  ucb.set_arm_set(aprgrid::v1::PAR_18);
  ucb.set_activation(aprgrid::v1::PER_MUTATION);
  ucb.set_ucb_form(aprgrid::v1::UCB1);
  ucb.set_mode(aprgrid::v1::ARTEFACT);
  ucb.mutable_search()->set_population(10);
  ucb.mutable_search()->set_generations(40);
  ucb.mutable_search()->set_localisation(aprgrid::v1::GENPROG);
  ucb.set_seed(4294967295u);
  ucb.mutable_engine()->mutable_external()->add_argv("/opt/engine");
  ucb.mutable_engine()->mutable_external()->add_argv("--flag=a b");
  EXPECT_EQ(RepairAttemptKey(ucb), "b9052a0e6c211a5c");
}

// SeedKeys hashes the text before the seed once and each seed's rest: the same keys as the whole
// text's, for both kinds, with lines after the seed (an external engine's argv; a CRF attempt's
// excluded projects) and seeds of every length.
TEST(AttemptKeyTest, SeedKeysEqualTheWholeTextsKeys) {
  aprgrid::v1::Attempt repair;
  aprgrid::v1::RepairAttempt* r = repair.mutable_repair();
  r->set_bug("dates-7");
  r->set_strategy(aprgrid::v1::UCB);
  r->set_credit(aprgrid::v1::AVERAGE);
  r->set_reward(aprgrid::v1::RAW);
  r->set_arm_set(aprgrid::v1::PAR_18);
  r->mutable_engine()->mutable_external()->add_argv("/opt/engine");
  r->mutable_engine()->mutable_external()->add_argv("--flag=a b");
  aprgrid::v1::Attempt crf;
  crf.mutable_crf()->set_dataset("builtin:default");
  crf.mutable_crf()->set_folds(10);
  crf.mutable_crf()->add_exclude_projects("dates");
  SeedKeys repair_keys(repair);
  SeedKeys crf_keys(crf);
  for (uint64_t seed : {0ull, 1ull, 9ull, 10ull, 12345ull, 4294967295ull}) {
    r->set_seed(static_cast<uint32_t>(seed));
    EXPECT_EQ(repair_keys.Key(seed), AttemptKey(repair)) << seed;
    crf.mutable_crf()->set_seed(seed);
    EXPECT_EQ(crf_keys.Key(seed), AttemptKey(crf)) << seed;
  }
  crf.mutable_crf()->set_seed(18446744073709551615ull);
  EXPECT_EQ(crf_keys.Key(18446744073709551615ull), AttemptKey(crf));
  // The golden UCB attempt of GoldenRepairKeys, its shape given with another seed.
  aprgrid::v1::Attempt golden;
  aprgrid::v1::RepairAttempt* ucb = golden.mutable_repair();
  *ucb = AdaptivePursuit();
  ucb->set_bug("geometry-12");
  ucb->set_strategy(aprgrid::v1::UCB);
  ucb->set_alpha(0.8);
  ucb->set_reward(aprgrid::v1::RELATIVE);
  ucb->set_arm_set(aprgrid::v1::PAR_18);
  ucb->set_activation(aprgrid::v1::PER_MUTATION);
  ucb->set_ucb_form(aprgrid::v1::UCB1);
  ucb->set_mode(aprgrid::v1::ARTEFACT);
  ucb->mutable_search()->set_population(10);
  ucb->mutable_search()->set_generations(40);
  ucb->mutable_search()->set_localisation(aprgrid::v1::GENPROG);
  ucb->set_seed(3);
  ucb->mutable_engine()->mutable_external()->add_argv("/opt/engine");
  ucb->mutable_engine()->mutable_external()->add_argv("--flag=a b");
  EXPECT_EQ(SeedKeys(golden).Key(4294967295u), "b9052a0e6c211a5c");
  EXPECT_EQ(SeedKeys(aprgrid::v1::Attempt()).Key(1), "");
}

TEST(AttemptKeyTest, GoldenCrfKey) {
  aprgrid::v1::CrfAttempt crf;
  crf.set_dataset("builtin:default");
  crf.set_folds(10);
  crf.set_fold_index(3);
  crf.set_q(0.5);
  crf.set_delta2(10);
  crf.set_iterations(200);
  crf.set_features(aprgrid::v1::FULL);
  crf.set_top_k(3);
  crf.set_seed(1);
  EXPECT_EQ(CrfAttemptKey(crf), "4b93678aafed105d");
  aprgrid::v1::Attempt wrapped;
  *wrapped.mutable_crf() = crf;
  wrapped.set_stage("any");
  EXPECT_EQ(AttemptKey(wrapped), CrfAttemptKey(crf));
}

TEST(AttemptKeyTest, LimitsAreNotPartOfTheKey) {
  aprgrid::v1::RepairAttempt a = AdaptivePursuit();
  const std::string key = RepairAttemptKey(a);
  a.set_wall_seconds(60);
  a.set_memory_mb(128);
  EXPECT_EQ(RepairAttemptKey(a), key);
}

TEST(AttemptKeyTest, EveryResolvedParameterChangesTheKey) {
  const aprgrid::v1::RepairAttempt base = AdaptivePursuit();
  const std::string key = RepairAttemptKey(base);
  std::vector<aprgrid::v1::RepairAttempt> variants(16, base);
  variants[0].set_bug("dates-8");
  variants[1].set_strategy(aprgrid::v1::PROBABILITY_MATCHING);
  variants[2].set_credit(aprgrid::v1::AVERAGE);
  variants[3].set_alpha(0.20000000000000004);  // The next double: keys must tell them apart.
  variants[4].set_reward(aprgrid::v1::RELATIVE);
  variants[5].set_arm_set(aprgrid::v1::GROUPED_7);
  variants[6].set_activation(aprgrid::v1::PER_MUTATION);
  variants[7].set_ucb_form(aprgrid::v1::PRINTED);
  variants[8].set_mode(aprgrid::v1::ARTEFACT);
  variants[9].mutable_search()->set_population(41);
  variants[10].mutable_search()->set_tournament_k(3);
  variants[11].mutable_search()->set_crossover_rate(0.6);
  variants[12].mutable_search()->set_negative_weight(1);
  variants[13].mutable_search()->set_check_space(false);
  variants[14].set_seed(2);
  variants[15].mutable_engine()->mutable_external()->add_argv("engine");
  std::set<std::string> keys = {key};
  for (const auto& v : variants) keys.insert(RepairAttemptKey(v));
  EXPECT_EQ(keys.size(), variants.size() + 1);
}

// crf_model_key came after the format was frozen: its line is appended, and only when set, so
// every attempt without a model keeps its key (docs/attempt-keys.md).
TEST(AttemptKeyTest, ACrfModelKeyIsAppendedOnlyWhenSet) {
  aprgrid::v1::RepairAttempt a = AdaptivePursuit();
  const std::string without = CanonicalRepairAttempt(a);
  a.set_crf_model_key("0123456789abcdef");
  EXPECT_EQ(CanonicalRepairAttempt(a), without + "crf_model_key=0123456789abcdef\n");
  EXPECT_NE(RepairAttemptKey(a), RepairAttemptKey(AdaptivePursuit()));
  aprgrid::v1::RepairAttempt other = a;
  other.set_crf_model_key("fedcba9876543210");
  EXPECT_NE(RepairAttemptKey(other), RepairAttemptKey(a));
}

// CRF-guided attempts (docs/crf-prior.md) add their lines at the end; no other attempt's text
// changes, so every stored key stays valid.
TEST(AttemptKeyTest, CrfGuidedAttemptsAddTheirFloorAndModel) {
  aprgrid::v1::RepairAttempt a = AdaptivePursuit();
  const std::string before = CanonicalRepairAttempt(a);
  a.set_crf_prior_floor(0.3);  // Ignored: not a CRF strategy.
  EXPECT_EQ(CanonicalRepairAttempt(a), before);
  a.set_strategy(aprgrid::v1::CRF_BANDIT);
  EXPECT_THAT(CanonicalRepairAttempt(a),
              ::testing::EndsWith("engine=builtin\ncrf_prior_floor=0.3\n"));
  const std::string key = RepairAttemptKey(a);
  a.set_crf_prior_floor(0.1);
  EXPECT_NE(RepairAttemptKey(a), key);
  a.set_crf_model_key("0123456789abcdef");
  EXPECT_THAT(CanonicalRepairAttempt(a),
              ::testing::EndsWith("crf_prior_floor=0.1\ncrf_model_key=0123456789abcdef\n"));
}

TEST(AttemptKeyTest, ExcludedProjectsEndTheCrfText) {
  aprgrid::v1::CrfAttempt crf;
  crf.set_dataset("builtin:small");
  crf.set_seed(1);
  const std::string key = CrfAttemptKey(crf);
  crf.add_exclude_projects("dates");
  crf.add_exclude_projects("strings");
  EXPECT_THAT(CanonicalCrfAttempt(crf),
              ::testing::EndsWith("seed=1\nexclude_project=dates\nexclude_project=strings\n"));
  EXPECT_NE(CrfAttemptKey(crf), key);
}

TEST(AttemptKeyTest, KeysAreSixteenLowercaseHexDigits) {
  const std::string key = RepairAttemptKey(AdaptivePursuit());
  EXPECT_THAT(key, ::testing::MatchesRegex("[0-9a-f]{16}"));
}

TEST(AttemptKeyTest, DoublesAreShortestRoundTrip) {
  EXPECT_EQ(CanonicalDouble(0.8), "0.8");
  EXPECT_EQ(CanonicalDouble(2.0), "2");
  EXPECT_EQ(CanonicalDouble(-0.0), "0");
  EXPECT_EQ(CanonicalDouble(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(CanonicalDouble(1e-7), "1e-07");
  EXPECT_EQ(CanonicalDouble(1e21), "1e+21");
  EXPECT_EQ(CanonicalDouble(123456.0), "123456");
  EXPECT_EQ(CanonicalDouble(std::numeric_limits<double>::infinity()), "inf");
}

}  // namespace
}  // namespace aprgrid::spec
