// Random test inputs for the held-out generator, in the spirit of EvoSuite: values of every type
// the subset has (ints with edge values, strings and chars seeded with the project's literals,
// arrays, objects built through the project's constructors, factories and producers, nulls) and
// candidate tests (a call under test, set-up calls on its receiver, and what to observe after).
// Everything is drawn from one aprgrid::Rng, so a candidate is a pure function of the seed.
// Part of aprgrid-heldout. Thread-safety: an InputDrawer is used by one thread.
#ifndef APRGRID_WORKER_SUBJECTS_HELDOUT_INPUTS_H_
#define APRGRID_WORKER_SUBJECTS_HELDOUT_INPUTS_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/random.h"
#include "worker/subjects/heldout_model.h"
#include "worker/subjects/java_literals.h"

namespace aprgrid::subjects::heldout {

// A value to observe after the call: a local (or a call on one) of a type.
struct Obs {
  std::string expr;
  std::string type;
  std::vector<Obs> queries;  // Project objects: zero-argument queries observed too.
};

struct Candidate {
  std::vector<std::string> setup;  // Statements up to and including the call under test.
  std::vector<Obs> obs;
};

// Draws Java expressions of a type. `classes`, `pool`, `rng` and `focus` must outlive it.
class InputDrawer {
 public:
  // `focus`: literals preferred when set (the bug's own tests, for targeted inputs).
  InputDrawer(const ClassMap& classes, const LiteralPool& pool, Rng& rng, bool boost,
              const LiteralPool* focus = nullptr)
      : classes_(classes), pool_(pool), rng_(rng), boost_(boost), focus_(focus) {}

  bool Drawable(const std::string& type, int depth = 0) const;
  // Constructors and static factories producing `cls` whose parameters can be drawn.
  std::vector<const Method*> Creators(const std::string& cls) const;
  // Instance methods of other classes that return a `type` (e.g. an array of tokens from a
  // tokenizer): EvoSuite-style values reached through the project's own API.
  std::vector<const Method*> Producers(const std::string& type) const;
  // Draws a value, sometimes repeating one drawn before for the same type (equal points, equal
  // keys, equal dates make the interesting cases).
  std::string Value(const std::string& type, int depth);
  std::string FreshValue(const std::string& type, int depth);
  // An expression creating a `cls` (null when none can be made, or by chance if allowed).
  std::string Object(const std::string& cls, int depth, bool allow_null);
  std::vector<std::string> Args(const std::vector<std::string>& params);

 private:
  int64_t Int();
  int64_t Long();
  std::string Double();
  std::string Char();
  std::string RandomText(size_t max_len);
  std::string PoolString();
  std::string String();

  const ClassMap& classes_;
  const LiteralPool& pool_;
  Rng& rng_;
  bool boost_;
  const LiteralPool* focus_;
  std::map<std::string, std::vector<std::string>> drawn_;
};

// Whether a value of `type` can be asserted on (primitives, String, their arrays, project objects).
bool Observable(const ClassMap& classes, const std::string& type);

// The state of a project object: its toString (if any) and up to three zero-argument queries.
Obs ObserveObject(const ClassMap& classes, const std::string& expr, const std::string& type,
                  Rng& rng);

// A candidate test of `m`, or nullopt when one cannot be drawn (no creator, nothing to observe).
std::optional<Candidate> DrawCandidate(const ClassMap& classes, const Method& m, InputDrawer& draw,
                                       Rng& rng, bool boost);

}  // namespace aprgrid::subjects::heldout

#endif  // APRGRID_WORKER_SUBJECTS_HELDOUT_INPUTS_H_
