#include "cli/campaign_client.h"

#include <grpcpp/grpcpp.h>

#include <chrono>
#include <thread>

#include "aprgrid/v1/coordinator.grpc.pb.h"
#include "common/auth/grpc_auth.h"
#include "common/auth/grpc_settings.h"

namespace aprgrid::cli {
namespace {

absl::Status FromGrpc(const grpc::Status& status) {
  if (status.ok()) return absl::OkStatus();
  return absl::Status(static_cast<absl::StatusCode>(status.error_code()), status.error_message());
}

class GrpcCampaignClient : public CampaignClient {
 public:
  GrpcCampaignClient(std::shared_ptr<grpc::Channel> channel, std::string token)
      : stub_(v1::CampaignService::NewStub(channel)), token_(std::move(token)) {}

  absl::StatusOr<v1::SubmitResponse> Submit(const v1::SubmitRequest& request) override {
    return Call<v1::SubmitResponse>(request, &v1::CampaignService::Stub::Submit, 120);
  }
  absl::StatusOr<v1::Campaign> Get(const std::string& campaign, bool with_cells) override {
    v1::GetCampaignRequest request;
    request.set_campaign_id(campaign);
    request.set_with_cells(with_cells);
    return Call<v1::Campaign>(request, &v1::CampaignService::Stub::Get, 30);
  }
  absl::StatusOr<v1::ListCampaignsResponse> List() override {
    return Call<v1::ListCampaignsResponse>(v1::ListCampaignsRequest(),
                                           &v1::CampaignService::Stub::List, 30);
  }
  absl::StatusOr<v1::CancelResponse> Cancel(const std::string& campaign) override {
    v1::CancelRequest request;
    request.set_campaign_id(campaign);
    return Call<v1::CancelResponse>(request, &v1::CampaignService::Stub::Cancel, 30);
  }

  absl::Status Watch(const std::string& campaign, uint32_t interval_ms,
                     const std::function<bool(const v1::Campaign&)>& on_update,
                     int reconnect_for_ms) override {
    v1::WatchRequest request;
    request.set_campaign_id(campaign);
    request.set_interval_ms(interval_ms);
    auto away_since = std::chrono::steady_clock::now();
    int backoff_ms = 200;
    while (true) {
      grpc::ClientContext context;
      auth::AttachBearer(&context, token_);
      std::unique_ptr<grpc::ClientReader<v1::Campaign>> reader = stub_->Watch(&context, request);
      v1::Campaign update;
      bool stopped = false;
      while (reader->Read(&update)) {
        away_since = std::chrono::steady_clock::now();
        backoff_ms = 200;
        if (!on_update(update)) {
          stopped = true;
          context.TryCancel();
          break;
        }
      }
      absl::Status status = FromGrpc(reader->Finish());
      if (stopped) return absl::OkStatus();
      if (status.ok()) return status;
      if (!absl::IsUnavailable(status)) return status;
      if (std::chrono::steady_clock::now() - away_since >
          std::chrono::milliseconds(reconnect_for_ms)) {
        return status;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(backoff_ms));
      backoff_ms = std::min(backoff_ms * 2, 2000);
    }
  }

 private:
  template <typename Response, typename Request, typename Method>
  absl::StatusOr<Response> Call(const Request& request, Method method, int timeout_s) {
    grpc::ClientContext context;
    auth::AttachBearer(&context, token_);
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(timeout_s));
    Response response;
    absl::Status status = FromGrpc((stub_.get()->*method)(&context, request, &response));
    if (!status.ok()) return status;
    return response;
  }

  std::unique_ptr<v1::CampaignService::Stub> stub_;
  std::string token_;
};

}  // namespace

absl::StatusOr<std::unique_ptr<CampaignClient>> CampaignClient::Connect(const std::string& address,
                                                                        const std::string& token,
                                                                        const std::string& tls_ca) {
  absl::StatusOr<std::shared_ptr<grpc::ChannelCredentials>> credentials =
      auth::MakeChannelCredentials(tls_ca);
  if (!credentials.ok()) return credentials.status();
  std::shared_ptr<grpc::Channel> channel =
      grpc::CreateCustomChannel(address, *credentials, auth::ClientChannelArguments());
  return std::unique_ptr<CampaignClient>(new GrpcCampaignClient(channel, token));
}

}  // namespace aprgrid::cli
