#include "worker/lang/local_classes.h"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "common/status_macros.h"
#include "worker/lang/checker.h"
#include "worker/lang/stdlib.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

// One body: a method's, a constructor's, an initializer's or a field initialiser's. `parent` is
// the body that declares the class this body belongs to (null for a top-level or member class).
struct Body {
  Body* parent = nullptr;
  int cls = -1;
  bool is_static = false;
  std::string where;  // As javac names the body in "is already defined in ...".
  std::vector<std::pair<std::string_view, const Node*>> vars;  // In scope, in order.
  std::vector<int16_t> types;                                  // Local classes in scope.
};

class Walker {
 public:
  Walker(std::span<const std::string> files, ClassTable& t) : files_(files), t_(t) {}

  absl::Status Run() {
    const size_t declared = t_.classes.size();
    for (size_t i = kFirstUserClass; i < declared; ++i) {
      RETURN_IF_ERROR(ClassBody(static_cast<int>(i), nullptr));
    }
    AddCapturedFields();
    return absl::OkStatus();
  }

 private:
  struct Mark {
    size_t vars, types;
  };
  static Mark MarkOf(const Body& b) { return {b.vars.size(), b.types.size()}; }
  static void Restore(Body& b, Mark m) {
    b.vars.resize(m.vars);
    b.types.resize(m.types);
  }

  absl::Status ClassBody(int cls, Body* declared_in) {
    const Node& decl = *t_.cls(cls).decl;
    const bool local = t_.cls(cls).is_local || t_.cls(cls).is_anonymous;
    for (size_t k = 1; k < decl.size(); ++k) {
      const Node& m = *decl.child(k);
      Body body;
      body.parent = declared_in;
      body.cls = cls;
      body.is_static = (m.flags & kStatic) != 0;
      switch (m.kind) {
        case Kind::kClassDecl:
          if (local) {
            return ErrorAt(files_, m,
                           "member types of local and anonymous classes are outside the subject "
                           "language");
          }
          break;
        case Kind::kFieldDecl:
          body.is_static = body.is_static || t_.cls(cls).is_interface || (m.flags & kEnumConstant);
          body.where = "initializer";
          for (size_t c = 1; c < m.size(); ++c) RETURN_IF_ERROR(Any(*m.child(c), body));
          break;
        case Kind::kMethodDecl:
          body.where = Cat("method ", m.value, ParamTypes(*m.child(1)));
          AddParams(*m.child(1), body);
          RETURN_IF_ERROR(Any(*m.child(2), body));
          break;
        case Kind::kConstructorDecl:
          body.where = Cat("constructor ", t_.cls(cls).simple_name(), ParamTypes(*m.child(0)));
          AddParams(*m.child(0), body);
          RETURN_IF_ERROR(Any(*m.child(1), body));
          break;
        case Kind::kBlock:
          body.where = body.is_static ? "static initializer" : "instance initializer";
          RETURN_IF_ERROR(Any(m, body));
          break;
        default:
          break;
      }
    }
    return absl::OkStatus();
  }

  static std::string ParamTypes(const Node& params) {
    std::string s = "(";
    for (size_t i = 0; i < params.size(); ++i) {
      if (i > 0) s += ",";
      s += params.child(i)->child(0)->value;
    }
    return s + ")";
  }

  static void AddParams(const Node& params, Body& body) {
    for (const NodePtr& p : params.children) body.vars.emplace_back(p->value, p.get());
  }

  // Walks any node of a body, keeping the scopes of local variables and classes (JLS 6.3).
  absl::Status Any(const Node& n, Body& body) {
    switch (n.kind) {
      case Kind::kBlock:
      case Kind::kSwitch:  // A switch block is one scope.
      case Kind::kTry:     // Its resources' scope ends with it (JLS 6.3).
      case Kind::kFor: {
        Mark m = MarkOf(body);
        RETURN_IF_ERROR(Children(n, body));
        Restore(body, m);
        return absl::OkStatus();
      }
      case Kind::kLocalVarDecl:  // In scope in its own initialiser.
        body.vars.emplace_back(n.value, &n);
        return Children(n, body);
      case Kind::kForEach: {
        RETURN_IF_ERROR(Any(*n.child(1), body));
        Mark m = MarkOf(body);
        body.vars.emplace_back(n.value, &n);
        RETURN_IF_ERROR(Any(*n.child(2), body));
        Restore(body, m);
        return absl::OkStatus();
      }
      case Kind::kCatch: {
        Mark m = MarkOf(body);
        body.vars.emplace_back(n.value, &n);
        RETURN_IF_ERROR(Children(n, body));
        Restore(body, m);
        return absl::OkStatus();
      }
      case Kind::kCtorCall: {
        const bool saved = in_ctor_call_;
        in_ctor_call_ = true;
        absl::Status s = Children(n, body);
        in_ctor_call_ = saved;
        return s;
      }
      case Kind::kVariableAccess:
        Use(n.value, body);
        return absl::OkStatus();
      case Kind::kClassDecl:
        return LocalClass(n, body);
      case Kind::kNew:
        return New(n, body);
      default:
        return Children(n, body);
    }
  }

