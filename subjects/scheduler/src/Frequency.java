/**
 * How often a recurrence repeats. The first four have a fixed length in minutes; MONTHLY and
 * YEARLY follow the calendar, so their length varies.
 */
public enum Frequency {
  MINUTELY(1),
  HOURLY(60),
  DAILY(1440),
  WEEKLY(10080),
  MONTHLY(0),
  YEARLY(0);

  private final int minutes;

  Frequency(int minutes) {
    this.minutes = minutes;
  }

  /** The length of one period in minutes; 0 for the calendar-based frequencies. */
  public int minutes() {
    return minutes;
  }

  public boolean isCalendarBased() {
    return minutes == 0;
  }

  /** Months per period of a calendar-based frequency (1 or 12); 0 otherwise. */
  public int months() {
    switch (this) {
      case MONTHLY:
        return 1;
      case YEARLY:
        return 12;
      default:
        return 0;
    }
  }

  /** The frequency named `name` (as in FREQ=DAILY, case-insensitive), or null. */
  public static Frequency parse(String name) {
    if (name == null) {
      return null;
    }
    Frequency[] all = values();
    for (int i = 0; i < all.length; i++) {
      if (all[i].name().equalsIgnoreCase(name)) {
        return all[i];
      }
    }
    return null;
  }
}
