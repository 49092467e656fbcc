@testable import Interchange
import Testing

@Suite("Finding markers in log lines")
struct TextSearchTests {
    @Test func findsTheFirstMatchAndSlicesAroundIt() throws {
        let line = "2024-01-01 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints."
        let range = try #require(line.utf8Range(of: "Unable to simultaneously satisfy constraints"))
        #expect(line[..<range.lowerBound] == "2024-01-01 App[1:2] [LayoutConstraints] ")
        #expect(line[range.upperBound...] == ".")
    }

    @Test func readsPastPartialMatchesAndWideText() throws {
        let line = "名前 :0 :0y 标签 :0x600 ok"
        let range = try #require(line.utf8Range(of: ":0x"))
        #expect(line[range.upperBound...] == "600 ok")
        #expect(Substring(line).includes("标签 :0x"))
    }

    @Test func answersNoWhereTheNeedleIsMissingOrCutShort() {
        #expect("names".utf8Range(of: "names:") == nil)
        #expect(!"NSLayoutConstraint".includes(":0x"))
        #expect(!"anything".includes(""))
        #expect(!"".includes("a"))
    }
}
