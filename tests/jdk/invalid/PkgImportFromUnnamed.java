// Rejected: a type in the unnamed package cannot be imported (JLS 7.5; javac: "'.' expected").
import PkgImportFromUnnamedHelper;

class PkgImportFromUnnamedHelper {}
