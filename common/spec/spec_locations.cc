#include "common/spec/spec_locations.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace aprgrid::spec {

using google::protobuf::TextFormat;

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

FieldPath FieldPath::Child(const google::protobuf::FieldDescriptor* field, int index) const {
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
      // Protobuf keeps one location per occurrence of the field name, so the recorded indices
      // are a prefix 0..n-1: binary search for the last one at or before `index`.
      int recorded = -1;
      for (int low = 0, high = index; low <= high;) {
        const int middle = low + (high - low) / 2;
        if (tree->GetLocation(step.field, middle).line >= 0) {
          recorded = middle;
          low = middle + 1;
        } else {
          high = middle - 1;
        }
      }
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
  auto it = lists_.find(TextPosition(field_start.line, field_start.column));
  if (it == lists_.end() || offset < 0 || static_cast<size_t>(offset) >= it->second.size()) {
    return field_start;
  }
  const TextPosition& element = it->second[static_cast<size_t>(offset)];
  return {element.first, element.second};
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

std::string JoinProblems(const std::vector<std::string>& problems, size_t not_kept) {
  const size_t listed = std::min(problems.size(), kMaxListedProblems);
  std::string out = absl::StrJoin(problems.begin(), problems.begin() + listed, "\n");
  const size_t more = problems.size() - listed + not_kept;
  if (more > 0) absl::StrAppend(&out, "\n... and ", more, " more problems");
  return out;
}

}  // namespace aprgrid::spec
