#include "worker/lang/java_format.h"

#include <cmath>
#include <cstdlib>

#include "worker/lang/double_format.h"

namespace aprgrid::lang {
namespace {

bool IsAsciiLetter(char16_t c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); }
bool IsDigit(char16_t c) { return c >= u'0' && c <= u'9'; }

// Conversions java.util.Formatter knows (Conversion.isValid).
bool IsJavaConversion(char16_t c) {
  return std::u16string_view(u"bBhHsScCdoxXeEfgGaAtT%n").find(c) != std::u16string_view::npos;
}
bool IsSupportedConversion(char16_t c) {
  return std::u16string_view(u"bBsScCdxXeEf%n").find(c) != std::u16string_view::npos;
}

std::string Ascii(std::u16string_view s) { return std::string(s.begin(), s.end()); }

// The JDK's checks of one specifier's flags, width and precision (Formatter.FormatSpecifier's
// checkGeneral, checkCharacter, checkInteger, checkFloat, checkText); "" when it is accepted.
std::string IllegalSpec(const FormatSpec& s) {
  switch (s.conv) {
    case u'n':
      if (s.width >= 0) return "IllegalFormatWidthException";
      if (s.precision >= 0) return "IllegalFormatPrecisionException";
      if (s.left || s.zero) return "IllegalFormatFlagsException";
      return "";
    case u'%':
      if (s.precision >= 0) return "IllegalFormatPrecisionException";
      if (s.zero) return "IllegalFormatFlagsException";
      if (s.left && s.width < 0) return "MissingFormatWidthException";
      return "";
    case u'c':
    case u'C':
    case u'd':
    case u'x':
    case u'X':
      if (s.precision >= 0) return "IllegalFormatPrecisionException";
      break;
    default:
      break;
  }
  const bool numeric = std::u16string_view(u"dxXeEf").find(s.conv) != std::u16string_view::npos;
  if (!numeric && s.zero) return "FormatFlagsConversionMismatchException";
  if ((s.left || s.zero) && s.width < 0) return "MissingFormatWidthException";
  if (s.left && s.zero) return "IllegalFormatFlagsException";
  return "";
}

// Double.toString's digits of |d| (finite, not zero) without leading or trailing zeros, and the
// position of the decimal point: |d| = 0.<digits> * 10^point.
void DecimalDigits(double d, std::string* digits, int* point) {
  std::string s = JavaDoubleToString(std::fabs(d));
  int exp = 0;
  if (size_t e = s.find('E'); e != std::string::npos) {
    exp = std::atoi(s.c_str() + e + 1);
    s.resize(e);
  }
  size_t dot = s.find('.');
  std::string all = s.substr(0, dot) + s.substr(dot + 1);
  int p = static_cast<int>(dot) + exp;
  size_t lead = all.find_first_not_of('0');
  if (lead == std::string::npos) {
    *digits = "";
    *point = 0;
    return;
  }
  all.erase(0, lead);
  p -= static_cast<int>(lead);
  all.erase(all.find_last_not_of('0') + 1);
  *digits = all;
  *point = p;
}

// Keeps the first `keep` digits, rounding HALF_UP on the next one; a carry out of the first
// digit adds a digit and moves the point.
void RoundHalfUp(std::string* digits, int* point, int keep) {
  if (keep >= static_cast<int>(digits->size())) return;
  if (keep < 0) {
    digits->clear();
    return;
  }
  const bool up = (*digits)[static_cast<size_t>(keep)] >= '5';
  digits->resize(static_cast<size_t>(keep));
  if (!up) return;
  int i = keep - 1;
  while (i >= 0 && (*digits)[static_cast<size_t>(i)] == '9') {
    (*digits)[static_cast<size_t>(i)] = '0';
    --i;
  }
  if (i >= 0) {
    ++(*digits)[static_cast<size_t>(i)];
  } else {
    digits->insert(digits->begin(), '1');
    ++*point;
  }
}

}  // namespace

