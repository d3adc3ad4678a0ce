// Bug-exposing tests of collections-7: RingBuffer.drain peeks instead of polling, so it returns the oldest value n times and removes nothing
public class Collections7Test {
  @Test
  public void drainReturnsAllInOrder() {
    RingBuffer q = new RingBuffer(3);
    q.offer(4);
    q.offer(5);
    q.offer(6);
    int[] out = q.drain();
    Assert.assertEquals(5, out[1]);
    Assert.assertEquals(6, out[2]);
    Assert.assertTrue(q.isEmpty());
  }
}
