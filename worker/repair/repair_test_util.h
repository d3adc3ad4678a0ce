// Test helpers: an in-memory subject (classes under repair + tests) and the parts of a
// RepairProblem that operator tests need.
#ifndef APRGRID_WORKER_REPAIR_REPAIR_TEST_UTIL_H_
#define APRGRID_WORKER_REPAIR_REPAIR_TEST_UTIL_H_

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "worker/lang/printer.h"
#include "worker/repair/repair_problem.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair::testing {

inline std::string SourceDir() {
  const char* dir = std::getenv("APRGRID_SOURCE_DIR");
  return dir != nullptr ? dir : ".";
}

inline std::string TestdataDir() { return SourceDir() + "/worker/repair/testdata"; }

inline Subject MakeSubject(const std::string& code, const std::string& tests) {
  Subject s;
  s.metadata.set_id("inline-1");
  s.metadata.add_sources("Code.java");
  s.files = {{"Code.java", code}, {"CodeTest.java", tests}};
  s.num_repair_files = 1;
  return s;
}

// The first repair target whose printed form starts with `text` (null if none).
inline const lang::Node* FindTarget(const ProgramFacts& facts, const std::string& text) {
  for (const lang::Node* t : facts.targets()) {
    if (lang::Print(*t).starts_with(text)) return t;
  }
  return nullptr;
}

}  // namespace aprgrid::repair::testing

#endif  // APRGRID_WORKER_REPAIR_REPAIR_TEST_UTIL_H_
