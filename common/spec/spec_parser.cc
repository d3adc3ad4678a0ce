#include "common/spec/spec_parser.h"

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "common/spec/spec_scan.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/reflection.h"
#include "google/protobuf/text_format.h"

namespace aprgrid::spec {
namespace {

using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

// Collects the parser's errors and warnings as "file:line:column: message". Warnings count as
// errors: the only warning we enable is "unknown field" (AllowUnknownField lets the parser skip the
// field and go on, so every unknown field in the file is reported in one run). Keeps the first
// kMaxListedProblems and counts the rest.
class CollectingErrorCollector : public google::protobuf::io::ErrorCollector {
 public:
  explicit CollectingErrorCollector(std::string source_name)
      : source_name_(std::move(source_name)) {}

  void AddError(int line, google::protobuf::io::ColumnNumber column,
                const std::string& message) override {
    Add(line, column, message);
  }
  void AddWarning(int line, google::protobuf::io::ColumnNumber column,
                  const std::string& message) override {
    Add(line, column, message);
  }

  bool empty() const { return problems_.empty(); }
  // The problems as JoinProblems lists them.
  std::string Joined() const { return JoinProblems(problems_, not_kept_); }

 private:
  void Add(int line, int column, std::string message) {
    if (problems_.size() >= kMaxListedProblems) {
      ++not_kept_;
      return;
    }
    // Protobuf names the offending token; at the end of the input that token is empty.
    if (absl::EndsWith(message, "got: ")) message += "end of input (a '}' missing?)";
    // The parser reports 0-based positions; -1 means "no position" (e.g. the end of input).
    if (line < 0) {
      problems_.push_back(absl::StrCat(source_name_, ": ", message));
    } else {
      problems_.push_back(
          absl::StrCat(source_name_, ":", line + 1, ":", column + 1, ": ", message));
    }
  }

  std::string source_name_;
  std::vector<std::string> problems_;
  size_t not_kept_ = 0;
};

// The offset of the first byte of `text` that is not part of a well-formed UTF-8 sequence (no
// overlong forms, no surrogates, nothing above U+10FFFF), or -1 if there is none.
int64_t FirstInvalidUtf8(std::string_view text) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const unsigned char c = s[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;  // Range of the second byte.
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      if (c == 0xE0) low = 0xA0;   // Overlong.
      if (c == 0xED) high = 0x9F;  // Surrogates.
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      if (c == 0xF0) low = 0x90;   // Overlong.
      if (c == 0xF4) high = 0x8F;  // Above U+10FFFF.
    } else {
      return static_cast<int64_t>(i);
    }
    if (i + length > n || s[i + 1] < low || s[i + 1] > high) return static_cast<int64_t>(i);
    for (size_t k = 2; k < length; ++k) {
      if (s[i + k] < 0x80 || s[i + k] > 0xBF) return static_cast<int64_t>(i);
    }
    i += length;
  }
  return -1;
}

// Appends a problem for every string field of `message` (at `path`) that is not valid UTF-8.
// Protobuf's text parser accepts any bytes in a string field, but serializing the message for
// gRPC then fails without saying where.
void CheckUtf8(const Message& message, const FieldPath& path, const SpecLocations* locations,
               const std::string& source_name, std::vector<std::string>* problems) {
  const Reflection* reflection = message.GetReflection();
  std::vector<const FieldDescriptor*> fields;
  reflection->ListFields(message, &fields);
  auto report = [&](const FieldPath& at, std::string_view value) {
    const int64_t offset = FirstInvalidUtf8(value);
    if (offset < 0) return;
    std::string problem = FormatProblem(
        locations, at, absl::StrCat("is not valid UTF-8 (byte ", offset, " of the value)"));
    if (locations == nullptr) problem = absl::StrCat(source_name, ": ", problem);
    problems->push_back(std::move(problem));
  };
  for (const FieldDescriptor* field : fields) {
    const bool is_string = field->type() == FieldDescriptor::TYPE_STRING;
    const bool is_message = field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE;
    if (!is_string && !is_message) continue;
    std::string scratch;
    if (field->is_repeated()) {
      const int size = reflection->FieldSize(message, field);
      for (int i = 0; i < size; ++i) {
        if (is_string) {
          report(path.Child(field, i),
                 reflection->GetRepeatedStringReference(message, field, i, &scratch));
        } else {
          CheckUtf8(reflection->GetRepeatedMessage(message, field, i), path.Child(field, i),
                    locations, source_name, problems);
        }
      }
    } else if (is_string) {
      report(path.Child(field), reflection->GetStringReference(message, field, &scratch));
    } else {
      CheckUtf8(reflection->GetMessage(message, field), path.Child(field), locations, source_name,
                problems);
    }
  }
}

}  // namespace

absl::StatusOr<aprgrid::v1::CampaignSpec> ParseCampaignSpec(std::string_view text,
                                                            std::string_view source_name,
                                                            SpecLocations* locations) {
  const std::string name =
      locations != nullptr ? locations->source_name() : std::string(source_name);
  // Refuses deep nesting before protobuf's recursive parser sees it.
  if (absl::Status scanned =
          ScanSpecText(text, name, locations != nullptr ? locations->lists() : nullptr);
      !scanned.ok()) {
    return scanned;
  }
  CollectingErrorCollector collector(name);
  google::protobuf::TextFormat::Parser parser;
  parser.RecordErrorsTo(&collector);
  parser.AllowUnknownField(true);
  parser.SetRecursionLimit(kMaxSpecNesting);
  if (locations != nullptr) parser.WriteLocationsTo(locations->tree());

  aprgrid::v1::CampaignSpec spec;
  google::protobuf::io::ArrayInputStream input(text.data(), static_cast<int>(text.size()));
  const bool parsed = parser.Parse(&input, &spec);
  if (!parsed || !collector.empty()) {
    if (collector.empty()) {
      return absl::InvalidArgumentError(absl::StrCat(name, ": not a valid campaign spec"));
    }
    return absl::InvalidArgumentError(collector.Joined());
  }
  std::vector<std::string> problems;
  CheckUtf8(spec, FieldPath(), locations, name, &problems);
  if (!problems.empty()) return absl::InvalidArgumentError(JoinProblems(problems));
  return spec;
}

}  // namespace aprgrid::spec
