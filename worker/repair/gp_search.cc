#include "worker/repair/gp_search.h"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <optional>

#include "absl/status/status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/status_macros.h"
#include "worker/lang/printer.h"
#include "worker/repair/crf_operator_prior.h"
#include "worker/repair/patch.h"
#include "worker/repair/quality.h"
#include "worker/repair/repair_problem.h"
#include "worker/rl/operator_selector.h"

namespace aprgrid::repair {
namespace {

// Thread CPU time, as FitnessProfile's; 0 when not `timed` (SearchOptions::time_phases).
int64_t NowNs(bool timed) {
  if (!timed) return 0;
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return int64_t{ts.tv_sec} * 1'000'000'000 + ts.tv_nsec;
}

// Adds the thread CPU time of its scope to `*total`; reads no clock when `total` is null.
class PhaseTimer {
 public:
  explicit PhaseTimer(int64_t* total) : total_(total), start_(NowNs(total != nullptr)) {}
  ~PhaseTimer() {
    if (total_ != nullptr) *total_ += NowNs(true) - start_;
  }
  PhaseTimer(const PhaseTimer&) = delete;
  PhaseTimer& operator=(const PhaseTimer&) = delete;

 private:
  int64_t* total_;
  int64_t start_;
};

struct Individual {
  Genome genome;
  Evaluation ev;
  bool no_edit = false;  // The last mutation appended nothing.
  // For per-variant logs: the number of the variant last evaluated as this individual (or that it
  // copies), and the parents of its next evaluation.
  uint64_t id = 0;
  std::vector<uint64_t> parents;
};

// Counters of one generation (GenerationEvent).
struct GenerationStats {
  std::vector<double> fitness;
  uint64_t not_compiling = 0, passing_sample = 0, passing_negative = 0;
};

class Search {
 public:
  // `prior` (not owned; may be null unless the selector needs a prior) outlives the search.
  Search(RepairProblem& problem, FitnessEngine& engine, rl::OperatorSelector& selector,
         CrfOperatorPrior* prior, const v1::ResolvedGp& gp, uint64_t seed,
         const SearchOptions& options)
      : problem_(problem),
        engine_(engine),
        selector_(selector),
        prior_(prior),
        gp_(gp),
        rng_(seed),
        options_(options),
        operators_(selector.arm_set().operators().begin(), selector.arm_set().operators().end()) {}

  // Runs the search from generation 0, or from `resume` when it is set and fits.
  absl::Status Run(const SearchState* resume);

  std::optional<Genome> patch;
  // JaRFly's numbering (a variant counts when its tests run) and every evaluation, cache hits
  // included (docs/repair-engine.md "Variant numbering").
  uint64_t variants_to_patch = 0;
  uint64_t variants_evaluated = 0;
  uint64_t evaluations_to_patch = 0;
  uint64_t evaluations = 0;
  uint32_t generations_run = 0;
  SearchPhases phases;

 private:
  // `phase` when the phases are timed, else null (PhaseTimer then reads no clock).
  int64_t* Timed(int64_t& phase) { return options_.time_phases ? &phase : nullptr; }
  absl::Status Mutate(Individual& ind);
  // The selector's choice among `applicable` at `target`, with the CRF's prior when it needs one;
  // nullopt when the selector refuses them (the location is then drawn again). Errors are the
  // CRF lookup's.
  absl::StatusOr<std::optional<rl::Operator>> Choose(const lang::Node& target,
                                                     std::span<const rl::Operator> applicable);
  // Evaluates `ind` as the next variant and credits its operator; true when it is a repair.
  absl::StatusOr<bool> EvaluateAndCredit(Individual& ind, GenerationStats& stats);
  // Mutates (and, with PER_MUTATION activation, evaluates) `pop[first..]`, then evaluates the
  // rest; true when a repair was found.
  absl::StatusOr<bool> MutateAndEvaluate(std::vector<Individual>& pop, size_t first,
                                         GenerationStats& stats);
  // Reports variant `index` (just evaluated as `ind`) to options_.on_variant.
  void Log(const Individual& ind, uint64_t index, std::optional<double> reward);
  std::vector<Individual> Select(const std::vector<Individual>& pop);
  std::pair<Genome, Genome> Crossover(const Genome& g1, const Genome& g2);
  void Report(int generation, GenerationStats& stats);
  // Checkpoints: the state before generation `next` with population `pop`, and the population of
  // `state` after adopting the rest of it (nothing changes when it is refused).
  absl::StatusOr<SearchState> Save(const std::vector<Individual>& pop, uint32_t next);
  absl::StatusOr<std::vector<Individual>> Restore(const SearchState& state);

