# The GP repair engine (worker/repair): variant evaluations per second, one full attempt on the
# median bug, and the fitness cache's effect as a ratio.
aprgrid_bench(repair_bench SOURCES repair_bench.cc LIBS aprgrid_repair)
target_compile_definitions(repair_bench PRIVATE APRGRID_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
