#include "worker/lang/packages.h"

#include <vector>

#include "common/status_macros.h"
#include "worker/lang/checker.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

bool IsProgramImport(const Node& n) {
  return n.kind == Kind::kImport && n.file >= 0 && !n.value.starts_with("java.");
}

std::string_view Qualifier(std::string_view name) { return name.substr(0, name.rfind('.')); }
std::string_view LastName(std::string_view name) { return name.substr(name.rfind('.') + 1); }

// An import's package (`a.b` of `a.b.C` or `a.b.*`) exists; a class there means the import
// names member types, which the language leaves out.
absl::Status CheckImportedPackage(const ClassTable& t, std::span<const std::string> files,
                                  const Node& imp, std::string_view package) {
  if (t.PackageExists(package)) return absl::OkStatus();
  if (t.FindQualified(package) >= 0) {
    return ErrorAt(files, imp, "imports of member types are outside the subject language");
  }
  return ErrorAt(files, imp, Cat("package ", package, " does not exist"));
}

}  // namespace

void DeclarePackages(const Node& unit, ClassTable& t) {
  for (const NodePtr& c : unit.children) {
    if (c->file < 0 || (c->kind != Kind::kPackage && !IsProgramImport(*c))) continue;
    const auto file = static_cast<size_t>(c->file);
    if (c->kind == Kind::kPackage) {
      if (t.packages.size() <= file) t.packages.resize(file + 1);
      t.packages[file] = c->value;
      t.has_packages = true;
      continue;
    }
    if (t.imports.size() <= file) t.imports.resize(file + 1);
    ClassTable::FileImports& fi = t.imports[file];
    std::string_view name = c->value;
    if (name.ends_with(".*")) {
      fi.packages.emplace_back(name.substr(0, name.size() - 2));
    } else {
      fi.types.emplace_back(name);
    }
  }
}

absl::Status CheckProgramImports(const Node& unit, std::span<const std::string> files,
                                 const ClassTable& t) {
  for (const NodePtr& c : unit.children) {
    if (c->kind == Kind::kPackage) {
      // JLS 7.1: a package may not contain a subpackage and a type of the same name.
      const size_t dot = c->value.rfind('.');
      const std::string_view outer =
          dot == std::string::npos ? std::string_view() : std::string_view(c->value).substr(0, dot);
      if (int k = t.FindIn(outer, LastName(c->value)); k >= 0 && !t.cls(k).builtin) {
        return ErrorAt(files, *c, Cat("package ", c->value, " clashes with class of same name"));
      }
    }
    if (!IsProgramImport(*c)) continue;
    std::string_view name = c->value;
    if (name.ends_with(".*")) {
      RETURN_IF_ERROR(CheckImportedPackage(t, files, *c, name.substr(0, name.size() - 2)));
      continue;
    }
    const std::string_view package = Qualifier(name);
    const std::string_view simple = LastName(name);
    RETURN_IF_ERROR(CheckImportedPackage(t, files, *c, package));
    const int cls = t.FindIn(package, simple);
    if (cls < 0) return ErrorAt(files, *c, Cat("cannot find symbol: class ", simple));
    RETURN_IF_ERROR(CheckClassAccess(t, files, *c, cls));
    bool before = true;  // `d` comes before the import `c`.
    for (const NodePtr& d : unit.children) {
      if (d->file != c->file) continue;
      if (d->kind == Kind::kClassDecl && d->value == simple &&
          t.FindIn(t.PackageOfFile(d->file), simple) != cls) {
        return ErrorAt(files, *c, Cat(simple, " is already defined in this compilation unit"));
      }
      if (d.get() == c.get()) before = false;
      if (before && d->kind == Kind::kImport && !d->value.ends_with(".*") &&
          LastName(d->value) == simple && d->value != name) {
        return ErrorAt(
            files, *c,
            Cat("a type with the same simple name is already defined by the single-type-import of ",
                simple));
      }
    }
  }
  return absl::OkStatus();
}

absl::Status UnknownClassName(const ClassTable& t, std::span<const std::string> files,
                              const Node& where, std::string_view name, int context) {
  const size_t dot = name.find('.');
  if (dot == std::string_view::npos) {
    if (t.AmbiguousOnDemand(where.file, name) && t.FindImported(where.file, name, false) < 0 &&
        t.FindIn(t.PackageOfFile(where.file), name) < 0) {
      return ErrorAt(files, where, Cat("reference to ", name, " is ambiguous"));
    }
  } else if (std::string_view qualifier = Qualifier(name);
             t.Resolve(context, name.substr(0, dot), where.file) < 0 &&
             !t.PackageExists(qualifier) && t.FindQualified(qualifier) < 0) {
    return ErrorAt(files, where, Cat("package ", qualifier, " does not exist"));
  }
  return ErrorAt(files, where, Cat("cannot find symbol: class ", name));
}

absl::Status CheckClassAccess(const ClassTable& t, std::span<const std::string> files,
                              const Node& where, int cls, int context) {
  const std::string_view here = t.PackageOfFile(where.file);
  for (int k = cls; k >= 0; k = t.cls(k).outer) {
    const ClassInfo& c = t.cls(k);
    if (c.builtin || c.package == here || c.decl == nullptr || c.is_local || c.is_anonymous) {
      return absl::OkStatus();
    }
    if (c.decl->flags & kPublic) continue;
    if (context >= 0 && c.outer >= 0 && (c.decl->flags & kProtected) &&
        MemberAccessible(t, context, c.outer, Access::kProtected, true, -1, false)) {
      continue;
    }
    if (c.outer >= 0) {  // A protected or package-private member type.
      return ErrorAt(
          files, where,
          MemberAccessError(t, c.outer,
                            (c.decl->flags & kProtected) ? Access::kProtected : Access::kPackage,
                            c.name));
    }
    return ErrorAt(
        files, where,
        Cat(c.name, " is not public in ", c.package, "; cannot be accessed from outside package"));
  }
  return absl::OkStatus();
}

