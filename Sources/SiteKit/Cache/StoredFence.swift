/// A chapter's fences in the cache's binary form (`CacheRecord`), stored with the chapter by
/// `StoredChapters`, so that a chapter the cache gives is rendered from the fences read when
/// it was loaded, without parsing its Markdown or its fences' options again.
extension ChapterFences {
    func write(to writer: inout RecordWriter) {
        writer.write(all.count)
        for fence in all { fence.write(to: &writer) }
    }

    init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init()
        for _ in 0..<(try reader.count()) { append(try Fence(reading: &reader)) }
    }
}

extension Fence {
    private enum Tag: Int {
        case example, diagnostics, diagram, output, compare, emitted, swift
    }

    func write(to writer: inout RecordWriter) {
        switch self {
        case .example(let reference, let selection, let line), .diagnostics(let reference, let selection, let line):
            if case .example = self {
                writer.write(Tag.example.rawValue)
            } else {
                writer.write(Tag.diagnostics.rawValue)
            }
            writer.write(line)
            reference.write(to: &writer)
            selection.write(to: &writer)
        case .diagram(let reference, let options, let line):
            writer.write(Tag.diagram.rawValue)
            writer.write(line)
            reference.write(to: &writer)
            writer.write(options.types != nil)
            if let types = options.types { writer.write(types) }
        case .output(let request, let line):
            writer.write(Tag.output.rawValue)
            writer.write(line)
            request.write(to: &writer)
        case .variants(let fence, let line):
            switch fence.kind {
            case .compare(let columns):
                writer.write(Tag.compare.rawValue)
                writer.write(line)
                writer.write(fence.example)
                writer.write(columns.count)
                for column in columns {
                    writer.write(column.label)
                    writer.write(column.settings)
                    writer.write(column.line)
                }
            case .emitted(let functions, let declarationsOnly):
                writer.write(Tag.emitted.rawValue)
                writer.write(line)
                writer.write(fence.example)
                writer.write(functions)
                writer.write(declarationsOnly)
            }
        case .swift(let line):
            writer.write(Tag.swift.rawValue)
            writer.write(line)
        }
    }

    init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        guard let tag = Tag(rawValue: try reader.int()) else { throw RecordReader.Malformed() }
        let line = try reader.int()
        switch tag {
        case .example:
            self = .example(
                try ExampleReference(reading: &reader), try CompilerDiagnostics.Selection(reading: &reader), line: line)
        case .diagnostics:
            self = .diagnostics(
                try ExampleReference(reading: &reader), try CompilerDiagnostics.Selection(reading: &reader), line: line)
        case .diagram:
            let reference = try ExampleReference(reading: &reader)
            self = .diagram(
                reference, DiagramOptions(types: try reader.bool() ? try reader.strings() : nil), line: line)
        case .output:
            self = .output(try RunRequest(reading: &reader), line: line)
        case .compare:
            let example = try reader.string()
            var columns: [VariantFence.Column] = []
            for _ in 0..<(try reader.count()) {
                columns.append(
                    VariantFence.Column(
                        label: try reader.string(), settings: try reader.strings(), line: try reader.int()))
            }
            self = .variants(VariantFence(example: example, kind: .compare(columns)), line: line)
        case .emitted:
            let example = try reader.string()
            let kind = VariantFence.Kind.emitted(functions: try reader.strings(), declarationsOnly: try reader.bool())
            self = .variants(VariantFence(example: example, kind: kind), line: line)
        case .swift:
            self = .swift(line: line)
        }
    }
}

extension ExampleReference {
    fileprivate func write(to writer: inout RecordWriter) {
        writer.write(example)
        writer.write(file)
        writer.write(slice)
    }

    fileprivate init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(example: try reader.string(), file: try reader.optionalString(), slice: try reader.optionalString())
    }
}

extension CompilerDiagnostics.Selection {
    fileprivate func write(to writer: inout RecordWriter) {
        writer.write(errorsOnly)
        writer.write(lines != nil)
        if let lines {
            writer.write(lines.lowerBound)
            writer.write(lines.upperBound)
        }
        writer.write(file)
        writer.write(shownLines != nil)
        if let shownLines {
            writer.write(shownLines.count)
            for line in shownLines.sorted() { writer.write(line) }
        }
        writer.write(hidden)
    }

    fileprivate init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init()
        errorsOnly = try reader.bool()
        if try reader.bool() {
            let (lower, upper) = (try reader.int(), try reader.int())
            guard lower <= upper else { throw RecordReader.Malformed() }
            lines = lower...upper
        }
        file = try reader.optionalString()
        if try reader.bool() {
            var shown: Set<Int> = []
            for _ in 0..<(try reader.count()) { shown.insert(try reader.int()) }
            shownLines = shown
        }
        hidden = try reader.bool()
    }
}

extension RunRequest {
    fileprivate func write(to writer: inout RecordWriter) {
        writer.write(example)
        writer.write(arguments)
        writer.write(stdin)
        writer.write(expect.rawValue)
        writer.write(timeout.bitPattern)
    }

    fileprivate init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        let (example, arguments, stdin) = (try reader.string(), try reader.strings(), try reader.optionalString())
        guard let expect = Expectation(rawValue: try reader.string()) else { throw RecordReader.Malformed() }
        self.init(
            example: example, arguments: arguments, stdin: stdin, expect: expect,
            timeout: Double(bitPattern: try reader.unsigned()))
    }
}
