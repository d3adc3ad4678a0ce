# Subject-language interpreter benchmarks (worker/lang): kernels vs native C++, one variant
# evaluation vs javac + java, coverage overhead.
aprgrid_bench(interp_bench SOURCES interp_bench.cc LIBS aprgrid_lang)
target_compile_definitions(interp_bench PRIVATE APRGRID_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
