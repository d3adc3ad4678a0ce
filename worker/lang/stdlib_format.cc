// String.format (java.util.Formatter's conversions of java_format.h) and the exceptions it
// throws.
#include <string>

#include "worker/lang/double_format.h"
#include "worker/lang/java_format.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

void Append(std::u16string& out, std::string_view ascii) { out.append(ascii.begin(), ascii.end()); }

char16_t Upper(char16_t c) { return (c >= 'a' && c <= 'z') ? static_cast<char16_t>(c - 32) : c; }

// Pads `s` with spaces to the width, on the right for `-` (Formatter.appendJustified).
void Justify(std::u16string& out, std::u16string s, const FormatSpec& spec) {
  const size_t width = spec.width < 0 ? 0 : static_cast<size_t>(spec.width);
  if (s.size() < width && !spec.left) out.append(width - s.size(), u' ');
  out += s;
  if (s.size() < width && spec.left) out.append(width - s.size(), u' ');
}

// `0`: zeros after the sign up to the width (Formatter.leadingSign/trailingZeros).
std::string ZeroPad(std::string s, const FormatSpec& spec) {
  if (!spec.zero || spec.width < 0 || s.size() >= static_cast<size_t>(spec.width)) return s;
  const size_t sign = !s.empty() && s[0] == '-' ? 1 : 0;
  s.insert(sign, static_cast<size_t>(spec.width) - s.size(), '0');
  return s;
}

void ThrowConversion(Runtime& rt, char16_t conv, Obj* arg) {
  std::string message(1, static_cast<char>(conv));
  message += " != ";
  message += arg->cls == kArrayObject ? rt.ClassNameOf(arg) : QualifiedName(rt, arg);
  rt.Throw(kIllegalFormatConversionExceptionClass, message);
}

std::string HexOf(uint64_t v) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string s;
  do {
    s.insert(s.begin(), kHex[v & 15]);
    v >>= 4;
  } while (v != 0);
  return s;
}

// Formats one argument; false with an exception pending.
bool FormatOne(Runtime& rt, std::u16string& out, const FormatSpec& spec, Obj* arg) {
  const char16_t conv = spec.conv;
  const bool upper = conv >= u'A' && conv <= u'Z';
  std::u16string s;
  auto finish = [&](std::u16string text) {
    if (upper) {
      for (char16_t& c : text) c = Upper(c);
    }
    Justify(out, std::move(text), spec);
    return true;
  };
  switch (conv) {
    case u'b':
    case u'B': {
      bool v = arg != nullptr;
      if (arg != nullptr && arg->cls == kBooleanClass) v = FieldsOf(arg)[0].i != 0;
      Append(s, v ? "true" : "false");
      if (spec.precision >= 0 && s.size() > static_cast<size_t>(spec.precision)) {
        s.resize(static_cast<size_t>(spec.precision));
      }
      return finish(std::move(s));
    }
    case u's':
    case u'S': {
      Value v;
      v.ref = arg;
      rt.AppendJava(s, v, kObjectType);  // toString(), "null" for null.
      if (rt.exc != nullptr) return false;
      if (spec.precision >= 0 && s.size() > static_cast<size_t>(spec.precision)) {
        s.resize(static_cast<size_t>(spec.precision));
      }
      return finish(std::move(s));
    }
    default:
      break;
  }
  if (arg == nullptr) {
    Append(s, "null");
    return finish(std::move(s));
  }
  switch (conv) {
    case u'c':
    case u'C': {
      if (arg->cls != kCharacterClass && arg->cls != kIntegerClass) {
        ThrowConversion(rt, conv, arg);
        return false;
      }
      const int32_t cp = FieldsOf(arg)[0].i;
      if (cp < 0 || cp > 0x10FFFF) {
        rt.Throw(kIllegalFormatCodePointExceptionClass,
                 "Code point = 0x" + HexOf(static_cast<uint32_t>(cp)));
        return false;
      }
      if (cp >= 0x10000) {
        s.push_back(static_cast<char16_t>(0xD800 + ((cp - 0x10000) >> 10)));
        s.push_back(static_cast<char16_t>(0xDC00 + ((cp - 0x10000) & 0x3FF)));
      } else {
        s.push_back(static_cast<char16_t>(cp));
      }
      return finish(std::move(s));
    }
    case u'd':
    case u'x':
    case u'X': {
      if (arg->cls != kIntegerClass && arg->cls != kLongClass && arg->cls != kByteClass &&
          arg->cls != kShortClass) {
        ThrowConversion(rt, conv, arg);
        return false;
      }
      const bool is_long = arg->cls == kLongClass;
      const int64_t v = is_long ? FieldsOf(arg)[0].l : FieldsOf(arg)[0].i;
      std::string text;
      if (conv == u'd') {
        text = JavaLongToString(v);
      } else if (arg->cls == kByteClass || arg->cls == kShortClass) {  // Their own width.
        text = HexOf(static_cast<uint32_t>(v) & (arg->cls == kByteClass ? 0xFFu : 0xFFFFu));
      } else {  // Two's complement of the argument's own width.
        text = HexOf(is_long ? static_cast<uint64_t>(v) : static_cast<uint32_t>(v));
      }
      Append(s, ZeroPad(std::move(text), spec));
      return finish(std::move(s));
    }
    case u'e':
    case u'E':
    case u'f': {
      if (arg->cls != kDoubleClass && arg->cls != kFloatClass) {  // A Float's value widened.
        ThrowConversion(rt, conv, arg);
        return false;
      }
      const double d = FieldsOf(arg)[0].d;
      if (std::isnan(d) || std::isinf(d)) {  // Justified with spaces, never zeros.
        Append(s, std::isnan(d) ? "NaN" : d < 0 ? "-Infinity" : "Infinity");
        return finish(std::move(s));
      }
      std::string text = conv == u'f' ? JavaFormatFixed(d, spec.precision)
                                      : JavaFormatScientific(d, spec.precision);
      Append(s, ZeroPad(std::move(text), spec));
      return finish(std::move(s));
    }
    default:
      break;
  }
  rt.Throw(kUnknownFormatConversionExceptionClass,
           "Conversion = '" + std::string(1, static_cast<char>(conv)) + "'");
  return false;
}

}  // namespace

