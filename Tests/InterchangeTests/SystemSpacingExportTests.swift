import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// `constraint(equalToSystemSpacingAfter: …, multiplier: 2)` is remembered as the system
/// spacing, not as the 16 points it comes to here, and exported as the same call.
@Suite struct SystemSpacingExportTests {
    static let lines = [
        "view a b",
        "b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)",
        "b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5)",
    ]

    @Test func theParserKeepsTheMultiplier() throws {
        let (_, syntax) = try ConstraintParser.parseLine(Self.lines[1], context: ParseContext(viewNames: ["a", "b"], metrics: [:]))
        guard case .formula(let constraint) = syntax else { Issue.record("not one constraint"); return }
        #expect(constraint.systemSpacingMultiplier == 2)
        let (_, plain) = try ConstraintParser.parseLine("b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 16)", context: ParseContext(viewNames: ["a", "b"], metrics: [:]))
        guard case .formula(let other) = plain else { Issue.record("not one constraint"); return }
        #expect(other.systemSpacingMultiplier == nil)
    }

    @Test func swiftWritesTheSystemSpacingCall() {
        let layout = makeLayout(Self.lines)
        #expect(layout.records["c1"]?.systemSpacingMultiplier == 2)
        let code = CodeExporter(layout).export(.swift)
        #expect(code.contains("b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),"))
        #expect(code.contains("b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5),"))
        #expect(!code.contains("constant: 16") && !code.contains("constant: 12"))
    }

    /// A constant set since is no longer the system spacing: the export says the number.
    @Test func aChangedConstantIsWrittenAsItIs() throws {
        let layout = makeLayout(Self.lines)
        try layout.setConstant("c1", 20)
        let code = CodeExporter(layout).export(.swift)
        #expect(code.contains("b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20),"))
        #expect(code.contains("greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5"))
    }

    /// The same 16 points typed as a formula are a constant, not the system spacing.
    @Test func aTypedConstantStaysAConstant() {
        let code = CodeExporter(makeLayout(["view a b", "b.leading == a.trailing + 16"])).export(.swift)
        #expect(code.contains("b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 16),"))
    }
}
