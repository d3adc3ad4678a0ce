// Bug-exposing tests of collections-2: IntStack.peek reads the slot above the top element
public class Collections2Test {
  @Test
  public void peekSeesLastPush() {
    IntStack s = new IntStack();
    s.push(5);
    Assert.assertEquals(5, s.peek());
  }

  @Test
  public void peekOnFullArray() {
    IntStack s = new IntStack();
    for (int i = 1; i <= 4; i++) {
      s.push(i * 10);
    }
    Assert.assertEquals(40, s.peek());
  }
}
