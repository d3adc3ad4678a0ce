#include "tests/harness/test_certificates.h"

#include <sys/stat.h>

#include <fstream>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tests/harness/daemon_process.h"

namespace aprgrid::harness {
namespace {

absl::Status MustRun(const std::vector<std::string>& argv) {
  absl::StatusOr<CommandResult> result = RunCommand(argv, absl::Seconds(60));
  if (!result.ok()) return result.status();
  if (result->exit.exit_code != 0) {
    return absl::InternalError(
        absl::StrCat(absl::StrJoin(argv, " "), " failed:\n", result->output));
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<TestCertificates> MakeTestCertificates(const std::string& dir) {
  auto path = [&](const std::string& name) { return dir + "/" + name; };
  for (const char* ca : {"ca", "other-ca"}) {
    if (absl::Status s =
            MustRun({"openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                     "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
                     path(absl::StrCat(ca, ".key")), "-out", path(absl::StrCat(ca, ".pem")),
                     "-days", "2", "-subj", absl::StrCat("/CN=aprgrid test ", ca)});
        !s.ok()) {
      return s;
    }
  }
  if (absl::Status s = MustRun(
          {"openssl", "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
           "-keyout", path("server.key"), "-out", path("server.csr"), "-subj", "/CN=127.0.0.1"});
      !s.ok()) {
    return s;
  }
  std::ofstream(path("server.ext")) << "subjectAltName = IP:127.0.0.1, DNS:localhost\n";
  if (absl::Status s = MustRun({"openssl", "x509", "-req", "-in", path("server.csr"), "-CA",
                                path("ca.pem"), "-CAkey", path("ca.key"), "-CAcreateserial", "-out",
                                path("server.pem"), "-days", "2", "-extfile", path("server.ext")});
      !s.ok()) {
    return s;
  }
  chmod(path("server.key").c_str(), 0600);
  return TestCertificates{path("ca.pem"), path("other-ca.pem"), path("server.pem"),
                          path("server.key")};
}

}  // namespace aprgrid::harness
