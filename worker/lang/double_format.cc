#include "worker/lang/double_format.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <vector>

namespace aprgrid::lang {

std::string JavaLongToString(int64_t v) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

namespace {

// Why hand-written: the C++ library offers only shortest round-trip digits (std::to_chars), but
// JDK 17's Double.toString (FloatingDecimal, before JDK-4511638 was fixed in JDK 19) sometimes
// prints other digits, and the subject language must print exactly what the JDK prints. This is
// a transcription of FloatingDecimal.BinaryToASCIIBuffer.dtoa's digit generation.

// Minimal unsigned big integer (little-endian 32-bit limbs) for B, S and M below.
class Big {
 public:
  explicit Big(uint64_t v) {
    while (v != 0) {
      limbs_.push_back(static_cast<uint32_t>(v));
      v >>= 32;
    }
  }
  void MulSmall(uint32_t f) {
    uint64_t carry = 0;
    for (uint32_t& l : limbs_) {
      uint64_t t = static_cast<uint64_t>(l) * f + carry;
      l = static_cast<uint32_t>(t);
      carry = t >> 32;
    }
    if (carry != 0) limbs_.push_back(static_cast<uint32_t>(carry));
  }
  void MulPow5(int n) {
    for (; n >= 13; n -= 13) MulSmall(1220703125u);  // 5^13
    uint32_t f = 1;
    for (; n > 0; --n) f *= 5;
    MulSmall(f);
  }
  void ShiftLeft(int n) {
    for (; n >= 32; n -= 32) limbs_.insert(limbs_.begin(), 0u);
    if (n == 0) return;
    uint32_t carry = 0;
    for (uint32_t& l : limbs_) {
      uint32_t next = l >> (32 - n);
      l = (l << n) | carry;
      carry = next;
    }
    if (carry != 0) limbs_.push_back(carry);
  }
  void Add(const Big& o) {
    uint64_t carry = 0;
    for (size_t i = 0; i < std::max(limbs_.size(), o.limbs_.size()) || carry; ++i) {
      if (i == limbs_.size()) limbs_.push_back(0);
      uint64_t t =
          static_cast<uint64_t>(limbs_[i]) + carry + (i < o.limbs_.size() ? o.limbs_[i] : 0);
      limbs_[i] = static_cast<uint32_t>(t);
      carry = t >> 32;
    }
  }
  void Sub(const Big& o) {  // REQUIRES: *this >= o.
    int64_t borrow = 0;
    for (size_t i = 0; i < limbs_.size(); ++i) {
      int64_t t =
          static_cast<int64_t>(limbs_[i]) - borrow - (i < o.limbs_.size() ? o.limbs_[i] : 0);
      borrow = t < 0 ? 1 : 0;
      limbs_[i] = static_cast<uint32_t>(t + (borrow << 32));
    }
    Trim();
  }
  static int Compare(const Big& a, const Big& b) {
    if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() < b.limbs_.size() ? -1 : 1;
    for (size_t i = a.limbs_.size(); i > 0; --i) {
      if (a.limbs_[i - 1] != b.limbs_[i - 1]) return a.limbs_[i - 1] < b.limbs_[i - 1] ? -1 : 1;
    }
    return 0;
  }
  // q = this / s (REQUIRES: < 10); this = (this % s) * 10.
  int QuoRemTimes10(const Big& s) {
    int q = 0;
    while (Compare(*this, s) >= 0) {
      Sub(s);
      ++q;
    }
    MulSmall(10);
    return q;
  }

