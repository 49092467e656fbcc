import Foundation
import AutoLayout

/// A target's first corpus, taken from what the repository already holds: the transcripts,
/// examples and docs (whole scripts, pieces of them and single lines), the string literals
/// of the tests (formulas, VFL, anchor calls, log lines, documents), and the logs and
/// Interface Builder documents the transcripts import. Written as one file per input.
enum FuzzSeeds {
    static func write(_ target: FuzzTarget, repository: URL, into folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var seen = Set<String>()
        for seed in seeds(target, repository: repository) where !seed.isEmpty && seen.insert(seed).inserted {
            let name = String(format: "seed-%08x", seen.count)
            try Data(seed.utf8).write(to: folder.appendingPathComponent(name))
        }
        return seen.count
    }

    static func seeds(_ target: FuzzTarget, repository: URL) -> [String] {
        let scripts = files(in: repository, under: ["Tests/ShellTests/Transcripts", "examples"], endingIn: [".al"])
        let markdown = files(in: repository, under: ["docs", "README.md"], endingIn: [".md"])
        let tests = files(in: repository, under: ["Tests"], endingIn: [".swift"])
        let scriptLines = (scripts + markdown.flatMap(codeBlocks)).flatMap { $0.split(separator: "\n").map(String.init) }
        let literals = tests.flatMap(stringLiterals)
        switch target {
        case .session:
            // Whole scripts, and runs of 8 lines so each fits the session's line limit.
            let pieces = scripts.flatMap { script -> [String] in
                let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
                return stride(from: 0, to: lines.count, by: 8).map { lines[$0..<min($0 + 8, lines.count)].joined(separator: "\n") }
            }
            let logs = files(in: repository, under: ["Tests/ShellTests/Transcripts"], endingIn: [".log"]).map { "view a\nimport\n" + $0 }
            return scripts + pieces + markdown.flatMap(codeBlocks) + logs + literals.filter { !$0.contains("\n") && $0.utf8.count < 200 }
        case .formula, .vfl, .anchor:
            return scriptLines + literals.filter { !$0.contains("\n") && $0.utf8.count < 300 }
        case .log:
            let logs = files(in: repository, under: ["Tests/ShellTests/Transcripts"], endingIn: [".log"])
            return logs + literals.filter { $0.contains("NSLayoutConstraint") || $0.contains("NSAutoresizing") || $0.contains("Unable to simultaneously") }
        case .code:
            // The transcripts that paste code, whole and in pieces, and code-like literals.
            let code = scripts.filter { $0.contains("NSLayoutConstraint") }
            return code + scriptLines.filter { PastedCodeLines.looksLikeCode($0) }
                + literals.filter { $0.contains("NSLayout") || $0.contains("@\"") || $0.contains("withVisualFormat")
                    || $0.contains("Constraints:^") || $0.contains("snp.") }
        case .dump:
            return literals.filter { $0.contains("AMBIGUOUS") || $0.contains("; frame = (") || $0.contains("UIWindow:0x") }
        case .lesson, .lessonSession:
            // Whole lessons, and each lesson's header with one of its steps, which fit the
            // fuzzer's length bound.
            let lessons = files(in: repository, under: ["lessons"], endingIn: [".lesson"])
            return lessons + lessons.flatMap(singleSteps)
        case .ib:
            let documents = files(in: repository, under: ["Tests"], endingIn: [".xib", ".storyboard"])
            return documents + literals.filter { $0.contains("<document") }
        }
    }

    /// A lesson cut at its `step` lines: the header before the first, with each step alone.
    static func singleSteps(_ lesson: String) -> [String] {
        var parts: [[Substring]] = [[]]
        for line in lesson.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "step" { parts.append([]) }
            parts[parts.count - 1].append(line)
        }
        let header = parts[0].joined(separator: "\n")
        return parts.dropFirst().map { header + "\n" + $0.joined(separator: "\n") }
    }

    /// The text of every file below the given paths (files or folders) with one of the endings.
    static func files(in repository: URL, under paths: [String], endingIn endings: [String]) -> [String] {
        var texts: [String] = []
        for path in paths {
            let url = repository.appendingPathComponent(path)
            var urls = [url]
            if let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) {
                urls = walker.compactMap { $0 as? URL }
            }
            for file in urls.sorted(by: { $0.path < $1.path }) where endings.contains(where: file.path.hasSuffix) {
                if let data = FileManager.default.contents(atPath: file.path) { texts.append(String(decoding: data, as: UTF8.self)) }
            }
        }
        return texts
    }

    /// The insides of ``` blocks in Markdown; of a session shown with its prompts, only the
    /// lines typed at `alsh> `, as the script they make.
    static func codeBlocks(_ markdown: String) -> [String] {
        let parts = markdown.components(separatedBy: "```")
        return stride(from: 1, to: parts.count, by: 2).map { part in
            // Drop the info string (```swift) on the fence's line.
            let block = String(parts[part].drop { $0 != "\n" }.dropFirst())
            let typed = block.split(separator: "\n").filter { $0.hasPrefix("alsh> ") }.map { $0.dropFirst(6) }
            return typed.isEmpty ? block : typed.joined(separator: "\n")
        }
    }

    /// Swift string literals, roughly: one-line "…" (with \" \\ \t \n undone) and the
    /// lines of """ blocks with their indentation removed. Interpolations stay as written:
    /// a seed need not be valid, only near to valid.
    static func stringLiterals(_ source: String) -> [String] {
        var literals: [String] = []
        var block: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if var lines = block {
                if trimmed.hasPrefix("\"\"\"") {
                    literals.append(lines.joined(separator: "\n"))
                    block = nil
                } else {
                    lines.append(trimmed)
                    block = lines
                }
                continue
            }
            if trimmed.hasSuffix("\"\"\"") {
                block = []
                continue
            }
            literals += oneLineLiterals(line)
        }
        return literals
    }

    static func oneLineLiterals(_ line: Substring) -> [String] {
        var literals: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            guard var text = current else {
                if character == "\"" { current = "" }
                continue
            }
            if escaped {
                switch character {
                case "t": text.append("\t")
                case "n": text.append("\n")
                default: text.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                literals.append(text)
                current = nil
                continue
            } else {
                text.append(character)
            }
            current = text
        }
        return literals
    }
}
