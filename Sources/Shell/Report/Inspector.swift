import AutoLayout
import Messages

/// What the inspection commands print: `frames`, `show`, `constraints`, `why`.
struct Inspector {
    let layout: Layout
    let style: Style
    var language: Language = .en

    /// Every view under its superview, indented, with ambiguous components marked.
    func frames() -> String {
        let analysis = layout.analyze()
        var rows: [(name: String, frame: String, note: String)] = []
        func visit(_ view: String, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let ambiguous = analysis.ambiguousComponents(of: view).map(\.rawValue)
            var note = ambiguous.isEmpty ? "" : style.warning(language.words(.ambiguousList, ambiguous.joined(separator: ", ")))
            if layout.isGuide(view) { note = style.dim(language.words(.guideMark)) + (note.isEmpty ? "" : "  " + note) }
            if layout.isHidden(view) { note = style.dim(language.words(.hiddenMark)) + (note.isEmpty ? "" : "  " + note) }
            rows.append((indent + view, Format.frame(layout.frame(of: view)), note))
            for child in layout.subviews(of: view) { visit(child, depth: depth + 1) }
        }
        visit(Layout.rootName, depth: 0)
        let width = rows.map(\.name.displayWidth).max() ?? 0
        return rows.map { row in
            let line = row.name.padded(toWidth: width + 2) + row.frame
            return row.note.isEmpty ? line : line + "  " + row.note
        }.joined(separator: "\n")
    }

    /// The frame, then per axis the constraints affecting the view and where they live.
    func show(_ view: String) -> String {
        var lines = ["\(view): \(Format.frame(layout.frame(of: view)))"
                     + (layout.superview(of: view).map { " " + language.words(.inSuperview, $0) } ?? "")
                     + (layout.ref(of: view).map { "  ref \($0)" } ?? "")
                     + (layout.isHidden(view) ? "  " + style.dim(language.words(.hiddenMark)) : "")]
        if let line = autoresizingLine(view) { lines.append(line) }
        let insets = layout.alignmentInsets(of: view)
        if !insets.isZero {
            lines.append("  " + language.words(.alignmentInsetsLine, [insets.top, insets.left, insets.bottom, insets.right]
                .map(Format.number).joined(separator: " ")))
        }
        if let line = fontLine(view) { lines.append(line) }
        let ambiguous = layout.analyze().ambiguousComponents(of: view).map(\.rawValue)
        if !ambiguous.isEmpty {
            lines.append(style.warning("  " + language.words(.ambiguousList, ambiguous.joined(separator: ", "))))
        }
        lines += guideLines(view)
        let affecting = layout.constraintsAffecting(view)
        for (title, list) in [(MessageKey.horizontalHeading, affecting.horizontal), (.verticalHeading, affecting.vertical)] {
            let shown = list.filter(isWorthShowing)
            lines.append("  " + language.words(title) + ":" + (shown.isEmpty ? " " + language.words(.noneMark) : ""))
            lines += table(shown, indent: "    ", installed: true)
        }
        return lines.joined(separator: "\n")
    }

    /// `  font body: first baseline 16.187 below its top, last baseline 16.187`, at the
    /// view's present height (a button's follow its centre).
    private func fontLine(_ view: String) -> String? {
        guard let font = layout.font(of: view), let info = layout.info(of: view),
              let baselines = info.baselines else { return nil }
        let insets = info.alignmentInsets
        let height = layout.frame(of: view).height - insets.top - insets.bottom
        let offsets = [false, true].map { insets.top + baselines.offset(last: $0, height: height) }
        return "  " + language.words(.fontLine, font.words, Format.number(offsets[0]),
                                     Format.number(offsets[1]))
    }

    /// `  autoresizing: h=-&- v=--& (flexibleWidth), from frame 10 10 100 50 in 375x667`;
    /// nothing for a view that uses constraints only and has no mask.
    private func autoresizingLine(_ view: String) -> String? {
        if let basis = layout.autoresizing(of: view) {
            return "  " + language.words(.autoresizingFromFrame, "\(basis.mask)", Format.frame(basis.frame),
                                "\(Format.number(basis.superviewWidth))x\(Format.number(basis.superviewHeight))")
        }
        guard let mask = layout.autoresizingMask(of: view), !mask.isEmpty else { return nil }
        return "  " + language.words(.autoresizingOffKept, "\(mask)")
    }

