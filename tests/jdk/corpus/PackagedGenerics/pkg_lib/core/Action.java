package pkg_lib.core;

public interface Action {
  void run();
}
