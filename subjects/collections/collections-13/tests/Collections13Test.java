// Bug-exposing tests of collections-13: IntList.parse lets NumberFormatException escape instead of reporting the bad item
public class Collections13Test {
  @Test
  public void badItemIsNamed() {
    try {
      IntList.parse("1, x2, 3");
      Assert.fail("no exception");
    } catch (NumberFormatException e) {
      Assert.fail("leaked NumberFormatException");
    } catch (IllegalArgumentException e) {
      Assert.assertTrue(e.getMessage().startsWith("bad number: x2"));
    }
  }

  @Test
  public void trailingCommaIsFine() {
    Assert.assertEquals(2, IntList.parse("4, 5,").size());
  }
}
