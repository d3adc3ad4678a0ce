package inv_ni_b;

public class Sub extends inv_ni_a.Tool {}
