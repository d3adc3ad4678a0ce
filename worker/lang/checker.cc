#include "worker/lang/checker.h"

#include <algorithm>

#include "common/status_macros.h"
#include "worker/lang/annotations.h"
#include "worker/lang/class_layout.h"
#include "worker/lang/generics.h"
#include "worker/lang/lexer.h"
#include "worker/lang/local_classes.h"
#include "worker/lang/packages.h"
#include "worker/lang/stdlib.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::Status ErrorAt(std::span<const std::string> files, const Node& node,
                     std::string_view message) {
  std::string_view file = node.file >= 0 && static_cast<size_t>(node.file) < files.size()
                              ? std::string_view(files[static_cast<size_t>(node.file)])
                              : std::string_view("<input>");
  return absl::InvalidArgumentError(Diagnostic(file, node.line, node.col, message));
}

absl::StatusOr<int> ResolveClassName(const ClassTable& table, std::span<const std::string> files,
                                     const Node& where, std::string_view name, int context) {
  int id = table.Resolve(context, name, where.file);
  if (id < 0 || id == kPrintStreamClass)
    return UnknownClassName(table, files, where, name, context);
  const ClassInfo& c = table.cls(id);
  if (c.is_private && !table.SameTopLevel(context, id)) {
    return ErrorAt(files, where, Cat(c.name, " has private access in ", table.cls(c.outer).name));
  }
  RETURN_IF_ERROR(CheckClassAccess(table, files, where, id, context));
  return id;
}

absl::StatusOr<Type> ResolveType(const ClassTable& table, std::span<const std::string> files,
                                 const Node& type_node, bool allow_void, int context) {
  return ResolveTypeText(table, files, type_node, type_node.value, allow_void, context);
}

absl::StatusOr<Type> ResolveTypeText(const ClassTable& table, std::span<const std::string> files,
                                     const Node& type_node, std::string_view text, bool allow_void,
                                     int context) {
  if (text.find('<') != std::string_view::npos) {
    return EraseTypeText(table, files, type_node, text, context);
  }
  uint8_t dims = 0;
  while (text.ends_with("[]")) {
    text.remove_suffix(2);
    ++dims;
  }
  Type t;
  if (text == "int")
    t = kIntType;
  else if (text == "long")
    t = kLongType;
  else if (text == "double")
    t = kDoubleType;
  else if (text == "boolean")
    t = kBooleanType;
  else if (text == "char")
    t = kCharType;
  else if (text == "byte")
    t = kByteType;
  else if (text == "short")
    t = kShortType;
  else if (text == "float")
    t = kFloatType;
  else if (text == "void") {
    if (!allow_void || dims > 0) return ErrorAt(files, type_node, "'void' type not allowed here");
    t = kVoidType;
  } else {
    bool static_ref = false;
    if (text.find('.') == std::string_view::npos &&
        FindTypeParameter(table, type_node, text, context, &static_ref) != nullptr) {
      ASSIGN_OR_RETURN(t, EraseTypeText(table, files, type_node, text, context));
      t.dims = static_cast<uint8_t>(t.dims + dims);
      return t;
    }
    ASSIGN_OR_RETURN(int id, ResolveClassName(table, files, type_node, text, context));
    t = Type::Class(static_cast<int16_t>(id));
  }
  t.dims = dims;
  return t;
}

