// Transport settings both ends of aprgrid's gRPC connections must agree on: keepalive (so that a
// worker's pings are never counted as abuse by the coordinator) and message size limits.
// docs/protocol.md ("Transport") explains the values.
#ifndef APRGRID_COMMON_AUTH_GRPC_SETTINGS_H_
#define APRGRID_COMMON_AUTH_GRPC_SETTINGS_H_

#include <memory>
#include <string>

namespace grpc {
class Channel;
class ChannelArguments;
class ServerBuilder;
}  // namespace grpc

namespace aprgrid::auth {

// Clients ping an idle connection every 20 s and drop it if no ack comes within 10 s.
inline constexpr int kClientKeepaliveTimeMs = 20000;
inline constexpr int kKeepaliveTimeoutMs = 10000;
// The server accepts pings as often as every 10 s (half the client's period, so scheduling
// jitter never earns a ping strike) and pings idle clients every 60 s itself.
inline constexpr int kServerMinPingIntervalMs = 10000;
inline constexpr int kServerKeepaliveTimeMs = 60000;
// Clients retry a lost connection after 200 ms, backing off to at most 2 s.
inline constexpr int kReconnectBackoffMinMs = 200;
inline constexpr int kReconnectBackoffMaxMs = 2000;
// Largest message either side accepts: 4 MiB requests (a patch diff or a CRF model), 16 MiB
// responses (Get with per-cell progress of a large campaign).
inline constexpr int kMaxRequestBytes = 4 << 20;
inline constexpr int kMaxResponseBytes = 16 << 20;

// Keepalive and size settings for a client channel.
grpc::ChannelArguments ClientChannelArguments();

// Keepalive and size settings for a server.
void ConfigureServerBuilder(grpc::ServerBuilder& builder);

}  // namespace aprgrid::auth

#endif  // APRGRID_COMMON_AUTH_GRPC_SETTINGS_H_
