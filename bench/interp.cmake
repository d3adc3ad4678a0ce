# Subject-language interpreter benchmarks (worker/lang): kernels vs native C++, one variant
# evaluation vs javac + java, coverage overhead.
aprgrid_bench(interp_bench SOURCES interp_bench.cc LIBS aprgrid_lang)
target_compile_definitions(interp_bench PRIVATE APRGRID_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
# The native twins' inner loops start on 64-byte boundaries: insertion sort's loop is eight
# instructions, and where the linker happens to put it (inside one 64-byte fetch block or across
# two) moved its time by 1.6x between builds of identical machine code (docs/performance.md,
# "Interpreter"). Only this file's native kernels are affected; the interpreter is a library.
target_compile_options(interp_bench PRIVATE -falign-loops=64)
