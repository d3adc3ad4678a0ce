// Rejected: a package named like a class of its parent package (JLS 7.1; "package inv_a.C
// clashes with class of same name").
package inv_a.C;

class D {}
