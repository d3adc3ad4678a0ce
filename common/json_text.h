// JSON text for hand-assembled output (CLI --json rows, the per-variant log), where there is no
// protobuf message to print: protobuf's JSON printer is the project's only JSON library, and it
// needs a message type.
#ifndef APRGRID_COMMON_JSON_TEXT_H_
#define APRGRID_COMMON_JSON_TEXT_H_

#include <string>
#include <string_view>

namespace aprgrid {

// Appends `text` as a JSON string literal, quotes included: `"` and `\` escaped, \n \r \t in
// their short forms, other control characters as \u00XX; UTF-8 passes through unchanged.
void AppendJsonString(std::string& out, std::string_view text);

// The same, returned.
std::string JsonString(std::string_view text);

}  // namespace aprgrid

#endif  // APRGRID_COMMON_JSON_TEXT_H_
