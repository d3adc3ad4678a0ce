#include "worker/crf/data/injection_corpus.h"

#include <algorithm>
#include <filesystem>

#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "common/status_macros.h"
#include "worker/lang/generator/program_generator.h"

namespace aprgrid::crf {
namespace {

using lang::Kind;

}  // namespace

absl::Status InjectionCorpus::AddProgram(const std::string& name,
                                         std::span<const lang::SourceFile> files) {
  ASSIGN_OR_RETURN(lang::NodePtr unit, lang::ParseFiles(files));
  for (const auto& cls : unit->children) {
    for (size_t i = 0; i < cls->children.size(); ++i) {
      const lang::Node* m = cls->children[i].get();
      if (m->kind == Kind::kMethodDecl && m->size() >= 3 && m->child(2)->size() > 0) {
        methods_.push_back(
            {m, unit.get(), absl::StrCat(name, "/", cls->value, ".", m->value, "#", i)});
      }
    }
  }
  units_.push_back(std::move(unit));
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<InjectionCorpus>> BuildDefaultCorpus(const std::string& subjects_dir,
                                                                    int generated_programs,
                                                                    uint64_t seed) {
  namespace fs = std::filesystem;
  auto corpus = std::make_unique<InjectionCorpus>();
  std::vector<fs::path> projects;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(subjects_dir, ec)) {
    if (e.is_directory() && fs::exists(e.path() / "src")) projects.push_back(e.path());
  }
  if (ec) return absl::NotFoundError("cannot list " + subjects_dir);
  std::sort(projects.begin(), projects.end());
  for (const fs::path& p : projects) {
    std::vector<lang::SourceFile> files;
    for (const char* sub : {"src", "tests"}) {
      std::vector<fs::path> paths;
      for (const auto& e : fs::directory_iterator(p / sub, ec)) {
        if (e.path().extension() == ".java") paths.push_back(e.path());
      }
      std::sort(paths.begin(), paths.end());
      for (const fs::path& f : paths) {
        ASSIGN_OR_RETURN(std::string text, ReadFileToString(f));
        files.push_back({f.filename().string(), std::move(text)});
      }
    }
    RETURN_IF_ERROR(corpus->AddProgram(p.filename().string(), files));
  }
  for (int i = 0; i < generated_programs; ++i) {
    lang::generator::GeneratedProgram g = lang::generator::GenerateProgram(seed, i);
    lang::SourceFile f{g.file_name, g.source};
    RETURN_IF_ERROR(corpus->AddProgram(absl::StrCat("generated-", seed, "-", i),
                                       std::span<const lang::SourceFile>(&f, 1)));
  }
  return corpus;
}

}  // namespace aprgrid::crf
