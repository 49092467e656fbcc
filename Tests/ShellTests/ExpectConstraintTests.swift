import Testing
@testable import Shell

/// `expect constraint LINE`: a constraint's form and relation, whatever syntax made it.
struct ExpectConstraintTests {
    static let setup = "view a b\nH:|-[a(>=200)]\nb.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5).isActive = true\n"

    @Test(arguments: ["a.width >= 200", "H:[a(>=200)]", "a.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)",
                      "b.width == 0.5 * a.width", "b.width = a.width * 0.5"])
    func holdsHoweverItWasWritten(_ line: String) {
        let (session, output) = runScript(Self.setup + "expect constraint \(line)\n")
        #expect(!session.failed, "\(output.errors)")
    }

    @Test(arguments: ["a.width >= 300", "a.width <= 200", "a.width >= 200 @750", "b.width == a.width"])
    func anotherRelationOrPriorityIsNotIt(_ line: String) {
        let (session, output) = runScript(Self.setup + "expect constraint \(line)\nexpect not constraint \(line)\n")
        #expect(session.failed)
        #expect(output.errors.contains("no active constraint that holds reads '\(line)'"))
        #expect(output.errors.components(separatedBy: "expect failed").count == 2, "the negation holds")
    }

    @Test func aBrokenOrInactiveOneDoesNotCount() {
        let (session, _) = runScript("view a\nc1: a.width = 10\nc2: a.width = 20\ndeactivate c1\nexpect not constraint a.width == 10\nexpect constraint a.width == 20\n")
        #expect(!session.failed)
        let (broken, _) = runScript("view a\na.width = 10\na.width = 20\nexpect not constraint a.width == 20\n")
        #expect(broken.layout.analyze().conflicts.count == 1)
        #expect(broken.failureCount == 0)
    }

    @Test func aMistakeInTheLineIsAnErrorUnderIt() {
        let (session, output) = runScript("view a\nexpect constraint a.widht >= 1\n")
        #expect(session.failed)
        #expect(output.errors.contains("unknown attribute 'widht'") && output.errors.contains("did you mean 'width'?"))
        #expect(output.errors.contains("                     ^~~~~"), "\(output.errors)")
    }
}
