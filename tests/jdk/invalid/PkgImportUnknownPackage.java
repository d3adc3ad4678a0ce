// Rejected: an on-demand import of a package that has no class in the program
// ("package inv_nope does not exist").
package inv_pkg;

import inv_nope.*;

class PkgImportUnknownPackage {}
