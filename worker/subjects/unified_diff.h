// A small unified-diff reader and applier for the benchmark's fix.diff files.
//
// Hand-written because the job is tiny and exact: the check must apply a `diff -u` patch to
// buggy/<File>.java and compare the result with src/<File>.java byte for byte, failing on any
// context mismatch. No Debian-packaged C++ library offers this (libgit2 needs a repository and
// object ids; GNU patch is a program, not a library, and fuzzes context by default).
//
// Supported: "--- a/F" / "+++ b/F" headers (the a/ and b/ prefixes are stripped), "@@ -l,s +l,s @@"
// hunks (",s" optional), context/removed/added lines, and "\ No newline at end of file".
#ifndef APRGRID_WORKER_SUBJECTS_UNIFIED_DIFF_H_
#define APRGRID_WORKER_SUBJECTS_UNIFIED_DIFF_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::subjects {

struct Hunk {
  int old_start = 0;  // 1-based; 0 when old_count is 0 (insertion before line 1).
  int old_count = 0;
  int new_start = 0;
  int new_count = 0;
  std::vector<std::string> lines;    // Each starts with ' ', '-' or '+'; no line terminators.
  bool old_missing_newline = false;  // "\ No newline" after the last old-side line.
  bool new_missing_newline = false;
};

struct FilePatch {
  std::string old_name;  // Without "a/".
  std::string new_name;  // Without "b/".
  std::vector<Hunk> hunks;
};

// Parses every file patch of `diff`. Lines before the first "---" header are ignored.
absl::StatusOr<std::vector<FilePatch>> ParseUnifiedDiff(std::string_view diff);

// Applies `patch` to `original` exactly (no fuzz, no offset search): every context and removed
// line must match at the hunk's stated position.
absl::StatusOr<std::string> ApplyPatch(std::string_view original, const FilePatch& patch);

// The new-side line numbers the patch adds, plus the lines around each removal.
std::vector<int> ChangedNewLines(const FilePatch& patch);

// The number of lines the patch adds plus the number it removes.
int CountChangedLines(const FilePatch& patch);

}  // namespace aprgrid::subjects

#endif  // APRGRID_WORKER_SUBJECTS_UNIFIED_DIFF_H_
