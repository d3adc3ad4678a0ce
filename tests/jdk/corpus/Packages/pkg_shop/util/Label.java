// A class with the simple name of pkg_shop.model.Label: the two are told apart by imports
// (a single-type import shadows an on-demand one, JLS 6.4.1) and by qualified names.
package pkg_shop.util;

public class Label {
  public String show() {
    return "util";
  }
}
