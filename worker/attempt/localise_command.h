// `aprgrid-attempt localise [--subjects DIR] [--localisation JARFLY_RUNS|GENPROG]
// [--check-space ARM_SET] BUG`: runs the bug's developer suite with coverage and prints the
// weighted fault space, highest weight first, with file:line and the statement's source text, and
// the rank of the developer fix's location (from fix.diff) and how many ingredients GenProg's
// append and replace may put there (repair::CountIngredients). Exit code 0, 1 on errors, 2 on
// usage.
#ifndef APRGRID_WORKER_ATTEMPT_LOCALISE_COMMAND_H_
#define APRGRID_WORKER_ATTEMPT_LOCALISE_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace aprgrid::attempt {

int RunLocaliseCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The subjects folder used when none is given: $APRGRID_SUBJECTS, else "subjects".
std::string DefaultSubjectsDir();

}  // namespace aprgrid::attempt

#endif  // APRGRID_WORKER_ATTEMPT_LOCALISE_COMMAND_H_
