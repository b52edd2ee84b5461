import CCmark
import Foundation

/// A CommonMark document parsed by libcmark, owning its node tree.
///
/// libcmark hands out borrowed C strings and nodes that live as long as the tree; this type
/// copies strings out at once, frees every node it unlinks, and frees the tree in `deinit`.
/// A `MarkdownNode` is only valid while its document is alive and the node is in it, so the
/// document is used inside one function and never shared.
final class MarkdownDocument {
    private let root: OpaquePointer

    init(_ markdown: String) {
        var utf8 = Array(markdown.utf8)
        utf8.append(0)
        root = utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                cmark_parse_document($0.baseAddress, markdown.utf8.count, CMARK_OPT_DEFAULT)
            }
        }
    }

    deinit {
        cmark_node_free(root)
    }

    /// Every node in document order (a snapshot: safe to edit the tree while going through it,
    /// as long as an edited node's descendants are not visited afterwards).
    var nodes: [MarkdownNode] {
        var result: [MarkdownNode] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                result.append(MarkdownNode(pointer: node))
            }
        }
        return result
    }

    /// The document as HTML. Raw HTML written by the author is omitted (libcmark's safe
    /// default); custom nodes are written verbatim, which is how pre-rendered code gets in.
    func renderHTML() -> String {
        guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// Replaces a block with HTML that is written to the page as it is.
    func replace(_ node: MarkdownNode, withHTML html: String) {
        let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
        cmark_node_set_on_enter(custom, html)
        cmark_node_replace(node.pointer, custom)
        cmark_node_free(node.pointer)
    }

    /// Wraps a block's children in custom HTML (`before` … children … `after`), replacing
    /// the block itself; used to give headings ids while keeping their inline formatting.
    func wrapChildren(of node: MarkdownNode, before: String, after: String) {
        let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
        cmark_node_set_on_enter(custom, before)
        cmark_node_set_on_exit(custom, after)
        while let child = cmark_node_first_child(node.pointer) {
            cmark_node_append_child(custom, child)
        }
        cmark_node_replace(node.pointer, custom)
        cmark_node_free(node.pointer)
    }
}

/// A borrowed view of one node of a `MarkdownDocument`.
struct MarkdownNode {
    fileprivate let pointer: OpaquePointer

    enum Kind {
        case codeBlock, heading, link, image, text, code, lineBreak, other
    }

    /// Whether the node is part of a line of text (text, code span, emphasis, link...) rather
    /// than a block.
    var isInline: Bool {
        let type = cmark_node_get_type(pointer).rawValue
        return type >= CMARK_NODE_FIRST_INLINE.rawValue && type <= CMARK_NODE_LAST_INLINE.rawValue
    }

    var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: .lineBreak
        default: .other
        }
    }

    /// The 1-based line of the Markdown source the node starts on.
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }

    /// The text of a code block, code span or text node.
    var literal: String { Self.copy(cmark_node_get_literal(pointer)) }
    /// A fenced code block's info string, such as `swift` or `example Observer`.
    var fenceInfo: String { Self.copy(cmark_node_get_fence_info(pointer)) }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    var url: String {
        get { Self.copy(cmark_node_get_url(pointer)) }
        nonmutating set { cmark_node_set_url(pointer, newValue) }
    }

    /// The text of the node and its descendants, without formatting.
    var plainText: String {
        var text = ""
        let iterator = cmark_iter_new(pointer)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else {
                continue
            }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += Self.copy(cmark_node_get_literal(node))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    /// libcmark's strings are borrowed from the tree: copy them before anything changes it.
    private static func copy(_ string: UnsafePointer<CChar>?) -> String {
        string.map { String(cString: $0) } ?? ""
    }
}