namespace {

// Step 1 of DeclareClasses: one ClassInfo per user class, member types after their enclosing
// class (pre-order), with the file-name, duplicate and modifier checks. `outer` is the enclosing
// class of the ClassDecl children of `parent` (-1 for the compilation unit).
absl::Status DeclareClassNames(const Node& parent, int outer, std::span<const std::string> files,
                               ClassTable& t) {
  for (const NodePtr& c : parent.children) {
    if (c->kind != Kind::kClassDecl) continue;
    const std::string name = outer < 0 ? c->value : Cat(t.cls(outer).name, ".", c->value);
    const std::string package =
        outer < 0 ? std::string(t.PackageOfFile(c->file)) : t.cls(outer).package;
    if (outer >= 0) {
      t.has_member_types = true;
      // JLS 8.1: a member type may not share the simple name of an enclosing class.
      for (int k = outer; k >= 0; k = t.cls(k).outer) {
        if (t.cls(k).simple_name() == c->value) {
          return ErrorAt(files, *c,
                         Cat("class ", c->value, " is already defined in ",
                             t.cls(k).outer >= 0 ? Cat("class ", t.cls(t.cls(k).outer).name)
                             : package.empty()   ? "package unnamed package"
                                                 : Cat("package ", package)));
        }
      }
      if (t.FindIn(package, name) >= 0) {
        return ErrorAt(files, *c,
                       Cat("class ", name, " is already defined in class ", t.cls(outer).name));
      }
    }
    if (outer < 0 && (c->flags & kPublic)) {
      std::string_view file = c->file >= 0 && static_cast<size_t>(c->file) < files.size()
                                  ? std::string_view(files[static_cast<size_t>(c->file)])
                                  : std::string_view();
      if (size_t slash = file.find_last_of('/'); slash != std::string_view::npos) {
        file.remove_prefix(slash + 1);
      }
      if (!file.empty() && file != c->value + ".java") {
        return ErrorAt(files, *c,
                       Cat("class ", c->value, " is public, should be declared in a file named ",
                           c->value, ".java"));
      }
    }
    if (outer < 0 && t.Find(c->value) >= 0 && t.cls(t.Find(c->value)).builtin) {
      return ErrorAt(files, *c,
                     Cat("a class named ", c->value,
                         " hides a built-in class, which is outside the subject language"));
    }
    if (outer < 0 && t.FindIn(package, c->value) >= 0) {
      return ErrorAt(files, *c,
                     Cat("duplicate class: ", package, package.empty() ? "" : ".", c->value));
    }
    if (c->value == "Test") {
      return ErrorAt(files, *c, "a class named Test hides the @Test annotation");
    }
    ClassInfo info;
    info.name = name;
    info.package = package;
    if (outer >= 0) {
      info.binary_name = Cat(t.cls(outer).runtime_name(), "$", c->value);
    } else if (!package.empty()) {
      info.binary_name = Cat(package, ".", c->value);
    }
    info.outer = static_cast<int16_t>(outer);
    info.is_private = (c->flags & kPrivate) != 0;
    // Member interfaces and enums, and the member classes of interfaces, are implicitly static
    // (the parser marks them so).
    info.is_inner = outer >= 0 && !(c->flags & kStatic);
    info.id = static_cast<int16_t>(t.classes.size());
    info.decl = c.get();
    info.is_final = (c->flags & kFinal) != 0;
    info.is_interface = (c->flags & kInterface) != 0;
    info.is_abstract = (c->flags & kAbstract) != 0 || info.is_interface;
    info.is_enum = (c->flags & kEnum) != 0;
    if (outer < 0 && (c->flags & (kPrivate | kProtected | kStatic))) {
      return ErrorAt(files, *c, "modifier not allowed here");
    }
    if (info.is_enum) {  // JLS 8.9: implicitly final (no constant has a class body).
      if (c->flags & (kAbstract | kFinal)) {
        return ErrorAt(
            files, *c,
            Cat("modifier ", (c->flags & kAbstract) ? "abstract" : "final", " not allowed here"));
      }
      info.is_final = true;
    }
    if (info.is_final && info.is_interface) {
      return ErrorAt(files, *c, "modifier final not allowed here");
    }
    if (info.is_final && info.is_abstract) {
      return ErrorAt(files, *c, "illegal combination of modifiers: abstract and final");
    }
    const int id = info.id;
    t.classes.push_back(std::move(info));
    RETURN_IF_ERROR(DeclareClassNames(*c, id, files, t));
  }
  return absl::OkStatus();
}

// JLS 8.8.7.1: the superclass constructor of a subclass of an inner class needs an enclosing
// instance for it. The language supports the subclass that is itself an inner class of a subclass
// of the superclass's enclosing class (its own enclosing instance is then the superclass's).
absl::Status CheckInnerSuperclass(std::span<const std::string> files, int id, const ClassTable& t) {
  const ClassInfo& c = t.cls(id);
  if (c.super < 0 || !t.cls(c.super).is_inner) return absl::OkStatus();
  // An anonymous class's `new` names the superclass's enclosing instance (JLS 15.9.2).
  if (c.is_anonymous) return absl::OkStatus();
  const ClassInfo& s = t.cls(c.super);
  if (c.is_inner && t.IsSubclass(c.outer, s.outer)) return absl::OkStatus();
  for (int k = c.outer; k >= 0; k = t.cls(k).outer) {
    if (!t.IsSubclass(k, s.outer)) continue;
    if (c.is_inner) {
      return ErrorAt(files, *c.decl,
                     Cat("an inner class extending an inner class of a class enclosing it further "
                         "out is outside the subject language"));
    }
    return ErrorAt(files, *c.decl,
                   Cat("no enclosing instance of type ", t.cls(s.outer).name, " is in scope"));
  }
  return ErrorAt(files, *c.decl,
                 Cat("an enclosing instance that contains ", s.name, " is required"));
}

// Step 2: resolves every user class's superclass and rejects cyclic inheritance.
absl::Status LinkSuperclasses(std::span<const std::string> files, ClassTable& t) {
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    ClassInfo& c = t.classes[i];
    if (c.is_anonymous) {
      RETURN_IF_ERROR(LinkAnonymousClass(files, static_cast<int>(i), t));
      continue;
    }
    const Node& super = *c.decl->child(0);
    // Supertypes are named in the scope that encloses the class declaration (JLS 6.3), which for
    // a local class holds the local classes in scope at it, itself included (JLS 14.3).
    const int context = c.is_local ? static_cast<int>(i) : c.outer;
    // The interfaces a class implements, or an interface extends (JLS 8.1.5, 9.1.3).
    for (const NodePtr& in : super.children) {
      if (IsTypeParameter(*in)) continue;
      ASSIGN_OR_RETURN(int s, ResolveClassName(t, files, *in,
                                               in->value.substr(0, in->value.find('<')), context));
      if (!t.cls(s).is_interface) return ErrorAt(files, *in, "interface expected here");
      if (const char* why = OutsideLibrarySuperclass(s)) {
        return ErrorAt(files, *in,
                       Cat("implementations of ", t.cls(s).name,
                           " are outside the subject language (", why, ")"));
      }
      if (std::find(c.interfaces.begin(), c.interfaces.end(), s) != c.interfaces.end()) {
        return ErrorAt(files, *in, Cat("repeated interface"));
      }
      c.interfaces.push_back(static_cast<int16_t>(s));
    }
    if (super.value.empty()) {
      c.super = c.is_enum ? kEnumClass : kObjectClass;
      continue;
    }
    if (super.value == "Enum") {
      return ErrorAt(files, super, "classes cannot directly extend java.lang.Enum");
    }
    const std::string super_name = super.value.substr(0, super.value.find('<'));
    ASSIGN_OR_RETURN(int s, ResolveClassName(t, files, super, super_name, context));
    if (t.cls(s).is_interface) return ErrorAt(files, super, "no interface expected here");
    if (t.cls(s).is_final) {
      return ErrorAt(files, super, Cat("cannot inherit from final ", super_name));
    }
    if (const char* why = OutsideLibrarySuperclass(s)) {
      return ErrorAt(
          files, super,
          Cat("subclasses of ", super_name, " are outside the subject language (", why, ")"));
    }
    c.super = static_cast<int16_t>(s);
  }
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    int steps = 0;
    for (int s = t.classes[i].super; s >= 0; s = t.cls(s).super) {
      if (++steps > static_cast<int>(t.classes.size())) {
        return ErrorAt(files, *t.classes[i].decl,
                       Cat("cyclic inheritance involving ", t.classes[i].name));
      }
    }
  }
  // Superinterfaces must not reach back to the interface (depth-first search per interface).
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    if (!t.classes[i].is_interface) continue;
    std::vector<int> stack(t.classes[i].interfaces.begin(), t.classes[i].interfaces.end());
    std::vector<char> seen(t.classes.size(), 0);
    while (!stack.empty()) {
      int k = stack.back();
      stack.pop_back();
      if (k == static_cast<int>(i)) {
        return ErrorAt(files, *t.classes[i].decl,
                       Cat("cyclic inheritance involving ", t.classes[i].name));
      }
      if (seen[static_cast<size_t>(k)]) continue;
      seen[static_cast<size_t>(k)] = 1;
      stack.insert(stack.end(), t.cls(k).interfaces.begin(), t.cls(k).interfaces.end());
    }
  }
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    RETURN_IF_ERROR(CheckInnerSuperclass(files, static_cast<int>(i), t));
  }
  return absl::OkStatus();
}

