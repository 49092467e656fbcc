import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// `export swift|objc|vfl`: each constraint as code, nothing silently dropped.
@Suite struct ExportTests {
    static let fragment = ExportOptions(fragment: true)

    static let lines = [
        "view email label button",
        "H:|-[email]-|",
        "V:|-[email]-[label] alignAllLeading",
        "title_width: label.width == 0.4 * root.width + 8 @750",
        "label.height >= 24",
        "button.centerX == 1.5 * root.centerX",
        "button.width == button.height",
        "button.top == label.bottom + 8",
        "button.height == 44",
        "email.width + label.width == root.width - 40",
    ]

    /// The fragment form: these tests read the lines a `viewDidLoad` body holds.
    static func export(_ language: CodeLanguage, _ extra: [String] = []) -> String {
        CodeExporter(makeLayout(lines + extra), options: fragment).export(language)
    }

    @Test func swiftUsesAnchorsWithMultipliersIdentifiersAndPriorities() {
        let code = Self.export(.swift)
        #expect(code.contains("view.addSubview(email)"))
        #expect(code.contains("for subview in [email, label, button] {"))
        // Ids alsh made up stay out of the code: those constraints go straight into activate.
        // VFL's standard space to the superview's edge is its layout margin.
        #expect(code.contains("    email.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),"))
        #expect(code.contains("    view.layoutMarginsGuide.trailingAnchor.constraint(equalTo: email.trailingAnchor),"))
        #expect(!code.contains("let c1 ") && !code.contains("\"c1\""))
        // A label is a name and an identifier; a priority is UIKit's word for it.
        #expect(code.contains("let title_width = label.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.4, constant: 8)"))
        #expect(code.contains("title_width.identifier = \"title_width\""))
        #expect(code.contains("title_width.priority = .defaultHigh"))
        #expect(code.contains("label.heightAnchor.constraint(greaterThanOrEqualToConstant: 24)"))
        #expect(code.contains("NSLayoutConstraint(item: button, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 1.5, constant: 0)"))
        #expect(code.contains("button.widthAnchor.constraint(equalTo: button.heightAnchor)"))
        #expect(code.contains("button.heightAnchor.constraint(equalToConstant: 44)"))
        #expect(code.contains("// not expressible as one NSLayoutConstraint: c11: email.width + label.width == root.width - 40"))
        #expect(code.contains("NSLayoutConstraint.activate(["))
        #expect(code.contains("    title_width,"))
    }

    @Test func swiftKeepsMarginsAsTheMarginsGuide() {
        let code = CodeExporter(makeLayout(["view a", "a.leading == root.leadingMargin", "a.centerY == root.centerYWithinMargins"]), options: Self.fragment).export(.swift)
        #expect(code.contains("a.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)"))
        #expect(code.contains("a.centerYAnchor.constraint(equalTo: view.layoutMarginsGuide.centerYAnchor)"))
    }

    @Test func objcKeepsIntactVisualFormatsAndWritesTheRestItemByItem() {
        let code = Self.export(.objc)
        #expect(code.contains("[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|-[email]-|\" options:0 metrics:nil views:views];"))
        #expect(code.contains("[NSLayoutConstraint constraintsWithVisualFormat:@\"V:|-[email]-[label]\" options:NSLayoutFormatAlignAllLeading metrics:nil views:views];"))
        #expect(code.contains("NSDictionary<NSString *, id> *views = @{@\"email\": self.email, @\"label\": self.label};"))
        #expect(code.contains("[NSLayoutConstraint constraintWithItem:self.label attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeWidth multiplier:0.4 constant:8];"))
        #expect(code.contains("constraint_title_width.priority = UILayoutPriorityDefaultHigh;"))
        #expect(code.contains("constraint_title_width.identifier = @\"title_width\";"))
        #expect(!code.contains("identifier = @\"g1\"") && !code.contains("constraint_c"))
        #expect(code.contains("[NSLayoutConstraint constraintWithItem:self.button attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:44]"))
        #expect(code.contains("// not expressible as one NSLayoutConstraint: c11:"))
        #expect(code.contains("[NSLayoutConstraint activateConstraints:constraints];"))
    }

