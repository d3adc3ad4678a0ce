// The abstract syntax tree of the subject language (a strict subset of Java 17).
//
// One generic node type: a label (Kind, the grammar production), a value (the token that matters:
// operator, name, literal text, type text), modifier/shape flags, and ordered children. A uniform
// tree keeps the GP operators, the CRF and the printer simple: deep copy, structural equality and
// hashing are written once. Node ids are pre-order positions assigned by Renumber(); they are
// stable as long as the tree is not edited (edit, then Renumber()).
//
// Child layout per kind (a "?" child may be absent; "*" is a list):
//   CompilationUnit: (Package|Import|ClassDecl)*; per file, its Package("a.b") when it has one,
//                    then its Import("java.util.List", "java.util.*", "a.b.C", "a.b.*") nodes,
//                    then its ClassDecls
//   ClassDecl(name): Type(superclass, value "" when none; its children: Type* of the implemented
//                    interfaces, or of an interface's extended ones), members (FieldDecl|
//                    MethodDecl|ConstructorDecl|Block|ClassDecl)*; a ClassDecl member is a
//                    member type (JLS 8.5; an inner class without kStatic, JLS 8.1.3; type
//                    names may then be qualified, "Outer.Inner"); a Block member is an initializer
//                    (kStatic: static); flag kInterface for an interface, kEnum for an enum
//                    (whose constants are its first members: FieldDecl with flag
//                    kEnumConstant, Type(the enum), New(the enum): the constant's arguments)
//                    A ClassDecl statement of a Block or Case is a local class (JLS 14.3); a
//                    New's last child may be an anonymous class body (JLS 15.9.5): a
//                    ClassDecl("") whose Type has value "" and no children (the New names its
//                    supertype).
//   Type values are the type's text: "int[]", "Outer.Inner", "Box<Integer>", "Map<K, List<?>>"
//   (type arguments in canonical spelling: ", " between them, "? extends T"); a New's value
//   is its class with the type arguments it names ("Box<Integer>", the diamond "Box<>").
//   FieldDecl(name): Type, init?          LocalVarDecl(name): Type, init?
//   MethodDecl(name): Type(return; its children: Type* of the `throws` clause), Params, Block
//                     (None when abstract), Annotation*(only @Test: it makes the method a test)
//   ConstructorDecl(name): Params, Block, Type?("throws"; children: Type* of the `throws`
//                     clause)   Params: Param*   Param(name): Type
//   Annotation(name): "Test": Type?(expected exception); "SuppressWarnings": Literal*(its
//                     strings); "Override", "Deprecated", "FunctionalInterface", "SafeVarargs":
//                     none. Every annotation but @Test is held in Node::attached of the
//                     declaration it annotates, not among its children (JLS 9.6.4).
//   Block: stmt*   ExprStmt: expr   If: cond, then, else?   While: cond, body   DoWhile: body, cond
//   For: ForInit, cond|None, ForUpdate, body   ForInit: (LocalVarDecl|ExprStmt)*
//   ForUpdate: ExprStmt*   ForEach(name): Type, expr, body   Return: expr?   Throw: expr
//   Try: Block, Catch*, Finally?   Catch(name): Type+ (multi-catch), Block   Finally: Block
//   Switch: expr, Case*   Case("case"|"default"): label (only for "case"), stmt*
//   CtorCall("this"|"super"): arg*   Empty: none   Break, Continue(label or ""): none
//   Labeled(label): stmt
//   Literal(text) VariableAccess(name) This(class, "" unless qualified: `Outer.this`) Super
//   None: none   FieldAccess(name): target   MethodCall(name): target|None, arg* (explicit
//                     type arguments: Type nodes in Node::attached)
//   New(class): outer? (flag kQualified: `outer.new C()`), arg*, ClassDecl?(anonymous body)
//   NewArray: Type(array type),
//   (dim expr+ | ArrayInit)   ArrayInit: elem*   ArrayAccess: array, index
//   Assignment(op): lhs, rhs   UnaryOperator(op; flag kPostfix): operand
//   BinaryOperator(op): lhs, rhs   Conditional: cond, a, b   InstanceOf: expr, Type
//   Cast: Type, expr
//
// Thread-safety: a tree is a plain value; concurrent reads are safe, writes need exclusion.
#ifndef APRGRID_WORKER_LANG_AST_H_
#define APRGRID_WORKER_LANG_AST_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace aprgrid::lang {

