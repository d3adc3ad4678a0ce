// Packaged classes in the other constructs: a generic class with a bounded type parameter and a
// generic static method named by qualified names (with explicit type arguments and the diamond),
// compound assignment to a static field through a qualified name, anonymous and local classes
// of a packaged class (binary names such as pkg_lib.core.Box$2), a checked exception
// of a package caught and escaping, instanceof and casts with qualified names.
import java.util.List;
import java.util.Map;
import java.util.HashMap;

public class PkgLib_Test {
  @Test
  public void genericsAndNested() throws pkg_lib.core.Problem {
    pkg_lib.core.Box<Integer> a = new pkg_lib.core.Box<>(3);
    pkg_lib.core.Box<Integer> b = pkg_lib.core.Box.of(5);
    System.out.println(a.bigger(b) + " " + b.get() + " " + pkg_lib.core.Box.opened);
    pkg_lib.core.Box.opened += 10;
    pkg_lib.core.Box.opened++;
    System.out.println(pkg_lib.core.Box.opened);
    List<String> l = pkg_lib.ext.Tools.<String>twice("x");
    System.out.println(l + " " + pkg_lib.ext.Tools.named("n").get());
    a.printer().run();
    System.out.println(a.local());
    String s = a.anonymous().toString();
    System.out.println(s.substring(0, s.indexOf('@')));
    Object o = a;
    System.out.println((o instanceof pkg_lib.core.Box) + " " + ((pkg_lib.core.Box<?>) o).get());
    Map<String, pkg_lib.core.Box<Integer>> m = new HashMap<>();
    m.put("k", a);
    System.out.println(m.get("k").get());
    try {
      pkg_lib.ext.Tools.check(-2);
    } catch (pkg_lib.core.Problem p) {
      System.out.println(p);
    }
    System.out.println(pkg_lib.ext.Tools.check(4));
  }

  @Test
  public void checkedEscapes() throws Exception {
    pkg_lib.ext.Tools.check(-1);
  }
}
