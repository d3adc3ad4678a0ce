// The opt-in per-variant log line of `aprgrid-attempt run --variant-log`
// (docs/rl-operator-selection.md, section 7 item 7; docs/external-engine.md): {"variant":{...}}
// with the fields of repair::VariantRecord in a fixed order, so the same attempt prints the same
// bytes.
#ifndef APRGRID_WORKER_ATTEMPT_VARIANT_LOG_H_
#define APRGRID_WORKER_ATTEMPT_VARIANT_LOG_H_

#include <string>

#include "worker/repair/gp_search.h"

namespace aprgrid::attempt {

// One JSON line without the trailing newline.
std::string VariantLogLine(const repair::VariantRecord& r);

}  // namespace aprgrid::attempt

#endif  // APRGRID_WORKER_ATTEMPT_VARIANT_LOG_H_
