// One pass over the tokens of a campaign spec text, before protobuf's parser sees it: how deeply
// messages nest (refused past a limit, so that a hostile text cannot exhaust the parser's stack),
// and where every element of every list starts (so that a problem with the 900th element of
// `alpha: [...]` is located without re-reading the text).
#ifndef APRGRID_COMMON_SPEC_SPEC_SCAN_H_
#define APRGRID_COMMON_SPEC_SPEC_SCAN_H_

#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"

namespace aprgrid::spec {

// The deepest nesting of `{ }` (or `< >`) a spec may have. The campaign spec itself nests about
// six levels; protobuf's parser recurses once per level, also for unknown fields it skips.
inline constexpr int kMaxSpecNesting = 100;

// A 0-based (line, column), as protobuf's tokenizer counts them (a tab advances to the next
// multiple of 8).
using TextPosition = std::pair<int, int>;

// Where the elements of each list of a text start, keyed by the position of the list's field name
// (the position protobuf records for the field).
using ListElementIndex = absl::flat_hash_map<TextPosition, std::vector<TextPosition>>;

// Scans `text` once. Returns InvalidArgument "<source_name>:line:column: ..." at the first opening
// brace deeper than kMaxSpecNesting; OK otherwise (syntax errors are left to the parser). Fills
// `lists` (if not null) with every list's element positions found before the scan stopped.
absl::Status ScanSpecText(std::string_view text, std::string_view source_name,
                          ListElementIndex* lists);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_SPEC_SCAN_H_
