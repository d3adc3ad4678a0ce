// The process log of every aprgrid binary: one line per event on stderr, each with an ISO-8601
// UTC timestamp and a level, as text or as JSON lines. Backed by spdlog (Debian's libspdlog-dev);
// callers see only this header.
//
//   text: 2026-12-01T16:50:00.123Z info aprgrid-coordinator: submitted campaign c-1a2b (smoke)
//   json: {"time":"2026-12-01T16:50:00.123Z","level":"info","program":"aprgrid-coordinator",
//          "message":"submitted campaign c-1a2b (smoke)"}
//
// Thread-safe: Log may be called from any thread at any time, also before Configure (then the
// program name is "aprgrid", the level info and the format text).
#ifndef APRGRID_COMMON_LOGGING_H_
#define APRGRID_COMMON_LOGGING_H_

#include <string_view>

#include "absl/status/status.h"

namespace aprgrid::logging {

enum class Level { kDebug, kInfo, kWarning, kError };

// Sets the program name, the least level written ("debug", "info", "warning" or "warn",
// "error", "off") and the format ("text" or "json"). InvalidArgument, naming the flag and the
// value, for anything else; then nothing changes.
absl::Status Configure(std::string_view program, std::string_view level, std::string_view format);

// True if a message of `level` would be written: lets a caller skip building a costly message.
bool Enabled(Level level);

// Writes one line (newlines inside `message` are kept as they are in text and escaped in JSON).
void Log(Level level, std::string_view message);

inline void Debug(std::string_view message) { Log(Level::kDebug, message); }
inline void Info(std::string_view message) { Log(Level::kInfo, message); }
inline void Warning(std::string_view message) { Log(Level::kWarning, message); }
inline void Error(std::string_view message) { Log(Level::kError, message); }

}  // namespace aprgrid::logging

#endif  // APRGRID_COMMON_LOGGING_H_
