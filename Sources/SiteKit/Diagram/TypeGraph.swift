import SwiftParser
import SwiftSyntax

/// The types an example declares and how they relate, read from its source with swift-syntax:
/// what a structure diagram draws.
struct TypeGraph: Sendable, Equatable {
    /// One declared type (or a type the example only extends with a conformance).
    struct Node: Sendable, Equatable {
        enum Kind: String, Sendable {
            case `class`, `struct`, `enum`, `protocol`, `actor`
            /// A type declared elsewhere that an extension of the example makes conform to
            /// one of its protocols (retroactive conformance).
            case `extension`
        }
        var name: String
        var kind: Kind
        /// Stored properties (`name: Type`, or `name` when the type is neither written nor
        /// simple to infer), enum cases and methods (`name()`), in source order.
        var members: [String]
        /// The file and 1-based line of the declaration.
        var file: String
        var line: Int
    }

    /// One relation, always from the type that declares it.
    struct Edge: Sendable, Equatable, Hashable {
        enum Kind: String, Sendable {
            /// A class inherits from a class, or a protocol refines a protocol.
            case inherits
            /// A type conforms to a protocol.
            case conforms
            /// A stored property (or an enum case's value) holds the other type strongly.
            case owns
            /// A `weak` or `unowned` stored property.
            case weak
            /// A stored collection of the other type.
            case many
            /// A method or initializer takes the other type as a parameter (UML's dependency):
            /// drawn only where no stored relation already joins the two.
            case uses
        }
        var from: String
        var to: String
        var kind: Kind
        /// The property or case that makes the relation, for ownership kinds; the method or
        /// initializer, for `uses`.
        var label: String?
    }

    var nodes: [Node]
    var edges: [Edge]

    init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph of `files` (name, text), keeping only declarations on `lines` of `onlyFile`
    /// when given (a slice).
    static func read(_ files: [(name: String, text: String)], onlyFile: String? = nil, lines: Set<Int>? = nil)
        -> TypeGraph
    {
        var declarations: [Declaration] = []
        for file in files {
            let tree = Parser.parse(source: file.text)
            let converter = SourceLocationConverter(fileName: file.name, tree: tree)
            let collector = DeclarationCollector(file: file.name, converter: converter)
            collector.walk(tree)
            declarations += collector.declarations.filter { declaration in
                guard let onlyFile else { return true }
                return declaration.file == onlyFile && (lines?.contains(declaration.line) ?? true)
            }
        }
        return build(declarations)
    }

    /// The graph restricted to `names`, with the relations among them.
    func restricted(to names: [String]) -> TypeGraph {
        let keep = Set(names)
        return TypeGraph(
            nodes: nodes.filter { keep.contains($0.name) },
            edges: edges.filter { keep.contains($0.from) && keep.contains($0.to) })
    }

    /// Each relation as a sentence, for readers who cannot see the picture.
    var sentences: [String] {
        edges.map { edge in
            switch edge.kind {
            case .inherits: "\(edge.from) inherits from \(edge.to)"
            case .conforms: "\(edge.from) conforms to \(edge.to)"
            case .owns: "\(edge.from) holds one \(edge.to) in '\(edge.label ?? "")'"
            case .weak: "\(edge.from) refers weakly to one \(edge.to) in '\(edge.label ?? "")'"
            case .many: "\(edge.from) holds many \(edge.to) values in '\(edge.label ?? "")'"
            case .uses: "\(edge.from) uses \(edge.to) in '\(edge.label ?? "")'"
            }
        }
    }

    struct Declaration {
        var name: String
        var kind: Node.Kind
        var inherited: [String]
        var properties: [Property]
        var methods: [String]
        /// The types each method or initializer takes (`ping(_:_:)` → its parameters' types).
        var dependencies: [(member: String, types: [String])] = []
        var cases: [String]
        var file: String
        var line: Int
    }

    struct Property {
        var name: String
        /// The written or inferred type; nil when neither is known.
        var typeText: String?
        /// The type names the property's type mentions, with how it holds them.
        var targets: [(name: String, kind: Edge.Kind)]
        var isCase: Bool
    }

