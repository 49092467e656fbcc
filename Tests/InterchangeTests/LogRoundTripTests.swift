import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// `log` lists every constraint of a conflict that UIKit would list (autoresizing masks,
/// stacks' UISV-* constraints, each view by its class), and each block it prints imports
/// back to the same conflict: the same constraint broken, the same minimal set.
@Suite struct LogRoundTripTests {
    /// Each conflict's block imported alone; what differs, as sentences (empty: all round-trip).
    static func mismatches(_ layout: Layout) -> [String] {
        let writer = LogWriter(layout)
        var problems: [String] = []
        for conflict in layout.analyze().conflicts {
            let members = ([conflict.id] + conflict.conflictingWith).filter { !$0.hasPrefix("nonNegative:") }
            for id in members where writer.description(of: id) == nil { problems.append("\(id) is not written") }
            guard let block = writer.block(for: conflict.id) else {
                problems.append("no block for \(conflict.id)")
                continue
            }
            let report = LogImport().importText(block, into: Layout())
            if !report.problems.isEmpty { problems.append("\(conflict.id): \(report.problems.map(\.message))") }
            guard report.conflicts.count == 1, let imported = report.conflicts.first else {
                problems.append("\(conflict.id): \(report.conflicts.count) conflicts on import\n\(block)")
                continue
            }
            let key = { (id: String) in report.constraint(id: id)?.key ?? id }
            if key(imported.broken) != writer.address(ofConstraint: conflict.id) {
                problems.append("\(conflict.id): import broke \(imported.broken)\n\(block)")
            }
            let original = Set(members.map { writer.address(ofConstraint: $0) })
            let named = Set(([imported.broken] + imported.minimalSet).filter { !$0.hasPrefix("nonNegative:") }.map(key))
            if named != original { problems.append("\(conflict.id): set \(named) on import, \(original) in the session\n\(block)") }
        }
        return problems
    }

    /// The issue's example: a view made with a frame translates its mask; the log lists its
    /// mask's width with the width that cannot hold, and importing it finds the conflict.
    @Test func autoresizingConstraintsAreListed() throws {
        let layout = makeLayout(["view card frame 20 100 200 120", "card.width = 335"])
        let text = LogWriter(layout).log()
        #expect(text.contains("<NSAutoresizingMaskLayoutConstraint:0x"), "\(text)")
        #expect(text.contains("h=--& v=--& UIView:0x"), "\(text)")
        #expect(text.contains(".width == 200   (active)>"), "\(text)")
        let report = LogImport().importText(text, into: Layout())
        #expect(report.conflicts.count == 1, "\(report.lines.joined(separator: "\n"))")
        #expect(Self.mismatches(layout).isEmpty, "\(Self.mismatches(layout))")
    }

    /// A stack's own constraints carry UIKit's identifiers, the stack is a UIStackView and
    /// a view of a UIKit class is logged by it.
    @Test func stackConstraintsAndClassesAreListed() throws {
        let layout = Layout()
        try layout.addStack(StackSpec(name: "row", axis: .horizontal, spacing: 8, views: ["a", "b"]))
        try layout.setViewClass("a", "UILabel")
        for line in ["row.leading = root.leading", "row.width = 100", "a.width = 60", "b.width = 60"] {
            try layout.addConstraintLine(line)
        }
        let text = LogWriter(layout).log()
        #expect(text.contains("'UISV-spacing' UIView:0x") || text.contains("'UISV-spacing' UILabel:0x"), "\(text)")
        #expect(text.contains("'UISV-canvas-connection' UIStackView:0x"), "\(text)")
        #expect(text.contains("UILabel:0x"), "\(text)")
        #expect(Self.mismatches(layout).isEmpty, "\(Self.mismatches(layout))")
    }

    /// A flexible mask inside a superview whose size nothing decides yet holds the frame as
    /// given; the log writes it so (`height == 40`), not as following the superview, and
    /// the import finds the same conflict.
    @Test func aPendingMaskIsLoggedAsItStands() throws {
        let layout = Layout()
        try layout.declareView("card", in: Layout.rootName, frame: nil)
        try layout.declareView("inner", in: "card", frame: Rect(x: 0, y: 0, width: 100, height: 40))
        try layout.setAutoresizingMask("inner", [.flexibleHeight])
        try layout.addConstraintLine("inner.height = root.height - 40")
        let text = LogWriter(layout).log()
        #expect(text.contains("h=--& v=-&- UIView:0x7f8a1c400560.height == 40   (active)>"), "\(text)")
        #expect(Self.mismatches(layout).isEmpty, "\(Self.mismatches(layout))")
    }

