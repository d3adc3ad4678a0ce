#!/usr/bin/env bash
# Installs every Debian package that aprgrid's build, tests and deployment need.
# Idempotent: safe to run again; it only asks apt for what is missing.
# REQUIRES: Debian 12, root (or sudo), network access to Debian's mirrors (and the npm registry,
# which tests/node uses separately).
set -euo pipefail

packages=(
  # build
  build-essential cmake ninja-build pkg-config git clang-format
  libgrpc++-dev libgrpc-dev protobuf-compiler-grpc libprotobuf-dev protobuf-compiler
  libabsl-dev prometheus-cpp-dev libsqlite3-dev sqlite3
  libgtest-dev libgmock-dev libbenchmark-dev liblbfgs-dev libssl-dev
  # operations: one flag parser and one logger for every binary (common/flags, common/logging);
  # dpkg-dev for CPack's .deb (dpkg-shlibdeps)
  libcli11-dev libspdlog-dev dpkg-dev
  # tests: differential oracle for the subject language, cluster and metrics services
  openjdk-17-jdk-headless
  slurm-wlm slurmctld slurmd slurm-client munge
  prometheus
  curl ca-certificates procps
  # tests/harness: fake exporter and PromQL extraction (python3, YAML), free-port checks (ss)
  python3 python3-yaml iproute2
  # tests/report: scipy as the independent reference for common/stats; headless Chromium renders
  # the HTML report
  python3-scipy python3-numpy chromium
  # clang passes: thread-safety analysis (scripts/check-thread-safety.sh) and the libFuzzer
  # targets with ASan/UBSan (scripts/fuzz.sh)
  clang-14 libclang-rt-14-dev
  # LLVM's linker: both builds link with it when present (cmake/AprgridOptions.cmake)
  lld
)

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
# Node.js (for the cross-language gRPC client test) may come from Debian or already be present.
if ! command -v node >/dev/null 2>&1; then missing+=(nodejs); fi
if ! command -v npm >/dev/null 2>&1; then missing+=(npm); fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "install-deps: all packages present"
fi
