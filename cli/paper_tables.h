// `aprgrid report --table N`: the RL paper's Tables III-IX (docs/rl-operator-selection.md)
// laid out as the paper lays them out, from a campaign with configs/paper.textproto's stages,
// each figure with its interval:
//   III  tuning + tuning-baseline: alpha x rule (recency-weighted credit), uniform baseline;
//   IV   rq1-rq2: rule x credit (average, recency-weighted);
//   V    rq2-baseline (3 arms) and rq3 (18 arms) uniform, and rq3's epsilon-greedy;
//   VI   the bugs every one of uniform, PM-A, UCB-A, AP-W and epsilon-greedy-A patched
//        (rq2-baseline, rq1-rq2): success / mean / median on those bugs only;
//   VII  rq4-mini, rq4-mini-mutation, rq4-mini-10x40: arm set x (raw, relative, per mutation,
//        10 x 40);
//   VIII rq4: raw vs relative reward;
//   IX   patch quality on held-out tests (quality_passed / quality_total of patched runs) per
//        configuration of rq4 and rq4-rest: min / mean / median / max / share at 100 %.
// A cell reads "success% [Wilson 95%] / bugs patched / mean / median variants"; a cell whose
// stage or configuration the campaign lacks is "-". CSV and JSON give one row per cell.
#ifndef APRGRID_CLI_PAPER_TABLES_H_
#define APRGRID_CLI_PAPER_TABLES_H_

#include <ostream>
#include <string>

#include "absl/status/status.h"
#include "cli/campaign_report.h"

namespace aprgrid::cli {

// True for 3..9.
bool IsPaperTable(int number);

// Writes Table `number` of the campaign in `options.format` (options.stage is ignored: each
// table names its stages). REQUIRES: IsPaperTable(number).
absl::Status WritePaperTable(const std::string& db_path, const std::string& campaign_id, int number,
                             const ReportOptions& options, std::ostream& out);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_PAPER_TABLES_H_
