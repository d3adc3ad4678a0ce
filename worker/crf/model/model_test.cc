// CrfModel::NodeMarginals against an exhaustive k-best enumeration, and the shared model cache.
#include "worker/crf/model/model.h"

#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/model/model_cache.h"
#include "worker/crf/model/model_io.h"
#include "worker/crf/model/synthetic.h"
#include "worker/crf/model/trainer.h"

namespace aprgrid::crf {
namespace {

CrfModel SmallModel() {
  SyntheticOptions so;
  so.num_samples = 200;
  std::vector<LabeledTree> train = GenerateSyntheticDataset(31, so);
  TrainOptions o;
  o.max_evaluations = 25;
  return *Train(train, o);
}

std::string Bytes(const CrfModel& model) {
  std::ostringstream out;
  EXPECT_TRUE(WriteModel(model, out).ok());
  return out.str();
}

TEST(CrfModelTest, NodeMarginalsEqualTheSumsOverEveryLabelling) {
  const CrfModel model = SmallModel();
  SyntheticOptions so;
  so.num_samples = 60;
  int enumerated = 0;
  for (const LabeledTree& s : GenerateSyntheticDataset(32, so)) {
    absl::StatusOr<std::vector<Prediction>> all = model.Predict(s.tree, 255);
    ASSERT_TRUE(all.ok()) << all.status();
    double total = 0;
    for (const Prediction& p : *all) total += p.probability;
    if (all->size() == 255 || all->empty()) continue;  // Not every labelling listed.
    ASSERT_NEAR(total, 1.0, 1e-9);
    ++enumerated;
    std::vector<CrfModel::NodeMarginal> expected(static_cast<size_t>(s.tree.size()),
                                                 CrfModel::NodeMarginal{});
    for (const Prediction& p : *all) {
      for (int v = 0; v < s.tree.size(); ++v) expected[v][p.transforms[v]] += p.probability;
    }
    absl::StatusOr<std::vector<CrfModel::NodeMarginal>> got = model.NodeMarginals(s.tree);
    ASSERT_TRUE(got.ok()) << got.status();
    ASSERT_EQ(got->size(), expected.size());
    for (size_t v = 0; v < expected.size(); ++v) {
      double row = 0;
      for (int t = 0; t < kNumTransforms; ++t) {
        EXPECT_NEAR((*got)[v][t], expected[v][t], 1e-9) << "node " << v << " transform " << t;
        row += (*got)[v][t];
      }
      EXPECT_NEAR(row, 1.0, 1e-9);
    }
  }
  EXPECT_GE(enumerated, 20);  // The comparison ran on enough trees to mean something.
}

TEST(CrfModelCacheTest, SameBytesShareOneModelAndBadBytesFail) {
  const CrfModel model = SmallModel();
  const std::string bytes = Bytes(model);
  absl::StatusOr<std::shared_ptr<const CrfModel>> a = ParseModelCached(bytes);
  absl::StatusOr<std::shared_ptr<const CrfModel>> b = ParseModelCached(std::string(bytes));
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_TRUE(b.ok()) << b.status();
  EXPECT_EQ(a->get(), b->get());
  EXPECT_EQ((*a)->weights(), model.weights());
  // Another model's bytes: another object; the first is still cached (capacity 2).
  std::string other = bytes;
  other.replace(other.find("aprgrid-crf-model 1\n"), 20, "aprgrid-crf-model 1\n\n");
  absl::StatusOr<std::shared_ptr<const CrfModel>> c = ParseModelCached(other);
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_NE(c->get(), a->get());
  EXPECT_EQ(ParseModelCached(bytes)->get(), a->get());
  absl::StatusOr<std::shared_ptr<const CrfModel>> bad = ParseModelCached("not a model");
  EXPECT_FALSE(bad.ok());
  EXPECT_FALSE(ParseModelCached(bytes.substr(0, bytes.size() / 2)).ok());
}

}  // namespace
}  // namespace aprgrid::crf
