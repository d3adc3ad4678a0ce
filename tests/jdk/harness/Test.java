// Marks a test method of a test class: `@Test public void name()`, or
// `@Test(expected = ArithmeticException.class)` for a test that passes only when the body throws
// that exception (or a subclass of it). The subject-language interpreter provides the same
// annotation built in; this is its JVM twin for the differential tests (written for aprgrid, not
// taken from JUnit).
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Test {
  // The default: no exception is expected. A Throwable subclass because `expected` must be one;
  // nothing ever throws it.
  final class None extends Throwable {
    private static final long serialVersionUID = 1L;

    private None() {}
  }

  Class<? extends Throwable> expected() default None.class;
}
