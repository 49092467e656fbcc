import AutoLayout
import Messages

/// The effects only pasted Swift has: a view the code made, joining the layout with its
/// class and settings; a view arranged in a stack; a setting on a view. Each is applied to
/// the layout and returns the alsh lines that replay it (`view`, `class`, `stack`, `hug`,
/// `resist`, `hide`, `autoresizing`), so the log never needs the code again.
extension Session {
    /// Runs `body`, moving an error it throws to `range` of the pasted code.
    func located<T>(_ range: SourceRange, _ body: () throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        do throws(Diagnostic) {
            return try body()
        } catch {
            throw Diagnostic(error.kind, at: range)
        }
    }

    /// A made view: declared in `superview` (with its frame when it translates its
    /// autoresizing mask, as UIKit's views made in code do until told not to), then its
    /// class, its stack and the settings the code made before adding it.
    func applyMade(_ name: String, in superview: String, _ made: MadeView) throws(Diagnostic) -> [String] {
        let frame = made.translates ? (made.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)) : nil
        try layout.declareView(name, in: superview, frame: frame)
        var lines = [superview == Layout.rootName ? "view \(name)" : "view \(name) in \(superview)"]
        if let frame {
            lines[0] += " frame \(formatNumber(frame.x)) \(formatNumber(frame.y)) \(formatNumber(frame.width)) \(formatNumber(frame.height))"
        }
        if let uikitClass = made.uikitClass, made.stack == nil, uikitClass != "UIView" {
            try layout.setViewClass(name, uikitClass)
            lines.append("class \(name) \(uikitClass)")
        }
        if let values = made.stack { lines += try makeStack(name, values) }
        for setting in made.settings { lines += try applySetting(setting, to: name) }
        return lines
    }

    /// `stack NAME … views` with UIKit's defaults where the code set nothing.
    private func makeStack(_ name: String, _ values: StackValues) throws(Diagnostic) -> [String] {
        let spec = StackSpec(name: name, axis: values.axis ?? .horizontal, distribution: values.distribution ?? .fill,
                             alignment: values.alignment ?? .fill, spacing: values.spacing ?? 0, views: [],
                             marginsRelative: values.marginsRelative ?? false, baselineRelative: values.baselineRelative ?? false)
        try layout.addStack(spec)
        var line = "stack \(name) axis \(spec.axis.rawValue) distribution \(spec.distribution.rawValue)"
        line += " alignment \(spec.alignment.rawValue) spacing \(formatNumber(spec.spacing))"
        if spec.marginsRelative { line += " margins on" }
        if spec.baselineRelative { line += " baseline on" }
        return [line + " views"]
    }

    /// addArrangedSubview: a view that is no stack yet becomes one (only a UIStackView has
    /// the method), then arranges `view`.
    func applyArrange(_ view: String, in stack: String, at index: Int?) throws(Diagnostic) -> [String] {
        var lines: [String] = []
        if layout.stack(stack) == nil { lines += try makeStack(stack, StackValues()) }
        try layout.arrange(view, in: stack, at: index)
        lines.append("stack \(stack) add \(view)" + (index.map { " at \($0)" } ?? ""))
        return lines
    }

    func applySetting(_ setting: ViewSetting, to view: String) throws(Diagnostic) -> [String] {
        switch setting {
        case .translates(let on):
            guard on != (layout.autoresizing(of: view) != nil) else { return [] }
            try layout.setTranslatesAutoresizingMask(view, on)
            return ["autoresizing \(view) \(on ? "on" : "off")"]
        case .hugging(let axis, let priority):
            try layout.setHugging(view, axis, priority)
            return ["hug \(view) \(axis == .horizontal ? "h" : "v") \(formatNumber(priority))"]
        case .resistance(let axis, let priority):
            try layout.setResistance(view, axis, priority)
            return ["resist \(view) \(axis == .horizontal ? "h" : "v") \(formatNumber(priority))"]
        case .hidden(let hidden):
            guard layout.isHidden(view) != hidden else { return [] }
            try layout.setHidden(view, hidden)
            return ["\(hidden ? "hide" : "unhide") \(view)"]
        case .margins(let top, let left, let bottom, let right, let directional):
            return try applyMargins(view, top: top, left: left, bottom: bottom, right: right, directional: directional)
        case .stack(let values):
            guard layout.stack(view) != nil else { return try makeStack(view, values) }
            let settings = StackSettings(axis: values.axis, distribution: values.distribution, alignment: values.alignment,
                                         spacing: values.spacing, marginsRelative: values.marginsRelative,
                                         baselineRelative: values.baselineRelative)
            try layout.updateStack(view, settings)
            var words: [String] = []
            if let axis = values.axis { words.append("axis \(axis.rawValue)") }
            if let distribution = values.distribution { words.append("distribution \(distribution.rawValue)") }
            if let alignment = values.alignment { words.append("alignment \(alignment.rawValue)") }
            if let spacing = values.spacing { words.append("spacing \(formatNumber(spacing))") }
            if let on = values.marginsRelative { words.append("margins \(on ? "on" : "off")") }
            if let on = values.baselineRelative { words.append("baseline \(on ? "on" : "off")") }
            return ["stack \(view) " + words.joined(separator: " ")]
        }
    }

    /// `margins VIEW T L B R`: the sides the code set, the others as set before or as
    /// UIKit starts them (8; a stack view 0; root 0, which its system minimum then raises on
    /// the sides). `margins` takes leading and trailing; UIEdgeInsets' left and right swap
    /// for them right to left.
    private func applyMargins(_ view: String, top: Double?, left: Double?, bottom: Double?, right: Double?,
                              directional: Bool) throws(Diagnostic) -> [String] {
        let starts = view == Layout.rootName || layout.stack(view) != nil ? Margins.zero : Margins.standard
        let now = layout.info(of: view)?.explicitMargins ?? starts
        let flips = !directional && layout.direction == .rightToLeft
        let leading = flips ? right : left, trailing = flips ? left : right
        let margins = Margins(top: top ?? now.top, left: leading ?? now.left, bottom: bottom ?? now.bottom, right: trailing ?? now.right)
        try layout.setMargins(view, top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
        let numbers = [margins.top, margins.left, margins.bottom, margins.right].map(formatNumber).joined(separator: " ")
        return ["margins \(view) \(numbers)"]
    }
}
