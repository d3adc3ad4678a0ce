# Coordinator (docs/performance.md, "Coordinator"): ingest throughput, scheduling overhead per
# attempt (vs a SLURM job array when bench/slurm_array_overhead.sh can run), and lease latency under
# a fan-in of up to 10,000 workers (an asynchronous client, fanin_client.h).
aprgrid_bench(coordinator_bench
  SOURCES coordinator_bench.cc coordinator_bench_server.cc coordinator_bench_store.cc
          coordinator_fanin_bench.cc fanin_client.cc
  LIBS aprgrid_sim_worker aprgrid_store aprgrid_store_test_util absl::str_format)
add_dependencies(coordinator_bench aprgrid-coordinator)
# The SLURM comparison runs bench/slurm_array_overhead.sh from the source tree.
target_compile_definitions(coordinator_bench PRIVATE
                           APRGRID_SOURCE_DIR_DEFAULT="${PROJECT_SOURCE_DIR}")

# The fan-in client against a real coordinator, in a few seconds (BM_FanIn runs it for minutes).
aprgrid_test(fanin_client_test
  SOURCES fanin_client_test.cc fanin_client.cc coordinator_bench_server.cc
  LIBS aprgrid_sim_worker
  LABELS integration)
add_dependencies(fanin_client_test aprgrid-coordinator)
