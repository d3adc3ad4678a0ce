// Arrays.asList: the fixed-size list over the varargs array or a given array (set writes
// through both ways), what throws and what does not (add, add(i, e), remove(i), remove(o)
// present or absent, clear of empty and non-empty, addAll of empty and non-empty, the
// iterator's remove "remove"), get/set index messages, indexOf/contains with nulls, sort
// writing into the array, equals/hashCode/toString as List, and asList(int[]) as one element.
import java.util.*;

class AsL_Test {
  static void attempt(List<String> xs, int which) {
    try {
      switch (which) {
        case 0: xs.add("d"); break;
        case 1: xs.add(0, "d"); break;
        case 2: xs.remove(0); break;
        case 3: System.out.print(xs.remove("zz") + " "); break;
        case 4: xs.remove("b"); break;
        case 5: xs.clear(); break;
        case 6: System.out.print(xs.addAll(new ArrayList<String>()) + " "); break;
        case 7: xs.addAll(Arrays.asList("q")); break;
        case 8: {
          Iterator<String> it = xs.iterator();
          it.next();
          it.remove();
          break;
        }
        case 9: xs.get(3); break;
        case 10: xs.set(-1, "x"); break;
        default: Arrays.asList().clear(); break;
      }
      System.out.println(which + " ok " + xs);
    } catch (UnsupportedOperationException e) {
      System.out.println(which + " " + e);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(which + " " + e);
    }
  }

  @Test
  public void fixedSize() {
    List<String> xs = Arrays.asList("a", "b", "c");
    for (int i = 0; i <= 11; i++) attempt(xs, i);
    System.out.println(xs + " " + xs.size() + " " + xs.isEmpty() + " " + Arrays.asList().isEmpty() + " " + Arrays.asList().size());
  }

  @Test
  public void writesThrough() {
    String[] arr = {"x", "y", "z"};
    List<String> xs = Arrays.asList(arr);
    System.out.println(xs.set(1, "Y") + " " + arr[1] + " " + xs);
    arr[2] = "Z";
    System.out.println(xs + " " + xs.get(2));
    Collections.reverse(xs);
    System.out.println(Arrays.toString(arr));
    xs.sort(null);
    System.out.println(Arrays.toString(arr));
    xs.sort(Collections.reverseOrder());
    System.out.println(Arrays.toString(arr) + " " + xs);
    Collections.sort(xs);
    System.out.println(Arrays.toString(arr));
    Integer[] nums = {5, 3, 9};
    List<Integer> ns = Arrays.asList(nums);
    Collections.swap(ns, 0, 2);
    System.out.println(Arrays.toString(nums) + " " + Collections.max(ns) + " " + ns.indexOf(3) + " " + ns.contains(7));
  }

  @Test
  public void searchingAndEquality() {
    List<String> xs = Arrays.asList("a", null, "b", null);
    System.out.println(xs.indexOf(null) + " " + xs.lastIndexOf(null) + " " + xs.indexOf("b") + " " + xs.lastIndexOf("q") + " " + xs.contains(null) + " " + xs.contains("c"));
    List<Integer> a = Arrays.asList(1, 2, 3);
    List<Integer> b = new ArrayList<>(a);
    List<Integer> c = new LinkedList<>(a);
    System.out.println(a.equals(b) + " " + b.equals(a) + " " + a.equals(c) + " " + c.equals(a) + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode()
        + " " + a.equals(Arrays.asList(1, 2)) + " " + a.equals(Arrays.asList(1, 2, 3, 4)) + " " + a.equals(new HashSet<Integer>(a)) + " " + xs.hashCode());
    int sum = 0;
    for (int x : a) sum += x;
    Iterator<Integer> it = a.iterator();
    it.next();
    it.next();
    it.next();
    System.out.println(sum + " " + it.hasNext() + " " + new ArrayList<Integer>(a) + " " + new TreeSet<Integer>(Arrays.asList(3, 1, 2)));
    try {
      it.next();
    } catch (NoSuchElementException e) {
      System.out.println("NoSuchElementException");
    }
    int[] prims = {1, 2};
    System.out.println(Arrays.asList(prims).size() + " " + Arrays.asList(1, 2).size());
    try {
      Arrays.asList((Object[]) null);
    } catch (NullPointerException e) {
      System.out.println("NullPointerException");
    }
  }
}
