#include "worker/repair/lang/double_format.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace aprgrid::lang {

std::string JavaLongToString(int64_t v) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

namespace {

// JDK 17's FloatingDecimal prints integer-valued doubles in [1, 2^63) from the exact integer,
// dropping only the digits its table calls insignificant (rounding half up), which can give one
// more digit than the shortest form. Reproduced here; returns false for other values.
bool IntegerDigits(double a, std::string& digits, int& exp) {
  int bin_exp;
  double m = std::frexp(a, &bin_exp);  // a = m * 2^bin_exp, m in [0.5, 1)
  --bin_exp;                           // Java's binExp: a = 1.f * 2^binExp
  if (bin_exp < 0 || bin_exp > 62) return false;
  uint64_t mant = static_cast<uint64_t>(std::ldexp(m, 53));  // 53 significant bits, exact.
  int tz = std::countr_zero(mant);
  int n_fract_bits = 53 - tz;
  if (n_fract_bits - bin_exp - 1 > 0) return false;  // Has a fractional part.
  static constexpr int kInsignificant[] = {
      0,  0,  0,  0,  1,  1,  1,  2,  2,  2,  3,  3,  3,  3,  4,  4,  4,  5,  5,  5,  6,  6,
      6,  6,  7,  7,  7,  8,  8,  8,  9,  9,  9,  9,  10, 10, 10, 11, 11, 11, 12, 12, 12, 12,
      13, 13, 13, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19};
  int insignificant = 0;
  // FloatingDecimal passes nSignificantBits = 53 for every normal double here.
  if (bin_exp > 53) {
    int p2 = bin_exp - 53 - 1;
    if (p2 > 1 && p2 < 64) insignificant = kInsignificant[p2];
  }
  uint64_t v = static_cast<uint64_t>(a);
  exp = 0;
  if (insignificant != 0) {
    uint64_t pow10 = 1;
    for (int i = 0; i < insignificant; ++i) pow10 *= 10;
    uint64_t residue = v % pow10;
    v /= pow10;
    exp += insignificant;
    if (residue >= pow10 / 2) ++v;
  }
  digits = std::to_string(v);
  exp += static_cast<int>(digits.size()) - 1;
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  return true;
}

}  // namespace

std::string JavaDoubleToString(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  std::string digits;
  int exp;
  if (!IntegerDigits(std::fabs(d), digits, exp)) {
    // Shortest round-trip digits in scientific form: "d.dddde[+-]x".
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, std::fabs(d), std::chars_format::scientific);
    std::string sci(buf, r.ptr);
    size_t e = sci.find('e');
    exp = std::atoi(sci.c_str() + e + 1);
    for (size_t i = 0; i < e; ++i) {
      if (sci[i] != '.') digits.push_back(sci[i]);
    }
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  }
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
