#include "coordinator/server.h"

#include <arpa/inet.h>
#include <grpcpp/ext/proto_server_reflection_plugin.h>
#include <grpcpp/grpcpp.h>
#include <grpcpp/health_check_service_interface.h>
#include <grpcpp/support/server_interceptor.h>
#include <netinet/in.h>
#include <prometheus/exposer.h>
#include <prometheus/registry.h>
#include <sys/socket.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <atomic>
#include <cstdio>
#include <optional>
#include <thread>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/notification.h"
#include "common/auth/grpc_auth.h"
#include "common/auth/grpc_settings.h"
#include "common/auth/token.h"
#include "common/metrics/process_collector.h"
#include "common/spec/subject_catalog.h"
#include "common/store/store.h"
#include "coordinator/coordinator.h"
#include "coordinator/metrics.h"
#include "coordinator/services.h"
#include "coordinator/sqlite_coordinator_store.h"

namespace aprgrid::coordinator {
namespace {

// Splits "HOST:PORT" (HOST may be "[v6]"). Port 0 is allowed.
absl::StatusOr<std::pair<std::string, int>> SplitHostPort(const std::string& address) {
  size_t colon = address.rfind(':');
  int port = 0;
  if (colon == std::string::npos || colon == 0 ||
      !absl::SimpleAtoi(address.substr(colon + 1), &port) || port < 0 || port > 65535) {
    return absl::InvalidArgumentError(absl::StrCat("expected HOST:PORT, got \"", address, "\""));
  }
  return std::make_pair(address.substr(0, colon), port);
}

// Connects to 127.0.0.1:port and closes at once; wakes civetweb's accept loop.
void Poke(int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
  (void)connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr));
  close(fd);
}

// Whether `host` (as in --listen) names the loopback interface only.
bool IsLoopbackHost(std::string host) {
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
    host = host.substr(1, host.size() - 2);
  }
  if (host == "localhost" || host == "::1") return true;
  in_addr v4{};
  return inet_pton(AF_INET, host.c_str(), &v4) == 1 && (ntohl(v4.s_addr) >> 24) == 127;
}

// Refuses a database the coordinator cannot write (a read-only file or folder, a full disk): a
// table created and dropped in one committed transaction, through the store's writer.
absl::Status ProbeWritable(store::Store& store) {
  absl::Status status = store.writer().Execute([](store::SqliteDb& db) {
    return db.Exec("CREATE TABLE aprgrid_write_probe (x); DROP TABLE aprgrid_write_probe");
  });
  if (status.ok()) return status;
  return absl::FailedPreconditionError(
      absl::StrCat("cannot write the database ", store.path(), ": ", status.message()));
}

}  // namespace

struct CoordinatorServer::Impl {
  ServerOptions options;
  CoordinatorMetrics metrics;
  std::unique_ptr<store::Store> store;
  std::unique_ptr<SqliteCoordinatorStore> coordinator_store;
  std::unique_ptr<Coordinator> coordinator;
  std::unique_ptr<auth::BearerTokenVerifier> verifier;
  std::optional<spec::SubjectCatalog> catalog;
  absl::Notification shutting_down;
  std::unique_ptr<CampaignServiceImpl> campaign_service;
  std::unique_ptr<WorkerServiceImpl> worker_service;
  std::unique_ptr<grpc::Server> server;
  std::string grpc_host;
  int grpc_port = 0;
  std::unique_ptr<prometheus::Exposer> exposer;
  std::shared_ptr<::aprgrid::metrics::ProcessCollector>
      process_metrics;  // process_*, aprgrid_build_info.
  std::string metrics_host;
  int metrics_port = 0;
  absl::Notification stop_ticker;
  std::thread ticker;
  bool shut_down = false;
};

CoordinatorServer::CoordinatorServer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

CoordinatorServer::~CoordinatorServer() { Shutdown(); }

std::string CoordinatorServer::grpc_address() const {
  return absl::StrCat(impl_->grpc_host, ":", impl_->grpc_port);
}