 private:
  void Trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  }
  std::vector<uint32_t> limbs_;
};

int N5Bits(int i) {
  if (i == 0) return 0;
  if (i >= 27) return i * 3;
  uint64_t p = 1;
  for (int k = 0; k < i; ++k) p *= 5;
  return 64 - std::countl_zero(p);
}

// FloatingDecimal's int and long paths: the digit loop in Java's wrapping arithmetic of `T`
// (int32_t or int64_t), including its tests of m's overflow. Returns the digits' stopping flags
// and 2b - 10s (lowDigitDifference), as dtoa does.
template <typename T>
void FixedWidthDigits(uint64_t fract, int b5, int b2, int s5, int s2, int m5, int m2,
                      std::string& digits, int& dec_exp, bool& low, bool& high, int64_t& diff) {
  using U = std::make_unsigned_t<T>;
  auto pow5 = [](int n) {
    U p = 1;
    for (int i = 0; i < n; ++i) p *= 5;
    return p;
  };
  auto mul = [](T a, U f) { return static_cast<T>(static_cast<U>(a) * f); };
  const T b0 = static_cast<T>(static_cast<U>(static_cast<T>(fract)) * pow5(b5) << b2);
  const T s = static_cast<T>(pow5(s5) << s2);
  T m = static_cast<T>(pow5(m5) << m2);
  const T tens = mul(s, 10);
  T b = b0;
  int q = static_cast<int>(b / s);
  b = mul(b % s, 10);
  m = mul(m, 10);
  low = b < m;
  high = static_cast<T>(static_cast<U>(b) + static_cast<U>(m)) > tens;
  if (q == 0 && !high) {
    --dec_exp;
  } else {
    digits.push_back(static_cast<char>('0' + q));
  }
  if (dec_exp < -3 || dec_exp >= 8) high = low = false;  // E-form needs two digits.
  while (!low && !high) {
    q = static_cast<int>(b / s);
    b = mul(b % s, 10);
    m = mul(m, 10);
    if (m > 0) {
      low = b < m;
      high = static_cast<T>(static_cast<U>(b) + static_cast<U>(m)) > tens;
    } else {  // FloatingDecimal's guard for m's overflow.
      low = high = true;
    }
    digits.push_back(static_cast<char>('0' + q));
  }
  diff = static_cast<T>((static_cast<U>(b) << 1) - static_cast<U>(tens));
}

// Digits and decimal exponent (value = 0.d1d2... * 10^dec_exponent) of a finite, non-zero value
// fract * 2^(bin_exp - 52), fract's bit 52 set: FloatingDecimal's dtoa. n_significant_bits is
// the precision of the value's type (53 for doubles, 24 for floats, fewer when subnormal); it
// sets the half-ulp M and so which digits suffice.
void JdkDigits(uint64_t fract, int bin_exp, int n_significant_bits, std::string& digits,
               int& dec_exponent) {
  int tail_zeros = std::countr_zero(fract);
  int n_fract_bits = 53 - tail_zeros;
  int n_tiny_bits = std::max(0, n_fract_bits - bin_exp - 1);
  if (bin_exp <= 62 && bin_exp >= -21 && n_tiny_bits == 0) {
    // Integer values: exact digits, minus those FloatingDecimal deems insignificant.
    static constexpr int kInsignificant[] = {
        0,  0,  0,  0,  1,  1,  1,  2,  2,  2,  3,  3,  3,  3,  4,  4,  4,  5,  5,  5,  6,  6,
        6,  6,  7,  7,  7,  8,  8,  8,  9,  9,  9,  9,  10, 10, 10, 11, 11, 11, 12, 12, 12, 12,
        13, 13, 13, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19};
    int insignificant = 0;
    if (bin_exp > n_significant_bits) {
      int p2 = bin_exp - n_significant_bits - 1;
      if (p2 > 1 && p2 < 64) insignificant = kInsignificant[p2];
    }
    uint64_t v = bin_exp >= 52 ? fract << (bin_exp - 52) : fract >> (52 - bin_exp);
    int exp = 0;
    if (insignificant != 0) {
      uint64_t pow10 = 1;
      for (int i = 0; i < insignificant; ++i) pow10 *= 10;
      uint64_t residue = v % pow10;
      v /= pow10;
      exp = insignificant;
      if (residue >= pow10 / 2) ++v;
    }
    digits = std::to_string(v);
    while (digits.size() > 1 && digits.back() == '0') {
      digits.pop_back();
      ++exp;
    }
    dec_exponent = exp + static_cast<int>(digits.size());
    return;
  }
  // estimateDecExp.
  uint64_t one_bits = 0x3FF0000000000000ull | (fract & 0x000FFFFFFFFFFFFFull);
  double d2;
  std::memcpy(&d2, &one_bits, sizeof d2);
  double est =
      (d2 - 1.5) * 0.289529654 + 0.176091259 + static_cast<double>(bin_exp) * 0.301029995663981;
  int dec_exp = static_cast<int>(std::floor(est));
  int b5 = std::max(0, -dec_exp);
  int b2 = b5 + n_tiny_bits + bin_exp;
  int s5 = std::max(0, dec_exp);
  int s2 = s5 + n_tiny_bits;
  int m5 = b5;
  int m2 = b2 - n_significant_bits;
  fract >>= tail_zeros;
  b2 -= n_fract_bits - 1;
  int common2 = std::min(b2, s2);
  b2 -= common2;
  s2 -= common2;
  m2 -= common2;
  if (n_fract_bits == 1) m2 -= 1;
  if (m2 < 0) {
    b2 -= m2;
    s2 -= m2;
    m2 = 0;
  }
  int b_bits = n_fract_bits + b2 + N5Bits(b5);
  int ten_s_bits = s2 + 1 + N5Bits(s5 + 1);
  digits.clear();
  bool low, high;
  bool round_up = false;
  if (b_bits < 64 && ten_s_bits < 64) {
    int64_t diff;
    if (b_bits < 32 && ten_s_bits < 32) {
      FixedWidthDigits<int32_t>(fract, b5, b2, s5, s2, m5, m2, digits, dec_exp, low, high, diff);
    } else {
      FixedWidthDigits<int64_t>(fract, b5, b2, s5, s2, m5, m2, digits, dec_exp, low, high, diff);
    }
    dec_exponent = dec_exp + 1;
    if (high) {
      round_up = !low || diff > 0 || (diff == 0 && ((digits.back() - '0') & 1) != 0);
    }
  } else {
    // The big-integer path; its test is "b + m >= tens" where the others test ">".
    Big b(fract), s(1), m(1);
    b.MulPow5(b5);
    b.ShiftLeft(b2);
    s.MulPow5(s5);
    s.ShiftLeft(s2);
    m.MulPow5(m5);
    m.ShiftLeft(m2);
    Big tens = s;
    tens.MulSmall(10);
    auto is_high = [&]() {
      Big sum = b;
      sum.Add(m);
      return Big::Compare(sum, tens) >= 0;
    };
    int q = b.QuoRemTimes10(s);
    m.MulSmall(10);
    low = Big::Compare(b, m) < 0;
    high = is_high();
    if (q == 0 && !high) {
      --dec_exp;
    } else {
      digits.push_back(static_cast<char>('0' + q));
    }
    if (dec_exp < -3 || dec_exp >= 8) high = low = false;  // E-form needs two digits.
    while (!low && !high) {
      q = b.QuoRemTimes10(s);
      m.MulSmall(10);
      low = Big::Compare(b, m) < 0;
      high = is_high();
      digits.push_back(static_cast<char>('0' + q));
    }
    dec_exponent = dec_exp + 1;
    if (high) {
      if (low) {
        Big twice = b;
        twice.ShiftLeft(1);
        int diff = Big::Compare(twice, tens);
        round_up = diff > 0 || (diff == 0 && ((digits.back() - '0') & 1) != 0);
      } else {
        round_up = true;
      }
    }
  }
  if (round_up) {
    size_t i = digits.size() - 1;
    while (digits[i] == '9' && i > 0) digits[i--] = '0';
    if (digits[i] == '9') {
      ++dec_exponent;
      digits[0] = '1';
    } else {
      ++digits[i];
    }
  }
}

// FloatingDecimal.toJavaFormatString of the digits of |value| and its sign, chosen by the
// decimal exponent.
std::string Format(bool negative, const std::string& digits, int dec_exponent) {
  std::string out = negative ? "-" : "";
  int n = static_cast<int>(digits.size());
  if (dec_exponent > 0 && dec_exponent < 8) {
    int int_len = std::min(n, dec_exponent);
    out += digits.substr(0, static_cast<size_t>(int_len));
    if (int_len < dec_exponent) {
      out.append(static_cast<size_t>(dec_exponent - int_len), '0');
      out += ".0";
    } else {
      out += ".";
      out += int_len < n ? digits.substr(static_cast<size_t>(int_len)) : "0";
    }
  } else if (dec_exponent <= 0 && dec_exponent > -3) {
    out += "0.";
    out.append(static_cast<size_t>(-dec_exponent), '0');
    out += digits;
  } else {
    out += digits[0];
    out += ".";
    out += n > 1 ? digits.substr(1) : "0";
    out += "E";
    out += std::to_string(dec_exponent - 1);
  }
  return out;
}

}  // namespace

