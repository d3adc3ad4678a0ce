// What this binary was built from, for --version and the aprgrid_build_info metric. The values
// are fixed when CMake configures the build (common/flags/build_info.cc.in).
#ifndef APRGRID_COMMON_FLAGS_BUILD_INFO_H_
#define APRGRID_COMMON_FLAGS_BUILD_INFO_H_

#include <string>
#include <string_view>

namespace aprgrid::build_info {

extern const char kVersion[];    // The project version, "0.1.0".
extern const char kGitCommit[];  // Short commit hash at configure time ("unknown" outside git).
extern const char kBuildType[];  // CMAKE_BUILD_TYPE, "RelWithDebInfo".

// "PROGRAM 0.1.0 (commit 3eeda45, RelWithDebInfo)".
std::string VersionLine(std::string_view program);

}  // namespace aprgrid::build_info

#endif  // APRGRID_COMMON_FLAGS_BUILD_INFO_H_
