#include "worker/crf/data/bug_injection.h"

#include <algorithm>
#include <iostream>

#include "common/test_sample.h"
#include "gtest/gtest.h"
#include "worker/crf/data/labeller.h"

namespace aprgrid::crf {
namespace {

// The differ + labeller must recover the injected labels (goal >= 95%: docs/crf-dataset.md, "Bug
// injection").
TEST(BugInjectionTest, DifferAndLabellerRecoverInjectedLabels) {
  auto corpus = BuildDefaultCorpus(std::string(APRGRID_SOURCE_DIR) + "/subjects", 20, 7);
  ASSERT_TRUE(corpus.ok()) << corpus.status();
  Injector injector(**corpus, 11);
  InjectedSample s;
  int made = 0;
  const int tries = aprgrid::testing::SampleSize(3000, 5);  // A fifth under ASan.
  for (int i = 0; i < tries; ++i) made += injector.Next(&s) ? 1 : 0;
  const InjectionStats& st = injector.stats();
  std::cout << "methods " << (*corpus)->num_methods() << ", injected " << st.injected << ", kept "
            << st.kept << ", recovered " << st.recovered << " (" << st.agreement() << ")\n";
  for (int t = 1; t < kNumTransforms; ++t) {
    std::cout << "  " << TransformName(t) << ": " << st.recovered_single[t] << "/"
              << st.injected_single[t] << "\n";
  }
  std::cout << "  multiple: " << st.recovered_multiple << "/" << st.injected_multiple << "\n";
  for (int r = 1; r < 5; ++r) {
    std::cout << "  dropped " << DropReasonName(static_cast<DropReason>(r)) << ": " << st.dropped[r]
              << "\n";
  }
  EXPECT_GT(made, tries * 5 / 6);
  EXPECT_GE(st.agreement(), 0.95);
}

TEST(BugInjectionTest, SameSeedSameSamples) {
  auto corpus = BuildDefaultCorpus(std::string(APRGRID_SOURCE_DIR) + "/subjects", 2, 7);
  ASSERT_TRUE(corpus.ok()) << corpus.status();
  Injector a(**corpus, 5), b(**corpus, 5);
  for (int i = 0; i < 50; ++i) {
    InjectedSample x, y;
    ASSERT_EQ(a.Next(&x), b.Next(&y));
    EXPECT_EQ(x.sample.gold, y.sample.gold);
    ASSERT_EQ(x.sample.tree.size(), y.sample.tree.size());
    for (int v = 0; v < x.sample.tree.size(); ++v) {
      EXPECT_EQ(x.sample.tree.node(v).value, y.sample.tree.node(v).value);
    }
  }
}

const lang::Node* EnclosingMethod(const lang::Node* n) {
  while (n != nullptr && n->kind != lang::Kind::kMethodDecl) n = n->parent;
  return n;
}

std::vector<std::vector<std::string>> AllCharacteristics(const Tree& tree) {
  std::vector<std::vector<std::string>> out;
  for (int v = 0; v < tree.size(); ++v) out.push_back(tree.node(v).characteristics);
  return out;
}

// Characteristics come from the buggy program only (docs/crf-dataset.md, "Bug injection"). For each
// injected sample, the test rebuilds its program from the correct corpus program with the correct
// method (and so the fixed statement) removed from the class and the buggy method put in its place;
// the buggy statement's characteristics there must equal the sample's, node for node. As a check
// that this comparison can fail, the characteristics computed with the correct class (the old,
// leaky context) must differ for some samples.
TEST(BugInjectionTest, NoCharacteristicChangesWhenTheFixedStatementIsRemoved) {
  auto corpus = BuildDefaultCorpus(std::string(APRGRID_SOURCE_DIR) + "/subjects", 10, 7);
  ASSERT_TRUE(corpus.ok()) << corpus.status();
  Injector injector(**corpus, 13);
  int checked = 0, leaky = 0;
  for (int i = 0; i < 1500 && checked < 400; ++i) {
    InjectedSample s;
    if (!injector.Next(&s)) continue;
    ASSERT_NE(s.buggy_statement, nullptr);
    ASSERT_NE(s.correct_method, nullptr);
    const lang::Node* correct_class = s.correct_method->parent;
    const lang::Node* correct_unit = correct_class->parent;
    const lang::Node* buggy_method = EnclosingMethod(s.buggy_statement);
    ASSERT_NE(buggy_method, nullptr);
    // Where the buggy statement lies in its method (pre-order position).
    std::vector<lang::Node*> order = lang::PreOrder(const_cast<lang::Node&>(*buggy_method));
    const size_t at = std::find(order.begin(), order.end(), s.buggy_statement) - order.begin();
    ASSERT_LT(at, order.size());

    // The correct program without the fixed statement's method, with the buggy method instead.
    lang::NodePtr unit = lang::Clone(*correct_unit);
    lang::Node* cls = unit->child(correct_class->IndexInParent());
    const int index = s.correct_method->IndexInParent();
    (void)cls->RemoveChild(index);
    lang::NodePtr method = lang::Clone(*buggy_method);
    lang::Node* statement = lang::PreOrder(*method)[at];
    cls->InsertChild(index, std::move(method));
    StatementTree rebuilt = StatementToTree(*statement, *AnalyseClass(*cls, *unit));
    ASSERT_EQ(rebuilt.tree.size(), s.sample.tree.size());
    EXPECT_EQ(AllCharacteristics(rebuilt.tree), AllCharacteristics(s.sample.tree))
        << "sample " << i << " of source " << s.source;

    StatementTree with_fix =
        StatementToTree(*s.buggy_statement, *AnalyseClass(*correct_class, *correct_unit));
    if (AllCharacteristics(with_fix.tree) != AllCharacteristics(s.sample.tree)) ++leaky;
    ++checked;
  }
  std::cout << checked << " samples checked; the correct class's context changes " << leaky
            << " of them\n";
  EXPECT_GE(checked, 400);
  EXPECT_GT(leaky, 0);
}

}  // namespace
}  // namespace aprgrid::crf
