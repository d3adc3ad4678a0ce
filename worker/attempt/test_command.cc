#include "worker/attempt/test_command.h"

#include "common/file_util.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"

namespace aprgrid::attempt {

int RunTestCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  bool with_output = false;
  std::vector<lang::SourceFile> files;
  for (const std::string& a : args) {
    if (a == "--output") {
      with_output = true;
    } else if (a.starts_with("-")) {
      err << "aprgrid-attempt test: unknown option " << a << "\n";
      return 2;
    } else {
      absl::StatusOr<std::string> text = ReadFileToString(a);
      if (!text.ok()) {
        err << "aprgrid-attempt test: " << text.status().message() << "\n";
        return 2;
      }
      files.push_back(lang::SourceFile{a, *std::move(text)});
    }
  }
  if (files.empty()) {
    err << "usage: aprgrid-attempt test [--output] FILE...\n";
    return 2;
  }
  int code = 0;
  // Deeply nested sources recurse in the parser and checker too: all of it on the big stack.
  lang::RunWithLargeStack([&]() {
    absl::StatusOr<std::unique_ptr<lang::Program>> prog = lang::CompileSources(files);
    if (!prog.ok()) {
      err << prog.status().message() << "\n";
      code = 1;
      return;
    }
    lang::TestRunner runner(**prog);
    for (const lang::TestCase& tc : (*prog)->tests) {
      out << lang::FormatResult(runner.Run(tc), with_output);
    }
  });
  return code;
}

}  // namespace aprgrid::attempt
