// Formatting dates as text (ISO 8601, US style, long English form) and parsing ISO dates.
class DateFormat {
  static final String[] MONTH_NAMES = {
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December"
  };
  static final String[] DAY_NAMES = {
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"
  };

  static String twoDigits(int n) {
    return n < 10 ? "0" + n : String.valueOf(n);
  }

  // yyyy-MM-dd, the year padded to four digits.
  static String iso(SimpleDate d) {
    String y = String.valueOf(d.year);
    while (y.length() < 4) {
      y = "0" + y;
    }
    return y + "-" + twoDigits(d.month) + "-" + twoDigits(d.day);
  }

  // MM/dd/yyyy
  static String us(SimpleDate d) {
    return twoDigits(d.month) + "/" + twoDigits(d.day) + "/" + d.year;
  }

  // Null for a month outside 1..12.
  static String monthName(int month) {
    int i = month - 1;
    return i >= 0 && i < MONTH_NAMES.length ? MONTH_NAMES[i] : null;
  }

  // Null for a day outside 1..7.
  static String dayName(int dayOfWeek) {
    int i = dayOfWeek - 1;
    return i >= 0 && i < DAY_NAMES.length ? DAY_NAMES[i] : null;
  }

  static String shortMonthName(int month) {
    String name = monthName(month);
    return name == null ? null : name.substring(0, 3);
  }

  // "Friday, 1 March 2024"
  static String longForm(SimpleDate d) {
    return dayName(d.dayOfWeek()) + ", " + d.day + " " + monthName(d.month) + " " + d.year;
  }

  // ISO dates separated by ", "; a null entry is shown as "?".
  static String formatList(SimpleDate[] dates) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < dates.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      if (dates[i] != null) {
        sb.append(iso(dates[i]));
      } else {
        sb.append("?");
      }
    }
    return sb.toString();
  }

  // REQUIRES: text of the form yyyy-MM-dd, else IllegalArgumentException.
  static SimpleDate parseIso(String s) {
    String t = s.trim();
    if (t.length() != 10 || t.charAt(4) != '-' || t.charAt(7) != '-') {
      throw new IllegalArgumentException("not an ISO date: " + s);
    }
    int y = Integer.parseInt(t.substring(0, 4));
    int m = Integer.parseInt(t.substring(5, 7));
    int d = Integer.parseInt(t.substring(8, 10));
    return new SimpleDate(y, m, d);
  }

  // Null instead of an exception for text that is not a valid ISO date.
  static SimpleDate parseIsoOrNull(String s) {
    if (s == null) {
      return null;
    }
    try {
      return parseIso(s);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
// Developer tests added with the fix of dates-1.
class Dates1Test {
  @Test
  public void nullEntryShownAsQuestionMark() {
    SimpleDate[] dates = {new SimpleDate(2024, 1, 2), null, new SimpleDate(2024, 3, 4)};
    Assert.assertEquals("2024-01-02, ?, 2024-03-04", DateFormat.formatList(dates));
  }

  @Test
  public void onlyNull() {
    Assert.assertEquals("?", DateFormat.formatList(new SimpleDate[1]));
  }
}
