/// The outline is extension-only, so a conforming type can't override it, but it can
/// declare a method with the same name that hides it from callers who know the type.
struct QuickPDF: MarkdownSource, PDFOutput {
    func export() {
        print("  \(write())  (no reading, no converting)")
    }
}

func exportAll(_ exporters: [any Exporter]) {
    for exporter in exporters { exporter.export() }
}

print("QuickPDF, called on the concrete type:")
QuickPDF().export()
print("QuickPDF, called through the protocol:")
exportAll([QuickPDF()])
