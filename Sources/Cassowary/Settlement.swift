/// The solver's settled point (see `Solver+Settle`) and what keeps it: by symbol, how far
/// it moves the symbol's value from the vertex the rows hold, read while `valid` (until
/// the tableau is next written); the parts of the face it was settled in, by direction
/// and by the rows each watches; the scratch its passes mark symbols, entries and rows in.
struct Settlement {
    var shift: [Double] = []
    var valid = false
    var parts: [SettledPart] = []
    var partOfSymbol: [Int32] = []
    /// By row index, the parts watching the row (an array, not a table: every part added
    /// or taken reads and writes one entry per watched row).
    var partsWatching: [[Int]] = []
    /// Scratch for `SymbolStamps`.
    var symbolStamp: [UInt32] = []
    var entryStamp: [UInt32] = []
    var scannedStamp: [UInt32] = []
    var rowStamp: [UInt32] = []
    var epoch: UInt32 = 0
    /// Scratch for `takeTouchedParts`, by part: false between uses.
    var partTouched: [Bool] = []
    /// Scratch for `ShiftSum`, by symbol: 0 and false between uses.
    var shiftSum: [Double] = []
    var inShiftSum: [Bool] = []
    /// Whether every mark since the last settlement is still in `dirty` (a `takeChanges`
    /// with no settlement before it consumes them; the next settlement then looks at all).
    var seesAllMarks = false
    /// How many entries of the settle order the last settlement looked at (a view declared
    /// since has no row and no mark: its rules are read as it appears).
    var entryCount = 0
    /// The faces the last settlement built, while it stands: the ambiguity memo takes one
    /// grown from the same seeds instead of building it again (a grid row's one free
    /// width, after every line of that row).
    var faces: [Face] = []
}
