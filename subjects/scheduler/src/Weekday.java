/** The days of the week in ISO order (Monday first), with their two-letter iCalendar names. */
public enum Weekday {
  MONDAY("MO"),
  TUESDAY("TU"),
  WEDNESDAY("WE"),
  THURSDAY("TH"),
  FRIDAY("FR"),
  SATURDAY("SA"),
  SUNDAY("SU");

  private final String code;

  Weekday(String code) {
    this.code = code;
  }

  /** The iCalendar BYDAY name: MO, TU, ... */
  public String code() {
    return code;
  }

  /** The bit of this day in a weekday mask (Monday is bit 0). */
  public int bit() {
    return 1 << ordinal();
  }

  public boolean isWeekend() {
    return this == SATURDAY || this == SUNDAY;
  }

  /** The day `days` after this one (negative counts back). */
  public Weekday plus(int days) {
    int n = (ordinal() + days) % 7;
    if (n < 0) {
      n += 7;
    }
    return values()[n];
  }

  /** The day whose code is `code` (case-insensitive), or null. */
  public static Weekday fromCode(String code) {
    if (code == null) {
      return null;
    }
    Weekday[] all = values();
    for (int i = 0; i < all.length; i++) {
      if (all[i].code.equalsIgnoreCase(code)) {
        return all[i];
      }
    }
    return null;
  }
}
