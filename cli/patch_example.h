// One patch a campaign found, shown at the end of `aprgrid local` so that a first run ends with
// a repair to read, not only a table of rates.
#ifndef APRGRID_CLI_PATCH_EXAMPLE_H_
#define APRGRID_CLI_PATCH_EXAMPLE_H_

#include <ostream>
#include <string>

#include "absl/status/status.h"

namespace aprgrid::cli {

// Writes the patch of the campaign's patched attempt that needed the fewest variants (ties: the
// attempt key), as a heading naming its bug and configuration, the unified diff, and the SQL that
// lists the others. Writes nothing when the campaign has no patch. NotFound if the database
// cannot be opened.
absl::Status WriteExamplePatch(const std::string& db_path, const std::string& campaign_id,
                               std::ostream& out);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_PATCH_EXAMPLE_H_
