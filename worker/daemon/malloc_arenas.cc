#include "worker/daemon/malloc_arenas.h"

#include <malloc.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace aprgrid::worker {

void ReserveMallocArenas(int threads) {
  if (std::getenv("MALLOC_ARENA_MAX") != nullptr) return;
  const char* tunables = std::getenv("GLIBC_TUNABLES");
  if (tunables != nullptr && std::strstr(tunables, "arena_max") != nullptr) return;
  // glibc's own limit (8 per core), plus the threads asked for, plus room for the threads of
  // gRPC, the coordinator and the metrics server (about 30 in `aprgrid local`).
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  mallopt(M_ARENA_MAX, 8 * cores + std::max(threads, 0) + 64);
}

}  // namespace aprgrid::worker
