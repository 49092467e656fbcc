/// What a tableau symbol stands for. Externals are the user's variables (unrestricted);
/// slacks and errors are >= 0; dummies are pinned to 0 and mark required equalities.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy

    /// Restricted symbols must stay >= 0, so rows they are basic in take part in ratio tests.
    var isRestricted: Bool { self != .external }
}

/// Solver-internal bookkeeping for one constraint.
struct ConstraintRecord {
    var id: ConstraintID
    var constraint: Constraint
    /// The symbol that marks the constraint in the tableau (dummy, slack or the + error).
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    /// The coefficients marker and other had in the constraint's original row
    /// `0 = expression + markerSign·marker + otherSign·other`; a constant change is a
    /// substitution of the marker by `marker - δ/markerSign`.
    var markerSign: Double {
        get { Double(signs.marker) }
        set { signs.marker = Int8(newValue) }
    }
    var otherSign: Double {
        get { Double(signs.other) }
        set { signs.other = Int8(newValue) }
    }
    /// Order of addition, for listing.
    var sequence: Int
    /// The signs are -1, 0 or 1: a byte each keeps the record (one per constraint ever
    /// added, in an array of optionals) at 64 bytes rather than 80.
    private var signs: (marker: Int8, other: Int8)

    init(id: ConstraintID, constraint: Constraint, marker: Int32, other: Int32, markerSign: Double,
         otherSign: Double, sequence: Int) {
        self.id = id; self.constraint = constraint; self.marker = marker; self.other = other
        self.sequence = sequence
        signs = (Int8(markerSign), Int8(otherSign))
    }
}
