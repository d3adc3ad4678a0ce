// A fresh folder for one test's files, removed with everything in it when the object goes away.
// It is created under $TMPDIR (or /tmp) with a short name, mode 0755: munge's socket path must stay
// under 108 bytes, and munged refuses a socket whose folders others cannot traverse.
#ifndef APRGRID_TESTS_HARNESS_SCRATCH_DIR_H_
#define APRGRID_TESTS_HARNESS_SCRATCH_DIR_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace aprgrid::harness {

// Move-only; not thread-safe.
class ScratchDir {
 public:
  // `name` becomes part of the folder name (aprgrid-NAME.XXXXXX).
  static absl::StatusOr<ScratchDir> Create(absl::string_view name);

  ScratchDir(ScratchDir&& other) noexcept : path_(std::move(other.path_)) { other.path_.clear(); }
  ScratchDir& operator=(ScratchDir&& other) noexcept;
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  ~ScratchDir();

  const std::string& path() const { return path_; }
  // path() + "/" + relative.
  std::string Path(absl::string_view relative) const;

 private:
  explicit ScratchDir(std::string path) : path_(std::move(path)) {}
  void Remove();

  std::string path_;
};

}  // namespace aprgrid::harness

#endif  // APRGRID_TESTS_HARNESS_SCRATCH_DIR_H_