enum class Kind : uint8_t {
  kCompilationUnit,
  kClassDecl,
  kFieldDecl,
  kMethodDecl,
  kConstructorDecl,
  kParams,
  kParam,
  kAnnotation,
  kType,
  // Statements.
  kBlock,
  kLocalVarDecl,
  kExprStmt,
  kIf,
  kWhile,
  kDoWhile,
  kFor,
  kForInit,
  kForUpdate,
  kForEach,
  kBreak,
  kContinue,
  kReturn,
  kThrow,
  kTry,
  kCatch,
  kFinally,
  kSwitch,
  kCase,
  kEmpty,
  kCtorCall,
  // Expressions.
  kLiteral,
  kVariableAccess,
  kFieldAccess,
  kMethodCall,
  kNew,
  kNewArray,
  kArrayInit,
  kArrayAccess,
  kAssignment,
  kUnaryOperator,
  kBinaryOperator,
  kConditional,
  kInstanceOf,
  kCast,
  kThis,
  kSuper,
  kNone,
  // Added after the original kinds so that their numeric values stay the same.
  kLabeled,
  kImport,
  // A try-with-resources statement's resources (JLS 14.20.3), its Try's child 0: LocalVarDecls
  // (each with its initialiser) and, Java 9's form, expressions naming effectively final locals.
  kResources,
  // A file's package declaration (JLS 7.4.1), value its name ("a.b.c"): the first node of its
  // file in the CompilationUnit. A file without one is in the unnamed package and has no node.
  kPackage,
};

// Modifier and shape flags.
inline constexpr uint32_t kPublic = 1;
inline constexpr uint32_t kPrivate = 2;
inline constexpr uint32_t kProtected = 4;
inline constexpr uint32_t kStatic = 8;
inline constexpr uint32_t kFinal = 16;
inline constexpr uint32_t kPostfix = 32;  // UnaryOperator: x++ / x--.
inline constexpr uint32_t kAbstract = 64;
inline constexpr uint32_t kInterface = 128;      // ClassDecl: an interface.
inline constexpr uint32_t kDefault = 256;        // MethodDecl: an interface's default method.
inline constexpr uint32_t kEnum = 512;           // ClassDecl: an enum (JLS 8.9).
inline constexpr uint32_t kEnumConstant = 1024;  // FieldDecl: an enum constant.
inline constexpr uint32_t kVarargs = 2048;       // Param: `T... x` (its Type is T[]), JLS 8.4.1.
inline constexpr uint32_t kQualified = 4096;     // New: `outer.new C(...)`; child 0 is `outer`.
// Type: a type parameter declaration (JLS 8.1.2, 8.4.4), value its name, children the Types of
// its bounds. A generic class's are the first children of its ClassDecl's superclass Type, a
// generic method's the first children of its return Type (before the `throws` clause).
inline constexpr uint32_t kTypeParameter = 8192;

// The label of a kind, e.g. "VariableAccess", "If" (the label names of
// docs/crf-transform-prediction.md, section 1.3).
std::string_view KindName(Kind kind);
// Statements are what the GP engine deletes, inserts and replaces.
bool IsStatement(Kind kind);
bool IsExpression(Kind kind);

struct Node {
  Node() = default;
  Node(Kind k, std::string v = {}) : kind(k), value(std::move(v)) {}

