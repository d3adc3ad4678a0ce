package inv_nf_b;

public class Sub extends inv_nf_a.Tool {}
