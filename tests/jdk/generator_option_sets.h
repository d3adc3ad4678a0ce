// The generator option sets whose output must not depend on the compiler (docs/subject-language.md,
// "Programs"): the defaults (the CRF injection corpus's programs and expressions),
// each GeneratorOptions switch alone, and the differential tests' two sets. Shared by
// generator-digest (generator_digest_main.cc) and generator_determinism_test.cc.
#ifndef APRGRID_TESTS_JDK_GENERATOR_OPTION_SETS_H_
#define APRGRID_TESTS_JDK_GENERATOR_OPTION_SETS_H_

#include <string>
#include <utility>
#include <vector>

#include "worker/lang/generator/program_generator.h"

namespace aprgrid::jdk {

// The options the differential tests generate programs with (interpreter_vs_jdk_test.cc,
// jdk-generate-programs): every construct the generator knows, except packages
// (GeneratorOptions::packages), which the packaged programs add.
inline lang::generator::GeneratorOptions DifferentialOptions() {
  lang::generator::GeneratorOptions options;
  options.enums = true;
  options.nested = true;
  options.inner = true;
  options.boxing = true;
  options.local = true;
  options.collections = true;
  options.generics = true;
  options.generic_collections = true;
  options.library_collections = true;
  options.resources = true;
  options.small_numerics = true;
  options.random = true;
  options.annotations = true;
  options.char_sequences = true;
  return options;
}

struct NamedGeneratorOptions {
  std::string name;
  lang::generator::GeneratorOptions options;
};

inline std::vector<NamedGeneratorOptions> GeneratorOptionSets() {
  using lang::generator::GeneratorOptions;
  std::vector<NamedGeneratorOptions> sets;
  sets.push_back({"default", GeneratorOptions()});
  const std::vector<std::pair<std::string, bool GeneratorOptions::*>> switches = {
      {"enums", &GeneratorOptions::enums},
      {"nested", &GeneratorOptions::nested},
      {"inner", &GeneratorOptions::inner},
      {"boxing", &GeneratorOptions::boxing},
      {"local", &GeneratorOptions::local},
      {"collections", &GeneratorOptions::collections},
      {"library_collections", &GeneratorOptions::library_collections},
      {"generics", &GeneratorOptions::generics},
      {"generic_collections", &GeneratorOptions::generic_collections},
      {"resources", &GeneratorOptions::resources},
      {"small_numerics", &GeneratorOptions::small_numerics},
      {"random", &GeneratorOptions::random},
      {"annotations", &GeneratorOptions::annotations},
      {"packages", &GeneratorOptions::packages},
      {"char_sequences", &GeneratorOptions::char_sequences},
  };
  for (const auto& [name, field] : switches) {
    GeneratorOptions options;
    options.*field = true;
    sets.push_back({name, options});
  }
  // The differential tests' sets, without and with packages.
  GeneratorOptions differential = DifferentialOptions();
  sets.push_back({"differential", differential});
  differential.packages = true;
  sets.push_back({"differential_packages", differential});
  // program_generator_test's larger programs.
  GeneratorOptions larger;
  larger.tests_per_program = 5;
  sets.push_back({"tests_per_program_5", larger});
  return sets;
}

// A program as one text: its main file, then each packaged file after its path.
inline std::string ProgramText(const lang::generator::GeneratedProgram& program) {
  std::string text = program.file_name + "\n" + program.source;
  for (const auto& file : program.package_files) {
    text += "\n// file " + file.path + "\n" + file.source;
  }
  return text;
}

}  // namespace aprgrid::jdk

#endif  // APRGRID_TESTS_JDK_GENERATOR_OPTION_SETS_H_
