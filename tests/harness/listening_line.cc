#include "tests/harness/listening_line.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace aprgrid::harness {
namespace {

bool IsHostPort(absl::string_view address) {
  size_t colon = address.rfind(':');
  if (colon == absl::string_view::npos || colon == 0) return false;
  uint32_t port = 0;
  return absl::SimpleAtoi(address.substr(colon + 1), &port) && port > 0 && port < 65536;
}

}  // namespace

absl::StatusOr<ListeningAddresses> ParseListeningLine(absl::string_view line) {
  line = absl::StripAsciiWhitespace(line);
  if (!absl::ConsumePrefix(&line, kListeningPrefix)) {
    return absl::InvalidArgumentError(absl::StrCat("not a listening line: '", line, "'"));
  }
  ListeningAddresses addresses;
  for (absl::string_view field : absl::StrSplit(line, ' ', absl::SkipEmpty())) {
    std::pair<absl::string_view, absl::string_view> kv = absl::StrSplit(field, '=');
    if (kv.first == "grpc" || kv.first == "metrics") {
      if (!IsHostPort(kv.second)) {
        return absl::InvalidArgumentError(
            absl::StrCat("bad address in listening line: '", field, "'"));
      }
      (kv.first == "grpc" ? addresses.grpc : addresses.metrics) = std::string(kv.second);
    }
  }
  if (addresses.grpc.empty() && addresses.metrics.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("listening line names no grpc= or metrics=: '", line, "'"));
  }
  return addresses;
}

}  // namespace aprgrid::harness
