#include "common/flags/flag_parser.h"

#include <CLI/CLI.hpp>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/status_macros.h"

namespace aprgrid::flags {

FlagParser::FlagParser() = default;
FlagParser::~FlagParser() = default;

void FlagParser::Add(const std::string& name, Kind kind, void* target, const std::string& help) {
  if (bindings_.count(name) == 0) order_.push_back(name);
  bindings_[name] = {kind, target, help, ""};
}

void FlagParser::AddBool(const std::string& name, bool* value, const std::string& help) {
  Add(name, Kind::kBool, value, help);
}
void FlagParser::AddString(const std::string& name, std::string* value, const std::string& help) {
  Add(name, Kind::kString, value, help);
}
void FlagParser::AddUint64(const std::string& name, uint64_t* value, const std::string& help) {
  Add(name, Kind::kUint64, value, help);
}
void FlagParser::AddInt64(const std::string& name, int64_t* value, const std::string& help) {
  Add(name, Kind::kInt64, value, help);
}
void FlagParser::AddDuration(const std::string& name, absl::Duration* value,
                             const std::string& help) {
  Add(name, Kind::kDuration, value, help);
}
void FlagParser::AddStrings(const std::string& name, std::vector<std::string>* values,
                            const std::string& help) {
  Add(name, Kind::kStrings, values, help);
}

void FlagParser::SetEnv(const std::string& name, const std::string& variable) {
  bindings_.at(name).env = variable;
}

absl::Status FlagParser::Assign(const std::string& name, const Binding& binding,
                                const std::string& value) {
  switch (binding.kind) {
    case Kind::kBool:
      if (value == "true" || value == "1") {
        *static_cast<bool*>(binding.target) = true;
      } else if (value == "false" || value == "0") {
        *static_cast<bool*>(binding.target) = false;
      } else {
        return absl::InvalidArgumentError(
            absl::StrCat("--", name, " takes true or false, not \"", value, "\""));
      }
      break;
    case Kind::kString:
      *static_cast<std::string*>(binding.target) = value;
      break;
    case Kind::kStrings:
      static_cast<std::vector<std::string>*>(binding.target)->push_back(value);
      break;
    case Kind::kUint64: {
      uint64_t number = 0;
      if (value.empty() || value[0] == '-' || !absl::SimpleAtoi(value, &number)) {
        return absl::InvalidArgumentError(
            absl::StrCat("--", name, " takes a non-negative integer, not \"", value, "\""));
      }
      *static_cast<uint64_t*>(binding.target) = number;
      break;
    }
    case Kind::kInt64: {
      int64_t number = 0;
      if (!absl::SimpleAtoi(value, &number)) {
        return absl::InvalidArgumentError(
            absl::StrCat("--", name, " takes an integer, not \"", value, "\""));
      }
      *static_cast<int64_t*>(binding.target) = number;
      break;
    }
    case Kind::kDuration: {
      absl::Duration duration;
      if (!absl::ParseDuration(value, &duration) || duration < absl::ZeroDuration() ||
          duration == absl::InfiniteDuration()) {
        return absl::InvalidArgumentError(absl::StrCat(
            "--", name, " takes a duration such as 30s, 5m or 1h30m, not \"", value, "\""));
      }
      *static_cast<absl::Duration*>(binding.target) = duration;
      break;
    }
  }
  set_[name] = true;
  return absl::OkStatus();
}

absl::Status FlagParser::Parse(const std::vector<std::string>& args,
                               std::vector<std::string>* positional) {
  set_.clear();
  CLI::App app;
  app.set_help_flag();  // --help is each binary's own (its usage text), handled before Parse.
  app.allow_extras(true);
  // CLI11 writes into strings; Assign converts them with the messages above.
  std::map<std::string, std::vector<std::string>> raw;
  for (const std::string& name : order_) {
    const Binding& binding = bindings_.at(name);
    CLI::Option* option = nullptr;
    if (binding.kind == Kind::kBool) {
      option = app.add_flag("--" + name, raw[name]);
    } else {
      option = app.add_option("--" + name, raw[name])->allow_extra_args(false);
    }
    option->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    if (!binding.env.empty()) option->envname(binding.env);
  }
  std::vector<std::string> rest;
  if (stop_at_positional_) {
    app.prefix_command(true);
  } else {
    app.add_option("args", rest);
  }
  // CLI11 parses a reversed vector (it pops from the back).
  std::vector<std::string> reversed(args.rbegin(), args.rend());
  try {
    app.parse(reversed);
  } catch (const CLI::ArgumentMismatch& e) {
    const std::string what = e.what();
    return absl::InvalidArgumentError(
        absl::StrCat(what.substr(0, what.find(':')), " needs a value"));
  } catch (const CLI::ParseError& e) {
    return absl::InvalidArgumentError(e.what());
  }
  bool verb_seen = false;
  for (const std::string& extra : app.remaining()) {
    if (verb_seen) {
      rest.push_back(extra);
      continue;
    }
    if (extra == "--") continue;
    if (extra.size() > 1 && extra[0] == '-') {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown flag ", extra.substr(0, extra.find('='))));
    }
    rest.push_back(extra);
    verb_seen = stop_at_positional_;
  }
  for (const std::string& name : order_) {
    for (const std::string& value : raw[name]) {
      RETURN_IF_ERROR(Assign(name, bindings_.at(name), value));
    }
  }
  if (positional != nullptr) {
    positional->insert(positional->end(), rest.begin(), rest.end());
  } else if (!rest.empty()) {
    return absl::InvalidArgumentError(absl::StrCat("unexpected argument \"", rest[0], "\""));
  }
  return absl::OkStatus();
}

std::string FlagParser::Help() const {
  std::string out;
  for (const std::string& name : order_) {
    const Binding& binding = bindings_.at(name);
    std::string left = "  --" + name;
    switch (binding.kind) {
      case Kind::kBool:
        break;
      case Kind::kUint64:
      case Kind::kInt64:
        left += " N";
        break;
      case Kind::kDuration:
        left += " DURATION";
        break;
      case Kind::kString:
      case Kind::kStrings:
        left += " VALUE";
        break;
    }
    if (left.size() < 30) left.resize(30, ' ');
    absl::StrAppend(&out, left, " ", binding.help);
    if (binding.kind == Kind::kStrings) absl::StrAppend(&out, " (repeatable)");
    if (!binding.env.empty()) absl::StrAppend(&out, " [env: ", binding.env, "]");
    out += "\n";
  }
  return out;
}

}  // namespace aprgrid::flags
