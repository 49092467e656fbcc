import Foundation
import Testing
@testable import Shell

/// What `export swift` and `export snapkit` write must be Swift: the compiler's parser
/// reads it without an error (types are UIKit's and SnapKit's, which this machine lacks, so
/// `-parse` checks the syntax only).
@Suite struct ExportParseTests {
    static let session = """
    root 390x844
    safearea 47 0 34 0
    view title
    intrinsic title 120 24
    hug title h 251
    title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
    title.leading = root.margins.leading
    stack rows axis vertical spacing 8 views wifi bluetooth
    stack rows spacing after wifi 12
    rows.top = title.bottom + 16
    H:|-[rows]-|
    hide bluetooth
    guide gap
    gap.top = rows.bottom
    gap.bottom = root.safeArea.bottom
    view done
    done.centerY = gap.centerY
    wide: done.width = 0.5 * root.width @750
    done.centerX = 1.5 * root.centerX @250
    done.height = 44
    view box frame 10 10 100 40 mask flexibleWidth flexibleBottomMargin
    a_sum: done.width + title.width = root.width
    deactivate wide
    """

    static func swiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { $0 + "/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: ["swift", "snapkit"])
    func exportParsesAsSwift(language: String) throws {
        let compiler = try #require(Self.swiftc(), "swiftc not found")
        let (session, output) = runScript(Self.session + "\nexport \(language)")
        #expect(!session.failed, "\(output.errors)")
        let code = try #require(output.text.range(of: "// alsh export").map { String(output.text[$0.lowerBound...]) })
        let folder = try TemporaryFolder()
        let file = folder.file("Export.swift", contents: code)
        let errors = folder.url.path + "/errors"
        let status = try ChildProcess.run(compiler, ["-parse", file.path], stderr: errors)
        let messages = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(status == 0, "\(messages)\n\(code)")
        // What cannot be one constraint is named, never dropped.
        #expect(code.contains("a_sum"))
    }

    @Test func swiftReadsAsHandWritten() throws {
        let (_, output) = runScript(Self.session + "\nexport swift --fragment")
        let code = output.text
        #expect(code.contains("view.addSubview(title)") && code.contains("rows.addArrangedSubview(arranged)"))
        #expect(!code.contains("view.addSubview(wifi)"))
        #expect(code.contains("view.addLayoutGuide(gap)"))
        // Unlabelled required constraints go straight into activate; ids alsh made up stay out.
        #expect(code.contains("    title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),"))
        #expect(!code.contains("identifier = \"c"))
        // A priority gets a name and UIKit's words; a label becomes the identifier.
        #expect(code.contains(".priority = .defaultLow"))
        #expect(code.contains("// inactive: wide"))
        #expect(code.components(separatedBy: "NSLayoutConstraint.activate(").count == 2)
    }

    @Test func snapKitGroupsByView() throws {
        let (_, output) = runScript(Self.session + "\nexport snapkit")
        let code = output.text
        #expect(code.contains("import SnapKit\n"))
        #expect(code.contains("done.snp.makeConstraints { make in"))
        #expect(code.contains("make.centerY.equalTo(gap.snp.centerY)"))
        // Root is reached from the subview's side only: its edges, margins and safe area.
        #expect(!code.contains("view.snp.makeConstraints"))
        #expect(code.contains("make.top.equalTo(view.safeAreaLayoutGuide).inset(8)"))
        #expect(code.contains("make.trailing.equalTo(view.layoutMarginsGuide)"))
        #expect(code.contains("make.centerX.equalToSuperview().multipliedBy(1.5).priority(.low)"))
        #expect(code.contains("make.height.equalTo(44)"))
        // Kept constraints are SnapKit's Constraint; a deactivated one is made, then deactivated.
        #expect(code.contains("private(set) var wide: Constraint!"))
        #expect(code.contains("wide = make.width.equalToSuperview().multipliedBy(0.5).priority(.high).labeled(\"wide\").constraint"))
        #expect(code.contains("wide.deactivate()"))
        // SnapKit sets translatesAutoresizingMaskIntoConstraints on the views it makes constraints for.
        #expect(!code.contains("done.translatesAutoresizingMaskIntoConstraints"))
    }
}
