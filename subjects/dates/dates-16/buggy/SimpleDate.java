// An immutable calendar date without time of day or zone. Arithmetic goes through the epoch day
// (days since 1970-01-01), so it is correct across month and year ends in both directions.
class SimpleDate {
  int year;
  int month;
  int day;

  SimpleDate(int year, int month, int day) {
    if (!CalendarRules.isValid(year, month, day)) {
      throw new IllegalArgumentException("invalid date: " + year + "-" + month + "-" + day);
    }
    this.year = year;
    this.month = month;
    this.day = day;
  }

  int toEpochDay() {
    int days = 0;
    for (int y = 1970; y < year; y++) {
      days += CalendarRules.daysInYear(y);
    }
    for (int y = year; y < 1970; y++) {
      days -= CalendarRules.daysInYear(y);
    }
    return days + CalendarRules.dayOfYear(year, month, day) - 1;
  }

  static SimpleDate fromEpochDay(int epochDay) {
    int y = 1970;
    int rest = epochDay;
    while (rest < 0) {
      y--;
      rest += CalendarRules.daysInYear(y);
    }
    while (rest >= CalendarRules.daysInYear(y)) {
      rest -= CalendarRules.daysInYear(y);
      y++;
    }
    int m = 1;
    while (rest >= CalendarRules.daysInMonth(y, m)) {
      rest -= CalendarRules.daysInMonth(y, m);
      m++;
    }
    return new SimpleDate(y, m, rest + 1);
  }

  SimpleDate plusDays(int n) {
    return fromEpochDay(toEpochDay() + n);
  }

  // The day is clamped to the end of a shorter month: Jan 31 + 1 month = Feb 28 (or 29).
  SimpleDate plusMonths(int n) {
    int total = year * 12 + month - 1 + n;
    int y = total / 12;
    int m = total % 12 + 1;
    int d = Math.min(day, CalendarRules.daysInMonth(y, m));
    return new SimpleDate(y, m, d);
  }

  // Feb 29 + 1 year = Feb 28.
  SimpleDate plusYears(int n) {
    int y = year + n;
    int m = month;
    int d = Math.min(day, CalendarRules.daysInMonth(y, m));
    return new SimpleDate(y, m, d);
  }

  // 1 = Monday ... 7 = Sunday; 1970-01-01 was a Thursday.
  int dayOfWeek() {
    int r = (toEpochDay() + 3) % 7;
    if (r < 0) {
      r += 7;
    }
    return r + 1;
  }

  boolean isWeekend() {
    return dayOfWeek() >= 6;
  }

  SimpleDate lastDayOfMonth() {
    return new SimpleDate(year, month, CalendarRules.daysInMonth(year, month));
  }

  int compareTo(SimpleDate o) {
    if (year != o.year) {
      return year < o.year ? -1 : 1;
    }
    if (month != o.month) {
      return month < o.month ? -1 : 1;
    }
    if (day != o.day) {
      return day < o.day ? -1 : 1;
    }
    return 0;
  }

  boolean isBefore(SimpleDate o) {
    return compareTo(o) < 0;
  }

  public boolean equals(Object o) {
    return compareTo((SimpleDate) o) == 0;
  }

  public int hashCode() {
    return (year * 12 + month) * 31 + day;
  }

  public String toString() {
    return DateFormat.iso(this);
  }
}
