#include "common/logging.h"

#include <atomic>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "common/json_text.h"
#include "spdlog/pattern_formatter.h"
#include "spdlog/sinks/stdout_sinks.h"
#include "spdlog/spdlog.h"

namespace aprgrid::logging {
namespace {

constexpr char kTime[] = "%Y-%m-%dT%H:%M:%S.%eZ";

// JSON mode: messages are escaped before they reach spdlog, which inserts them as they are.
std::atomic<bool> json_mode{false};

std::string Pattern(std::string_view program, bool json) {
  if (json) {
    // spdlog's pattern treats '%' as a flag: a program name with one is not escaped here, and
    // the project's program names have none.
    return absl::StrCat("{\"time\":\"", kTime,
                        "\",\"level\":\"%l\",\"program\":", JsonString(program),
                        ",\"message\":%v}");
  }
  return absl::StrCat(kTime, " %l ", std::string(program), ": %v");
}

spdlog::logger& Logger() {
  static spdlog::logger* const logger = [] {
    auto* created =
        new spdlog::logger("aprgrid", std::make_shared<spdlog::sinks::stderr_sink_mt>());
    created->set_formatter(std::make_unique<spdlog::pattern_formatter>(
        Pattern("aprgrid", false), spdlog::pattern_time_type::utc));
    created->set_level(spdlog::level::info);
    created->flush_on(spdlog::level::trace);  // SLURM .out files see each line at once.
    return created;
  }();
  return *logger;
}

spdlog::level::level_enum ToSpdlog(Level level) {
  switch (level) {
    case Level::kDebug:
      return spdlog::level::debug;
    case Level::kInfo:
      return spdlog::level::info;
    case Level::kWarning:
      return spdlog::level::warn;
    case Level::kError:
      return spdlog::level::err;
  }
  return spdlog::level::info;
}

}  // namespace

absl::Status Configure(std::string_view program, std::string_view level, std::string_view format) {
  spdlog::level::level_enum threshold;
  if (level == "debug") {
    threshold = spdlog::level::debug;
  } else if (level == "info") {
    threshold = spdlog::level::info;
  } else if (level == "warning" || level == "warn") {
    threshold = spdlog::level::warn;
  } else if (level == "error") {
    threshold = spdlog::level::err;
  } else if (level == "off") {
    threshold = spdlog::level::off;
  } else {
    return absl::InvalidArgumentError(absl::StrCat(
        "--log-level takes debug, info, warning, error or off, not \"", std::string(level), "\""));
  }
  if (format != "text" && format != "json") {
    return absl::InvalidArgumentError(
        absl::StrCat("--log-format takes text or json, not \"", std::string(format), "\""));
  }
  const bool json = format == "json";
  Logger().set_formatter(std::make_unique<spdlog::pattern_formatter>(
      Pattern(program, json), spdlog::pattern_time_type::utc));
  json_mode.store(json);
  Logger().set_level(threshold);
  return absl::OkStatus();
}

bool Enabled(Level level) { return Logger().should_log(ToSpdlog(level)); }

void Log(Level level, std::string_view message) {
  spdlog::logger& logger = Logger();
  const spdlog::level::level_enum spd = ToSpdlog(level);
  if (!logger.should_log(spd)) return;
  if (json_mode.load()) {
    const std::string escaped = JsonString(message);
    logger.log(spd, spdlog::string_view_t(escaped.data(), escaped.size()));
  } else {
    logger.log(spd, spdlog::string_view_t(message.data(), message.size()));
  }
}

}  // namespace aprgrid::logging
