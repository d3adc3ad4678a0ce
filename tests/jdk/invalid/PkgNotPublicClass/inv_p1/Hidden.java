package inv_p1;

class Hidden {}
