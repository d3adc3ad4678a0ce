// A table of results and its renderings for `aprgrid report` and `aprgrid compare`: aligned text,
// Markdown, CSV, LaTeX and JSON Lines. Each column has a machine name (the CSV header and JSON
// key) and a heading for the human formats; a column without a name appears only in the human
// formats (e.g. "2/12" beside the separate numbers), one without a heading only in CSV and JSON.
// Rows belong to groups (stages): the human formats print one table per group, CSV and JSON one
// flat list with the group as the first column.
#ifndef APRGRID_CLI_RESULT_TABLE_H_
#define APRGRID_CLI_RESULT_TABLE_H_

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::cli {

enum class OutputFormat { kText, kMarkdown, kCsv, kLatex, kJson, kHtml };

// "text", "markdown", "csv", "latex", "json" or "html"; InvalidArgument naming the value
// otherwise.
absl::StatusOr<OutputFormat> ParseOutputFormat(std::string_view name);

// A value: a number (with its display text) or text. An empty cell is a missing value: blank in
// CSV, null in JSON, "-" in the human formats (never "nan").
struct Cell {
  std::optional<double> number;  // Set for numeric cells that have a value.
  bool numeric = false;
  std::string display;  // What the human formats show; the value itself for text cells.

  static Cell Text(std::string text);
  // `display` defaults to the shortest text that reads back as `value`.
  static Cell Number(std::optional<double> value, std::string display = "");
  static Cell Integer(int64_t value);
};

struct ResultTable {
  std::string group_name = "stage";     // Key of the group column in CSV and JSON.
  std::string group_heading = "stage";  // "stage NAME" above each human table.
  std::vector<std::string> names;       // Per column; "" = human formats only.
  std::vector<std::string> headings;    // Per column; "" = CSV and JSON only.
  std::vector<std::string> groups;      // Per row.
  std::vector<std::vector<Cell>> rows;  // Each with names.size() cells.

  // REQUIRES: cells.size() == names.size().
  void AddRow(std::string group, std::vector<Cell> cells);
};

// Writes `table` in `format`. kHtml writes an HTML <table> per group (no document around it).
void WriteTable(const ResultTable& table, OutputFormat format, std::ostream& out);

// The shortest decimal text that reads back as `value` (std::to_chars).
std::string ShortestNumber(double value);

// Escapes <, >, & and " for HTML text and attributes.
std::string HtmlEscape(std::string_view text);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_RESULT_TABLE_H_
