// Bug-exposing tests of collections-11: RingBuffer.drain re-reads the shrinking size() in its loop bound and stops halfway
public class Collections11Test {
  @Test
  public void drainsEverything() {
    RingBuffer q = new RingBuffer(4);
    for (int i = 1; i <= 4; i++) {
      q.offer(i);
    }
    int[] out = q.drain();
    Assert.assertEquals(4, out[3]);
    Assert.assertEquals(0, q.size());
  }
}
