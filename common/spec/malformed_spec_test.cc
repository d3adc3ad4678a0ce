// Malformed specs, one problem each: the exact line (file:line:column: field.path: message) that
// parsing or ValidateCampaignSpec must report for it.
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "common/spec/spec_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

// One malformed spec and the exact problem line it must produce (among possibly others).
struct MalformedCase {
  const char* name;
  const char* text;
  const char* problem;
};

class MalformedSpecTest : public ::testing::TestWithParam<MalformedCase> {};

TEST_P(MalformedSpecTest, ReportsProblemWithLocation) {
  const MalformedCase& c = GetParam();
  const absl::Status status = ParseAndValidate(c.text);
  ASSERT_FALSE(status.ok()) << c.name;
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  const std::vector<std::string> lines = absl::StrSplit(std::string(status.message()), '\n');
  EXPECT_THAT(lines, ::testing::Contains(std::string(c.problem))) << status.message();
}

// clang-format off
const MalformedCase kMalformed[] = {
  {"SyntaxError", R"(name: "t"
stage {
  repair {
    name "s"
  }
})", R"(t.textproto:4:10: Expected ":", found ""s"".)"},
  {"UnknownEnumName", R"(name: "t"
stage { repair { name: "s" strategy: [UNIFORM, GREEDY] } })",
   R"(t.textproto:2:54: Unknown enumeration value of "GREEDY" for field "strategy".)"},
  {"MissingCampaignName", R"(stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:1:1: name: is required"},
  {"BadCampaignName", R"(name: "my campaign"
stage { repair { name: "s" subjects { bugs: "dates-1" } strategy: UNIFORM arm_set: GENPROG_3 seeds { count: 1 } } })",
   R"(t.textproto:1:1: name: "my campaign" is not a valid name ([a-zA-Z0-9_.-]{1,64}))"},
  {"NoStages", R"(name: "t")", "t.textproto:1:1: stage: a campaign needs at least one stage"},
  {"EmptyStage", R"(name: "t"
stage {}
)", "t.textproto:2:1: stage[0]: is empty (write repair { ... } or crf { ... })"},
  {"DuplicateStageNames", R"(name: "t"
stage { repair { name: "s" subjects { bugs: "dates-1" } strategy: UNIFORM arm_set: GENPROG_3 seeds { count: 1 } } }
stage { repair { name: "s" subjects { bugs: "dates-2" } strategy: UNIFORM arm_set: GENPROG_3 seeds { count: 1 } } }
)", R"(t.textproto:3:18: stage[1].repair.name: duplicate stage name "s" (also stage[0]))"},
  {"EmptyStrategy", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:3:3: stage[0].repair.strategy: is empty; name a strategy"},
  {"EmptyArmSet", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    seeds { count: 2 }
  }
})", "t.textproto:3:3: stage[0].repair.arm_set: is empty; name an arm set"},
  {"CreditMissing", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: [UNIFORM, UCB]
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:3:3: stage[0].repair.credit: is empty, but UCB needs a credit"},
  {"AlphaAboveOne", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: ADAPTIVE_PURSUIT
    credit: RECENCY_WEIGHTED
    alpha: [0.2, 1.5]
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:8:18: stage[0].repair.alpha[1]: 1.5 is outside (0, 1]"},
  {"AlphaZero", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: ADAPTIVE_PURSUIT
    credit: RECENCY_WEIGHTED
    alpha: 0
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:8:5: stage[0].repair.alpha[0]: 0 is outside (0, 1]"},
  {"AlphaWithoutRecencyWeighted", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: ADAPTIVE_PURSUIT
    credit: AVERAGE
    alpha: 0.2
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:8:5: stage[0].repair.alpha: is set, but credit does not list RECENCY_WEIGHTED"},
  {"RecencyWeightedWithoutAlpha", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: [ADAPTIVE_PURSUIT, UCB]
    credit: [AVERAGE, RECENCY_WEIGHTED]
    alpha_by_strategy { strategy: UCB alpha: 0.8 }
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:7:23: stage[0].repair.credit[1]: RECENCY_WEIGHTED needs alpha values, but none "
     "are given for ADAPTIVE_PURSUIT (set alpha or alpha_by_strategy)"},
  {"AlphaForUnlistedStrategy", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: ADAPTIVE_PURSUIT
    credit: RECENCY_WEIGHTED
    alpha: 0.2
    alpha_by_strategy { strategy: UCB alpha: 0.8 }
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:9:25: stage[0].repair.alpha_by_strategy[0].strategy: UCB is not listed in "
     "strategy"},
  {"PopulationTooSmall", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    search { population: 1 tournament_k: 1 }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:6:14: stage[0].repair.search.population: 1 is out of range 2..10000"},
  {"GenerationsZero", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    search { generations: 0 }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:6:14: stage[0].repair.search.generations: 0 is out of range 1..10000"},
  {"TournamentLargerThanPopulation", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    search {
      population: 10
      tournament_k: 11
    }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:8:7: stage[0].repair.search.tournament_k: 11 is out of range 1..population (10)"},
  {"CrossoverAboveOne", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    search { crossover_rate: 1.5 }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:6:14: stage[0].repair.search.crossover_rate: 1.5 is outside [0, 1]"},
  {"PositiveSampleZero", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    search { positive_sample: 0 }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:6:14: stage[0].repair.search.positive_sample: 0 is outside (0, 1]"},
  {"SeedsOverflowUint32", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { first: 4294967295 count: 2 }
  }
})", "t.textproto:8:13: stage[0].repair.seeds.first: seeds 4294967295 + 2 - 1 exceed 4294967295 "
     "(seeds are uint32)"},
  {"SeedsMissing", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
  }
})", "t.textproto:3:3: stage[0].repair.seeds: is required (e.g. seeds { first: 1 count: 20 })"},
  {"SeedCountZero", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { first: 3 }
  }
})", "t.textproto:8:5: stage[0].repair.seeds.count: must be at least 1"},
  {"GlobWithoutCatalog", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: ["dates-1", "mathx-*"] }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", R"(t.textproto:5:34: stage[0].repair.subjects.bugs[1]: "mathx-*" is a glob; expanding globs )"
     "needs a subject catalog (--subjects DIR or $APRGRID_SUBJECTS)"},
  {"UnknownCategory", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "*" categories: "gp" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", R"(t.textproto:5:26: stage[0].repair.subjects.categories[0]: unknown category "gp" )"
     "(expected genprog, par or neither)"},
  {"ExternalEngineWithoutArgv", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
    engine { external {} }
  }
})", "t.textproto:9:14: stage[0].repair.engine.external.argv: is empty; an external engine needs "
     "a command"},
  {"UnknownEnumNumber", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: 17
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:6:5: stage[0].repair.strategy[0]: unknown Strategy value 17"},
  {"UnspecifiedEnumLevel", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: [GENPROG_3, ARM_SET_UNSPECIFIED]
    seeds { count: 2 }
  }
})", "t.textproto:7:26: stage[0].repair.arm_set[1]: ARM_SET_UNSPECIFIED is not a level; name one"},
  {"DuplicateLevel", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: [UNIFORM, UNIFORM]
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", "t.textproto:6:25: stage[0].repair.strategy[1]: duplicate value UNIFORM"},
  {"UcbFormWithoutUcb", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    ucb_form: UCB1
    seeds { count: 2 }
  }
})", "t.textproto:8:5: stage[0].repair.ucb_form: is set, but strategy does not list UCB"},
  {"MaxTriesTooLarge", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
    max_tries: 101
  }
})", "t.textproto:9:5: stage[0].repair.max_tries: 101 is out of range 1..100"},
  {"CrfFoldsAndQ", R"(name: "t"
stage {
  crf {
    name: "c"
    dataset: "builtin:default"
    folds: 5
    fold_index: 5
    q: [0.5, 1.5]
  }
})", "t.textproto:7:5: stage[0].crf.fold_index[0]: 5 is out of range 0..4"},
  {"CrfQOutsideUnitInterval", R"(name: "t"
stage {
  crf {
    name: "c"
    dataset: "builtin:default"
    q: [0.5, 1.5]
  }
})", "t.textproto:6:14: stage[0].crf.q[1]: 1.5 is outside [0, 1]"},
  {"CrfWithoutDataset", R"(name: "t"
stage { crf { name: "c" } })",
   R"(t.textproto:2:9: stage[0].crf.dataset: is required (a dataset file or "builtin:default"))"},
  {"BadBugId", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates 1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})", R"(t.textproto:5:16: stage[0].repair.subjects.bugs[0]: "dates 1" is not a valid bug id)"},
  {"CrfPriorWithoutModel", R"(name: "t"
stage {
  repair {
    name: "guided"
    subjects { bugs: "dates-1" }
    strategy: CRF_PRIOR
    arm_set: PAR_18
    seeds { count: 2 }
  }
})", R"(t.textproto:3:3: stage[0].repair.crf_model: is required in stage "guided": CRF_PRIOR needs a crf_model (the name of the CRF stage whose model is the prior))"},
  {"CrfPriorOnGenProg3", R"(name: "t"
stage {
  repair {
    name: "guided"
    subjects { bugs: "dates-1" }
    strategy: [CRF_BANDIT, UNIFORM]
    credit: AVERAGE
    reward: RAW
    crf_model: "crf"
    arm_set: [PAR_18, GENPROG_3]
    seeds { count: 2 }
  }
})", R"(t.textproto:10:23: stage[0].repair.arm_set[1]: stage "guided": GENPROG_3 has no transform mapping; CRF_BANDIT needs PAR_18 or GROUPED_7)"},
  {"CrfPriorOnAnExternalEngine", R"(name: "t"
stage {
  repair {
    name: "guided"
    subjects { bugs: "dates-1" }
    strategy: CRF_PRIOR
    crf_model: "crf"
    arm_set: PAR_18
    seeds { count: 2 }
    engine { external { argv: "jarfly_engine.py" } }
  }
})", R"(t.textproto:10:14: stage[0].repair.engine.external: stage "guided": CRF_PRIOR needs the )"
     "built-in engine; an external engine (JaRFly or another) receives no CRF model and has no "
     "CRF-guided operator selection"},
  {"CrfPriorFloorOutOfRange", R"(name: "t"
stage {
  repair {
    name: "guided"
    subjects { bugs: "dates-1" }
    strategy: CRF_PRIOR
    crf_model: "crf"
    crf_prior_floor: 1.5
    arm_set: GROUPED_7
    seeds { count: 2 }
  }
})", "t.textproto:8:5: stage[0].repair.crf_prior_floor: 1.5 is outside [0, 1]"},
  {"CrfModelWithoutCrfStrategy", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    crf_model: "crf"
    arm_set: PAR_18
    seeds { count: 2 }
  }
})", "t.textproto:7:5: stage[0].repair.crf_model: is set, but strategy lists neither CRF_PRIOR nor CRF_BANDIT"},
  {"CrfBanditNeedsCredit", R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: [CRF_PRIOR, CRF_BANDIT]
    reward: RAW
    crf_model: "crf"
    arm_set: PAR_18
    seeds { count: 2 }
  }
})", "t.textproto:3:3: stage[0].repair.credit: is empty, but CRF_BANDIT needs a credit"},
  {"CrfExcludedProjectTwice", R"(name: "t"
stage { crf { name: "c" dataset: "builtin:small" exclude_projects: ["dates", "dates"] } })",
   R"(t.textproto:2:78: stage[0].crf.exclude_projects[1]: duplicate value "dates")"},
};
// clang-format on

INSTANTIATE_TEST_SUITE_P(Cases, MalformedSpecTest, ::testing::ValuesIn(kMalformed),
                         [](const ::testing::TestParamInfo<MalformedCase>& info) {
                           return std::string(info.param.name);
                         });

}  // namespace
}  // namespace aprgrid::spec
