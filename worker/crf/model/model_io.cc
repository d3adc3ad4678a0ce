#include "worker/crf/model/model_io.h"

#include <fstream>
#include <istream>
#include <ostream>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/status_macros.h"

namespace aprgrid::crf {
namespace {

// Names become one whitespace-free token: "=" followed by the bytes, with %XX for whitespace,
// control bytes and '%'. The leading "=" lets an empty name be a token too.
std::string EscapeName(const std::string& name) {
  std::string out = "=";
  for (unsigned char c : name) {
    if (c <= 0x20 || c == 0x7f || c == '%') {
      absl::StrAppend(&out, absl::StrFormat("%%%02X", c));
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  return out;
}

bool UnescapeName(const std::string& token, std::string* name) {
  if (token.empty() || token[0] != '=') return false;
  name->clear();
  for (size_t i = 1; i < token.size(); ++i) {
    if (token[i] != '%') {
      name->push_back(token[i]);
      continue;
    }
    int value = 0;
    if (i + 2 >= token.size()) return false;
    if (!absl::SimpleHexAtoi(token.substr(i + 1, 2), &value)) return false;
    name->push_back(static_cast<char>(value));
    i += 2;
  }
  return true;
}

class Reader {
 public:
  explicit Reader(std::istream& in) : in_(in) {}

  absl::Status Expect(const std::string& word) {
    std::string got;
    if (!(in_ >> got) || got != word) {
      return absl::InvalidArgumentError(
          absl::StrCat("model file: expected '", word, "', found '", got, "'"));
    }
    return absl::OkStatus();
  }
  template <typename T>
  absl::Status Int(T* value, const char* what) {
    long long v;
    if (!(in_ >> v)) return Error(what);
    *value = static_cast<T>(v);
    return absl::OkStatus();
  }
  absl::Status Double(double* value, const char* what) {
    std::string token;
    if (!(in_ >> token) || !absl::SimpleAtod(token, value)) return Error(what);
    return absl::OkStatus();
  }
  absl::Status Name(std::string* name, const char* what) {
    std::string token;
    if (!(in_ >> token) || !UnescapeName(token, name)) return Error(what);
    return absl::OkStatus();
  }
  absl::Status Count(size_t* n, const char* what) {
    long long v;
    if (!(in_ >> v) || v < 0 || v > (1LL << 31)) return Error(what);
    *n = static_cast<size_t>(v);
    return absl::OkStatus();
  }

 private:
  static absl::Status Error(const char* what) {
    return absl::InvalidArgumentError(absl::StrCat("model file: malformed ", what));
  }
  std::istream& in_;
};

}  // namespace

absl::Status WriteModel(const CrfModel& model, std::ostream& out) {
  const FeatureIndexData& d = model.index().data();
  const FeatureOptions& o = d.options;
  out << kModelMagic << ' ' << kModelFormatVersion << '\n';
  out << "options " << static_cast<int>(o.families) << ' ' << o.constrain_nodes << ' '
      << o.constrain_edges << ' ' << o.constrain_triangles << ' ' << o.special_triangles << ' '
      << o.indicator_max_tree_nodes << '\n';
  out << "labels " << d.labels.size() << '\n';
  for (size_t l = 0; l < d.labels.size(); ++l) {
    out << EscapeName(d.labels[l]) << ' ' << d.node_admissible[l] << ' '
        << d.label_characteristics[l].size();
    for (int32_t c : d.label_characteristics[l]) out << ' ' << c;
    out << '\n';
  }
  out << "characteristics " << d.characteristics.size() << '\n';
  for (const std::string& c : d.characteristics) out << EscapeName(c) << '\n';
  out << "edges " << d.edge_admissible.size() << '\n';
  for (const auto& [key, codes] : d.edge_admissible) {
    out << key[0] << ' ' << key[1] << ' ' << codes.size();
    for (int32_t c : codes) out << ' ' << c;
    out << '\n';
  }
  out << "triangles " << d.triangle_admissible.size() << '\n';
  for (const auto& [key, codes] : d.triangle_admissible) {
    out << key[0] << ' ' << key[1] << ' ' << key[2] << ' ' << codes.size();
    for (int32_t c : codes) out << ' ' << c;
    out << '\n';
  }
  out << "features " << d.features.size() << '\n';
  for (size_t f = 0; f < d.features.size(); ++f) {
    for (int32_t x : d.features[f]) out << x << ' ';
    out << absl::StrFormat("%.17g", model.weights()[f]) << '\n';
  }
  out << "end\n";
  if (!out) return absl::DataLossError("model file: write failed");
  return absl::OkStatus();
}

absl::StatusOr<CrfModel> ReadModel(std::istream& in) {
  Reader r(in);
  RETURN_IF_ERROR(r.Expect(kModelMagic));
  int version = 0;
  RETURN_IF_ERROR(r.Int(&version, "version"));
  if (version != kModelFormatVersion) {
    return absl::InvalidArgumentError(absl::StrCat("model file: version ", version,
                                                   " is not supported (this build reads ",
                                                   kModelFormatVersion, ")"));
  }
  FeatureIndexData d;
  FeatureOptions& o = d.options;
  int families = 0;
  RETURN_IF_ERROR(r.Expect("options"));
  RETURN_IF_ERROR(r.Int(&families, "options"));
  if (families < 0 || families > 2) return absl::InvalidArgumentError("model file: families");
  o.families = static_cast<FeatureFamilies>(families);
  RETURN_IF_ERROR(r.Int(&o.constrain_nodes, "options"));
  RETURN_IF_ERROR(r.Int(&o.constrain_edges, "options"));
  RETURN_IF_ERROR(r.Int(&o.constrain_triangles, "options"));
  RETURN_IF_ERROR(r.Int(&o.special_triangles, "options"));
  RETURN_IF_ERROR(r.Int(&o.indicator_max_tree_nodes, "options"));
  size_t n = 0;
  RETURN_IF_ERROR(r.Expect("labels"));
  RETURN_IF_ERROR(r.Count(&n, "label count"));
  for (size_t l = 0; l < n; ++l) {
    std::string name;
    TransformMask mask = 0;
    size_t m = 0;
    RETURN_IF_ERROR(r.Name(&name, "label"));
    RETURN_IF_ERROR(r.Int(&mask, "label transforms"));
    RETURN_IF_ERROR(r.Count(&m, "label characteristics"));
    std::vector<int32_t> chars(m);
    for (int32_t& c : chars) RETURN_IF_ERROR(r.Int(&c, "label characteristic"));
    d.labels.push_back(std::move(name));
    d.node_admissible.push_back(mask);
    d.label_characteristics.push_back(std::move(chars));
  }
  RETURN_IF_ERROR(r.Expect("characteristics"));
  RETURN_IF_ERROR(r.Count(&n, "characteristic count"));
  d.characteristics.resize(n);
  for (std::string& c : d.characteristics) RETURN_IF_ERROR(r.Name(&c, "characteristic"));
  RETURN_IF_ERROR(r.Expect("edges"));
  RETURN_IF_ERROR(r.Count(&n, "edge count"));
  d.edge_admissible.resize(n);
  for (auto& [key, codes] : d.edge_admissible) {
    size_t m = 0;
    for (int32_t& x : key) RETURN_IF_ERROR(r.Int(&x, "edge labels"));
    RETURN_IF_ERROR(r.Count(&m, "edge tuple count"));
    codes.resize(m);
    for (int32_t& c : codes) RETURN_IF_ERROR(r.Int(&c, "edge tuple"));
  }
  RETURN_IF_ERROR(r.Expect("triangles"));
  RETURN_IF_ERROR(r.Count(&n, "triangle count"));
  d.triangle_admissible.resize(n);
  for (auto& [key, codes] : d.triangle_admissible) {
    size_t m = 0;
    for (int32_t& x : key) RETURN_IF_ERROR(r.Int(&x, "triangle labels"));
    RETURN_IF_ERROR(r.Count(&m, "triangle tuple count"));
    codes.resize(m);
    for (int32_t& c : codes) RETURN_IF_ERROR(r.Int(&c, "triangle tuple"));
  }
  RETURN_IF_ERROR(r.Expect("features"));
  RETURN_IF_ERROR(r.Count(&n, "feature count"));
  d.features.resize(n);
  std::vector<double> weights(n);
  for (size_t f = 0; f < n; ++f) {
    for (int32_t& x : d.features[f]) RETURN_IF_ERROR(r.Int(&x, "feature key"));
    RETURN_IF_ERROR(r.Double(&weights[f], "feature weight"));
  }
  RETURN_IF_ERROR(r.Expect("end"));
  absl::StatusOr<FeatureIndex> index = FeatureIndex::FromData(std::move(d));
  if (!index.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("model file: ", index.status().message()));
  }
  return CrfModel::Create(*std::move(index), std::move(weights));
}

absl::Status SaveModel(const CrfModel& model, const std::string& path) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return absl::NotFoundError(absl::StrCat("cannot write ", path));
  absl::Status s = WriteModel(model, out);
  out.close();
  if (s.ok() && !out) return absl::DataLossError(absl::StrCat("cannot write ", path));
  return s;
}

absl::StatusOr<CrfModel> LoadModel(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read ", path));
  return ReadModel(in);
}

}  // namespace aprgrid::crf
