// A compiled program: the (owned) AST, the class table, compiled code per method, static
// initialisers, interned string literals and the list of tests. Immutable after compilation, so
// one Program can be run by several Runtimes (one per thread) at once.
#ifndef APRGRID_WORKER_LANG_PROGRAM_H_
#define APRGRID_WORKER_LANG_PROGRAM_H_

#include <algorithm>
#include <cstddef>
#include <map>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "worker/lang/ast.h"
#include "worker/lang/classes.h"
#include "worker/lang/exec.h"
#include "worker/lang/heap.h"

namespace aprgrid::lang {

struct MethodCode {
  const Stmt* body = nullptr;
  int num_locals = 0;  // Including `this` and the parameters.
};

struct TestCase {
  // The test class's binary name (JLS 13.1), as JUnit names it: its simple name in the unnamed
  // package, where every test class is today (docs/subject-language.md, "Programs").
  std::string class_name;
  std::string method_name;
  int16_t cls = -1;
  int method = -1;
  int16_t expected = -1;  // Expected exception class, or -1.
  std::string full_name() const { return class_name + "." + method_name; }
};

class Program {
 public:
  Program() : constants(size_t{1} << 40) {}
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;

  // The class table. Compile() fills `own_table`; a variant (CompileVariant) reads its base's.
  const ClassTable& table() const { return *table_; }
  ClassTable own_table;

  NodePtr ast;  // Null for a variant: see `base` and `variant_decls`.
  std::vector<std::string> file_names;
  int num_nodes = 0;  // AST size (coverage is indexed by node id).
  bool coverage = false;
  std::vector<MethodCode> code;  // By method id.
  // Per class, in declaration order: the static field initialisers.
  std::vector<MethodCode> static_inits;
  int system_out_slot = -1;
  std::vector<TestCase> tests;  // Sorted by full_name().
  Heap constants;               // Interned string literals (never reset).
  // Interned literals by content: in `constants`, or the base's for the base's literals.
  std::map<std::u16string, Obj*> strings;
  // A variant's base (CompileVariant): kept alive because the variant shares its class table,
  // the code of its unedited methods, its AST and its interned literals.
  std::shared_ptr<const Program> base;
  std::vector<NodePtr> variant_decls;  // A variant's edited method declarations.
  // Compiled nodes live in an arena (one allocation per 16 KiB instead of one per node: a
  // variant compiles hundreds of nodes).
  std::vector<ExecNode*> nodes;

  template <typename T, typename... Args>
  T* Make(Args&&... args) {
    static_assert(alignof(T) <= 16);
    size_t size = (sizeof(T) + 15) & ~size_t{15};
    if (arena_.empty() || arena_used_ + size > kArenaBlock) {
      arena_.push_back(std::make_unique<std::byte[]>(std::max(kArenaBlock, size)));
      arena_used_ = 0;
    }
    T* raw = new (arena_.back().get() + arena_used_) T(std::forward<Args>(args)...);
    arena_used_ += size;
    nodes.push_back(raw);
    return raw;
  }

  ~Program() {
    for (ExecNode* n : nodes) n->~ExecNode();
  }

  void ShareTableOf(const Program& other) { table_ = &other.table(); }

 private:
  const ClassTable* table_ = &own_table;
  static constexpr size_t kArenaBlock = 16 * 1024;
  std::vector<std::unique_ptr<std::byte[]>> arena_;
  size_t arena_used_ = 0;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_PROGRAM_H_