// Step 3a: an enum's implicit members (JLS 8.9.3): `static E[] values()`,
// `static E valueOf(String)` and the hidden array of its constants that they read.
absl::Status DeclareEnumMembers(std::span<const std::string> files, int id, ClassTable& t) {
  ClassInfo& c = t.classes[static_cast<size_t>(id)];
  const Type self = Type::Class(static_cast<int16_t>(id));
  FieldInfo values;
  values.name = "<values>";  // Not an identifier: no source name reaches it.
  values.type = self.ArrayOf();
  values.owner = static_cast<int16_t>(id);
  values.is_static = true;
  values.is_final = true;
  values.is_private = true;
  c.fields.push_back(std::move(values));
  for (auto [name, kind] : {std::pair{"values", MethodInfo::Implicit::kEnumValues},
                            std::pair{"valueOf", MethodInfo::Implicit::kEnumValueOf}}) {
    MethodInfo mi;
    mi.name = name;
    mi.owner = static_cast<int16_t>(id);
    mi.is_static = true;
    mi.implicit = kind;
    mi.ret = kind == MethodInfo::Implicit::kEnumValues ? self.ArrayOf() : self;
    if (kind == MethodInfo::Implicit::kEnumValueOf) mi.params.push_back(kStringType);
    for (int other : c.methods) {
      const MethodInfo& o = t.method(other);
      if (o.name == mi.name && o.params == mi.params) {
        return ErrorAt(
            files, *o.decl,
            Cat("method ", MethodSignature(t, mi), " is already defined in enum ", c.name));
      }
    }
    mi.id = static_cast<int>(t.methods.size());
    c.methods.push_back(mi.id);
    t.methods.push_back(std::move(mi));
  }
  return absl::OkStatus();
}

