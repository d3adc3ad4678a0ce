// The node characteristics of docs/crf-transform-prediction.md, section 5.1 (Tables III-V) adapted
// to the subject language, computed by static analysis of a class. See docs/crf-dataset.md for the
// list and the adaptations.
#ifndef APRGRID_WORKER_CRF_DATA_CHARACTERISTICS_H_
#define APRGRID_WORKER_CRF_DATA_CHARACTERISTICS_H_

#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "worker/crf/data/ast_to_tree.h"
#include "worker/lang/ast.h"
#include "worker/lang/packages.h"

namespace aprgrid::crf {

class ClassContext {
 public:
  ClassContext(const lang::Node& class_decl, const lang::Node& unit,
               const CharacteristicOptions& options);

  // Characteristics of one node of `statement` (which lies in `method`).
  std::vector<std::string> Characteristics(const lang::Node& node, const lang::Node& statement,
                                           const lang::Node& method) const;
  // Characteristics of the statement's virtual root (S1-S5).
  std::vector<std::string> StatementCharacteristics(const lang::Node& statement,
                                                    const lang::Node& method) const;

 private:
  struct MethodInfo {
    int declarations = 0;
    std::string return_type;
    std::vector<std::string> param_types;
  };
  void VariableCharacteristics(const lang::Node& n, const lang::Node& statement,
                               const lang::Node& method, std::vector<std::string>& out) const;
  void CallCharacteristics(const lang::Node& n, const lang::Node& statement,
                           const lang::Node& method, std::vector<std::string>& out) const;
  std::string TypeOf(const std::string& name, const lang::Node& method) const;
  bool Similar(const std::string& a, const std::string& b) const;

  CharacteristicOptions options_;
  // Type texts are compared package-qualified (docs/crf-dataset.md, "Packages"): `Box` in two
  // packages are two types, `q.Box` and an imported `Box` one.
  lang::SourcePackages packages_;
  std::string class_name_;
  bool extends_exception_ = false;
  absl::flat_hash_map<std::string, std::string> field_types_;
  absl::flat_hash_map<std::string, MethodInfo> methods_;  // Declared in the unit, by name.
  absl::flat_hash_set<std::string> called_;               // Method names called in the class.
  absl::flat_hash_map<std::string, int> field_reads_;
  absl::flat_hash_map<std::string, int> field_writes_;
  absl::flat_hash_set<std::string> null_guarded_types_;    // Types of variables under a null guard.
  absl::flat_hash_set<std::string> normal_guarded_types_;  // ... under another guard.
  absl::flat_hash_set<std::string> null_guarded_calls_;
  absl::flat_hash_set<std::string> normal_guarded_calls_;
  absl::flat_hash_set<std::string> try_calls_;
  // (callee, argument index) -> kinds of argument seen ("var:<name>", "call:<name>").
  absl::flat_hash_map<std::string, absl::flat_hash_set<std::string>> call_args_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_CHARACTERISTICS_H_
