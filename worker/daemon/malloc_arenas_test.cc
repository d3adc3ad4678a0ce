#include "worker/daemon/malloc_arenas.h"

#include <cstdint>
#include <cstdlib>
#include <set>
#include <thread>
#include <vector>

#include "absl/synchronization/notification.h"
#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

// Under AddressSanitizer the allocator is the sanitizer's, not glibc's: there are no arenas to
// test, so the test is not defined at all (rather than skipped, which CI counts as a failure).
#if defined(__SANITIZE_ADDRESS__)
#define APRGRID_GLIBC_MALLOC 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define APRGRID_GLIBC_MALLOC 0
#endif
#endif
#ifndef APRGRID_GLIBC_MALLOC
#define APRGRID_GLIBC_MALLOC 1
#endif

#if APRGRID_GLIBC_MALLOC
// glibc's non-main arenas are heaps aligned to 64 MiB: a block's heap says which arena it is in.
// Takes the address as an integer: GCC's sanitizer build warns (maybe-uninitialized) when a fresh
// malloc block is passed as a const pointer.
uintptr_t HeapOf(uintptr_t address) { return address & ~((uintptr_t{64} << 20) - 1); }

// Starts `count` threads that each allocate and then wait; returns the heaps they allocated in
// (the threads are joined once `done` is notified).
std::vector<uintptr_t> AllocateOnThreads(int count, absl::Notification& done,
                                         std::vector<std::thread>& threads) {
  std::vector<uintptr_t> heaps(count);
  absl::Notification started[64];
  for (int i = 0; i < count; ++i) {
    threads.emplace_back([&heaps, &done, &started, i] {
      void* block = std::malloc(64);
      heaps[i] = HeapOf(reinterpret_cast<uintptr_t>(block));
      started[i].Notify();
      done.WaitForNotification();
      std::free(block);
    });
  }
  for (int i = 0; i < count; ++i) started[i].WaitForNotification();
  return heaps;
}

// Two threads started after many others (as slot threads after gRPC's) still get arenas of their
// own. Runs in a fresh process: glibc fixes its arena limit once, early.
TEST(MallocArenasTest, LateThreadsGetArenasOfTheirOwn) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        ReserveMallocArenas(2);
        absl::Notification done;
        std::vector<std::thread> threads;
        // More threads than glibc's default limit (8 per core) would give arenas to.
        const int early_count = 8 * static_cast<int>(std::thread::hardware_concurrency()) + 4;
        std::vector<uintptr_t> early = AllocateOnThreads(std::min(early_count, 60), done, threads);
        std::vector<uintptr_t> late = AllocateOnThreads(2, done, threads);
        const std::set<uintptr_t> taken(early.begin(), early.end());
        const bool own = !taken.contains(late[0]) && !taken.contains(late[1]) && late[0] != late[1];
        done.Notify();
        for (std::thread& t : threads) t.join();
        std::exit(own ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

#endif  // APRGRID_GLIBC_MALLOC

}  // namespace
}  // namespace aprgrid::worker
