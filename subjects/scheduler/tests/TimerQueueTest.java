public class TimerQueueTest {
  private static Job job(int id, long due) {
    return new Job(id, "j" + id, new RecordingHandler("h"), due, null);
  }

  @Test
  public void pollsInDueOrder() {
    TimerQueue q = new TimerQueue();
    long[] dues = {50, 10, 40, 10, 30, 20, 60, 5, 45, 15, 25, 35, 55, 65, 0, 70, 12, 18};
    for (int i = 0; i < dues.length; i++) {
      q.add(job(i + 1, dues[i]));
      Assert.assertTrue(q.isValid());
    }
    Assert.assertEquals(18, q.size());
    long last = -1;
    int ties = 0;
    while (!q.isEmpty()) {
      Job j = q.poll();
      Assert.assertTrue(j.due() >= last);
      if (j.due() == 10) {
        ties++;
        Assert.assertEquals(ties == 1 ? 2 : 4, j.id());
      }
      last = j.due();
      Assert.assertFalse(j.isQueued());
      Assert.assertTrue(q.isValid());
    }
    Assert.assertNull(q.poll());
    Assert.assertEquals(DateTimes.NONE, q.nextDue());
  }

  @Test
  public void priorityBreaksTies() {
    TimerQueue q = new TimerQueue();
    Job low = job(1, 100);
    Job high = job(2, 100);
    high.setPriority(Priority.HIGH);
    q.add(low);
    q.add(high);
    Assert.assertEquals(high, q.peek());
    Assert.assertEquals("[#2 j2 01:40, #1 j1 01:40]", q.toString());
  }

  @Test
  public void removeAndUpdateKeepTheHeap() {
    TimerQueue q = new TimerQueue();
    Job[] jobs = new Job[12];
    for (int i = 0; i < jobs.length; i++) {
      jobs[i] = job(i + 1, (i * 37) % 100);
      q.add(jobs[i]);
    }
    Assert.assertTrue(q.remove(jobs[3]));
    Assert.assertFalse(q.remove(jobs[3]));
    Assert.assertTrue(q.isValid());
    jobs[7].setDue(-5);
    q.update(jobs[7]);
    Assert.assertEquals(jobs[7], q.peek());
    jobs[7].setDue(500);
    q.update(jobs[7]);
    Assert.assertTrue(q.isValid());
    Job[] sorted = q.toSortedArray();
    Assert.assertEquals(11, sorted.length);
    Assert.assertEquals(jobs[7], sorted[10]);
    Assert.assertEquals(jobs[5], q.find(6));
    Assert.assertNull(q.find(4));
    Assert.assertEquals(2, q.dueBy(20).length);
    q.clear();
    Assert.assertTrue(q.isEmpty());
    Assert.assertFalse(jobs[0].isQueued());
  }

  @Test(expected = IllegalStateException.class)
  public void addTwice() {
    TimerQueue q = new TimerQueue();
    Job j = job(1, 0);
    q.add(j);
    q.add(j);
  }
}
