public class EnvironmentTest {
  @Test
  public void setAndGet() {
    Environment env = new Environment();
    env.set("a", 1);
    env.set("b", 2);
    Assert.assertEquals(2, env.get("b"));
    Assert.assertTrue(env.has("a"));
    Assert.assertFalse(env.has("c"));
  }

  @Test
  public void overwriteKeepsSize() {
    Environment env = new Environment();
    env.set("a", 1);
    env.set("a", 5);
    Assert.assertEquals(1, env.size());
    Assert.assertEquals(5, env.get("a"));
  }

  @Test
  public void growsBeyondFour() {
    Environment env = new Environment();
    for (int i = 0; i < 10; i++) {
      env.set("v" + i, i * i);
    }
    Assert.assertEquals(10, env.size());
    Assert.assertEquals(81, env.get("v9"));
    Assert.assertEquals(9, env.get("v3"));
  }

  @Test(expected = ExprException.class)
  public void unknownVariable() {
    new Environment().get("nope");
  }

  @Test
  public void removeKeepsOrder() {
    Environment env = new Environment();
    env.set("a", 1);
    env.set("b", 2);
    env.set("c", 3);
    Assert.assertTrue(env.remove("a"));
    Assert.assertFalse(env.remove("a"));
    Assert.assertEquals("b=2, c=3", env.describe());
  }

  @Test
  public void describeEmpty() {
    Assert.assertEquals("", new Environment().describe());
  }
}