std::string JavaDoubleToString(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  uint64_t fract = bits & 0x000FFFFFFFFFFFFFull;
  int bin_exp = static_cast<int>((bits >> 52) & 0x7FF);
  int n_significant_bits;
  if (bin_exp == 0) {  // Subnormal: normalise.
    int lz = std::countl_zero(fract);
    int shift = lz - 11;
    fract <<= shift;
    bin_exp = 1 - shift;
    n_significant_bits = 64 - lz;
  } else {
    fract |= uint64_t{1} << 52;
    n_significant_bits = 53;
  }
  std::string digits;
  int dec_exponent;
  JdkDigits(fract, bin_exp - 1023, n_significant_bits, digits, dec_exponent);
  return Format(d < 0, digits, dec_exponent);
}

std::string JavaFloatToString(float f) {
  if (std::isnan(f)) return "NaN";
  if (std::isinf(f)) return f > 0 ? "Infinity" : "-Infinity";
  if (f == 0) return std::signbit(f) ? "-0.0" : "0.0";
  // FloatingDecimal's float converter: the float's significand placed where a double's is, with
  // the float's own precision.
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  uint32_t fract = bits & 0x007FFFFFu;
  int bin_exp = static_cast<int>((bits >> 23) & 0xFF);
  int n_significant_bits;
  if (bin_exp == 0) {  // Subnormal: normalise.
    int lz = std::countl_zero(fract);
    int shift = lz - 8;
    fract <<= shift;
    bin_exp = 1 - shift;
    n_significant_bits = 32 - lz;
  } else {
    fract |= uint32_t{1} << 23;
    n_significant_bits = 24;
  }
  std::string digits;
  int dec_exponent;
  JdkDigits(uint64_t{fract} << 29, bin_exp - 127, n_significant_bits, digits, dec_exponent);
  return Format(f < 0, digits, dec_exponent);
}

}  // namespace aprgrid::lang
