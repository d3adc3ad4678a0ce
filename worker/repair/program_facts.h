// What the repair operators need to know about the original program, computed once per attempt:
// nodes by id, which statements may be edited, enclosing declarations, the variables visible at a
// statement (a syntactic scope walk: declared names and their type text), and the class table of
// the compiled original (method signatures for FunRep, class names).
//
// Immutable after construction; holds pointers into `unit` and `table`, which must outlive it.
#ifndef APRGRID_WORKER_REPAIR_PROGRAM_FACTS_H_
#define APRGRID_WORKER_REPAIR_PROGRAM_FACTS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/ast.h"
#include "worker/lang/classes.h"

namespace aprgrid::repair {

struct Variable {
  std::string name;
  std::string type;  // Type text as written: "int", "String[]", "Point".
  bool is_final = false;
  bool is_field = false;
};

class ProgramFacts {
 public:
  // REQUIRES: `unit` is renumbered; files [0, num_repair_files) are the classes under repair.
  ProgramFacts(const lang::Node& unit, const lang::ClassTable& table, int num_repair_files);

  const lang::Node& unit() const { return *unit_; }
  const lang::ClassTable& table() const { return *table_; }
  const lang::Node* node(int id) const;

  // A statement the GP may edit: a statement of a class under repair, other than a method body,
  // a for-loop's init/update part or an explicit constructor call.
  bool IsRepairTarget(const lang::Node& n) const;
  // A node of a class under repair (files [0, num_repair_files)).
  bool InRepairFile(const lang::Node& n) const { return n.file >= 0 && n.file < num_repair_files_; }
  // Every repair target, in id order.
  const std::vector<const lang::Node*>& targets() const { return targets_; }

  static const lang::Node* EnclosingMethod(const lang::Node& n);  // Method or constructor.
  static const lang::Node* EnclosingClass(const lang::Node& n);
  // Return type text of the enclosing method; "void" for constructors and outside methods.
  static std::string ReturnTypeAt(const lang::Node& n);
  static bool InsideLoop(const lang::Node& n);
  static bool InsideLoopOrSwitch(const lang::Node& n);

  // Variables visible just before statement `n`: locals declared earlier in enclosing blocks, loop
  // and catch variables, parameters, then the fields of the enclosing class (innermost first);
  // inside a local or anonymous class, then those of the body declaring it, and so on outwards.
  std::vector<Variable> VisibleVariables(const lang::Node& n) const;
  std::optional<Variable> FindVariable(const lang::Node& at, std::string_view name) const;
  // A class known to the program (user or built-in).
  bool IsClassName(std::string_view name) const;
  // The class id named by a type text without array suffix, or -1.
  int ClassOfType(std::string_view type_text) const;
  // The class whose methods a call `call` (MethodCall node) resolves against, or -1 if the
  // receiver's class cannot be inferred syntactically.
  int ReceiverClass(const lang::Node& call) const;

  // 1-based source line of a node (its own, or its nearest positioned ancestor's).
  static int LineOf(const lang::Node& n);

 private:
  const lang::Node* unit_;
  const lang::ClassTable* table_;
  int num_repair_files_;
  std::vector<const lang::Node*> by_id_;
  std::vector<const lang::Node*> targets_;
};

// The names a subtree reads or writes as plain variables (VariableAccess), excluding class names
// and names the subtree declares itself.
std::vector<std::string> FreeVariableNames(const lang::Node& n, const ProgramFacts& facts);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_PROGRAM_FACTS_H_
