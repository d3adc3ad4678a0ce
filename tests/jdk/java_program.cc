#include "tests/jdk/java_program.h"

#include <algorithm>
#include <cctype>
#include <system_error>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "common/file_util.h"
#include "common/status_macros.h"

namespace aprgrid::jdk {
namespace {

bool IsJavaFile(const std::filesystem::path& path) { return path.extension() == ".java"; }

bool IsIdentifierStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}

bool IsIdentifierPart(char c) {
  return IsIdentifierStart(c) || std::isdigit(static_cast<unsigned char>(c));
}

// Index just past the literal that starts at `i` with `quote`, honouring backslash escapes.
size_t SkipQuoted(absl::string_view s, size_t i, char quote) {
  for (++i; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
    } else if (s[i] == quote || s[i] == '\n') {
      return i + 1;
    }
  }
  return s.size();
}

}  // namespace

absl::StatusOr<std::vector<JavaProgram>> DiscoverPrograms(const std::filesystem::path& root,
                                                          absl::string_view prefix) {
  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec)) {
    return absl::NotFoundError(absl::StrCat("not a directory: ", root.string()));
  }
  std::vector<JavaProgram> programs;
  for (const auto& entry : std::filesystem::directory_iterator(root)) {
    const std::filesystem::path& path = entry.path();
    std::string name = std::string(prefix) + path.filename().string();
    if (entry.is_regular_file() && IsJavaFile(path)) {
      name.resize(name.size() - absl::string_view(".java").size());
      programs.push_back({name, {path}});
    } else if (entry.is_directory()) {
      JavaProgram program{name, {}};
      for (const auto& inner : std::filesystem::recursive_directory_iterator(path)) {
        if (inner.is_regular_file() && IsJavaFile(inner.path())) {
          program.files.push_back(inner.path());
        }
      }
      if (program.files.empty()) continue;
      std::sort(program.files.begin(), program.files.end());
      programs.push_back(std::move(program));
    }
  }
  for (JavaProgram& program : programs) {
    for (char& c : program.name) {
      if (std::isspace(static_cast<unsigned char>(c))) c = '_';
    }
    program.name = absl::StrReplaceAll(program.name, {{"/", "."}});
  }
  std::sort(programs.begin(), programs.end(),
            [](const JavaProgram& a, const JavaProgram& b) { return a.name < b.name; });
  return programs;
}

absl::StatusOr<JavaProgram> WriteGeneratedProgram(const lang::generator::GeneratedProgram& program,
                                                  const std::filesystem::path& dir) {
  const std::filesystem::path folder = program.package_files.empty() ? dir : dir / program.name;
  JavaProgram written{program.name, {folder / program.file_name}};
  RETURN_IF_ERROR(WriteStringToFile(written.files[0], program.source));
  for (const lang::generator::GeneratedFile& f : program.package_files) {
    written.files.push_back(folder / f.path);
    RETURN_IF_ERROR(WriteStringToFile(written.files.back(), f.source));
  }
  std::sort(written.files.begin(), written.files.end());
  return written;
}

std::vector<std::string> TopLevelClassNames(absl::string_view s) {
  std::vector<std::string> names;
  std::string package;  // "a.b." after `package a.b;`.
  bool in_package = false;
  int depth = 0;
  bool after_class_keyword = false;
  size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') {
      size_t end = s.find('\n', i);
      i = end == absl::string_view::npos ? s.size() : end + 1;
    } else if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
      size_t end = s.find("*/", i + 2);
      i = end == absl::string_view::npos ? s.size() : end + 2;
    } else if (c == '"' || c == '\'') {
      i = SkipQuoted(s, i, c);
      after_class_keyword = false;
    } else if (c == '{' || c == '}') {
      depth += c == '{' ? 1 : -1;
      after_class_keyword = false;
      ++i;
    } else if (IsIdentifierStart(c)) {
      size_t start = i;
      while (i < s.size() && IsIdentifierPart(s[i])) ++i;
      absl::string_view word = s.substr(start, i - start);
      if (depth == 0 && in_package) {
        absl::StrAppend(&package, word, ".");
      } else if (depth == 0 && word == "package" && names.empty() && package.empty()) {
        in_package = true;
      } else if (depth == 0) {
        if (after_class_keyword) names.push_back(absl::StrCat(package, word));
        // `X.class` in an annotation is not a declaration; the '.' check below sees it.
        after_class_keyword = (word == "class" || word == "interface" || word == "enum") &&
                              (start == 0 || s[start - 1] != '.');
      }
    } else {
      if (c == ';') in_package = false;
      if (!std::isspace(static_cast<unsigned char>(c))) after_class_keyword = false;
      ++i;
    }
  }
  return names;
}

}  // namespace aprgrid::jdk
