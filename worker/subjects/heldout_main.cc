// aprgrid-heldout: writes the held-out suites of the built-in benchmark.
//
//   aprgrid-heldout [--subjects DIR] [--bug ID]... [--check]
//
// For every bug (or the named ones) it generates heldout/<Project><n>Heldout.java from the seed in
// bug.textproto (a hash of the id when there is none), writes it and sets the bug's `heldout` and
// `heldout_seed` fields. With --check it writes nothing and exits 1 when a committed suite differs
// from what the seed regenerates.
#include <cstdio>
#include <cstring>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "common/file_util.h"
#include "common/spec/subject_catalog.h"
#include "worker/subjects/catalog.h"
#include "worker/subjects/heldout_generator.h"

namespace {

using aprgrid::subjects::Bug;
using aprgrid::subjects::Project;

struct Job {
  const Project* project;
  const Bug* bug;
};

int Main(int argc, char** argv) {
  std::string root = "subjects";
  std::set<std::string> only;
  bool check = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--subjects" && i + 1 < argc) {
      root = argv[++i];
    } else if (arg == "--bug" && i + 1 < argc) {
      only.insert(argv[++i]);
    } else if (arg == "--check") {
      check = true;
    } else {
      std::fprintf(stderr, "usage: aprgrid-heldout [--subjects DIR] [--bug ID]... [--check]\n");
      return 2;
    }
  }
  auto catalog = aprgrid::subjects::LoadCatalog(root);
  if (!catalog.ok()) {
    std::fprintf(stderr, "%s\n", std::string(catalog.status().message()).c_str());
    return 1;
  }
  std::vector<Job> jobs;
  for (const Project& p : *catalog) {
    for (const Bug& b : p.bugs) {
      if (only.empty() || only.count(b.folder)) jobs.push_back({&p, &b});
    }
  }
  struct Progress {
    absl::Mutex mu;
    size_t next ABSL_GUARDED_BY(mu) = 0;
    int failures ABSL_GUARDED_BY(mu) = 0;
  } progress;
  auto worker = [&] {
    for (;;) {
      size_t i;
      {
        absl::MutexLock lock(&progress.mu);
        if (progress.next >= jobs.size()) return;
        i = progress.next++;
      }
      const Bug& bug = *jobs[i].bug;
      uint64_t seed = bug.meta.heldout_seed() != 0
                          ? bug.meta.heldout_seed()
                          : aprgrid::subjects::DefaultHeldoutSeed(bug.folder);
      auto suite = aprgrid::subjects::GenerateHeldout(*jobs[i].project, bug, seed);
      std::string line;
      bool failed = false;
      if (!suite.ok()) {
        line = absl::StrCat(bug.folder, ": ERROR ", suite.status().message());
        failed = true;
      } else if (check) {
        auto old = aprgrid::ReadFileToString(bug.dir / suite->file_name);
        failed = !old.ok() || *old != suite->source;
        line = absl::StrCat(bug.folder, failed ? ": DIFFERS from its seed " : ": reproducible ",
                            suite->file_name);
      } else {
        auto meta = aprgrid::ReadFileToString(bug.dir / aprgrid::spec::kBugMetadataFile);
        absl::Status written =
            aprgrid::WriteStringToFile(bug.dir / suite->file_name, suite->source);
        if (written.ok() && meta.ok()) {
          written = aprgrid::WriteStringToFile(
              bug.dir / aprgrid::spec::kBugMetadataFile,
              aprgrid::subjects::WithHeldoutFields(*meta, suite->file_name, seed));
        }
        failed = !written.ok() || !meta.ok() || suite->failing_on_buggy == 0;
        line = absl::StrCat(bug.folder, ": ", suite->tests, " tests, ", suite->failing_on_buggy,
                            " failing on buggy, ", suite->candidates, " candidates",
                            suite->failing_on_buggy == 0 ? "  <-- buggy passes all" : "",
                            written.ok() ? "" : absl::StrCat("  ", written.message()));
      }
      absl::MutexLock lock(&progress.mu);
      progress.failures += failed;
      std::printf("%s\n", line.c_str());
      std::fflush(stdout);
    }
  };
  std::thread a(worker), b(worker);
  a.join();
  b.join();
  absl::MutexLock lock(&progress.mu);
  std::printf("%zu bugs, %d with problems\n", jobs.size(), progress.failures);
  return progress.failures == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) { return Main(argc, argv); }
