// Bug-exposing tests of geometry-11: Vector2.projectionLength divides by zero (NaN) when projecting onto the zero vector
public class Geometry11Test {
  @Test
  public void ontoZeroVectorIsZero() {
    Assert.assertEquals(0.0, new Vector2(1.0, 2.0).projectionLength(new Vector2(0.0, 0.0)), 0.0);
  }

  @Test
  public void ontoDiagonal() {
    Assert.assertEquals(Math.sqrt(2.0), new Vector2(2.0, 0.0).projectionLength(new Vector2(1.0, 1.0)), 1e-12);
  }
}
