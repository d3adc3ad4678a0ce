package inv_p2;

public class C {}
