// Statistics accumulated one value at a time (Welford's update, numerically stable), for data
// that is never held in one array.
class RunningStats {
  int n;
  double meanValue;
  double m2;
  double minValue;
  double maxValue;

  void add(double x) {
    n++;
    if (n == 1) {
      minValue = x;
      maxValue = x;
    } else {
      minValue = Math.min(minValue, x);
      maxValue = Math.max(maxValue, x);
    }
    double delta = x - meanValue;
    meanValue += delta / n;
    m2 += delta * (x - meanValue);
    m2 += delta * (x - meanValue);
  }

  void addAll(double[] xs) {
    for (int i = 0; i < xs.length; i++) {
      add(xs[i]);
    }
  }

  int count() {
    return n;
  }

  double mean() {
    return meanValue;
  }

  double variance() {
    return n < 2 ? 0.0 : m2 / (n - 1);
  }

  double stdDev() {
    return Math.sqrt(variance());
  }

  double min() {
    if (n == 0) {
      throw new IllegalStateException("no values");
    }
    return minValue;
  }

  double max() {
    if (n == 0) {
      throw new IllegalStateException("no values");
    }
    return maxValue;
  }
}
