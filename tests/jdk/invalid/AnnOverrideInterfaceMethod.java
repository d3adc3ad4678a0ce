// Rejected: @Override on an interface's abstract method that no superinterface or Object declares.
interface Inv_AnnSized {
  @Override
  int size();

  @Override
  String toString();
}
