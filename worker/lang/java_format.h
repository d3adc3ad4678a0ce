// java.util.Formatter's format strings (String.format) as the subject language supports them:
// parsing, with the JDK 17's checks, and the formatting of one argument.
//
// Supported: `%[flags][width][.precision]conversion` with the flags `-` and `0`, and the
// conversions b B s S c C d x X e E f n %. The JDK's other conversions (o h H g G a A t T), its
// other flags (# + space , ( <) and explicit argument indices (`%2$d`) are outside the subject
// language: the compiler rejects a format that uses them (docs/subject-language.md, "Outside the
// subset"), which is why String.format's format must be a constant.
#ifndef APRGRID_WORKER_LANG_JAVA_FORMAT_H_
#define APRGRID_WORKER_LANG_JAVA_FORMAT_H_

#include <string>
#include <string_view>
#include <vector>

namespace aprgrid::lang {

struct FormatSpec {
  std::u16string literal;  // Text before the specifier (or the whole piece when conv == 0).
  char16_t conv = 0;       // 0: a trailing literal only.
  bool left = false;       // `-`
  bool zero = false;       // `0`
  int width = -1;
  int precision = -1;
  std::u16string text;  // The specifier as written, e.g. u"%5d" (MissingFormatArgument's message).
};

struct ParsedFormat {
  std::vector<FormatSpec> pieces;
  // The first problem, in the JDK's order (it parses the whole string before formatting):
  //   kUnknownConversion: UnknownFormatConversionException, `bad` the conversion character;
  //   kUnsupported: a valid Java specifier the language does not support;
  //   kIllegal: a specifier whose flags, width or precision the JDK rejects (its
  //     MissingFormatWidth/IllegalFormatFlags/IllegalFormatPrecision/IllegalFormatWidth/
  //     FormatFlagsConversionMismatch exceptions, which the language does not declare).
  enum class Error { kNone, kUnknownConversion, kUnsupported, kIllegal };
  Error error = Error::kNone;
  char16_t bad = 0;
  std::string message;  // kUnsupported, kIllegal: what and why, for a compile error.
};

ParsedFormat ParseJavaFormat(std::u16string_view format);

// Formatter's %e/%f of a finite double: the digits of Double.toString (FloatingDecimal) rounded
// HALF_UP to `precision` fraction digits (6 when -1), which differs from C's printf on values
// such as 0.15 ("%.1f": Java 0.2, C 0.1). No sign handling beyond a leading '-'.
std::string JavaFormatFixed(double d, int precision);
std::string JavaFormatScientific(double d, int precision);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_JAVA_FORMAT_H_
