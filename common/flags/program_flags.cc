#include "common/flags/program_flags.h"

#include "common/flags/build_info.h"
#include "common/logging.h"

namespace aprgrid::flags {

void AddLogFlags(FlagParser& parser, LogFlags* flags) {
  parser.AddString("log-level", &flags->level, "debug, info, warning, error or off (default info)");
  parser.SetEnv("log-level", "APRGRID_LOG_LEVEL");
  parser.AddString("log-format", &flags->format, "text or json (default text)");
  parser.SetEnv("log-format", "APRGRID_LOG_FORMAT");
}

std::optional<int> ParseProgramFlags(std::string_view program, std::string_view usage,
                                     FlagParser& parser, const std::vector<std::string>& args,
                                     std::vector<std::string>* positional, std::ostream& out,
                                     std::ostream& err, std::string_view default_log_level) {
  bool help = false;
  bool version = false;
  LogFlags log;
  log.level = std::string(default_log_level);
  parser.AddBool("help", &help, "print this help and exit");
  parser.AddBool("version", &version, "print the version, git commit and build type and exit");
  AddLogFlags(parser, &log);
  // -h is the one short flag: spelled out here so the parser needs no short names.
  std::vector<std::string> spelled = args;
  for (std::string& arg : spelled) {
    if (arg == "--") break;
    if (arg == "-h") arg = "--help";
  }
  const absl::Status parsed = parser.Parse(spelled, positional);
  if (!parsed.ok()) {
    err << program << ": " << parsed.message() << "\n";
    return kExitUsage;
  }
  if (help) {
    out << usage << "\nflags:\n" << parser.Help();
    return 0;
  }
  if (version) {
    out << build_info::VersionLine(program) << "\n";
    return 0;
  }
  const absl::Status configured = logging::Configure(program, log.level, log.format);
  if (!configured.ok()) {
    err << program << ": " << configured.message() << "\n";
    return kExitUsage;
  }
  return std::nullopt;
}

}  // namespace aprgrid::flags
