#include "worker/crf/model/model_io.h"

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/model/synthetic.h"
#include "worker/crf/model/test_trees.h"
#include "worker/crf/model/trainer.h"

namespace aprgrid::crf {
namespace {

CrfModel SmallModel(FeatureFamilies families) {
  SyntheticOptions so;
  so.num_samples = 150;
  std::vector<LabeledTree> train = GenerateSyntheticDataset(21, so);
  // A label and a characteristic with bytes that need escaping.
  LabeledTree odd = WorkedExampleSample();
  odd.tree.mutable_node(2).label = "Variable Access%\n";
  odd.tree.mutable_node(2).characteristics.push_back("");
  train.push_back(odd);
  TrainOptions o;
  o.features.families = families;
  o.features.constrain_edges = false;
  o.features.indicator_max_tree_nodes = 30;
  o.max_evaluations = 20;
  return *Train(train, o);
}

TEST(CrfModelIoTest, RoundTripPredictsBitIdentically) {
  CrfModel model = SmallModel(FeatureFamilies::kFull);
  std::stringstream buffer;
  ASSERT_TRUE(WriteModel(model, buffer).ok());
  absl::StatusOr<CrfModel> back = ReadModel(buffer);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->weights(), model.weights());
  EXPECT_EQ(back->index().data().features, model.index().data().features);
  EXPECT_EQ(back->index().data().labels, model.index().data().labels);
  EXPECT_EQ(back->index().data().characteristics, model.index().data().characteristics);
  EXPECT_FALSE(back->index().options().constrain_edges);
  EXPECT_EQ(back->index().options().indicator_max_tree_nodes, 30);
  SyntheticOptions so;
  so.num_samples = 50;
  for (const LabeledTree& s : GenerateSyntheticDataset(22, so)) {
    std::vector<Prediction> a = *model.Predict(s.tree, 3);
    std::vector<Prediction> b = *back->Predict(s.tree, 3);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
      EXPECT_EQ(a[i].transforms, b[i].transforms);
      EXPECT_EQ(a[i].probability, b[i].probability);
    }
  }
}

TEST(CrfModelIoTest, SaveAndLoadThroughAFile) {
  CrfModel model = SmallModel(FeatureFamilies::kObservationOnly);
  const std::string path =
      (std::filesystem::temp_directory_path() / "aprgrid_crf_model_io_test.model").string();
  ASSERT_TRUE(SaveModel(model, path).ok());
  absl::StatusOr<CrfModel> back = LoadModel(path);
  std::remove(path.c_str());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->index().options().families, FeatureFamilies::kObservationOnly);
  EXPECT_EQ(back->weights(), model.weights());
  EXPECT_FALSE(LoadModel(path).ok());
}

TEST(CrfModelIoTest, RejectsMalformedFiles) {
  CrfModel model = SmallModel(FeatureFamilies::kIndicatorOnly);
  std::stringstream buffer;
  ASSERT_TRUE(WriteModel(model, buffer).ok());
  const std::string text = buffer.str();
  auto read = [](const std::string& s) {
    std::istringstream in(s);
    return ReadModel(in).status();
  };
  EXPECT_TRUE(read(text).ok());
  EXPECT_FALSE(read("not-a-model 1\n").ok());
  absl::Status version = read("aprgrid-crf-model 99\n");
  EXPECT_NE(version.message().find("version 99"), std::string::npos) << version;
  EXPECT_FALSE(read(text.substr(0, text.size() / 2)).ok());
  std::string no_end = text.substr(0, text.rfind("end"));
  EXPECT_FALSE(read(no_end).ok());
}

}  // namespace
}  // namespace aprgrid::crf
