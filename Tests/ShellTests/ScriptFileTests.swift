import Foundation
import Testing
@testable import Shell

/// Path arithmetic for load and save (a one-letter relative name once crashed `save`).
@Suite struct ScriptFileTests {
    @Test func directoriesOfPaths() {
        #expect(ScriptFile.directory(of: "c") == ".")
        #expect(ScriptFile.directory(of: "a/b.al") == "a")
        #expect(ScriptFile.directory(of: "/b.al") == "/")
        #expect(ScriptFile.directory(of: "/x/y/z") == "/x/y")
    }

    @Test func componentsAndJoins() {
        #expect(ScriptFile.lastComponent(of: "c") == "c")
        #expect(ScriptFile.lastComponent(of: "/x/y.al") == "y.al")
        #expect(ScriptFile.joined(".", "c") == "./c")
        #expect(ScriptFile.joined("/", "c") == "/c")
        #expect(ScriptFile.resolve("c", relativeTo: "lib") == "lib/c")
        #expect(ScriptFile.resolve("/abs", relativeTo: "lib") == "/abs")
    }

    @Test func tildeIsTheHomeDirectory() {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        if !home.isEmpty {
            #expect(ScriptFile.expandingTilde("~/x.al") == home + "/x.al")
        }
        #expect(ScriptFile.expandingTilde("~other/x.al") == "~other/x.al")
        #expect(ScriptFile.expandingTilde("c") == "c")
    }
}
