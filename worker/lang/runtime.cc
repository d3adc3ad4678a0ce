#include "worker/lang/runtime.h"

#include <cstddef>
#include <cstring>

#include "worker/lang/double_format.h"
#include "worker/lang/nodes_expr.h"

namespace aprgrid::lang {

namespace {
constexpr size_t kStackValues = size_t{1} << 20;  // 8 MiB of locals.
}

Runtime::Runtime(const Program& program, const RunLimits& run_limits)
    : prog(&program),
      ct(program.table()),
      limits(run_limits),
      heap(run_limits.heap_bytes),
      statics(static_cast<size_t>(program.table().num_statics)),
      class_state(program.table().classes.size(), kUninitialized),
      stack(new Value[kStackValues]),
      sp(stack.get()),
      stack_end(stack.get() + kStackValues) {
  if (program.coverage) coverage.assign(static_cast<size_t>(program.num_nodes), 0);
  integer_bytes_ =
      sizeof(Obj) + sizeof(Value) * static_cast<size_t>(ct.cls(kIntegerClass).num_instance_fields);
  oom_.header.cls = kOutOfMemoryErrorClass;
  oom_.header.type = Type::Class(kOutOfMemoryErrorClass);
  static constexpr std::u16string_view kMessage = u"Java heap space";  // As HotSpot says.
  static_assert(kMessage.size() <= sizeof(oom_message_.chars) / sizeof(char16_t));
  oom_message_.header.cls = kStringClass;
  oom_message_.header.type = kStringType;
  oom_message_.header.len = static_cast<int32_t>(kMessage.size());
  std::memcpy(oom_message_.chars, kMessage.data(), kMessage.size() * sizeof(char16_t));
  oom_.message = RefValue(&oom_message_.header);
  static_assert(offsetof(OomError, message) == sizeof(Obj));
  static_assert(offsetof(OomMessage, chars) == sizeof(Obj));
}

void Runtime::Reset() {
  heap.Reset();
  heap.set_limit(limits.heap_bytes);
  oom_.suppressed = Value{};  // Its array was on the heap.
  std::fill(statics.begin(), statics.end(), Value{});
  // Built-in classes have no initialisers; user classes start uninitialised (JLS 12.4.1).
  for (size_t c = 0; c < class_state.size(); ++c) {
    class_state[c] = c < kFirstUserClass ? kInitialized : kUninitialized;
  }
  sp = stack.get();
  depth = 0;
  steps = 0;
  work_ = 0;
  exc = nullptr;
  interrupted_ = false;
  out.clear();
  next_ident = 0;
  if (box_cache_used_) {
    box_cache_.fill(nullptr);
    box_cache_used_ = false;
  }
  std::fill(coverage.begin(), coverage.end(), 0);
  proof_at_ = loop_proof_.Reset(limits.loop_proof_from);
  SetInterrupt(interrupt_);
}

void Runtime::SetInterrupt(const Interrupt* interrupt) {
  interrupt_ = interrupt;
  check_at_ = interrupt_ == nullptr ? limits.step_budget : std::min(limits.step_budget, steps);
  Reschedule();
}

bool Runtime::Poll() {
  // Every kPollSteps steps while an interrupt is set: a step is at most a few microseconds of
  // work (built-in work is charged in proportion), so a stop is seen within milliseconds.
  constexpr uint64_t kPollSteps = 4096;
  if (!interrupted_ && steps <= limits.step_budget && interrupt_ != nullptr &&
      interrupt_->Requested()) {
    interrupted_ = true;
  }
  if (interrupted_ || steps > limits.step_budget) {
    check_at_ = 0;  // Every later Tick fails too: the test is over.
    Reschedule();
    exc = &timeout_obj;
    return false;
  }
  check_at_ =
      interrupt_ == nullptr ? limits.step_budget : std::min(limits.step_budget, steps + kPollSteps);
  Reschedule();
  return true;
}

bool Runtime::LoopPoll(const void* loop, const Frame& f, uint64_t entry) {
  if (steps > check_at_ && !Poll()) return false;
  if (steps > proof_at_) proof_at_ = loop_proof_.OnLoopTick(*this, loop, f, entry);
  Reschedule();
  return true;
}

bool Runtime::Output(std::string_view utf8) {
  if (!Fits(utf8.size())) {
    ThrowOutOfMemory();
    return false;
  }
  out.append(utf8);
  heap.set_limit(limits.heap_bytes - out.size());  // The output shares the memory limit.
  return Charge(utf8.size());
}

bool Runtime::Initialize(int cls) {
  uint8_t& state = class_state[static_cast<size_t>(cls)];
  if (state == kInitFailed) {
    Throw(kNoClassDefFoundErrorClass, "Could not initialize class " + ct.cls(cls).runtime_name());
    return false;
  }
  // JLS 12.4.2: mark this class, initialise the superclass, then run the class variable
  // initialisers and static initialisers in textual order. A recursive request (from those
  // initialisers) sees the class as being initialised and proceeds with the values so far.
  state = kInitializing;
  int super = ct.cls(cls).super;
  if (super >= kFirstUserClass && !EnsureInitialized(super)) {
    class_state[static_cast<size_t>(cls)] = kInitFailed;
    return false;
  }
  // Step 7: then the superinterfaces that declare default methods.
  for (int16_t iface : ct.cls(cls).default_interfaces) {
    if (!EnsureInitialized(iface)) {
      class_state[static_cast<size_t>(cls)] = kInitFailed;
      return false;
    }
  }
  const MethodCode& init = prog->static_inits[static_cast<size_t>(cls - kFirstUserClass)];
  if (init.body != nullptr) {
    if (depth >= limits.max_depth || sp + init.num_locals + 64 > stack_end) {
      ThrowStackOverflow();
    } else {
      Value* saved = sp;
      Frame f{sp, this, Value{}};
      sp += init.num_locals;
      ++depth;
      init.body->Exec(f);
      --depth;
      sp = saved;
    }
  }
  if (exc == nullptr) {
    class_state[static_cast<size_t>(cls)] = kInitialized;
    return true;
  }
  class_state[static_cast<size_t>(cls)] = kInitFailed;
  if (timed_out() || ct.IsSubclass(exc->cls, kErrorClass)) return false;
  // Step 11: an exception other than an Error is wrapped.
  Obj* e = NewInstance(kExceptionInInitializerErrorClass);
  if (e != nullptr) exc = e;
  return false;
}
Obj* Runtime::NewInstance(int cls) {
  const ClassInfo& c = ct.cls(cls);
  size_t payload = cls == kStringBuilderClass
                       ? sizeof(SbData)
                       : sizeof(Value) * static_cast<size_t>(c.num_instance_fields);
  auto* o = static_cast<Obj*>(heap.Alloc(sizeof(Obj) + payload));
  if (o == nullptr) {
    ThrowOutOfMemory();
    return nullptr;
  }
  o->cls = cls;
  o->type = Type::Class(static_cast<int16_t>(cls));
  o->ident = ++next_ident;
  return o;
}

Obj* Runtime::BoxOther(int cls, Value v) {
  int slot = -1;
  switch (cls) {
    case kIntegerClass:
      if (v.i >= -128 && v.i <= 127) slot = v.i + 128;
      break;
    case kLongClass:
      if (v.l >= -128 && v.l <= 127) slot = 256 + static_cast<int>(v.l) + 128;
      break;
    case kCharacterClass:
      if (v.i <= 127) slot = 512 + v.i;
      break;
    case kBooleanClass:
      slot = 640 + (v.i != 0 ? 1 : 0);
      break;
    case kByteClass:  // Byte.valueOf caches every value, Short.valueOf -128..127.
      slot = 642 + 128 + v.i;
      break;
    case kShortClass:
      if (v.i >= -128 && v.i <= 127) slot = 898 + 128 + v.i;
      break;
    default:
      break;
  }
  if (slot >= 0 && box_cache_[static_cast<size_t>(slot)] != nullptr) {
    return box_cache_[static_cast<size_t>(slot)];
  }
  Obj* o = NewInstance(cls);
  if (o == nullptr) return nullptr;
  FieldsOf(o)[0] = v;
  if (slot >= 0) {
    box_cache_[static_cast<size_t>(slot)] = o;
    box_cache_used_ = true;
  }
  return o;
}

Obj* Runtime::NewArray(Type array_type, int32_t length) {
  if (length < 0) {
    Throw(kNegativeArraySizeExceptionClass, std::to_string(length));
    return nullptr;
  }
  auto* o =
      static_cast<Obj*>(heap.Alloc(sizeof(Obj) + sizeof(Value) * static_cast<size_t>(length)));
  if (o == nullptr) {
    ThrowOutOfMemory();
    return nullptr;
  }
  o->cls = kArrayObject;
  o->len = length;
  o->type = array_type;
  o->ident = ++next_ident;
  if (!Charge(static_cast<uint64_t>(length))) return nullptr;  // Clearing the elements.
  return o;
}

Obj* Runtime::NewString(std::u16string_view s) {
  if (!Charge(s.size())) return nullptr;  // Copying the chars.
  auto* o = static_cast<Obj*>(heap.Alloc(sizeof(Obj) + sizeof(char16_t) * s.size()));
  if (o == nullptr) {
    ThrowOutOfMemory();
    return nullptr;
  }
  o->cls = kStringClass;
  o->len = static_cast<int32_t>(s.size());
  o->type = kStringType;
  o->ident = ++next_ident;
  if (!s.empty()) std::memcpy(CharsOf(o), s.data(), sizeof(char16_t) * s.size());
  return o;
}

Obj* Runtime::NewStringAscii(std::string_view s) {
  std::u16string u(s.begin(), s.end());
  return NewString(u);
}

void Runtime::Throw(int cls, const char* message) {
  Obj* m = nullptr;
  if (message != nullptr) {
    m = NewStringAscii(message);
    if (m == nullptr) return;  // OutOfMemoryError is pending instead.
  }
  Obj* e = NewInstance(cls);
  if (e == nullptr) return;
  FieldsOf(e)[0].ref = m;
  exc = e;
}

void Runtime::Throw(int cls, std::string_view message) {
  std::string m(message);
  Throw(cls, m.c_str());
}

void Runtime::ThrowIndexError(Obj* array, int32_t index) {
  if (array == nullptr) {
    ThrowNullPointer();
    return;
  }
  Throw(
      kArrayIndexOutOfBoundsExceptionClass,
      "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(array->len));
}

void Runtime::ThrowStackOverflow() {
  Obj* e = NewInstance(kStackOverflowErrorClass);
  if (e != nullptr) exc = e;
}

void Runtime::ThrowOutOfMemory() { exc = &oom_.header; }

Value Runtime::Enter(const MethodInfo& m, Value* base) {
  if (m.builtin != nullptr) return m.builtin(*this, base);
  return EnterUser(m.id, base);
}

Value Runtime::Invoke(int id, const Value* args, int n, bool virtual_call) {
  const MethodInfo* m = &ct.method(id);
  if (virtual_call) {
    Obj* self = args[0].ref;
    if (self == nullptr) {
      ThrowNullPointer();
      return Value{};
    }
    int cls = self->cls == kArrayObject ? kObjectClass : self->cls;
    m = &ct.method(ct.cls(cls).vtable[static_cast<size_t>(m->vtable_slot)]);
  }
  Value* base = sp;
  std::memcpy(base, args, sizeof(Value) * static_cast<size_t>(n));
  sp = base + n;
  Value r = Enter(*m, base);
  sp = base;
  return r;
}

bool Runtime::ResolveBridge(int bridge, int cls, BridgeCall* out) const {
  const MethodInfo& b = ct.method(bridge);
  if (b.implicit != MethodInfo::Implicit::kBridge || b.builtin != nullptr ||
      b.params.size() > static_cast<size_t>(kMaxBridgeParams)) {
    return false;
  }
  // compiler.cc, MethodCompiler::ImplicitMethod: a private target or one without a vtable slot is
  // called directly, others by dispatch or (when no subclass overrides it) directly, which
  // reaches the same method as the receiver's vtable entry.
  const MethodInfo& t = ct.method(b.bridge_target);
  const int target = t.is_private || t.vtable_slot < 0
                         ? t.id
                         : ct.cls(cls).vtable[static_cast<size_t>(t.vtable_slot)];
  if (ct.method(target).builtin != nullptr) return false;  // Not reached: overrides are user code.
  BridgeCall r;
  r.bridge = bridge;
  r.target = target;
  r.returns_void = b.ret == kVoidType;
  for (size_t i = 0; i < b.params.size(); ++i) {
    if (t.params[i] != b.params[i]) r.casts[i] = t.params[i];
  }
  *out = r;
  return true;
}

Value Runtime::InvokeBridge(const BridgeCall& b, const Value* args, int n) {
  // The bridge's frame starts at `base`. Its locals (the arguments) are read only by its body,
  // which runs here and reads them from `args`, and nothing before the target's entry reads sp,
  // so neither is written.
  Value* base = sp;
  // EnterUser(b.bridge, base) up to its body.
  if (entered != nullptr) [[unlikely]]
    entered[b.bridge] = 1;
  const int num_locals = prog->code[static_cast<size_t>(b.bridge)].num_locals;
  if (depth >= limits.max_depth || base + num_locals + 64 > stack_end ||
      reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) < native_stack_floor) [[unlikely]] {
    ThrowStackOverflow();
    sp = base;
    return Value{};
  }
  if (!Tick()) {
    sp = base;
    return Value{};
  }
  ++depth;
  // The body (compiler.cc, MethodCompiler::ImplicitMethod): `return this.target(casts...);`, its
  // arguments pushed after the bridge's locals as the call nodes do (PushArguments), then the
  // target entered (a void bridge returns nothing of it).
  Value r{};
  Value* call = base + num_locals;
  if (call + n + 1 > stack_end) [[unlikely]] {
    ThrowStackOverflow();
  } else {
    call[0] = args[0];
    bool ok = true;
    for (int i = 1; i < n; ++i) {
      const Type p = b.casts[static_cast<size_t>(i - 1)];  // kVoidType or a reference type.
      Obj* o = args[i].ref;
      if (p.base != Base::kVoid && o != nullptr && !nodes::IsInstanceOf(*this, o, p)) [[unlikely]] {
        nodes::ThrowClassCast(*this, o, p);
        ok = false;
        break;
      }
      call[i] = args[i];
    }
    if (ok) {
      r = EnterUser(b.target, call);
      if (b.returns_void) r = Value{};
    }
  }
  --depth;
  sp = base;
  return r;
}

std::string Runtime::ClassNameOf(const Obj* o) const {
  if (o->cls == kArrayObject) return ct.TypeName(o->type);
  return ct.cls(o->cls).runtime_name();
}

void Runtime::AppendJava(std::u16string& s, Value v, Type t) {
  auto ascii = [&s](const std::string& a) { s.append(a.begin(), a.end()); };
  if (t.dims == 0) {
    switch (t.base) {
      case Base::kBoolean:
        ascii(v.i ? "true" : "false");
        return;
      case Base::kChar:
        s.push_back(static_cast<char16_t>(v.i));
        return;
      case Base::kInt:
      case Base::kByte:
      case Base::kShort:
        ascii(JavaLongToString(v.i));
        return;
      case Base::kFloat:
        ascii(JavaFloatToString(static_cast<float>(v.d)));
        return;
      case Base::kLong:
        ascii(JavaLongToString(v.l));
        return;
      case Base::kDouble:
        ascii(JavaDoubleToString(v.d));
        return;
      case Base::kNull:
        ascii("null");
        return;
      default:
        break;
    }
  }
  Obj* o = v.ref;
  if (o == nullptr) {
    ascii("null");
    return;
  }
  if (o->cls == kStringClass) {
    s.append(CharsOf(o), static_cast<size_t>(o->len));
    return;
  }
  if (o->cls == kArrayObject) {
    // Object.toString of an array prints a JVM hash; ours is the allocation ordinal.
    ascii(ct.TypeName(o->type) + "@" + std::to_string(o->ident));
    return;
  }
  Value self = RefValue(o);
  Value r =
      Invoke(ct.cls(kObjectClass).vtable[static_cast<size_t>(ct.tostring_slot)], &self, 1, true);
  if (exc != nullptr) return;
  if (r.ref == nullptr) {
    ascii("null");
  } else {
    s.append(CharsOf(r.ref), static_cast<size_t>(r.ref->len));
  }
}

Obj* Runtime::ToJavaString(Value v, Type t) {
  if (t.IsString()) {
    if (v.ref != nullptr) return v.ref;
  }
  std::u16string s;
  AppendJava(s, v, t);
  if (exc != nullptr) return nullptr;
  return NewString(s);
}

int32_t Runtime::JavaHashCode(Obj* o) {
  if (o->cls == kArrayObject) return o->ident;
  Value self = RefValue(o);
  Value r =
      Invoke(ct.cls(kObjectClass).vtable[static_cast<size_t>(ct.hashcode_slot)], &self, 1, true);
  return exc == nullptr ? r.i : 0;
}

bool Runtime::JavaEquals(Obj* a, Obj* b) {
  if (a == nullptr) return b == nullptr;
  if (a->cls == kArrayObject) return a == b;
  Value args[2] = {RefValue(a), RefValue(b)};
  Value r = Invoke(ct.cls(kObjectClass).vtable[static_cast<size_t>(ct.equals_slot)], args, 2, true);
  return exc == nullptr && r.i != 0;
}

std::string Runtime::Utf8(const Obj* s) {
  if (s == nullptr) return "null";
  std::string out;
  AppendUtf8(out, std::u16string_view(CharsOf(const_cast<Obj*>(s)), static_cast<size_t>(s->len)));
  return out;
}

void AppendUtf8(std::string& out, std::u16string_view s) {
  for (size_t i = 0; i < s.size(); ++i) {
    uint32_t c = s[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 &&
        s[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00);
      ++i;
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      c = '?';
    }
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (c >> 18)));
      out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
}

}  // namespace aprgrid::lang
