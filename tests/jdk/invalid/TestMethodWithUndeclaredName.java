// Rejected: a test class is checked like any other class; `expected` is not declared.
class Inv45_Test {
  @Test
  public void t() {
    Assert.assertEquals(expected, 3);
  }
}
