#include "worker/daemon/task_runner.h"

#include <utility>

namespace aprgrid::worker {

v1::ReportEvent FinalEvent(v1::RepairResult result) {
  v1::ReportEvent event;
  *event.mutable_repair_result() = std::move(result);
  return event;
}

v1::ReportEvent FinalEvent(v1::CrfResult result) {
  v1::ReportEvent event;
  *event.mutable_crf_result() = std::move(result);
  return event;
}

}  // namespace aprgrid::worker
