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

#include "absl/strings/str_cat.h"
#include "common/status_macros.h"

namespace aprgrid::crf {
namespace {

constexpr char kMagic[] = "aprgrid-crf-dataset";
constexpr int kVersion = 1;

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

}  // namespace

absl::Status WriteDataset(const Dataset& dataset, std::ostream& out) {
  out << kMagic << " " << kVersion << "\n";
  out << "generator " << Encode(dataset.generator) << "\n";
  out << "samples " << dataset.samples.size() << "\n";
  for (const LabeledTree& s : dataset.samples) {
    out << "sample " << s.tree.size() << "\n";
    for (int v = 0; v < s.tree.size(); ++v) {
      const TreeNode& n = s.tree.node(v);
      out << n.parent << " " << n.allowed_transforms << " " << s.gold[v] << " " << Encode(n.label)
          << " " << Encode(n.value) << " " << n.characteristics.size();
      for (const std::string& c : n.characteristics) out << " " << Encode(c);
      out << "\n";
    }
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
  if (version != kVersion) {
    return absl::InvalidArgumentError(
        absl::StrCat("dataset version ", version, " is not supported (expected 1)"));
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