    @Test func objcSplitsAGroupWhoseMemberChanged() throws {
        let layout = makeLayout(Self.lines)
        try layout.setConstant("c1", 30)
        let code = CodeExporter(layout, options: Self.fragment).export(.objc)
        #expect(!code.contains("@\"H:|-[email]-|\""))
        #expect(code.contains("constraintWithItem:self.email attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeLeadingMargin multiplier:1 constant:30]"))
        #expect(code.contains("@\"V:|-[email]-[label]\""))
    }

    @Test func objcUsesIvarsForUnderscoreNames() {
        let code = CodeExporter(makeLayout(["view _textFieldEmail", "_textFieldEmail.height == 30"]), options: Self.fragment).export(.objc)
        #expect(code.contains("constraintWithItem:_textFieldEmail attribute:NSLayoutAttributeHeight"))
        #expect(code.contains("_textFieldEmail.translatesAutoresizingMaskIntoConstraints = NO;"))
    }

    @Test func vflWritesWhatItCanAndNamesTheRest() {
        let code = Self.export(.vfl)
        #expect(code.contains("g1: H:|-[email]-|"))
        #expect(code.contains("g2: V:|-[email]-[label] alignAllLeading"))
        #expect(code.contains("c6: V:[label(>=24)]"))
        #expect(code.contains("# not expressible in VFL: title_width: label.width == 0.4 * root.width + 8 @750"))
        #expect(code.contains("# not expressible in VFL: c7: button.centerX == 1.5 * root.centerX"))
        #expect(code.contains("c9: V:[label]-8-[button]"))
        #expect(code.contains("c10: V:[button(44)]"))
        #expect(code.contains("# not expressible in VFL: c11: email.width + label.width == root.width - 40"))
    }

    @Test func vflEdgesAndPriorities() {
        let code = CodeExporter(makeLayout([
            "view a b", "a.leading >= root.leading + 16 @750", "a.trailing == root.trailing - 20",
            "b.width == a.width @300", "b.top == root.top", "root.leading == b.leading - 4",
            "root.top >= a.top - 30",
        ])).export(.vfl)
        #expect(code.contains("c1: H:|-(>=16@750)-[a]"))
        #expect(code.contains("c2: H:[a]-20-|"))
        #expect(code.contains("c3: H:[b(==a@300)]"))
        #expect(code.contains("c4: V:|-0-[b]"))
        #expect(code.contains("c5: H:|-4-[b]"))
        #expect(code.contains("c6: V:|-(<=30)-[a]"))
    }

    @Test func inactiveAndAutoresizingAreKept() throws {
        let layout = makeLayout(["view box frame 10 20 100 50", "view a", "a.width == 10", "a.height == 20"])
        try layout.deactivate("c2")
        let swift = CodeExporter(layout, options: Self.fragment).export(.swift)
        // A view made in code translates its mask already: its frame is all it needs.
        #expect(swift.contains("view.addSubview(box)"))
        #expect(!swift.contains("box.translatesAutoresizingMaskIntoConstraints"))
        #expect(swift.contains("box.frame = CGRect(x: 10, y: 20, width: 100, height: 50)"))
        #expect(swift.contains("// inactive: c2: a.height == 20"))
        #expect(CodeExporter(layout).export(.vfl).contains("# inactive: c2: a.height == 20"))
    }

