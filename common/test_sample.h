// How much of a large sample a test walks. Some unit tests check a property over a large sample
// (several benchmark bugs, hundreds of random genomes or generated programs). The plain build walks
// all of it; a build under AddressSanitizer, where the same work runs 5-20x slower, walks a part:
// that run exists to find memory errors, which a part of the sample still exercises
// (CONTRIBUTING.md, "Tests"). Such tests go in executables registered with SAMPLED
// (cmake/AprgridTesting.cmake), which the test command's plain build keeps, so that CI walks
// every sample in full once.
#ifndef APRGRID_COMMON_TEST_SAMPLE_H_
#define APRGRID_COMMON_TEST_SAMPLE_H_

namespace aprgrid::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

// `full` in a plain build; `full / divisor` (at least 1) under AddressSanitizer.
inline constexpr int SampleSize(int full, int divisor) {
  if (!kUnderAddressSanitizer) return full;
  return full / divisor > 0 ? full / divisor : 1;
}

}  // namespace aprgrid::testing

#endif  // APRGRID_COMMON_TEST_SAMPLE_H_