    /// Random sessions (views made with frames and masks, stacks, constraints between
    /// edges, centers and sizes) until each conflicts: every block round-trips.
    @Test(arguments: 0..<100)
    func randomConflictingSessionsRoundTrip(_ seed: Int) throws {
        var random = SeededRandom(state: UInt64(seed) &* 7919 &+ 17)
        let layout = Layout()
        var names: [String] = []
        let masks: [AutoresizingMask] = [[], [.flexibleWidth], [.flexibleRightMargin, .flexibleBottomMargin],
                                        [.flexibleLeftMargin], [.flexibleWidth, .flexibleHeight]]
        for index in 0..<(2 + random.below(3)) {
            let name = "v\(index)"
            if random.below(2) == 0 {
                let frame = Rect(x: Double(10 * random.below(10)), y: Double(10 * random.below(20)),
                                 width: Double(20 + 10 * random.below(20)), height: Double(20 + 10 * random.below(10)))
                let parent = names.isEmpty || random.below(3) > 0 ? Layout.rootName : random.pick(names)
                try layout.declareView(name, in: parent, frame: frame)
                try layout.setAutoresizingMask(name, random.pick(masks))
            } else {
                try layout.declareView(name, in: Layout.rootName, frame: nil)
            }
            names.append(name)
        }
        if random.below(2) == 0 {
            let distribution: StackSpec.Distribution = random.pick([.fill, .fillEqually])
            try layout.addStack(StackSpec(name: "row", axis: random.pick([.horizontal, .vertical]),
                                          distribution: distribution, spacing: Double(4 * random.below(4)),
                                          views: ["s0", "s1"]))
            names += ["row", "s0", "s1"]
        }
        let horizontal: [Attribute] = [.leading, .trailing, .centerX, .width]
        let vertical: [Attribute] = [.top, .bottom, .centerY, .height]
        var tries = 0
        while layout.analyze().conflicts.isEmpty, tries < 40 {
            tries += 1
            let attributes = random.below(2) == 0 ? horizontal : vertical
            let a = random.pick(names), attribute = random.pick(attributes)
            let b = random.pick(names + [Layout.rootName]), other = random.pick(attributes)
            let constant = 10 * random.below(20) - 50
            let line: String
            if attribute.isSize, random.below(3) == 0 {
                line = "\(a).\(attribute.rawValue) = \(abs(constant) + 10)"
            } else if attribute.isSize != other.isSize || a == b {
                continue
            } else {
                let relation = random.pick(["=", "=", ">=", "<="])
                line = "\(a).\(attribute.rawValue) \(relation) \(b).\(other.rawValue) + \(constant)"
            }
            try? layout.addConstraintLine(line)
        }
        let mismatches = Self.mismatches(layout)
        #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.joined(separator: "\n"))")
    }

    /// A 300 × 400 scroll view with `body` in it, and `lines`.
    static func scrollLayout(_ lines: [String]) throws -> Layout {
        let layout = makeLayout(["view scroll", "view body in scroll"])
        try layout.setViewClass("scroll", "UIScrollView")
        for line in ["scroll.leading = root.leading", "scroll.width = 300", "scroll.top = root.top", "scroll.height = 400"] + lines {
            try layout.addConstraintLine(line)
        }
        return layout
    }

