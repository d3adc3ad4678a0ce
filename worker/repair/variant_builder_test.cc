// The incremental variant path against the whole-program path, on real benchmark bugs and random
// genomes drawn as the GP loop draws them (every operator): the same hash, the same compile
// verdict and, when both compile, the same outcome, message and output for every test.
#include "worker/repair/variant_builder.h"

#include <string>

#include "common/random.h"
#include "common/test_sample.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"
#include "worker/repair/repair_problem.h"
#include "worker/repair/repair_test_util.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

// Runs every test of `program`; "name outcome message output" per test.
std::vector<std::string> Outcomes(const lang::Program& program) {
  lang::RunLimits limits;
  limits.step_budget = 200'000;
  lang::TestRunner runner(program, limits);
  std::vector<std::string> out;
  for (const lang::TestCase& t : program.tests) {
    lang::TestResult r = runner.Run(t);
    out.push_back(lang::FormatResult(r, true));
  }
  return out;
}

struct Tally {
  int genomes = 0, compiled = 0, rejected = 0;
};

void CheckBug(const std::string& dir, int genomes, Tally& tally) {
  absl::StatusOr<Subject> subject = LoadSubject(dir);
  ASSERT_TRUE(subject.ok()) << subject.status();
  std::span<const rl::Operator> all = rl::AllOperators();
  absl::StatusOr<std::unique_ptr<RepairProblem>> problem = RepairProblem::Create(
      *subject, v1::JARFLY_RUNS, true, std::vector<rl::Operator>(all.begin(), all.end()));
  ASSERT_TRUE(problem.ok()) << problem.status();
  RepairProblem& p = **problem;
  VariantBuilder builder(p.unit(), p.file_names(), p.program());
  Rng rng(42);
  for (int g = 0; g < genomes; ++g) {
    Genome genome = testing::RandomGenome(p, rng, 4);
    lang::NodePtr whole = ApplyEdits(p.unit(), genome);
    uint64_t whole_hash = lang::StructuralHash(*whole);
    VariantBuilder::Variant variant = builder.Build(genome);
    std::string what = dir + " genome " + std::to_string(g);
    ASSERT_EQ(builder.Hash(variant), whole_hash) << what;
    ASSERT_EQ(builder.SecondHash(variant), SecondStructuralHash(*whole)) << what;
    // Independent: a program whose first hash differs from the original's has a second hash
    // that differs too (the two would collide together only by accident).
    if (whole_hash != lang::StructuralHash(p.unit())) {
      ASSERT_NE(builder.SecondHash(variant), SecondStructuralHash(p.unit())) << what;
    }
    absl::StatusOr<std::unique_ptr<lang::Program>> full =
        lang::Compile(std::move(whole), p.file_names());
    absl::StatusOr<std::unique_ptr<lang::Program>> incremental =
        builder.Compile(std::move(variant));
    ++tally.genomes;
    ASSERT_EQ(full.ok(), incremental.ok())
        << what << ": full " << full.status() << " / incremental " << incremental.status();
    if (!full.ok()) {
      ++tally.rejected;
      continue;
    }
    ++tally.compiled;
    ASSERT_EQ(Outcomes(**full), Outcomes(**incremental)) << what;
  }
}

TEST(VariantBuilderTest, IncrementalPathMatchesTheWholeProgramPath) {
  Tally tally;
  const int per_bug = aprgrid::testing::SampleSize(60, 6);
  lang::RunWithLargeStack([&] {
    for (const char* bug : {"dates/dates-12", "strings/strings-3", "collections/collections-5",
                            "expr/expr-2", "geometry/geometry-4", "mathx/mathx-7"}) {
      CheckBug(testing::SourceDir() + "/subjects/" + bug, per_bug, tally);
    }
  });
  EXPECT_EQ(tally.genomes, 6 * per_bug);
  // Both verdicts occur, so both branches were compared.
  EXPECT_GT(tally.compiled, 6 * per_bug / 8);
  EXPECT_GT(tally.rejected, 0);
}

TEST(VariantBuilderTest, EmptyGenomeIsTheOriginal) {
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    ASSERT_TRUE(subject.ok()) << subject.status();
    std::vector<rl::Operator> ops = {rl::Operator::kAppend, rl::Operator::kDelete};
    auto problem = RepairProblem::Create(*subject, v1::JARFLY_RUNS, true, ops);
    ASSERT_TRUE(problem.ok()) << problem.status();
    VariantBuilder builder((*problem)->unit(), (*problem)->file_names(), (*problem)->program());
    VariantBuilder::Variant v = builder.Build({});
    EXPECT_EQ(builder.Hash(v), lang::StructuralHash((*problem)->unit()));
    EXPECT_EQ(builder.SecondHash(v), SecondStructuralHash((*problem)->unit()));
    EXPECT_TRUE(v.methods.empty());
    auto compiled = builder.Compile(std::move(v));
    ASSERT_TRUE(compiled.ok()) << compiled.status();
    EXPECT_EQ(Outcomes(**compiled), Outcomes(*(*problem)->program()));
  });
}

