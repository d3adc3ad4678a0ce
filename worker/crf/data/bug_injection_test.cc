#include "worker/crf/data/bug_injection.h"

#include <iostream>

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
  for (int i = 0; i < 3000; ++i) made += injector.Next(&s) ? 1 : 0;
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
  EXPECT_GT(made, 2500);
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

}  // namespace
}  // namespace aprgrid::crf
