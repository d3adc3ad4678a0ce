#include "common/install_layout.h"

#include <filesystem>
#include <system_error>

namespace aprgrid {

std::string InstalledDataDir() {
  std::error_code error;
  const std::filesystem::path exe = std::filesystem::canonical("/proc/self/exe", error);
  if (error) return "";
  const std::filesystem::path data = exe.parent_path().parent_path() / "share" / "aprgrid";
  if (!std::filesystem::is_directory(data, error)) return "";
  return data.string();
}

}  // namespace aprgrid
