#include "worker/crf/model/graph.h"

#include <algorithm>
#include <set>
#include <utility>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::crf {
namespace {

using ::testing::ElementsAre;
using ::testing::Pair;
using ::testing::UnorderedElementsAre;

// r = (a - b) + c;  (the example of docs/crf-transform-prediction.md, section 2, ids shifted to
// 0-based).
Tree WorkedExample() {
  Tree t;
  int assign = *t.AddNode(-1, "Assignment", "=");
  (void)*t.AddNode(assign, "VariableAccess", "r");
  int plus = *t.AddNode(assign, "BinaryOperator", "+");
  int minus = *t.AddNode(plus, "BinaryOperator", "-");
  (void)*t.AddNode(minus, "VariableAccess", "a");
  (void)*t.AddNode(minus, "VariableAccess", "b");
  (void)*t.AddNode(plus, "VariableAccess", "c");
  return t;
}

TEST(CrfCliqueGraphTest, SpecWorkedExample) {
  CliqueGraph g = BuildCliqueGraph(WorkedExample());
  // Spec ids minus one: <1,2> <1,3> <3,4> <3,7> <4,5> <4,6>.
  EXPECT_THAT(g.parent_child, UnorderedElementsAre(Pair(0, 1), Pair(0, 2), Pair(2, 3), Pair(2, 6),
                                                   Pair(3, 4), Pair(3, 5)));
  EXPECT_THAT(g.siblings, UnorderedElementsAre(Pair(1, 2), Pair(3, 6), Pair(4, 5)));
  EXPECT_THAT(g.triangles, UnorderedElementsAre(ElementsAre(0, 1, 2), ElementsAre(2, 3, 6),
                                                ElementsAre(3, 4, 5)));
  EXPECT_EQ(g.num_edges(), 9);
}

TEST(CrfCliqueGraphTest, VirtualRootAddsOneEdgeAndNoTriangle) {
  Tree t = WorkedExample().WithVirtualRoot();
  ASSERT_EQ(t.size(), 8);
  EXPECT_EQ(t.node(0).label, kVirtualLabel);
  EXPECT_EQ(t.node(0).allowed_transforms, kVirtualRootTransforms);
  EXPECT_EQ(t.node(1).label, "Assignment");
  CliqueGraph g = BuildCliqueGraph(t);
  EXPECT_EQ(g.num_edges(), 10);
  EXPECT_EQ(g.triangles.size(), 3u);
  EXPECT_NE(std::find(g.parent_child.begin(), g.parent_child.end(), std::make_pair(0, 1)),
            g.parent_child.end());
}

TEST(CrfCliqueGraphTest, NoCliqueLargerThanThree) {
  // A node with many children: non-consecutive siblings are never adjacent, so every triangle
  // is {parent, c_i, c_i+1} and there is no 4-clique.
  Tree t;
  int root = *t.AddNode(-1, "MethodCall", "f");
  for (int i = 0; i < 5; ++i) (void)*t.AddNode(root, "VariableAccess", "x");
  CliqueGraph g = BuildCliqueGraph(t);
  std::set<std::pair<int, int>> adj;
  for (auto [a, b] : g.parent_child) adj.insert({std::min(a, b), std::max(a, b)});
  for (auto [a, b] : g.siblings) adj.insert({std::min(a, b), std::max(a, b)});
  int four_cliques = 0;
  for (int a = 0; a < 6; ++a)
    for (int b = a + 1; b < 6; ++b)
      for (int c = b + 1; c < 6; ++c)
        for (int d = c + 1; d < 6; ++d)
          four_cliques += adj.count({a, b}) && adj.count({a, c}) && adj.count({a, d}) &&
                          adj.count({b, c}) && adj.count({b, d}) && adj.count({c, d});
  EXPECT_EQ(four_cliques, 0);
  EXPECT_EQ(g.triangles.size(), 4u);
}

TEST(CrfTreeTest, RejectsNodesOutOfPreOrder) {
  Tree t;
  int root = *t.AddNode(-1, "Block");
  int a = *t.AddNode(root, "If");
  (void)*t.AddNode(root, "Return");
  EXPECT_FALSE(t.AddNode(a, "Block").ok());  // `a` is no longer on the rightmost path.
  EXPECT_FALSE(t.AddNode(-1, "Block").ok());
  EXPECT_FALSE(t.AddNode(17, "Block").ok());
}

}  // namespace
}  // namespace aprgrid::crf
