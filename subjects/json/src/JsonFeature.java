/** Extensions the parser accepts on request; strict RFC 8259 parsing has none of them. */
public enum JsonFeature {
  COMMENTS("//, /* */ comments"),
  TRAILING_COMMAS("a comma before ] or }"),
  SINGLE_QUOTES("'single-quoted' strings"),
  LEADING_ZEROS("numbers such as 007");

  private final String description;

  JsonFeature(String description) {
    this.description = description;
  }

  public String description() {
    return description;
  }

  /** Whether `features` contains `feature` (a null array contains nothing). */
  public static boolean contains(JsonFeature[] features, JsonFeature feature) {
    if (features == null) {
      return false;
    }
    for (JsonFeature f : features) {
      if (f == feature) {
        return true;
      }
    }
    return false;
  }
}
