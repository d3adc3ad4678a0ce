#include "common/auth/grpc_auth.h"

#include <grpcpp/grpcpp.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "aprgrid/v1/coordinator.grpc.pb.h"
#include "gtest/gtest.h"

namespace aprgrid::auth {
namespace {

// A WorkerService whose Register only checks the bearer token.
class CheckingService final : public v1::WorkerService::Service {
 public:
  explicit CheckingService(std::string token) : verifier_(std::move(token)) {}
  grpc::Status Register(grpc::ServerContext* context, const v1::RegisterRequest*,
                        v1::RegisterResponse* response) override {
    grpc::Status status = CheckBearer(*context, verifier_);
    if (status.ok()) response->set_worker_id("w1");
    return status;
  }

 private:
  BearerTokenVerifier verifier_;
};

struct Server {
  std::unique_ptr<grpc::Server> server;
  int port = 0;
};

Server Start(CheckingService* service, std::shared_ptr<grpc::ServerCredentials> creds) {
  Server s;
  grpc::ServerBuilder builder;
  builder.AddListeningPort("127.0.0.1:0", creds, &s.port);
  builder.RegisterService(service);
  s.server = builder.BuildAndStart();
  return s;
}

grpc::Status CallRegister(std::shared_ptr<grpc::Channel> channel, const char* header) {
  auto stub = v1::WorkerService::NewStub(channel);
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(5));
  if (header != nullptr) context.AddMetadata(kAuthorizationKey, header);
  v1::RegisterRequest request;
  v1::RegisterResponse response;
  return stub->Register(&context, request, &response);
}

TEST(GrpcAuthTest, RefusesMissingAndWrongTokens) {
  CheckingService service("right");
  Server s = Start(&service, grpc::InsecureServerCredentials());
  ASSERT_NE(s.server, nullptr);
  auto channel = grpc::CreateChannel("127.0.0.1:" + std::to_string(s.port),
                                     grpc::InsecureChannelCredentials());
  EXPECT_EQ(CallRegister(channel, nullptr).error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(CallRegister(channel, "Bearer wrong").error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(CallRegister(channel, "right").error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_TRUE(CallRegister(channel, "Bearer right").ok());

  // AttachBearer produces the accepted form.
  auto stub = v1::WorkerService::NewStub(channel);
  grpc::ClientContext context;
  AttachBearer(&context, "right");
  v1::RegisterResponse response;
  EXPECT_TRUE(stub->Register(&context, v1::RegisterRequest(), &response).ok());
  EXPECT_EQ(response.worker_id(), "w1");
  s.server->Shutdown();
}

TEST(GrpcAuthTest, ServerCredentialsNeedBothFiles) {
  EXPECT_FALSE(MakeServerCredentials("cert.pem", "").ok());
  EXPECT_EQ(MakeServerCredentials("/nonexistent.pem", "/nonexistent.key").status().code(),
            absl::StatusCode::kNotFound);
  EXPECT_TRUE(MakeServerCredentials("", "").ok());
  EXPECT_TRUE(MakeChannelCredentials("").ok());
}

TEST(GrpcAuthTest, TlsRoundTripWithSelfSignedCertificate) {
  const char* tmp = std::getenv("TMPDIR");
  std::string dir = std::string(tmp ? tmp : "/tmp") + "/aprgrid_tls_" + std::to_string(getpid());
  std::string cmd = "mkdir -p " + dir + " && openssl req -x509 -newkey rsa:2048 -nodes -days 1 " +
                    "-subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 " +
                    "-keyout " + dir + "/key.pem -out " + dir + "/cert.pem >/dev/null 2>&1";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  auto server_creds = MakeServerCredentials(dir + "/cert.pem", dir + "/key.pem");
  ASSERT_TRUE(server_creds.ok()) << server_creds.status();
  CheckingService service("t");
  Server s = Start(&service, *server_creds);
  ASSERT_NE(s.server, nullptr);
  auto channel_creds = MakeChannelCredentials(dir + "/cert.pem");
  ASSERT_TRUE(channel_creds.ok());
  auto tls = grpc::CreateChannel("127.0.0.1:" + std::to_string(s.port), *channel_creds);
  EXPECT_TRUE(CallRegister(tls, "Bearer t").ok());
  // A plaintext client cannot talk to the TLS port.
  auto plain = grpc::CreateChannel("127.0.0.1:" + std::to_string(s.port),
                                   grpc::InsecureChannelCredentials());
  EXPECT_EQ(CallRegister(plain, "Bearer t").error_code(), grpc::StatusCode::UNAVAILABLE);
  s.server->Shutdown();
  std::system(("rm -rf " + dir).c_str());
}

// A key file others can read is refused as a token file is; a key of another certificate is
// reported as a mismatch (gRPC itself only fails to bind the port).
TEST(GrpcAuthTest, TlsKeyFileModeAndMismatchAreReported) {
  const char* tmp = std::getenv("TMPDIR");
  const std::string dir =
      std::string(tmp ? tmp : "/tmp") + "/aprgrid_tls_keys_" + std::to_string(getpid());
  const std::string make = "mkdir -p " + dir + " && cd " + dir +
                           " && openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=a "
                           "-keyout a.key -out a.pem >/dev/null 2>&1 && openssl req -x509 "
                           "-newkey rsa:2048 -nodes -days 1 -subj /CN=b -keyout b.key -out b.pem "
                           ">/dev/null 2>&1 && chmod 600 a.key b.key";
  ASSERT_EQ(std::system(make.c_str()), 0);
  EXPECT_TRUE(MakeServerCredentials(dir + "/a.pem", dir + "/a.key").ok());

  const absl::Status mismatch = MakeServerCredentials(dir + "/a.pem", dir + "/b.key").status();
  EXPECT_EQ(mismatch.message(),
            "the TLS key " + dir + "/b.key does not match the certificate " + dir + "/a.pem");

  ASSERT_EQ(chmod((dir + "/a.key").c_str(), 0644), 0);
  const absl::Status open = MakeServerCredentials(dir + "/a.pem", dir + "/a.key").status();
  EXPECT_EQ(open.code(), absl::StatusCode::kPermissionDenied);
  EXPECT_EQ(open.message(), "TLS key file " + dir +
                                "/a.key is accessible by group or others; run: chmod 600 " + dir +
                                "/a.key");
  std::system(("rm -rf " + dir).c_str());
}

}  // namespace
}  // namespace aprgrid::auth