// A declaration nested in a class or a method body (which the subject language is growing) is
// outside what the incremental path replaces: edits in it, or anywhere once a method body holds
// one, take the whole-program path. The nesting is made by moving nodes of a compiled program, ids
// kept, since the parser may not accept it yet.
const lang::Node* FirstOfKind(const lang::Node& n, lang::Kind kind) {
  if (n.kind == kind) return &n;
  for (const lang::NodePtr& c : n.children) {
    if (const lang::Node* found = FirstOfKind(*c, kind)) return found;
  }
  return nullptr;
}

Edit DeleteOf(const lang::Node& target) {
  Edit e;
  e.op = rl::Operator::kDelete;
  e.action = EditAction::kDelete;
  e.target = target.id;
  return e;
}

TEST(VariantBuilderTest, NestedDeclarationsTakeTheWholeProgramPath) {
  constexpr char kCode[] = R"(class Code {
  static int twice(int x) {
    int y = x * 2;
    return y;
  }
}
class Helper {
  static int inc(int x) {
    int y = x + 1;
    return y;
  }
}
)";
  absl::StatusOr<std::unique_ptr<lang::Program>> compiled =
      lang::CompileSources({{"Code.java", kCode}});
  ASSERT_TRUE(compiled.ok()) << compiled.status();
  std::shared_ptr<const lang::Program> base = *std::move(compiled);
  const lang::Node& root = *base->ast;
  ASSERT_EQ(root.size(), 2u);

  // As written: an edit in either class is replaced alone.
  {
    VariantBuilder builder(root, base->file_names, base);
    for (size_t c = 0; c < 2; ++c) {
      const lang::Node* local = FirstOfKind(*root.child(c), lang::Kind::kLocalVarDecl);
      ASSERT_NE(local, nullptr);
      VariantBuilder::Variant v = builder.Build({DeleteOf(*local)});
      EXPECT_EQ(v.whole, nullptr);
      EXPECT_EQ(v.methods.size(), 1u);
    }
  }
  // Helper as a member class of Code: an edit in Helper.inc is whole, one in Code.twice is not.
  {
    lang::NodePtr original = lang::Clone(root);
    lang::Node* code = original->child(0);
    code->Add(original->RemoveChild(1));
    const lang::Node* in_twice = FirstOfKind(*code, lang::Kind::kLocalVarDecl);
    const lang::Node* in_inc = FirstOfKind(*code->children.back(), lang::Kind::kLocalVarDecl);
    ASSERT_NE(in_twice, nullptr);
    ASSERT_NE(in_inc, nullptr);
    VariantBuilder builder(*original, base->file_names, base);
    EXPECT_NE(builder.Build({DeleteOf(*in_inc)}).whole, nullptr);
    EXPECT_NE(builder.Build({DeleteOf(*in_twice), DeleteOf(*in_inc)}).whole, nullptr);
    VariantBuilder::Variant v = builder.Build({DeleteOf(*in_twice)});
    EXPECT_EQ(v.whole, nullptr);
    EXPECT_EQ(builder.Hash(v), lang::StructuralHash(*ApplyEdits(*original, {DeleteOf(*in_twice)})));
  }
  // Helper declared inside Code.twice's body: every edit is whole.
  {
    lang::NodePtr original = lang::Clone(root);
    const lang::Node* twice = FirstOfKind(*original->child(0), lang::Kind::kMethodDecl);
    ASSERT_NE(twice, nullptr);
    lang::Node* body = const_cast<lang::Node*>(FirstOfKind(*twice, lang::Kind::kBlock));
    ASSERT_NE(body, nullptr);
    body->Add(original->RemoveChild(1));
    const lang::Node* in_twice = FirstOfKind(*body, lang::Kind::kLocalVarDecl);
    ASSERT_NE(in_twice, nullptr);
    VariantBuilder builder(*original, base->file_names, base);
    EXPECT_NE(builder.Build({DeleteOf(*in_twice)}).whole, nullptr);
  }
}

}  // namespace
}  // namespace aprgrid::repair
