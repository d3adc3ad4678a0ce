#include "worker/attempt/variant_log.h"

#include <charconv>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "common/json_text.h"

namespace aprgrid::attempt {
namespace {

// The shortest representation that reads back to the same double (std::to_chars); non-finite
// values as the strings protobuf's JSON uses for double fields ("Infinity", "-Infinity", "NaN").
void AppendNumber(std::string& out, double x) {
  if (std::isnan(x)) {
    out += "\"NaN\"";
    return;
  }
  if (std::isinf(x)) {
    out += x > 0 ? "\"Infinity\"" : "\"-Infinity\"";
    return;
  }
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
  out.append(buf, ec == std::errc() ? end : buf);
}

void Key(std::string& out, std::string_view key, bool first = false) {
  if (!first) out += ',';
  AppendJsonString(out, key);
  out += ':';
}

void Bool(std::string& out, std::string_view key, bool v) {
  Key(out, key);
  out += v ? "true" : "false";
}

}  // namespace

std::string VariantLogLine(const repair::VariantRecord& r) {
  std::string out = "{\"variant\":{";
  Key(out, "variant", true);
  absl::StrAppend(&out, r.variant);
  Key(out, "generation");
  absl::StrAppend(&out, r.generation);
  Key(out, "parents");
  out += '[';
  for (size_t i = 0; i < r.parents.size(); ++i) {
    if (i > 0) out += ',';
    absl::StrAppend(&out, r.parents[i]);
  }
  out += ']';
  Key(out, "genome_size");
  absl::StrAppend(&out, r.genome_size);
  Key(out, "edit");
  if (!r.has_edit) {
    out += "null";
  } else {
    out += '{';
    Key(out, "operator", true);
    AppendJsonString(out, rl::OperatorName(r.op));
    Key(out, "arm");
    AppendJsonString(out, r.arm);
    Key(out, "location");
    absl::StrAppend(&out, r.target);
    Key(out, "line");
    absl::StrAppend(&out, r.line);
    Key(out, "ingredient");
    absl::StrAppend(&out, r.ingredient);
    Key(out, "code");
    AppendJsonString(out, r.payload);
    out += '}';
  }
  const repair::Evaluation& ev = r.evaluation;
  Bool(out, "compiled", ev.compiled);
  Key(out, "sampled_fitness");
  AppendNumber(out, ev.fitness);
  Key(out, "full_fitness");
  AppendNumber(out, ev.full_fitness);
  Bool(out, "passes_negative", ev.passes_negative);
  Bool(out, "passes_sample", ev.passes_sample);
  Bool(out, "repair", ev.repair);
  Key(out, "credited");
  if (r.credited) {
    AppendJsonString(out, rl::OperatorName(r.credited_op));
  } else {
    out += "null";
  }
  Key(out, "reward");
  if (r.credited) {
    AppendNumber(out, r.reward);
  } else {
    out += "null";
  }
  Key(out, "arms");
  out += '[';
  for (size_t i = 0; i < r.arms.size(); ++i) {
    const rl::ArmSnapshot& a = r.arms[i];
    if (i > 0) out += ',';
    out += '{';
    Key(out, "arm", true);
    AppendJsonString(out, a.arm);
    Key(out, "selections");
    absl::StrAppend(&out, a.selections);
    Key(out, "credits");
    absl::StrAppend(&out, a.credits);
    Key(out, "reward_sum");
    AppendNumber(out, a.reward_sum);
    Key(out, "quality");
    AppendNumber(out, a.quality);
    Key(out, "probability");
    AppendNumber(out, a.probability);
    out += '}';
  }
  out += "]}}";
  return out;
}

}  // namespace aprgrid::attempt
