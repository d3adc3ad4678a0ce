// The generator's output is a function of (seed, index, options) only, whatever compiler built it
// (docs/subject-language.md, "Programs"): these hashes, of the first programs of
// seed 1 under each option set, were taken from the gcc build and must hold in every build. A
// draw left unsequenced (two draws among one call's arguments) makes the clang build, which runs
// this unit test in CI, fail here. A change that means to alter the generated programs updates
// the hashes (the failure prints the new ones); generator-digest compares two builds in full.
#include <map>
#include <string>

#include "common/sha256.h"
#include "gtest/gtest.h"
#include "tests/jdk/generator_option_sets.h"

namespace aprgrid::jdk {
namespace {

constexpr int kPrograms = 20;

TEST(GeneratorDeterminismTest, FirstProgramsOfSeedOneHaveTheirPinnedHashes) {
  const std::map<std::string, std::string> pinned = {
      {"default", "c9132cd34ba48540f38f9deba640830d6a1b2ba415320d7f73f371d864a6b3c9"},
      {"enums", "e86d548a24b9be80f4a5f02d02d359e594e99c11528abf88b377557db7e9b3d4"},
      {"nested", "c2608d9963d012092d5c6e4b491afc941a68cd72b4bcf07932151b82f47a5bb9"},
      {"inner", "08cbf044797bbc483bf029a901c7f3eb2f916d2ccade31df5f5ab6d1a4c65ead"},
      {"boxing", "e41f98af924f469fc51fa9d9142c6eb30906019148904bd51b2d35e5f0eccbc7"},
      {"local", "39b2f9d553467af4f8831f5169b956866aead522d57d579fbe3aff66dd2b34c5"},
      {"collections", "e39ae943fea7b99904af5afd5bef50b924f020d2bdafcb3e15a0d0a51df10ee3"},
      {"library_collections", "2e087122e32cf58abf5517ea12ef102facd66f646f4bd8d9ca5c1787f8e8781e"},
      {"generics", "1a92bcbc2a3706acd8d9d560c1d02d6f5d349264d189defada60acbc8400ac5d"},
      {"generic_collections", "38e366ea8d16a442f6410fa0413e2a8bfbe8e26df0fe3b120adc26866b40d3ba"},
      {"resources", "9730d9ccd45e372cf121f557b1b0d124c76eb192683e5364dd213a52501da0d4"},
      {"small_numerics", "a88b7188de33b2b759d6395e42052db64f3e68663b1f359a501a2bdc0f3d9778"},
      {"random", "9bac75c19020cc36c8056b80d5191bfe3a08765813eeea00447e361c38a4ac96"},
      {"annotations", "e343e4933fb95988901be1bf639edc2879224c847d9024c08882e446a3c869f7"},
      {"packages", "d9dd61872d4e6c5043bed265603673802bd4574878aad62c1fffc45a4c917127"},
      {"char_sequences", "d7166b515aac80d0c3d39dfcb76fc32de7e6ad3eb50f66ef59f8694cd9cf4767"},
      {"differential", "4f758390073cd8613574796bf70120caae7c0ad2c191a95032a3bb8d9fb914f4"},
      {"differential_packages", "6da96b8ad129cf829f6e4d6413b8f2743a087f20984d18f30ab987c638b5ea64"},
      {"tests_per_program_5", "9eec97ba0ca56e3400474629f85bf7e3815421eb6c557953c2f669bd8b09e3a1"},
  };
  for (const NamedGeneratorOptions& set : GeneratorOptionSets()) {
    std::string all;
    for (int i = 0; i < kPrograms; ++i) {
      all += ProgramText(lang::generator::GenerateProgram(1, i, set.options));
    }
    auto it = pinned.find(set.name);
    const std::string expected = it == pinned.end() ? "" : it->second;
    EXPECT_EQ(Sha256Hex(all), expected)
        << "{\"" << set.name << "\", \"" << Sha256Hex(all) << "\"},";
  }
}

}  // namespace
}  // namespace aprgrid::jdk
