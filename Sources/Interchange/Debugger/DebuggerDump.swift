import AutoLayout
import Messages

/// What Xcode's debugger prints about a view tree, read line by line:
///
/// - `po [[UIWindow keyWindow] _autolayoutTrace]` (iOS 8 on): `|   ` per level, a mark
///   (`*` laid out by Auto Layout, `+` autoresizing, `•` engine host), `UILabel:0x…'Title'`,
///   then `- AMBIGUOUS LAYOUT for UILabel:0x….minX{id: 170}, ….minY{id: 171}` or
///   `, MISSING HOST CONSTRAINTS`; a `Legend:` block at the end;
/// - the iOS 6–7 trace: `*<UIWindow:0x8d5a3a0>`, `|   *<UIButton:0x…> - AMBIGUOUS LAYOUT`;
/// - `po [view recursiveDescription]`: `   | ` per level, `<UILabel: 0x7f…; frame = (20 64;
///   335 21); text = 'Title'; hidden = YES; autoresize = RM+BM; layer = <…>>`.
///
/// The forms' details come from what UIKit's `_autolayoutTrace` and `-[UIView
/// description]` print (the `AMBIGUOUS LAYOUT for %@` format and the `•`/`*`/`+` legend),
/// as developers' posts and debugger sessions show them.
public struct DebuggerDump: Sendable {
    public enum Form: Sendable, Equatable {
        case trace, legacyTrace, recursiveDescription
    }

    public struct View: Sendable, Equatable {
        public var className: String
        public var address: String
        /// A trace's quoted text (a label's text, a button's title) or a description's `text = '…'`.
        public var title: String?
        public var depth: Int
        /// Index in `views` of the superview; nil for the top.
        public var parent: Int?
        /// recursiveDescription: the frame in the superview's coordinates.
        public var frame: Rect?
        public var autoresize: String?
        public var hidden = false
        /// Trace: `*` Auto Layout, `+` autoresizing, `•` engine host; nil when none is shown.
        public var mark: Character?
        /// Trace: what UIKit found ambiguous (`x`, `y`, `width`, `height`); `[]` when it said
        /// `AMBIGUOUS LAYOUT` without naming parts (the iOS 6–7 form).
        public var ambiguous: [FrameComponent]?
        public var missingHostConstraints = false
        public var line: Int

        /// Layout guides and stack views' spacers (`_UILayoutSpacer`): UIKit makes them.
        public var isLayoutGuide: Bool { className.hasSuffix("LayoutGuide") || className.hasSuffix("LayoutSpacer") }
    }

    public var form: Form
    public var views: [View] = []
    /// Lines that were not read, with why.
    public var problems: [LogProblem] = []
    /// Constraint descriptions pasted among the views (a view's description followed by its
    /// `constraints`), by line: the shell imports them as a log, joined to the views by address.
    public var constraintLines: [(line: Int, text: String)] = []

    /// The constraint lines at their own line numbers (the others empty), for a log import
    /// whose report names the dump's lines.
    public var constraintText: String {
        guard let last = constraintLines.last?.line else { return "" }
        var lines = Array(repeating: "", count: last)
        for entry in constraintLines { lines[entry.line - 1] = entry.text }
        return lines.joined(separator: "\n")
    }
}

extension DebuggerDump.View {
    /// As a conflict log would name it, for `ImportNaming`.
    var logItem: LogItem { LogItem(className: className, address: address, title: title) }
}
