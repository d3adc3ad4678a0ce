#include "worker/daemon/engine_output.h"

#include "absl/strings/str_cat.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"

namespace aprgrid::worker {
namespace {

// Parses `json` (one object's value) into `message`, refusing unknown fields.
absl::Status ParseValue(const std::string& json, google::protobuf::Message* message) {
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = false;
  auto status = google::protobuf::util::JsonStringToMessage(json, message, options);
  if (!status.ok()) return absl::InvalidArgumentError(std::string(status.message()));
  return absl::OkStatus();
}

}  // namespace

absl::Status EngineOutputParser::Garbage(std::string_view line, std::string_view why) const {
  return absl::InvalidArgumentError(
      absl::StrCat("engine output line ", lines_, ": ", std::string(why), ": \"",
                   std::string(line.substr(0, 200)), line.size() > 200 ? "...\"" : "\""));
}

absl::StatusOr<EngineOutputParser::Line> EngineOutputParser::Feed(std::string_view line) {
  ++lines_;
  // The line is parsed as a generic JSON object first, so that "exactly one key" can be checked
  // and the value re-serialised for the typed parse.
  google::protobuf::Struct object;
  google::protobuf::util::JsonParseOptions options;
  auto parsed = google::protobuf::util::JsonStringToMessage(std::string(line), &object, options);
  if (!parsed.ok()) return Garbage(line, "not a JSON object");
  if (object.fields_size() != 1) return Garbage(line, "an object must have exactly one key");
  const auto& [key, value] = *object.fields().begin();
  if (!value.has_struct_value()) return Garbage(line, "the value is not an object");
  std::string value_json;
  if (!google::protobuf::util::MessageToJsonString(value.struct_value(), &value_json).ok()) {
    return Garbage(line, "the value cannot be re-encoded");
  }
  Line out;
  if (key == "generation") {
    if (result_.has_value()) return Garbage(line, "a generation after the result");
    v1::GenerationEvent event;
    absl::Status status = ParseValue(value_json, &event);
    if (!status.ok()) return Garbage(line, absl::StrCat("bad generation: ", status.message()));
    if (static_cast<int64_t>(event.generation()) <= last_generation_) {
      return Garbage(line, absl::StrCat("generation ", event.generation(), " out of order"));
    }
    last_generation_ = event.generation();
    out.generation = std::move(event);
    return out;
  }
  if (key == "checkpoint") {
    if (result_.has_value()) return Garbage(line, "a checkpoint after the result");
    v1::AttemptCheckpoint checkpoint;
    absl::Status status = ParseValue(value_json, &checkpoint);
    if (!status.ok()) return Garbage(line, absl::StrCat("bad checkpoint: ", status.message()));
    if (checkpoint.data().empty()) return Garbage(line, "a checkpoint without data");
    if (checkpoint.generation() == 0 ||
        (last_generation_ >= 0 &&
         static_cast<int64_t>(checkpoint.generation()) != last_generation_ + 1)) {
      return Garbage(line, absl::StrCat("checkpoint of generation ", checkpoint.generation(),
                                        " after generation ", last_generation_));
    }
    out.checkpoint = std::move(checkpoint);
    return out;
  }
  if (key == "result") {
    if (result_.has_value()) return Garbage(line, "a second result");
    v1::RepairResult result;
    absl::Status status = ParseValue(value_json, &result);
    if (!status.ok()) return Garbage(line, absl::StrCat("bad result: ", status.message()));
    result_ = std::move(result);
    out.result = true;
    return out;
  }
  return Garbage(line, absl::StrCat("unknown key \"", key.substr(0, 40), "\""));
}

absl::StatusOr<v1::RepairResult> EngineOutputParser::Finish() const {
  if (!result_.has_value()) {
    return absl::InvalidArgumentError(
        absl::StrCat("the engine ended without a result line (", lines_, " lines read)"));
  }
  return *result_;
}

}  // namespace aprgrid::worker
