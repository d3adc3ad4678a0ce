#include "worker/daemon/metrics_target.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "common/json_text.h"

namespace aprgrid::worker {

std::string ExpandTargetPath(const std::string& pattern, const std::string& hostname) {
  return absl::StrReplaceAll(pattern, {{"%h", hostname}});
}

std::string MetricsTargetJson(const std::string& host, int port,
                              const std::map<std::string, std::string>& labels) {
  std::map<std::string, std::string> all = labels;
  all["node"] = host;
  std::string out = "[{\"targets\": [";
  AppendJsonString(out, absl::StrCat(host, ":", port));
  out += "], \"labels\": {";
  const char* sep = "";
  for (const auto& [key, value] : all) {
    out += sep;
    AppendJsonString(out, key);
    out += ": ";
    AppendJsonString(out, value);
    sep = ", ";
  }
  out += "}}]\n";
  return out;
}

absl::Status WriteMetricsTarget(const std::string& path, const std::string& host, int port,
                                const std::map<std::string, std::string>& labels) {
  // A name Prometheus ignores (its file_sd patterns end in .json or .yml) and no other process
  // writes.
  const std::string temp = absl::StrCat(path, ".tmp", getpid());
  {
    std::ofstream out(temp, std::ios::trunc);
    out << MetricsTargetJson(host, port, labels);
    out.flush();
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(temp, ignored);
      return absl::UnavailableError(absl::StrCat("cannot write the metrics target file ", temp));
    }
  }
  std::error_code error;
  std::filesystem::rename(temp, path, error);
  if (error) {
    std::filesystem::remove(temp, error);
    return absl::UnavailableError(
        absl::StrCat("cannot rename ", temp, " to ", path, ": ", error.message()));
  }
  return absl::OkStatus();
}

}  // namespace aprgrid::worker
