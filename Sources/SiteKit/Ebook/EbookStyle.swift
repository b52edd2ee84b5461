/// The book's one stylesheet. It sets no page colour and no text colour: the reader's own
/// light, sepia and dark themes choose those, and blocks are told apart by borders, labels
/// and weights (borders take the text's colour).
///
/// Syntax is told apart by type, not colour, unless the reader says it is dark: keywords bold,
/// attributes and directives bold, comments italic. No one colour can be read on white,
/// sepia and black alike: 4.5:1 on black needs a relative luminance of at least 0.175, and
/// 4.5:1 on sepia (#f4ecd8) at most 0.148. Many readers' night themes never report
/// `prefers-color-scheme: dark`, so a colour for light pages would sit on black there. Where
/// the reader does report a dark theme, tokens take bright colours, each at least 4.5:1 on
/// black and on the dark greys night themes use (`ColourContrastTests`).
///
/// Code wraps rather than scrolls, so no text is lost on a narrow page; the source and caret
/// lines under a compiler message do not, so the carets stay under their columns
/// (`EbookCarets`).
enum EbookStyle {
    static let css = """
        /* The EPUB edition. No page or text colours: the reader's theme owns them. */
        body { margin: 0 0.5em; line-height: 1.5; }
        h1, h2, h3, h4, h5 { line-height: 1.25; page-break-after: avoid; break-after: avoid; }
        h1 { font-size: 1.6em; margin: 0.4em 0 0.3em; }
        h2 { font-size: 1.3em; margin-top: 1.6em; }
        h3 { font-size: 1.1em; margin-top: 1.3em; }
        a { color: inherit; text-decoration: underline; }
        code, pre, kbd { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        code { font-size: 0.9em; }
        pre { white-space: pre-wrap; overflow-wrap: anywhere; word-wrap: break-word; font-size: 0.8em;
          line-height: 1.4; margin: 0; padding: 0.5em 0.6em; }
        figure { margin: 1em 0; page-break-inside: auto; }
        figcaption { font-size: 0.85em; padding: 0.3em 0.6em; border-bottom: 1px solid; }
        .chapter-category, .intent { margin: 0.2em 0; }
        .chapter-category { font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.06em; }
        .intent { font-style: italic; font-size: 1.05em; }
        .glance { border: 1px solid; padding: 0.2em 0.8em 0.6em; margin: 1em 0 1.5em; }
        .glance h2 { margin-top: 0.5em; font-size: 1.1em; }
        .glance dt { font-weight: bold; margin-top: 0.6em; }
        .glance dd { margin: 0.1em 0 0 0; }
        .listing, .diagnostics { border: 1px solid; }
        .listing-slice { font-style: italic; }
        .not-compiled { border-style: dashed; }
        .output { border-left: 4px solid; border-top: 1px solid; border-bottom: 1px solid; }
        .output.failed { border-left-style: double; border-left-width: 6px; }
        .output-label { font-weight: bold; text-transform: uppercase; font-size: 0.85em; letter-spacing: 0.05em; }
        .stream-label { display: block; font-size: 0.8em; font-weight: bold; padding: 0.3em 0.6em 0; }
        .stderr { border-top: 1px dashed; }
        .stdin { border-bottom: 1px dotted; }
        .status { margin: 0; padding: 0.3em 0.6em; border-top: 1px solid; font-size: 0.9em; }
        .empty { font-style: italic; }
        .diagnostics { border-left-width: 4px; border-left-style: double; }
        .diag-message { font-weight: bold; }
        .diag-error, .diag-warning { text-decoration: underline; }
        .diag-verdict { font-style: italic; }
        .whole-programs .summary { font-weight: bold; margin: 1em 0 0.3em; }
        .diagram, .map { margin: 1em 0; }
        /* A diagram's caption stays with its picture; the picture fits one page. */
        .diagram { page-break-inside: avoid; break-inside: avoid; }
        .diagram figcaption { page-break-after: avoid; break-after: avoid; }
        svg { max-width: 100%; max-height: 95vh; height: auto; }
        svg text { fill: currentColor; font-family: sans-serif; }
        .type-diagram text { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 13px; }
        .type-diagram .d-box { fill: none; stroke: currentColor; stroke-width: 1.2; }
        .type-diagram .d-protocol .d-box, .type-diagram .d-extension .d-box { stroke-dasharray: 5 3; }
        .type-diagram .d-rule { stroke: currentColor; stroke-opacity: 0.5; }
        .type-diagram .d-kind { font-size: 11px; font-style: italic; }
        .type-diagram .d-name { font-weight: bold; font-size: 14px; }
        .type-diagram .d-edge polyline, .type-diagram .d-edge polygon { fill: none; stroke: currentColor; stroke-width: 1.3; }
        .type-diagram .d-edge .d-head-hollow { fill: none; }
        .type-diagram .d-edge polygon:not(.d-head-hollow) { fill: currentColor; }
        .type-diagram .d-conforms > polyline:first-of-type { stroke-dasharray: 6 4; }
        .type-diagram .d-weak > polyline:first-of-type { stroke-dasharray: 3 3; }
        .type-diagram .d-label { font-size: 11px; font-style: italic; }
        .catalogue-map { font-size: 14px; }
        .catalogue-map .m-category { font-weight: bold; font-size: 12px; text-transform: uppercase; }
        .catalogue-map .m-arc { fill: none; stroke: currentColor; stroke-opacity: 0.6; stroke-width: 1.2; }
        .diagram-words .summary { font-style: italic; margin: 0.5em 0 0; }
        .visually-hidden, .anchor { display: none; }
        .ln::before { content: attr(data-line); display: inline-block; min-width: 2.5ch; margin-right: 1.5ch;
          text-align: right; opacity: 0.7; }
        .cover { text-align: center; margin: 0; padding: 0; }
        .cover img { max-width: 100%; max-height: 100%; }
        .title-page { text-align: center; margin-top: 3em; }
        .title-page h1 { font-size: 2em; }
        .title-page .provenance { font-size: 0.9em; margin-top: 2em; }
        .provenance pre { text-align: left; display: inline-block; border: 1px solid; }
        figure .provenance { font-size: 0.75em; margin: 0.3em 0 0; opacity: 0.8; }
        .chapter-provenance { font-size: 0.85em; opacity: 0.8; }
        .compare .variant { border-left: 4px solid; border-top: 1px solid; border-bottom: 1px solid; margin: 0.6em 0; }
        .variant-label { font-weight: bold; }
        mark.differs { background: none; color: inherit; font-weight: bold; }
        .emitted { border-left: 4px double; border-top: 1px solid; border-bottom: 1px solid; }
        nav ol { list-style: none; padding-left: 1em; }
        nav > ol { padding-left: 0; }
        /* The contents page lists categories and chapters; the reader's own contents, made from
           the markup, also lists each chapter's sections. */
        nav ol ol ol { display: none; }
        .diag-source { display: block; white-space: pre; overflow-wrap: normal; word-wrap: normal; }
        .kw, .at, .pp { font-weight: bold; } .co, .dc { font-style: italic; }
        @media (prefers-color-scheme: dark) {
          .kw { color: #ff7b72; } .ty { color: #d2a8ff; } .st { color: #a5d6ff; } .nu, .va { color: #79c0ff; }
          .co { color: #9ea7b0; } .dc { color: #7ee787; } .at, .pp { color: #ffa657; } .lb { color: #d2a8ff; }
        }

        """
}