    /// A scroll view's content and frame guides are logged as UIKit names them
    /// (`_UIScrollViewLayoutGuide:0x… 'UIScrollView-contentLayoutGuide'`) and import back
    /// as the scroll view's content area and frame, not as plain views.
    @Test func scrollViewGuidesImportAsTheScrollViewsOwn() throws {
        let layout = try Self.scrollLayout([
            "body.leading = scroll.content.leading", "body.trailing = scroll.content.trailing",
            "body.top = scroll.content.top", "body.bottom = scroll.content.bottom",
            "body.width = scroll.frameGuide.width", "body.height = 1000", "body.width = 200",
        ])
        let text = LogWriter(layout).log()
        #expect(text.contains("'UIScrollView-frameLayoutGuide'"), "\(text)")
        let imported = Layout()
        let report = LogImport().importText(text, into: imported)
        #expect(report.conflicts.count == 1, "\(report.lines.joined(separator: "\n"))")
        let scroll = try #require(imported.viewNames.first { imported.isScrollView($0) })
        #expect(imported.allConstraints.contains { $0.text.contains("\(scroll).frameGuide.width") },
                "\(imported.allConstraints.map(\.text))")
        #expect(!imported.viewNames.contains { $0.hasPrefix("guide") }, "\(imported.viewNames)")
        #expect(report.lines.contains { $0.contains("frame layout guide of scroll view '\(scroll)'") }, "\(report.lines)")
        #expect(Self.mismatches(layout).isEmpty, "\(Self.mismatches(layout))")
    }

    /// The content guide: the body pinned to it and to the scroll view's frame at once. The
    /// set runs through the content area's origin rule, which the log lists as UIKit does
    /// ('UIScrollView-contentLayoutGuide-minY', the scroll view as `'|'`) and the import
    /// reads back as that rule, by its line, not as a second constraint beside it.
    @Test func theContentGuideImportsAsTheContentArea() throws {
        let layout = try Self.scrollLayout([
            "body.top = scroll.content.top", "body.top = scroll.top + 30", "body.leading = scroll.leading",
            "body.width = 10", "body.height = 10", "body.top = root.top + 50",
        ])
        let text = LogWriter(layout).log()
        #expect(text.contains("'UIScrollView-contentLayoutGuide-minY' V:|-(0)-[_UIScrollViewLayoutGuide:0x"), "\(text)")
        #expect(text.contains("names: '|':UIScrollView:0x"), "\(text)")
        let imported = Layout()
        let report = LogImport().importText(text, into: imported)
        #expect(imported.allConstraints.contains { $0.text.contains(".content.top") }, "\(imported.allConstraints.map(\.text))")
        #expect(!imported.allConstraints.contains { $0.id.hasPrefix("UIScrollView") }, "\(imported.allConstraints.map(\.id))")
        let origin = try #require(report.constraints.first { $0.ids.contains { $0.hasPrefix("content:") } })
        #expect(origin.key == LogWriter(layout).address(ofConstraint: "content:scroll.top"), "\(origin)")
        #expect(report.lines.contains { $0.contains("UIKit keeps a scroll view's content area at the scroll view's origin") },
                "\(report.lines.joined(separator: "\n"))")
        #expect(Self.mismatches(layout).isEmpty, "\(Self.mismatches(layout))")
    }

    /// With two scroll views and addresses of its own, the content guide's owner is the
    /// scroll view UIKit's origin rule names as `'|'`.
    @Test func theContentOriginRuleNamesTheGuidesScrollView() {
        let log = """
        (
            "<NSLayoutConstraint:0x6000001 'UIScrollView-contentLayoutGuide-minY' V:|-(0)-[_UIScrollViewLayoutGuide:0x7000009'UIScrollView-contentLayoutGuide']   (active, names: '|':UIScrollView:0x7000002 )>",
            "<NSLayoutConstraint:0x6000002 UIView:0x7000003.top == _UIScrollViewLayoutGuide:0x7000009'UIScrollView-contentLayoutGuide'.top + 10   (active)>",
            "<NSLayoutConstraint:0x6000003 UIView:0x7000003.top == UIScrollView:0x7000002.top + 20   (active)>",
            "<NSLayoutConstraint:0x6000004 UIScrollView:0x7000001.top == UIScrollView:0x7000002.top   (active)>"
        )
        """
        let imported = Layout()
        let report = LogImport().importText(log, into: imported)
        let owner = report.view(address: "0x7000002")?.name ?? "?"
        #expect(imported.allConstraints.contains { $0.text.contains("\(owner).content.top + 10") },
                "\(imported.allConstraints.map(\.text))")
        #expect(report.constraints.contains { $0.ids == ["content:\(owner).top"] && $0.line == 2 }, "\(report.lines)")
    }
}
