/// One flat JSON object per line, the format the `scripts/bench*.py` drivers read. Keys and
/// strings here are ours (no user text), so escaping quotes and backslashes is enough.
struct JSONLine {
    private var fields: [String] = []

    mutating func add(_ key: String, _ value: String) {
        fields.append("\(quote(key)): \(quote(value))")
    }

    mutating func add(_ key: String, _ value: Int) {
        fields.append("\(quote(key)): \(value)")
    }

    mutating func add(_ key: String, _ value: Double) {
        fields.append("\(quote(key)): \(number(value))")
    }

    mutating func add(_ key: String, _ values: [Double]) {
        fields.append("\(quote(key)): [\(values.map(number).joined(separator: ", "))]")
    }

    mutating func add(_ key: String, _ object: [String: Double]) {
        let members = object.sorted { $0.key < $1.key }.map { "\(quote($0.key)): \(number($0.value))" }
        fields.append("\(quote(key)): {\(members.joined(separator: ", "))}")
    }

    var text: String { "{" + fields.joined(separator: ", ") + "}" }

    private func number(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }

    private func quote(_ s: String) -> String {
        "\"" + s.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension String {
    /// Foundation-free replace (alsh-bench links only the package's modules).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for c in self { if c == target { result += replacement } else { result.append(c) } }
        return result
    }
}