ParsedFormat ParseJavaFormat(std::u16string_view f) {
  ParsedFormat out;
  std::u16string literal;
  size_t i = 0;
  auto fail = [&out](ParsedFormat::Error e, char16_t bad, std::string message) {
    out.error = e;
    out.bad = bad;
    out.message = std::move(message);
    return out;
  };
  while (i < f.size()) {
    if (f[i] != u'%') {
      literal.push_back(f[i++]);
      continue;
    }
    const size_t start = i++;
    if (i >= f.size()) return fail(ParsedFormat::Error::kUnknownConversion, u'%', "");
    const char16_t first = f[i];
    // Formatter's pattern: %(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])
    size_t k = i;
    bool index = false;
    {
      size_t d = k;
      while (d < f.size() && IsDigit(f[d])) ++d;
      if (d > k && d < f.size() && f[d] == u'$') {
        index = true;
        k = d + 1;
      }
    }
    FormatSpec s;
    bool other_flags = false;
    while (k < f.size() &&
           std::u16string_view(u"-#+ 0,(<").find(f[k]) != std::u16string_view::npos) {
      if (f[k] == u'-') {
        s.left = true;
      } else if (f[k] == u'0') {
        s.zero = true;
      } else {
        other_flags = true;
      }
      ++k;
    }
    if (k < f.size() && IsDigit(f[k])) {
      s.width = 0;
      while (k < f.size() && IsDigit(f[k]))
        s.width = std::min(s.width * 10 + (f[k++] - u'0'), 1 << 20);
    }
    if (k + 1 < f.size() && f[k] == u'.' && IsDigit(f[k + 1])) {
      s.precision = 0;
      ++k;
      while (k < f.size() && IsDigit(f[k])) {
        s.precision = std::min(s.precision * 10 + (f[k++] - u'0'), 1 << 20);
      }
    }
    bool date = false;
    if (k < f.size() && (f[k] == u't' || f[k] == u'T')) {
      date = true;
      ++k;
    }
    if (k >= f.size() || !(IsAsciiLetter(f[k]) || f[k] == u'%')) {
      return fail(ParsedFormat::Error::kUnknownConversion, first, "");
    }
    s.conv = date ? u't' : f[k];
    i = k + 1;
    s.text = std::u16string(f.substr(start, i - start));
    if (!IsJavaConversion(s.conv)) {
      return fail(ParsedFormat::Error::kUnknownConversion, s.conv, "");
    }
    if (index || other_flags || date || !IsSupportedConversion(s.conv)) {
      return fail(ParsedFormat::Error::kUnsupported, 0,
                  "String.format specifier " + Ascii(s.text) +
                      " (only the flags - and 0 and the conversions b s c d x e f n % and their "
                      "upper-case forms)");
    }
    if (std::string e = IllegalSpec(s); !e.empty()) {
      return fail(ParsedFormat::Error::kIllegal, 0,
                  "String.format specifier " + Ascii(s.text) + ", which throws " + e + ",");
    }
    s.literal = std::move(literal);
    literal.clear();
    out.pieces.push_back(std::move(s));
  }
  if (!literal.empty()) {
    FormatSpec tail;
    tail.literal = std::move(literal);
    out.pieces.push_back(std::move(tail));
  }
  return out;
}

std::string JavaFormatFixed(double d, int precision) {
  if (precision < 0) precision = 6;
  std::string digits;
  int point = 0;
  if (d != 0) DecimalDigits(d, &digits, &point);
  RoundHalfUp(&digits, &point, point + precision);
  std::string out = std::signbit(d) ? "-" : "";
  if (point <= 0) {
    out += "0";
  } else {
    for (int i = 0; i < point; ++i) {
      out += i < static_cast<int>(digits.size()) ? digits[static_cast<size_t>(i)] : '0';
    }
  }
  if (precision == 0) return out;
  out += '.';
  for (int i = point; i < point + precision; ++i) {
    out += i >= 0 && i < static_cast<int>(digits.size()) ? digits[static_cast<size_t>(i)] : '0';
  }
  return out;
}

std::string JavaFormatScientific(double d, int precision) {
  if (precision < 0) precision = 6;
  std::string digits;
  int point = 0;
  if (d != 0) DecimalDigits(d, &digits, &point);
  RoundHalfUp(&digits, &point, precision + 1);
  const int exp = digits.empty() ? 0 : point - 1;
  std::string out = std::signbit(d) ? "-" : "";
  out += digits.empty() ? '0' : digits[0];
  if (precision > 0) {
    out += '.';
    for (int i = 1; i <= precision; ++i) {
      out += i < static_cast<int>(digits.size()) ? digits[static_cast<size_t>(i)] : '0';
    }
  }
  out += exp < 0 ? "e-" : "e+";
  const int a = std::abs(exp);
  if (a < 10) out += '0';
  out += std::to_string(a);
  return out;
}

}  // namespace aprgrid::lang
