#include "tests/harness/scratch_dir.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "absl/strings/str_cat.h"

namespace aprgrid::harness {

absl::StatusOr<ScratchDir> ScratchDir::Create(absl::string_view name) {
  const char* tmp = std::getenv("TMPDIR");
  std::string path =
      absl::StrCat(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp", "/aprgrid-", name, ".XXXXXX");
  if (mkdtemp(path.data()) == nullptr) {
    return absl::InternalError(absl::StrCat("mkdtemp ", path, ": ", std::strerror(errno)));
  }
  if (chmod(path.c_str(), 0755) != 0) {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
    return absl::InternalError(absl::StrCat("chmod ", path, ": ", std::strerror(errno)));
  }
  return ScratchDir(std::move(path));
}

ScratchDir& ScratchDir::operator=(ScratchDir&& other) noexcept {
  if (this != &other) {
    Remove();
    path_ = std::move(other.path_);
    other.path_.clear();
  }
  return *this;
}

ScratchDir::~ScratchDir() { Remove(); }

std::string ScratchDir::Path(absl::string_view relative) const {
  return absl::StrCat(path_, "/", relative);
}

void ScratchDir::Remove() {
  if (path_.empty()) return;
  std::error_code ignored;  // Best effort: a destructor has nobody to report to.
  std::filesystem::remove_all(path_, ignored);
  path_.clear();
}

}  // namespace aprgrid::harness
