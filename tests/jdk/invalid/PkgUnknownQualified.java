// Rejected: a qualified class name whose qualifier is neither a class nor a package
// ("package inv_zz does not exist").
class PkgUnknownQualified {
  Object o = new inv_zz.Y();
}
