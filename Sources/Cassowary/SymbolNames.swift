/// Each symbol's name, by id, stored for the symbols that have one. Only the user's
/// variables are named (`v.left`); slacks, errors and dummies, most of a big tableau's
/// symbols, are not, and a dense array of strings cost 16 bytes for each of them (4 MB
/// in a 10,000-view grid). Reads as the dense array did: "" for a symbol without a name.
struct SymbolNames {
    private var named: [Int32: String] = [:]
    private(set) var count = 0

    mutating func append(_ name: String) {
        if !name.isEmpty { named[Int32(count)] = name }
        count += 1
    }

    subscript(symbol: Int) -> String { named[Int32(symbol)] ?? "" }
}
