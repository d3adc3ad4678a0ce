package inv_a;

public class C {}
