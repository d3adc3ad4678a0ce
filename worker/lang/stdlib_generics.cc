// The generic signatures of the built-in library classes (stdlib_declarer.h: TypeParams,
// Supertypes, Sig): a small parser of the JDK's type notation that turns the queued texts into
// the class table's type variables and generic types once every built-in class is declared.
// The compiler then treats a library class as it treats a generic user class (generics.h).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/stdlib_declarer.h"

namespace aprgrid::lang::stdlib {

std::vector<PendingGeneric>& PendingGenerics() {
  static std::vector<PendingGeneric>* const queue = new std::vector<PendingGeneric>();
  return *queue;
}

namespace {

[[noreturn]] void Malformed(std::string_view text, std::string_view why) {
  std::fprintf(stderr, "built-in generic signature \"%.*s\": %.*s\n", static_cast<int>(text.size()),
               text.data(), static_cast<int>(why.size()), why.data());
  std::abort();
}

std::string_view Trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

// Splits at the commas outside angle brackets.
std::vector<std::string_view> SplitTop(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<') ++depth;
    if (s[i] == '>') --depth;
    if (s[i] == sep && depth == 0) {
      out.push_back(Trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  out.push_back(Trim(s.substr(start)));
  return out;
}

Type PrimitiveNamed(std::string_view name) {
  if (name == "int") return kIntType;
  if (name == "boolean") return kBooleanType;
  if (name == "long") return kLongType;
  if (name == "double") return kDoubleType;
  if (name == "char") return kCharType;
  if (name == "byte") return kByteType;
  if (name == "short") return kShortType;
  if (name == "float") return kFloatType;
  if (name == "void") return kVoidType;
  return kNullType;  // Not a primitive.
}

class SigParser {
 public:
  SigParser(const ClassTable& t, std::string_view text, const std::vector<const TypeVar*>& outer,
            const std::vector<const TypeVar*>& own)
      : t_(t), text_(text), outer_(outer), own_(own) {}

  const GType* Parse(std::string_view s) {
    s = Trim(s);
    const TypeTable& tt = *t_.types;
    if (s.starts_with("?")) {
      std::string_view rest = Trim(s.substr(1));
      if (rest.empty()) return tt.Wildcard(GType::Bound::kNone, nullptr);
      if (rest.starts_with("extends ")) {
        return tt.Wildcard(GType::Bound::kExtends, Parse(rest.substr(8)));
      }
      if (rest.starts_with("super "))
        return tt.Wildcard(GType::Bound::kSuper, Parse(rest.substr(6)));
      Malformed(text_, "bad wildcard");
    }
    uint8_t dims = 0;
    while (s.ends_with("[]")) {
      s = Trim(s.substr(0, s.size() - 2));
      ++dims;
    }
    std::string_view name = s;
    std::vector<const GType*> args;
    if (size_t lt = s.find('<'); lt != std::string_view::npos) {
      if (!s.ends_with(">")) Malformed(text_, "unbalanced <>");
      name = Trim(s.substr(0, lt));
      for (std::string_view a : SplitTop(s.substr(lt + 1, s.size() - lt - 2), ',')) {
        args.push_back(Parse(a));
      }
    }
    if (Type p = PrimitiveNamed(name); !p.IsNull()) {
      if (!args.empty()) Malformed(text_, "a primitive with type arguments");
      p.dims = dims;
      return tt.Plain(p);
    }
    if (const TypeVar* v = Var(name)) {
      if (!args.empty()) Malformed(text_, "a type variable with type arguments");
      return tt.Var(v, dims);
    }
    const int cls = ClassNamed(name);
    if (cls < 0) Malformed(text_, "unknown class");
    Type erased = Type::Class(static_cast<int16_t>(cls));
    erased.dims = dims;
    const ClassInfo& c = t_.cls(cls);
    if (c.type_params.empty()) {
      if (!args.empty()) Malformed(text_, "type arguments of a non-generic class");
      return tt.Plain(erased);
    }
    if (!args.empty() && args.size() != c.type_params.size()) {
      Malformed(text_, "wrong number of type arguments");
    }
    return tt.Class(static_cast<int16_t>(cls), std::move(args), dims, erased);
  }

  // The erasure of a bound's text without parsing its arguments (its variables may not have
  // their erasures yet).
  Type EraseBound(std::string_view s) {
    s = Trim(s);
    std::string_view name = s.substr(0, s.find('<'));
    if (const TypeVar* v = Var(Trim(name))) return v->erasure;
    const int cls = ClassNamed(Trim(name));
    if (cls < 0) Malformed(text_, "unknown bound");
    return Type::Class(static_cast<int16_t>(cls));
  }

 private:
  const TypeVar* Var(std::string_view name) const {
    for (const TypeVar* v : own_) {
      if (v->name == name) return v;
    }
    for (const TypeVar* v : outer_) {
      if (v->name == name) return v;
    }
    return nullptr;
  }
  int ClassNamed(std::string_view name) const {
    for (const ClassInfo& c : t_.classes) {
      if (c.builtin && !c.is_private && c.name == name) return c.id;
    }
    return -1;
  }

  const ClassTable& t_;
  std::string_view text_;
  const std::vector<const TypeVar*>& outer_;
  const std::vector<const TypeVar*>& own_;
};

// Declares the type parameters `params` ("K, V", "T extends Comparable<? super T>") of class
// `cls` or method `method` into `out`: the variables first, then their erasures, then bounds.
void DeclareParams(ClassTable& t, std::string_view params, int16_t cls, int method,
                   const std::vector<const TypeVar*>& outer, std::vector<const TypeVar*>& out) {
  TypeTable& tt = *t.types;
  std::vector<std::pair<TypeVar*, std::vector<std::string_view>>> decl;
  for (std::string_view p : SplitTop(params, ',')) {
    std::string_view name = p.substr(0, p.find(' '));
    std::vector<std::string_view> bounds;
    if (size_t ext = p.find(" extends "); ext != std::string_view::npos) {
      bounds = SplitTop(p.substr(ext + 9), '&');
    }
    TypeVar* v = tt.NewVar(std::string(name), cls, method, static_cast<int>(out.size()));
    out.push_back(v);
    decl.push_back({v, std::move(bounds)});
  }
  for (auto& [v, bounds] : decl) {
    SigParser p(t, params, outer, out);
    if (!bounds.empty()) v->erasure = p.EraseBound(bounds[0]);
  }
  for (auto& [v, bounds] : decl) {
    SigParser p(t, params, outer, out);
    for (std::string_view b : bounds) v->bounds.push_back(p.Parse(b));
    v->resolved = true;
  }
}

void CheckErasure(std::string_view text, const GType* g, Type declared) {
  if (g->erased != declared) Malformed(text, "its erasure differs from the declared type");
}

}  // namespace

void ResolveLibraryGenerics(ClassTable& t) {
  std::vector<PendingGeneric> queue;
  queue.swap(PendingGenerics());
  // Class type parameters first: every signature may name any generic class.
  for (const PendingGeneric& p : queue) {
    if (p.what != PendingGeneric::What::kTypeParams) continue;
    ClassInfo& c = t.classes[static_cast<size_t>(p.cls)];
    std::vector<const TypeVar*> vars;
    DeclareParams(t, p.text, p.cls, -1, {}, vars);
    c.type_params = std::move(vars);
  }
  static const std::vector<const TypeVar*> kNone;
  for (const PendingGeneric& p : queue) {
    ClassInfo& c = t.classes[static_cast<size_t>(p.cls)];
    if (p.what == PendingGeneric::What::kSupertypes) {
      SigParser parser(t, p.text, c.type_params, kNone);
      if (!p.text.empty()) {
        c.gsuper = parser.Parse(p.text);
        CheckErasure(p.text, c.gsuper, Type::Class(c.super));
      }
      if (p.more.size() != c.interfaces.size()) Malformed(p.text, "interfaces differ");
      c.ginterfaces.assign(c.interfaces.size(), nullptr);
      for (size_t i = 0; i < p.more.size(); ++i) {
        const GType* g = parser.Parse(p.more[i]);
        CheckErasure(p.more[i], g, Type::Class(c.interfaces[i]));
        if (g->kind != GType::Kind::kPlain) c.ginterfaces[i] = g;
      }
    } else if (p.what == PendingGeneric::What::kSignature) {
      MethodInfo& m = t.methods[static_cast<size_t>(p.method)];
      std::string_view ret = p.text;
      if (ret.starts_with("<")) {  // A generic method's own type parameters.
        int depth = 0;
        size_t end = 0;
        for (; end < ret.size(); ++end) {
          if (ret[end] == '<') ++depth;
          if (ret[end] == '>' && --depth == 0) break;
        }
        DeclareParams(t, ret.substr(1, end - 1), m.owner, m.id, c.type_params, m.type_params);
        ret = Trim(ret.substr(end + 1));
      }
      SigParser parser(t, p.text, c.type_params, m.type_params);
      if (p.more.size() != m.params.size()) Malformed(p.text, "parameter count differs");
      std::vector<const GType*> params;
      bool generic = false;
      for (size_t i = 0; i < p.more.size(); ++i) {
        const GType* g = parser.Parse(p.more[i]);
        CheckErasure(p.more[i], g, m.params[i]);
        generic = generic || g->kind != GType::Kind::kPlain;
        params.push_back(g);
      }
      if (generic) m.gparams = std::move(params);
      const GType* g = parser.Parse(ret);
      CheckErasure(ret, g, m.is_ctor ? kVoidType : m.ret);
      if (g->kind != GType::Kind::kPlain) m.gret = g;
    }
  }
}

}  // namespace aprgrid::lang::stdlib
