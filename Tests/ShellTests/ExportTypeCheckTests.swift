import Foundation
import Interchange
import Testing
@testable import Shell

/// Every export of every example and golden transcript type-checks against a stub of
/// UIKit's API (Tests/Stubs/UIKit.swift, written from Apple's documentation): what
/// `swiftc -typecheck` refuses here, Xcode would refuse too. The stub is shown to be strict
/// first: lines UIKit refuses fail against it. The stub is built once a run, and each
/// check is one swiftc run over all its files (the machine may have two cores).
@Suite(.serialized) struct ExportTypeCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// swiftc beside the toolchain running the tests, or on PATH.
    static let swiftc: String? = {
        let candidates = ["/opt/swift/usr/bin/swiftc"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The stubs built once a run as the modules `UIKit` and `SnapKit` (on UIKit), in the
    /// package's build folder (kept there, so no run leaves a temporary folder behind).
    static let stub: Result<String, StubError> = {
        guard let swiftc else { return .failure(StubError(text: "no swiftc found")) }
        let folder = root.appendingPathComponent(".build/export-stubs").path
        let log = folder + "/stub.log"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for module in ["UIKit", "SnapKit"] {
                let status = try ChildProcess.run(swiftc, [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-I", folder,
                    root.appendingPathComponent("Tests/Stubs/\(module).swift").path,
                    "-o", folder + "/\(module).swiftmodule",
                ], stdout: log, stderr: log)
                guard status == 0 else {
                    return .failure(StubError(text: (try? String(contentsOfFile: log, encoding: .utf8)) ?? "\(module) stub failed"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(StubError(text: "\(error)"))
        }
    }()

    struct StubError: Error, Sendable { var text: String }

    /// `swiftc -typecheck` on the files, in one run; the status and what it said.
    static func typecheck(_ files: [String: String]) throws -> (Int32, String) {
        let modules = try stub.get()
        let work = try TemporaryFolder()
        let paths = files.sorted { $0.key < $1.key }.map { work.file($0.key, contents: $0.value).path }
        let log = work.url.appendingPathComponent("typecheck.log").path
        let status = try ChildProcess.run(try #require(swiftc),
                                          ["-typecheck", "-continue-building-after-errors", "-parse-as-library", "-I", modules] + paths,
                                          stdout: log, stderr: log)
        return (status, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    /// Lines UIKit refuses, with a word swiftc's error names. Each is a file of its own in
    /// one swiftc run, beside one that UIKit takes.
    static let refused = [
        ("centerx-multiplier", "a.centerXAnchor.constraint(equalTo: b.centerXAnchor, multiplier: 2)", "multiplier"),
        ("priority-literal", "{ let c = a.widthAnchor.constraint(equalToConstant: 8); c.priority = 750; return c }()", "UILayoutPriority"),
        ("mixed-axes", "a.leadingAnchor.constraint(equalTo: b.topAnchor)", "NSLayoutYAxisAnchor"),
        ("string-constant", "a.widthAnchor.constraint(equalTo: b.heightAnchor, constant: \"8\")", "String"),
    ]

    /// SnapKit's chain refuses an offset after a priority (or a label).
    static let refusedBySnapKit = [
        ("snapkit-offset-after-priority", "make.width.equalTo(b.snp.width).priority(.high).offset(8)", "offset"),
        ("snapkit-offset-after-label", "make.top.equalTo(b.snp.bottom).labeled(\"x\").offset(8)", "offset"),
    ]

    static func function(_ name: String, _ line: String) -> String {
        "import UIKit\n@MainActor func make_\(name.replacingOccurrences(of: "-", with: "_"))(a: UIView, b: UIView) -> NSLayoutConstraint {\n    \(line)\n}\n"
    }

    static func snapKitFunction(_ name: String, _ line: String) -> String {
        "import UIKit\nimport SnapKit\n@MainActor func make_\(name.replacingOccurrences(of: "-", with: "_"))(a: UIView, b: UIView) {\n    a.snp.makeConstraints { make in\n        \(line)\n    }\n}\n"
    }

    @Test func stubRefusesWhatUIKitRefuses() throws {
        var files = ["good.swift": Self.function("good", "a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)"),
                     "good-snapkit.swift": Self.snapKitFunction("good_snapkit", "make.top.equalTo(b.snp.bottom).offset(8).priority(.high).labeled(\"x\")")]
        for (name, line, _) in Self.refused { files["\(name).swift"] = Self.function(name, line) }
        for (name, line, _) in Self.refusedBySnapKit { files["\(name).swift"] = Self.snapKitFunction(name, line) }
        let (status, said) = try Self.typecheck(files)
        #expect(status != 0)
        let errors = said.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.contains { $0.contains("/good.swift:") || $0.contains("/good-snapkit.swift:") }, "\(said)")
        for (name, line, word) in Self.refused + Self.refusedBySnapKit {
            let own = errors.filter { $0.contains("/\(name).swift:") }
            #expect(!own.isEmpty, "the stub let through: \(line)")
            #expect(own.contains { $0.contains(word) }, "\(own)")
        }
    }

    /// The scripts whose layouts are exported: the examples and the golden transcripts.
    static let scripts: [URL] = {
        let folders = ["examples", "Tests/ShellTests/Transcripts"].map { root.appendingPathComponent($0) }
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".al") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }()

    /// Each script's session, by name, and the sessions that say every setting an export
    /// writes (margins, priorities, stacks, direction, a broken constraint).
    static func sessions() throws -> [(String, Session)] {
        var sessions: [(String, Session)] = []
        for script in scripts {
            let text = try String(contentsOf: script, encoding: .utf8)
            let session = Session(options: SessionOptions(), output: CapturingOutput())
            session.run(ScriptLineSource(text: text), origin: script.lastPathComponent,
                        directory: script.deletingLastPathComponent().path)
            sessions.append((script.deletingPathExtension().lastPathComponent, session))
        }
        for (name, extra) in [("settings", ""), ("settings-rtl-broken", "\ndirection rtl\nb.height == 50")] {
            sessions.append((name, runScript(SwiftFileExportTests.session + extra).session))
        }
        // A scroll view's margins over its content: offsets between anchors.
        sessions.append(("scrollmargins", runScript("import \(IBImportTests.include)/scrollmargins.storyboard scene About").session))
        return sessions
    }

    /// The Swift and the SnapKit export of every session, in one swiftc run.
    @Test func everySwiftAndSnapKitExportTypeChecks() throws {
        #expect(Self.scripts.count >= 20)
        var files: [String: String] = [:]
        for (index, (name, session)) in try Self.sessions().enumerated() {
            for language in [CodeLanguage.swift, .snapkit] {
                let className = "Export\(index)\(language == .swift ? "" : "SnapKit")ViewController"
                let code = CodeExporter(session.layout, options: ExportOptions(className: className)).export(language)
                // SnapKit's makeConstraints on root would stop it translating its frame.
                #expect(!code.contains("view.snp.makeConstraints"), "\(name)")
                files["\(String(format: "%03d", index))-\(name)-\(language).swift"] = code
            }
        }
        let (status, said) = try Self.typecheck(files)
        #expect(status == 0, "\(said.split(separator: "\n").prefix(40).joined(separator: "\n"))")
    }
}

/// The Objective-C export of every example and transcript passes clang's syntax and type
/// checks (ARC, every warning an error) against Tests/Stubs/objc/UIKit/UIKit.h, UIKit's
/// declarations from Apple's documentation; lines UIKit refuses fail against it.
@Suite struct ObjCExportCheckTests {
    /// The clang the Swift toolchain ships, or one on PATH.
    static let clang: String? = {
        let candidates = ["/opt/swift/usr/bin/clang"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/clang" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// `clang -fsyntax-only` on the files, in one run; the status and what it said.
    static func check(_ files: [String: String]) throws -> (Int32, String) {
        let work = try TemporaryFolder()
        let paths = files.sorted { $0.key < $1.key }.map { work.file($0.key, contents: $0.value).path }
        let log = work.url.appendingPathComponent("clang.log").path
        let headers = ExportTypeCheckTests.root.appendingPathComponent("Tests/Stubs/objc").path
        let status = try ChildProcess.run(try #require(clang, "no clang found"), [
            "-x", "objective-c", "-fsyntax-only", "-fobjc-runtime=ios-13.0", "-fobjc-arc", "-Werror", "-I", headers,
        ] + paths, stdout: log, stderr: log)
        return (status, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    static func method(_ line: String) -> String {
        "#import <UIKit/UIKit.h>\n@interface Probe : NSObject\n@end\n@implementation Probe\n- (void)makeWith:(UIView *)a and:(UIView *)b {\n    \(line)\n}\n@end\n"
    }

    @Test func headerRefusesWhatUIKitRefuses() throws {
        let refused = [
            ("centerx-multiplier", "[a.centerXAnchor constraintEqualToAnchor:b.centerXAnchor multiplier:2];", "multiplier"),
            ("mixed-axes", "[a.leadingAnchor constraintEqualToAnchor:b.topAnchor];", "NSLayoutYAxisAnchor"),
            ("identifier-number", "[a.widthAnchor constraintEqualToConstant:8].identifier = 7;", "NSString"),
        ]
        var files = ["good.m": Self.method("[a.topAnchor constraintEqualToAnchor:b.bottomAnchor constant:8].priority = UILayoutPriorityDefaultHigh;")]
        for (name, line, _) in refused { files["\(name).m"] = Self.method(line) }
        let (status, said) = try Self.check(files)
        #expect(status != 0)
        let errors = said.split(separator: "\n").filter { $0.contains(" error: ") }
        #expect(!errors.contains { $0.contains("/good.m:") }, "\(said)")
        for (name, line, word) in refused {
            let own = errors.filter { $0.contains("/\(name).m:") }
            #expect(own.contains { $0.contains(word) }, "the header let through: \(line)\n\(own)")
        }
    }

    @Test func everyObjCExportChecks() throws {
        var files: [String: String] = [:]
        for (index, (name, session)) in try ExportTypeCheckTests.sessions().enumerated() {
            let options = ExportOptions(className: "Export\(index)ViewController")
            files["\(String(format: "%03d", index))-\(name).m"] = CodeExporter(session.layout, options: options).export(.objc)
        }
        let (status, said) = try Self.check(files)
        #expect(status == 0, "\(said.split(separator: "\n").prefix(40).joined(separator: "\n"))")
    }
}

/// An exported Swift file's anchor lines, pasted back into alsh, make the same layout.
@Suite struct ExportRoundTripTests {
    @Test func anchorLinesPastedBackRebuildTheLayout() throws {
        let (first, output) = runScript("""
        view email confirm register
        H:|-[email]-|
        H:|-[confirm]-|
        V:|-[email(30)]-20-[confirm(30)]-20-[register(30)]
        register.centerX = root.centerX
        register.width = 0.5 * confirm.width + 10
        confirm.leading >= root.safeArea.leading
        """)
        #expect(!first.failed, "\(output.text)")
        let code = CodeExporter(first.layout).export(.swift)
        let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "NSLayoutConstraint.activate(["))
        let end = try #require(lines[start...].firstIndex(of: "])"))
        let pasted = lines[start...end]
        #expect(pasted.count == first.layout.constraints.filter(\.origin.isUser).count + 2)
        let (second, secondOutput) = runScript((["view email confirm register"] + pasted).joined(separator: "\n"))
        #expect(!second.failed, "\(secondOutput.text)")
        for name in ["email", "confirm", "register"] {
            #expect(second.layout.frame(of: name) == first.layout.frame(of: name), "\(name)")
        }
    }
}
