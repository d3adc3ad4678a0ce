#include "worker/subjects/java_literals.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace aprgrid::subjects {
namespace {

// Decodes one UTF-8 sequence at text[i]; invalid bytes decode as themselves.
uint32_t DecodeUtf8(std::string_view text, size_t& i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char b = byte(i);
  int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
  if (extra == 0 || i + extra >= text.size()) {
    ++i;
    return b;
  }
  uint32_t cp = b & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) cp = (cp << 6) | (byte(i + k) & 0x3F);
  i += extra + 1;
  return cp;
}

bool IsIdentChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}

void AddUnique(std::vector<std::string>& list, std::string value) {
  if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(std::move(value));
}

}  // namespace

std::string JavaStringLiteral(std::string_view utf8) {
  std::string out = "\"";
  size_t i = 0;
  while (i < utf8.size()) {
    uint32_t cp = DecodeUtf8(utf8, i);
    switch (cp) {
      case '"':
        out += "\\\"";
        continue;
      case '\\':
        out += "\\\\";
        continue;
      case '\n':
        out += "\\n";
        continue;
      case '\t':
        out += "\\t";
        continue;
      case '\r':
        out += "\\r";
        continue;
      default:
        break;
    }
    if (cp >= 0x20 && cp < 0x7F) {
      out += static_cast<char>(cp);
    } else if (cp <= 0xFFFF) {
      out += absl::StrFormat("\\u%04x", cp);
    } else {
      uint32_t v = cp - 0x10000;
      out += absl::StrFormat("\\u%04x\\u%04x", 0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF));
    }
  }
  return out + "\"";
}

std::string JavaIntLiteral(int64_t value) {
  if (value == INT32_MIN) return "(-2147483647 - 1)";
  return absl::StrCat(value);
}

std::string JavaLongLiteral(int64_t value) {
  if (value == INT64_MIN) return "(-9223372036854775807L - 1L)";
  return absl::StrCat(value, "L");
}

std::string JavaDoubleExpression(std::string_view text) {
  if (text == "NaN") return "(0.0 / 0.0)";
  if (text == "Infinity") return "(1.0 / 0.0)";
  if (text == "-Infinity") return "(-1.0 / 0.0)";
  return std::string(text);
}

void CollectLiterals(std::string_view src, LiteralPool& pool) {
  size_t i = 0;
  while (i < src.size()) {
    char c = src[i];
    if (c == '/' && i + 1 < src.size() && src[i + 1] == '/') {
      while (i < src.size() && src[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < src.size() && src[i + 1] == '*') {
      size_t end = src.find("*/", i + 2);
      i = end == std::string_view::npos ? src.size() : end + 2;
    } else if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < src.size() && src[j] != c && src[j] != '\n') j += src[j] == '\\' ? 2 : 1;
      if (j >= src.size()) break;
      std::string literal(src.substr(i, j + 1 - i));
      AddUnique(c == '"' ? pool.strings : pool.chars, literal);
      i = j + 1;
    } else if (std::isdigit(static_cast<unsigned char>(c)) &&
               (i == 0 || !IsIdentChar(src[i - 1]))) {
      size_t j = i;
      while (j < src.size() &&
             (IsIdentChar(src[j]) || src[j] == '.' ||
              ((src[j] == '-' || src[j] == '+') && (src[j - 1] == 'e' || src[j - 1] == 'E')))) {
        ++j;
      }
      std::string text(src.substr(i, j - i));
      bool floating = text.find_first_of(".eE") != std::string::npos && text.rfind("0x", 0) != 0;
      if (floating) {
        if (text.back() == 'd' || text.back() == 'D') text.pop_back();
        if (text.back() != '.') AddUnique(pool.doubles, text);
      } else {
        int64_t v = 0;
        if (absl::SimpleAtoi(text, &v) && v <= INT32_MAX &&
            std::find(pool.ints.begin(), pool.ints.end(), v) == pool.ints.end()) {
          pool.ints.push_back(v);
        }
      }
      i = j;
    } else {
      ++i;
    }
  }
}

}  // namespace aprgrid::subjects
