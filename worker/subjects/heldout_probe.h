// The probe that records what a candidate test observes, and the assertions written from the
// record. A probe class runs every candidate on the interpreter and prints one token per observed
// value (terminated by kTokenEnd); AssertObs turns the tokens recorded on the fixed version back
// into Assert calls on the same expressions. Part of aprgrid-heldout.
#ifndef APRGRID_WORKER_SUBJECTS_HELDOUT_PROBE_H_
#define APRGRID_WORKER_SUBJECTS_HELDOUT_PROBE_H_

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "worker/subjects/heldout_inputs.h"
#include "worker/subjects/heldout_model.h"

namespace aprgrid::subjects::heldout {

// Tokens longer than this make unreadable tests (and javac caps a constant at 65535 bytes).
inline constexpr size_t kMaxTokenBytes = 200;
// The token a probe prints once the call under test has returned.
inline constexpr char kCalled[] = "#C";

struct ProbeSource {
  std::string text;
  std::vector<std::pair<int, int>> lines;  // Per candidate: first and last line.
};

// A test class `cls` with one test per candidate that prints its observations.
ProbeSource RenderProbe(const ClassMap& classes, const std::string& cls,
                        const std::vector<Candidate>& cands);

// The tokens of a probe test's output.
std::vector<std::string> Tokens(const std::string& output);

// Appends the assertions of `o` from `tokens` (from `pos`, which advances) to `out`; false when
// the tokens do not fit the observation.
bool AssertObs(const ClassMap& classes, const Obs& o, const std::vector<std::string>& tokens,
               size_t& pos, std::vector<std::string>& out);

}  // namespace aprgrid::subjects::heldout

#endif  // APRGRID_WORKER_SUBJECTS_HELDOUT_PROBE_H_
