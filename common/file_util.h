// Whole-file reads and writes, the one helper every component uses for "read this file into a
// string" (spec files, bug metadata, sources, PEM and token files, datasets).
//
// Errors name the path and the operating system's reason, e.g. "cannot read subjects/x.java: No
// such file or directory" (NOT_FOUND), "cannot read subjects: Is a directory"
// (FAILED_PRECONDITION); the status code follows errno (absl::ErrnoToStatus).
//
// Thread-safety: the functions keep no state; concurrent calls on different paths are safe.
#ifndef APRGRID_COMMON_FILE_UTIL_H_
#define APRGRID_COMMON_FILE_UTIL_H_

#include <filesystem>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace aprgrid {

// The bytes of the regular file (or pipe, e.g. /dev/stdin) at `path`, unchanged.
absl::StatusOr<std::string> ReadFileToString(const std::filesystem::path& path);

// Replaces the file at `path` with `contents`, creating its parent folders. Not atomic: a crash
// may leave a partial file.
absl::Status WriteStringToFile(const std::filesystem::path& path, std::string_view contents);

}  // namespace aprgrid

#endif  // APRGRID_COMMON_FILE_UTIL_H_
