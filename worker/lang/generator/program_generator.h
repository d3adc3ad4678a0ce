// Generates random, well-typed subject-language programs with test classes, for the differential
// test against the JDK. Program i of a seed is a pure function of (seed, i): the generator forks
// aprgrid::Rng per program, so the corpus is reproducible and any program can be regenerated
// alone. Every program declares its own class names (G0001_Main, G0001_Test, ...) so that
// thousands of them compile with one javac call into one folder and run in one JVM.
//
// What the programs exercise: int/long overflow, division and remainder (by zero too), shifts,
// casts, doubles (printing included), chars, strings and StringBuilder, arrays (indices out of
// bounds, negative sizes, null), a small class hierarchy (dispatch, instanceof, casts), static
// helper methods (one bounded recursion), optionally an enum (constants with a field and a
// method, values(), valueOf with unknown names too, ordinal, name, compareTo, switch on it),
// static member types
// (optionally), inner, local and anonymous classes (optionally), static fields (fresh per test),
// if/switch/loops with break/continue, try/catch/finally, throw, user exceptions, Assert failures
// and expected-exception tests. Every loop has a constant trip count bound, helpers call only
// helpers declared before them, and strings are never grown inside loops, so every program
// terminates quickly and prints a bounded amount.
#ifndef APRGRID_WORKER_LANG_GENERATOR_PROGRAM_GENERATOR_H_
#define APRGRID_WORKER_LANG_GENERATOR_PROGRAM_GENERATOR_H_

#include <cstdint>
#include <string>
#include <vector>

