# CRF transform prediction (worker/crf): training time on one fold of a 20,000-statement synthetic
# dataset, and top-3 inference latency per statement.
aprgrid_bench(crf_bench SOURCES crf_bench.cc LIBS aprgrid_crf)
