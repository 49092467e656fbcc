import Cassowary
import Messages

/// The solver's tableau in the layout's words: `tableau` and `trace` print these. Symbols
/// are named after what they stand for: a view's variable by its name (`email.left`, in
/// root's coordinates), the others by kind and constraint: `s(c3)` the slack of an
/// inequality, `e+(c4)` / `e−(c4)` the errors of an optional constraint (above and below
/// its target), `d(c1)` the marker of a required equality (always 0).
public struct LayoutTableau: Sendable {
    public struct Term: Sendable {
        public var symbol: String
        public var coefficient: Double
    }
    public struct Row: Sendable {
        public var basic: String
        public var constant: Double
        public var terms: [Term]
    }
    public struct Level: Sendable {
        public var priority: Double
        public var constant: Double
        public var terms: [Term]
    }
    /// A symbol that is not a variable: what it is, and whose.
    public struct Legend: Sendable {
        public var symbol: String
        public var kind: Message
        public var constraint: String
    }
    public var rows: [Row]
    public var levels: [Level]
    public var legend: [Legend]
}

/// One pivot: which loop, what entered, what left, at which ratio.
public struct LayoutPivot: Sendable {
    public enum Step: String, Sendable { case optimize, repair, phaseOne, undo, removal }
    public var step: Step
    public var entering: String
    public var leaving: String
    public var enteringKind: Message
    public var leavingKind: Message
    public var ratio: Double
    public var leavingValue: Double
    public var priority: Double?
    public var cost: Double
}

extension Layout {
    public func tableau() -> LayoutTableau {
        let snapshot = solver.snapshot()
        var seen = Set<Int>()
        var legend: [LayoutTableau.Legend] = []
        func name(_ symbol: TableauSymbol) -> String {
            let text = symbolName(symbol)
            if symbol.kind != .variable, seen.insert(symbol.id).inserted {
                legend.append(.init(symbol: text, kind: kindWords(symbol), constraint: ownerText(symbol)))
            }
            return text
        }
        func terms(_ list: [(symbol: TableauSymbol, coefficient: Double)]) -> [LayoutTableau.Term] {
            list.map { .init(symbol: name($0.symbol), coefficient: roundToMicro($0.coefficient)) }
        }
        let rows = snapshot.rows.map { row in
            LayoutTableau.Row(basic: name(row.basic), constant: roundToMicro(row.constant), terms: terms(row.terms))
        }
        let levels = snapshot.levels.map { level in
            LayoutTableau.Level(priority: level.priority.value, constant: roundToMicro(level.constant),
                                terms: terms(level.terms))
        }
        legend.sort { $0.symbol.legendPrecedes($1.symbol) }
        return LayoutTableau(rows: rows, levels: levels, legend: legend)
    }

    /// Starts recording the main solver's pivots; `stopTracingPivots` returns them. They
    /// are named once the change is over, when the constraints they belong to have ids.
    public func startTracingPivots() {
        let log = PivotLog()
        log.names = bySolverID.dictionary
        pivotLog = log
        solver.pivotObserver = { event in log.events.append(event) }
    }

    public func stopTracingPivots() -> [LayoutPivot] {
        solver.pivotObserver = nil
        defer { pivotLog = nil }
        return (pivotLog?.events ?? []).map { event in
            LayoutPivot(step: LayoutPivot.Step(rawValue: event.step.rawValue) ?? .optimize,
                        entering: symbolName(event.entering), leaving: symbolName(event.leaving),
                        enteringKind: kindWords(event.entering), leavingKind: kindWords(event.leaving),
                        ratio: roundToMicro(event.ratio), leavingValue: roundToMicro(event.leavingValue),
                        priority: event.level?.value, cost: roundToMicro(event.cost))
        }
    }

    func symbolName(_ symbol: TableauSymbol) -> String {
        // A constraint the solver refused never got a layout id: it is the new one.
        // (one removed during the trace is named as it was when the trace began).
        let id = symbol.owner.flatMap { bySolverID[$0] ?? pivotLog?.names[$0] } ?? "new"
        switch symbol.kind {
        case .variable: return symbol.name.isEmpty ? "v\(symbol.id)" : symbol.name
        case .slack: return symbol.owner == nil ? "a\(symbol.id)" : "s(\(id))"
        case .error: return (symbol.isPlus ? "e+(" : "e−(") + id + ")"
        case .dummy: return "d(\(id))"
        }
    }

    /// "slack, marker": what the symbol is, worded when printed.
    func kindWords(_ symbol: TableauSymbol) -> Message {
        let kind: MessageKey = switch symbol.kind {
        case .variable: .symbolVariable
        case .slack: symbol.owner == nil ? .symbolArtificial : .symbolSlack
        case .error: .symbolError
        case .dummy: .symbolDummy
        }
        return symbol.isMarker ? Message(.symbolMarker, [.message(Message(kind))]) : Message(kind)
    }

    private func ownerText(_ symbol: TableauSymbol) -> String {
        guard let owner = symbol.owner, let id = bySolverID[owner], let info = constraint(id) else {
            return "phase one's artificial variable"
        }
        return "\(id)  \(info.text)"
    }
}

extension String {
    fileprivate func legendPrecedes(_ other: String) -> Bool {
        // Kind first (d, e, s), then the constraint's number as a number.
        let key = { (s: String) -> (String, Int, String) in
            let digits = s.filter(\.isNumber)
            return (String(s.prefix(2)), Int(digits.prefix(9)) ?? 0, s)
        }
        return key(self) < key(other)
    }
}

/// The pivots seen while tracing (a class: the solver's observer appends to it).
final class PivotLog {
    var events: [PivotEvent] = []
    var names: [ConstraintID: String] = [:]
}
