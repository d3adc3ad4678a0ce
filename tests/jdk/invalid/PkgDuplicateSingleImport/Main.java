// Rejected: two single-type imports of classes named C ("a type with the same simple name is
// already defined by the single-type-import of C").
import inv_p1.C;
import inv_p2.C;

class Main {}
