#include "tests/harness/slurm_cluster.h"

#include <iostream>

#include "absl/strings/str_cat.h"
#include "tests/harness/harness_paths.h"

namespace aprgrid::harness {

absl::StatusOr<std::unique_ptr<SlurmCluster>> SlurmCluster::Start(const std::string& dir,
                                                                  bool tuned) {
  std::vector<std::string> argv = {HarnessDir() + "/slurm.sh", "start", dir};
  if (tuned) argv.push_back("--tuned");
  // slurm.sh bounds its own waits (30 s); this outer bound only guards against a hung script.
  absl::StatusOr<CommandResult> result = RunCommand(argv, absl::Seconds(90));
  if (!result.ok()) return result.status();
  if (result->exit.exit_code != 0) {
    return absl::UnavailableError(absl::StrCat("slurm.sh start failed:\n", result->output));
  }
  return std::unique_ptr<SlurmCluster>(new SlurmCluster(dir));
}

SlurmCluster::~SlurmCluster() {
  absl::StatusOr<CommandResult> result =
      RunCommand({HarnessDir() + "/slurm.sh", "stop", dir_}, absl::Seconds(60));
  if (!result.ok() || result->exit.exit_code != 0) {
    std::cerr << "SlurmCluster: stop failed in " << dir_ << ": "
              << (result.ok() ? result->output : result.status().ToString()) << "\n";
  }
}

absl::StatusOr<CommandResult> SlurmCluster::Run(const std::vector<std::string>& argv,
                                                absl::Duration timeout) const {
  return RunCommand(argv, timeout, Env());
}

}  // namespace aprgrid::harness
