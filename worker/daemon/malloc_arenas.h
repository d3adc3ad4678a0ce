// ReserveMallocArenas: lets every thread of a worker process have a glibc malloc arena of its own.
//
// glibc gives a new thread its own arena only while there are at most 8 arenas per core; the
// threads after that share existing arenas, round-robin, with their locking and fragmentation.
// `aprgrid local` runs about 30 threads on 2 cores (gRPC, the coordinator, the workers), so
// without this a slot thread could share its arena with a gRPC thread or another slot, and the
// built-in engine, which allocates heavily, ran measurably slower in the service than in a loop
// of attempts (bench/e2e_bench). glibc fixes its limit when the 9th arena is made, so this must
// run before the process starts threads. An explicit MALLOC_ARENA_MAX or glibc.malloc.arena_max
// tunable is left alone. A no-op with another allocator (sanitizers).
#ifndef APRGRID_WORKER_DAEMON_MALLOC_ARENAS_H_
#define APRGRID_WORKER_DAEMON_MALLOC_ARENAS_H_

namespace aprgrid::worker {

// Raises the arena limit to leave room for `threads` more threads than glibc's default allows.
// REQUIRES: called at start-up, before other threads are started.
void ReserveMallocArenas(int threads);

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_MALLOC_ARENAS_H_
