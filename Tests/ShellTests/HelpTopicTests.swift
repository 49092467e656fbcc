import Messages
import Testing
@testable import Shell

/// `help` for a person at a 24-row terminal: a short first page by topic, `help TOPIC`.
struct HelpTopicTests {
    @Test func everyCommandIsInOneTopic() {
        let listed = HelpTopic.all.flatMap(\.commands)
        #expect(Set(listed).count == listed.count, "a command is in two topics")
        #expect(Set(listed) == Set(CommandTable.all.map(\.name)))
        for topic in HelpTopic.all { #expect(CommandTable.spec(named: topic.name) == nil, "\(topic.name) is a command") }
    }

    @Test(arguments: Language.allCases)
    func theFirstPageFitsAShortTerminal(_ language: Language) {
        let (_, output) = runScript("help\n", options: SessionOptions(language: language))
        let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 14, "\(lines.count) lines:\n\(output.text)")
        #expect(output.text.contains("lesson"))
        for topic in HelpTopic.all { #expect(output.text.contains("  " + topic.name + " ")) }
    }

    @Test func aTopicListsItsCommandsAndAllListsEveryOne() {
        let (_, topic) = runScript("help solver\n")
        #expect(topic.text.contains("  tableau ") && topic.text.contains("  trace ") && !topic.text.contains("  view "))
        let (_, all) = runScript("help all\n")
        for spec in CommandTable.all { #expect(all.text.contains("  " + spec.name + " ")) }
        let (session, wrong) = runScript("help solvr\n")
        #expect(session.failed && wrong.errors.contains("did you mean 'solver'?"))
    }

    @Test func aRequiredPriorityRefusalSaysHowToDoIt() {
        let (_, output) = runScript("view a\na.width = 10\npriority c1 250\ndeactivate c1\npriority c1 250\nactivate c1\nexpect a.width == 10\n")
        #expect(output.errors.contains("deactivate it first: 'deactivate c1', then 'priority c1 250', then 'activate c1'"),
                "\(output.errors)")
        #expect(output.errors.components(separatedBy: "error:").count == 2, "only the first priority fails")
    }
}
