#include "cli/flags.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/status_macros.h"

namespace aprgrid::cli {

void FlagParser::AddBool(const std::string& name, bool* value) {
  bindings_[name] = {Kind::kBool, value};
}

void FlagParser::AddString(const std::string& name, std::string* value) {
  bindings_[name] = {Kind::kString, value};
}

void FlagParser::AddUint64(const std::string& name, uint64_t* value) {
  bindings_[name] = {Kind::kUint64, value};
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
    case Kind::kUint64: {
      uint64_t number = 0;
      if (value.empty() || value[0] == '-' || !absl::SimpleAtoi(value, &number)) {
        return absl::InvalidArgumentError(
            absl::StrCat("--", name, " takes a non-negative integer, not \"", value, "\""));
      }
      *static_cast<uint64_t*>(binding.target) = number;
      break;
    }
  }
  set_[name] = true;
  return absl::OkStatus();
}

absl::Status FlagParser::Parse(const std::vector<std::string>& args,
                               std::vector<std::string>* positional) {
  set_.clear();
  bool flags_ended = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (flags_ended || arg.size() < 3 || arg.compare(0, 2, "--") != 0) {
      if (arg == "--" && !flags_ended) {
        flags_ended = true;
      } else {
        positional->push_back(arg);
      }
      continue;
    }
    const size_t equals = arg.find('=');
    const std::string name = arg.substr(2, equals == std::string::npos ? equals : equals - 2);
    const auto it = bindings_.find(name);
    if (it == bindings_.end())
      return absl::InvalidArgumentError(absl::StrCat("unknown flag --", name));
    if (equals != std::string::npos) {
      RETURN_IF_ERROR(Assign(name, it->second, arg.substr(equals + 1)));
    } else if (it->second.kind == Kind::kBool) {
      RETURN_IF_ERROR(Assign(name, it->second, "true"));
    } else if (i + 1 < args.size()) {
      RETURN_IF_ERROR(Assign(name, it->second, args[++i]));
    } else {
      return absl::InvalidArgumentError(absl::StrCat("--", name, " needs a value"));
    }
  }
  return absl::OkStatus();
}

}  // namespace aprgrid::cli
