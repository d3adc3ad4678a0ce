#include "common/spec/spec_scan.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"

namespace aprgrid::spec {
namespace {

using google::protobuf::io::Tokenizer;

// The parser that runs next reports the syntax errors; the scan ignores them.
class IgnoreErrors : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int, google::protobuf::io::ColumnNumber, const std::string&) override {}
};

// A list being read: where its field name was, and the nesting depth inside its brackets.
struct OpenList {
  TextPosition field;
  int depth = 0;
  bool at_element_start = true;
};

}  // namespace

absl::Status ScanSpecText(std::string_view text, std::string_view source_name,
                          ListElementIndex* lists) {
  google::protobuf::io::ArrayInputStream input(text.data(), static_cast<int>(text.size()));
  IgnoreErrors errors;
  Tokenizer tokenizer(&input, &errors);
  int depth = 0;
  // The last two tokens before the current one: a list is `name: [` or `name [`. They start as
  // the tokenizer's TYPE_START token (a default Token leaves its fields uninitialised).
  Tokenizer::Token previous = tokenizer.current();
  Tokenizer::Token before_previous = tokenizer.current();
  std::vector<OpenList> open;  // Lists do not nest directly, but a message element may hold one.
  while (tokenizer.Next()) {
    const Tokenizer::Token& token = tokenizer.current();
    const bool symbol = token.type == Tokenizer::TYPE_SYMBOL;
    if (lists != nullptr) {
      if (!open.empty() && depth == open.back().depth) {
        OpenList& list = open.back();
        if (symbol && token.text == "]") {
          open.pop_back();
        } else if (symbol && token.text == ",") {
          list.at_element_start = true;
        } else if (list.at_element_start) {
          (*lists)[list.field].emplace_back(token.line, token.column);
          list.at_element_start = false;
        }
      } else if (symbol && token.text == "[") {
        const Tokenizer::Token* name = nullptr;
        if (previous.type == Tokenizer::TYPE_IDENTIFIER) {
          name = &previous;
        } else if (previous.text == ":" && before_previous.type == Tokenizer::TYPE_IDENTIFIER) {
          name = &before_previous;
        }
        if (name != nullptr) {
          const TextPosition field(name->line, name->column);
          (*lists)[field].clear();
          open.push_back({field, depth, true});
        }
      }
    }
    if (symbol && (token.text == "{" || token.text == "<")) {
      if (++depth > kMaxSpecNesting) {
        return absl::InvalidArgumentError(
            absl::StrCat(std::string(source_name), ":", token.line + 1, ":", token.column + 1,
                         ": messages nest deeper than ", kMaxSpecNesting, " levels"));
      }
    } else if (symbol && (token.text == "}" || token.text == ">")) {
      if (depth > 0) --depth;
    }
    before_previous = std::move(previous);
    previous = token;
  }
  return absl::OkStatus();
}

}  // namespace aprgrid::spec
