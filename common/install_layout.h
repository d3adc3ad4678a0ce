// Where an installed aprgrid finds its data: relative to the running binary, so that an install
// prefix can be moved (or unpacked anywhere) and still work. The layout (CMakeLists.txt, the
// install rules; docs/operations.md, "Installing"):
//
//   PREFIX/bin/aprgrid, aprgrid-coordinator, aprgrid-worker, aprgrid-attempt
//   PREFIX/share/aprgrid/{subjects,configs,deploy,docs}
#ifndef APRGRID_COMMON_INSTALL_LAYOUT_H_
#define APRGRID_COMMON_INSTALL_LAYOUT_H_

#include <string>

namespace aprgrid {

// BINARY_DIR/../share/aprgrid for the running binary (from /proc/self/exe, symbolic links
// resolved) when that folder exists, or "" (a binary in the build tree, or /proc unavailable).
std::string InstalledDataDir();

}  // namespace aprgrid

#endif  // APRGRID_COMMON_INSTALL_LAYOUT_H_
