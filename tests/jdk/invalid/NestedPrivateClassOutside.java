// Rejected: a private member class is not accessible outside its top-level class.
class Inv92 {
  private static class Secret {}
}

class Inv92User {
  Object make() {
    return new Inv92.Secret();
  }
}