    /// The user's constraints in id order; a VFL group's members under its source line.
    func constraints() -> String {
        let all = layout.constraints
        guard !all.isEmpty else { return language.words(.noConstraints) }
        var lines: [String] = []
        var shownGroups = Set<String>()
        let widths = (all.map(\.id.displayWidth).max() ?? 0, all.map(\.text.displayWidth).max() ?? 0)
        var index = 0
        while index < all.count {
            guard let group = all[index].group, let vfl = layout.group(group) else {
                lines += table([all[index]], indent: "", installed: false, widths: widths)
                index += 1
                continue
            }
            let members = all.filter { $0.group == group }
            if shownGroups.insert(group).inserted {
                lines.append(style.bold("\(group): \(vfl.source)"))
                lines += table(members, indent: "  ", installed: false, widths: widths)
            }
            index += 1
        }
        return lines.joined(separator: "\n")
    }

    /// The value and its one cause: the chain of constraints to root's constants, the
    /// range and what bounds it, the group it floats with, a tie, or nothing at all. Then
    /// the other constraints on the axis, which do not decide it.
    func why(_ explanation: AttributeExplanation, as name: String) -> String {
        let value = "\(name) = \(Format.number(explanation.value))"
        var lines: [String] = []
        var cited: [String] = []
        switch explanation.reason {
        case .chain(let ids, let givens):
            cited = ids
            lines.append(value + (ids.isEmpty ? "" : language.words(.whyBecause)))
            lines += table(ids.compactMap(layout.constraint), indent: "  ", installed: false)
            if !givens.isEmpty {
                lines.append("  " + language.words(.whyAndGivens, givens.map { "\($0.attribute) = \(Format.number($0.value))" }
                    .joined(separator: ", ")))
            }
        case .range(let lower, let upper, let bounds):
            cited = bounds
            lines.append(value + style.warning(language.words(.whyAmbiguous, Format.range(lower, upper, in: language))))
            let named = bounds.filter { !layout.isNonNegative($0) }
            var by = named.isEmpty ? [] : [Format.idList(named)]
            if named.count < bounds.count { by.append(language.words(.sizesNonNegative)) }
            // With no limit on either side, these relate it to the rest without bounding it.
            let verb: MessageKey = lower == nil && upper == nil ? .whyRelatedBy : .whyBoundedBy
            if !by.isEmpty { lines.append("  " + language.words(verb, by.joined(separator: language.words(.andSeparator)))) }
            lines += table(named.compactMap(layout.constraint), indent: "    ", installed: false)
        case .floating(let ids, let views):
            cited = ids
            lines.append(value + style.warning(language.words(.whyAmbiguous, Format.range(nil, nil, in: language))))
            // Constraints on the view alone (its intrinsic size, a fixed width) tie it to no
            // other view: say so, rather than "ties it to" an empty list.
            if views.isEmpty {
                lines.append("  " + language.words(ids.count == 1 ? .whyFloatingAloneOne : .whyFloatingAloneMany, Format.idList(ids)))
            } else {
                lines.append("  " + language.words(ids.count == 1 ? (views.count == 1 ? .whyFloatingOneOne : .whyFloatingOneMany)
                                                          : (views.count == 1 ? .whyFloatingManyOne : .whyFloatingManyMany),
                                          Format.idList(ids), views.joined(separator: ", ")))
            }
            lines += table(ids.compactMap(layout.constraint), indent: "    ", installed: false)
        case .tie(let lower, let upper, let priority, let ids):
            cited = ids
            lines.append(value + style.warning(language.words(.whyAmbiguous, Format.range(lower, upper, in: language))))
            lines.append("  " + language.words(ids.count == 2 ? .whyTieEither : .whyTieAny, Format.idList(ids), Format.number(priority)))
            lines += table(ids.compactMap(layout.constraint), indent: "    ", installed: false)
        case .unconstrained:
            lines.append(value + style.warning(language.words(.whyAmbiguous, Format.nothingConstrains(in: language))))
        }
        let others = explanation.constraints.filter { !cited.contains($0.id) && isWorthShowing($0) }
        if !others.isEmpty {
            lines.append("  " + language.words(.alsoOnThisAxis))
            lines += table(others, indent: "    ", installed: false)
        }
        return lines.joined(separator: "\n")
    }