std::string CoordinatorServer::metrics_address() const {
  return absl::StrCat(impl_->metrics_host, ":", impl_->metrics_port);
}

const CoordinatorMetrics& CoordinatorServer::metrics() const { return impl_->metrics; }

std::shared_ptr<grpc::Channel> CoordinatorServer::InProcessChannel() const {
  return impl_->server->InProcessChannel(auth::ClientChannelArguments());
}

absl::StatusOr<std::unique_ptr<CoordinatorServer>> CoordinatorServer::Start(
    const ServerOptions& options) {
  if (options.token.empty()) return absl::InvalidArgumentError("a bearer token is required");
  auto grpc_hp = SplitHostPort(options.listen);
  if (!grpc_hp.ok()) return grpc_hp.status();
  auto metrics_hp = SplitHostPort(options.metrics_listen);
  if (!metrics_hp.ok()) return metrics_hp.status();
  auto credentials = auth::MakeServerCredentials(options.tls_cert, options.tls_key);
  if (!credentials.ok()) return credentials.status();

  auto impl = std::make_unique<Impl>();
  Impl& s = *impl;
  s.options = options;
  s.verifier = std::make_unique<auth::BearerTokenVerifier>(options.token);
  if (!options.subjects_dir.empty()) {
    auto catalog = spec::SubjectCatalog::Load(options.subjects_dir);
    if (!catalog.ok()) return catalog.status();
    s.catalog.emplace(std::move(*catalog));
  }

  store::Store::Options store_options;
  // Replies that promise durability force their commit (a Report's or ReportBatch's ack, Submit,
  // Cancel), so the timer only bounds how long the writes nobody waits for (leases, renewals,
  // worker records) stay in an open batch. A long one lets them share the next forced commit:
  // an attempt's row is then written once for its lease and its result instead of twice
  // (docs/performance.md, "Coordinator"). A crash loses at most that window of
  // leases, which the restart's skipped epoch already covers (coordinator.h).
  store_options.writer.max_batch_delay = absl::Milliseconds(200);
  CoordinatorMetrics* metrics = &s.metrics;
  store_options.writer.on_batch = [metrics](const store::BatchStats& stats) {
    metrics->ObserveStoreBatch(absl::ToDoubleSeconds(stats.duration),
                               static_cast<double>(stats.rows));
  };
  auto store = store::Store::Open(options.db_path, store_options);
  if (!store.ok()) {
    return absl::Status(
        store.status().code(),
        absl::StrCat("cannot open the database ", options.db_path, ": ", store.status().message()));
  }
  s.store = std::move(*store);
  if (absl::Status writable = ProbeWritable(*s.store); !writable.ok()) return writable;
  s.coordinator_store = std::make_unique<SqliteCoordinatorStore>(s.store.get());
  CoordinatorOptions coordinator_options;
  coordinator_options.lease_duration_ms = options.lease_duration_ms;
  coordinator_options.heartbeat_interval_ms = options.heartbeat_interval_ms;
  s.coordinator =
      std::make_unique<Coordinator>(s.coordinator_store.get(), &s.metrics, coordinator_options);
  if (absl::Status loaded = s.coordinator->Load(); !loaded.ok()) return loaded;
#ifdef __GLIBC__
  // Load's snapshot of the database (every attempt row, parsed) was freed just now: give that
  // memory back, as Submit does after a large grid (services.cc), instead of keeping the peak.
  malloc_trim(0);
#endif

  ServiceContext context{s.coordinator.get(),  &s.metrics,
                         s.verifier.get(),     s.catalog ? &*s.catalog : nullptr,
                         options.max_attempts, options.hard_max_attempts,
                         &s.shutting_down};
  s.campaign_service = std::make_unique<CampaignServiceImpl>(context);
  s.worker_service = std::make_unique<WorkerServiceImpl>(context);

  grpc::EnableDefaultHealthCheckService(true);
  grpc::reflection::InitProtoReflectionServerBuilderPlugin();
  grpc::ServerBuilder builder;
  auth::ConfigureServerBuilder(builder);
  // The token on every call but health's, whichever service it reaches (reflection included).
  // WorkerService's handlers check it themselves: interception would cost time per Report event.
  std::vector<std::unique_ptr<grpc::experimental::ServerInterceptorFactoryInterface>> interceptors;
  interceptors.push_back(
      auth::MakeBearerInterceptorFactory(s.verifier.get(), {"/aprgrid.v1.WorkerService/"}));
  builder.experimental().SetInterceptorCreators(std::move(interceptors));
  // Keep more idle polling threads than gRPC's default (1..2): with fewer, every burst of calls
  // makes the sync server create threads and every lull destroy them again.
  builder.SetSyncServerOption(grpc::ServerBuilder::SyncServerOption::MIN_POLLERS, 2);
  builder.SetSyncServerOption(grpc::ServerBuilder::SyncServerOption::MAX_POLLERS, 32);
  builder.AddListeningPort(options.listen, *credentials, &s.grpc_port);
  builder.RegisterService(s.campaign_service.get());
  builder.RegisterService(s.worker_service.get());
  s.server = builder.BuildAndStart();
  if (s.server == nullptr || s.grpc_port == 0) {
    return absl::UnavailableError(absl::StrCat("cannot listen on ", options.listen));
  }
  s.grpc_host = grpc_hp->first;
  if (options.tls_cert.empty() && !IsLoopbackHost(s.grpc_host)) {
    std::fprintf(stderr,
                 "aprgrid-coordinator: warning: listening on %s without TLS: the bearer token "
                 "and every result cross the network in clear text (use --tls-cert and "
                 "--tls-key; docs/operations.md)\n",
                 options.listen.c_str());
  }
  s.server->GetHealthCheckService()->SetServingStatus(true);

  try {  // civetweb reports a bind failure by throwing; nothing else here throws.
    s.exposer = std::make_unique<prometheus::Exposer>(options.metrics_listen, 2);
  } catch (const std::exception& e) {
    s.server->Shutdown();
    return absl::UnavailableError(
        absl::StrCat("cannot listen on ", options.metrics_listen, ": ", e.what()));
  }
  s.exposer->RegisterCollectable(s.metrics.registry());
  s.process_metrics = std::make_shared<::aprgrid::metrics::ProcessCollector>("aprgrid-coordinator");
  s.exposer->RegisterCollectable(s.process_metrics);
  std::vector<int> ports = s.exposer->GetListeningPorts();
  s.metrics_port = ports.empty() ? 0 : ports[0];
  s.metrics_host = metrics_hp->first;

  s.coordinator->RefreshGauges();
  Impl* raw = impl.get();
  s.ticker = std::thread([raw] {
    while (!raw->stop_ticker.WaitForNotificationWithTimeout(
        absl::Milliseconds(raw->options.tick_ms))) {
      raw->coordinator->ExpireLeases();
      raw->coordinator->RefreshGauges();
    }
  });
  return std::unique_ptr<CoordinatorServer>(new CoordinatorServer(std::move(impl)));
}

void CoordinatorServer::Shutdown() {
  Impl& s = *impl_;
  if (s.shut_down) return;
  s.shut_down = true;
  s.server->GetHealthCheckService()->SetServingStatus(false);
  s.shutting_down.Notify();
  s.server->Shutdown(std::chrono::system_clock::now() + std::chrono::seconds(5));
  s.stop_ticker.Notify();
  if (s.ticker.joinable()) s.ticker.join();
  (void)s.coordinator_store->Flush();
  s.coordinator.reset();
  s.coordinator_store.reset();
  s.store.reset();  // Flushes and stops the writer.
  // The Exposer's destructor waits up to 2 s in civetweb's poll(); connecting to the port wakes
  // it (docs/toolchain.md, section 8), so shutdown takes milliseconds.
  std::atomic<bool> done{false};
  const int port = s.metrics_port;
  std::thread waker([&done, port] {
    while (!done.load()) {
      Poke(port);
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  });
  s.exposer.reset();
  done.store(true);
  waker.join();
}

}  // namespace aprgrid::coordinator
