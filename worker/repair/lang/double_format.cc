#include "worker/repair/lang/double_format.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace aprgrid::lang {

std::string JavaLongToString(int64_t v) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

std::string JavaDoubleToString(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  // Shortest round-trip digits in scientific form: "d.dddde[+-]x".
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, std::fabs(d), std::chars_format::scientific);
  std::string sci(buf, r.ptr);
  size_t e = sci.find('e');
  int exp = std::atoi(sci.c_str() + e + 1);
  std::string digits;
  for (size_t i = 0; i < e; ++i) {
    if (sci[i] != '.') digits.push_back(sci[i]);
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  std::string out = d < 0 ? "-" : "";
  double a = std::fabs(d);
  if (a >= 1e-3 && a < 1e7) {
    // Plain notation: digits with the point after exp+1 of them.
    int point = exp + 1;
    if (point <= 0) {
      out += "0.";
      out.append(static_cast<size_t>(-point), '0');
      out += digits;
    } else if (static_cast<size_t>(point) >= digits.size()) {
      out += digits;
      out.append(static_cast<size_t>(point) - digits.size(), '0');
      out += ".0";
    } else {
      out += digits.substr(0, static_cast<size_t>(point));
      out += ".";
      out += digits.substr(static_cast<size_t>(point));
    }
    return out;
  }
  out += digits[0];
  out += ".";
  out += digits.size() > 1 ? digits.substr(1) : "0";
  out += "E";
  out += std::to_string(exp);
  return out;
}

}  // namespace aprgrid::lang