    static func build(_ declarations: [Declaration]) -> TypeGraph {
        var nodes: [Node] = []
        var index: [String: Int] = [:]
        // Declarations first (an extension of a declared type adds to it).
        for declaration in declarations where declaration.kind != .extension {
            guard index[declaration.name] == nil else { continue }
            index[declaration.name] = nodes.count
            nodes.append(
                Node(
                    name: declaration.name, kind: declaration.kind, members: [], file: declaration.file,
                    line: declaration.line))
        }
        let declaredProtocols = Set(declarations.filter { $0.kind == .protocol }.map(\.name))
        // An extension of a type declared elsewhere is drawn only when it makes the type
        // conform to one of the example's protocols.
        for declaration in declarations where declaration.kind == .extension && index[declaration.name] == nil {
            guard declaration.inherited.contains(where: declaredProtocols.contains) else { continue }
            index[declaration.name] = nodes.count
            nodes.append(
                Node(
                    name: declaration.name, kind: .extension, members: [], file: declaration.file,
                    line: declaration.line))
        }
        var edges: [Edge] = []
        func add(_ edge: Edge) {
            if edge.from != edge.to || edge.kind == .owns || edge.kind == .many || edge.kind == .weak,
                !edges.contains(edge)
            {
                edges.append(edge)
            }
        }
        for declaration in declarations {
            guard let at = index[declaration.name] else { continue }
            for name in declaration.inherited where index[name] != nil && name != declaration.name {
                let target = nodes[index[name]!]
                let kind: Edge.Kind =
                    target.kind == .protocol && nodes[at].kind != .protocol ? .conforms : .inherits
                add(Edge(from: declaration.name, to: name, kind: kind, label: nil))
            }
            // A protocol extension's default repeats its requirement: each member is listed once.
            func list(_ member: String) {
                if !nodes[at].members.contains(member) { nodes[at].members.append(member) }
            }
            for name in declaration.cases { list("case \(name)") }
            for property in declaration.properties {
                if !property.isCase { list(property.typeText.map { "\(property.name): \($0)" } ?? property.name) }
                for target in property.targets where index[target.name] != nil {
                    add(Edge(from: declaration.name, to: target.name, kind: target.kind, label: property.name))
                }
            }
            for method in declaration.methods { list(method) }
        }
        // Dependencies last, so a stored relation between the same two types wins.
        edges += dependencies(declarations, drawn: Set(index.keys), besides: edges)
        return TypeGraph(nodes: nodes, edges: edges)
    }

    /// The `uses` relations: one per pair of drawn types that a method or initializer joins
    /// and no relation in `existing` already does. A conformer's implementation of a protocol
    /// requirement repeats the protocol's dependency, so it is left to the protocol.
    static func dependencies(_ declarations: [Declaration], drawn: Set<String>, besides existing: [Edge]) -> [Edge] {
        var candidates: [Edge] = []
        for declaration in declarations where drawn.contains(declaration.name) {
            for dependency in declaration.dependencies {
                for name in dependency.types where drawn.contains(name) && name != declaration.name {
                    let joined = (existing + candidates).contains { $0.from == declaration.name && $0.to == name }
                    if !joined {
                        candidates.append(Edge(from: declaration.name, to: name, kind: .uses, label: dependency.member))
                    }
                }
            }
        }
        return candidates.filter { edge in
            let supertypes = existing.filter {
                $0.from == edge.from && ($0.kind == .conforms || $0.kind == .inherits)
            }.map(\.to)
            return !candidates.contains { $0.to == edge.to && $0.label == edge.label && supertypes.contains($0.from) }
        }
    }
}

