import Foundation

/// Which lessons and steps a person has done, kept between runs in
/// `$XDG_STATE_HOME/alsh/lessons` (else `~/.local/state/alsh/lessons`): one line per
/// lesson, its name then the numbers of the steps done, `done` when all passed.
/// Written whole to a temporary file renamed over the old one, so a crash leaves either.
struct LessonProgress: Equatable {
    /// lesson name → 1-based step numbers passed.
    var steps: [String: Set<Int>] = [:]
    var finished: Set<String> = []

    init() {}

    init(text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first else { continue }
            for word in words.dropFirst() {
                if word == "done" { finished.insert(name) } else if let step = Int(word), step > 0 { steps[name, default: []].insert(step) }
            }
        }
    }

    var text: String {
        var lines = ["# alsh lesson progress: a lesson's name, the steps passed, 'done' when it is finished"]
        for name in Set(steps.keys).union(finished).sorted() {
            let numbers = (steps[name] ?? []).sorted().map(String.init)
            lines.append(([name] + numbers + (finished.contains(name) ? ["done"] : [])).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func load(from folder: String?) -> LessonProgress {
        guard let folder, let data = FileManager.default.contents(atPath: folder + "/lessons"),
              let text = String(data: data, encoding: .utf8) else { return LessonProgress() }
        return LessonProgress(text: text)
    }

    /// Nil when written, else why not (the lesson goes on; only the memory of it is lost).
    func save(to folder: String?) -> ShellError? {
        guard let folder else { return nil }
        // Owner-only, as the history beside it: which lessons a person took is theirs.
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        do throws(ShellError) {
            try ScriptFile.write(text, to: folder + "/lessons")
            return nil
        } catch {
            return error
        }
    }
}
