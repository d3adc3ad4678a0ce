# CRF-guided repair (docs/crf-prior.md): CRF_PRIOR against UNIFORM attempt time on the same bugs and
# seeds, and the CRF lookup's share of a CRF_PRIOR attempt.
aprgrid_bench(crf_prior_bench SOURCES crf_prior_bench.cc LIBS aprgrid_repair aprgrid_spec aprgrid_crf)
target_compile_definitions(crf_prior_bench PRIVATE APRGRID_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