// Step 3: the fields, methods and constructors of user classes (a default constructor when none
// is declared).
absl::Status DeclareMembers(std::span<const std::string> files, ClassTable& t) {
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    const Node& decl = *t.classes[i].decl;
    const bool is_enum = t.classes[i].is_enum;
    bool has_ctor = false;
    int num_constants = 0;
    if (t.classes[i].is_inner) {  // The enclosing instance (javac's this$0).
      FieldInfo outer;
      outer.name = "<outer>";  // Not an identifier: no source name reaches it.
      outer.type = Type::Class(t.classes[i].outer);
      outer.owner = static_cast<int16_t>(i);
      outer.is_final = true;
      outer.is_private = true;
      t.classes[i].fields.push_back(std::move(outer));
    }
    for (size_t k = 1; k < decl.size(); ++k) {
      const Node& m = *decl.child(k);
      const bool in_interface = t.classes[i].is_interface;
      // A member type is a class of its own; an initializer is compiled with the field inits.
      if (m.kind == Kind::kClassDecl) continue;
      if (m.kind == Kind::kBlock) {
        if (in_interface) return ErrorAt(files, m, "initializers not allowed in interfaces");
        continue;
      }
      if (in_interface && m.kind == Kind::kConstructorDecl) {
        return ErrorAt(files, m, "interfaces cannot have constructors");
      }
      if (in_interface && m.kind == Kind::kFieldDecl && m.size() < 2) {
        return ErrorAt(files, m, "= expected");
      }
      if (!in_interface && (m.flags & kDefault)) {
        return ErrorAt(files, m, "modifier default not allowed here");
      }
      if (m.kind == Kind::kFieldDecl) {
        ASSIGN_OR_RETURN(Type ft, ResolveType(t, files, *m.child(0), false, static_cast<int>(i)));
        for (const FieldInfo& f : t.classes[i].fields) {
          if (f.name == m.value) {
            return ErrorAt(
                files, m,
                Cat("variable ", m.value, " is already defined in class ", t.classes[i].name));
          }
        }
        if (m.flags & kAbstract) return ErrorAt(files, m, "modifier abstract not allowed here");
        FieldInfo f;
        f.name = m.value;
        f.type = ft;
        f.owner = static_cast<int16_t>(i);
        // An interface's fields are implicitly public static final (JLS 9.3), and so are an
        // enum's constants (JLS 8.9.3).
        const bool constant = (m.flags & kEnumConstant) != 0;
        f.is_static = (m.flags & kStatic) != 0 || in_interface || constant;
        f.is_final = (m.flags & kFinal) != 0 || in_interface || constant;
        if (constant) f.enum_ordinal = num_constants++;
        f.is_private = (m.flags & kPrivate) != 0;
        f.decl = &m;
        t.classes[i].fields.push_back(std::move(f));
        continue;
      }
      MethodInfo mi;
      mi.owner = static_cast<int16_t>(i);
      mi.decl = &m;
      mi.is_private = (m.flags & kPrivate) != 0;
      const Node* params;
      if (m.kind == Kind::kConstructorDecl) {
        if (m.flags & kAbstract) return ErrorAt(files, m, "modifier abstract not allowed here");
        if (m.flags & (kStatic | kFinal)) return ErrorAt(files, m, "modifier not allowed here");
        if (is_enum) {  // JLS 8.9.2: implicitly private.
          if (m.flags & (kPublic | kProtected)) {
            return ErrorAt(files, m,
                           Cat("modifier ", (m.flags & kPublic) ? "public" : "protected",
                               " not allowed here"));
          }
          mi.is_private = true;
        }
        mi.name = "<init>";
        mi.is_ctor = true;
        mi.ret = kVoidType;
        params = m.child(0);
        has_ctor = true;
      } else {
        mi.name = m.value;
        mi.is_static = (m.flags & kStatic) != 0;
        mi.is_abstract = (m.flags & kAbstract) != 0;
        mi.is_final = (m.flags & kFinal) != 0;
        if (mi.is_abstract) {  // JLS 8.4.3.1.
          for (auto [flag, word] : {std::pair{kPrivate, "private"}, std::pair{kStatic, "static"},
                                    std::pair{kFinal, "final"}}) {
            if (m.flags & flag) {
              return ErrorAt(files, m,
                             Cat("illegal combination of modifiers: abstract and ", word));
            }
          }
          if (m.child(2)->kind == Kind::kBlock) {
            return ErrorAt(files, m, "abstract methods cannot have a body");
          }
        }
        ASSIGN_OR_RETURN(mi.ret, ResolveType(t, files, *m.child(0), true, static_cast<int>(i)));
        params = m.child(1);
      }
      // The `throws` clause: children of the return type, or a constructor's third child.
      const Node* throws = m.kind == Kind::kMethodDecl ? m.child(0)
                           : m.size() > 2              ? m.child(2)
                                                       : nullptr;
      for (size_t j = 0; throws != nullptr && j < throws->size(); ++j) {
        if (IsTypeParameter(*throws->child(j))) continue;
        ASSIGN_OR_RETURN(Type ex,
                         ResolveType(t, files, *throws->child(j), false, static_cast<int>(i)));
        if (ex.dims != 0 || ex.base != Base::kRef || !t.IsThrowable(ex.cls)) {
          return ErrorAt(
              files, *throws->child(j),
              Cat("incompatible types: ", t.TypeName(ex), " cannot be converted to Throwable"));
        }
        mi.throws.push_back(ex.cls);
      }
      for (const NodePtr& p : params->children) {
        ASSIGN_OR_RETURN(Type pt, ResolveType(t, files, *p->child(0), false, static_cast<int>(i)));
        for (const NodePtr& q : params->children) {
          if (q.get() == p.get()) break;
          if (q->value == p->value) {
            return ErrorAt(files, *p,
                           Cat("variable ", p->value, " is already defined in method ",
                               m.kind == Kind::kConstructorDecl ? decl.value : m.value));
          }
        }
        mi.params.push_back(pt);
        mi.is_varargs = (p->flags & kVarargs) != 0;
      }
      for (int id : t.classes[i].methods) {
        const MethodInfo& o = t.method(id);
        if (o.name == mi.name && o.params == mi.params) {
          std::string what = mi.is_ctor ? "constructor " : "method ";
          return ErrorAt(files, m,
                         Cat(what, MethodSignature(t, mi), " is already defined in class ",
                             t.classes[i].name));
        }
      }
      mi.id = static_cast<int>(t.methods.size());
      t.classes[i].methods.push_back(mi.id);
      t.methods.push_back(std::move(mi));
    }
    if (!has_ctor && !t.classes[i].is_interface) {  // The default constructor.
      MethodInfo mi;
      mi.name = "<init>";
      mi.is_ctor = true;
      mi.is_private = is_enum;
      mi.ret = kVoidType;
      mi.owner = static_cast<int16_t>(i);
      mi.id = static_cast<int>(t.methods.size());
      t.classes[i].methods.push_back(mi.id);
      t.methods.push_back(std::move(mi));
    }
    if (is_enum) RETURN_IF_ERROR(DeclareEnumMembers(files, static_cast<int>(i), t));
  }
  return absl::OkStatus();
}

