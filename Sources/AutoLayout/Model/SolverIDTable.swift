import Cassowary

/// Which record each solver constraint id stands for, and that record's serial, by the
/// id's raw number: solver ids are small and dense, so two arrays answer "whose is this"
/// with no hashing (naming an ambiguity's cause asks it for every constraint of a face,
/// after every command).
struct SolverIDTable {
    private var names: [String?] = []
    /// -1 where no record holds the id.
    private var serials: [Int] = []

    subscript(id: ConstraintID) -> String? {
        id.raw < names.count ? names[id.raw] : nil
    }

    /// The serial of the record holding `id`, or nil.
    func serial(of id: ConstraintID) -> Int? {
        id.raw < serials.count && serials[id.raw] >= 0 ? serials[id.raw] : nil
    }

    mutating func set(_ id: ConstraintID, to record: String, serial: Int) {
        if id.raw >= names.count {
            names.append(contentsOf: repeatElement(nil, count: id.raw + 1 - names.count))
            serials.append(contentsOf: repeatElement(-1, count: id.raw + 1 - serials.count))
        }
        names[id.raw] = record
        serials[id.raw] = serial
    }

    mutating func remove(_ id: ConstraintID) {
        guard id.raw < names.count else { return }
        names[id.raw] = nil
        serials[id.raw] = -1
    }

    /// Every id held, with its record (for a pivot log, which outlives later removals).
    var dictionary: [ConstraintID: String] {
        var result: [ConstraintID: String] = [:]
        for (raw, name) in names.enumerated() { if let name { result[ConstraintID(raw: raw)] = name } }
        return result
    }
}
