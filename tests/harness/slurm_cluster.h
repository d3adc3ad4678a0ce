// A real single-node SLURM for a C++ test: a thin owner of tests/harness/slurm.sh (see that script
// and docs/slurm.md for what it sets up). Start() returns once the node is idle; the destructor
// cancels every job and stops the daemons.
#ifndef APRGRID_TESTS_HARNESS_SLURM_CLUSTER_H_
#define APRGRID_TESTS_HARNESS_SLURM_CLUSTER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "tests/harness/daemon_process.h"

namespace aprgrid::harness {

// REQUIRES: root and the Debian SLURM and munge packages. Not thread-safe.
class SlurmCluster {
 public:
  // Starts a cluster whose files live in `dir` (created if missing; keep the path short).
  // `tuned` sets batch_sched_delay=0,bf_interval=1,sched_min_interval=0.
  static absl::StatusOr<std::unique_ptr<SlurmCluster>> Start(const std::string& dir, bool tuned);
  ~SlurmCluster();
  SlurmCluster(const SlurmCluster&) = delete;
  SlurmCluster& operator=(const SlurmCluster&) = delete;

  // The slurm.conf that client commands (sbatch, srun, squeue...) must use.
  std::string conf_path() const { return dir_ + "/slurm.conf"; }
  // {"SLURM_CONF=..."}: the environment for RunCommand / DaemonOptions::env.
  std::vector<std::string> Env() const { return {"SLURM_CONF=" + conf_path()}; }

  // Runs a SLURM client command (e.g. {"sbatch", "--parsable", ...}) against this cluster.
  absl::StatusOr<CommandResult> Run(const std::vector<std::string>& argv,
                                    absl::Duration timeout = absl::Seconds(30)) const;

 private:
  explicit SlurmCluster(std::string dir) : dir_(std::move(dir)) {}
  std::string dir_;
};

}  // namespace aprgrid::harness

#endif  // APRGRID_TESTS_HARNESS_SLURM_CLUSTER_H_
