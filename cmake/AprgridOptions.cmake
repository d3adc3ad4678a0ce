# Compiler flags shared by every aprgrid target.
add_compile_options(-Wall -Wextra)
# Without debug information a clean build compiles about a third faster (docs/performance.md,
# "Build time"); the test command builds this way, since no test reads debug information.
if(NOT APRGRID_DEBUG_INFO)
  add_compile_options(-g0)
endif()
# lld links the test executables several times faster than GNU ld, most of all the sanitizer
# build's, whose objects carry full debug information (docs/performance.md, "Build time").
if(APRGRID_LLD)
  find_program(APRGRID_LLD_PROGRAM NAMES ld.lld)
  if(APRGRID_LLD_PROGRAM)
    add_link_options(-fuse-ld=lld)
  else()
    message(STATUS "ld.lld not found: linking with the compiler's default linker")
  endif()
endif()
if(APRGRID_WERROR)
  add_compile_options(-Werror)
endif()
if(APRGRID_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
if(APRGRID_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "APRGRID_FUZZ=ON needs clang (e.g. CXX=clang++-14); scripts/fuzz.sh sets it")
  endif()
  # Every library the fuzzers link gets libFuzzer's coverage instrumentation and the sanitizers;
  # only the fuzzer executables link libFuzzer itself (tests/fuzz/CMakeLists.txt).
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
if(APRGRID_THREAD_SAFETY)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "APRGRID_THREAD_SAFETY=ON needs clang (e.g. CXX=clang++-14)")
  endif()
  # The lock annotations (ABSL_GUARDED_BY, ...) checked as every file compiles; the same flags
  # scripts/check-thread-safety.sh passes, which then skips the files compiled this way.
  add_compile_options(-Wthread-safety -Werror=thread-safety)
endif()
