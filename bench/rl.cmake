# Operator-selection micro-benchmark (worker/rl): cost of one Choose + Credit per strategy.
aprgrid_bench(rl_bench SOURCES rl_bench.cc LIBS aprgrid_rl)
