#include "cli/spec_input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "common/file_util.h"
#include "common/spec/spec_parser.h"
#include "common/spec/spec_validator.h"

namespace aprgrid::cli {

void SpecInputFlags::Register(FlagParser* parser, bool with_force) {
  parser->AddString("subjects", &subjects);
  parser->AddUint64("max-attempts", &max_attempts);
  if (with_force) parser->AddBool("force", &force);
}

absl::Status ReadSpecFile(const std::string& path, std::string* text) {
  // Opened first and checked with fstat, so that the file checked is the file read.
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("cannot read spec file ", path, ": ", std::strerror(errno)));
  }
  struct stat st {};
  absl::Status status;
  if (fstat(fd, &st) != 0) {
    status = absl::InvalidArgumentError(
        absl::StrCat("cannot read spec file ", path, ": ", std::strerror(errno)));
  } else if (S_ISDIR(st.st_mode)) {
    status = absl::InvalidArgumentError(
        absl::StrCat(path, " is a directory; SPEC must be a campaign spec file"));
  } else if (!S_ISREG(st.st_mode)) {
    status = absl::InvalidArgumentError(
        absl::StrCat(path, " is not a regular file; SPEC must be a campaign spec file"));
  } else if (static_cast<uint64_t>(st.st_size) > kMaxSpecFileBytes) {
    status = absl::InvalidArgumentError(absl::StrCat("spec file ", path, " has ", st.st_size,
                                                     " bytes; the limit is ", kMaxSpecFileBytes));
  }
  if (status.ok()) {
    text->clear();
    char buffer[65536];
    while (true) {
      const ssize_t n = read(fd, buffer, sizeof(buffer));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        status = absl::InvalidArgumentError(
            absl::StrCat("cannot read spec file ", path, ": ", std::strerror(errno)));
        break;
      }
      if (n == 0) break;
      text->append(buffer, static_cast<size_t>(n));
      if (text->size() > kMaxSpecFileBytes) {  // The file grew since fstat.
        status = absl::InvalidArgumentError(absl::StrCat("spec file ", path, " has more than ",
                                                         kMaxSpecFileBytes, " bytes; the limit"));
        break;
      }
    }
  }
  close(fd);
  return status;
}

std::string ResolveSubjectsDir(const std::string& flag) {
  if (!flag.empty()) return flag;
  const char* env = std::getenv("APRGRID_SUBJECTS");
  if (env != nullptr && env[0] != '\0') return env;
  if (spec::SubjectCatalog::LooksLikeCatalog("subjects")) return "subjects";
  return "";
}

std::optional<CheckedSpec> LoadCheckedSpec(const std::string& path, const SpecInputFlags& flags,
                                           std::ostream& err, int* exit_code) {
  *exit_code = kExitInvalid;
  CheckedSpec checked;
  const std::string subjects = ResolveSubjectsDir(flags.subjects);
  if (!subjects.empty()) {
    absl::StatusOr<spec::SubjectCatalog> catalog = spec::SubjectCatalog::Load(subjects);
    if (!catalog.ok()) {
      err << "aprgrid: " << catalog.status().message() << "\n";
      if (catalog.status().code() == absl::StatusCode::kNotFound) *exit_code = kExitUsage;
      return std::nullopt;
    }
    checked.catalog = std::make_unique<spec::SubjectCatalog>(std::move(*catalog));
  }

  std::string text;
  if (absl::Status read = ReadSpecFile(path, &text); !read.ok()) {
    err << "aprgrid: " << read.message() << "\n";
    return std::nullopt;
  }

  spec::SpecLocations locations(path);
  absl::StatusOr<aprgrid::v1::CampaignSpec> parsed =
      spec::ParseCampaignSpec(text, path, &locations);
  if (!parsed.ok()) {
    err << parsed.status().message() << "\n";
    return std::nullopt;
  }
  const absl::Status valid =
      spec::ValidateCampaignSpec(*parsed, {.locations = &locations,
                                           .catalog = checked.catalog.get(),
                                           .max_attempts = flags.max_attempts,
                                           .force = flags.force});
  if (!valid.ok()) {
    err << valid.message() << "\n";
    return std::nullopt;
  }
  checked.spec = std::move(*parsed);
  *exit_code = kExitOk;
  return checked;
}

}  // namespace aprgrid::cli
