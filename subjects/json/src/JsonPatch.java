/**
 * A JSON Patch (RFC 6902): a list of operations applied in order. apply() works on a deep copy, so
 * a patch that fails half-way leaves the caller's document as it was.
 */
public final class JsonPatch {
  private PatchOp[] ops;
  private JsonPointer[] paths;
  private JsonPointer[] froms;
  private JsonValue[] values;
  private int count;

  public JsonPatch() {
    ops = new PatchOp[4];
    paths = new JsonPointer[4];
    froms = new JsonPointer[4];
    values = new JsonValue[4];
    count = 0;
  }

  public int size() {
    return count;
  }

  public PatchOp op(int i) {
    return ops[i];
  }

  private void grow() {
    if (count < ops.length) {
      return;
    }
    PatchOp[] o = new PatchOp[count * 2];
    JsonPointer[] p = new JsonPointer[count * 2];
    JsonPointer[] f = new JsonPointer[count * 2];
    JsonValue[] v = new JsonValue[count * 2];
    for (int i = 0; i < count; i++) {
      o[i] = ops[i];
      p[i] = paths[i];
      f[i] = froms[i];
      v[i] = values[i];
    }
    ops = o;
    paths = p;
    froms = f;
    values = v;
  }

  /** Appends an operation; `from` and `value` are null when the operation has none. */
  public JsonPatch add(PatchOp op, JsonPointer path, JsonPointer from, JsonValue value) {
    if (op == null || path == null) {
      throw new NullPointerException("op and path are required");
    }
    if (op.needsFrom() && from == null) {
      throw new IllegalArgumentException(op.opName() + " needs from");
    }
    if (op.needsValue() && value == null) {
      throw new IllegalArgumentException(op.opName() + " needs a value");
    }
    grow();
    ops[count] = op;
    paths[count] = path;
    froms[count] = from;
    values[count] = value;
    count++;
    return this;
  }

  /** Reads a patch document: an array of {"op", "path", "from"?, "value"?} objects. */
  public static JsonPatch fromJson(JsonValue document) throws JsonException {
    JsonArray array = document.asArray();
    JsonPatch patch = new JsonPatch();
    for (int i = 0; i < array.size(); i++) {
      JsonObject o = array.getObject(i);
      PatchOp op = PatchOp.forName(o.getString("op"));
      JsonPointer path = JsonPointer.parse(o.getString("path"));
      JsonPointer from = null;
      if (op.needsFrom()) {
        from = JsonPointer.parse(o.getString("from"));
      }
      JsonValue value = null;
      if (op.needsValue()) {
        value = o.get("value");
        if (value == null) {
          throw new JsonException("operation " + i + " (" + op.opName() + ") has no value");
        }
      }
      patch.add(op, path, from, value);
    }
    return patch;
  }

  /** The patch as a patch document. */
  public JsonArray toJson() {
    JsonArray out = new JsonArray();
    for (int i = 0; i < count; i++) {
      JsonObject o = new JsonObject();
      o.put("op", ops[i].opName());
      o.put("path", paths[i].toString());
      if (froms[i] != null) {
        o.put("from", froms[i].toString());
      }
      if (values[i] != null) {
        o.put("value", values[i]);
      }
      out.add(o);
    }
    return out;
  }

  /**
   * Applies the patch document `patch` to `document`, both JSON text, and returns the result's
   * compact text.
   */
  public static String apply(String document, String patch) throws JsonException {
    return fromJson(Json.parse(patch)).apply(Json.parse(document)).toString();
  }

  /** The result of applying every operation to a copy of `document`. */
  public JsonValue apply(JsonValue document) throws JsonException {
    JsonValue result = Json.copy(document);
    for (int i = 0; i < count; i++) {
      result = applyOne(result, i);
    }
    return result;
  }

  private JsonValue applyOne(JsonValue doc, int i) throws JsonException {
    JsonPointer path = paths[i];
    switch (ops[i]) {
      case ADD:
        return insert(doc, path, Json.copy(values[i]));
      case REMOVE:
        delete(doc, path);
        return doc;
      case REPLACE:
        path.require(doc);
        if (path.isRoot()) {
          return Json.copy(values[i]);
        }
        delete(doc, path);
        return insert(doc, path, Json.copy(values[i]));
      case MOVE:
        if (froms[i].isPrefixOf(path) && !froms[i].equals(path)) {
          throw new JsonException("cannot move " + froms[i] + " into itself");
        }
        JsonValue moved = froms[i].require(doc);
        delete(doc, froms[i]);
        return insert(doc, path, moved);
      case COPY:
        return insert(doc, path, Json.copy(froms[i].require(doc)));
      default:
        JsonValue actual = path.require(doc);
        if (!actual.equals(values[i])) {
          throw new JsonException("test failed at " + path + ": " + actual + " != " + values[i]);
        }
        return doc;
    }
  }

  private static JsonValue insert(JsonValue doc, JsonPointer path, JsonValue value)
      throws JsonException {
    if (path.isRoot()) {
      return value;
    }
    JsonValue parent = path.parent().require(doc);
    String token = path.last();
    if (parent.isObject()) {
      ((JsonObject) parent).put(token, value);
    } else if (parent.isArray()) {
      JsonArray array = (JsonArray) parent;
      int index = JsonPointer.arrayIndex(token, array.size());
      if (index < 0 || index > array.size()) {
        throw new JsonException("bad array index " + token + " at " + path);
      }
      array.insert(index, value);
    } else {
      throw new JsonException("cannot add below a " + parent.type().label() + " at " + path);
    }
    return doc;
  }

  private static void delete(JsonValue doc, JsonPointer path) throws JsonException {
    if (path.isRoot()) {
      throw new JsonException("cannot remove the whole document");
    }
    JsonValue parent = path.parent().require(doc);
    String token = path.last();
    if (parent.isObject()) {
      if (((JsonObject) parent).remove(token) == null) {
        throw new JsonException("no member at " + path);
      }
    } else if (parent.isArray()) {
      JsonArray array = (JsonArray) parent;
      int index = JsonPointer.arrayIndex(token, array.size());
      if (index < 0 || index >= array.size()) {
        throw new JsonException("bad array index " + token + " at " + path);
      }
      array.remove(index);
    } else {
      throw new JsonException("no value at " + path);
    }
  }
}
