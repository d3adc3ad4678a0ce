# End to end (docs/performance.md, "Service overhead"): campaigns through `aprgrid local` with 2
# workers against the same attempts run back-to-back in one process without the service (this binary
# re-run as that loop; see the header of e2e_bench.cc). APRGRID_BENCH_CASES=smoke,short,large and
# APRGRID_BENCH_REPEATS pick what runs.
aprgrid_bench(e2e_bench
  SOURCES e2e_bench.cc
  LIBS aprgrid_worker_builtin aprgrid_spec)
target_compile_definitions(e2e_bench PRIVATE
  APRGRID_CLI_PATH="$<TARGET_FILE:aprgrid>"
  APRGRID_BENCH_SUBJECTS="${PROJECT_SOURCE_DIR}/subjects"
  APRGRID_BENCH_SMOKE_SPEC="${PROJECT_SOURCE_DIR}/configs/smoke.textproto")
add_dependencies(e2e_bench aprgrid)