/// Walks a file's syntax tree and records each type declaration with what it inherits,
/// stores and does.
private final class DeclarationCollector: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var declarations: [TypeGraph.Declaration] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func record(
        _ node: some SyntaxProtocol, name: String, kind: TypeGraph.Node.Kind,
        inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax
    ) {
        var declaration = TypeGraph.Declaration(
            name: name, kind: kind,
            inherited: inheritance?.inheritedTypes.flatMap { Self.names(in: $0.type) } ?? [],
            properties: [], methods: [], cases: [], file: file,
            line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
        for member in members.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                declaration.properties += Self.storedProperties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                let labels = parameters.map { "\($0.firstName.text):" }
                let member = "\(function.name.text)(\(labels.joined()))"
                if !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }) {
                    declaration.methods.append(member)
                }
                declaration.dependencies.append((member, parameters.flatMap { Self.mentioned(in: $0.type) }))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let parameters = initializer.signature.parameterClause.parameters
                let labels = parameters.map { "\($0.firstName.text):" }
                declaration.dependencies.append(
                    ("init(\(labels.joined()))", parameters.flatMap { Self.mentioned(in: $0.type) }))
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    declaration.cases.append(element.name.text)
                    for parameter in element.parameterClause?.parameters ?? [] {
                        declaration.properties.append(
                            TypeGraph.Property(
                                name: element.name.text, typeText: parameter.type.trimmedDescription,
                                targets: Self.targets(of: parameter.type, weak: false), isCase: true))
                    }
                }
            }
        }
        declarations.append(declaration)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name.text, kind: .class, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            node, name: node.name.text, kind: .struct, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name.text, kind: .enum, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name.text, kind: .actor, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            node, name: node.name.text, kind: .protocol, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        record(node, name: name, kind: .extension, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    // Functions and closures declare no types a diagram draws; their locals are not members.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The stored (or, in a protocol, required) properties of a `var`/`let`, skipping
    /// computed ones and `static` ones.
    static func storedProperties(_ variable: VariableDeclSyntax) -> [TypeGraph.Property] {
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return [] }
        let weak = variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned)
        }
        var result: [TypeGraph.Property] = []
        for binding in variable.bindings {
            if let accessors = binding.accessorBlock {
                // Observers keep a property stored; a getter makes it computed.
                if case .accessors(let list) = accessors.accessors {
                    let stored = list.allSatisfy {
                        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
                            || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
                    }
                    let isRequirement = list.allSatisfy { $0.body == nil }
                    if !stored && !isRequirement { continue }
                } else {
                    continue
                }
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let type = binding.typeAnnotation?.type ?? initializedType(binding.initializer?.value) {
                result.append(
                    TypeGraph.Property(
                        name: name, typeText: type.trimmedDescription, targets: targets(of: type, weak: weak),
                        isCase: false))
            } else {
                // `var count = 0`: the literal says the type; anything else shows the name alone.
                result.append(
                    TypeGraph.Property(
                        name: name, typeText: literalType(binding.initializer?.value), targets: [], isCase: false))
            }
        }
        return result
    }

    /// The type of `let x = Name(...)` or `let x = [Name]()`, which is written in the
    /// initializer rather than in an annotation; nil for any other expression.
    static func initializedType(_ value: ExprSyntax?) -> TypeSyntax? {
        guard let call = value?.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        func named(_ name: String) -> IdentifierTypeSyntax? {
            name.first?.isUppercase == true ? IdentifierTypeSyntax(name: .identifier(name)) : nil
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return named(reference.baseName.text).map(TypeSyntax.init)
        }
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1,
            let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self),
            let type = named(element.baseName.text)
        {
            return TypeSyntax(ArrayTypeSyntax(element: type))
        }
        return nil
    }

    /// The standard type a literal has when nothing else constrains it (`0` is an `Int`,
    /// `-1.5` a `Double`, `"a"` a `String`); nil for any other expression.
    static func literalType(_ value: ExprSyntax?) -> String? {
        guard var value else { return nil }
        if let negated = value.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            value = negated.expression
        }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// Every type name a parameter's type mentions, however wrapped (`[Crew]`, `Crew?`,
    /// `some Pager`, `inout Crew`, a generic argument); a closure's own parameter types count
    /// too, since the method hands them values of those types.
    static func mentioned(in type: TypeSyntax) -> [String] {
        let collector = TypeNameCollector()
        collector.walk(type)
        return collector.names
    }

    /// The type names a property's type holds, and how: inside an array, set or dictionary
    /// value as `many`, through `weak`/`unowned` as `weak`, otherwise `owns`. Function types
    /// hold nothing a diagram draws.
    static func targets(of type: TypeSyntax, weak: Bool) -> [(name: String, kind: TypeGraph.Edge.Kind)] {
        if type.is(FunctionTypeSyntax.self) { return [] }
        if let optional = type.as(OptionalTypeSyntax.self) { return targets(of: optional.wrappedType, weak: weak) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return targets(of: unwrapped.wrappedType, weak: weak)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            if attributed.baseType.is(FunctionTypeSyntax.self) { return [] }
            return targets(of: attributed.baseType, weak: weak)
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return targets(of: some.constraint, weak: weak) }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return targets(of: only.type, weak: weak) }
            return tuple.elements.flatMap { targets(of: $0.type, weak: weak) }
        }
        if let array = type.as(ArrayTypeSyntax.self) { return names(in: array.element).map { ($0, .many) } }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return names(in: dictionary.value).map { ($0, .many) }
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let generic =
                identifier.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
            switch identifier.name.text {
            case "Array", "Set", "ContiguousArray":
                return generic.flatMap { names(in: $0) }.map { ($0, .many) }
            case "Dictionary":
                return generic.dropFirst().flatMap { names(in: $0) }.map { ($0, .many) }
            case "Optional":
                return generic.flatMap { targets(of: $0, weak: weak) }
            default:
                return [(identifier.name.text, weak ? .weak : .owns)]
                    + generic.flatMap { targets(of: $0, weak: weak) }
            }
        }
        return names(in: type).map { ($0, weak ? .weak : .owns) }
    }

    /// Every simple type name a type mentions (`any A & B` gives A and B).
    static func names(in type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { names(in: $0.type) }
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return names(in: some.constraint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return names(in: attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return names(in: optional.wrappedType) }
        return []
    }
}

/// Collects every simple type name in a type's syntax, in source order.
private final class TypeNameCollector: SyntaxVisitor {
    var names: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if !names.contains(node.name.text) { names.append(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if !names.contains(node.name.text) { names.append(node.name.text) }
        return .visitChildren
    }
}
