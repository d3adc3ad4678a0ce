/**
 * One run of an edit script: a kind and the half-open line ranges [beginA, endA) of the old text
 * and [beginB, endB) of the new one. An EQUAL run covers as many lines on both sides; an INSERT
 * run covers none of the old text and a DELETE run none of the new.
 */
public final class Edit {
  private final EditKind kind;
  private final int beginA;
  private final int endA;
  private final int beginB;
  private final int endB;

  public Edit(EditKind kind, int beginA, int endA, int beginB, int endB) {
    if (kind == null) {
      throw new IllegalArgumentException("null kind");
    }
    if (beginA < 0 || endA < beginA || beginB < 0 || endB < beginB) {
      throw new IllegalArgumentException(
          "bad range " + beginA + ".." + endA + ", " + beginB + ".." + endB);
    }
    this.kind = kind;
    this.beginA = beginA;
    this.endA = endA;
    this.beginB = beginB;
    this.endB = endB;
  }

  public EditKind kind() {
    return kind;
  }

  public int beginA() {
    return beginA;
  }

  public int endA() {
    return endA;
  }

  public int beginB() {
    return beginB;
  }

  public int endB() {
    return endB;
  }

  public int lengthA() {
    return endA - beginA;
  }

  public int lengthB() {
    return endB - beginB;
  }

  /** The number of lines this run covers (on the side it touches). */
  public int length() {
    return kind == EditKind.INSERT ? lengthB() : lengthA();
  }

  /** The same run seen from the new text to the old one. */
  public Edit inverse() {
    return new Edit(kind.inverse(), beginB, endB, beginA, endA);
  }

  public boolean equals(Object o) {
    if (!(o instanceof Edit)) {
      return false;
    }
    Edit e = (Edit) o;
    return kind == e.kind && beginA == e.beginA && endA == e.endA && beginB == e.beginB
        && endB == e.endB;
  }

  public int hashCode() {
    return (((kind.ordinal() * 31 + beginA) * 31 + endA) * 31 + beginB) * 31 + endB;
  }

  public String toString() {
    return kind.name() + "(" + beginA + "-" + endA + "," + beginB + "-" + endB + ")";
  }
}
