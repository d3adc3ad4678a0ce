// Rejected: a single-type import of a type that the same file declares (JLS 7.5.1).
import java.util.Arrays;

class Arrays {
}
