// The daemons print one start-up line with the ports they bound (port 0 picks free ones):
//   listening grpc=127.0.0.1:43121 metrics=127.0.0.1:40017
// Tests and scripts read it to find them. The worker prints only `metrics=` when it has
// --metrics-listen, so every field is optional.
#ifndef APRGRID_TESTS_HARNESS_LISTENING_LINE_H_
#define APRGRID_TESTS_HARNESS_LISTENING_LINE_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace aprgrid::harness {

inline constexpr absl::string_view kListeningPrefix = "listening ";

struct ListeningAddresses {
  std::string grpc;     // HOST:PORT, or empty when the line has no grpc= field.
  std::string metrics;  // HOST:PORT, or empty when the line has no metrics= field.
};

// Parses a line that starts with kListeningPrefix. INVALID_ARGUMENT if it does not, if a field is
// not KEY=HOST:PORT with a numeric port, or if it names neither grpc nor metrics. Unknown keys are
// ignored so that daemons may add fields.
absl::StatusOr<ListeningAddresses> ParseListeningLine(absl::string_view line);

}  // namespace aprgrid::harness

#endif  // APRGRID_TESTS_HARNESS_LISTENING_LINE_H_
