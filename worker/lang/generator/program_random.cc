// java.util.Random blocks of the generated programs (GeneratorOptions::random): a Random seeded
// from a random long, its draws (nextInt with and without a bound that may be zero or negative,
// nextLong, nextBoolean, nextDouble, nextFloat) printed, a list of Integers shuffled with it,
// and setSeed restarting the sequence, so the 48-bit generator and Collections.shuffle are
// compared with the JDK's.
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

void ProgramWriter::RandomBlock() {
  const std::string r = scope_.Fresh("rg");
  const std::string n = scope_.Fresh("rn");
  const std::string seed = Chance(0.3) ? absl::StrCat(Pick(1000) - 500, "L") : E(JType::kLong);
  Line(absl::StrCat("Random ", r, " = new Random(", seed, ");"));
  // A bound that is usually positive (sometimes a power of two), sometimes any int.
  std::string bound;
  switch (Pick(3)) {
    case 0:
      bound = absl::StrCat(1 << Pick(31));
      break;
    case 1:
      bound = absl::StrCat(1 + Pick(1000));
      break;
    default:
      bound = E(JType::kInt);
      break;
  }
  Line(absl::StrCat("int ", n, " = ", bound, ";"));
  Open("try");
  Line(absl::StrCat("System.out.println(", r, ".nextInt(", n, ") + \" \" + ", r,
                    ".nextInt() + \" \" + ", r, ".nextLong() + \" \" + ", r,
                    ".nextBoolean() + \" \" + ", r, ".nextDouble() + \" \" + ", r,
                    ".nextFloat());"));
  Close();
  Open("catch (IllegalArgumentException e)");
  Line("System.out.println(e.getMessage());");
  Close();
  if (Chance(0.5)) {
    const std::string list = scope_.Fresh("rl");
    const std::string i = scope_.Fresh("ri");
    Line(absl::StrCat("List<Integer> ", list, " = new ", Chance(0.5) ? "ArrayList" : "LinkedList",
                      "<>();"));
    Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", 1 + Pick(12), "; ", i, "++)"));
    Line(absl::StrCat(list, ".add(", i, " * ", 1 + Pick(5), ");"));
    Close();
    Line(absl::StrCat("Collections.shuffle(", list, ", ", r, ");"));
    Line(absl::StrCat("System.out.println(", list, " + \" \" + ", r, ".nextInt(", 1 + Pick(50),
                      "));"));
  } else {
    Line(absl::StrCat(r, ".setSeed(", seed, ");"));
    Line(absl::StrCat("System.out.println(", r, ".nextInt() + \" \" + ", r, ".nextDouble());"));
  }
}

}  // namespace aprgrid::lang::generator
