// Bug-exposing tests of geometry-13: AxisScale.labels makes one label per requested tick (maxTicks) instead of one per actual tick
public class Geometry13Test {
  @Test
  public void labelPerTick() {
    AxisScale a = new AxisScale(3.0, 47.0, 5);
    String[] labels = a.labels();
    Assert.assertEquals(a.tickCount(), labels.length);
    Assert.assertEquals("50", labels[labels.length - 1]);
  }

  @Test
  public void fewerTicksThanRequested() {
    AxisScale a = new AxisScale(0.0, 10.0, 8);
    Assert.assertEquals(a.ticks().length, a.labels().length);
  }
}
