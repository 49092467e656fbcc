import Messages

/// A line of alsh (a formula, a Swift anchor call or a visual format) written from pasted
/// code, with where each of its pieces came from, so an error the line's own parser finds
/// points into the code as pasted.
public struct LoweredLine: Hashable, Sendable {
    public private(set) var text = ""
    private var pieces: [Piece] = []
    private var length = 0

    struct Piece: Hashable, Sendable {
        var lowered: Range<Int>
        var source: SourceRange
        /// Each character of the piece came from its own column (a run of a string literal).
        var exact: Bool
    }

    init() {}

    mutating func append(_ piece: String, from source: SourceRange, exact: Bool = false) {
        let count = piece.count
        pieces.append(Piece(lowered: length..<length + count, source: source, exact: exact))
        text += piece
        length += count
    }

    /// The columns in the pasted code that `range` of the line came from; nil stays nil.
    public func source(of range: SourceRange?) -> SourceRange? {
        guard let range, let first = pieces.first else { return range.flatMap { _ in pieces.first?.source } }
        let start = range.lowerBound
        let piece = pieces.first { $0.lowered.contains(start) } ?? (start >= length ? pieces.last! : first)
        guard piece.exact else { return piece.source }
        let offset = min(max(start - piece.lowered.lowerBound, 0), piece.source.count - 1)
        let width = min(max(range.count, 1), piece.lowered.upperBound - start, piece.source.count - offset)
        let begin = piece.source.lowerBound + offset
        return begin..<begin + max(width, 1)
    }
}