Access AccessOf(const ClassTable& t, int owner, const Node* decl, bool is_ctor) {
  const ClassInfo& c = t.cls(owner);
  if (c.builtin || c.is_interface) return Access::kPublic;
  if (decl == nullptr) {
    if (!is_ctor || c.is_enum) return is_ctor ? Access::kPrivate : Access::kPublic;
    decl = c.decl;  // A default constructor (JLS 8.8.9).
    if (decl == nullptr || c.is_anonymous || c.is_local) return Access::kPackage;
  }
  if (decl->kind == Kind::kFieldDecl && (decl->flags & kEnumConstant)) return Access::kPublic;
  if (decl->flags & kPublic) return Access::kPublic;
  if (decl->flags & kProtected) return Access::kProtected;
  if (decl->flags & kPrivate) return Access::kPrivate;
  return Access::kPackage;
}

bool MemberAccessible(const ClassTable& t, int from, int owner, Access access, bool is_static,
                      int receiver, bool ctor) {
  if (access == Access::kPublic || access == Access::kPrivate || from < 0 ||
      t.SamePackage(from, owner)) {
    return true;
  }
  if (access != Access::kProtected) return false;
  for (int k = from; k >= 0; k = t.cls(k).outer) {
    if (!t.IsSubclass(k, owner)) continue;
    if (ctor) return receiver < 0;
    if (is_static || receiver < 0 || t.IsSubclass(receiver, k)) return true;
  }
  return false;
}

bool PackageMemberInherited(const ClassTable& t, int cls, int owner) {
  for (int k = cls; k >= 0 && k != owner; k = t.cls(k).super) {
    if (!t.SamePackage(k, owner)) return false;
  }
  return true;
}

std::string MemberAccessError(const ClassTable& t, int owner, Access access,
                              std::string_view what) {
  if (access == Access::kProtected)
    return Cat(what, " has protected access in ", t.cls(owner).name);
  return Cat(what, " is not public in ", t.cls(owner).name,
             "; cannot be accessed from outside package");
}

SourcePackages::SourcePackages(const Node& unit) {
  std::map<int, File> files;
  bool packaged = false;
  for (const NodePtr& c : unit.children) {
    if (c->kind == Kind::kPackage) {
      files[c->file].package = c->value;
      packaged = true;
    } else if (IsProgramImport(*c)) {
      std::string_view name = c->value;
      File& f = files[c->file];
      if (name.ends_with(".*")) {
        f.on_demand.emplace_back(name.substr(0, name.size() - 2));
      } else {
        f.single.emplace_back(name);
      }
    }
  }
  if (!packaged) return;  // Every name is left as written.
  files_ = std::move(files);
  for (const NodePtr& c : unit.children) {
    if (c->kind != Kind::kClassDecl) continue;
    auto it = files_.find(c->file);
    classes_.emplace(std::pair(it == files_.end() ? std::string() : it->second.package, c->value),
                     (c->flags & kPublic) != 0);
  }
}

std::string SourcePackages::Qualify(int file, std::string_view first) const {
  static const File kUnnamed;
  auto it = files_.find(file);
  const File& f = it == files_.end() ? kUnnamed : it->second;
  const auto in = [&](std::string_view package) {
    return classes_.contains({std::string(package), std::string(first)});
  };
  const auto public_in = [&](std::string_view package) {
    auto c = classes_.find({std::string(package), std::string(first)});
    return c != classes_.end() && c->second;
  };
  const auto qualified = [&](std::string_view package) {
    return package.empty() ? std::string(first) : Cat(package, ".", first);
  };
  for (const std::string& imp : f.single) {
    if (LastName(imp) == first && in(Qualifier(imp))) return imp;
  }
  if (in(f.package)) return qualified(f.package);
  std::string found;
  for (const std::string& package : f.on_demand) {
    if (!public_in(package)) continue;  // Own package's classes were found above.
    if (!found.empty()) return "";      // Ambiguous: javac rejects its use.
    found = qualified(package);
  }
  return found;
}

std::string RewriteTypeNames(std::string_view text,
                             const std::function<std::string(std::string_view)>& rewrite) {
  const auto is_name = [&](size_t k) {
    const char ch = text[k];
    return ch == '_' || ch == '$' || ch == '.' || (ch >= '0' && ch <= '9') ||
           (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
  };
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    if (!is_name(i)) {
      out += text[i++];
      continue;
    }
    size_t end = i;
    while (end < text.size() && is_name(end)) ++end;
    out += rewrite(text.substr(i, end - i));
    i = end;
  }
  return out;
}

std::string SourcePackages::QualifiedTypeText(int file, std::string_view text) const {
  if (files_.empty()) return std::string(text);
  return RewriteTypeNames(text, [&](std::string_view name) {
    const size_t dot = name.find('.');
    std::string head = Qualify(file, name.substr(0, dot));
    if (head.empty()) return std::string(name);
    if (dot != std::string_view::npos) head += name.substr(dot);
    return head;
  });
}

}  // namespace aprgrid::lang
