// Bug-exposing tests of collections-4: IntStack.pop on an empty stack corrupts the stack (ArrayIndexOutOfBounds) instead of throwing IllegalStateException
public class Collections4Test {
  @Test(expected = IllegalStateException.class)
  public void popOnEmptyStack() {
    new IntStack().pop();
  }

  @Test
  public void stackStillUsableAfterFailedPop() {
    IntStack s = new IntStack();
    try {
      s.pop();
    } catch (RuntimeException e) {
      // expected
    }
    s.push(2);
    Assert.assertEquals(1, s.size());
    Assert.assertEquals(2, s.pop());
  }
}
