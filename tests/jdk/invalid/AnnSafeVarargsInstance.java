// Rejected: @SafeVarargs on an instance method that is neither final nor private.
import java.util.*;

class Inv_Ann {
  @SafeVarargs
  int count(List<String>... lists) {
    return lists.length;
  }
}
