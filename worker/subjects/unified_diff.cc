#include "worker/subjects/unified_diff.h"

#include "absl/status/status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace aprgrid::subjects {
namespace {

std::string StripPrefix(std::string_view header) {
  std::string_view name = header.substr(4);
  name = name.substr(0, name.find('\t'));
  if (name.starts_with("a/") || name.starts_with("b/")) name.remove_prefix(2);
  return std::string(name);
}

// "12,3" or "12" -> (12, 3) / (12, 1).
bool ParseRange(const std::string& text, int& start, int& count) {
  size_t comma = text.find(',');
  count = 1;
  if (comma != std::string::npos && !absl::SimpleAtoi(text.substr(comma + 1), &count)) {
    return false;
  }
  return absl::SimpleAtoi(text.substr(0, comma), &start);
}

absl::Status ParseHunkHeader(const std::string& line, Hunk& hunk) {
  std::vector<std::string> parts = absl::StrSplit(absl::string_view(line.data(), line.size()), ' ');
  if (parts.size() < 4 || parts[0] != "@@" || parts[1].empty() || parts[1][0] != '-' ||
      parts[2].empty() || parts[2][0] != '+' ||
      !ParseRange(parts[1].substr(1), hunk.old_start, hunk.old_count) ||
      !ParseRange(parts[2].substr(1), hunk.new_start, hunk.new_count)) {
    return absl::InvalidArgumentError(absl::StrCat("bad hunk header: ", line));
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::vector<FilePatch>> ParseUnifiedDiff(std::string_view diff) {
  std::vector<std::string> lines =
      absl::StrSplit(absl::string_view(diff.data(), diff.size()), '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  std::vector<FilePatch> patches;
  int old_left = 0;
  int new_left = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string line = lines[i];
    if (line.starts_with("\\") && !patches.empty() && !patches.back().hunks.empty()) {
      Hunk& hunk = patches.back().hunks.back();
      char last = hunk.lines.empty() ? ' ' : hunk.lines.back()[0];
      if (last != '+') hunk.old_missing_newline = true;
      if (last != '-') hunk.new_missing_newline = true;
      continue;
    }
    if (old_left > 0 || new_left > 0) {
      // Some tools drop the space of an empty context line.
      char tag = line.empty() ? ' ' : line[0];
      if (tag != ' ' && tag != '-' && tag != '+') {
        return absl::InvalidArgumentError(absl::StrCat("line ", i + 1, ": hunk ends early"));
      }
      patches.back().hunks.back().lines.push_back(line.empty() ? std::string(1, ' ') : line);
      if (tag != '+') --old_left;
      if (tag != '-') --new_left;
      if (old_left < 0 || new_left < 0) {
        return absl::InvalidArgumentError(absl::StrCat("line ", i + 1, ": hunk too long"));
      }
      continue;
    }
    if (line.starts_with("--- ") && i + 1 < lines.size() && lines[i + 1].starts_with("+++ ")) {
      patches.push_back({StripPrefix(line), StripPrefix(lines[i + 1]), {}});
      ++i;
    } else if (line.starts_with("@@")) {
      if (patches.empty()) return absl::InvalidArgumentError("hunk before a file header");
      Hunk hunk;
      absl::Status status = ParseHunkHeader(line, hunk);
      if (!status.ok()) return status;
      old_left = hunk.old_count;
      new_left = hunk.new_count;
      patches.back().hunks.push_back(std::move(hunk));
    }
  }
  if (old_left > 0 || new_left > 0) return absl::InvalidArgumentError("diff ends inside a hunk");
  return patches;
}

absl::StatusOr<std::string> ApplyPatch(std::string_view original, const FilePatch& patch) {
  std::vector<std::string> in =
      absl::StrSplit(absl::string_view(original.data(), original.size()), '\n');
  bool final_newline = !in.empty() && in.back().empty();
  if (final_newline) in.pop_back();
  std::vector<std::string> out;
  size_t next = 0;  // Index into `in` of the next line not yet copied.
  for (const Hunk& hunk : patch.hunks) {
    size_t start = hunk.old_count == 0 ? static_cast<size_t>(hunk.old_start)
                                       : static_cast<size_t>(hunk.old_start - 1);
    if (start < next || start > in.size()) {
      return absl::InvalidArgumentError(
          absl::StrCat(patch.old_name, ": hunk at line ", hunk.old_start, " out of order"));
    }
    while (next < start) out.push_back(in[next++]);
    for (const std::string& line : hunk.lines) {
      std::string body = line.substr(1);
      if (line[0] == '+') {
        out.emplace_back(body);
        continue;
      }
      if (next >= in.size() || in[next] != body) {
        return absl::InvalidArgumentError(absl::StrCat(patch.old_name, ": line ", next + 1,
                                                       " does not match the patch's '", body, "'"));
      }
      if (line[0] == ' ') out.push_back(in[next]);
      ++next;
    }
    if (hunk.new_missing_newline && next >= in.size()) final_newline = false;
    if (hunk.old_missing_newline && !hunk.new_missing_newline && next >= in.size()) {
      final_newline = true;
    }
  }
  while (next < in.size()) out.push_back(in[next++]);
  std::string text = absl::StrJoin(out, "\n");
  if (final_newline && !out.empty()) text += "\n";
  return text;
}

std::vector<int> ChangedNewLines(const FilePatch& patch) {
  std::vector<int> lines;
  for (const Hunk& hunk : patch.hunks) {
    int line = hunk.new_start;
    for (const std::string& l : hunk.lines) {
      if (l[0] == '+') {
        lines.push_back(line++);
      } else if (l[0] == '-') {
        lines.push_back(line - 1);
        lines.push_back(line);
      } else {
        ++line;
      }
    }
  }
  return lines;
}

int CountChangedLines(const FilePatch& patch) {
  int n = 0;
  for (const Hunk& hunk : patch.hunks) {
    for (const std::string& l : hunk.lines) n += l[0] != ' ';
  }
  return n;
}

}  // namespace aprgrid::subjects
