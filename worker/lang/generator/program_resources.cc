// try-with-resources in the generated programs (GeneratorOptions::resources): a user class
// implementing AutoCloseable whose close() logs and, by its mode, throws a checked Exception or
// the program's unchecked error class, and blocks that open one or two of them (sometimes a null
// one, sometimes by Java 9's `try (r)`), maybe throw from the body, and print the exception,
// its suppressed exceptions and the log (JLS 14.20.3).
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

void ProgramWriter::WriteResourceClass() {
  const std::string r = name_ + "_R";
  Open(absl::StrCat("class ", r, " implements AutoCloseable"));
  Line("static StringBuilder log = new StringBuilder();");
  Line("final String name;");
  Line("final int mode;");
  Open(absl::StrCat(r, "(String name, int mode)"));
  Line("this.name = name;");
  Line("this.mode = mode;");
  Line("log.append(\"open \").append(name).append(\";\");");
  Close();
  Open("public void close() throws Exception");
  Line("log.append(\"close \").append(name).append(\";\");");
  Line("if (mode == 1) throw new Exception(\"close \" + name);");
  Line(absl::StrCat("if (mode == 2) throw new ", symbols_.error_class, "(\"close \" + name);"));
  Close();
  Close();
}

void ProgramWriter::ResourcesBlock() {
  const std::string cls = name_ + "_R";
  auto make = [&](const std::string& name) {
    if (Chance(0.15)) return std::string("null");
    // Modes 1 and 2 throw from close(); any other value does not.
    const std::string mode = Chance(0.5) ? std::to_string(Pick(4)) : E(JType::kInt);
    return absl::StrCat("new ", cls, "(\"", name, "\", ", mode, ")");
  };
  Line(absl::StrCat(cls, ".log = new StringBuilder();"));
  const std::string first = scope_.Fresh("rs");
  const std::string second = scope_.Fresh("rs");
  std::string header;
  if (Chance(0.25)) {  // Java 9: an effectively final variable declared before.
    Line(absl::StrCat(cls, " ", first, " = ", make(first), ";"));
    header = absl::StrCat("try (", first);
  } else {
    header = absl::StrCat("try (", cls, " ", first, " = ", make(first));
  }
  if (Chance(0.6)) absl::StrAppend(&header, "; ", cls, " ", second, " = ", make(second));
  Open(absl::StrCat(header, ")"));
  Line(absl::StrCat("System.out.println(\"body \" + (", first, " == null ? \"null\" : ", first,
                    ".name));"));
  Statements(Pick(2), 1);
  Open(absl::StrCat("if (", E(JType::kBoolean), ")"));
  Line(absl::StrCat("throw new ", symbols_.error_class, "(\"body\");"));
  Close();
  Close();
  // Replace the block's closing brace by "} catch (...) {", as CatchClause does.
  out_.resize(out_.size() - static_cast<size_t>(indent_) * 2 - 2);
  const std::string e = scope_.Fresh("e");
  Line(absl::StrCat("} catch (Exception ", e, ") {"));
  ++indent_;
  scope_.Enter();
  // Only this block's own messages: the JVM's for NullPointerException and ClassCastException
  // (helpful messages, module names) are not the interpreter's.
  Line(absl::StrCat("System.out.println((", e, " instanceof RuntimeException && !(", e,
                    " instanceof ", symbols_.error_class, ") ? \"runtime\" : ", e,
                    ".getMessage()) + \" suppressed \" + ", e, ".getSuppressed().length);"));
  Open(absl::StrCat("for (Throwable s : ", e, ".getSuppressed())"));
  Line("System.out.println(\"  \" + s);");
  Close();
  Close();
  Line(absl::StrCat("System.out.println(", cls, ".log);"));
}

}  // namespace aprgrid::lang::generator
