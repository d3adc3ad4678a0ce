// Differences between dates and business-day arithmetic (Saturday and Sunday are the weekend).
class DateMath {
  // Positive when b is after a.
  static int daysBetween(SimpleDate a, SimpleDate b) {
    return b.toEpochDay() - a.toEpochDay();
  }

  // Whole months from a to b: Jan 31 to Feb 28 is 0 months, Jan 15 to Feb 15 is 1.
  static int monthsBetween(SimpleDate a, SimpleDate b) {
    int months = (b.year - a.year) * 12 + (b.month - a.month);
    if (months > 0 && b.day < a.day) {
      months--;
    } else if (months < 0 && b.day > a.day) {
      months++;
    }
    return months;
  }

  // Age in whole years on a given date.
  static int age(SimpleDate birth, SimpleDate on) {
    int years = on.year - birth.year;
    if (on.month < birth.month || (on.month == birth.month && on.day < birth.day)) {
      years--;
    }
    return years;
  }

  static int quarter(SimpleDate d) {
    return (d.month - 1) / 3 + 1;
  }

  // Working days in [from, to).
  static int countWorkingDays(SimpleDate from, SimpleDate to) {
    int count = 0;
    int days = daysBetween(from, to);
    for (int i = 0; i < days; i++) {
      if (!from.plusDays(i).isWeekend()) {
        count++;
      }
    }
    return count;
  }

  // Moves n working days forward (or backward for negative n), skipping weekends.
  static SimpleDate addWorkingDays(SimpleDate start, int n) {
    int step = n < 0 ? -1 : 1;
    int remaining = Math.abs(n);
    SimpleDate d = start;
    while (remaining > 0) {
      d = d.plusDays(step);
      d = d.plusDays(step);
      if (!d.isWeekend()) {
        remaining--;
      }
    }
    return d;
  }

  // The first date after d that falls on the given day of the week (1 = Monday).
  // REQUIRES: 1 <= dayOfWeek <= 7, else IllegalArgumentException.
  static SimpleDate next(SimpleDate d, int dayOfWeek) {
    for (int i = 1; i <= 7; i++) {
      SimpleDate candidate = d.plusDays(i);
      if (candidate.dayOfWeek() == dayOfWeek) {
        return candidate;
      }
    }
    throw new IllegalArgumentException("no such day of the week: " + dayOfWeek);
  }
}
