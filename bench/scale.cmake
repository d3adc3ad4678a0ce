# Coordinator at campaign scale (docs/performance.md, "Coordinator ingest and scale"): a 1,000,000-attempt
# campaign's Submit time, coordinator memory, restart time and database bytes per attempt.
aprgrid_bench(scale_bench
  SOURCES scale_bench.cc
  LIBS aprgrid_sim_worker)
add_dependencies(scale_bench aprgrid-coordinator)
target_compile_definitions(scale_bench PRIVATE APRGRID_SOURCE_DIR_DEFAULT="${PROJECT_SOURCE_DIR}")
