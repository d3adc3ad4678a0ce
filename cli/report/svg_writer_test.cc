#include "cli/report/svg_writer.h"

#include <cmath>
#include <limits>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;

TEST(SvgWriterTest, WritesElementsAndEscapesText) {
  SvgWriter svg(200, 100, "a <plot>");
  svg.Line(0, 0, 10, 10, "stroke:#000");
  svg.Text(5, 5, "x & y", "middle", -90);
  svg.Marker(2, 50, 50, 6, "fill:#fff");
  const std::string out = svg.Finish();
  EXPECT_THAT(out, HasSubstr("<title>a &lt;plot&gt;</title>"));
  EXPECT_THAT(out, HasSubstr("viewBox=\"0 0 200.00 100.00\""));
  EXPECT_THAT(out, HasSubstr("<line x1=\"0.00\" y1=\"0.00\" x2=\"10.00\" y2=\"10.00\""));
  EXPECT_THAT(out, HasSubstr("transform=\"rotate(-90.00 5.00 5.00)\">x &amp; y</text>"));
  EXPECT_THAT(out, HasSubstr("<polygon"));
}

TEST(SvgWriterTest, DropsNonFiniteCoordinates) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  SvgWriter svg(100, 100, "t");
  svg.Line(nan, 0, 1, 1, "s");
  svg.Rect(0, 0, std::numeric_limits<double>::infinity(), 1, "s");
  svg.Polyline({{0, 0}, {nan, 1}}, "s");
  svg.Text(nan, 1, "gone");
  EXPECT_THAT(svg.Finish(), Not(HasSubstr("nan")));
  EXPECT_THAT(svg.Finish(), Not(HasSubstr("<line")));
  EXPECT_THAT(svg.Finish(), Not(HasSubstr("<polyline")));
}

TEST(SvgWriterTest, PlotMapsDataToTheFrame) {
  SvgWriter svg(400, 300, "t");
  Plot plot(svg, 0, 10, 0, 100);
  EXPECT_DOUBLE_EQ(plot.X(0), plot.left());
  EXPECT_DOUBLE_EQ(plot.X(10), plot.right());
  EXPECT_DOUBLE_EQ(plot.Y(0), plot.bottom());
  EXPECT_DOUBLE_EQ(plot.Y(100), plot.top());
  plot.Axes("generation (count)", "share (%)");
  EXPECT_THAT(svg.Finish(), HasSubstr(">share (%)</text>"));
}

TEST(SvgWriterTest, NiceTicksAreRound) {
  EXPECT_THAT(NiceTicks(0, 100, 5), ElementsAre(0, 20, 40, 60, 80, 100));
  EXPECT_THAT(NiceTicks(0, 8, 4), ElementsAre(0, 2, 4, 6, 8));
  EXPECT_THAT(NiceTicks(0, 9, 4), ElementsAre(0, 5));
  EXPECT_THAT(NiceTicks(5, 5, 4), ElementsAre(5));
}

TEST(SvgWriterTest, SeriesDifferByDash) {
  EXPECT_NE(SeriesStroke(0), SeriesStroke(1));
  EXPECT_NE(SeriesStroke(1), SeriesStroke(2));
}

}  // namespace
}  // namespace aprgrid::cli
