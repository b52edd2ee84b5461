/// The frame of every XHTML document in the book: the XML declaration, the XHTML and EPUB
/// namespaces, the language, the title and the stylesheet.
enum EbookDocument {
    /// A whole document around `body` (XHTML already). `stylesheet` is relative to the document.
    static func xhtml(title: String, body: String, stylesheet: String, language: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="\(language)" xml:lang="\(language)">
        <head>
        <meta charset="utf-8"/>
        <title>\(XMLEntities.escape(title))</title>
        <link rel="stylesheet" type="text/css" href="\(stylesheet)"/>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }
}
