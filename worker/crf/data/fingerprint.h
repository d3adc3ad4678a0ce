// Fingerprint check for injected datasets (docs/crf-dataset.md, "Fingerprints"): how well a single
// observable property of a node predicts the transform the node carries. An injector that leaves
// artefacts (e.g. every injected call has no arguments) shows up as a property that is almost
// always labelled with one transform; a model then learns the injector, not the bug.
//
// Properties of a node: each of its characteristics, its number of children ("arity=N") and its
// children's labels in order ("children=A,B"), which the indicator features see through edges and
// triangles. Each is counted per node label (a MethodCall's "arity=1" differs from a Literal's).
#ifndef APRGRID_WORKER_CRF_DATA_FINGERPRINT_H_
#define APRGRID_WORKER_CRF_DATA_FINGERPRINT_H_

#include <span>
#include <string>
#include <vector>

#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct PropertyPrecision {
  std::string label;     // Node label.
  std::string property;  // "V14", "arity=1", "children=None", ...
  int transform = 0;     // The non-EMPTY transform most often gold on these nodes.
  int support = 0;       // Nodes with this label and property.
  int hits = 0;          // ... of which carry `transform`.
  // Share of the transform's nodes (over all samples) that have the property.
  double recall = 0;
  double precision() const { return support == 0 ? 0.0 : double(hits) / support; }
};

struct FingerprintOptions {
  int min_support = 30;  // Properties seen on fewer nodes are left out.
  int min_hits = 10;     // ... and so are those whose transform occurs on fewer of them.
};

// One entry per (label, property) pair that passes the options' thresholds, sorted by precision,
// highest first (ties by label, then property).
std::vector<PropertyPrecision> SinglePropertyPrecision(std::span<const LabeledTree> samples,
                                                       const FingerprintOptions& options = {});

// A lookup-table classifier over whole node profiles (label, parent's label, children's labels and
// every characteristic: all a node shows the observation and edge features at once). Per
// transform, the share of its nodes whose profile occurs on at least `min_support` nodes and
// carries that transform on more than `precision` of them: the nodes the profile alone gives
// away. Conjunctions of artefacts (a call with no arguments, in a value position, of a void
// method) show up here although no single property does.
struct ProfileGiveaway {
  int nodes = 0;       // Nodes with this gold transform.
  int given_away = 0;  // ... whose profile predicts it with precision > the threshold.
  double rate() const { return nodes == 0 ? 0.0 : double(given_away) / nodes; }
};
std::vector<ProfileGiveaway> ProfileGiveaways(std::span<const LabeledTree> samples,
                                              int min_support = 5, double precision = 0.9);

// Properties the injector always produces and correct code seldom shows: for a transform t on
// nodes of label L (at least `min_nodes` of them), a property present on at least `always` of
// those nodes but on at most `rare` of the EMPTY nodes of the same label (e.g. every injected
// Meth-RW-Var call has no arguments, against a third of the calls that carry no transform). Such
// a property identifies the injector's output without being precise on its own.
struct ConstantProperty {
  int transform = 0;
  std::string label;
  std::string property;
  int nodes = 0;              // Nodes of `label` that carry `transform`.
  double with_transform = 0;  // Share of them with the property.
  double with_empty = 0;      // Share of the EMPTY nodes of `label` with the property.
};
std::vector<ConstantProperty> ConstantProperties(std::span<const LabeledTree> samples,
                                                 int min_nodes = 20, double always = 0.95,
                                                 double rare = 0.5);

// Whether Seer's definitions tie `transform` on a node of `label` to `property`
// (docs/crf-transform-prediction.md, section 4.1), so that a precise or constant property is the
// definition, not an injector artefact: only the statement wraps are admissible on the virtual
// root; Unwrap-IF sits on an `If` without else directly under it; LogExp-* sit on
// logical-expression roots ("LE"), and LogExp-Red, which drops one operand of an && or ||, on such
// an operator ("BO1_logical"); an Unwrap-Meth node is an argument of the call the fix removes.
bool IsDefinitional(const std::string& label, int transform, const std::string& property);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_FINGERPRINT_H_
