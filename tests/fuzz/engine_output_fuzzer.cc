// libFuzzer target: an external engine's stdout through EngineOutputParser, line by line, as
// ExternalRunner feeds it (docs/external-engine.md). Any bytes must give lines or the one error
// that stops the parser, never a crash.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "worker/daemon/engine_output.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view rest(reinterpret_cast<const char*>(data), size);
  aprgrid::worker::EngineOutputParser parser;
  while (!rest.empty()) {
    const size_t end = rest.find('\n');
    const std::string_view line = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    auto parsed = parser.Feed(line);
    if (!parsed.ok()) break;  // The parser must not be used after an error.
    // A result line sets the result; a generation line carries its event.
    if (parsed->result && !parser.result().has_value()) std::abort();
    if (parsed->result && parsed->generation.has_value()) std::abort();
  }
  (void)parser.Finish();
  return 0;
}
