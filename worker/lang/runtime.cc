#include "worker/lang/runtime.h"

#include <cstring>

#include "worker/lang/double_format.h"

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
      stack(new Value[kStackValues]),
      sp(stack.get()),
      stack_end(stack.get() + kStackValues) {
  if (program.coverage) coverage.assign(static_cast<size_t>(program.num_nodes), 0);
}

void Runtime::Reset() {
  heap.Reset();
  std::fill(statics.begin(), statics.end(), Value{});
  sp = stack.get();
  depth = 0;
  steps = 0;
  exc = nullptr;
  out.clear();
  next_ident = 0;
  std::fill(coverage.begin(), coverage.end(), 0);
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
  return o;
}

Obj* Runtime::NewString(std::u16string_view s) {
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

void Runtime::ThrowOutOfMemory() {
  auto* o = static_cast<Obj*>(heap.Alloc(sizeof(Obj) + sizeof(Value), /*force=*/true));
  o->cls = kOutOfMemoryErrorClass;
  o->type = Type::Class(kOutOfMemoryErrorClass);
  o->ident = ++next_ident;
  FieldsOf(o)[0].ref = nullptr;
  exc = o;
}

Value Runtime::Enter(const MethodInfo& m, Value* base) {
  if (m.builtin != nullptr) return m.builtin(*this, base);
  const MethodCode& c = prog->code[static_cast<size_t>(m.id)];
  if (depth >= limits.max_depth || base + c.num_locals + 64 > stack_end) [[unlikely]] {
    ThrowStackOverflow();
    return Value{};
  }
  if (!Tick()) return Value{};
  Value* saved_sp = sp;
  sp = base + c.num_locals;
  ++depth;
  Frame f{base, this, Value{}};
  c.body->Exec(f);
  --depth;
  sp = saved_sp;
  return f.ret;
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

std::string Runtime::ClassNameOf(const Obj* o) const {
  if (o->cls == kArrayObject) return ct.TypeName(o->type);
  return ct.cls(o->cls).name;
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
        ascii(JavaLongToString(v.i));
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
