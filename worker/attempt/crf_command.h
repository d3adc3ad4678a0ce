// `aprgrid-attempt crf-predict` and `aprgrid-attempt crf-train`: the CRF tools outside the
// service (docs/crf-dataset.md).
#ifndef APRGRID_WORKER_ATTEMPT_CRF_COMMAND_H_
#define APRGRID_WORKER_ATTEMPT_CRF_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace aprgrid::attempt {

// crf-predict --model M --bug ID [--subjects DIR] [--k 3]: the top-k predicted labellings of the
// bug's buggy statement (the one its fix changes), with nodes and probabilities.
int RunCrfPredictCommand(const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err);

// crf-train [--dataset NAME] [--subjects DIR] [--cache DIR] [--folds N] [--fold I] [--q Q]
// [--features full|observation|indicator] [--iterations G] [--seed S] [--model-out FILE]
// [--exclude-projects P1,P2,...]: runs one CRF attempt (the listed projects' samples held out,
// docs/crf-prior.md) and prints its per-transform table next to the history baseline. The model
// goes to <dir of FILE>/<stem of FILE>.crfmodel, the path printed last.
int RunCrfTrainCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace aprgrid::attempt

#endif  // APRGRID_WORKER_ATTEMPT_CRF_COMMAND_H_
