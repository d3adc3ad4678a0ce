// Rejected: a public class of a package in a file of another name
// ("class PkgOther is public, should be declared in a file named PkgOther.java").
package inv_pkg;

public class PkgOther {}
