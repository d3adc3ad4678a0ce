// The subcommands' flag parser is the one every binary uses: common/flags/flag_parser.h.
#ifndef APRGRID_CLI_FLAGS_H_
#define APRGRID_CLI_FLAGS_H_

#include "common/flags/flag_parser.h"

namespace aprgrid::cli {

using ::aprgrid::flags::FlagParser;

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_FLAGS_H_
