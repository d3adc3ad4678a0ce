// Rejected: a single-type import of a class its package does not have ("cannot find symbol").
import inv_p1.D;

class Main {}
