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
        /// Enum cases, stored properties (`name: Type`, or `name` when the type is neither
        /// written nor simple to infer), static ones too, then methods (`name()`) and private
        /// initializers, in source order.
        var members: [Member]
        /// What the type is in its pattern, from a `- Role: Model` line in its doc comment:
        /// drawn as a «stereotype» above its name, so a reader sees which type is the model.
        var role: String? = nil
        /// The file and 1-based line of the declaration.
        var file: String
        var line: Int

        /// "class", or "struct, Model" for a type with a role.
        var kindAndRole: String { role.map { "\(kind.rawValue), \($0)" } ?? kind.rawValue }
    }

    /// One member of a type's box.
    struct Member: Sendable, Equatable {
        /// `name: Type`, `name()`, `case name`, `init(label:)`.
        var text: String
        /// The access keyword when it is not the default one (`private`, `fileprivate`,
        /// `public`, `open`); `private(set)` limits a setter only and is not one.
        var access: String? = nil
        var isStatic = false

        /// As UML writes it: `-` for private (and file-private), `+` for public, nothing for
        /// Swift's default, internal.
        var drawn: String {
            switch access {
            case "private", "fileprivate": "- " + text
            case "public", "open": "+ " + text
            default: text
            }
        }

        /// In Swift's own words, for the text alternative: `private init(room:)`.
        var spoken: String {
            [access, isStatic ? "static" : nil, text].compactMap { $0 }.joined(separator: " ")
        }
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
        /// The properties or cases that make the relation, for ownership kinds; the methods or
        /// initializers, for `uses`: every one of them, gathered on one line rather than one
        /// line each between the same two types.
        var labels: [String]

        init(from: String, to: String, kind: Kind, label: String?) {
            self.init(from: from, to: to, kind: kind, labels: label.map { [$0] } ?? [])
        }

        init(from: String, to: String, kind: Kind, labels: [String]) {
            self.from = from
            self.to = to
            self.kind = kind
            self.labels = labels
        }

        /// The labels as drawn, joined by commas; nil when there are none.
        var label: String? { labels.isEmpty ? nil : labels.joined(separator: ", ") }

        /// The labels quoted for a sentence: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
        var quotedLabels: String {
            let quoted = labels.map { "'\($0)'" }
            guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "''" }
            return quoted.dropLast().joined(separator: ", ") + " and " + last
        }
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
            case .owns: "\(edge.from) holds one \(edge.to) in \(edge.quotedLabels)"
            case .weak: "\(edge.from) refers weakly to one \(edge.to) in \(edge.quotedLabels)"
            case .many: "\(edge.from) holds many \(edge.to) values in \(edge.quotedLabels)"
            case .uses: "\(edge.from) uses \(edge.to) in \(edge.quotedLabels)"
            }
        }
    }

    struct Declaration {
        var name: String
        var kind: Node.Kind
        var inherited: [String]
        var properties: [Property]
        /// Methods and private initializers, as listed in the box.
        var methods: [Member]
        /// The types each method or initializer takes or names in its body
        /// (`ping(_:_:)` → its parameters' types, `Journal` of `Journal.shared.record(...)`).
        var dependencies: [(member: String, types: [String])] = []
        var cases: [String]
        var file: String
        var line: Int
        var role: String? = nil
    }

    struct Property {
        var name: String
        /// The written or inferred type; nil when neither is known.
        var typeText: String?
        /// The type names the property's type mentions, with how it holds them.
        var targets: [(name: String, kind: Edge.Kind)]
        var isCase: Bool
        var access: String? = nil
        var isStatic = false
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
                    name: declaration.name, kind: declaration.kind, members: [], role: declaration.role,
                    file: declaration.file, line: declaration.line))
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
        // One line per two types and kind: a second property holding the same type adds its
        // name to the first one's line.
        func add(_ edge: Edge) {
            guard edge.from != edge.to || edge.kind == .owns || edge.kind == .many || edge.kind == .weak else {
                return
            }
            if let same = edges.firstIndex(where: { $0.from == edge.from && $0.to == edge.to && $0.kind == edge.kind })
            {
                edges[same].labels += edge.labels.filter { !edges[same].labels.contains($0) }
            } else {
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
            func list(_ member: Member) {
                if !nodes[at].members.contains(member) { nodes[at].members.append(member) }
            }
            for name in declaration.cases { list(Member(text: "case \(name)")) }
            for property in declaration.properties {
                if !property.isCase {
                    list(
                        Member(
                            text: property.typeText.map { "\(property.name): \($0)" } ?? property.name,
                            access: property.access, isStatic: property.isStatic))
                }
                // `static let shared = Self(...)` is the type's own instance: the underlined
                // member says it; a line from the box back to itself would say it again.
                for target in property.targets where index[target.name] != nil {
                    if property.isStatic && target.name == declaration.name { continue }
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
    /// and no stored relation or generalisation already does, with every such method as its
    /// label. A conformer's implementation of a protocol requirement repeats the protocol's
    /// dependency, so it is left to the protocol.
    ///
    /// A dependency points from the caller to the type it calls. A method that takes the type
    /// holding a reference to its own (`numberOfSeats(in: SeatMapView)` of a data source the
    /// view holds) is called by that holder, which passes itself: the holder's stored
    /// relation already draws that direction, so no `uses` line points back at it.
    static func dependencies(_ declarations: [Declaration], drawn: Set<String>, besides existing: [Edge]) -> [Edge] {
        var candidates: [Edge] = []
        for declaration in declarations where drawn.contains(declaration.name) {
            for dependency in declaration.dependencies {
                for name in dependency.types where drawn.contains(name) && name != declaration.name {
                    if let same = candidates.firstIndex(where: { $0.from == declaration.name && $0.to == name }) {
                        if !candidates[same].labels.contains(dependency.member) {
                            candidates[same].labels.append(dependency.member)
                        }
                    } else {
                        candidates.append(Edge(from: declaration.name, to: name, kind: .uses, label: dependency.member))
                    }
                }
            }
        }
        return candidates.compactMap { edge in
            if existing.contains(where: { $0.from == edge.from && $0.to == edge.to }) { return nil }
            if existing.contains(where: { $0.from == edge.to && $0.to == edge.from && $0.isStored }) { return nil }
            let supertypes = existing.filter {
                $0.from == edge.from && ($0.kind == .conforms || $0.kind == .inherits)
            }.map(\.to)
            let inherited = candidates.filter { $0.to == edge.to && supertypes.contains($0.from) }.flatMap(\.labels)
            var kept = edge
            kept.labels.removeAll { inherited.contains($0) }
            return kept.labels.isEmpty ? nil : kept
        }
    }
}

extension TypeGraph.Edge {
    /// Whether a stored property makes the relation (as opposed to a generalisation or a
    /// method's dependency).
    var isStored: Bool { kind == .owns || kind == .weak || kind == .many }
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
            line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line,
            role: Self.role(in: node.leadingTrivia))
        for member in members.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                declaration.properties += Self.storedProperties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                let labels = parameters.map { "\($0.firstName.text):" }
                let text = "\(function.name.text)(\(labels.joined()))"
                let access = Self.access(function.modifiers)
                // A private method is how the type does its work, not what it offers.
                if access != "private" && access != "fileprivate" {
                    declaration.methods.append(
                        TypeGraph.Member(text: text, access: access, isStatic: Self.isStatic(function.modifiers)))
                }
                let named = function.body.map { Self.typesNamed(in: $0) } ?? []
                declaration.dependencies.append((text, parameters.flatMap { Self.mentioned(in: $0.type) } + named))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let parameters = initializer.signature.parameterClause.parameters
                let labels = parameters.map { "\($0.firstName.text):" }
                let text = "init(\(labels.joined()))"
                // A private initializer says who may make one (only the type: a singleton, a
                // factory); an internal one is what every type has, and is left out.
                let access = Self.access(initializer.modifiers)
                if access == "private" || access == "fileprivate" {
                    declaration.methods.append(TypeGraph.Member(text: text, access: access))
                }
                let named = initializer.body.map { Self.typesNamed(in: $0) } ?? []
                declaration.dependencies.append((text, parameters.flatMap { Self.mentioned(in: $0.type) } + named))
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

    /// The role a `- Role: Name` line of the doc comment gives (written like DocC's
    /// `- Parameter` fields; DocC shows it as a list item and the compiler ignores it); nil
    /// when there is none.
    static func role(in trivia: Trivia) -> String? {
        for piece in trivia {
            let text: String
            switch piece {
            case .docLineComment(let comment): text = String(comment.dropFirst(3))
            case .docBlockComment(let comment): text = String(comment.dropFirst(3).dropLast(2))
            default: continue
            }
            for line in text.split(whereSeparator: \.isNewline) {
                // A block comment's lines may start with ` * `.
                let words = line.trimmingPrefix { $0 == " " || $0 == "*" || $0 == "\t" }
                guard words.lowercased().hasPrefix("- role:") else { continue }
                let role = words.dropFirst("- role:".count).trimmingWhitespace()
                if !role.isEmpty { return role }
            }
        }
        return nil
    }

    /// The access keyword written, when it is not `private(set)`-style (which limits a setter
    /// only); nil for the default.
    static func access(_ modifiers: DeclModifierListSyntax) -> String? {
        let keywords: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]
        return modifiers.first { keywords.contains($0.name.text) && $0.detail == nil }.map(\.name.text)
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The capitalised names a body reaches members of (`Journal` in `Journal.shared.record(...)`,
    /// `SightingFormat` in `SightingFormat.line`): the dependency on a singleton or a type's
    /// static members, which no signature shows.
    static func typesNamed(in body: CodeBlockSyntax) -> [String] {
        let collector = StaticMemberCollector()
        collector.walk(body)
        return collector.names
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

    /// The stored (or, in a protocol, required) properties of a `var`/`let`, static ones
    /// included (a singleton's `shared`), skipping computed ones.
    static func storedProperties(_ variable: VariableDeclSyntax) -> [TypeGraph.Property] {
        let keyword = Self.access(variable.modifiers)
        let isStatic = Self.isStatic(variable.modifiers)
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
                        isCase: false, access: keyword, isStatic: isStatic))
            } else {
                // `var count = 0`: the literal says the type; anything else shows the name alone.
                result.append(
                    TypeGraph.Property(
                        name: name, typeText: literalType(binding.initializer?.value), targets: [], isCase: false,
                        access: keyword, isStatic: isStatic))
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

/// Collects the capitalised names whose members an expression reaches (`Journal.shared`),
/// in source order: a type's static members, or an enum's cases written with the type.
private final class StaticMemberCollector: SyntaxVisitor {
    var names: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
            !names.contains(base.baseName.text)
        {
            names.append(base.baseName.text)
        }
        return .visitChildren
    }
}
