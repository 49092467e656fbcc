import AutoLayout
import Cassowary
import Messages

/// Turns one scene of an `IBDocument` into shell lines (`IBImport`). Pure: nothing is
/// applied here; the shell runs the lines.
public enum IBImporter {
    /// Picks the scene (by scene id, view controller id, storyboardIdentifier, title,
    /// userLabel, custom class or top-level view id; without a name the first scene with
    /// constraints) and plans it. `takenNames` are names the layout already uses.
    public static func plan(_ document: IBDocument, scene name: String?, takenNames: [String]) throws(IBImportError) -> IBImport {
        guard !document.scenes.isEmpty else {
            throw IBImportError(sentence: Message(.ibNoSceneWithView), advice: nil)
        }
        let index = try pick(document.scenes, name)
        var planner = IBScenePlanner(document: document, scene: document.scenes[index],
                                     naming: ImportNaming(taken: Set(takenNames + [Layout.rootName])))
        var result = planner.build()
        result.scenes = document.scenes.map { scene in
            IBImport.Scene(name: scene.displayName, id: scene.id, constraintCount: scene.root.constraintCount)
        }
        result.chosen = index
        result.noteMessages = document.notes.map { Message(.atDocumentLine, [.text(String($0.line)), .message($0.sentence)]) } + result.noteMessages
        return result
    }

    static func pick(_ scenes: [IBScene], _ name: String?) throws(IBImportError) -> Int {
        guard let name else {
            return scenes.firstIndex { $0.root.constraintCount > 0 } ?? 0
        }
        func names(_ scene: IBScene) -> [String] { [scene.id, scene.displayName, scene.root.id] + scene.names }
        if let exact = scenes.firstIndex(where: { names($0).contains(name) }) { return exact }
        if let folded = scenes.firstIndex(where: { names($0).contains { $0.lowercased() == name.lowercased() } }) {
            return folded
        }
        let all = scenes.flatMap(names)
        let suggestion = NameSuggester.suggestion(for: name, among: all)
        let list = scenes.map { "'\($0.displayName)'" }.joined(separator: ", ")
        throw IBImportError(sentence: suggestion.map { Message(.ibNoSceneSuggest, name, $0) } ?? Message(.ibNoScene, name),
                            advice: Message(.ibScenes, list))
    }
}

extension IBView {
    /// Constraints stored in this view and all below it.
    var constraintCount: Int { constraints.count + subviews.reduce(0) { $0 + $1.constraintCount } }
}
