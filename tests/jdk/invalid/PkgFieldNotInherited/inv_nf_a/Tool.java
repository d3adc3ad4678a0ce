package inv_nf_a;

public class Tool {
  int pkg = 5;
}
