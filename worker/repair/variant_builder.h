// Variants of one original program, built and compiled incrementally: the fast path of fitness
// evaluation. An edit only ever touches statements inside method and constructor bodies, so a
// variant is the original with a few method declarations replaced. VariantBuilder clones and
// edits only those declarations (not the whole program), hashes the variant from the original's
// cached subtree hashes, and compiles only the edited methods against the compiled original
// (lang::CompileVariant), sharing its class table and the code of every other method.
//
// Both agree with the whole-program path by construction, and variant_builder_test checks it:
// Hash(Build(g)) == lang::StructuralHash(ApplyEdits(original, g)), and Compile(Build(g)) accepts,
// rejects and runs exactly as lang::Compile(ApplyEdits(original, g)) does.
//
// Thread-compatible: Build and Compile are const; the builder is immutable after construction.
#ifndef APRGRID_WORKER_REPAIR_VARIANT_BUILDER_H_
#define APRGRID_WORKER_REPAIR_VARIANT_BUILDER_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/lang/ast.h"
#include "worker/lang/compiler.h"
#include "worker/lang/program.h"
#include "worker/repair/edit.h"

namespace aprgrid::repair {

class VariantBuilder {
 public:
  struct Variant {
    // The edited method declarations, by method id (ascending).
    std::vector<lang::MethodReplacement> methods;
    // Set instead of `methods` when an edit's target lies outside the body of every member of a
    // top-level class (never for a repair target of today's subjects), or when some method body
    // of the original holds a declaration (a local or anonymous class): the whole edited program,
    // compiled with lang::Compile.
    lang::NodePtr whole;
  };

  // REQUIRES: `original` is renumbered and outlives the builder; `base` was compiled without
  // coverage from a copy of it (same node ids).
  VariantBuilder(const lang::Node& original, std::vector<std::string> file_names,
                 std::shared_ptr<const lang::Program> base);

  Variant Build(const Genome& genome) const;
  // lang::StructuralHash of the whole edited program, from the original's cached subtree
  // hashes: only the edited declarations and their classes are hashed again.
  uint64_t Hash(const Variant& variant) const;
  // SecondStructuralHash of the whole edited program, the same way.
  uint64_t SecondHash(const Variant& variant) const;
  absl::StatusOr<std::unique_ptr<lang::Program>> Compile(Variant variant) const;

 private:
  const lang::Node* original_;
  std::vector<std::string> file_names_;
  std::shared_ptr<const lang::Program> base_;
  std::vector<const lang::Node*> by_id_;  // Original nodes by id.
  std::vector<int> method_of_node_;       // Enclosing user method id by node id, or -1.
  std::vector<int> decl_of_method_;       // Declaration node id by method id, or -1.
  std::vector<uint64_t> hash_of_node_;    // Subtree hashes of classes and their members.
  std::vector<uint64_t> hash2_of_node_;   // Their SecondStructuralHash.
};

// A structural hash of `node`'s subtree over the same fields as lang::StructuralHash (kind, flags,
// value, attached nodes, children in order) but built from other mixing, so that two different
// trees agreeing on both hashes is as unlikely as a collision of one 128-bit hash
// (worker/repair/shared_outcomes.h keys programs by both).
uint64_t SecondStructuralHash(const lang::Node& node);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_VARIANT_BUILDER_H_