// Records each file's imports (JLS 7.5). A single-type import of a type that the same file
// declares is javac's `X is already defined in this compilation unit`.
absl::Status DeclareImports(const Node& unit, std::span<const std::string> files, ClassTable& t) {
  for (const NodePtr& c : unit.children) {
    if (c->kind != Kind::kImport || c->file < 0 || !c->value.starts_with("java.")) continue;
    if (t.imports.size() <= static_cast<size_t>(c->file)) {
      t.imports.resize(static_cast<size_t>(c->file) + 1);
    }
    ClassTable::FileImports& fi = t.imports[static_cast<size_t>(c->file)];
    std::string_view name = c->value;
    name.remove_prefix(name.rfind('.') + 1);
    if (name == "*") {
      fi.on_demand = true;
      continue;
    }
    for (const NodePtr& d : unit.children) {
      if (d->kind == Kind::kClassDecl && d->file == c->file && d->value == name) {
        return ErrorAt(files, *c, Cat(name, " is already defined in this compilation unit"));
      }
    }
    fi.single.emplace_back(name);
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status DeclareClasses(const Node& unit, std::span<const std::string> files, ClassTable& t) {
  DeclareBuiltins(t);
  RETURN_IF_ERROR(DeclareImports(unit, files, t));
  DeclarePackages(unit, t);
  RETURN_IF_ERROR(DeclareClassNames(unit, -1, files, t));
  RETURN_IF_ERROR(CheckProgramImports(unit, files, t));
  RETURN_IF_ERROR(DeclareLocalClasses(files, t));
  RETURN_IF_ERROR(LinkSuperclasses(files, t));
  RETURN_IF_ERROR(DeclareMembers(files, t));
  RETURN_IF_ERROR(DeclareGenerics(files, t));
  RETURN_IF_ERROR(LayOutClasses(files, t));
  RETURN_IF_ERROR(CheckAnnotations(files, t));
  return absl::OkStatus();
}

}  // namespace aprgrid::lang
