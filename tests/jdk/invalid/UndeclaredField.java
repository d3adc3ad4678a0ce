// Rejected: Inv04 has no field `height`.
class Inv04 {
  int width;

  int area() {
    return width * this.height;
  }
}
