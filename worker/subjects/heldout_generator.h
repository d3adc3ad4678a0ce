// The held-out suite generator, in the spirit of EvoSuite: for every non-private method and
// constructor of a bug's classes under repair it draws random inputs (ints with edge values,
// strings and chars seeded with the project's literals, arrays, objects built through the
// project's constructors and factories, nulls, sequences of calls on a receiver) from a seeded
// aprgrid::Rng, runs them on the FIXED version (the project's src/) with the interpreter, and
// writes JUnit-style tests that assert the recorded behaviour (return values and the receiver's
// observable state, or the exception via @Test(expected = X.class)).
//
// Every candidate also runs on the buggy version; a candidate is dropped when either version
// times out, overflows the stack, runs out of memory or throws inside an observation, so that the
// suite terminates quickly everywhere (also on the JVM). When none of the first `min_tests`
// candidates tells the versions apart, more are drawn for the methods the fix changes (with more
// extreme inputs and the bug's own test literals) until one does or `max_targeted` is reached.
//
// The result is a pure function of (project sources, bug, seed). Thread-safety: reentrant.
#ifndef APRGRID_WORKER_SUBJECTS_HELDOUT_GENERATOR_H_
#define APRGRID_WORKER_SUBJECTS_HELDOUT_GENERATOR_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "worker/subjects/catalog.h"

namespace aprgrid::subjects {

struct HeldoutOptions {
  int min_tests = 100;      // Tests drawn from all methods.
  int max_targeted = 3000;  // Extra candidates drawn for the changed methods, at most.
  int max_revealing = 3;    // Bug-revealing tests added by the targeted phase.
};

struct HeldoutSuite {
  std::string class_name;  // e.g. "Dates7Heldout"
  std::string file_name;   // "heldout/Dates7Heldout.java" (relative to the bug folder)
  std::string source;
  int tests = 0;
  int failing_on_buggy = 0;  // As run by the interpreter on the buggy version.
  int candidates = 0;        // Candidates drawn in total.
};

// The seed used when a bug has none yet: a hash of its id.
uint64_t DefaultHeldoutSeed(const std::string& bug_id);

absl::StatusOr<HeldoutSuite> GenerateHeldout(const Project& project, const Bug& bug, uint64_t seed,
                                             const HeldoutOptions& options = {});

// `text` (a bug.textproto) with its `heldout` and `heldout_seed` fields replaced; every other
// line is kept as it is.
std::string WithHeldoutFields(const std::string& text, const std::string& file, uint64_t seed);

}  // namespace aprgrid::subjects

#endif  // APRGRID_WORKER_SUBJECTS_HELDOUT_GENERATOR_H_
