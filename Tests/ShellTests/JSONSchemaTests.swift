import Foundation
import Testing
@testable import Shell

/// `docs/alsh.schema.json` describes the `--json` document: real documents from sessions
/// that use every part of the model must validate, and a document with a field the schema
/// does not know must not.
@Suite struct JSONSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/alsh.schema.json")

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: schemaURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func document(_ script: String) throws -> Any {
        let (session, _) = runScript(script, options: SessionOptions(json: true))
        return try JSONSerialization.jsonObject(with: Data(session.jsonDocument().utf8), options: [.fragmentsAllowed])
    }

    @Test(arguments: [
        "view a b\nH:|-[a]-[b]-|\nintrinsic a 50 20\na.width = 10 @300\nb.width = -16",
        "guide g in root\ng.top = root.safeArea.top\nview box frame 10 10 100 50 mask flexibleWidth\ninset box 1 2 3 4\ndirection rtl",
        "stack row axis horizontal spacing 8 views a b c\nhide c\nrow.leading = root.margins.leading\nref a 0x1",
        "stack row axis horizontal distribution fillProportionally spacing after a 4 offer b 120 views a b",
        "",
    ])
    func documentsValidate(script: String) throws {
        let schema = try Self.schema()
        let errors = SchemaValidator(root: schema).errors(in: try Self.document(script), schema: schema, at: "$")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func anUnknownFieldIsCaught() throws {
        let schema = try Self.schema()
        var document = try #require(try Self.document("view a") as? [String: Any])
        document["surprise"] = 1
        let errors = SchemaValidator(root: schema).errors(in: document, schema: schema, at: "$")
        #expect(errors == ["$.surprise: not in the schema"])
    }
}

/// The part of JSON Schema the document's schema uses: type, enum, const, properties,
/// required, additionalProperties, items, allOf and local `$ref`s.
struct SchemaValidator {
    let root: [String: Any]

    func errors(in value: Any, schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else {
                return ["\(path): unknown $ref \(reference)"]
            }
            return errors(in: value, schema: target, at: path)
        }
        var found: [String] = []
        for part in schema["allOf"] as? [[String: Any]] ?? [] {
            found += errors(in: value, schema: part, at: path)
        }
        if let types = schema["type"], !matches(value, types) { return found + ["\(path): wrong type"] }
        if let options = schema["enum"] as? [Any], !options.contains(where: { equal($0, value) }) {
            found.append("\(path): \(value) not among \(options)")
        }
        if let constant = schema["const"], !equal(constant, value) { found.append("\(path): not \(constant)") }
        if let object = value as? [String: Any] { found += objectErrors(object, schema, path) }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (i, item) in array.enumerated() { found += errors(in: item, schema: items, at: "\(path)[\(i)]") }
        }
        return found
    }

    private func objectErrors(_ object: [String: Any], _ schema: [String: Any], _ path: String) -> [String] {
        var found: [String] = []
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for key in schema["required"] as? [String] ?? [] where object[key] == nil {
            found.append("\(path): missing \(key)")
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            if let property = properties[key] as? [String: Any] {
                found += errors(in: value, schema: property, at: "\(path).\(key)")
            } else if let extra = schema["additionalProperties"] as? [String: Any] {
                found += errors(in: value, schema: extra, at: "\(path).\(key)")
            } else if schema["additionalProperties"] as? Bool == false {
                // A part of an allOf may add properties the referenced schema lists too.
                found.append("\(path).\(key): not in the schema")
            }
        }
        return found
    }

    private func matches(_ value: Any, _ types: Any) -> Bool {
        let names = (types as? [String]) ?? [(types as? String) ?? ""]
        return names.contains { name in
            switch name {
            case "object": value is [String: Any]
            case "array": value is [Any]
            case "string": value is String
            case "boolean": isBoolean(value)
            case "number": value is NSNumber && !isBoolean(value)
            case "null": value is NSNull
            default: false
            }
        }
    }

    /// Foundation hands JSON's true and false back as Bool on Linux and as a boolean
    /// NSNumber on Apple's systems; both name their type so.
    private func isBoolean(_ value: Any) -> Bool {
        let name = String(describing: type(of: value))
        return name == "Bool" || name.contains("Boolean")
    }

    private func equal(_ a: Any, _ b: Any) -> Bool {
        if isBoolean(a) || isBoolean(b) { return isBoolean(a) && isBoolean(b) && (a as? Bool) == (b as? Bool) }
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return false
    }
}
