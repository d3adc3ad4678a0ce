#include "worker/repair/variant_builder.h"

#include <algorithm>

#include "absl/container/inlined_vector.h"

namespace aprgrid::repair {
namespace {

void Mark(const lang::Node& n, int method, std::vector<int>& method_of_node) {
  method_of_node[static_cast<size_t>(n.id)] = method;
  for (const lang::NodePtr& c : n.children) Mark(*c, method, method_of_node);
}

void Index(const lang::Node& n, std::vector<const lang::Node*>& by_id) {
  by_id[static_cast<size_t>(n.id)] = &n;
  for (const lang::NodePtr& c : n.children) Index(*c, by_id);
}

// The second structural hash's parts, built like lang::StructuralHash's (a seed from the node's
// own fields, then its children folded in order) from other mixing: a 64-bit finaliser over
// 8-byte words.
uint64_t Mix2(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

uint64_t SecondCombine(uint64_t h, uint64_t child_hash) {
  return Mix2((h ^ child_hash) + 0x9e3779b97f4a7c15ULL) + 0x632be59bd9b4e019ULL;
}

uint64_t SecondSeed(const lang::Node& node) {
  uint64_t h = Mix2((static_cast<uint64_t>(node.kind) << 32) ^ static_cast<uint32_t>(node.flags) ^
                    0x5bd1e9955bd1e995ULL);
  uint64_t word = 0;
  size_t bytes = 0;
  for (char c : node.value) {
    word = (word << 8) | static_cast<uint8_t>(c);
    if (++bytes % 8 == 0) {
      h = SecondCombine(h, word);
      word = 0;
    }
  }
  h = SecondCombine(h, word ^ (uint64_t{node.value.size()} << 56));
  if (node.attached != nullptr) {
    h = SecondCombine(h, node.attached->size());
    for (const lang::NodePtr& a : *node.attached) h = SecondCombine(h, SecondStructuralHash(*a));
  }
  return h;
}

int CountNodes(const lang::Node& n) {
  int count = 1;
  for (const lang::NodePtr& c : n.children) count += CountNodes(*c);
  return count;
}

bool IsDeclaration(lang::Kind kind) {
  return kind == lang::Kind::kClassDecl || kind == lang::Kind::kFieldDecl ||
         kind == lang::Kind::kMethodDecl || kind == lang::Kind::kConstructorDecl;
}

// Whether a declaration lies strictly inside `n` (a local or anonymous class, say).
bool HoldsDeclaration(const lang::Node& n) {
  for (const lang::NodePtr& c : n.children) {
    if (IsDeclaration(c->kind) || HoldsDeclaration(*c)) return true;
  }
  return false;
}

}  // namespace

uint64_t SecondStructuralHash(const lang::Node& node) {
  uint64_t h = SecondSeed(node);
  h = SecondCombine(h, node.children.size());
  for (const lang::NodePtr& c : node.children) h = SecondCombine(h, SecondStructuralHash(*c));
  return h;
}

VariantBuilder::VariantBuilder(const lang::Node& original, std::vector<std::string> file_names,
                               std::shared_ptr<const lang::Program> base)
    : original_(&original), file_names_(std::move(file_names)), base_(std::move(base)) {
  size_t n = static_cast<size_t>(CountNodes(original));
  by_id_.assign(n, nullptr);
  Index(original, by_id_);
  method_of_node_.assign(n, -1);
  const lang::ClassTable& table = base_->table();
  decl_of_method_.assign(table.methods.size(), -1);
  // Only a member of a top-level class holding no declaration of its own is replaced alone (Hash
  // recomputes top-level classes' members only, and CompileVariant compiles the one declaration
  // against the original's class table). An edit anywhere else takes the whole-program path; if
  // some method body holds a declaration (a local or anonymous class), an ingredient may carry
  // one into another method, so every edit does.
  std::vector<std::pair<int, const lang::Node*>> members;  // Method id, declaration.
  bool local_declarations = false;
  for (const lang::MethodInfo& m : table.methods) {
    if (m.decl == nullptr || m.decl->id < 0 || static_cast<size_t>(m.decl->id) >= n) continue;
    const lang::Node& decl = *by_id_[static_cast<size_t>(m.decl->id)];
    local_declarations = local_declarations || HoldsDeclaration(decl);
    if (decl.parent != nullptr && decl.parent->kind == lang::Kind::kClassDecl &&
        decl.parent->parent == original_) {
      members.emplace_back(m.id, &decl);
    }
  }
  if (local_declarations) members.clear();
  for (const auto& [id, decl_ptr] : members) {
    const lang::Node& decl = *decl_ptr;
    decl_of_method_[static_cast<size_t>(id)] = decl.id;
    Mark(decl, id, method_of_node_);
    // The declaration itself is no statement, so never a target; if a genome named it anyway,
    // the whole-program path would apply it.
    method_of_node_[static_cast<size_t>(decl.id)] = -1;
  }
  hash_of_node_.assign(n, 0);
  hash2_of_node_.assign(n, 0);
  for (const lang::NodePtr& cls : original.children) {
    hash_of_node_[static_cast<size_t>(cls->id)] = lang::StructuralHash(*cls);
    hash2_of_node_[static_cast<size_t>(cls->id)] = SecondStructuralHash(*cls);
    for (const lang::NodePtr& member : cls->children) {
      hash_of_node_[static_cast<size_t>(member->id)] = lang::StructuralHash(*member);
      hash2_of_node_[static_cast<size_t>(member->id)] = SecondStructuralHash(*member);
    }
  }
}

VariantBuilder::Variant VariantBuilder::Build(const Genome& genome) const {
  Variant v;
  absl::InlinedVector<int, 4> touched;  // Method ids.
  for (const Edit& e : genome) {
    if (e.target < 0 || static_cast<size_t>(e.target) >= by_id_.size()) continue;  // Skipped.
    int m = method_of_node_[static_cast<size_t>(e.target)];
    if (m < 0) {
      v.whole = ApplyEdits(*original_, genome);
      return v;
    }
    if (std::find(touched.begin(), touched.end(), m) == touched.end()) touched.push_back(m);
  }
  std::sort(touched.begin(), touched.end());
  for (int m : touched) {
    const lang::Node& decl = *by_id_[static_cast<size_t>(decl_of_method_[static_cast<size_t>(m)])];
    lang::NodePtr edited = lang::Clone(decl);
    ApplyEditsToSubtree(*edited, genome);
    v.methods.push_back(lang::MethodReplacement{m, std::move(edited)});
  }
  return v;
}

uint64_t VariantBuilder::Hash(const Variant& variant) const {
  if (variant.whole != nullptr) return lang::StructuralHash(*variant.whole);
  absl::InlinedVector<const lang::Node*, 4> replaced;  // Original declarations.
  absl::InlinedVector<uint64_t, 4> replaced_hash;
  for (const lang::MethodReplacement& r : variant.methods) {
    replaced.push_back(by_id_[static_cast<size_t>(decl_of_method_[static_cast<size_t>(r.method)])]);
    replaced_hash.push_back(lang::StructuralHash(*r.decl));
  }
  uint64_t h = lang::StructuralHashSeed(*original_);
  for (const lang::NodePtr& cls : original_->children) {
    bool edited_class = false;
    for (const lang::Node* d : replaced) edited_class |= d->parent == cls.get();
    if (!edited_class) {
      h = lang::StructuralHashCombine(h, hash_of_node_[static_cast<size_t>(cls->id)]);
      continue;
    }
    uint64_t hc = lang::StructuralHashSeed(*cls);
    for (const lang::NodePtr& member : cls->children) {
      uint64_t hm = hash_of_node_[static_cast<size_t>(member->id)];
      for (size_t i = 0; i < replaced.size(); ++i) {
        if (replaced[i] == member.get()) hm = replaced_hash[i];
      }
      hc = lang::StructuralHashCombine(hc, hm);
    }
    h = lang::StructuralHashCombine(h, hc);
  }
  return h;
}

uint64_t VariantBuilder::SecondHash(const Variant& variant) const {
  if (variant.whole != nullptr) return SecondStructuralHash(*variant.whole);
  absl::InlinedVector<const lang::Node*, 4> replaced;  // Original declarations.
  absl::InlinedVector<uint64_t, 4> replaced_hash;
  for (const lang::MethodReplacement& r : variant.methods) {
    replaced.push_back(by_id_[static_cast<size_t>(decl_of_method_[static_cast<size_t>(r.method)])]);
    replaced_hash.push_back(SecondStructuralHash(*r.decl));
  }
  uint64_t h = SecondCombine(SecondSeed(*original_), original_->children.size());
  for (const lang::NodePtr& cls : original_->children) {
    bool edited_class = false;
    for (const lang::Node* d : replaced) edited_class |= d->parent == cls.get();
    if (!edited_class) {
      h = SecondCombine(h, hash2_of_node_[static_cast<size_t>(cls->id)]);
      continue;
    }
    uint64_t hc = SecondCombine(SecondSeed(*cls), cls->children.size());
    for (const lang::NodePtr& member : cls->children) {
      uint64_t hm = hash2_of_node_[static_cast<size_t>(member->id)];
      for (size_t i = 0; i < replaced.size(); ++i) {
        if (replaced[i] == member.get()) hm = replaced_hash[i];
      }
      hc = SecondCombine(hc, hm);
    }
    h = SecondCombine(h, hc);
  }
  return h;
}

absl::StatusOr<std::unique_ptr<lang::Program>> VariantBuilder::Compile(Variant variant) const {
  if (variant.whole != nullptr) return lang::Compile(std::move(variant.whole), file_names_);
  return lang::CompileVariant(base_, std::move(variant.methods));
}

}  // namespace aprgrid::repair
