#include "cli/result_table.h"

#include <sstream>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::HasSubstr;

ResultTable Sample() {
  ResultTable table;
  table.names = {"configuration", "rate", "", "note"};
  table.headings = {"configuration", "rate", "shown", ""};
  table.AddRow("s1", {Cell::Text("A,\"b\""), Cell::Number(0.25, "25.0%"), Cell::Text("x_1"),
                      Cell::Text("n")});
  table.AddRow("s1",
               {Cell::Text("C"), Cell::Number(std::nullopt), Cell::Text("y"), Cell::Text("")});
  table.AddRow("s2", {Cell::Text("D"), Cell::Integer(3), Cell::Text("z"), Cell::Text("m")});
  return table;
}

std::string Render(OutputFormat format) {
  std::ostringstream out;
  WriteTable(Sample(), format, out);
  return out.str();
}

TEST(ResultTableTest, ParsesFormats) {
  EXPECT_EQ(*ParseOutputFormat("latex"), OutputFormat::kLatex);
  EXPECT_FALSE(ParseOutputFormat("pdf").ok());
}

TEST(ResultTableTest, CsvIsFlatWithMachineColumnsAndExactNumbers) {
  EXPECT_EQ(Render(OutputFormat::kCsv),
            "stage,configuration,rate,note\n"
            "s1,\"A,\"\"b\"\"\",0.25,n\n"
            "s1,C,,\n"
            "s2,D,3,m\n");
}

TEST(ResultTableTest, JsonHasNumbersAndNulls) {
  EXPECT_EQ(Render(OutputFormat::kJson),
            "{\"stage\":\"s1\",\"configuration\":\"A,\\\"b\\\"\",\"rate\":0.25,\"note\":\"n\"}\n"
            "{\"stage\":\"s1\",\"configuration\":\"C\",\"rate\":null,\"note\":\"\"}\n"
            "{\"stage\":\"s2\",\"configuration\":\"D\",\"rate\":3,\"note\":\"m\"}\n");
}

TEST(ResultTableTest, HumanFormatsGroupByStageAndShowMissingAsDash) {
  const std::string text = Render(OutputFormat::kText);
  EXPECT_THAT(text, HasSubstr("\nstage s1\nconfiguration   rate  shown\n"));
  EXPECT_THAT(text, HasSubstr("\nC                  -      y\n"));
  EXPECT_THAT(text, HasSubstr("\nstage s2\n"));
  EXPECT_THAT(Render(OutputFormat::kMarkdown), HasSubstr("| C | - | y |"));
  const std::string latex = Render(OutputFormat::kLatex);
  EXPECT_THAT(latex, HasSubstr("25.0\\% & x\\_1 \\\\"));
  EXPECT_THAT(latex, HasSubstr("\\begin{tabular}{lrr}"));
  EXPECT_THAT(Render(OutputFormat::kHtml), HasSubstr("<th scope=\"row\">A,&quot;b&quot;</th>"));
}

TEST(ResultTableTest, NonFiniteNumbersAreMissing) {
  const Cell cell = Cell::Number(std::numeric_limits<double>::quiet_NaN());
  EXPECT_FALSE(cell.number.has_value());
  EXPECT_EQ(ShortestNumber(0.1), "0.1");
  EXPECT_EQ(ShortestNumber(-0.0), "0");
}

}  // namespace
}  // namespace aprgrid::cli
