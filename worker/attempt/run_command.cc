#include "worker/attempt/run_command.h"

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string_view>

#include "absl/status/status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "common/file_util.h"
#include "common/flags/flag_parser.h"
#include "common/spec/attempt_key.h"
#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/subject_catalog.h"
#include "common/status_macros.h"
#include "google/protobuf/util/json_util.h"
#include "worker/attempt/localise_command.h"
#include "worker/attempt/variant_log.h"
#include "worker/lang/runner.h"
#include "worker/repair/checkpoint.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/subject.h"

namespace aprgrid::attempt {
namespace {

namespace fs = std::filesystem;

constexpr char kUsage[] =
    "usage: aprgrid-attempt run --bug ID|PATH --strategy S --arm-set A [--credit C] [--reward R]\n"
    "         [--activation A] [--mode M] [--alpha X] [--ucb-form F] [--seed N] [--population N]\n"
    "         [--generations N] [--tournament-k N] [--crossover-rate X] [--positive-sample X]\n"
    "         [--negative-weight X] [--localisation L] [--check-space true|false]\n"
    "         [--subjects DIR] [--no-cache] [--variant-log]\n"
    "         [--crf-model FILE] [--crf-prior-floor X]   (CRF_PRIOR, CRF_BANDIT)\n"
    "       aprgrid-attempt run --spec SPEC --key KEY [--subjects DIR]\n"
    "       aprgrid-attempt run --attempt-json FILE|- [--subjects DIR]\n"
    "       aprgrid-attempt run --resume FILE [--subjects DIR]\n"
    "     any form also takes [--checkpoint FILE [--stop-after-generation N]] [--resume FILE]\n"
    "     and [--crf-model FILE], the model file of a CRF_PRIOR or CRF_BANDIT attempt\n";

// The flags given, by name with its "--", as strings; the values are checked where they are
// read (AttemptFromFlags, RunRunCommand).
using Flags = std::map<std::string, std::string>;

constexpr char kValueFlags[] =
    "bug strategy arm-set credit reward activation mode alpha ucb-form seed population "
    "generations tournament-k crossover-rate positive-sample negative-weight localisation "
    "check-space subjects crf-model crf-prior-floor spec key attempt-json checkpoint "
    "stop-after-generation resume";
constexpr char kBoolFlags[] = "no-cache variant-log";

// Parsed by the common flag parser (common/flags/flag_parser.h), so that `run` words its errors
// as every other command does; InvalidArgument names an unknown flag or a missing value.
absl::StatusOr<Flags> ParseFlags(const std::vector<std::string>& args) {
  flags::FlagParser parser;
  std::map<std::string, std::string> values;
  std::map<std::string, bool> bools;
  for (absl::string_view name : absl::StrSplit(kValueFlags, ' ')) {
    parser.AddString(std::string(name), &values[std::string(name)]);
  }
  for (absl::string_view name : absl::StrSplit(kBoolFlags, ' ')) {
    parser.AddBool(std::string(name), &bools[std::string(name)]);
  }
  std::vector<std::string> positional;
  RETURN_IF_ERROR(parser.Parse(args, &positional));
  if (!positional.empty()) {
    return absl::InvalidArgumentError("unexpected argument " + positional.front());
  }
  Flags given;
  for (const auto& [name, value] : values) {
    if (parser.WasSet(name)) given["--" + name] = value;
  }
  for (const auto& [name, value] : bools) {
    if (value) given["--" + name] = "true";
  }
  return given;
}

template <typename E>
absl::Status ParseEnum(const Flags& flags, const std::string& name,
                       bool (*parse)(const std::string&, E*), std::function<void(E)> add) {
  auto it = flags.find(name);
  if (it == flags.end()) return absl::OkStatus();
  E value;
  if (!parse(it->second, &value)) {
    return absl::InvalidArgumentError(absl::StrCat("unknown value '", it->second, "' for ", name));
  }
  add(value);
  return absl::OkStatus();
}

// The file at `path`, or all of `in` when `path` is "-".
absl::StatusOr<std::string> ReadAll(const std::string& path, std::istream& in) {
  if (path != "-") return ReadFileToString(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string Json(const google::protobuf::Message& m) {
  google::protobuf::util::JsonPrintOptions options;
  options.preserve_proto_field_names = true;
  options.always_print_primitive_fields = true;
  std::string json;
  (void)google::protobuf::util::MessageToJsonString(m, &json, options);
  return json;
}

const std::vector<std::string> kRunOnlyFlags = {
    "--subjects",     "--no-cache",   "--variant-log",           "--spec",   "--key",
    "--attempt-json", "--checkpoint", "--stop-after-generation", "--resume", "--crf-model"};

// The crf_model stage name the flag form gives a CRF_PRIOR / CRF_BANDIT attempt: its model comes
// from --crf-model FILE, not from a stage of a campaign.
constexpr char kFlagModelStage[] = "crf-model";

// Exit code of a run stopped by --stop-after-generation (docs/repair-engine.md "Checkpoints").
constexpr int kExitStoppedAtCheckpoint = 3;

// A `checkpoint` line of the external-engine protocol (docs/external-engine.md, "Checkpoints"):
// the checkpoint file's bytes, base64 in JSON, before generation state.next_generation.
void PrintCheckpointLine(const repair::SearchState& state, const v1::Attempt& attempt,
                         const std::string& bug_dir, std::ostream& out) {
  repair::Checkpoint c;
  c.engine_version = repair::BuiltinEngineVersion();
  c.attempt = attempt;
  c.bug_dir = bug_dir;
  c.state = state;
  v1::AttemptCheckpoint line;
  line.set_generation(state.next_generation);
  line.set_data(repair::EncodeCheckpoint(c));
  out << "{\"checkpoint\":" << Json(line) << "}\n" << std::flush;
}

}  // namespace

absl::StatusOr<v1::Attempt> AttemptFromFlags(const std::vector<std::string>& args) {
  ASSIGN_OR_RETURN(Flags flags, ParseFlags(args));
  const bool has_model = flags.contains("--crf-model");
  for (const std::string& f : kRunOnlyFlags) flags.erase(f);
  v1::CampaignSpec spec;
  spec.set_name("aprgrid-attempt");
  v1::RepairStage* stage = spec.add_stage()->mutable_repair();
  stage->set_name("run");
  auto take = [&](const std::string& name) -> std::optional<std::string> {
    auto it = flags.find(name);
    if (it == flags.end()) return std::nullopt;
    std::string v = it->second;
    flags.erase(it);
    return v;
  };
  std::optional<std::string> bug = take("--bug");
  if (!bug) return absl::InvalidArgumentError("--bug is required");
  std::string id =
      spec::IsBugFolder(*bug) ? fs::path(*bug).lexically_normal().filename().string() : *bug;
  if (id.empty()) id = fs::path(*bug).lexically_normal().parent_path().filename().string();
  stage->mutable_subjects()->add_bugs(id);
  RETURN_IF_ERROR(ParseEnum<v1::Strategy>(flags, "--strategy", v1::Strategy_Parse,
                                          [&](v1::Strategy v) { stage->add_strategy(v); }));
  RETURN_IF_ERROR(ParseEnum<v1::Credit>(flags, "--credit", v1::Credit_Parse,
                                        [&](v1::Credit v) { stage->add_credit(v); }));
  RETURN_IF_ERROR(ParseEnum<v1::Reward>(flags, "--reward", v1::Reward_Parse,
                                        [&](v1::Reward v) { stage->add_reward(v); }));
  RETURN_IF_ERROR(ParseEnum<v1::ArmSet>(flags, "--arm-set", v1::ArmSet_Parse,
                                        [&](v1::ArmSet v) { stage->add_arm_set(v); }));
  RETURN_IF_ERROR(ParseEnum<v1::Activation>(flags, "--activation", v1::Activation_Parse,
                                            [&](v1::Activation v) { stage->add_activation(v); }));
  RETURN_IF_ERROR(ParseEnum<v1::Mode>(flags, "--mode", v1::Mode_Parse,
                                      [&](v1::Mode v) { stage->add_mode(v); }));
  RETURN_IF_ERROR(ParseEnum<v1::UcbForm>(flags, "--ucb-form", v1::UcbForm_Parse,
                                         [&](v1::UcbForm v) { stage->add_ucb_form(v); }));
  v1::GpParameters* gp = stage->mutable_search();
  RETURN_IF_ERROR(
      ParseEnum<v1::Localisation>(flags, "--localisation", v1::Localisation_Parse,
                                  [&](v1::Localisation v) { gp->set_localisation(v); }));
  for (const char* f : {"--strategy", "--credit", "--reward", "--arm-set", "--activation", "--mode",
                        "--ucb-form", "--localisation"}) {
    flags.erase(f);
  }
  for (int strategy : stage->strategy()) {
    if (strategy != v1::CRF_PRIOR && strategy != v1::CRF_BANDIT) continue;
    if (!has_model) {
      return absl::InvalidArgumentError(absl::StrCat("--strategy ", v1::Strategy_Name(strategy),
                                                     " needs --crf-model FILE (a CRF model file)"));
    }
    stage->set_crf_model(kFlagModelStage);
  }
  auto number = [&](const std::string& name, auto set) -> absl::Status {
    std::optional<std::string> v = take(name);
    if (!v) return absl::OkStatus();
    double x;
    if (!absl::SimpleAtod(*v, &x)) {
      return absl::InvalidArgumentError(absl::StrCat(name, " needs a number, not '", *v, "'"));
    }
    set(x);
    return absl::OkStatus();
  };
  RETURN_IF_ERROR(number("--alpha", [&](double x) { stage->add_alpha(x); }));
  RETURN_IF_ERROR(number("--crf-prior-floor", [&](double x) { stage->set_crf_prior_floor(x); }));
  uint64_t seed = 1;
  RETURN_IF_ERROR(number("--seed", [&](double x) { seed = static_cast<uint64_t>(x); }));
  stage->mutable_seeds()->set_first(seed);
  stage->mutable_seeds()->set_count(1);
  RETURN_IF_ERROR(
      number("--population", [&](double x) { gp->set_population(static_cast<uint32_t>(x)); }));
  RETURN_IF_ERROR(
      number("--generations", [&](double x) { gp->set_generations(static_cast<uint32_t>(x)); }));
  RETURN_IF_ERROR(
      number("--tournament-k", [&](double x) { gp->set_tournament_k(static_cast<uint32_t>(x)); }));
  RETURN_IF_ERROR(number("--crossover-rate", [&](double x) { gp->set_crossover_rate(x); }));
  RETURN_IF_ERROR(number("--positive-sample", [&](double x) { gp->set_positive_sample(x); }));
  RETURN_IF_ERROR(number("--negative-weight", [&](double x) { gp->set_negative_weight(x); }));
  if (std::optional<std::string> v = take("--check-space")) {
    if (*v != "true" && *v != "false") {
      return absl::InvalidArgumentError("--check-space takes true or false");
    }
    gp->set_check_space(*v == "true");
  }
  if (!flags.empty()) {
    return absl::InvalidArgumentError("unknown option " + flags.begin()->first);
  }
  spec::ExpandOptions options;
  options.force = true;
  options.crf_model_from_file = true;  // --crf-model FILE, not a stage.
  ASSIGN_OR_RETURN(std::vector<v1::Attempt> attempts, spec::ExpandGrid(spec, nullptr, options));
  if (attempts.size() != 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("the flags describe ", attempts.size(), " attempts, not one"));
  }
  return attempts[0];
}

int RunRunCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                  std::ostream& err) {
  for (const std::string& arg : args) {
    if (arg == "--") break;
    if (arg == "--help" || arg == "-h") {
      out << kUsage;
      return 0;
    }
  }
  absl::StatusOr<Flags> flags = ParseFlags(args);
  if (!flags.ok()) {
    err << "aprgrid-attempt run: " << flags.status().message() << "\n" << kUsage;
    return 2;
  }
  std::string subjects =
      flags->contains("--subjects") ? flags->at("--subjects") : DefaultSubjectsDir();
  // Checkpoints (docs/repair-engine.md "Checkpoints"): --resume's file, or why it is refused.
  std::optional<int> stop_after;
  if (flags->contains("--stop-after-generation")) {
    int n = -1;
    if (!absl::SimpleAtoi(flags->at("--stop-after-generation"), &n) || n < 0) {
      err << "aprgrid-attempt run: --stop-after-generation needs a generation number, not '"
          << flags->at("--stop-after-generation") << "'\n"
          << kUsage;
      return 2;
    }
    if (!flags->contains("--checkpoint")) {
      err << "aprgrid-attempt run: --stop-after-generation needs --checkpoint FILE\n" << kUsage;
      return 2;
    }
    stop_after = n;
  }
  const bool names_attempt =
      flags->contains("--attempt-json") || flags->contains("--spec") || flags->contains("--bug");
  std::optional<repair::Checkpoint> checkpoint;
  std::string refused;  // Why --resume's checkpoint is not used, when it is not.
  if (flags->contains("--resume")) {
    absl::StatusOr<repair::Checkpoint> read = repair::ReadCheckpointFile(flags->at("--resume"));
    if (read.ok()) {
      checkpoint = *std::move(read);
    } else if (!names_attempt) {
      err << "aprgrid-attempt run: cannot resume: " << read.status().message() << "\n";
      return 1;
    } else {
      refused = std::string(read.status().message());
    }
  }
  v1::Attempt attempt;
  std::string bug_dir;
  // As an external engine (docs/external-engine.md, "Checkpoints"): the worker's checkpoint
  // fields beside the attempt's on stdin.
  v1::EngineCheckpointInput engine_input;
  std::string resume_source = flags->contains("--resume") ? flags->at("--resume") : "";
  if (!names_attempt && checkpoint.has_value()) {
    attempt = checkpoint->attempt;
    bug_dir = checkpoint->bug_dir;
  } else if (flags->contains("--attempt-json")) {
    absl::StatusOr<std::string> text = ReadAll(flags->at("--attempt-json"), in);
    if (!text.ok()) {
      err << "aprgrid-attempt run: " << text.status().message() << "\n";
      return 1;
    }
    google::protobuf::util::JsonParseOptions parse_options;
    parse_options.ignore_unknown_fields = true;  // Fields are only ever added to the contract.
    auto parsed = google::protobuf::util::JsonStringToMessage(*text, &attempt, parse_options);
    if (!parsed.ok()) {
      err << "aprgrid-attempt run: --attempt-json is not an aprgrid.v1.Attempt: "
          << parsed.message() << "\n";
      return 1;
    }
    if (attempt.key().empty()) attempt.set_key(spec::AttemptKey(attempt));
    auto extra = google::protobuf::util::JsonStringToMessage(*text, &engine_input, parse_options);
    if (!extra.ok()) {
      // The attempt parsed, so the worker's own fields did not: no checkpoint to trust.
      resume_source = "from the worker";
      refused = absl::StrCat("its checkpoint fields do not parse: ", std::string(extra.message()));
      checkpoint.reset();
      engine_input.Clear();
    } else if (engine_input.has_resume() && !engine_input.resume().data().empty()) {
      resume_source = "from the worker";
      refused.clear();
      checkpoint.reset();
      absl::StatusOr<repair::Checkpoint> decoded =
          repair::DecodeCheckpoint(engine_input.resume().data());
      if (decoded.ok()) {
        checkpoint = *std::move(decoded);
      } else {
        refused = std::string(decoded.status().message());
      }
    }
  } else if (flags->contains("--spec")) {
    if (!flags->contains("--key")) {
      err << "aprgrid-attempt run: --spec needs --key\n" << kUsage;
      return 2;
    }
    absl::StatusOr<std::string> text = ReadAll(flags->at("--spec"), in);
    absl::StatusOr<v1::CampaignSpec> spec =
        text.ok() ? spec::ParseCampaignSpec(*text, flags->at("--spec"))
                  : absl::StatusOr<v1::CampaignSpec>(text.status());
    std::optional<spec::SubjectCatalog> catalog;
    if (spec.ok() && spec::SubjectCatalog::LooksLikeCatalog(subjects)) {
      absl::StatusOr<spec::SubjectCatalog> loaded = spec::SubjectCatalog::Load(subjects);
      if (loaded.ok()) catalog = std::move(*loaded);
    }
    spec::ExpandOptions options;
    options.force = true;
    absl::StatusOr<std::vector<v1::Attempt>> attempts =
        spec.ok() ? spec::ExpandGrid(*spec, catalog ? &*catalog : nullptr, options)
                  : absl::StatusOr<std::vector<v1::Attempt>>(spec.status());
    if (!attempts.ok()) {
      err << "aprgrid-attempt run: " << attempts.status().message() << "\n";
      return 1;
    }
    bool found = false;
    for (const v1::Attempt& a : *attempts) {
      if (a.key() == flags->at("--key")) {
        attempt = a;
        found = true;
      }
    }
    if (!found) {
      err << "aprgrid-attempt run: no attempt with key " << flags->at("--key") << " in "
          << flags->at("--spec") << "\n";
      return 1;
    }
  } else {
    absl::StatusOr<v1::Attempt> a = AttemptFromFlags(args);
    if (!a.ok()) {
      err << "aprgrid-attempt run: " << a.status().message() << "\n" << kUsage;
      return 2;
    }
    attempt = *std::move(a);
    const std::string& bug = flags->at("--bug");
    if (spec::IsBugFolder(bug)) bug_dir = fs::absolute(bug).lexically_normal().string();
  }
  if (checkpoint.has_value()) {
    absl::Status fits =
        repair::CheckCheckpointFits(*checkpoint, attempt.key(), repair::BuiltinEngineVersion());
    if (!fits.ok()) {
      refused = std::string(fits.message());
      checkpoint.reset();
    }
  }
  auto refuse = [&](const std::string& why) {
    err << "aprgrid-attempt run: checkpoint " << resume_source << " refused (" << why
        << "); attempt " << attempt.key() << " starts from scratch\n"
        << std::flush;
  };
  if (!refused.empty()) refuse(refused);
  if (!attempt.has_repair()) {
    err << "aprgrid-attempt run: attempt " << attempt.key() << " is not a repair attempt\n";
    return 1;
  }
  int code = 0;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<uint64_t> seed = repair::SeedFromKey(attempt.key());
    absl::StatusOr<std::string> dir =
        bug_dir.empty() ? repair::ResolveBugDir(attempt.repair().bug(), subjects) : bug_dir;
    absl::StatusOr<repair::Subject> subject =
        dir.ok() ? repair::LoadSubject(*dir) : absl::StatusOr<repair::Subject>(dir.status());
    if (!seed.ok() || !subject.ok()) {
      err << "aprgrid-attempt run: " << (seed.ok() ? subject.status() : seed.status()).message()
          << "\n";
      code = 1;
      return;
    }
    repair::SearchOptions options;
    options.fitness_cache = !flags->contains("--no-cache");
    if (flags->contains("--crf-model")) {
      absl::StatusOr<std::string> model = ReadFileToString(flags->at("--crf-model"));
      if (!model.ok()) {
        err << "aprgrid-attempt run: --crf-model: " << model.status().message() << "\n";
        code = 1;
        return;
      }
      options.crf_model_bytes = *std::move(model);
    }
    options.on_generation = [&](const v1::GenerationEvent& ev) {
      out << "{\"generation\":" << Json(ev) << "}\n" << std::flush;
    };
    if (flags->contains("--variant-log")) {
      options.on_variant = [&](const repair::VariantRecord& r) {
        out << VariantLogLine(r) << "\n";
      };
    }
    if (checkpoint.has_value()) {
      options.resume = &checkpoint->state;
      options.on_resume_refused = [&](const absl::Status& why) {
        refuse(std::string(why.message()));
      };
    }
    bool stopped = false;
    if (engine_input.checkpoints() && !flags->contains("--checkpoint")) {
      options.on_checkpoint = [&](const repair::SearchState& state) {
        PrintCheckpointLine(state, attempt, bug_dir, out);
        return false;
      };
    }
    if (flags->contains("--checkpoint")) {
      const std::string path = flags->at("--checkpoint");
      options.on_checkpoint = [&, path](const repair::SearchState& state) {
        if (engine_input.checkpoints()) PrintCheckpointLine(state, attempt, bug_dir, out);
        repair::Checkpoint c;
        c.engine_version = repair::BuiltinEngineVersion();
        c.attempt = attempt;
        c.bug_dir = bug_dir;
        c.state = state;
        absl::Status written = repair::WriteCheckpointFile(path, c);
        const bool stop =
            stop_after.has_value() && static_cast<int64_t>(state.next_generation) > *stop_after;
        if (!written.ok()) {
          // A lost checkpoint costs only the work since the last one; never stop without one.
          err << "aprgrid-attempt run: cannot write checkpoint: " << written.message() << "\n";
          return false;
        }
        stopped = stop;
        return stop;
      };
    }
    absl::StatusOr<repair::SearchOutcome> outcome =
        repair::RunSearch(*subject, attempt.repair(), *seed, options);
    if (stopped) {
      err << "aprgrid-attempt run: stopped after generation " << *stop_after << "; resume with "
          << "aprgrid-attempt run --resume " << flags->at("--checkpoint") << "\n";
      code = kExitStoppedAtCheckpoint;
      return;
    }
    if (!outcome.ok()) {
      err << "aprgrid-attempt run: " << outcome.status().message() << "\n";
      code = 1;
      return;
    }
    out << "{\"result\":" << Json(outcome->result) << "}\n" << std::flush;
  });
  return code;
}

}  // namespace aprgrid::attempt
