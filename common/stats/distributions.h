// Tail probabilities of the distributions the tests in common/stats need: the standard normal and
// the chi-square with one degree of freedom. Double precision via std::erfc; pure functions,
// thread-safe.
#ifndef APRGRID_COMMON_STATS_DISTRIBUTIONS_H_
#define APRGRID_COMMON_STATS_DISTRIBUTIONS_H_

namespace aprgrid::stats {

// P(Z > z) for a standard normal Z.
double NormalSf(double z);

// P(X > x) for X chi-square with one degree of freedom; 1 for x <= 0.
double ChiSquare1Sf(double x);

// The standard normal's 0.975 quantile, the z of a two-sided 95% interval.
inline constexpr double kZ95 = 1.959963984540054;

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_DISTRIBUTIONS_H_
