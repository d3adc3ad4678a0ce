/** The value types of the source language. */
public enum Type {
  INT("int"),
  BOOL("bool"),
  VOID("void"),
  ERROR("<error>");

  private final String spelling;

  Type(String spelling) {
    this.spelling = spelling;
  }

  public String spelling() {
    return spelling;
  }

  /** True for the types a variable or a parameter may have. */
  public boolean isValue() {
    return this == INT || this == BOOL;
  }

  public static Type fromToken(TokenKind kind) {
    switch (kind) {
      case INT:
        return INT;
      case BOOL:
        return BOOL;
      default:
        return ERROR;
    }
  }
}
