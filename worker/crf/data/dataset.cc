#include "worker/crf/data/dataset.h"

#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>
#include <thread>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "common/status_macros.h"
#include "worker/crf/model/evaluation.h"

namespace aprgrid::crf {
namespace {

constexpr char kMagic[] = "aprgrid-crf-dataset";
constexpr int kVersion = 2;  // 2: each sample line names its source.

// "=" followed by the bytes, %XX for bytes <= 0x20, 0x7f and '%' (as in model files).
std::string Encode(const std::string& s) {
  std::string out = "=";
  for (unsigned char c : s) {
    if (c <= 0x20 || c == 0x7f || c == '%') {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

absl::StatusOr<std::string> Decode(const std::string& token) {
  if (token.empty() || token[0] != '=') return absl::InvalidArgumentError("bad name " + token);
  std::string out;
  for (size_t i = 1; i < token.size(); ++i) {
    if (token[i] == '%') {
      if (i + 2 >= token.size()) {
        return absl::InvalidArgumentError("bad escape in " + token);
      }
      out += static_cast<char>(std::stoi(token.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += token[i];
    }
  }
  return out;
}

void WriteNodes(const LabeledTree& s, std::ostream& out) {
  for (int v = 0; v < s.tree.size(); ++v) {
    const TreeNode& n = s.tree.node(v);
    out << n.parent << " " << n.allowed_transforms << " " << s.gold[v] << " " << Encode(n.label)
        << " " << Encode(n.value) << " " << n.characteristics.size();
    for (const std::string& c : n.characteristics) out << " " << Encode(c);
    out << "\n";
  }
}

}  // namespace

std::string SampleKey(const LabeledTree& sample) {
  std::ostringstream out;
  WriteNodes(sample, out);
  return out.str();
}

int RemoveExactDuplicates(Dataset& dataset) {
  const bool with_sources = !dataset.sources.empty();
  absl::flat_hash_set<std::string> seen;
  size_t kept = 0;
  for (size_t i = 0; i < dataset.samples.size(); ++i) {
    if (!seen.insert(SampleKey(dataset.samples[i])).second) continue;
    if (kept != i) {
      dataset.samples[kept] = std::move(dataset.samples[i]);
      if (with_sources) dataset.sources[kept] = std::move(dataset.sources[i]);
    }
    ++kept;
  }
  const int removed = static_cast<int>(dataset.samples.size() - kept);
  dataset.samples.resize(kept);
  if (with_sources) dataset.sources.resize(kept);
  return removed;
}

std::string_view SourceProgram(std::string_view source) {
  return source.substr(0, source.find('/'));
}

absl::StatusOr<int> RemovePrograms(Dataset& dataset, std::span<const std::string> programs) {
  if (programs.empty()) return 0;
  if (dataset.sources.empty()) {
    return absl::FailedPreconditionError(
        "exclude_projects needs a dataset that names each sample's source (format version 2)");
  }
  const absl::flat_hash_set<std::string_view> excluded(programs.begin(), programs.end());
  size_t kept = 0;
  for (size_t i = 0; i < dataset.samples.size(); ++i) {
    if (excluded.contains(SourceProgram(dataset.sources[i]))) continue;
    if (kept != i) {
      dataset.samples[kept] = std::move(dataset.samples[i]);
      dataset.sources[kept] = std::move(dataset.sources[i]);
    }
    ++kept;
  }
  const int removed = static_cast<int>(dataset.samples.size() - kept);
  dataset.samples.resize(kept);
  dataset.sources.resize(kept);
  return removed;
}

std::vector<int> SourceFolds(const Dataset& dataset, int num_folds, Rng& rng) {
  if (dataset.sources.empty()) return StratifiedFolds(dataset.samples, num_folds, rng);
  // Sources in first-seen order (deterministic), then shuffled.
  absl::flat_hash_map<std::string, int> index;
  std::vector<std::vector<int>> members;
  for (size_t i = 0; i < dataset.sources.size(); ++i) {
    if (dataset.sources[i].empty()) {  // Unnamed: a source of its own.
      members.push_back({static_cast<int>(i)});
      continue;
    }
    auto [it, added] = index.try_emplace(dataset.sources[i], static_cast<int>(members.size()));
    if (added) members.emplace_back();
    members[it->second].push_back(static_cast<int>(i));
  }
  std::vector<int> order(members.size());
  for (size_t g = 0; g < order.size(); ++g) order[g] = static_cast<int>(g);
  rng.Shuffle(std::span<int>(order));
  std::vector<int> fold_of(dataset.samples.size(), 0);
  std::vector<size_t> size(num_folds, 0);
  for (int g : order) {
    int f = 0;
    for (int k = 1; k < num_folds; ++k) {
      if (size[k] < size[f]) f = k;
    }
    for (int i : members[g]) fold_of[i] = f;
    size[f] += members[g].size();
  }
  return fold_of;
}

int TrainTestDuplicates(std::span<const LabeledTree> samples, std::span<const int> fold_of,
                        int test_fold) {
  absl::flat_hash_set<std::string> train;
  for (size_t i = 0; i < samples.size(); ++i) {
    if (fold_of[i] != test_fold) train.insert(SampleKey(samples[i]));
  }
  int twins = 0;
  for (size_t i = 0; i < samples.size(); ++i) {
    if (fold_of[i] == test_fold && train.contains(SampleKey(samples[i]))) ++twins;
  }
  return twins;
}

absl::Status WriteDataset(const Dataset& dataset, std::ostream& out) {
  out << kMagic << " " << kVersion << "\n";
  out << "generator " << Encode(dataset.generator) << "\n";
  out << "samples " << dataset.samples.size() << "\n";
  if (!dataset.sources.empty() && dataset.sources.size() != dataset.samples.size()) {
    return absl::InvalidArgumentError("dataset: sources and samples differ in number");
  }
  for (size_t i = 0; i < dataset.samples.size(); ++i) {
    const LabeledTree& s = dataset.samples[i];
    out << "sample " << s.tree.size() << " "
        << Encode(dataset.sources.empty() ? std::string() : dataset.sources[i]) << "\n";
    WriteNodes(s, out);
  }
  out << "end\n";
  if (!out) return absl::DataLossError("writing the dataset failed");
  return absl::OkStatus();
}

absl::StatusOr<Dataset> ReadDataset(std::istream& in) {
  std::string word;
  int version = 0;
  if (!(in >> word >> version) || word != kMagic) {
    return absl::InvalidArgumentError("not an aprgrid CRF dataset");
  }
  if (version != 1 && version != kVersion) {
    return absl::InvalidArgumentError(absl::StrCat(
        "dataset version ", version, " is not supported (expected 1 or ", kVersion, ")"));
  }
  Dataset d;
  std::string gen;
  size_t n = 0;
  if (!(in >> word >> gen) || word != "generator") {
    return absl::InvalidArgumentError("dataset: 'generator' expected");
  }
  ASSIGN_OR_RETURN(d.generator, Decode(gen));
  if (!(in >> word >> n) || word != "samples") {
    return absl::InvalidArgumentError("dataset: 'samples' expected");
  }
  d.samples.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    int q = 0;
    if (!(in >> word >> q) || word != "sample" || q < 1) {
      return absl::InvalidArgumentError(absl::StrCat("dataset: sample ", i, " is malformed"));
    }
    if (version >= 2) {
      std::string source;
      if (!(in >> source)) {
        return absl::InvalidArgumentError(absl::StrCat("dataset: sample ", i, " has no source"));
      }
      ASSIGN_OR_RETURN(std::string decoded, Decode(source));
      d.sources.push_back(std::move(decoded));
    }
    LabeledTree s;
    for (int v = 0; v < q; ++v) {
      int parent, gold;
      uint32_t mask;
      size_t k;
      std::string label, value;
      if (!(in >> parent >> mask >> gold >> label >> value >> k) || gold < 0 ||
          gold >= kNumTransforms) {
        return absl::InvalidArgumentError(absl::StrCat("dataset: sample ", i, " node ", v));
      }
      std::vector<std::string> chars(k);
      for (auto& c : chars) {
        std::string tok;
        if (!(in >> tok)) return absl::InvalidArgumentError("dataset: truncated");
        ASSIGN_OR_RETURN(c, Decode(tok));
      }
      ASSIGN_OR_RETURN(std::string l, Decode(label));
      ASSIGN_OR_RETURN(std::string val, Decode(value));
      ASSIGN_OR_RETURN(int id, s.tree.AddNode(parent, l, val, std::move(chars)));
      s.tree.mutable_node(id).allowed_transforms = mask;
      s.gold.push_back(gold);
    }
    d.samples.push_back(std::move(s));
  }
  if (!(in >> word) || word != "end") return absl::InvalidArgumentError("dataset: 'end' expected");
  return d;
}

absl::Status SaveDataset(const Dataset& dataset, const std::string& path) {
  // A temporary name per process and thread: several workers (or slots) may generate the same
  // built-in dataset at once, and two writers of one temporary file would interleave.
  static std::atomic<uint64_t> counter{0};
  std::string tmp =
      absl::StrCat(path, ".tmp.", getpid(), ".",
                   std::hash<std::thread::id>()(std::this_thread::get_id()), ".", counter++);
  {
    std::ofstream out(tmp, std::ios::binary);
    if (!out) return absl::PermissionDeniedError("cannot write " + tmp);
    RETURN_IF_ERROR(WriteDataset(dataset, out));
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);  // Atomic: concurrent readers see all or nothing.
  if (ec) return absl::InternalError("cannot rename " + tmp + ": " + ec.message());
  return absl::OkStatus();
}

absl::StatusOr<Dataset> LoadDataset(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError("cannot read dataset " + path);
  return ReadDataset(in);
}

absl::StatusOr<Dataset> GenerateInjectedDataset(const std::string& subjects_dir,
                                                const DefaultDatasetOptions& options,
                                                InjectionStats* stats) {
  ASSIGN_OR_RETURN(auto corpus,
                   BuildDefaultCorpus(subjects_dir, options.generated_programs, options.seed));
  Injector injector(*corpus, options.seed, options.injection);
  Dataset d;
  d.generator =
      absl::StrCat("injection revision=", kDatasetRevision, " seed=", options.seed,
                   " programs=", options.generated_programs, " samples=", options.samples);
  InjectedSample s;
  int misses = 0;
  while (static_cast<int>(d.samples.size()) < options.samples) {
    if (injector.Next(&s)) {
      d.samples.push_back(std::move(s.sample));
      d.sources.push_back(std::move(s.source));
      misses = 0;
    } else if (++misses > 10000) {
      return absl::FailedPreconditionError("the corpus admits no more injections");
    }
  }
  if (stats != nullptr) *stats = injector.stats();
  return d;
}

absl::StatusOr<Dataset> ResolveDataset(const std::string& name, const std::string& subjects_dir,
                                       const std::string& cache_dir) {
  if (name != "builtin:default" && name != "builtin:small") return LoadDataset(name);
  DefaultDatasetOptions options;
  if (name == "builtin:small") options.samples = 2000;
  std::string cached;
  if (!cache_dir.empty()) {
    cached = (std::filesystem::path(cache_dir) /
              absl::StrCat("crf-", name.substr(name.find(':') + 1), "-v", kVersion, "-r",
                           kDatasetRevision, "-", options.seed, ".dataset"))
                 .string();
    if (std::filesystem::exists(cached)) return LoadDataset(cached);
  }
  ASSIGN_OR_RETURN(Dataset d, GenerateInjectedDataset(subjects_dir, options));
  if (!cached.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(cache_dir, ec);
    RETURN_IF_ERROR(SaveDataset(d, cached));
  }
  return d;
}

}  // namespace aprgrid::crf
