// String concatenation for std::string_view-heavy code. Debian's Abseil is built with its own
// absl::string_view (not an alias of std::string_view), so absl::StrCat does not accept
// std::string_view arguments; this small variadic helper does.
#ifndef APRGRID_WORKER_LANG_TEXT_H_
#define APRGRID_WORKER_LANG_TEXT_H_

#include <concepts>
#include <string>
#include <string_view>

namespace aprgrid::lang {

inline void AppendPiece(std::string& out, std::string_view s) { out.append(s); }
inline void AppendPiece(std::string& out, const char* s) { out.append(s); }
inline void AppendPiece(std::string& out, const std::string& s) { out.append(s); }
inline void AppendPiece(std::string& out, char c) { out.push_back(c); }
template <std::integral T>
requires(!std::same_as<T, char>) inline void AppendPiece(std::string& out, T v) {
  out.append(std::to_string(v));
}

template <typename... Args>
void Append(std::string& out, const Args&... args) {
  (AppendPiece(out, args), ...);
}

template <typename... Args>
std::string Cat(const Args&... args) {
  std::string out;
  (AppendPiece(out, args), ...);
  return out;
}

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_TEXT_H_
