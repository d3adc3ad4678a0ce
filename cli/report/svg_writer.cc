#include "cli/report/svg_writer.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/result_table.h"

namespace aprgrid::cli {
namespace {

bool Finite(std::initializer_list<double> values) {
  for (double v : values) {
    if (!std::isfinite(v)) return false;
  }
  return true;
}

std::string N(double v) { return absl::StrFormat("%.2f", v); }

constexpr double kLeft = 64, kRight = 16, kTop = 14, kBottom = 46;

}  // namespace

SvgWriter::SvgWriter(double width, double height, const std::string& title)
    : width_(width), height_(height) {
  absl::StrAppend(&body_, "<title>", HtmlEscape(title), "</title>\n");
}

void SvgWriter::Line(double x1, double y1, double x2, double y2, const std::string& style) {
  if (!Finite({x1, y1, x2, y2})) return;
  absl::StrAppend(&body_, "<line x1=\"", N(x1), "\" y1=\"", N(y1), "\" x2=\"", N(x2), "\" y2=\"",
                  N(y2), "\" style=\"", style, "\"/>\n");
}

void SvgWriter::Rect(double x, double y, double w, double h, const std::string& style) {
  if (!Finite({x, y, w, h}) || w < 0 || h < 0) return;
  absl::StrAppend(&body_, "<rect x=\"", N(x), "\" y=\"", N(y), "\" width=\"", N(w), "\" height=\"",
                  N(h), "\" style=\"", style, "\"/>\n");
}

void SvgWriter::Polyline(const std::vector<std::pair<double, double>>& points,
                         const std::string& style) {
  std::string list;
  int n = 0;
  for (const auto& [x, y] : points) {
    if (!Finite({x, y})) continue;
    absl::StrAppend(&list, n++ ? " " : "", N(x), ",", N(y));
  }
  if (n < 2) return;
  absl::StrAppend(&body_, "<polyline points=\"", list, "\" style=\"fill:none;", style, "\"/>\n");
}

void SvgWriter::Marker(int shape, double x, double y, double size, const std::string& style) {
  if (!Finite({x, y, size})) return;
  const double r = size / 2;
  switch (shape % 5) {
    case 0:
      absl::StrAppend(&body_, "<circle cx=\"", N(x), "\" cy=\"", N(y), "\" r=\"", N(r),
                      "\" style=\"", style, "\"/>\n");
      break;
    case 1:
      Rect(x - r, y - r, size, size, style);
      break;
    case 2:
      absl::StrAppend(&body_, "<polygon points=\"", N(x), ",", N(y - r), " ", N(x + r), ",",
                      N(y + r), " ", N(x - r), ",", N(y + r), "\" style=\"", style, "\"/>\n");
      break;
    case 3:
      absl::StrAppend(&body_, "<polygon points=\"", N(x), ",", N(y - r), " ", N(x + r), ",", N(y),
                      " ", N(x), ",", N(y + r), " ", N(x - r), ",", N(y), "\" style=\"", style,
                      "\"/>\n");
      break;
    default:
      Line(x - r, y - r, x + r, y + r, style);
      Line(x - r, y + r, x + r, y - r, style);
  }
}

void SvgWriter::Text(double x, double y, const std::string& text, const std::string& anchor,
                     double rotate, const std::string& extra_style) {
  if (!Finite({x, y, rotate})) return;
  absl::StrAppend(&body_, "<text x=\"", N(x), "\" y=\"", N(y), "\" text-anchor=\"", anchor, "\"");
  if (rotate != 0) {
    absl::StrAppend(&body_, " transform=\"rotate(", N(rotate), " ", N(x), " ", N(y), ")\"");
  }
  if (!extra_style.empty()) absl::StrAppend(&body_, " style=\"", extra_style, "\"");
  absl::StrAppend(&body_, ">", HtmlEscape(text), "</text>\n");
}

std::string SvgWriter::Finish() const {
  return absl::StrCat("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" width=\"",
                      N(width_), "\" height=\"", N(height_), "\" viewBox=\"0 0 ", N(width_), " ",
                      N(height_), "\" role=\"img\">\n", body_, "</svg>\n");
}

std::string SeriesStroke(int i) {
  static const char* const kDash[] = {"none", "6,3", "2,2", "8,3,2,3", "12,4", "1,3"};
  static const char* const kGrey[] = {"#000", "#333", "#555", "#222", "#666", "#444"};
  return absl::StrCat("stroke:", kGrey[i % 6], ";stroke-width:1.6;stroke-dasharray:", kDash[i % 6]);
}

std::vector<double> NiceTicks(double low, double high, int count) {
  std::vector<double> ticks;
  if (!Finite({low, high}) || high <= low || count < 1) return {low};
  const double raw = (high - low) / count;
  const double magnitude = std::pow(10, std::floor(std::log10(raw)));
  double step = magnitude;
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    step = m * magnitude;
    if (step >= raw) break;
  }
  for (double t = std::ceil(low / step - 1e-9) * step; t <= high + step * 1e-9; t += step) {
    ticks.push_back(std::fabs(t) < step * 1e-9 ? 0.0 : t);
  }
  return ticks;
}

