// Rejected: a raw List's get returns Object, which does not convert to int without a cast.
import java.util.ArrayList;

class Inv_GetNoCast {
  static int first(ArrayList list) {
    int x = list.get(0);
    return x;
  }
}
