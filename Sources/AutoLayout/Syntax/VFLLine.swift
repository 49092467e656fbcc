import Cassowary

/// A visual format line as written, before it becomes constraints.
struct VFLLine {
    /// `==50`, `>=a@750`: what one predicate relates a size or a spacing to.
    struct Predicate {
        enum Object: Equatable {
            case constant(Double)
            case view(ItemSyntax)
        }
        var relation: Relation
        var object: Object
        var priority: Double
        var range: SourceRange
    }

    /// The spacing between two neighbours.
    enum Connection {
        /// `[a][b]`: 0. The range covers the two brackets that touch.
        case flush(SourceRange)
        /// `-`: 8 between views; to the superview's edge, its layout margin.
        case standard(SourceRange)
        /// `-20-`, `-pad-`: one `==` predicate whose range is the whole connection.
        /// `-(>=8,<=20)-`: each predicate keeps its own range.
        case predicates([Predicate])
    }

    struct View {
        var item: ItemSyntax
        var predicates: [Predicate]
        var range: SourceRange
    }

    var isVertical = false
    /// The `|` before the first view and the connection after it.
    var leadingEdge: (range: SourceRange, connection: Connection)?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection before a closing `|`, and the `|`.
    var trailingEdge: (range: SourceRange, connection: Connection)?
    var options: [(option: FormatOption, range: SourceRange)] = []
}
