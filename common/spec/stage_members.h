// The attempts one stage names. An attempt is identified by its key, and the key leaves out the
// stage, so two stages (or two campaigns) that name the same grid point share one attempt. The
// expansion lists that attempt once; a stage's members still list it, so that a stage's results
// can include every grid point the stage names (the store's stage_attempts table).
//
// Header-only on purpose: the store and the coordinator carry these without linking the spec
// library.
#ifndef APRGRID_COMMON_SPEC_STAGE_MEMBERS_H_
#define APRGRID_COMMON_SPEC_STAGE_MEMBERS_H_

#include <string>
#include <vector>

namespace aprgrid::spec {

struct StageMembers {
  std::string stage;
  // Keys of every grid point of the stage, each once, in expansion order; includes keys that an
  // earlier stage also produced.
  std::vector<std::string> attempt_keys;
};

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_STAGE_MEMBERS_H_
