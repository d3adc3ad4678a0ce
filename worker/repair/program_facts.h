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

  // Class names are resolved as the compiler resolves them in the file of the node `at` where
  // they are written (docs/repair-engine.md, "Classes in packages"). In a program without
  // package declarations that is the canonical name (`C`, `Outer.Inner`) of a class of the
  // unnamed package or a built-in one (ClassTable::Find); in one with packages, the name as the
  // file's single-type imports, its own package, java.lang, its on-demand imports or a fully
  // qualified name denote it (ClassTable::Resolve outside any class). Either way member types by
  // simple name, local classes and java.util types are not found (the operators leave library
  // collections alone), so a packaged program gets the choices of the same program unpackaged.
  // -1 when the name denotes no such class.
  int FindClass(std::string_view name, const lang::Node& at) const;
  // A class known to the program (user or built-in), named as FindClass names it.
  bool IsClassName(std::string_view name, const lang::Node& at) const {
    return FindClass(name, at) >= 0;
  }
  // The class id named by a type text without array suffix written at `at`, or -1.
  int ClassOfType(std::string_view type_text, const lang::Node& at) const;
  // The class a ClassDecl of the unit declares, by its package and canonical name; -1 for local
  // and anonymous classes (unless a class of the same canonical name is in its package).
  int ClassOfDecl(const lang::Node& class_decl) const;
  // The type texts `a` (written at `at_a`) and `b` (at `at_b`) denote the same type: equal texts
  // in a program without packages; with packages, equal once every class name in them is
  // replaced by its package-qualified name (`Box` in package p and `Box` in q differ; `q.Box`
  // and an imported `Box` are the same).
  bool SameType(std::string_view a, const lang::Node& at_a, std::string_view b,
                const lang::Node& at_b) const;
  // The class whose methods a call `call` (MethodCall node) resolves against, or -1 if the
  // receiver's class cannot be inferred syntactically.
  int ReceiverClass(const lang::Node& call) const;
  // The node `e` names a class (or a package) rather than a value: a simple name that denotes a
  // class and no visible variable, or, in a program with packages, a fully qualified name
  // `a.b.C` (FieldAccess nodes over a VariableAccess) whose first identifier is no visible
  // variable and no class, and that first identifier `a` itself.
  bool IsClassReference(const lang::Node& e) const;

  // 1-based source line of a node (its own, or its nearest positioned ancestor's).
  static int LineOf(const lang::Node& n);

 private:
  const lang::Node* unit_;
  const lang::ClassTable* table_;
  // `text` with each class name in it replaced by its package-qualified name (SameType).
  std::string QualifiedTypeText(std::string_view text, const lang::Node& at) const;

  int num_repair_files_;
  std::vector<const lang::Node*> by_id_;
  std::vector<const lang::Node*> targets_;
};

// The names a subtree reads or writes as plain variables (VariableAccess), excluding class names
// (ProgramFacts::IsClassReference: in a fully qualified name, its package's first identifier) and
// names the subtree declares itself.
std::vector<std::string> FreeVariableNames(const lang::Node& n, const ProgramFacts& facts);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_PROGRAM_FACTS_H_
