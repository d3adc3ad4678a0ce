// Rejected: a test class in a package cannot name the harness's Test annotation, which is in the
// unnamed package ("cannot find symbol").
package inv_pkg;

class PkgTestInPackage {
  @Test
  public void t() {}
}
