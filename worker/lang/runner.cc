#include "worker/lang/runner.h"

#include <pthread.h>

#include <algorithm>
#include <cstring>

namespace aprgrid::lang {

TestRunner::TestRunner(const Program& program, const RunLimits& limits)
    : prog_(&program), rt_(program, limits) {}

void TestRunner::Rebind(const Program& program) {
  prog_ = &program;
  rt_.prog = &program;
}

namespace {

// The lowest address calls may use on this thread's native stack (a margin above its end).
uintptr_t NativeStackFloor() {
  thread_local const uintptr_t floor = []() -> uintptr_t {
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
    void* addr = nullptr;
    size_t size = 0;
    int rc = pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
    if (rc != 0 || addr == nullptr) return 0;
    // Room for the deepest native work between two calls' checks (built-ins, string building).
    size_t margin = std::min<size_t>(size / 4, size_t{512} << 10);
    return reinterpret_cast<uintptr_t>(addr) + margin;
  }();
  return floor;
}

}  // namespace

TestResult TestRunner::Run(const TestCase& test) {
  TestResult r;
  r.name = test.full_name();
  Runtime& rt = rt_;
  rt.SetInterrupt(rt.limits.interrupt != nullptr ? rt.limits.interrupt : CurrentInterrupt());
  rt.native_stack_floor = NativeStackFloor();
  rt.Reset();
  const ClassTable& t = prog_->table();
  // System.out is an (inert) PrintStream object: its methods write to rt.out.
  rt.statics[static_cast<size_t>(prog_->system_out_slot)].ref = rt.NewInstance(kPrintStreamClass);
  // As the JVM harness does: instantiate the test class (initialising it and its superclasses,
  // JLS 12.4.1; other classes are initialised on first use), then call the test method.
  if (rt.EnsureInitialized(test.cls)) {
    Obj* self = rt.NewInstance(test.cls);
    if (self != nullptr) {
      const MethodInfo* ctor = nullptr;
      for (const MethodInfo* c : t.Constructors(test.cls)) {
        if (c->params.empty()) ctor = c;
      }
      Value* base = rt.sp;
      base[0].ref = self;
      rt.sp = base + 1;
      rt.Enter(*ctor, base);
      if (rt.exc == nullptr) {
        base[0].ref = self;
        rt.Enter(t.method(test.method), base);
      }
      rt.sp = base;
    }
  }
  r.steps = rt.steps;
  r.steps_skipped = rt.steps_skipped();
  r.interrupted = rt.interrupted();
  r.output = rt.out;
  if (!rt.coverage.empty()) {
    for (size_t i = 0; i < rt.coverage.size(); ++i) {
      if (rt.coverage[i]) r.covered.push_back(static_cast<int>(i));
    }
  }
  Obj* e = rt.exc;
  if (e == nullptr) {
    if (test.expected >= 0) {
      r.outcome = Outcome::kFail;
      r.message = "expected exception: " + std::string(t.cls(test.expected).simple_name());
    }
    return r;
  }
  if (rt.timed_out()) {
    r.outcome = Outcome::kTimeout;
    return r;
  }
  if (test.expected >= 0 && t.IsSubclass(e->cls, test.expected)) return r;
  if (t.IsSubclass(e->cls, kAssertionErrorClass)) {
    r.outcome = Outcome::kFail;
    r.message = Runtime::Utf8(FieldsOf(e)[0].ref);
    return r;
  }
  r.outcome = Outcome::kError;
  r.message = std::string(t.cls(e->cls).simple_name());
  return r;
}

std::vector<TestResult> TestRunner::RunAll() {
  std::vector<TestResult> out;
  for (const TestCase& tc : prog_->tests) out.push_back(Run(tc));
  return out;
}

std::vector<TestResult> TestRunner::RunClass(std::string_view class_name) {
  std::vector<TestResult> out;
  for (const TestCase& tc : prog_->tests) {
    if (tc.class_name == class_name) out.push_back(Run(tc));
  }
  return out;
}

std::string FormatResult(const TestResult& r, bool with_output) {
  std::string s = r.name;
  switch (r.outcome) {
    case Outcome::kPass:
      s += " PASS";
      break;
    case Outcome::kFail:
      s += " FAIL " + r.message;
      break;
    case Outcome::kError:
      s += " ERROR " + r.message;
      break;
    case Outcome::kTimeout:
      s += " TIMEOUT";
      break;
  }
  s += "\n";
  if (with_output && !r.output.empty()) {
    size_t start = 0;
    while (start < r.output.size()) {
      size_t nl = r.output.find('\n', start);
      size_t end = nl == std::string::npos ? r.output.size() : nl;
      s += "  | " + r.output.substr(start, end - start) + "\n";
      start = end + 1;
    }
  }
  return s;
}

namespace {
void* Trampoline(void* arg) {
  (*static_cast<const std::function<void()>*>(arg))();
  return nullptr;
}
}  // namespace

void RunWithLargeStack(const std::function<void()>& fn, size_t stack_bytes) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, stack_bytes);
  pthread_t thread;
  if (pthread_create(&thread, &attr, Trampoline, const_cast<std::function<void()>*>(&fn)) != 0) {
    fn();  // No thread (resource limits): run here, on the current stack.
  } else {
    pthread_join(thread, nullptr);
  }
  pthread_attr_destroy(&attr);
}

}  // namespace aprgrid::lang
