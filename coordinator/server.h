// CoordinatorServer: everything aprgrid-coordinator runs, wired together — the results store, the
// Coordinator state machine, the gRPC server (services, health, reflection), the /metrics
// endpoint and the ticker that expires leases. main.cc parses flags and calls Start; tests and
// benchmarks start one in-process.
//
// Thread-safety: Start, then any thread may call the accessors; Shutdown once (the destructor
// calls it if needed).
#ifndef APRGRID_COORDINATOR_SERVER_H_
#define APRGRID_COORDINATOR_SERVER_H_

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/statusor.h"

namespace grpc {
class Channel;
}  // namespace grpc

namespace aprgrid::coordinator {

class CoordinatorMetrics;

struct ServerOptions {
  std::string listen = "127.0.0.1:7400";          // gRPC; port 0 picks a free port.
  std::string metrics_listen = "127.0.0.1:9400";  // Prometheus /metrics; port 0 as well.
  std::string db_path = "aprgrid-results.db";
  std::string token;     // REQUIRES: non-empty.
  std::string tls_cert;  // PEM; with tls_key, serve TLS.
  std::string tls_key;
  std::string subjects_dir;        // Subject catalog for Submit; empty: bug ids taken as given.
  uint64_t max_attempts = 100000;  // Grid cap that Submit's force lifts.
  // Attempts a campaign may name whatever force says (counted before expanding).
  uint64_t hard_max_attempts = 10000000;
  int64_t lease_duration_ms = 60000;
  int64_t heartbeat_interval_ms = 15000;
  int64_t tick_ms = 500;  // How often leases are checked for expiry and gauges refreshed.
};

class CoordinatorServer {
 public:
  static absl::StatusOr<std::unique_ptr<CoordinatorServer>> Start(const ServerOptions& options);
  ~CoordinatorServer();

  // "HOST:PORT" actually bound (the chosen port when 0 was asked for).
  std::string grpc_address() const;
  std::string metrics_address() const;
  const CoordinatorMetrics& metrics() const;

  // A channel to this server for clients in the same process (such as `aprgrid local`'s workers,
  // which do not use it yet: docs/performance.md, "Service overhead"): gRPC's in-process
  // transport, so calls cost no socket and no HTTP/2 framing. The calls reach the same services as
  // over the network, with the same token checks (callers still attach the token). Calls fail
  // once Shutdown has begun.
  std::shared_ptr<grpc::Channel> InProcessChannel() const;

  // Health NOT_SERVING, Watch streams ended, in-flight RPCs finished (up to 5 s, then cancelled),
  // store flushed and closed, /metrics stopped. Idempotent.
  void Shutdown();

 private:
  struct Impl;
  explicit CoordinatorServer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_SERVER_H_