    /// A guide says so; a view gives its margins (and why they are what they are), and,
    /// where they say something (root, or a view the safe area reaches), its safe area
    /// insets and its three guides' frames: on every other view they only repeat the frame.
    private func guideLines(_ view: String) -> [String] {
        guard let info = layout.info(of: view) else { return [] }
        if info.isGuide { return ["  " + language.words(.guideOwnedBy, info.superview ?? Layout.rootName)] }
        var rules: [String] = []
        if let uikitClass = info.uikitClass { rules.append(uikitClass) }
        if let explicit = info.explicitMargins { rules.append(language.words(.marginsSetTo, Format.insets(explicit))) } else { rules.append(language.words(.marginsUIKits)) }
        if !info.marginsFromSafeArea { rules.append(language.words(.marginsNotFromSafeArea)) }
        if info.preservesSuperviewMargins { rules.append(language.words(.marginsPreserving)) }
        var lines = ["  " + language.words(.marginsLine, Format.insets(info.margins), rules.joined(separator: ", "))]
        guard view == Layout.rootName || info.safeAreaInsets != .zero else { return lines + unsettled(view) }
        lines.append("  " + language.words(.safeAreaInsetsLine, Format.insets(info.safeAreaInsets)))
        for guide in BuiltInGuide.allCases where !guide.isScrollViewGuide || layout.isScrollView(view) {
            guard let frame = layout.guideFrame(of: view, guide) else { continue }
            lines.append("  \(view).\(guide.rawValue): \(Format.frame(frame))")
        }
        return lines + unsettled(view)
    }

    private func unsettled(_ view: String) -> [String] {
        guard layout.unsettledGuides.contains(view) else { return [] }
        return [style.warning("  " + language.words(.guidesCycle))]
    }

    /// The always-there `width >= 0` and root's own constraints would bury the rest.
    private func isWorthShowing(_ info: LayoutConstraintInfo) -> Bool {
        switch info.origin {
        case .nonNegativeSize, .rootOrigin: info.state == .broken || !info.satisfied
        default: true
        }
    }

    /// `c3  email.top == root.top + 20  (on root)  inactive`, ids aligned.
    private func table(_ list: [LayoutConstraintInfo], indent: String, installed: Bool,
                       widths: (Int, Int)? = nil) -> [String] {
        let width = widths?.0 ?? list.map(\.id.displayWidth).max() ?? 0
        let textWidth = widths?.1 ?? list.map(\.text.displayWidth).max() ?? 0
        return list.map { info in
            var line = indent + info.id.padded(toWidth: width + 2)
            let notes = self.notes(info, installed: installed)
            line += notes.isEmpty ? info.text : info.text.padded(toWidth: textWidth + 2) + notes
            return line
        }
    }

    private func notes(_ info: LayoutConstraintInfo, installed: Bool) -> String {
        var notes: [String] = []
        if installed, let view = info.installedOn { notes.append(language.words(.installedOn, view)) }
        switch info.state {
        case .inactive: notes.append(style.dim(language.words(.inactiveMark)))
        case .broken:
            let reason = info.conflict.isEmpty
                ? Message(.brokenBecause, [.message(layout.brokenReason(info.id))]).text(in: language)
                : language.words(.brokenConflictsWith, info.conflict.joined(separator: ", "))
            notes.append(style.error(reason))
        case .active where !info.satisfied:
            notes.append(style.warning(language.words(.givesWayByAmount, Format.number(layout.givesWay(info.id) ?? 0))))
        case .active: break
        }
        if !info.isAppleExpressible { notes.append(style.dim(language.words(.notOneNSLayoutConstraint))) }
        if let ref = layout.ref(of: info.id) { notes.append(style.dim("ref \(ref)")) }
        return notes.joined(separator: "  ")
    }
}