Plot::Plot(SvgWriter& svg, double x_min, double x_max, double y_min, double y_max)
    : svg_(svg),
      x_min_(x_min),
      x_max_(x_max > x_min ? x_max : x_min + 1),
      y_min_(y_min),
      y_max_(y_max > y_min ? y_max : y_min + 1),
      left_(kLeft),
      right_(svg.width() - kRight),
      top_(kTop),
      bottom_(svg.height() - kBottom) {}

double Plot::X(double x) const {
  return left_ + (x - x_min_) / (x_max_ - x_min_) * (right_ - left_);
}

double Plot::Y(double y) const {
  return bottom_ - (y - y_min_) / (y_max_ - y_min_) * (bottom_ - top_);
}

void Plot::Axes(const std::string& x_label, const std::string& y_label, int ticks) {
  const std::string grid = "stroke:#ccc;stroke-width:0.6";
  const std::string axis = "stroke:#000;stroke-width:1";
  for (double t : NiceTicks(x_min_, x_max_, ticks)) {
    svg_.Line(X(t), top_, X(t), bottom_, grid);
    svg_.Line(X(t), bottom_, X(t), bottom_ + 4, axis);
    svg_.Text(X(t), bottom_ + 16, absl::StrFormat("%g", t), "middle");
  }
  for (double t : NiceTicks(y_min_, y_max_, ticks)) {
    svg_.Line(left_, Y(t), right_, Y(t), grid);
    svg_.Line(left_ - 4, Y(t), left_, Y(t), axis);
    svg_.Text(left_ - 7, Y(t) + 4, absl::StrFormat("%g", t), "end");
  }
  svg_.Rect(left_, top_, right_ - left_, bottom_ - top_, "fill:none;" + axis);
  svg_.Text((left_ + right_) / 2, svg_.height() - 8, x_label, "middle");
  svg_.Text(16, (top_ + bottom_) / 2, y_label, "middle", -90);
}

void Plot::Legend(const std::vector<std::string>& names, bool markers, bool bottom) {
  if (names.empty()) return;
  size_t longest = 0;
  for (const auto& n : names) longest = std::max(longest, n.size());
  const double w = 40 + 6.5 * longest, h = 16.0 * names.size() + 6;
  const double x = right_ - w - 6, y = bottom ? bottom_ - h - 6 : top_ + 6;
  svg_.Rect(x, y, w, h, "fill:#fff;fill-opacity:0.9;stroke:#000;stroke-width:0.6");
  for (size_t i = 0; i < names.size(); ++i) {
    const double row = y + 14 + 16.0 * i;
    svg_.Line(x + 6, row - 4, x + 30, row - 4, SeriesStroke(static_cast<int>(i)));
    if (markers) {
      svg_.Marker(static_cast<int>(i), x + 18, row - 4, 6, "fill:#fff;stroke:#000;stroke-width:1");
    }
    svg_.Text(x + 36, row, names[i]);
  }
}

}  // namespace aprgrid::cli