void DeclareFormatExceptions(Declarer& d, ClassTable& t) {
  d.Throwable(kIllegalFormatExceptionClass, "IllegalFormatException",
              kIllegalArgumentExceptionClass);
  t.classes.back().java_util = true;
  d.Throwable(kMissingFormatArgumentExceptionClass, "MissingFormatArgumentException",
              kIllegalFormatExceptionClass);
  t.classes.back().java_util = true;
  d.Throwable(kIllegalFormatConversionExceptionClass, "IllegalFormatConversionException",
              kIllegalFormatExceptionClass);
  t.classes.back().java_util = true;
  d.Throwable(kUnknownFormatConversionExceptionClass, "UnknownFormatConversionException",
              kIllegalFormatExceptionClass);
  t.classes.back().java_util = true;
  d.Throwable(kIllegalFormatCodePointExceptionClass, "IllegalFormatCodePointException",
              kIllegalFormatExceptionClass);
  t.classes.back().java_util = true;
}

// String.format(String, Object...): a[0] the format, a[1] the arguments' array (or null).
Value StringFormat(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  const ParsedFormat f = ParseJavaFormat(Chars(a[0].ref));
  if (f.error == ParsedFormat::Error::kUnknownConversion) {
    rt.Throw(kUnknownFormatConversionExceptionClass,
             "Conversion = '" + std::string(1, static_cast<char>(f.bad)) + "'");
    return Value{};
  }
  if (f.error != ParsedFormat::Error::kNone) {  // The compiler rejects these formats.
    rt.Throw(kIllegalFormatExceptionClass, f.message);
    return Value{};
  }
  Obj* args = a[1].ref;
  const int32_t n = args == nullptr ? 0 : args->len;
  int32_t next = 0;
  std::u16string out;
  for (const FormatSpec& spec : f.pieces) {
    out += spec.literal;
    if (!rt.Charge(spec.literal.size() + 1)) return Value{};
    switch (spec.conv) {
      case 0:
        continue;
      case u'n':
        out += u'\n';
        continue;
      case u'%': {
        Justify(out, u"%", spec);
        continue;
      }
      default:
        break;
    }
    if (next >= n) {
      std::string text(spec.text.begin(), spec.text.end());
      rt.Throw(kMissingFormatArgumentExceptionClass, "Format specifier '" + text + "'");
      return Value{};
    }
    if (!FormatOne(rt, out, spec, ElementsOf(args)[next++].ref)) return Value{};
    if (!rt.Fits(out.size() * 2)) {
      rt.ThrowOutOfMemory();
      return Value{};
    }
  }
  return StrValue(rt, out);
}

}  // namespace aprgrid::lang::stdlib
