// Stages of a campaign and the CRF models they pass on: the stage dependencies that hold
// attempts back until the stages they name have finished, and the models CRF attempts publish for
// later stages (docs/campaign-spec.md, "Stage dependencies and CRF models"). The rest of the
// Coordinator is in coordinator.cc, coordinator_admin.cc and coordinator_leases.cc.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/logging.h"
#include "common/sha256.h"
#include "common/spec/stage_dependencies.h"
#include "coordinator/coordinator.h"

namespace aprgrid::coordinator {

void Coordinator::ApplyStageDependencies(CampaignEntry& campaign) {
  campaign.stage_after.clear();
  campaign.model_stages.clear();
  for (const StageRecord& stage : campaign.record.stages) {
    std::vector<std::string> after = spec::StageDependencies(stage.spec);
    if (!after.empty()) campaign.stage_after[stage.name] = std::move(after);
    if (stage.spec.has_repair() && !stage.spec.repair().crf_model().empty()) {
      campaign.model_stages.insert(stage.spec.repair().crf_model());
    }
  }
}

bool Coordinator::StageReady(const CampaignEntry& campaign, const std::string& stage) {
  auto after = campaign.stage_after.find(stage);
  if (after == campaign.stage_after.end()) return true;
  for (const std::string& dependency : after->second) {
    auto open = campaign.stage_open.find(dependency);
    if (open != campaign.stage_open.end() && open->second > 0) return false;
  }
  return true;
}

void Coordinator::EnqueueOrHold(AttemptEntry& entry) {
  CampaignEntry& creator = *entry.memberships.front().campaign;
  const std::string& stage = Shape(entry).stage();
  if (!StageReady(creator, stage)) {
    creator.held[stage].push_back(entry.id);
    return;
  }
  scheduler_.Enqueue(CreatorId(entry), PositionOf(entry), entry.key, entry.id);
}

void Coordinator::ReleaseHeld() {
  if (!release_pending_) return;
  release_pending_ = false;
  for (auto& [id, campaign] : campaigns_) {
    if (campaign.held.empty()) continue;
    std::vector<std::string> ready;
    for (const auto& [stage, keys] : campaign.held) {
      if (StageReady(campaign, stage)) ready.push_back(stage);
    }
    for (const std::string& stage : ready) {
      auto held = campaign.held.extract(stage);
      size_t released = 0;
      for (uint32_t held_id : held.mapped()) {
        AttemptEntry& entry = Entry(held_id);
        if (entry.status.state != AttemptState::kQueued) continue;
        scheduler_.Enqueue(CreatorId(entry), PositionOf(entry), entry.key, entry.id);
        ++released;
      }
      logging::Info(absl::StrCat("campaign ", campaign.record.name, ": stage ", stage,
                                 " may start (its dependencies finished): ", released,
                                 " attempts queued"));
    }
  }
}

std::string Coordinator::MissingModelReason(const AttemptEntry& entry) const {
  const std::string& key = Shape(entry).repair().crf_model_key();
  std::string why;
  const AttemptEntry* crf = FindAttempt(key);
  if (crf == nullptr) {
    why = "that attempt is unknown to this coordinator";
  } else if (crf->status.state == AttemptState::kDone) {
    why =
        "it finished without publishing a model (it ran before a stage named it in crf_model, "
        "or its result carried no model)";
  } else {
    why = absl::StrCat("it is ", AttemptStateName(crf->status.state));
    if (!crf->status.last_error.empty()) {
      absl::StrAppend(&why, ": ", crf->status.last_error);
    }
  }
  return absl::StrCat("stage ", Shape(entry).stage(), " needs the CRF model of attempt ", key,
                      ", which does not exist: ", why);
}

void Coordinator::PublishModel(const AttemptEntry& entry, const v1::CrfResult& result,
                               const WriteStatusPtr& writes) {
  const Membership* publisher = nullptr;
  for (const Membership& m : entry.memberships) {
    if (m.campaign->model_stages.contains(m.campaign->cells[m.cell].first)) {
      publisher = &m;
      break;
    }
  }
  const std::string key(entry.key);
  if (publisher == nullptr || artefacts_.contains(key)) return;
  const std::string& stage = publisher->campaign->cells[publisher->cell].first;
  if (result.model().empty() || result.model().size() > kMaxArtefactBytes) {
    logging::Warning(absl::StrCat("CRF attempt ", key, " of stage ", stage, " carried ",
                                  result.model().size(), " bytes of model (1..", kMaxArtefactBytes,
                                  " needed): nothing published; the stages using it fail"));
    return;
  }
  ArtefactRecord artefact;
  artefact.campaign_id = publisher->campaign->record.id;
  artefact.stage = stage;
  artefact.attempt_key = key;
  artefact.name = "crf-model";
  artefact.bytes = std::make_shared<const std::string>(result.model());
  artefact.sha256 = Sha256Hex(*artefact.bytes);
  artefact.created_ms = Now();
  store_->SaveArtefact(artefact, writes);
  logging::Info(absl::StrCat("published the CRF model of attempt ", key, " (stage ", stage,
                             "): ", artefact.bytes->size(), " bytes, sha256 ", artefact.sha256));
  artefact_bytes_[artefact.sha256] = artefact.bytes;
  artefacts_.emplace(key, std::move(artefact));
}

absl::StatusOr<std::shared_ptr<const std::string>> Coordinator::FetchArtefact(
    const std::string& sha256) const {
  if (sha256.size() != 64 || !std::all_of(sha256.begin(), sha256.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
      })) {
    return absl::InvalidArgumentError("sha256 must be 64 lowercase hex digits");
  }
  absl::MutexLock lock(&mu_);
  auto it = artefact_bytes_.find(sha256);
  if (it == artefact_bytes_.end()) {
    return absl::NotFoundError(absl::StrCat("no artefact with sha256 ", sha256));
  }
  return it->second;
}
}  // namespace aprgrid::coordinator
