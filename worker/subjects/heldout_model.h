// What a project's classes offer to the held-out generator: the non-private constructors and
// methods of every class, read from the fixed sources, and the type questions the input drawer
// asks (primitive, array, throwable, has its own toString). Part of aprgrid-heldout.
#ifndef APRGRID_WORKER_SUBJECTS_HELDOUT_MODEL_H_
#define APRGRID_WORKER_SUBJECTS_HELDOUT_MODEL_H_

#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/lang/parser.h"

namespace aprgrid::subjects::heldout {

struct Method {
  std::string cls;
  std::string name;  // The class name for constructors.
  std::string ret;   // "" for constructors.
  std::vector<std::string> params;
  bool is_static = false;
  bool is_ctor = false;
  bool throws = false;  // Declares a `throws` clause (the test method must declare one too).
  std::string file;
  int first_line = 0;
  int last_line = 0;
};

struct ClassInfo {
  std::string name;
  std::string super;
  std::vector<std::string> interfaces;  // Implemented (or, for an interface, extended) ones.
  bool is_abstract = false;             // An abstract class or an interface: no `new`.
  bool is_interface = false;
  std::vector<std::string> enum_constants;  // Non-empty exactly for an enum with constants.
  bool is_enum = false;
  std::vector<Method> ctors;    // Non-private; the implicit default constructor when none.
  std::vector<Method> methods;  // Non-private.
  bool own_to_string = false;
};

using ClassMap = std::map<std::string, ClassInfo>;

// Parses `files` and lists their classes. Fails with the parser's file:line:col error.
absl::StatusOr<ClassMap> ReadClasses(const std::vector<lang::SourceFile>& files);

bool IsPrimitive(const std::string& type);
bool IsArray(const std::string& type);
// REQUIRES: IsArray(type).
std::string ElementType(const std::string& type);

// Whether `name` is an exception or error (by name, or through its project superclasses).
bool IsThrowable(const ClassMap& classes, std::string name);
// Whether `name` is a project enum.
bool IsEnum(const ClassMap& classes, const std::string& name);
// Whether `name` is `ancestor` or extends or implements it (through project classes).
bool IsSubtype(const ClassMap& classes, const std::string& name, const std::string& ancestor);
// Whether some method or constructor of the project declares `throws`: then every generated test
// method declares `throws Exception` (projects without checked exceptions get the same text as
// before).
bool AnyThrows(const ClassMap& classes);

// Whether `name` or a project superclass declares toString().
bool HasToString(const ClassMap& classes, std::string name);

// The exceptions of the subset (and of the project) that are proper subclasses of `name`, most
// derived first, so that every catch clause written in that order is reachable.
std::vector<std::string> Subclasses(const ClassMap& classes, const std::string& name);

}  // namespace aprgrid::subjects::heldout

#endif  // APRGRID_WORKER_SUBJECTS_HELDOUT_MODEL_H_
