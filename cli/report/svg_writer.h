// A small SVG writer for the HTML report's plots: an <svg> element built from lines, rectangles,
// markers, polylines and text, and a Plot that maps data to a framed area with linear axes, ticks
// and labels. Series differ by dash pattern and marker shape as well as by grey level, so the
// plots read in black and white. Every number written is finite (a non-finite coordinate is
// dropped with its element), so the output never contains "NaN". Not thread-safe.
#ifndef APRGRID_CLI_REPORT_SVG_WRITER_H_
#define APRGRID_CLI_REPORT_SVG_WRITER_H_

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aprgrid::cli {

class SvgWriter {
 public:
  // `title` becomes the <title> (what screen readers and tooltips show).
  SvgWriter(double width, double height, const std::string& title);

  void Line(double x1, double y1, double x2, double y2, const std::string& style);
  void Rect(double x, double y, double w, double h, const std::string& style);
  // A polyline through `points` (skipped if fewer than 2 are finite).
  void Polyline(const std::vector<std::pair<double, double>>& points, const std::string& style);
  // Marker `shape` (0 circle, 1 square, 2 triangle, 3 diamond, 4 cross, cycling) at (x, y).
  void Marker(int shape, double x, double y, double size, const std::string& style);
  // `anchor` is start, middle or end; `rotate` in degrees about (x, y).
  void Text(double x, double y, const std::string& text, const std::string& anchor = "start",
            double rotate = 0, const std::string& extra_style = "");

  double width() const { return width_; }
  double height() const { return height_; }
  // The finished <svg> element.
  std::string Finish() const;

 private:
  double width_, height_;
  std::string body_;
};

// The style of series i: stroke grey level and dash pattern (solid, dashed, dotted, dash-dot...).
std::string SeriesStroke(int i);

// A framed plotting area with linear x and y axes inside an SvgWriter.
class Plot {
 public:
  // The frame is the writer's area less margins for ticks and labels.
  Plot(SvgWriter& svg, double x_min, double x_max, double y_min, double y_max);

  double X(double x) const;
  double Y(double y) const;
  // Frame, grid, ticks (about `ticks` round values per axis) and axis labels (with units).
  void Axes(const std::string& x_label, const std::string& y_label, int ticks = 5);
  // A legend box in the top-right corner (bottom-right with `bottom`): a line sample with series
  // i's stroke and marker, and its name.
  void Legend(const std::vector<std::string>& names, bool markers = true, bool bottom = false);

  double left() const { return left_; }
  double right() const { return right_; }
  double top() const { return top_; }
  double bottom() const { return bottom_; }

 private:
  SvgWriter& svg_;
  double x_min_, x_max_, y_min_, y_max_;
  double left_, right_, top_, bottom_;
};

// Tick values: about `count` round numbers (1, 2, 5 x 10^k steps) covering [low, high].
std::vector<double> NiceTicks(double low, double high, int count);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_REPORT_SVG_WRITER_H_
