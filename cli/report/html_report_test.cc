#include "cli/report/html_report.h"

#include <sstream>

#include "cli/report_test_db.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

int Count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(HtmlReportTest, SelfContainedWithEveryPlot) {
  ReportTestDb db;
  db.Add("UNIFORM", "", "b1", 1, "done", true, 10, 4, 2);
  db.Add("UNIFORM", "", "b2", 1, "done", false, std::nullopt, 4, 1);
  db.Add("UCB", "AVERAGE", "b1", 1, "done", true, 30, 4, 3);
  db.Add("UCB", "AVERAGE", "b2", 1, "queued", false, std::nullopt);
  std::ostringstream out;
  ASSERT_TRUE(WriteHtmlReport(db.path(), "c-1", "demo", "", out).ok());
  const std::string html = out.str();
  EXPECT_THAT(html, HasSubstr("<!DOCTYPE html>"));
  for (const char* id :
       {"forest", "km", "fitness", "arms-UNIFORM-GENPROG_3", "arms-UCB-GENPROG_3", "heatmap"}) {
    EXPECT_THAT(html, HasSubstr(std::string("<figure id=\"") + id + "\">")) << id;
  }
  EXPECT_EQ(Count(html, "<svg"), 6);
  EXPECT_THAT(html, HasSubstr("<table>"));
  EXPECT_THAT(html, HasSubstr("runs without a patch (%)"));
  EXPECT_THAT(html, Not(HasSubstr("<script")));
  EXPECT_THAT(html, Not(HasSubstr("http://www.w3.org/1999")));  // Nothing but the SVG namespace.
  EXPECT_THAT(html, Not(HasSubstr("https:")));
  EXPECT_THAT(html, Not(HasSubstr("nan")));
  EXPECT_THAT(html, Not(HasSubstr("NaN")));
}

TEST(HtmlReportTest, EmptyCampaignSaysSo) {
  ReportTestDb db;
  std::ostringstream out;
  ASSERT_TRUE(WriteHtmlReport(db.path(), "c-1", "demo", "", out).ok());
  EXPECT_THAT(out.str(), HasSubstr("No repair configurations recorded."));
  EXPECT_THAT(out.str(), HasSubstr("</html>"));
}

}  // namespace
}  // namespace aprgrid::cli
