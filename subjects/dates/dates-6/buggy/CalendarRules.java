// The proleptic Gregorian calendar's rules: leap years, month lengths and day-of-year numbers.
class CalendarRules {
  static boolean isLeapYear(int year) {
    return year % 4 == 0 && year % 100 != 0;
  }

  // REQUIRES: 1 <= month <= 12, else IllegalArgumentException.
  static int daysInMonth(int year, int month) {
    if (month < 1 || month > 12) {
      throw new IllegalArgumentException("month out of range: " + month);
    }
    if (month == 2) {
      return isLeapYear(year) ? 29 : 28;
    }
    if (month == 4 || month == 6 || month == 9 || month == 11) {
      return 30;
    }
    return 31;
  }

  static int daysInYear(int year) {
    return isLeapYear(year) ? 366 : 365;
  }

  // 1 for January 1st.
  static int dayOfYear(int year, int month, int day) {
    int days = day;
    for (int m = 1; m < month; m++) {
      days += daysInMonth(year, m);
    }
    return days;
  }

  static boolean isValid(int year, int month, int day) {
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  }
}
