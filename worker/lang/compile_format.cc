// String.format's compile-time check: its format is a constant that uses only what
// java_format.h supports.
#include "worker/lang/compiler_internal.h"
#include "worker/lang/java_format.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::Status MethodCompiler::CheckFormatCall(const Node& where, const CExpr& format) {
  std::optional<std::u16string> text = ConstantText(format);
  if (!text) {
    return Error(where,
                 "String.format with a format that is not a constant is outside the subject "
                 "language");
  }
  ParsedFormat f = ParseJavaFormat(*text);
  if (f.error == ParsedFormat::Error::kUnsupported || f.error == ParsedFormat::Error::kIllegal) {
    return Error(where, Cat(f.message, " is outside the subject language"));
  }
  return absl::OkStatus();  // An unknown conversion throws, as on the JDK.
}

}  // namespace aprgrid::lang
