#include "common/spec/spec_locations.h"

#include <cstdlib>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"

namespace aprgrid::spec {

using google::protobuf::TextFormat;

namespace {

// The text was parsed once already; problems re-scanning it are not news.
class NullErrorCollector : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int, google::protobuf::io::ColumnNumber, const std::string&) override {}
};

}  // namespace

FieldPath FieldPath::Child(const google::protobuf::Descriptor* message, std::string_view field_name,
                           int index) const {
  const google::protobuf::FieldDescriptor* field =
      message->FindFieldByName(std::string(field_name));
  if (field == nullptr) {
    std::cerr << "FieldPath: " << message->full_name() << " has no field " << field_name << "\n";
    std::abort();
  }
  FieldPath child = *this;
  child.steps_.push_back({field, index});
  return child;
}

std::string FieldPath::ToString() const {
  std::string out;
  for (const Step& step : steps_) {
    if (!out.empty()) out += '.';
    out += step.field->name();
    if (step.index >= 0) absl::StrAppend(&out, "[", step.index, "]");
  }
  return out;
}

std::string SpecLocations::Where(const FieldPath& path) const {
  TextFormat::ParseLocation best(0, 0);
  const TextFormat::ParseInfoTree* tree = &tree_;
  for (const FieldPath::Step& step : path.steps()) {
    if (tree == nullptr) break;
    // A repeated field as a whole is located at its first element.
    const int index = step.field->is_repeated() && step.index < 0 ? 0 : step.index;
    TextFormat::ParseLocation here = tree->GetLocation(step.field, index);
    if (step.index >= 0 &&
        step.field->cpp_type() != google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE) {
      // Protobuf records a scalar list (`f: [a, b]`) once, as one element: find the list
      // written last at or before this element and count its elements.
      int recorded = index;
      while (recorded >= 0 && tree->GetLocation(step.field, recorded).line < 0) --recorded;
      if (recorded >= 0) {
        here = ListElement(tree->GetLocation(step.field, recorded), index - recorded);
      }
    }
    if (here.line < 0) break;
    best = here;
    tree = step.field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE
               ? tree->GetTreeForNested(step.field, index)
               : nullptr;
  }
  return absl::StrCat(source_name_, ":", best.line + 1, ":", best.column + 1);
}

TextFormat::ParseLocation SpecLocations::ListElement(TextFormat::ParseLocation field_start,
                                                     int offset) const {
  google::protobuf::io::ArrayInputStream input(text_.data(), static_cast<int>(text_.size()));
  NullErrorCollector errors;
  google::protobuf::io::Tokenizer tokenizer(&input, &errors);
  // Skip to the field name, then expect ':' (optional before a list) and '['.
  while (tokenizer.Next()) {
    const auto& token = tokenizer.current();
    if (token.line > field_start.line ||
        (token.line == field_start.line && token.column >= field_start.column)) {
      break;
    }
  }
  if (!tokenizer.Next()) return field_start;
  if (tokenizer.current().text == ":" && !tokenizer.Next()) return field_start;
  if (tokenizer.current().text != "[") return field_start;
  int element = 0;
  bool at_element_start = true;
  while (tokenizer.Next()) {
    const auto& token = tokenizer.current();
    if (token.text == "]") break;
    if (token.text == ",") {
      ++element;
      at_element_start = true;
      continue;
    }
    if (at_element_start && element == offset) return {token.line, token.column};
    at_element_start = false;
  }
  return field_start;
}

std::string FormatProblem(const SpecLocations* locations, const FieldPath& path,
                          std::string_view message) {
  std::string out;
  if (locations != nullptr) absl::StrAppend(&out, locations->Where(path), ": ");
  const std::string field = path.ToString();
  if (!field.empty()) absl::StrAppend(&out, field, ": ");
  out.append(message);
  return out;
}

}  // namespace aprgrid::spec
