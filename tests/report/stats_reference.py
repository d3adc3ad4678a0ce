#!/usr/bin/python3
"""Checks common/stats against scipy on the fixed cases of stats_cases.txt.

Runs stats_reference_tool (the C++ side) on the cases, computes every figure again here with
scipy (python3-scipy; Debian 12 ships 1.10) and fails if any differs by more than:
  - 1e-6 for p-values,
  - 1e-9 for point estimates (statistics, interval ends, A12, survival, Holm-adjusted values),
  - 0.01 for bootstrap interval ends of a mean (values in [-1, 1]) and 0.1 for those of a ratio
    (values near 6), which are Monte Carlo estimates: the C++ side draws with common/random.h,
    scipy with numpy's generator, so they agree only up to resampling error (about 0.3% of the
    value here at 10,000 resamples).
scipy 1.10 has no log-rank test or Kaplan-Meier estimator (both arrived in 1.11); for those the
reference below is a separate numpy implementation written from the textbook formulas, with the
chi-square tail from scipy.

usage: stats_reference.py TOOL CASES
"""
import subprocess
import sys
import warnings

import numpy as np
from scipy import stats

P_TOL = 1e-6
POINT_TOL = 1e-9
BOOTSTRAP_TOL = 0.01
BOOTSTRAP_RESAMPLES = 10000


def parse_cases(path):
    cases = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            fields = line.split('|')
            kind, name = fields[0].split()
            cases.append((kind, name, [[float(v) for v in x.split()] for x in fields[1:]]))
    return cases


def wilcoxon(x, y):
    d = np.array(x) - np.array(y)
    nonzero = d[d != 0]
    if len(nonzero) == 0:
        return {'statistic': (0.0, POINT_TOL), 'p': (1.0, P_TOL), 'exact': (0.0, 0)}
    ties = len(np.unique(np.abs(nonzero))) < len(nonzero)
    exact = not ties and len(nonzero) == len(d) and len(d) <= 50
    res = stats.wilcoxon(x, y, zero_method='wilcox', correction=True,
                         method='exact' if exact else 'approx')
    return {'statistic': (res.statistic, POINT_TOL), 'p': (res.pvalue, P_TOL),
            'exact': (1.0 if exact else 0.0, 0)}


def logrank(ta, ea, tb, eb):
    times = np.concatenate([ta, tb])
    events = np.concatenate([ea, eb]).astype(bool)
    group_a = np.concatenate([np.ones(len(ta)), np.zeros(len(tb))]).astype(bool)
    o_minus_e = 0.0
    var = 0.0
    for t in np.unique(times[events]):
        at_risk = times >= t
        n = at_risk.sum()
        n_a = (at_risk & group_a).sum()
        d = (events & (times == t)).sum()
        d_a = (events & (times == t) & group_a).sum()
        o_minus_e += d_a - d * n_a / n
        if n > 1:
            var += d * (n_a / n) * (1 - n_a / n) * (n - d) / (n - 1)
    if var <= 0:
        return {'statistic': (0.0, POINT_TOL), 'p': (1.0, P_TOL)}
    chi = o_minus_e ** 2 / var
    return {'statistic': (chi, POINT_TOL), 'p': (stats.chi2.sf(chi, 1), P_TOL)}


def kaplan_meier(times, events):
    times = np.array(times)
    events = np.array(events).astype(bool)
    out = {}
    s = 1.0
    event_times = np.unique(times[events])
    for t in event_times:
        s *= 1 - (events & (times == t)).sum() / (times >= t).sum()
        out['at_%.17g' % t] = (s, POINT_TOL)
    out['steps'] = (float(len(event_times)), 0)
    return out


def holm(p):
    p = np.array(p)
    m = len(p)
    order = np.argsort(p, kind='stable')
    scaled = np.minimum(1.0, (m - np.arange(m)) * p[order])
    adjusted = np.empty(m)
    adjusted[order] = np.maximum.accumulate(scaled)
    return {'p%d' % i: (v, POINT_TOL) for i, v in enumerate(adjusted)}


def reference(kind, f):
    if kind == 'wilson':
        k, n = int(f[0][0]), int(f[0][1])
        ci = stats.binomtest(k, n).proportion_ci(0.95, method='wilson')
        return {'low': (ci.low, POINT_TOL), 'high': (ci.high, POINT_TOL)}
    if kind == 'wilcoxon':
        return wilcoxon(f[0], f[1])
    if kind == 'mcnemar':
        b, c = int(f[0][0]), int(f[0][1])
        p = 1.0 if b + c == 0 else stats.binomtest(b, b + c, 0.5).pvalue
        return {'p': (p, P_TOL)}
    if kind == 'a12':
        u = stats.mannwhitneyu(f[0], f[1]).statistic
        return {'a12': (u / (len(f[0]) * len(f[1])), POINT_TOL)}
    if kind == 'logrank':
        return logrank(*[np.array(x) for x in f])
    if kind == 'km':
        return kaplan_meier(f[0], f[1])
    if kind == 'holm':
        return holm(f[0])
    if kind == 'bootstrap':
        values = np.array(f[0])
        if np.all(values == values[0]):
            return {'low': (values[0], POINT_TOL), 'high': (values[0], POINT_TOL)}
        res = stats.bootstrap((values,), np.mean, n_resamples=BOOTSTRAP_RESAMPLES,
                              confidence_level=0.95, method='percentile', random_state=1)
        ci = res.confidence_interval
        return {'low': (ci.low, BOOTSTRAP_TOL), 'high': (ci.high, BOOTSTRAP_TOL)}
    if kind == 'ratio':
        res = stats.bootstrap((np.array(f[0]), np.array(f[1])),
                              lambda top, bottom: top.sum() / bottom.sum(), paired=True,
                              vectorized=False, n_resamples=BOOTSTRAP_RESAMPLES,
                              confidence_level=0.95, method='percentile', random_state=1)
        ci = res.confidence_interval
        return {'low': (ci.low, BOOTSTRAP_TOL * 10), 'high': (ci.high, BOOTSTRAP_TOL * 10)}
    raise ValueError('unknown kind ' + kind)


def main():
    # scipy warns that n < 10 is small for the normal approximation; we compare, not judge.
    warnings.simplefilter('ignore', UserWarning)
    tool, cases_path = sys.argv[1], sys.argv[2]
    output = subprocess.run([tool, cases_path], check=True, capture_output=True, text=True).stdout
    ours = {}
    for line in output.splitlines():
        name, key, value = line.split()
        ours[(name, key)] = float(value)
    failures = 0
    checked = 0
    cases = parse_cases(cases_path)
    names = [name for _, name, _ in cases]
    if len(set(names)) != len(names):
        print('case names must be unique: %s' % sorted(n for n in names if names.count(n) > 1))
        return 1
    for kind, name, fields in cases:
        expected = reference(kind, fields)
        keys = set(expected) | {k for (n, k) in ours if n == name}
        for key in sorted(keys):
            got = ours.get((name, key))
            want = expected.get(key)
            if got is None or want is None:
                print('MISSING %s %s: ours %s, scipy %s' % (name, key, got, want))
                failures += 1
                continue
            value, tol = want
            ok = abs(got - value) <= tol
            checked += 1
            print('%-4s %-8s %-16s %-10s ours %.12g scipy %.12g' %
                  ('ok' if ok else 'FAIL', kind, name, key, got, value))
            failures += 0 if ok else 1
    print('%d figures checked, %d failures' % (checked, failures))
    return 1 if failures or checked == 0 else 0


if __name__ == '__main__':
    sys.exit(main())
