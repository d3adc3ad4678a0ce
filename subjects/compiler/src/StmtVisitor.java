/** An operation over statements; each node calls the method of its own class. */
public interface StmtVisitor<R> {
  R visitLet(Stmt.Let s);

  R visitAssign(Stmt.Assign s);

  R visitIf(Stmt.If s);

  R visitWhile(Stmt.While s);

  R visitJump(Stmt.Jump s);

  R visitReturn(Stmt.Return s);

  R visitPrint(Stmt.Print s);

  R visitBlock(Stmt.Block s);

  R visitExprStmt(Stmt.ExprStmt s);
}