  absl::Status Children(const Node& n, Body& body) {
    for (const NodePtr& c : n.children) RETURN_IF_ERROR(Any(*c, body));
    return absl::OkStatus();
  }

  // A simple name used in `body`: when it names a local variable of a body further out, every
  // class between the two captures that variable.
  void Use(std::string_view name, Body& body) {
    std::vector<int> between;
    for (Body* b = &body; b != nullptr; b = b->parent) {
      for (size_t i = b->vars.size(); i > 0; --i) {
        if (b->vars[i - 1].first != name) continue;
        for (int c : between) AddCapture(c, b->vars[i - 1].second);
        return;
      }
      between.push_back(b->cls);
    }
  }

  void AddCapture(int cls, const Node* var) {
    std::vector<const Node*>& list = captures_[cls];
    if (std::find(list.begin(), list.end(), var) == list.end()) list.push_back(var);
  }

  // A type name used in `body` that names a local class declared in a body further out: the
  // classes between then need what that class captures (to create it, or to construct their
  // superclass part).
  // Returns that class, or -1.
  int UseType(std::string_view name, Body& body) {
    if (name.find('.') != std::string_view::npos) return -1;
    std::vector<int> between;
    for (Body* b = &body; b != nullptr; b = b->parent) {
      for (size_t i = b->types.size(); i > 0; --i) {
        if (t_.cls(b->types[i - 1]).name != name) continue;
        for (int c : between) uses_[c].push_back(b->types[i - 1]);
        return b->types[i - 1];
      }
      between.push_back(b->cls);
    }
    return -1;
  }

  absl::StatusOr<int> Declare(const Node& decl, Body& body, std::string_view simple) {
    const int outer = body.cls;
    ClassInfo info;
    const std::string& prefix = t_.cls(outer).runtime_name();
    int& counter = counters_[{outer, std::string(simple)}];
    info.binary_name = Cat(prefix, "$", ++counter, simple);
    info.name = simple.empty() ? Cat("<anonymous ", info.binary_name, ">") : std::string(simple);
    info.outer = static_cast<int16_t>(outer);
    info.package = t_.cls(outer).package;
    info.is_inner = !body.is_static;
    info.is_local = !simple.empty();
    info.is_anonymous = simple.empty();
    info.id = static_cast<int16_t>(t_.classes.size());
    info.decl = &decl;
    info.is_final = (decl.flags & kFinal) != 0;
    info.is_abstract = (decl.flags & kAbstract) != 0;
    if (info.is_final && info.is_abstract) {
      return ErrorAt(files_, decl, "illegal combination of modifiers: abstract and final");
    }
    t_.has_member_types = true;
    t_.classes.push_back(std::move(info));
    return static_cast<int>(t_.classes.size()) - 1;
  }

  absl::Status LocalClass(const Node& n, Body& body) {
    for (int16_t other : body.types) {
      if (t_.cls(other).name == n.value) {
        return ErrorAt(files_, n, Cat("class ", n.value, " is already defined in ", body.where));
      }
    }
    for (int k = body.cls; k >= 0; k = t_.cls(k).outer) {  // JLS 14.3: no enclosing class's name.
      if (t_.cls(k).simple_name() != n.value) continue;
      const int o = t_.cls(k).outer;
      return ErrorAt(files_, n,
                     Cat("class ", n.value, " is already defined in ",
                         o < 0 ? "package unnamed package" : Cat("class ", t_.cls(o).name)));
    }
    const Node& supers = *n.child(0);
    const int super_local = UseType(supers.value, body);
    for (const NodePtr& i : supers.children) UseType(i->value, body);
    ASSIGN_OR_RETURN(int id, Declare(n, body, n.value));
    if (super_local >= 0) uses_[id].push_back(static_cast<int16_t>(super_local));
    body.types.push_back(static_cast<int16_t>(id));
    t_.classes[static_cast<size_t>(id)].local_scope = body.types;
    return ClassBody(id, &body);
  }

