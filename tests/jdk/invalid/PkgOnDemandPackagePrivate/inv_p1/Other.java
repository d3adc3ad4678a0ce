package inv_p1;

public class Other {}
