// An on-demand import of java.util (JLS 7.5.2): its types are visible by simple name, except
// where a type of the program's own package has that name (here Uod_Objects is not one).
import java.util.*;

class Uod_Test {
  @Test
  public void onDemand() {
    int[] a = {2, 1};
    Arrays.sort(a);
    System.out.println(Arrays.toString(a) + Objects.hashCode("ab"));
  }
}