  Kind kind = Kind::kNone;
  uint32_t flags = 0;
  std::string value;
  // Source position (1-based); 0 for synthesised nodes. Not part of structural equality.
  int file = 0;
  int line = 0;
  int col = 0;
  // Pre-order id (0 = root) and parent, set by Renumber().
  int id = -1;
  Node* parent = nullptr;
  std::vector<std::unique_ptr<Node>> children;
  // Nodes attached to this one beside its children, or null when there are none: the
  // annotations of a declaration (ClassDecl, FieldDecl, MethodDecl, ConstructorDecl, Param,
  // LocalVarDecl) other than @Test, Annotation nodes in source order; a MethodCall's explicit
  // type arguments (`Util.<String, T>f()`, JLS 15.12), Type nodes in order. They are no
  // children, so no walk over the tree (Renumber, PreOrder, the GP engine's edit targets, the
  // CRF's trees) meets them and the child layouts above hold: they are no place to edit. Clone,
  // CopyAttached, StructurallyEqual and StructuralHash carry them; the printer prints them.
  std::unique_ptr<std::vector<std::unique_ptr<Node>>> attached;

  Node* child(size_t i) const { return children[i].get(); }
  size_t size() const { return children.size(); }
  Node* Add(std::unique_ptr<Node> c);
  // Inserts/removes/replaces a child; the caller renumbers the tree afterwards.
  void InsertChild(size_t index, std::unique_ptr<Node> c);
  std::unique_ptr<Node> RemoveChild(size_t index);
  std::unique_ptr<Node> ReplaceChild(size_t index, std::unique_ptr<Node> c);
  // Position among the parent's children; -1 for the root.
  int IndexInParent() const;
  Node* PrevSibling() const;
  Node* NextSibling() const;
};

using NodePtr = std::unique_ptr<Node>;

NodePtr MakeNode(Kind kind, std::string value = {});
// The anonymous class body of a New (its last child, a ClassDecl), or null.
const Node* AnonymousBody(const Node& new_node);
// A ClassDecl declared in a method body: a local class (a statement of a Block or of a
// switch's Case) or an anonymous class body (a New's child).
bool IsLocalClassDecl(const Node& class_decl);

// A Type node that declares a type parameter (flag kTypeParameter).
inline bool IsTypeParameter(const Node& n) {
  return n.kind == Kind::kType && (n.flags & kTypeParameter) != 0;
}

// Deep copy, including positions, ids and attached nodes.
NodePtr Clone(const Node& node);
// Sets `to`'s attached nodes to deep copies of `from`'s (for a copy made node by node).
void CopyAttached(const Node& from, Node& to);
// Appends `n` (an Annotation or a type argument's Type) to `node`'s attached nodes; `n`'s parent
// is `node` (though `n` is none of its children).
void AddAttached(Node& node, NodePtr n);
// The annotation named `name` among `decl`'s attached nodes (or @Test among its children), or
// null.
const Node* FindAnnotation(const Node& decl, std::string_view name);
// A method call's explicit type arguments (its attached Type nodes), in order; empty when none.
std::vector<const Node*> ExplicitTypeArguments(const Node& call);
// Kind, value, flags, attached nodes and children, recursively; positions and ids are ignored.
bool StructurallyEqual(const Node& a, const Node& b);
// A 64-bit hash consistent with StructurallyEqual. O(size of the subtree).
uint64_t StructuralHash(const Node& node);
// The parts of StructuralHash, for hashing an edited tree from cached subtree hashes:
// StructuralHash(n) folds StructuralHashCombine over its children's hashes, starting from
// StructuralHashSeed(n) (the node's own kind, flags, value and attached nodes).
uint64_t StructuralHashSeed(const Node& node);
uint64_t StructuralHashCombine(uint64_t hash, uint64_t child_hash);
// Assigns pre-order ids from 0 and parent pointers; returns the number of nodes.
int Renumber(Node& root);
// Nodes in pre-order (the index of a node is its id after Renumber()).
std::vector<Node*> PreOrder(Node& root);
// Statements in pre-order (the GP engine's edit targets).
std::vector<Node*> Statements(Node& root);
// Indented "Label value" dump for debugging and tests.
std::string DebugString(const Node& node);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_AST_H_
