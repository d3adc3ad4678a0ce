/**
 * A chart axis: from a data range and a maximum number of ticks, picks a "nice" tick step (1, 2 or
 * 5 times a power of ten), a lower and an upper bound on multiples of the step, and tick labels.
 */
public class AxisScale {
  private final int maxTicks;
  private final double lower;
  private final double upper;
  private final double step;

  /** Throws IllegalArgumentException when maxTicks < 2 or min > max. */
  public AxisScale(double min, double max, int maxTicks) {
    if (maxTicks < 2) {
      throw new IllegalArgumentException("need at least two ticks");
    }
    if (min > max) {
      throw new IllegalArgumentException("min > max");
    }
    this.maxTicks = maxTicks;
    double span = max - min;
    if (span == 0.0) {
      // A single value still gets a visible axis around it.
      span = Math.max(Math.abs(min), 1.0);
      min = min - span / 2.0;
      max = max + span / 2.0;
    }
    double range = niceNumber(span, false);
    step = niceNumber(range / (maxTicks - 1), true);
    lower = Math.floor(min / step) * step;
    upper = Math.ceil(max / step) * step;
  }

  /** 1, 2, 5 or 10 times a power of ten near value: rounded when round, else at least value. */
  public static double niceNumber(double value, boolean round) {
    if (value <= 0.0) {
      throw new IllegalArgumentException("not positive: " + value);
    }
    double magnitude = 1.0;
    while (magnitude * 10.0 <= value) {
      magnitude = magnitude * 10.0;
    }
    while (magnitude > value) {
      magnitude = magnitude / 10.0;
    }
    double fraction = value / magnitude;
    double nice;
    if (round) {
      if (fraction < 1.5) {
        nice = 1.0;
      } else if (fraction < 3.0) {
        nice = 2.0;
      } else if (fraction < 7.0) {
        nice = 5.0;
      } else {
        nice = 10.0;
      }
    } else {
      if (fraction <= 1.0) {
        nice = 1.0;
      } else if (fraction <= 2.0) {
        nice = 2.0;
      } else if (fraction <= 5.0) {
        nice = 5.0;
      } else {
        nice = 10.0;
      }
    }
    return nice * magnitude;
  }

  public double getLower() {
    return lower;
  }

  public double getUpper() {
    return upper;
  }

  public double getStep() {
    return step;
  }

  public int getMaxTicks() {
    return maxTicks;
  }

  /** Number of ticks from lower to upper inclusive. */
  public int tickCount() {
    return (int) Math.floor((upper - lower) / step + 0.5) + 1;
  }

  public double[] ticks() {
    int n = tickCount();
    double[] result = new double[n];
    for (int i = 0; i < n; i++) {
      result[i] = lower + i * step;
    }
    return result;
  }

  /** Fraction digits the labels need so that adjacent ticks print differently. */
  public int decimals() {
    int digits = 0;
    double s = step;
    while (s < 0.999999) {
      s = s * 10.0;
      digits++;
    }
    return digits;
  }

  public String[] labels() {
    int n = tickCount();
    int digits = decimals();
    String[] result = new String[n];
    for (int i = 0; i < n; i++) {
      result[i] = TickFormatter.format(lower + i * step, digits);
    }
    return result;
  }

  /** Position of value on an axis drawn over pixels, 0 at lower and pixels at upper. */
  public int toPixel(double value, int pixels) {
    double t = (value - lower) / (upper - lower);
    return (int) Math.floor(t * pixels + 0.5);
  }
}
