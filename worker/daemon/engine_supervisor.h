// SupervisedEngine: an external engine process started under a small supervisor process, so that
// everything the engine starts ends with the attempt.
//
// The supervisor is a child of the worker that marks itself a child subreaper
// (prctl(PR_SET_CHILD_SUBREAPER)) and then starts the engine, which leads a process group of its
// own. Every descendant of the engine whose parent dies is re-parented to the supervisor rather
// than to init, including a grandchild that left the engine's group and session with setsid(1).
// When the engine exits, or when the worker ends the attempt (Finish: done, stopped, timed out,
// protocol breach) or dies, the supervisor kills the engine's group and then every process
// left below it, reaps them all and exits. The engine's wait status reaches the worker through a
// pipe (status_fd).
//
// The supervisor ignores SIGTERM, SIGINT and SIGHUP (a job-wide signal must not leave the engine's
// descendants without their supervisor); the engine starts with default dispositions and an empty
// signal mask. The supervisor closes every file descriptor it does not need, so it never holds
// another slot's pipes open.
//
// Thread-safety: one object per attempt, used by one thread. Start may be called from several
// threads at once (the fork child uses only async-signal-safe calls).
#ifndef APRGRID_WORKER_DAEMON_ENGINE_SUPERVISOR_H_
#define APRGRID_WORKER_DAEMON_ENGINE_SUPERVISOR_H_

#include <sys/resource.h>
#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::worker {

struct EngineSpawn {
  std::vector<std::string> argv;  // argv[0] is looked up in PATH when it has no '/'.
  std::vector<std::string> env;   // The engine's whole environment, "NAME=VALUE".
  std::string work_dir;           // Empty: the worker's.
  rlim_t address_space_bytes = RLIM_INFINITY;
  // The engine's stdin, stdout and stderr (the caller's pipe ends; the caller closes them after
  // Start returns).
  int stdin_fd = -1;
  int stdout_fd = -1;
  int stderr_fd = -1;
};

class SupervisedEngine {
 public:
  // Starts the supervisor, which starts the engine. An engine that cannot be executed exits with
  // code 127 and says so on its stderr.
  static absl::StatusOr<SupervisedEngine> Start(const EngineSpawn& spawn);

  SupervisedEngine(SupervisedEngine&& other) noexcept;
  SupervisedEngine& operator=(SupervisedEngine&& other) noexcept;
  SupervisedEngine(const SupervisedEngine&) = delete;
  SupervisedEngine& operator=(const SupervisedEngine&) = delete;
  ~SupervisedEngine();  // Finish().

  // Readable (poll(2)) once the engine has exited, or the supervisor has ended.
  int status_fd() const { return status_fd_; }

  // The engine's wait status (as waitpid(2) gives it) once status_fd is readable; an error if the
  // supervisor ended without one.
  absl::StatusOr<int> ReadStatus();

  // Ends the attempt's processes: the supervisor kills the engine (if still running) and every
  // descendant, reaps them and exits; waits for that. Idempotent.
  void Finish();

  pid_t supervisor_pid() const { return supervisor_; }

 private:
  SupervisedEngine() = default;
  pid_t supervisor_ = -1;
  int control_fd_ = -1;  // Closing it tells the supervisor to end everything.
  int status_fd_ = -1;
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_ENGINE_SUPERVISOR_H_
