import AutoLayout
import Cassowary
import Messages

/// Stack views: the `stack` lines, made after every view is declared, and the views whose
/// baselines a stack reads.
extension IBScenePlanner {
    /// Whether a view is inside a prototype cell of a table (a cell that is not the scene's
    /// root, as a xib's top-level cell is). A table gives such a cell its row's height
    /// after the cell's constraints and its stacks' are made, and a conflict through that
    /// height breaks the newest of the document's constraints in the way; alsh has the
    /// cell's height from the start, so such a cell's stacks are made before the
    /// document's constraints, which gives that outcome (docs/UIKIT-RULES.md).
    private func isInRowCell(_ view: IBView) -> Bool {
        var id = parents[view.id]
        while let current = id, current != scene.root.id {
            if elements[current]?.element == "tableViewCell" { return true }
            id = parents[current]
        }
        return false
    }

    /// `stack NAME …` for a stack view, made after every view is declared.
    mutating func addStackLine(_ stack: IBStack, of view: IBView, name: String) {
        let arrangedNames = view.subviews.compactMap { names[$0.id] }
        var text = "stack \(name) axis \(stack.axis == .horizontal ? "h" : "v")"
        if stack.distribution != "fill" { text += " distribution \(stack.distribution)" }
        if stack.alignment != "fill" { text += " alignment \(stack.alignment)" }
        if stack.spacing != 0 { text += " spacing \(formatNumber(stack.spacing))" }
        if stack.marginsRelative { text += " margins on" }
        if stack.baselineRelative { text += " baseline on" }
        if stack.distribution == "fillProportionally" {
            for (sub, length) in currentLengths(view, axis: stack.axis) { text += " offer \(sub) \(formatNumber(length))" }
        }
        // A stack that arranges nothing is made too: UIKit gives it no constraints, so
        // its own constraints size it, and its layout margins are a stack's (0).
        text += " views" + arrangedNames.map { " " + $0 }.joined()
        let line = IBImport.Line(text: text, documentLine: view.line)
        if isInRowCell(view) { rowStackLines.append(line) } else { stackLines.append(line) }
    }

    /// What the arranged views of a fill-proportionally stack that have no intrinsic length
    /// and are not stacks offer it: UIKit fits them in the engine that holds them, which
    /// gives their current length, and a document's current lengths are its stored ones
    /// (docs/UIKIT-RULES.md).
    private func currentLengths(_ stack: IBView, axis: Axis) -> [(name: String, length: Double)] {
        stack.subviews.compactMap { sub in
            guard !sub.isHidden, sub.stack == nil, let frame = sub.frame, let name = names[sub.id] else { return nil }
            let intrinsic = intrinsicSize(sub, insets: .zero)
            let known = axis == .horizontal ? intrinsic?.width : intrinsic?.height
            guard known == nil else { return nil }
            return (name, axis == .horizontal ? frame.width : frame.height)
        }
    }

    /// A view controller whose view is a UIStackView: root is not a stack in alsh, so a
    /// stack the size of root, its mask following root's size as a controller's view
    /// follows its window, arranges root's subviews (docs/UIKIT-RULES.md).
    mutating func declareRootStack(_ rootFrame: Rect) {
        guard let stack = scene.root.stack else { return }
        let name = viewName(scene.root)
        let size = "\(formatNumber(rootFrame.width)) \(formatNumber(rootFrame.height))"
        add("view \(name) in \(Layout.rootName) frame 0 0 \(size) mask widthSizable heightSizable", line: scene.root.line)
        if stack.marginsRelative, let margins = scene.root.margins {
            add("margins \(name) \(formatNumber(margins.top)) \(formatNumber(margins.left)) \(formatNumber(margins.bottom)) \(formatNumber(margins.right))",
                line: scene.root.line)
        }
        result.views.append(IBImport.View(name: name, ref: scene.root.id, superview: Layout.rootName,
                                          storedFrame: Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height),
                                          isHidden: false))
        result.noteMessages.append(Message(.ibRootStack, name))
        for subview in scene.root.subviews { declare(subview, in: scene.root, superviewName: name) }
        addStackLine(stack, of: scene.root, name: name)
    }

    /// The arranged views whose baselines a stack reads: every one of a stack aligned by
    /// baselines or arranged between them, and those a stack whose baseline a constraint
    /// uses may vend (UIStackView's `viewForFirstBaselineLayout` is an arranged view's).
    mutating func addStackBaselineViews() {
        var pending = elements.values.filter { view in
            guard let stack = view.stack else { return false }
            return baselineViews.contains(view.id) || stack.alignment.lowercased().contains("baseline") || stack.baselineRelative
        }
        while let stack = pending.popLast() {
            for subview in stack.subviews where !baselineViews.contains(subview.id) {
                baselineViews.insert(subview.id)
                if subview.stack != nil { pending.append(subview) }
            }
        }
    }
}
