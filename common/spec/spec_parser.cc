#include "common/spec/spec_parser.h"

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"

namespace aprgrid::spec {
namespace {

// Collects the parser's errors and warnings as "file:line:column: message". Warnings count as
// errors: the only warning we enable is "unknown field" (AllowUnknownField lets the parser skip the
// field and go on, so every unknown field in the file is reported in one run).
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

  const std::vector<std::string>& problems() const { return problems_; }

 private:
  void Add(int line, int column, std::string message) {
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
};

}  // namespace

absl::StatusOr<aprgrid::v1::CampaignSpec> ParseCampaignSpec(std::string_view text,
                                                            std::string_view source_name,
                                                            SpecLocations* locations) {
  const std::string name =
      locations != nullptr ? locations->source_name() : std::string(source_name);
  CollectingErrorCollector collector(name);
  google::protobuf::TextFormat::Parser parser;
  parser.RecordErrorsTo(&collector);
  parser.AllowUnknownField(true);
  if (locations != nullptr) {
    locations->set_text(text);
    parser.WriteLocationsTo(locations->tree());
  }

  aprgrid::v1::CampaignSpec spec;
  google::protobuf::io::ArrayInputStream input(text.data(), static_cast<int>(text.size()));
  const bool parsed = parser.Parse(&input, &spec);
  if (!parsed || !collector.problems().empty()) {
    if (collector.problems().empty()) {
      return absl::InvalidArgumentError(absl::StrCat(name, ": not a valid campaign spec"));
    }
    return absl::InvalidArgumentError(absl::StrJoin(collector.problems(), "\n"));
  }
  return spec;
}

}  // namespace aprgrid::spec
