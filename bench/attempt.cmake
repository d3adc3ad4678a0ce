# One attempt's cost on a fixed 1-in-N sample of configs/grid-30k.textproto: CPU per attempt by
# phase, and exact test selection's saving as a ratio against the unoptimised path in one run.
aprgrid_bench(attempt_bench SOURCES attempt_bench.cc LIBS aprgrid_repair aprgrid_spec)
target_compile_definitions(attempt_bench PRIVATE APRGRID_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
