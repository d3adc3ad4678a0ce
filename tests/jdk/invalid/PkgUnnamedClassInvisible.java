// Rejected: code in a named package cannot see the unnamed package's classes (JLS 7.4.2); the
// harness's Assert is one ("cannot find symbol").
package inv_pkg;

class PkgUnnamedClassInvisible {
  void f() {
    Assert.assertTrue(true);
  }
}
