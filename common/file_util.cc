#include "common/file_util.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

#include "absl/strings/str_cat.h"

namespace aprgrid {
namespace {

absl::Status ErrorFor(const char* what, const std::filesystem::path& path, int error) {
  return absl::ErrnoToStatus(error, absl::StrCat("cannot ", what, " ", path.string()));
}

// Closes a descriptor when it goes out of scope.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) close(fd_);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

}  // namespace

absl::StatusOr<std::string> ReadFileToString(const std::filesystem::path& path) {
  Fd fd(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) return ErrorFor("read", path, errno);
  struct stat st;
  if (fstat(fd.get(), &st) != 0) return ErrorFor("read", path, errno);
  if (S_ISDIR(st.st_mode)) return ErrorFor("read", path, EISDIR);
  std::string contents;
  if (S_ISREG(st.st_mode) && st.st_size > 0) contents.reserve(static_cast<size_t>(st.st_size));
  char buffer[65536];
  while (true) {
    ssize_t n = read(fd.get(), buffer, sizeof(buffer));
    if (n < 0) {
      if (errno == EINTR) continue;
      return ErrorFor("read", path, errno);
    }
    if (n == 0) break;
    contents.append(buffer, static_cast<size_t>(n));
  }
  return contents;
}

absl::Status WriteStringToFile(const std::filesystem::path& path, std::string_view contents) {
  if (path.has_parent_path()) {
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) return ErrorFor("create the folder of", path, ec.value());
  }
  Fd fd(open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (fd.get() < 0) return ErrorFor("write", path, errno);
  size_t written = 0;
  while (written < contents.size()) {
    ssize_t n = write(fd.get(), contents.data() + written, contents.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      return ErrorFor("write", path, errno);
    }
    written += static_cast<size_t>(n);
  }
  return absl::OkStatus();
}

}  // namespace aprgrid