  absl::Status New(const Node& n, Body& body) {
    const int super_local = UseType(n.value, body);
    const Node* anonymous = AnonymousBody(n);
    for (const NodePtr& c : n.children) {
      if (c.get() != anonymous) RETURN_IF_ERROR(Any(*c, body));
    }
    if (anonymous == nullptr) return absl::OkStatus();
    if (in_ctor_call_) {
      return ErrorAt(files_, n,
                     "anonymous classes in an explicit constructor call are outside the subject "
                     "language");
    }
    ASSIGN_OR_RETURN(int id, Declare(*anonymous, body, ""));
    t_.classes[static_cast<size_t>(id)].local_scope = body.types;
    if (super_local >= 0) uses_[id].push_back(static_cast<int16_t>(super_local));
    const bool saved = in_ctor_call_;
    in_ctor_call_ = false;
    absl::Status s = ClassBody(id, &body);
    in_ctor_call_ = saved;
    return s;
  }

  // What a class creates or extends it must be able to construct (the fixpoint of the uses).
  void AddCapturedFields() {
    for (bool changed = true; changed;) {
      changed = false;
      for (auto& [cls, used] : uses_) {
        for (int16_t u : used) {
          if (u == cls) continue;
          for (const Node* var : std::vector<const Node*>(captures_[u])) {
            std::vector<const Node*>& list = captures_[cls];
            if (std::find(list.begin(), list.end(), var) != list.end()) continue;
            list.push_back(var);
            changed = true;
          }
        }
      }
    }
    for (auto& [cls, vars] : captures_) {
      ClassInfo& c = t_.classes[static_cast<size_t>(cls)];
      if (!c.is_local && !c.is_anonymous) continue;
      for (const Node* var : vars) {
        FieldInfo f;
        f.name = Cat("<captured ", var->value, ">");  // Not an identifier: no source name.
        f.type = kObjectType;
        f.owner = static_cast<int16_t>(cls);
        f.is_final = true;
        f.is_private = true;
        f.captured = var;
        c.fields.push_back(std::move(f));
      }
    }
  }

  std::span<const std::string> files_;
  ClassTable& t_;
  bool in_ctor_call_ = false;
  std::map<std::pair<int, std::string>, int> counters_;  // javac's numbering per class and name.
  std::map<int, std::vector<const Node*>> captures_;
  std::map<int, std::vector<int16_t>> uses_;
};

}  // namespace

absl::Status DeclareLocalClasses(std::span<const std::string> files, ClassTable& t) {
  return Walker(files, t).Run();
}

absl::Status LinkAnonymousClass(std::span<const std::string> files, int id, ClassTable& t) {
  ClassInfo& c = t.classes[static_cast<size_t>(id)];
  const Node& create = *c.decl->parent;
  // The name is resolved where the `new` is (the class itself declares no member types yet).
  const std::string name = create.value.substr(0, create.value.find('<'));
  ASSIGN_OR_RETURN(int s, ResolveClassName(t, files, create, name, id));
  const ClassInfo& super = t.cls(s);
  if (super.is_interface) {
    if (const char* why = OutsideLibrarySuperclass(s)) {
      return ErrorAt(
          files, create,
          Cat("implementations of ", super.name, " are outside the subject language (", why, ")"));
    }
    if (create.size() > 1) {  // Arguments besides the body (JLS 15.9.5.1).
      return ErrorAt(files, *create.child(0),
                     "anonymous class implements interface; cannot have arguments");
    }
    c.interfaces.push_back(static_cast<int16_t>(s));
    c.super = kObjectClass;
    return absl::OkStatus();
  }
  if (super.is_enum) return ErrorAt(files, create, "enum types may not be instantiated");
  if (s == kEnumClass) {
    return ErrorAt(files, create, "classes cannot directly extend java.lang.Enum");
  }
  if (super.is_final) return ErrorAt(files, create, Cat("cannot inherit from final ", super.name));
  if (const char* why = OutsideLibrarySuperclass(s)) {
    return ErrorAt(
        files, create,
        Cat("subclasses of ", super.name, " are outside the subject language (", why, ")"));
  }
  c.super = static_cast<int16_t>(s);
  return absl::OkStatus();
}

}  // namespace aprgrid::lang
