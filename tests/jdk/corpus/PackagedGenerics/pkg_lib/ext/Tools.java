package pkg_lib.ext;

import java.util.*;
import pkg_lib.core.Box;
import pkg_lib.core.Problem;

public class Tools {
  public static <T> List<T> twice(T t) {
    List<T> out = new ArrayList<>();
    out.add(t);
    out.add(t);
    return out;
  }

  public static int check(int x) throws Problem {
    if (x < 0) throw new Problem("negative " + x);
    return x;
  }

  public static Box<String> named(String s) {
    return Box.of(s);
  }
}
