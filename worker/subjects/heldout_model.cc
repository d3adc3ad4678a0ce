#include "worker/subjects/heldout_model.h"

#include <algorithm>
#include <utility>

#include "common/status_macros.h"
#include "worker/lang/ast.h"

namespace aprgrid::subjects::heldout {

using lang::Kind;
using lang::Node;

namespace {

int LastLine(const Node& n) {
  int line = n.line;
  for (const auto& c : n.children) line = std::max(line, LastLine(*c));
  return line;
}

}  // namespace

absl::StatusOr<ClassMap> ReadClasses(const std::vector<lang::SourceFile>& files) {
  ClassMap classes;
  for (const lang::SourceFile& file : files) {
    ASSIGN_OR_RETURN(lang::NodePtr unit, lang::ParseSource(file.name, file.text));
    for (const auto& decl : unit->children) {
      if (decl->kind != Kind::kClassDecl) continue;  // Imports (java.util) precede the classes.
      ClassInfo info;
      info.name = decl->value;
      info.super = decl->child(0)->value;
      for (const auto& t : decl->child(0)->children) {
        if (!lang::IsTypeParameter(*t)) info.interfaces.push_back(t->value);
      }
      info.is_interface = (decl->flags & lang::kInterface) != 0;
      info.is_abstract = info.is_interface || (decl->flags & lang::kAbstract) != 0;
      info.is_enum = (decl->flags & lang::kEnum) != 0;
      for (size_t i = 1; i < decl->size(); ++i) {
        const Node& m = *decl->child(i);
        if (m.kind == Kind::kFieldDecl && (m.flags & lang::kEnumConstant)) {
          info.enum_constants.push_back(m.value);
        }
        if (m.kind != Kind::kMethodDecl && m.kind != Kind::kConstructorDecl) continue;
        if (m.flags & lang::kPrivate) continue;
        Method method;
        method.cls = info.name;
        method.name = m.value;
        method.is_ctor = m.kind == Kind::kConstructorDecl;
        method.is_static = (m.flags & lang::kStatic) != 0;
        method.file = file.name;
        method.first_line = m.line;
        method.last_line = LastLine(m);
        const Node& params = *m.child(method.is_ctor ? 0 : 1);
        if (!method.is_ctor) method.ret = m.child(0)->value;
        method.throws =
            method.is_ctor
                ? m.size() > 2 && !m.child(2)->children.empty()
                : std::any_of(m.child(0)->children.begin(), m.child(0)->children.end(),
                              [](const lang::NodePtr& t) { return !lang::IsTypeParameter(*t); });
        for (const auto& p : params.children) method.params.push_back(p->child(0)->value);
        if (!method.is_ctor && method.name == "toString" && method.params.empty()) {
          info.own_to_string = true;
        }
        (method.is_ctor ? info.ctors : info.methods).push_back(std::move(method));
      }
      if (info.is_enum || info.is_interface) {
        info.ctors.clear();             // Constants only / no constructors at all.
      } else if (info.ctors.empty()) {  // The implicit default constructor.
        Method ctor;
        ctor.cls = ctor.name = info.name;
        ctor.is_ctor = true;
        ctor.file = file.name;
        ctor.first_line = ctor.last_line = decl->line;
        info.ctors.push_back(std::move(ctor));
      }
      classes[info.name] = std::move(info);
    }
  }
  return classes;
}

bool IsPrimitive(const std::string& t) {
  return t == "int" || t == "long" || t == "double" || t == "boolean" || t == "char" ||
         t == "byte" || t == "short" || t == "float";
}

bool IsArray(const std::string& t) { return t.size() > 2 && t.ends_with("[]"); }

std::string ElementType(const std::string& t) { return t.substr(0, t.size() - 2); }

bool IsThrowable(const ClassMap& classes, std::string name) {
  for (int hops = 0; hops < 10; ++hops) {
    if (name.ends_with("Exception") || name.ends_with("Error") || name == "Throwable") return true;
    auto it = classes.find(name);
    if (it == classes.end()) return false;
    name = it->second.super;
  }
  return false;
}

bool IsEnum(const ClassMap& classes, const std::string& name) {
  auto it = classes.find(name);
  return it != classes.end() && it->second.is_enum;
}

bool IsSubtype(const ClassMap& classes, const std::string& name, const std::string& ancestor) {
  std::vector<std::string> todo = {name};
  for (int steps = 0; !todo.empty() && steps < 100; ++steps) {
    std::string c = todo.back();
    todo.pop_back();
    if (c == ancestor) return true;
    auto it = classes.find(c);
    if (it == classes.end()) continue;
    if (!it->second.super.empty()) todo.push_back(it->second.super);
    for (const std::string& i : it->second.interfaces) todo.push_back(i);
  }
  return false;
}

bool AnyThrows(const ClassMap& classes) {
  for (const auto& [name, info] : classes) {
    for (const Method& m : info.ctors) {
      if (m.throws) return true;
    }
    for (const Method& m : info.methods) {
      if (m.throws) return true;
    }
  }
  return false;
}

bool HasToString(const ClassMap& classes, std::string name) {
  for (int hops = 0; hops < 10; ++hops) {
    auto it = classes.find(name);
    if (it == classes.end()) return false;
    if (it->second.own_to_string) return true;
    name = it->second.super;
  }
  return false;
}

std::vector<std::string> Subclasses(const ClassMap& classes, const std::string& name) {
  static const std::map<std::string, std::string>* const kParents =
      new std::map<std::string, std::string>{
          {"NumberFormatException", "IllegalArgumentException"},
          {"IllegalArgumentException", "RuntimeException"},
          {"ArrayIndexOutOfBoundsException", "IndexOutOfBoundsException"},
          {"StringIndexOutOfBoundsException", "IndexOutOfBoundsException"},
          {"IndexOutOfBoundsException", "RuntimeException"},
          {"ArithmeticException", "RuntimeException"},
          {"NullPointerException", "RuntimeException"},
          {"IllegalStateException", "RuntimeException"},
          {"ClassCastException", "RuntimeException"},
          {"NegativeArraySizeException", "RuntimeException"},
          {"UnsupportedOperationException", "RuntimeException"},
          {"RuntimeException", "Exception"}};
  auto parent = [&](const std::string& c) -> std::string {
    auto known = kParents->find(c);
    if (known != kParents->end()) return known->second;
    auto own = classes.find(c);
    return own == classes.end() ? "" : own->second.super;
  };
  std::vector<std::string> all;
  for (const auto& [c, p] : *kParents) all.push_back(c);
  for (const auto& [c, info] : classes) {
    if (IsThrowable(classes, c)) all.push_back(c);
  }
  std::vector<std::string> out;
  for (const std::string& c : all) {
    int depth = 0;
    for (std::string p = parent(c); !p.empty() && depth < 10; p = parent(p), ++depth) {
      if (p == name) {
        out.push_back(c);
        break;
      }
    }
  }
  // Most derived first, so that every catch clause is reachable.
  std::sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) {
    auto depth = [&](std::string c) {
      int d = 0;
      while (!(c = parent(c)).empty() && d < 10) ++d;
      return d;
    };
    return depth(a) != depth(b) ? depth(a) > depth(b) : a < b;
  });
  return out;
}

}  // namespace aprgrid::subjects::heldout