    /// Every user constraint appears in every export: by its id (a label, a comment, a
    /// VFL group), or, in Swift, as its own anchor expression.
    @Test func nothingIsDropped() {
        let layout = makeLayout(Self.lines)
        // The whole file and the fragment alike.
        for fragment in [false, true] {
            let exporter = CodeExporter(layout, options: ExportOptions(fragment: fragment))
            for language in CodeLanguage.allCases {
                let code = exporter.export(language)
                for constraint in layout.constraints {
                    var found = code.contains("\"\(constraint.id)\"") || code.contains("\(constraint.id):")
                        || constraint.group.map { code.contains("\"\($0)\"") || code.contains("\($0):") || code.contains("*\($0) = ") } == true
                    if language == .swift, let record = layout.records[constraint.id],
                       let expression = exporter.swiftExpression(record) {
                        found = found || code.contains(expression)
                    }
                    if language == .objc, let record = layout.records[constraint.id],
                       let expression = exporter.objcExpression(record) {
                        found = found || code.contains(expression)
                    }
                    if language == .objc, let record = layout.records[constraint.id], let c = record.canonical,
                       let first = c.lhs.first {
                        // Unnamed constraints are written in place: find the item, the attribute
                        // and the constant in one constraintWithItem: line.
                        let attribute = "attribute:NSLayoutAttribute" + first.attribute.rawValue.prefix(1).uppercased()
                            + first.attribute.rawValue.dropFirst()
                        found = found || code.components(separatedBy: "\n").contains {
                            $0.contains("constraintWithItem:\(first.view == "root" ? "self.view" : "self." + first.view) \(attribute) ")
                                && $0.contains("constant:\(formatNumber(c.constant))]")
                        }
                    }
                    if language != .snapkit { #expect(found, "\(constraint.id) missing from \(language), fragment: \(fragment)") }
                }
            }
        }
        let exporter = CodeExporter(layout)
        // SnapKit: one `make.` line per expressible constraint, the rest named in comments.
        let snapKit = exporter.export(.snapkit)
        let lines = snapKit.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(lines.filter { $0.hasPrefix("make.") || $0.contains(" = make.") }.count + lines.filter { $0.hasPrefix("// not expressible") }.count
                == layout.constraints.count)
    }
}

/// Guides in exported code: UILayoutGuide with addLayoutGuide, built-in guides by their
/// UIKit property names, and no visual format for either.
@Suite struct GuideExportTests {
    static func export(_ language: CodeLanguage, fragment: Bool = false) throws -> String {
        let layout = makeLayout(["view a"])
        try layout.declareGuide("gap", in: "root")
        for line in ["gap.left = root.safeArea.left", "gap.top = root.readableContent.top", "a.top = gap.bottom + 8"] {
            try layout.addConstraintLine(line)
        }
        return CodeExporter(layout, options: ExportOptions(fragment: fragment)).export(language)
    }

    @Test func swift() throws {
        let code = try Self.export(.swift)
        #expect(code.contains("a.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(code.contains("view.addLayoutGuide(gap)"))
        #expect(code.contains("    gap.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor),"))
        #expect(code.contains("    gap.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),"))
    }

    @Test func objcAndVFL() throws {
        let objc = try Self.export(.objc, fragment: true)
        #expect(objc.contains("[self.view addLayoutGuide:self.gap];"))
        #expect(objc.contains("toItem:self.view.safeAreaLayoutGuide attribute:NSLayoutAttributeLeft"))
        #expect(!objc.contains("self.gap.translatesAutoresizingMaskIntoConstraints"))
        let vfl = try Self.export(.vfl)
        #expect(vfl.contains("# not expressible in VFL: c1: gap.left == root.safeArea.left"))
        #expect(vfl.contains("# not expressible in VFL: c3: a.top == gap.bottom + 8"))
    }
}

/// Exported multipliers read back to the same double (issue 15: `1e-9 * b.width` was
/// exported as `multiplier: 0`; multipliers are now within `Layout.coefficientSpread`).
@Suite struct ExactExportTests {
    @Test(arguments: [1.0001e-4, 1.000000001, 1.0 / 3.0, 0.1 + 0.2, 1234.56789, 2.0, -0.5])
    func multipliersAreWrittenExactly(multiplier: Double) throws {
        let layout = makeLayout(["view b c"])
        try layout.addConstraintLine("c.width = \(multiplier) * b.width + \(multiplier)")
        let code = CodeExporter(layout).export(.swift)
        #expect(code.contains("multiplier: \(formatExact(multiplier))") || multiplier == 1)
    }
}
