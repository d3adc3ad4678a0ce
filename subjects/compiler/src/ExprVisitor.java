/** An operation over expressions; each node calls the method of its own class. */
public interface ExprVisitor<R> {
  R visitNum(Expr.Num e);

  R visitBool(Expr.Bool e);

  R visitVar(Expr.Var e);

  R visitUnary(Expr.Unary e);

  R visitBinary(Expr.Binary e);

  R visitCond(Expr.Cond e);

  R visitCall(Expr.Call e);
}
