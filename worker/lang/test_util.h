// Helpers shared by the aprgrid_lang tests.
#ifndef APRGRID_WORKER_LANG_TEST_UTIL_H_
#define APRGRID_WORKER_LANG_TEST_UTIL_H_

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "common/test_paths.h"
#include "worker/lang/parser.h"

namespace aprgrid::lang {

using ::aprgrid::testing::SourceDir;

inline SourceFile ReadSource(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return SourceFile{path.filename().string(), ss.str()};
}

// Every .java file under `dir` (recursively), sorted by path; empty if `dir` does not exist.
inline std::vector<std::filesystem::path> JavaFilesUnder(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  if (!std::filesystem::exists(dir, ec)) return out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir, ec)) {
    if (e.is_regular_file() && e.path().extension() == ".java") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<SourceFile> SampleFiles() {
  std::string base = SourceDir() + "/worker/lang/testdata/";
  return {ReadSource(base + "Sample.java"), ReadSource(base + "SampleTest.java")};
}

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_TEST_UTIL_H_