namespace aprgrid::lang::generator {

// A file of a program besides its main file: a class of one of its packages.
struct GeneratedFile {
  std::string path;  // Relative to the program's folder, as javac lays out packages:
                     // "g0001/core/Base.java".
  std::string source;
};

struct GeneratedProgram {
  std::string name;       // "G0001"; also the prefix of every class it declares.
  std::string file_name;  // "G0001.java": the unnamed package's classes, tests included.
  std::string source;
  // The classes of its named packages (GeneratorOptions::packages), empty without them. Such a
  // program is its main file and these, compiled together; its package names start with its
  // name in lower case ("g0001.core"), so programs still compile together in one javac run.
  std::vector<GeneratedFile> package_files;
};

struct GeneratorOptions {
  int tests_per_program = 3;     // At least 1.
  int statements_per_test = 6;   // Top-level statements in each test body.
  int helpers_per_program = 3;   // Static helper methods besides the recursive one.
  int max_expression_depth = 2;  // Plus one, sometimes.
  int max_block_nesting = 2;
  // Declare an enum and use it (the differential tests do; off by default so that the CRF
  // injection corpus, which draws methods from these programs, stays what it was).
  bool enums = false;
  // Sometimes declare the exception, class hierarchy and enum as static member types of a holder
  // class with a private static field they read (qualified names `G0001_N.A` elsewhere); off by
  // default for the same reason as `enums`.
  bool nested = false;
  // Sometimes declare a class `G0001_I` with an inner class `C` (JLS 8.1.3) that reads and writes
  // the enclosing instance's field (implicitly and as `G0001_I.this.base`), and create C objects
  // in tests by `o.new C(...)` and by `new C(...)` in an instance method of G0001_I; off by
  // default for the same reason as `enums`.
  bool inner = false;
  // Sometimes a block that boxes and unboxes (Integer, Long, Character, Boolean: identity through
  // valueOf's cache, equals, compareTo, hashCode, arithmetic, compound assignment, ++, null
  // unboxed in a try) and calls java.util's Objects and Arrays, imported on demand; off by
  // default for the same reason as `enums`.
  bool boxing = false;
  // Sometimes declare, inside a method, a local class (JLS 14.3) or an anonymous class (JLS
  // 15.9.5) extending the program's class A that captures fresh effectively final locals, and
  // print what its overriding methods compute (and sometimes its binary name, G0001_Test$1L3 or
  // G0001_Main$2); off by default for the same reason as `enums`.
  bool local = false;
  // Sometimes a block that fills a raw ArrayList, HashMap or HashSet with Integer and String
  // keys, reads it back through casts, prints it (the JDK's HashMap iteration order), iterates
  // it (Iterator.remove, for-each) and modifies a list inside a for-each in a try that catches
  // ConcurrentModificationException; imports java.util on demand. Off by default for the same
  // reason as `enums`.
  bool collections = false;
  // Sometimes a block that fills a raw LinkedHashMap, LinkedHashSet, ArrayDeque, LinkedList,
  // TreeMap or TreeSet from a small key range, changes it at both ends, navigates it (floor,
  // ceiling, head/tail/sub-maps, descending views), prints it, removes through an Iterator and
  // changes it inside a for-each in a try that catches ConcurrentModificationException;
  // imports java.util on demand. Off by default for the same reason as `enums`.
  bool library_collections = false;
  // Declare generic classes `G0001_Box<T>` (a generic method, static generic factories) and
  // `G0001_Pair<K, V>`, and sometimes a block that creates them with explicit type arguments
  // and the diamond, unboxes what they hold, infers generic methods' type arguments, and
  // reaches a ClassCastException through a raw alias (heap pollution, JLS 4.12.2); off by
  // default for the same reason as `enums`.
  bool generics = false;
  // Sometimes a block that fills ArrayList<Integer>, Map<String, Integer> or Set<Integer> made
  // with the diamond, reads them without casts (boxing, unboxing, javac's use-site casts),
  // iterates them by for-each (with unboxing and widening), Map.Entry and Iterator<Integer>,
  // sorts them (natural order, reverseOrder, an anonymous Comparator<Integer>) and calls
  // Collections' statics; imports java.util on demand. Off by default for the same reason as
  // `enums`; its random draws happen only when it is on, so the other options' programs stay as
  // they were.
  bool generic_collections = false;
  // Declare `G0001_R implements AutoCloseable` (its close() logs, and by its mode throws a
  // checked Exception or the program's error class), and sometimes a try-with-resources block
  // opening one or two of them (a null one, Java 9's `try (r)`), maybe throwing from its body,
  // that prints the exception, its suppressed exceptions and the log. Off by default for the
  // same reason as `enums`; its random draws happen only when it is on.
  bool resources = false;
  // Some statements are blocks of byte, short and float variables: narrowing casts, constants
  // that fit, widening, compound assignments and ++/-- that narrow back, float arithmetic and
  // every numeric conversion, their boxes (caches, equals, hashCode), arrays of them and a
  // switch on a byte, all printed. Off by default
  // for the same reason as `enums`; its random draws happen only when it is on.
  bool small_numerics = false;
  // Sometimes a block that seeds a java.util.Random from a random long, prints its draws
  // (nextInt with a bound that may be invalid, nextLong, nextBoolean, nextDouble, nextFloat),
  // shuffles a List<Integer> with it or restarts it with setSeed; imports java.util on demand.
  // Off by default for the same reason as `enums`; its random draws happen only when it is on.
  bool random = false;
  // Put java.lang's annotations where javac takes them: @Override on every method that overrides
  // (B's calc, the local and anonymous classes' calc and tag, the generic pair's toString, the
  // anonymous Comparators' compare) and @Deprecated on B's extra. It draws nothing from the
  // random stream, so the programs are otherwise those generated without it.
  bool annotations = false;
  // Spread the program over named packages (JLS 7): `g0001.core` (public classes Base, Mid, Kit
  // and Oops, a package-private Helper, sometimes Back, an interface Shape with a constant and a
  // default method, a public member type Base.Part and a protected one Base.Cell, a public Tool
  // named like ext's package-private one), `g0001.ext` (Sub extending Base or Mid,
  // a package-private Tool, sometimes a Kit of its own) and sometimes a third package
  // (`g0001.app` or the subpackage `g0001.ext.deep`) with Leaf extending Sub. Their members are
  // public, protected and package-private; each file names the others' classes through
  // single-type or on-demand imports or fully qualified names, drawn at random and always ones
  // that resolve to the intended class (JLS 6.4.1, 7.5). Every access respects JLS 6.6:
  // package-private members only from their package, protected ones from other packages only in
  // subclass bodies through `this`, `super` or a reference of the subclass's type, the protected
  // constructor only through super(...) or an anonymous class. Sub, Leaf and anonymous classes
  // declare a package-private `pkgM` with Base.pkgM's signature, which overrides nothing
  // (JLS 8.4.8.1), while Back, back in Base's package, overrides it: Base.run and Kit.peek
  // dispatch by the JVM's rule. Base has a public pick(long) beside a private, package-access or
  // protected pick(int), and the public class Tally a public Tally(long) beside a Tally(int) of
  // such access: calls with an int argument from each package, subclass, anonymous class,
  // `super.pick`, `super(v)` and a Base reference print which overload JLS 15.12.2.1 chooses
  // there (only accessible members are potentially applicable). The test classes stay in the
  // unnamed package and use the packaged classes through their public API and anonymous subclasses.
  // Off by default for the same reason as `enums`; its random draws happen only when it is on.
  bool packages = false;
  // Declare Main's `static CharSequence kept` and `csInfo(CharSequence, int)`, and sometimes a
  // block of CharSequence locals holding Strings and StringBuilders: length, charAt,
  // subSequence (indices around the bounds, the exceptions printed), new StringBuilder(cs),
  // append(cs, start, end), insert(offset, cs, start, end), a builder seen through the interface
  // after it changes, String.join over them and contentEquals. Off by default for the same reason
  // as `enums`; its random draws happen only when it is on.
  bool char_sequences = false;
};

// Program `index` (0-based) of the corpus for `seed`. Named "G" + index + 1 in at least 4 digits.
GeneratedProgram GenerateProgram(uint64_t seed, int index, const GeneratorOptions& options = {});

// Programs 0..count-1.
std::vector<GeneratedProgram> GeneratePrograms(uint64_t seed, int count,
                                               const GeneratorOptions& options = {});

}  // namespace aprgrid::lang::generator

#endif  // APRGRID_WORKER_LANG_GENERATOR_PROGRAM_GENERATOR_H_
