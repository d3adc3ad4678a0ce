// Descriptive statistics over double arrays. Methods that need a value throw
// IllegalArgumentException for a null or empty array; the input is never modified.
class Stats {
  static void requireValues(double[] values) {
    if (values == null || values.length == 0) {
      throw new IllegalArgumentException("no values");
    }
  }

  static double sum(double[] values) {
    double total = 0.0;
    for (int i = 0; i < values.length; i++) {
      total += values[i];
    }
    return total;
  }

  static double mean(double[] values) {
    requireValues(values);
    return sum(values) / values.length;
  }

  static double min(double[] values) {
    requireValues(values);
    double m = values[0];
    for (int i = 1; i < values.length; i++) {
      if (values[i] < m) {
        m = values[i];
      }
    }
    return m;
  }

  static double max(double[] values) {
    requireValues(values);
    double m = values[0];
    for (int i = 1; i < values.length; i++) {
      if (values[i] > m) {
        m = values[i];
      }
    }
    return m;
  }

  static double range(double[] values) {
    return max(values) - min(values);
  }

  // Sample variance (divides by n - 1); a single value has variance 0.
  static double variance(double[] values) {
    requireValues(values);
    if (values.length == 1) {
      return 0.0;
    }
    double m = mean(values);
    double squares = 0.0;
    for (int i = 0; i < values.length; i++) {
      double d = values[i] - m;
      squares += d * d;
    }
    return squares / (values.length - 1);
  }

  static double stdDev(double[] values) {
    return Math.sqrt(variance(values));
  }

  static double coefficientOfVariation(double[] values) {
    double sd = stdDev(values);
    return sd / mean(values);
  }

  static double meanAbsoluteDeviation(double[] values) {
    requireValues(values);
    double m = mean(values);
    double total = 0.0;
    for (int i = 0; i < values.length; i++) {
      total += Math.abs(values[i] - m);
    }
    return total / values.length;
  }

  // z-scores; a constant array maps to zeros.
  static double[] normalize(double[] values) {
    double m = mean(values);
    double sd = stdDev(values);
    double[] out = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = sd == 0.0 ? 0.0 : (values[i] - m) / sd;
    }
    return out;
  }

  // A sorted copy (insertion sort: the arrays are small).
  static double[] sorted(double[] values) {
    double[] s = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      double v = values[i];
      int j = i - 1;
      while (j >= 0 && s[j] > v) {
        s[j + 1] = s[j];
        j--;
      }
      s[j + 1] = v;
    }
    return s;
  }

  static double median(double[] values) {
    requireValues(values);
    double[] s = sorted(values);
    int mid = s.length / 2;
    if (s.length % 2 == 0) {
      return (s[mid - 1] + s[mid]) / 2.0;
    }
    return s[mid];
  }

  // Nearest-rank percentile, p in [0, 100].
  static double percentile(double[] values, double p) {
    requireValues(values);
    if (p < 0.0 || p > 100.0) {
      throw new IllegalArgumentException("percentile out of range: " + p);
    }
    double[] s = sorted(values);
    int rank = (int) Math.ceil(p / 100.0 * s.length);
    if (rank < 1) {
      rank = 1;
    }
    return s[rank - 1];
  }

  static int countAbove(double[] values, double threshold) {
    int count = 0;
    for (int i = 0; i < values.length; i++) {
      if (values[i] > threshold) {
        count++;
      }
    }
    return count;
  }

  static int countBelow(double[] values, double threshold) {
    int count = 0;
    for (int i = 0; i < values.length; i++) {
      if (values[i] < threshold) {
        count++;
      }
    }
    return count;
  }
}
// Developer tests added with the fix of mathx-1.
class Mathx1Test {
  @Test
  public void constantValuesGiveZeros() {
    double[] z = Stats.normalize(new double[] {2.0, 2.0, 2.0});
    Assert.assertEquals(0.0, z[0], 1e-12);
    Assert.assertEquals(0.0, z[2], 1e-12);
  }

  @Test
  public void singleValueGivesZero() {
    Assert.assertEquals(0.0, Stats.normalize(new double[] {7.5})[0], 1e-12);
  }

  @Test
  public void symmetricValues() {
    double[] z = Stats.normalize(new double[] {1.0, 3.0});
    Assert.assertEquals(-z[1], z[0], 1e-12);
  }

  @Test
  public void spreadValues() {
    double[] z = Stats.normalize(new double[] {1.0, 4.0, 7.0});
    Assert.assertEquals(-1.0, z[0], 1e-12);
    Assert.assertEquals(0.0, z[1], 1e-12);
    Assert.assertEquals(1.0, z[2], 1e-12);
  }
}
