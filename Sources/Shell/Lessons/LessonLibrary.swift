import AutoLayout
import Foundation
import Messages

/// The lessons installed with alsh (`lessons/*.lesson` in the data folders), in the order
/// of their file names, and a teacher's own file named by path.
enum LessonLibrary {
    /// Every installed lesson file, first folder first; a file name met again later is the
    /// same lesson installed twice and is skipped.
    static func files() -> [String] {
        var seen: Set<String> = []
        var found: [String] = []
        for folder in DataFolders.all {
            let directory = ScriptFile.joined(folder, "lessons")
            for name in listing(directory).sorted() where name.hasSuffix(".lesson") && seen.insert(name).inserted {
                found.append(ScriptFile.joined(directory, name))
            }
        }
        return found.sorted { ScriptFile.lastComponent(of: $0) < ScriptFile.lastComponent(of: $1) }
    }

    /// The installed lessons that read; a broken one is reported when asked for by name.
    static func installed() -> [Lesson] {
        files().compactMap { path in
            guard let text = try? ScriptFile.read(path, as: path) else { return nil }
            return try? LessonParser.parse(text, file: path)
        }
    }

    /// Whether a word names a file rather than an installed lesson.
    static func isPath(_ word: String) -> Bool {
        word.contains("/") || word.hasSuffix(".lesson") || word.hasPrefix("~")
    }

    /// `lesson NAME|NUMBER|FILE`: the lesson, read and checked.
    static func lesson(named word: String) throws(ShellError) -> Lesson {
        if isPath(word) { return try read(ScriptFile.resolve(word, relativeTo: nil), as: word) }
        let paths = files()
        if let number = Int(word), number >= 1, number <= paths.count {
            return try read(paths[number - 1], as: paths[number - 1])
        }
        var names: [String] = []
        for path in paths {
            let text = try ScriptFile.read(path, as: path)
            guard let lesson = try? LessonParser.parse(text, file: path) else {
                // A broken file whose name is the one asked for: say what is wrong with it.
                if stem(path) == word { return try read(path, as: path) }
                continue
            }
            if lesson.name == word || stem(path) == word { return lesson }
            names.append(lesson.name)
        }
        let suggestion = NameSuggester.suggestion(for: word, among: names)
        throw ShellError(.lessonUnknown, word, hint: suggestion.map { Message(.didYouMean, $0) } ?? Message(.hintLessonList))
    }

    private static func read(_ path: String, as typed: String) throws(ShellError) -> Lesson {
        let text = try ScriptFile.read(path, as: typed)
        do throws(LessonFileError) {
            return try LessonParser.parse(text, file: typed)
        } catch {
            throw ShellError(error.message)
        }
    }

    /// `03-vfl.lesson` → `vfl`: the name without its order and extension.
    static func stem(_ path: String) -> String {
        var name = ScriptFile.lastComponent(of: path)
        if name.hasSuffix(".lesson") { name.removeLast(".lesson".count) }
        if let dash = name.firstIndex(of: "-"), name[..<dash].allSatisfy(\.isNumber) {
            name = String(name[name.index(after: dash)...])
        }
        return name
    }

    private static func listing(_ directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
    }
}