  RepairProblem& problem_;
  FitnessEngine& engine_;
  rl::OperatorSelector& selector_;
  CrfOperatorPrior* prior_;
  const v1::ResolvedGp& gp_;
  Rng rng_;
  const SearchOptions& options_;
  std::vector<rl::Operator> operators_;
};

absl::StatusOr<std::optional<rl::Operator>> Search::Choose(
    const lang::Node& target, std::span<const rl::Operator> applicable) {
  absl::StatusOr<rl::Operator> op;
  if (selector_.needs_prior()) {
    rl::OperatorPrior prior;
    {
      PhaseTimer timer(Timed(phases.prior_ns));
      ASSIGN_OR_RETURN(prior, prior_->At(target, applicable));
    }
    op = selector_.Choose(applicable, prior);
  } else {
    op = selector_.Choose(applicable);
  }
  if (!op.ok()) return std::optional<rl::Operator>();
  return std::optional<rl::Operator>(*op);
}

absl::Status Search::Mutate(Individual& ind) {
  PhaseTimer timer(Timed(phases.mutate_ns));
  ind.no_edit = true;
  const auto& space = problem_.fault_space();
  // Without check_space a drawn location may admit no operator: draw again (bounded, as every
  // location would otherwise be tried in turn).
  for (int attempt = 0; attempt < 1000; ++attempt) {
    size_t pick = rng_.Roulette(problem_.fault_weights());
    const lang::Node& target = *problem_.facts().node(space[pick].id);
    std::vector<rl::Operator> applicable = problem_.space().Applicable(operators_, target);
    if (applicable.empty()) continue;
    ASSIGN_OR_RETURN(const std::optional<rl::Operator> op, Choose(target, applicable));
    if (!op.has_value()) continue;
    const std::vector<Candidate>& candidates = problem_.space().Candidates(*op, target);
    // JaRFly appends nothing (docs/rl-operator-selection.md, section 6.5 step 4).
    if (candidates.empty()) return absl::OkStatus();
    size_t chosen = 0;
    if (*op == rl::Operator::kExpRep || *op == rl::Operator::kExpAdd) {
      std::vector<double> weights;
      for (const Candidate& c : candidates) weights.push_back(c.weight);
      chosen = rng_.Roulette(weights);
    } else {
      chosen = static_cast<size_t>(rng_.Below(candidates.size()));
    }
    ind.genome.push_back(candidates[chosen].edit);
    ind.no_edit = false;
    return absl::OkStatus();
  }
  return absl::OkStatus();
}

absl::StatusOr<bool> Search::EvaluateAndCredit(Individual& ind, GenerationStats& stats) {
  if (options_.should_stop && options_.should_stop()) {
    return absl::CancelledError(
        absl::StrCat("search stopped after ", evaluations, " variant evaluations"));
  }
  uint64_t index = evaluations++;
  ind.ev = engine_.Evaluate(ind.genome, rng_);
  // A stop seen inside the interpreter (lang::Interrupt) ended that evaluation's tests early: its
  // fitness means nothing, so it is neither credited nor reported.
  if (ind.ev.interrupted) {
    return absl::CancelledError(absl::StrCat("search stopped during variant evaluation ", index));
  }
  if (ind.ev.new_variant) ++variants_evaluated;
  stats.fitness.push_back(ind.ev.fitness);
  if (!ind.ev.compiled) ++stats.not_compiling;
  if (ind.ev.passes_sample) ++stats.passing_sample;
  if (ind.ev.passes_negative) ++stats.passing_negative;
  // Credit the operator of the newest edit (docs/rl-operator-selection.md, section 2); never the
  // unmodified original. When the last mutation added nothing, ARTEFACT mode credits the previous
  // newest edit, PAPER mode nothing.
  std::optional<double> reward;
  if (!ind.genome.empty() && (!ind.no_edit || selector_.credits_stale_edit())) {
    double parent_fitness = 0;
    if (selector_.needs_parent_fitness()) {
      Genome parent(ind.genome.begin(), ind.genome.end() - 1);
      Evaluation parent_ev = engine_.Evaluate(parent, rng_);
      if (parent_ev.interrupted) {
        return absl::CancelledError(
            absl::StrCat("search stopped during variant evaluation ", index));
      }
      parent_fitness = parent_ev.fitness;
    }
    ASSIGN_OR_RETURN(reward,
                     selector_.Credit(ind.genome.back().op, ind.ev.fitness, parent_fitness));
  }
  if (options_.on_variant) Log(ind, index, reward);
  ind.id = index;
  if (ind.ev.repair) {
    patch = ind.genome;
    evaluations_to_patch = index;
    // A repair runs tests its program never ran before, so it is always a new variant.
    variants_to_patch = variants_evaluated - 1;
    return true;
  }
  return false;
}

void Search::Log(const Individual& ind, uint64_t index, std::optional<double> reward) {
  PhaseTimer timer(Timed(phases.report_ns));
  VariantRecord r;
  r.variant = index;
  r.generation = static_cast<uint32_t>(selector_.generation());
  r.parents = ind.parents;
  r.genome_size = ind.genome.size();
  r.has_edit = !ind.genome.empty() && !ind.no_edit;
  if (r.has_edit) {
    const Edit& e = ind.genome.back();
    r.op = e.op;
    std::optional<int> arm = selector_.arm_set().ArmOf(e.op);
    if (arm) r.arm = std::string(selector_.arm_set().name(*arm));
    r.target = e.target;
    if (const lang::Node* t = problem_.facts().node(e.target)) r.line = ProgramFacts::LineOf(*t);
    r.ingredient = e.source;
    if (e.payload) r.payload = lang::Print(*e.payload);
  }
  r.evaluation = ind.ev;
  r.credited = reward.has_value();
  if (r.credited) {
    r.credited_op = ind.genome.back().op;
    r.reward = *reward;
  }
  r.arms = selector_.Snapshot();
  options_.on_variant(r);
}

absl::StatusOr<bool> Search::MutateAndEvaluate(std::vector<Individual>& pop, size_t first,
                                               GenerationStats& stats) {
  bool per_mutation = selector_.config().activation == v1::PER_MUTATION;
  for (size_t i = 0; i < first; ++i) {
    ASSIGN_OR_RETURN(bool repaired, EvaluateAndCredit(pop[i], stats));
    if (repaired) return true;
  }
  selector_.BeginMutationPhase();
  for (size_t i = first; i < pop.size(); ++i) {
    if (absl::Status mutated = Mutate(pop[i]); !mutated.ok()) {
      selector_.EndMutationPhase();
      return mutated;
    }
    if (per_mutation) {
      absl::StatusOr<bool> repaired = EvaluateAndCredit(pop[i], stats);
      if (!repaired.ok() || *repaired) {
        selector_.EndMutationPhase();
        return repaired;
      }
    }
  }
  selector_.EndMutationPhase();
  if (per_mutation) return false;
  for (size_t i = first; i < pop.size(); ++i) {
    ASSIGN_OR_RETURN(bool repaired, EvaluateAndCredit(pop[i], stats));
    if (repaired) return true;
  }
  return false;
}

std::vector<Individual> Search::Select(const std::vector<Individual>& pop) {
  PhaseTimer timer(Timed(phases.select_ns));
  std::vector<Individual> out;
  out.reserve(gp_.population());
  uint32_t k = std::max<uint32_t>(1, gp_.tournament_k());
  for (uint32_t t = 0; t < gp_.population(); ++t) {
    size_t best = static_cast<size_t>(rng_.Below(pop.size()));
    for (uint32_t j = 1; j < k; ++j) {
      size_t c = static_cast<size_t>(rng_.Below(pop.size()));
      if (pop[c].ev.fitness > pop[best].ev.fitness) best = c;
    }
    out.push_back(pop[best]);
    out.back().parents = {pop[best].id};
  }
  return out;
}

std::pair<Genome, Genome> Search::Crossover(const Genome& g1, const Genome& g2) {
  PhaseTimer timer(Timed(phases.select_ns));
  // JaRFly drops the edit at each cut: child1 = g1[0:c1] ++ g2[c2+1:], child2 = g2[0:c2] ++
  // g1[c1+1:]. An empty genome contributes nothing (and draws no cut).
  size_t c1 = g1.empty() ? 0 : static_cast<size_t>(rng_.Below(g1.size()));
  size_t c2 = g2.empty() ? 0 : static_cast<size_t>(rng_.Below(g2.size()));
  auto tail = [](const Genome& g, size_t c) {
    return g.empty() ? Genome{} : Genome(g.begin() + static_cast<ptrdiff_t>(c) + 1, g.end());
  };
  Genome child1(g1.begin(), g1.begin() + static_cast<ptrdiff_t>(c1));
  Genome t2 = tail(g2, c2);
  child1.insert(child1.end(), t2.begin(), t2.end());
  Genome child2(g2.begin(), g2.begin() + static_cast<ptrdiff_t>(c2));
  Genome t1 = tail(g1, c1);
  child2.insert(child2.end(), t1.begin(), t1.end());
  return {std::move(child1), std::move(child2)};
}

void Search::Report(int generation, GenerationStats& stats) {
  PhaseTimer timer(Timed(phases.report_ns));
  generations_run = static_cast<uint32_t>(generation + 1);
  if (!options_.on_generation) return;
  v1::GenerationEvent ev;
  ev.set_generation(static_cast<uint32_t>(generation));
  std::vector<double>& f = stats.fitness;
  if (!f.empty()) {
    double sum = 0;
    for (double x : f) sum += x;
    std::vector<double> sorted = f;
    std::sort(sorted.begin(), sorted.end());
    size_t n = sorted.size();
    ev.set_best_fitness(sorted.back());
    ev.set_mean_fitness(sum / static_cast<double>(n));
    ev.set_median_fitness(n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2);
  }
  ev.set_variants_evaluated(f.size());
  ev.set_variants_not_compiling(stats.not_compiling);
  ev.set_variants_passing_all(stats.passing_sample);
  ev.set_variants_passing_negative(stats.passing_negative);
  for (const rl::ArmSnapshot& arm : selector_.Snapshot()) {
    v1::ArmStat* stat = ev.add_arms();
    stat->set_arm(std::string(arm.arm));
    stat->set_selections(static_cast<uint64_t>(arm.generation_selections));
    stat->set_reward_sum(arm.generation_reward_sum);
    stat->set_quality(arm.quality);
    stat->set_probability(arm.probability);
  }
  options_.on_generation(ev);
}

absl::StatusOr<SearchState> Search::Save(const std::vector<Individual>& pop, uint32_t next) {
  SearchState state;
  state.next_generation = next;
  state.program_hash = lang::StructuralHash(problem_.unit());
  state.num_tests = static_cast<uint32_t>(problem_.runs().size());
  state.rng = rng_.state();
  state.selector = selector_.SaveState();
  for (const Individual& ind : pop) {
    IndividualState& out = state.population.emplace_back();
    for (const Edit& edit : ind.genome) {
      ASSIGN_OR_RETURN(EditRef ref, RefOf(edit, problem_.facts(), problem_.space()));
      out.genome.push_back(ref);
    }
    out.ev = ind.ev;
    out.no_edit = ind.no_edit;
    out.id = ind.id;
    out.parents = ind.parents;
  }
  state.variants_evaluated = variants_evaluated;
  state.evaluations = evaluations;
  state.fitness = engine_.SaveState();
  return state;
}

absl::StatusOr<std::vector<Individual>> Search::Restore(const SearchState& state) {
  if (state.program_hash != lang::StructuralHash(problem_.unit()) ||
      state.num_tests != problem_.runs().size()) {
    return absl::FailedPreconditionError(
        absl::StrCat("the state is of another program or test suite (", state.num_tests,
                     " tests, this one has ", problem_.runs().size(), ")"));
  }
  if (state.next_generation < 1 || state.next_generation >= gp_.generations()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the state resumes at generation ", state.next_generation, " of ", gp_.generations()));
  }
  if (state.population.empty()) return absl::InvalidArgumentError("the state has no population");
  bool zero = true;
  for (uint64_t word : state.rng.words) zero = zero && word == 0;
  if (zero) return absl::InvalidArgumentError("the state's search Rng is all zero");
  RETURN_IF_ERROR(selector_.CheckState(state.selector));
  RETURN_IF_ERROR(engine_.CheckState(state.fitness));
  std::vector<Individual> pop;
  for (const IndividualState& in : state.population) {
    Individual& ind = pop.emplace_back();
    for (const EditRef& ref : in.genome) {
      ASSIGN_OR_RETURN(Edit edit, EditOf(ref, problem_.facts(), problem_.space()));
      ind.genome.push_back(std::move(edit));
    }
    ind.ev = in.ev;
    ind.no_edit = in.no_edit;
    ind.id = in.id;
    ind.parents = in.parents;
  }
  // Everything fits: adopt it.
  rng_ = Rng::FromState(state.rng);
  RETURN_IF_ERROR(selector_.RestoreState(state.selector));
  RETURN_IF_ERROR(engine_.RestoreState(state.fitness));
  variants_evaluated = state.variants_evaluated;
  evaluations = state.evaluations;
  generations_run = state.next_generation;
  return pop;
}

absl::Status Search::Run(const SearchState* resume) {
  std::vector<Individual> pop;
  uint32_t first = 1;
  bool resumed = false;
  if (resume != nullptr) {
    absl::StatusOr<std::vector<Individual>> restored = Restore(*resume);
    if (restored.ok()) {
      pop = *std::move(restored);
      first = resume->next_generation;
      resumed = true;
    } else if (options_.on_resume_refused) {
      options_.on_resume_refused(restored.status());
    }
  }
  bool repaired = false;
  if (!resumed) {
    uint32_t n = std::max<uint32_t>(1, gp_.population());
    // Generation 0: the original and n-1 mutants of it.
    selector_.BeginGeneration(0);
    pop.resize(n);
    for (size_t i = 1; i < pop.size(); ++i) pop[i].parents = {0};  // Mutants of the original.
    GenerationStats stats;
    ASSIGN_OR_RETURN(repaired, MutateAndEvaluate(pop, 1, stats));
    Report(0, stats);
  }
  for (uint32_t g = first; g < gp_.generations() && !repaired; ++g) {
    if (options_.on_checkpoint && !(resumed && g == first)) {
      ASSIGN_OR_RETURN(SearchState state, Save(pop, g));
      if (options_.on_checkpoint(state)) {
        return absl::CancelledError(
            absl::StrCat("search stopped at its checkpoint after generation ", g - 1));
      }
    }
    selector_.BeginGeneration(static_cast<int>(g));
    // JaRFly replaces every individual that did not compile by a copy of the first one.
    for (size_t i = 1; i < pop.size(); ++i) {
      if (!pop[i].ev.compiled) pop[i] = pop[0];
    }
    std::vector<Individual> next = Select(pop);
    {
      PhaseTimer timer(Timed(phases.select_ns));
      rng_.Shuffle(std::span<Individual>(next));
    }
    size_t half = next.size() / 2;
    for (size_t i = 0; i < half; ++i) {
      if (!rng_.Bernoulli(gp_.crossover_rate())) continue;
      auto [c1, c2] = Crossover(next[i].genome, next[i + half].genome);
      std::vector<uint64_t> parents = {next[i].id, next[i + half].id};
      next.push_back(Individual{std::move(c1), {}, false, 0, parents});
      next.push_back(Individual{std::move(c2), {}, false, 0, parents});
    }
    pop = std::move(next);
    GenerationStats gen_stats;
    ASSIGN_OR_RETURN(repaired, MutateAndEvaluate(pop, 0, gen_stats));
    Report(static_cast<int>(g), gen_stats);
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<uint64_t> SeedFromKey(const std::string& key) {
  uint64_t seed = 0;
  if (key.size() != 16 || !absl::SimpleHexAtoi(key, &seed)) {
    return absl::InvalidArgumentError(
        absl::StrCat("attempt key '", key, "' is not 16 hexadecimal digits"));
  }
  return seed;
}

absl::StatusOr<SearchOutcome> RunSearch(const Subject& subject, const v1::RepairAttempt& attempt,
                                        uint64_t seed, const SearchOptions& options) {
  auto start = std::chrono::steady_clock::now();
  int64_t setup_start = NowNs(options.time_phases);
  Rng selector_rng = Rng(seed).Fork(1);
  ASSIGN_OR_RETURN(
      rl::OperatorSelector selector,
      rl::OperatorSelector::Create(rl::SelectorConfig::FromAttempt(attempt), selector_rng));
  // docs/crf-prior.md, "Bad input": refused before any work.
  if (selector.needs_prior() && options.crf_model_bytes.empty()) {
    return absl::FailedPreconditionError(
        absl::StrCat(v1::Strategy_Name(attempt.strategy()), " needs a crf_model (attempt of bug ",
                     attempt.bug(), ", no model bytes were given)"));
  }
  const v1::ResolvedGp& gp = attempt.search();
  std::vector<rl::Operator> ops(selector.arm_set().operators().begin(),
                                selector.arm_set().operators().end());
  ASSIGN_OR_RETURN(std::unique_ptr<RepairProblem> problem,
                   RepairProblem::Create(subject, gp.localisation(), gp.check_space(), ops,
                                         attempt.mode() == v1::ARTEFACT));
  FitnessParams params;
  params.positive_sample = gp.positive_sample();
  params.negative_weight = gp.negative_weight();
  params.cache = options.fitness_cache;
  params.incremental = options.incremental_variants;
  params.test_selection = options.test_selection;
  params.full_fitness = static_cast<bool>(options.on_variant);
  params.time_phases = options.time_phases;
  params.shared = options.shared_outcomes;
  ASSIGN_OR_RETURN(FitnessEngine engine,
                   FitnessEngine::Create(problem->unit(), problem->program(), problem->file_names(),
                                         problem->runs(), params));
  std::unique_ptr<CrfOperatorPrior> prior;
  if (selector.needs_prior()) {
    ASSIGN_OR_RETURN(prior, CrfOperatorPrior::Create(options.crf_model_bytes, problem->unit()));
  }
  Search search(*problem, engine, selector, prior.get(), gp, seed, options);
  search.phases.setup_ns = NowNs(options.time_phases) - setup_start;
  RETURN_IF_ERROR(search.Run(options.resume));
  int64_t finish_start = NowNs(options.time_phases);

  SearchOutcome out;
  v1::RepairResult& r = out.result;
  r.set_patched(search.patch.has_value());
  r.set_variants_evaluated(search.variants_evaluated);
  r.set_evaluations(search.evaluations);
  r.set_generations_run(search.generations_run);
  if (search.patch) {
    r.set_variants_to_patch(search.variants_to_patch);
    r.set_evaluations_to_patch(search.evaluations_to_patch);
    lang::NodePtr patched = ApplyEdits(problem->unit(), *search.patch);
    r.set_patch_diff(PatchDiff(problem->unit(), *patched, problem->repair_file_names()));
    absl::StatusOr<Quality> q = HeldOutQuality(subject, *patched);
    if (q.ok()) {
      r.set_quality_passed(q->passed);
      r.set_quality_total(q->total);
    }
    out.patch = *search.patch;
  }
  out.profile = engine.profile();
  out.phases = search.phases;
  out.phases.finish_ns = NowNs(options.time_phases) - finish_start;
  r.set_wall_ms(std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - start)
                    .count());
  return out;
}

}  // namespace aprgrid::repair
