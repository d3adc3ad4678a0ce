// Random, well-typed subject-language expressions for the program generator. Every expression is
// valid Java 17 of the requested type given the variables in scope, evaluates without looping, and
// prints the same way on the JVM and in the interpreter (no object identities, only printable
// chars). Compound sub-expressions are parenthesised so that the generator's idea of each
// sub-expression's type is also javac's, except for flat chains of int operators, which are left
// unparenthesised on purpose to exercise operator precedence (every grouping of int operands is an
// int, so the type is the same whatever the grouping).
//
// Random draws are sequenced (each into a named local, never two among one call's arguments) so
// that an expression does not depend on the compiler; program_writer.h says why.
//
// Not thread-safe; one per generated program.
#ifndef APRGRID_WORKER_LANG_GENERATOR_EXPRESSION_GENERATOR_H_
#define APRGRID_WORKER_LANG_GENERATOR_EXPRESSION_GENERATOR_H_

#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "common/random.h"

namespace aprgrid::lang::generator {

enum class JType { kInt, kLong, kDouble, kBoolean, kChar, kString, kIntArray, kObject };

// The Java spelling of a type; kObject is the program's base class `base`.
std::string JavaTypeName(JType type, absl::string_view base);

struct Variable {
  std::string name;  // As written in code: "v3", "G0001_Main.counter", "val".
  JType type;
  bool assignable;  // False for loop counters, for-each variables and parameters we keep stable.
};

// Nested block scopes of one method. Names come from one counter per method, so an inner block
// never redeclares a name that is visible (javac rejects shadowing a local).
class Scope {
 public:
  void Enter() { marks_.push_back(variables_.size()); }
  void Leave();
  void Declare(Variable variable) { variables_.push_back(std::move(variable)); }
  // Replaces the variables in scope and returns the previous ones: a class body inside a method
  // sees only what it may capture. Blocks opened meanwhile must be closed before swapping back.
  std::vector<Variable> Swap(std::vector<Variable> variables) {
    variables_.swap(variables);
    return variables;
  }
  std::vector<const Variable*> Find(JType type, bool assignable_only) const;
  // "v7", "i8", ...: unique within the method.
  std::string Fresh(absl::string_view stem);
  // Forgets every variable and restarts the names, for the next method; open blocks stay open.
  void Reset();

 private:
  std::vector<Variable> variables_;
  std::vector<size_t> marks_;
  int next_name_ = 0;
};

struct HelperMethod {
  std::string name;
  JType result;
  std::vector<JType> params;
  // A recursive helper: its int argument is folded into 0..7 at every call so the recursion
  // stays shallow.
  bool bounded_recursion = false;
};

// The names a generated program declares, shared by expressions and statements.
struct ProgramSymbols {
  std::string main_class;     // Static helpers and static fields.
  std::string base_class;     // class with `int val`, calc(int), tag().
  std::string derived_class;  // extends base_class; adds extra().
  std::string error_class;    // extends RuntimeException.
  // enum with constants K0..K{enum_constants - 1}, a field `int w` and `int mix(int x)`.
  std::string enum_class;
  int enum_constants = 0;
  std::vector<HelperMethod> helpers;  // Those callable from the code being generated.
};

class ExpressionGenerator {
 public:
  // All references are borrowed and must outlive the generator.
  ExpressionGenerator(Rng& rng, const Scope& scope, const ProgramSymbols& symbols)
      : rng_(rng), scope_(scope), symbols_(symbols) {}

  // An expression of `type`; `depth` bounds nesting (0: a literal or a variable).
  // REQUIRES: type is not kIntArray or kObject unless such a value can be built (always true).
  std::string Of(JType type, int depth);

  // A printable primitive or String type, for System.out.println and concatenation.
  JType PrintableType();

  std::string IntLiteral();
  std::string SmallIntLiteral(int low, int high);
  // A call of `helper` with generated arguments: "Main.h2(a, b)".
  std::string CallHelper(const HelperMethod& helper, int depth);

  // Off while generating the class hierarchy's own methods: an object expression there could
  // construct objects or call methods of the hierarchy again, recursing without end.
  void set_objects_enabled(bool enabled) { objects_enabled_ = enabled; }

 private:
  bool Chance(double p) { return rng_.Bernoulli(p); }
  int Pick(int n) { return static_cast<int>(rng_.Below(static_cast<uint64_t>(n))); }
  std::string PickOf(const std::vector<std::string>& choices);
  // A variable of `type` in scope, or "" if there is none.
  std::string Var(JType type);
  std::string Call(JType result, int depth);

  std::string Int(int depth);
  std::string FlatIntChain(int depth);
  std::string IntAtom(int depth);
  std::string Long(int depth);
  std::string Double(int depth);
  std::string Boolean(int depth);
  std::string Char(int depth);
  std::string String(int depth);
  std::string IntArray(int depth);
  std::string Object(int depth);
  // Enum expressions (JLS 8.9): constants, values(), valueOf, ordinal, name, compareTo, mix.
  std::string EnumValue(int depth);
  std::string EnumInt(int depth);
  std::string EnumString(int depth);

 public:
  // A random constant of the program's enum, "G0001_E.K2".
  std::string EnumConstant();

 private:
  std::string ArrayElement(int depth);
  std::string AnyNumeric(int depth);

  Rng& rng_;
  const Scope& scope_;
  const ProgramSymbols& symbols_;
  bool objects_enabled_ = true;
};

}  // namespace aprgrid::lang::generator

#endif  // APRGRID_WORKER_LANG_GENERATOR_EXPRESSION_GENERATOR_H_
