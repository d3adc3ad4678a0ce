// CampaignClient: the CLI's calls to the coordinator's CampaignService (docs/protocol.md), with
// the bearer token on every call and the shared channel settings. gRPC stays in the .cc file.
//
// Thread-safety: one client per thread.
#ifndef APRGRID_CLI_CAMPAIGN_CLIENT_H_
#define APRGRID_CLI_CAMPAIGN_CLIENT_H_

#include <functional>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "aprgrid/v1/coordinator.pb.h"

namespace aprgrid::cli {

class CampaignClient {
 public:
  // Creates the channel; does not connect yet (the first call does).
  static absl::StatusOr<std::unique_ptr<CampaignClient>> Connect(const std::string& address,
                                                                 const std::string& token,
                                                                 const std::string& tls_ca);
  virtual ~CampaignClient() = default;

  virtual absl::StatusOr<v1::SubmitResponse> Submit(const v1::SubmitRequest& request) = 0;
  virtual absl::StatusOr<v1::Campaign> Get(const std::string& campaign, bool with_cells) = 0;
  virtual absl::StatusOr<v1::ListCampaignsResponse> List() = 0;
  virtual absl::StatusOr<v1::CancelResponse> Cancel(const std::string& campaign) = 0;
  // Calls `on_update` for every progress message until the campaign stops running (OK), or
  // `on_update` returns false (OK). A coordinator that goes away is waited for (the stream is
  // opened again with backoff) for up to `reconnect_for`; other errors are returned.
  virtual absl::Status Watch(const std::string& campaign, uint32_t interval_ms,
                             const std::function<bool(const v1::Campaign&)>& on_update,
                             int reconnect_for_ms = 60000) = 0;
};

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_CAMPAIGN_CLIENT_H_
