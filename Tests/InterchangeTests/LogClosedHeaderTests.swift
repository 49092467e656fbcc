import Testing
@testable import Interchange

/// Descriptions that name the constraint in a `<…>` of its own (SnapKit 0.x,
/// FLKAutoLayout), and Apple's own sentences cut across lines.
@Suite struct LogClosedHeaderTests {
    @Test func snapKitItemsInAngleBracketsWithACaretPriority() throws {
        let text = "<<Weather.LayoutConstraint:0x7a1c4030> <UIView:0x7a1c3b10>.width == <UIView:0x7a1c2a00>.width * 0.5 ^750.0>"
        let entry = try #require(AppleLogParser.description(in: text))
        let c = try LogDescriptionParser.parse(entry, line: 1)
        #expect(c.className == "Weather.LayoutConstraint" && c.address == "0x7a1c4030")
        #expect(c.first.item?.address == "0x7a1c3b10" && c.first.attribute == .width)
        #expect(c.second?.item?.address == "0x7a1c2a00" && c.multiplier == 0.5 && c.priority == 750)
    }

    @Test func flkAutoLayoutNameTagsAreNotPartOfTheConstraint() throws {
        let text = "    \"<NSLayoutConstraint: 0x7fa1c0e2b640> H:|-(20)-[UIView:0x7fa1c0e1d3f0]   (Names: '|':UIView:0x7fa1c0e1c8d0 ) (Card view, Root view)\","
        let entry = try #require(AppleLogParser.description(in: text))
        let c = try LogDescriptionParser.parse(entry, line: 1)
        #expect(c.address == "0x7fa1c0e2b640" && c.constant == 20 && c.isVisualFormat)
        #expect(c.first.item?.address == "0x7fa1c0e1d3f0" && c.superview?.address == "0x7fa1c0e1c8d0")
    }

    /// An item opened with `<` and not closed is refused with where.
    @Test func anUnclosedBracketedItemSaysWhere() {
        do {
            _ = try LogDescriptionParser.parse("<App.LayoutConstraint:0x7a1> <UIView:0x7a2.top == <UIView:0x7a3>.top>", line: 1)
            Issue.record("read an item without its '>'")
        } catch {
            #expect(error.message == "expected '>' at '.top == <UIView:0x7a3>.top>'", "\(error.message)")
        }
    }

    @Test func piecesOfApplesSentencesAreItsOwn() {
        #expect(ApplePreamble.holds("translatesAutoresizingMaskIntoConstraints) "))
        #expect(ApplePreamble.holds("to the documentation for the UIView property translatesAu..."))
        #expect(ApplePreamble.holds("Break on objc_exception_throw to catch this in the debugger."))
        #expect(ApplePreamble.holds("(2) find the code that added the unwanted constraint or constraints and fix it."))
        #expect(!ApplePreamble.holds("it."))
        #expect(!ApplePreamble.holds("the documentation for my view"))
        #expect(!ApplePreamble.holds("<NSLayoutConstraint:0x8c5b2f0 V:[UIView:0x8c59a40(200)]>"))
    }
}
