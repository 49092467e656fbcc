import AutoLayout
import Messages

/// `lesson`: the guided course (Session+Lesson.swift runs it, Lessons/ reads the files).
enum LessonCommand {
    static let spec = CommandSpec(
        name: "lesson",
        synopsis: "lesson [NAME|NUMBER|FILE|next|hint|show|quit]",
        summary: "take a lesson: a step at a time, checked, with hints",
        discussion: """
        Without an argument, lists the lessons installed with alsh, with a mark by those
        done. With a name, a number from the list or a lesson file, starts it from an
        empty layout (when the layout is not empty, asks first: the same command again
        goes ahead, and 'undo' brings the old layout back). Each step says what to do;
        type whatever you think does it. After each change alsh checks the step, says
        what is still wrong, and once it holds explains the result with 'why' and draws
        it. Progress is kept between runs. docs/LESSONS.md describes the file format.

          lesson
          lesson equation
          lesson 1
          lesson hint
          lesson show
          lesson next
          lesson quit
          lesson my-course.lesson
        """,
        completion: { previous in
            previous.isEmpty ? .words(["next", "hint", "show", "quit"] + LessonLibrary.installed().map(\.name)) : .none
        },
        run: { session, arguments throws(ShellError) in
            guard let word = arguments.peek() else {
                session.listLessons()
                return
            }
            _ = try arguments.next("NAME")
            try arguments.end()
            switch word.text {
            case "next": try session.nextLessonStep()
            case "hint": try session.lessonHint()
            case "show":
                guard session.lessons.run != nil else { throw ShellError(.lessonNone, hint: Message(.hintLessonList)) }
                session.showStep()
            case "quit": try session.quitLesson()
            default:
                do throws(ShellError) {
                    session.startLesson(try LessonLibrary.lesson(named: word.text), asked: word.text)
                } catch {
                    var located = error
                    located.range = located.range ?? word.range
                    throw located
                }
            }
        }
    )
}
