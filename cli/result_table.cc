#include "cli/result_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "common/json_text.h"

namespace aprgrid::cli {
namespace {

std::string CsvField(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string LatexEscape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '%':
      case '&':
      case '_':
      case '#':
      case '$':
      case '{':
      case '}':
        out += '\\';
        out += c;
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      case '\\':
        out += "\\textbackslash{}";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string Shown(const Cell& cell) {
  if (cell.numeric && !cell.number) return "-";
  return cell.display.empty() ? "-" : cell.display;
}

std::vector<size_t> HumanColumns(const ResultTable& table) {
  std::vector<size_t> columns;
  for (size_t c = 0; c < table.headings.size(); ++c) {
    if (!table.headings[c].empty()) columns.push_back(c);
  }
  return columns;
}

std::vector<size_t> MachineColumns(const ResultTable& table) {
  std::vector<size_t> columns;
  for (size_t c = 0; c < table.names.size(); ++c) {
    if (!table.names[c].empty()) columns.push_back(c);
  }
  return columns;
}

// "stage s1", or only the group when the table has no group heading.
std::string GroupTitle(const ResultTable& table, const std::string& group) {
  return table.group_heading.empty() ? group : table.group_heading + " " + group;
}

// Calls `each(group, first_row, end_row)` for each run of rows with the same group.
template <typename F>
void ForEachGroup(const ResultTable& table, F each) {
  for (size_t i = 0; i < table.rows.size();) {
    size_t j = i;
    while (j < table.rows.size() && table.groups[j] == table.groups[i]) ++j;
    each(table.groups[i], i, j);
    i = j;
  }
}

void WriteText(const ResultTable& table, std::ostream& out) {
  const std::vector<size_t> columns = HumanColumns(table);
  ForEachGroup(table, [&](const std::string& group, size_t first, size_t end) {
    std::vector<size_t> width;
    for (size_t c : columns) width.push_back(table.headings[c].size());
    for (size_t r = first; r < end; ++r) {
      for (size_t k = 0; k < columns.size(); ++k) {
        width[k] = std::max(width[k], Shown(table.rows[r][columns[k]]).size());
      }
    }
    out << "\n" << GroupTitle(table, group) << "\n";
    auto line = [&](const std::vector<std::string>& cells) {
      for (size_t k = 0; k < cells.size(); ++k) {
        const std::string pad(width[k] - cells[k].size(), ' ');
        out << (k ? "  " : "") << (k == 0 ? cells[k] + pad : pad + cells[k]);
      }
      out << "\n";
    };
    std::vector<std::string> cells;
    for (size_t c : columns) cells.push_back(table.headings[c]);
    line(cells);
    cells.clear();
    for (size_t w : width) cells.push_back(std::string(w, '-'));
    line(cells);
    for (size_t r = first; r < end; ++r) {
      cells.clear();
      for (size_t c : columns) cells.push_back(Shown(table.rows[r][c]));
      line(cells);
    }
  });
}

void WriteMarkdown(const ResultTable& table, std::ostream& out) {
  const std::vector<size_t> columns = HumanColumns(table);
  ForEachGroup(table, [&](const std::string& group, size_t first, size_t end) {
    out << "\n#### " << GroupTitle(table, group) << "\n\n|";
    for (size_t c : columns) out << " " << table.headings[c] << " |";
    out << "\n|";
    for (size_t k = 0; k < columns.size(); ++k) out << (k == 0 ? "---|" : "---:|");
    out << "\n";
    for (size_t r = first; r < end; ++r) {
      out << "|";
      for (size_t c : columns) out << " " << Shown(table.rows[r][c]) << " |";
      out << "\n";
    }
  });
}

void WriteLatex(const ResultTable& table, std::ostream& out) {
  const std::vector<size_t> columns = HumanColumns(table);
  ForEachGroup(table, [&](const std::string& group, size_t first, size_t end) {
    out << "% " << GroupTitle(table, group) << "\n\\begin{tabular}{l"
        << std::string(columns.size() - 1, 'r') << "}\n\\hline\n";
    for (size_t k = 0; k < columns.size(); ++k) {
      out << (k ? " & " : "") << LatexEscape(table.headings[columns[k]]);
    }
    out << " \\\\\n\\hline\n";
    for (size_t r = first; r < end; ++r) {
      for (size_t k = 0; k < columns.size(); ++k) {
        out << (k ? " & " : "") << LatexEscape(Shown(table.rows[r][columns[k]]));
      }
      out << " \\\\\n";
    }
    out << "\\hline\n\\end{tabular}\n";
  });
}

void WriteHtml(const ResultTable& table, std::ostream& out) {
  const std::vector<size_t> columns = HumanColumns(table);
  ForEachGroup(table, [&](const std::string& group, size_t first, size_t end) {
    out << "<table>\n<caption>" << HtmlEscape(GroupTitle(table, group))
        << "</caption>\n<thead><tr>";
    for (size_t c : columns) out << "<th>" << HtmlEscape(table.headings[c]) << "</th>";
    out << "</tr></thead>\n<tbody>\n";
    for (size_t r = first; r < end; ++r) {
      out << "<tr>";
      for (size_t k = 0; k < columns.size(); ++k) {
        const Cell& cell = table.rows[r][columns[k]];
        out << (k == 0         ? "<th scope=\"row\">"
                : cell.numeric ? "<td class=\"n\">"
                               : "<td>")
            << HtmlEscape(Shown(cell)) << (k == 0 ? "</th>" : "</td>");
      }
      out << "</tr>\n";
    }
    out << "</tbody>\n</table>\n";
  });
}

void WriteCsv(const ResultTable& table, std::ostream& out) {
  const std::vector<size_t> columns = MachineColumns(table);
  out << CsvField(table.group_name);
  for (size_t c : columns) out << "," << CsvField(table.names[c]);
  out << "\n";
  for (size_t r = 0; r < table.rows.size(); ++r) {
    out << CsvField(table.groups[r]);
    for (size_t c : columns) {
      const Cell& cell = table.rows[r][c];
      out << ",";
      if (cell.numeric) {
        if (cell.number) out << ShortestNumber(*cell.number);
      } else {
        out << CsvField(cell.display);
      }
    }
    out << "\n";
  }
}

void WriteJson(const ResultTable& table, std::ostream& out) {
  const std::vector<size_t> columns = MachineColumns(table);
  for (size_t r = 0; r < table.rows.size(); ++r) {
    out << "{" << JsonString(table.group_name) << ":" << JsonString(table.groups[r]);
    for (size_t c : columns) {
      const Cell& cell = table.rows[r][c];
      out << "," << JsonString(table.names[c]) << ":";
      if (!cell.numeric) {
        out << JsonString(cell.display);
      } else if (cell.number) {
        out << ShortestNumber(*cell.number);
      } else {
        out << "null";
      }
    }
    out << "}\n";
  }
}

}  // namespace

absl::StatusOr<OutputFormat> ParseOutputFormat(std::string_view name) {
  if (name == "text") return OutputFormat::kText;
  if (name == "markdown") return OutputFormat::kMarkdown;
  if (name == "csv") return OutputFormat::kCsv;
  if (name == "latex") return OutputFormat::kLatex;
  if (name == "json") return OutputFormat::kJson;
  if (name == "html") return OutputFormat::kHtml;
  return absl::InvalidArgumentError(
      absl::StrCat("--format: \"", std::string(name),
                   "\" is not one of text, markdown, csv, latex, json, html"));
}

Cell Cell::Text(std::string text) {
  Cell cell;
  cell.display = std::move(text);
  return cell;
}

Cell Cell::Number(std::optional<double> value, std::string display) {
  Cell cell;
  cell.numeric = true;
  if (value && std::isfinite(*value)) {
    cell.number = value;
    cell.display = display.empty() ? ShortestNumber(*value) : std::move(display);
  }
  return cell;
}

Cell Cell::Integer(int64_t value) {
  return Number(static_cast<double>(value), absl::StrCat(value));
}

void ResultTable::AddRow(std::string group, std::vector<Cell> cells) {
  groups.push_back(std::move(group));
  rows.push_back(std::move(cells));
}

void WriteTable(const ResultTable& table, OutputFormat format, std::ostream& out) {
  switch (format) {
    case OutputFormat::kText:
      return WriteText(table, out);
    case OutputFormat::kMarkdown:
      return WriteMarkdown(table, out);
    case OutputFormat::kCsv:
      return WriteCsv(table, out);
    case OutputFormat::kLatex:
      return WriteLatex(table, out);
    case OutputFormat::kJson:
      return WriteJson(table, out);
    case OutputFormat::kHtml:
      return WriteHtml(table, out);
  }
}

std::string ShortestNumber(double value) {
  if (value == 0) return "0";  // Not "-0".
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  return std::string(buffer, result.ptr);
}

std::string HtmlEscape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace aprgrid::cli
