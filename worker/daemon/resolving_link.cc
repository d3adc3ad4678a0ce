#include "worker/daemon/resolving_link.h"

#include <fstream>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "common/logging.h"

namespace aprgrid::worker {

absl::StatusOr<std::string> ReadCoordinatorAddress(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read the address file ", path));
  std::string line;
  std::getline(in, line);
  std::string address(absl::StripAsciiWhitespace(line));
  if (address.empty() || address.find(':') == std::string::npos) {
    return absl::FailedPreconditionError(
        absl::StrCat("the address file ", path, " holds no HOST:PORT"));
  }
  return address;
}

namespace {

// A stream that reports its failures to the resolving link and keeps the link it was opened on.
class ResolvingReportStream : public ReportStream {
 public:
  ResolvingReportStream(ResolvingCoordinatorLink* owner, std::shared_ptr<CoordinatorLink> link,
                        std::unique_ptr<ReportStream> stream)
      : owner_(owner), link_(std::move(link)), stream_(std::move(stream)) {}
  ~ResolvingReportStream() override {
    stream_.reset();  // Before the link it belongs to.
  }
  bool Write(const v1::ReportEvent& event) override { return stream_->Write(event); }
  bool WriteBuffered(const v1::ReportEvent& event) override {
    return stream_->WriteBuffered(event);
  }
  bool WriteLast(const v1::ReportEvent& event) override { return stream_->WriteLast(event); }
  absl::StatusOr<v1::ReportAck> Finish() override {
    absl::StatusOr<v1::ReportAck> ack = stream_->Finish();
    owner_->NoteFailure(ack.status());
    return ack;
  }

 private:
  ResolvingCoordinatorLink* const owner_;
  std::shared_ptr<CoordinatorLink> link_;
  std::unique_ptr<ReportStream> stream_;
};

}  // namespace

absl::StatusOr<std::unique_ptr<ResolvingCoordinatorLink>> ResolvingCoordinatorLink::Create(
    std::string address_file, Factory factory) {
  absl::StatusOr<std::string> address = ReadCoordinatorAddress(address_file);
  if (!address.ok()) return address.status();
  absl::StatusOr<std::unique_ptr<CoordinatorLink>> link = factory(*address);
  if (!link.ok()) return link.status();
  return std::unique_ptr<ResolvingCoordinatorLink>(new ResolvingCoordinatorLink(
      std::move(address_file), std::move(factory), *std::move(address), *std::move(link)));
}

ResolvingCoordinatorLink::ResolvingCoordinatorLink(std::string address_file, Factory factory,
                                                   std::string address,
                                                   std::shared_ptr<CoordinatorLink> link)
    : address_file_(std::move(address_file)),
      factory_(std::move(factory)),
      address_(std::move(address)),
      link_(std::move(link)) {}

std::string ResolvingCoordinatorLink::address() const {
  absl::MutexLock lock(&mu_);
  return address_;
}

std::shared_ptr<CoordinatorLink> ResolvingCoordinatorLink::Current() const {
  absl::MutexLock lock(&mu_);
  return link_;
}

void ResolvingCoordinatorLink::NoteFailure(const absl::Status& status) {
  if (status.ok() || !IsTransient(status)) return;
  absl::StatusOr<std::string> address = ReadCoordinatorAddress(address_file_);
  if (!address.ok()) return;  // Between a coordinator's exit and its successor's start.
  absl::MutexLock lock(&mu_);
  if (*address == address_) return;
  absl::StatusOr<std::unique_ptr<CoordinatorLink>> link = factory_(*address);
  if (!link.ok()) {
    logging::Warning(absl::StrCat("the coordinator moved to ", *address, " (", address_file_,
                                  ") but no link can be made: ", link.status().message()));
    return;
  }
  logging::Info(absl::StrCat("the coordinator moved: ", address_, " -> ", *address, " (read from ",
                             address_file_, ")"));
  address_ = *std::move(address);
  link_ = *std::move(link);
}

template <typename Response, typename Request>
absl::StatusOr<Response> ResolvingCoordinatorLink::Call(
    const Request& request, absl::StatusOr<Response> (CoordinatorLink::*method)(const Request&)) {
  std::shared_ptr<CoordinatorLink> link = Current();
  absl::StatusOr<Response> response = (link.get()->*method)(request);
  NoteFailure(response.status());
  return response;
}

absl::StatusOr<v1::RegisterResponse> ResolvingCoordinatorLink::Register(
    const v1::RegisterRequest& request) {
  return Call(request, &CoordinatorLink::Register);
}

absl::StatusOr<v1::LeaseResponse> ResolvingCoordinatorLink::Lease(const v1::LeaseRequest& request) {
  return Call(request, &CoordinatorLink::Lease);
}

absl::StatusOr<v1::HeartbeatResponse> ResolvingCoordinatorLink::Heartbeat(
    const v1::HeartbeatRequest& request) {
  return Call(request, &CoordinatorLink::Heartbeat);
}

absl::StatusOr<v1::FetchArtefactResponse> ResolvingCoordinatorLink::FetchArtefact(
    const v1::FetchArtefactRequest& request) {
  return Call(request, &CoordinatorLink::FetchArtefact);
}

absl::StatusOr<v1::ReportBatchResponse> ResolvingCoordinatorLink::ReportBatch(
    const v1::ReportBatchRequest& request) {
  return Call(request, &CoordinatorLink::ReportBatch);
}

std::unique_ptr<ReportStream> ResolvingCoordinatorLink::OpenReport(const std::string& worker_id) {
  std::shared_ptr<CoordinatorLink> link = Current();
  std::unique_ptr<ReportStream> stream = link->OpenReport(worker_id);
  return std::make_unique<ResolvingReportStream>(this, std::move(link), std::move(stream));
}

}  // namespace aprgrid::worker
