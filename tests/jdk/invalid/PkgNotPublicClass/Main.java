// Rejected: a package-private class used from another package
// ("Hidden is not public in inv_p1; cannot be accessed from outside package").
class Main {
  inv_p1.Hidden h;
}
