public class StackQueueTest {
  @Test
  public void stackIsLastInFirstOut() {
    IntStack s = new IntStack();
    s.push(1);
    s.push(2);
    s.push(3);
    Assert.assertEquals(3, s.pop());
    Assert.assertEquals(2, s.pop());
    Assert.assertEquals(1, s.size());
  }

  @Test
  public void stackGrows() {
    IntStack s = new IntStack();
    for (int i = 0; i < 10; i++) {
      s.push(i);
    }
    Assert.assertEquals(10, s.size());
    Assert.assertEquals(9, s.pop());
  }

  @Test
  public void stackPeekKeepsValue() {
    IntStack s = new IntStack();
    s.push(4);
    s.push(8);
    Assert.assertEquals(8, s.peek());
    Assert.assertEquals(2, s.size());
  }

  @Test(expected = IllegalStateException.class)
  public void peekOnEmptyStack() {
    new IntStack().peek();
  }

  @Test
  public void emptyStack() {
    IntStack s = new IntStack();
    Assert.assertTrue(s.isEmpty());
    s.push(1);
    Assert.assertFalse(s.isEmpty());
  }

  @Test
  public void queueIsFirstInFirstOut() {
    RingBuffer q = new RingBuffer(3);
    q.offer(1);
    q.offer(2);
    Assert.assertEquals(1, q.poll());
    Assert.assertEquals(2, q.peek());
    Assert.assertEquals(1, q.size());
  }

  @Test
  public void offerToFullBufferFails() {
    RingBuffer q = new RingBuffer(2);
    Assert.assertTrue(q.offer(1));
    Assert.assertTrue(q.offer(2));
    Assert.assertTrue(q.isFull());
    Assert.assertFalse(q.offer(3));
    Assert.assertEquals(2, q.size());
  }

  @Test
  public void wrapsAround() {
    RingBuffer q = new RingBuffer(3);
    for (int i = 0; i < 10; i++) {
      q.offer(i);
      Assert.assertEquals(i, q.poll());
    }
    Assert.assertTrue(q.isEmpty());
  }

  @Test
  public void overwriteDropsOldest() {
    RingBuffer q = new RingBuffer(3);
    for (int i = 1; i <= 5; i++) {
      q.overwrite(i);
    }
    Assert.assertEquals(3, q.get(0));
    Assert.assertEquals(5, q.get(2));
    Assert.assertEquals(3, q.size());
  }

  @Test(expected = IllegalStateException.class)
  public void pollOnEmptyBuffer() {
    new RingBuffer(1).poll();
  }

  @Test(expected = IndexOutOfBoundsException.class)
  public void getPastSize() {
    RingBuffer q = new RingBuffer(4);
    q.offer(1);
    q.get(1);
  }

  @Test
  public void drainSingle() {
    RingBuffer q = new RingBuffer(4);
    q.offer(7);
    int[] out = q.drain();
    Assert.assertEquals(1, out.length);
    Assert.assertEquals(7, out[0]);
    Assert.assertTrue(q.isEmpty());
  }

  @Test(expected = IllegalArgumentException.class)
  public void zeroCapacityRejected() {
    new RingBuffer(0);
  }
}
