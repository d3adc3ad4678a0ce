// Rejected: two on-demand imports both have a class C ("reference to C is ambiguous").
import inv_p1.*;
import inv_p2.*;

class Main {
  C c;
}
