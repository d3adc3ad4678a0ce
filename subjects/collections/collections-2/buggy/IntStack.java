/** A last-in first-out stack of ints. */
public class IntStack {
  private int[] items;
  private int top;

  public IntStack() {
    items = new int[4];
    top = 0;
  }

  public void push(int value) {
    if (top == items.length) {
      int[] bigger = new int[items.length * 2];
      for (int i = 0; i < top; i++) {
        bigger[i] = items[i];
      }
      items = bigger;
    }
    items[top] = value;
    top++;
  }

  /** Throws IllegalStateException on an empty stack. */
  public int pop() {
    if (top == 0) {
      throw new IllegalStateException("empty stack");
    }
    top--;
    return items[top];
  }

  /** The value pop would return, without removing it. Throws IllegalStateException when empty. */
  public int peek() {
    if (top == 0) {
      throw new IllegalStateException("empty stack");
    }
    return items[top];
  }

  public boolean isEmpty() {
    return top == 0;
  }

  public int size() {
    return top;
  }
}
