/** The operations of a JSON Patch (RFC 6902 section 4) and which members each one needs. */
public enum PatchOp {
  ADD("add", true, false),
  REMOVE("remove", false, false),
  REPLACE("replace", true, false),
  MOVE("move", false, true),
  COPY("copy", false, true),
  TEST("test", true, false);

  private final String name;
  private final boolean needsValue;
  private final boolean needsFrom;

  PatchOp(String name, boolean needsValue, boolean needsFrom) {
    this.name = name;
    this.needsValue = needsValue;
    this.needsFrom = needsFrom;
  }

  public String opName() {
    return name;
  }

  public boolean needsValue() {
    return needsValue;
  }

  public boolean needsFrom() {
    return needsFrom;
  }

  /** Whether applying the operation can change the document. */
  public boolean mutates() {
    return this != TEST;
  }

  /** The operation spelled `name` in a patch document. */
  public static PatchOp forName(String name) throws JsonException {
    PatchOp[] all = values();
    for (int i = 0; i < all.length; i++) {
      if (all[i].name.equals(name)) {
        return all[i];
      }
    }
    throw new JsonException("unknown patch operation \"" + name + "\"");
  }
}
