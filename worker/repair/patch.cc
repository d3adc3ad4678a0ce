#include "worker/repair/patch.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "worker/lang/printer.h"

namespace aprgrid::repair {
namespace {

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

struct Op {
  char kind;    // ' ', '-', '+'
  size_t a, b;  // Line indices (0-based) in a and b.
};

}  // namespace

std::string UnifiedDiff(const std::string& a_text, const std::string& b_text,
                        const std::string& name) {
  if (a_text == b_text) return "";
  std::vector<std::string> a = Lines(a_text), b = Lines(b_text);
  // Trim the common prefix and suffix so the quadratic LCS table covers only the changed middle.
  size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre] == b[pre]) ++pre;
  size_t suf = 0;
  while (suf < a.size() - pre && suf < b.size() - pre &&
         a[a.size() - 1 - suf] == b[b.size() - 1 - suf]) {
    ++suf;
  }
  size_t n = a.size() - pre - suf, m = b.size() - pre - suf;
  std::vector<std::vector<uint32_t>> lcs(n + 1, std::vector<uint32_t>(m + 1, 0));
  for (size_t i = n; i-- > 0;) {
    for (size_t j = m; j-- > 0;) {
      lcs[i][j] =
          a[pre + i] == b[pre + j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  std::vector<Op> ops;
  for (size_t k = 0; k < pre; ++k) ops.push_back({' ', k, k});
  size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[pre + i] == b[pre + j]) {
      ops.push_back({' ', pre + i, pre + j});
      ++i, ++j;
    } else if (j < m && (i == n || lcs[i][j + 1] > lcs[i + 1][j])) {
      ops.push_back({'+', pre + i, pre + j});
      ++j;
    } else {
      ops.push_back({'-', pre + i, pre + j});
      ++i;
    }
  }
  for (size_t k = 0; k < suf; ++k) ops.push_back({' ', pre + n + k, pre + m + k});

  std::string out = absl::StrCat("--- a/", name, "\n+++ b/", name, "\n");
  const size_t kContext = 3;
  size_t k = 0;
  while (k < ops.size()) {
    if (ops[k].kind == ' ') {
      ++k;
      continue;
    }
    // A hunk: from kContext lines before this change to kContext lines after the last change
    // that is at most 2 * kContext unchanged lines from the next.
    size_t start = k >= kContext ? k - kContext : 0;
    size_t end = k;
    while (true) {
      size_t next = end + 1;
      while (next < ops.size() && ops[next].kind == ' ') ++next;
      if (next < ops.size() && next - end - 1 <= 2 * kContext) {
        end = next;
      } else {
        break;
      }
    }
    size_t stop = std::min(ops.size(), end + 1 + kContext);
    size_t a_start = ops[start].a, b_start = ops[start].b, a_len = 0, b_len = 0;
    std::string body;
    for (size_t x = start; x < stop; ++x) {
      const Op& op = ops[x];
      if (op.kind != '+') ++a_len;
      if (op.kind != '-') ++b_len;
      absl::StrAppend(&body, std::string(1, op.kind), op.kind == '+' ? b[op.b] : a[op.a], "\n");
    }
    absl::StrAppend(&out, "@@ -", a_len == 0 ? a_start : a_start + 1, ",", a_len, " +",
                    b_len == 0 ? b_start : b_start + 1, ",", b_len, " @@\n", body);
    k = stop;
  }
  return out;
}

std::string PatchDiff(const lang::Node& original, const lang::Node& patched,
                      const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    int file = static_cast<int>(i);
    out += UnifiedDiff(lang::PrintFile(original, file), lang::PrintFile(patched, file), names[i]);
  }
  return out;
}

}  // namespace aprgrid::repair
