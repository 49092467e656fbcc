import Cassowary

/// Everything the layout keeps about one constraint, user-made or its own.
///
/// A value with its fields in one boxed block (copied on write): the record table and the
/// undo notes hold a pointer each, not the ~230 bytes of fields. A dictionary's empty
/// slots cost a value's width, and the table of a 10,000-view grid has some 50,000 of
/// them; an undo note of a record shares the block until the record is next written.
package struct ConstraintRecord {
    package typealias Origin = LayoutConstraintInfo.Origin

    private final class Fields {
        // Declared in this order so the one-byte fields fill the gap after `origin` and
        // nothing is padded: 152 bytes a record, not 176 (80,000 records in a 10,000-view grid).
        let id: String
        let origin: Origin
        var fixedAxis: Axis?
        var isActive = true
        let serial: Int
        var canonical: CanonicalConstraint?
        var lowered: Constraint
        var priority: Double
        /// The solver's raw id, -1 for none (an optional id would take 16 bytes).
        var solverRaw = -1
        /// What most records never have, boxed apart: nil while all of it is empty.
        var rare: Rare?

        init(id: String, origin: Origin, serial: Int, canonical: CanonicalConstraint?, fixedAxis: Axis?,
             lowered: Constraint, priority: Double, rare: Rare?) {
            self.id = id; self.origin = origin; self.serial = serial; self.canonical = canonical
            self.fixedAxis = fixedAxis; self.lowered = lowered; self.priority = priority; self.rare = rare
        }

        init(copying other: Fields) {
            id = other.id; origin = other.origin; serial = other.serial; canonical = other.canonical
            fixedAxis = other.fixedAxis; lowered = other.lowered; priority = other.priority
            isActive = other.isActive; solverRaw = other.solverRaw; rare = other.rare
        }
    }

    /// The fields a plain formula constraint and a view's non-negative size leave empty
    /// (about 80 bytes of each record otherwise). Never written in place: a write makes a
    /// new box, so copies of the record may share one.
    private final class Rare {
        let values: RareValues
        init(_ values: RareValues) { self.values = values }
    }

    private struct RareValues {
        var group: String?
        var fixedText = ""
        var fixedViews: [String] = []
        var conflict: [String] = []
        var ref: String?
        var shownConstant: Double?
        /// An Interface Builder placeholder (`placeholder="YES"`): in the layout IB shows,
        /// removed at build time.
        var isPlaceholder = false
        var systemSpacingMultiplier: Double?

        var isEmpty: Bool {
            group == nil && fixedText.isEmpty && fixedViews.isEmpty && conflict.isEmpty && ref == nil
                && shownConstant == nil && !isPlaceholder && systemSpacingMultiplier == nil
        }
    }

    private var rare: RareValues { fields.rare?.values ?? RareValues() }

    private mutating func writeRare(_ change: (inout RareValues) -> Void) {
        var values = rare
        change(&values)
        unique.rare = values.isEmpty ? nil : Rare(values)
    }

    private var fields: Fields

    init(id: String, group: String?, origin: Origin, serial: Int, canonical: CanonicalConstraint?,
         fixedText: String, fixedViews: [String], fixedAxis: Axis? = nil, lowered: Constraint, priority: Double) {
        let rare = RareValues(group: group, fixedText: fixedText, fixedViews: fixedViews)
        fields = Fields(id: id, origin: origin, serial: serial, canonical: canonical, fixedAxis: fixedAxis,
                        lowered: lowered, priority: priority, rare: rare.isEmpty ? nil : Rare(rare))
    }

    /// The fields, made this value's own before a write.
    private var unique: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = Fields(copying: fields) }
            return fields
        }
    }

    package var id: String { fields.id }
    package var group: String? { rare.group }
    package var origin: Origin { fields.origin }
    /// Creation order: "id order" for listing and for re-trying broken constraints.
    var serial: Int { fields.serial }
    /// User constraints: the resolved form, re-lowered when margins or baselines change.
    package internal(set) var canonical: CanonicalConstraint? {
        get { fields.canonical }
        set { unique.canonical = newValue }
    }
    /// Layout-made constraints: their text and the views they belong to. The two
    /// non-negative sizes of every view keep neither (two heap blocks each, 3.5 MB over
    /// 10,000 views): both follow from the origin.
    var fixedText: String {
        get {
            let text = rare.fixedText
            guard text.isEmpty, case .nonNegativeSize(let view, let axis) = origin else { return text }
            return Self.nonNegativeText(view: view, axis: axis)
        }
        set { writeRare { $0.fixedText = newValue } }
    }
    var fixedViews: [String] {
        get {
            let views = rare.fixedViews
            guard views.isEmpty, case .nonNegativeSize(let view, _) = origin else { return views }
            return [view]
        }
        set { writeRare { $0.fixedViews = newValue } }
    }

    /// `v.width >= 0`: the text of a view's non-negative size.
    static func nonNegativeText(view: String, axis: Axis) -> String {
        "\(view).\(axis == .horizontal ? "width" : "height") >= 0"
    }
    /// Layout-made constraints: the one axis they act on.
    var fixedAxis: Axis? {
        get { fields.fixedAxis }
        set { unique.fixedAxis = newValue }
    }
    /// What the solver gets (or would get) for this constraint.
    var lowered: Constraint {
        get { fields.lowered }
        set { unique.lowered = newValue }
    }
    package internal(set) var priority: Double {
        get { fields.priority }
        set { unique.priority = newValue }
    }
    package internal(set) var isActive: Bool {
        get { fields.isActive }
        set { unique.isActive = newValue }
    }
    var solverID: ConstraintID? {
        get { fields.solverRaw < 0 ? nil : ConstraintID(raw: fields.solverRaw) }
        set { unique.solverRaw = newValue?.raw ?? -1 }
    }
    /// While broken: ids of the minimal set of required constraints it conflicts with.
    var conflict: [String] {
        get { rare.conflict }
        set { writeRare { $0.conflict = newValue } }
    }
    /// Where an imported constraint came from: a log address, an Interface Builder object id.
    var ref: String? {
        get { rare.ref }
        set { writeRare { $0.ref = newValue } }
    }

    var isBroken: Bool { isActive && solverID == nil }
    var isRequired: Bool { priority >= 1000 }

    package var views: [String] { canonical?.views ?? fixedViews }

    /// Layout-made constraints whose solver form hides Apple's constant (a stack's gap
    /// reads the stack's spacing variable): the constant Apple's constraint would have.
    var shownConstant: Double? {
        get { rare.shownConstant }
        set { writeRare { $0.shownConstant = newValue } }
    }

    var isPlaceholder: Bool {
        get { rare.isPlaceholder }
        set { writeRare { $0.isPlaceholder = newValue } }
    }

    /// Made by `constraint(equalToSystemSpacingAfter:multiplier:)` (or `…Below:`): the
    /// multiplier. The constant is UIKit's 8 points times it while nobody changes it.
    package internal(set) var systemSpacingMultiplier: Double? {
        get { rare.systemSpacingMultiplier }
        set { writeRare { $0.systemSpacingMultiplier = newValue } }
    }

    /// The system spacing multiplier while the record still says `receiver == anchor +
    /// 8 × multiplier` (no `constant` since has changed it): what exports write as the call.
    package var standingSystemSpacingMultiplier: Double? {
        guard let multiplier = systemSpacingMultiplier, let c = canonical, c.lhs.count == 1, c.rhs.count == 1,
              c.lhs[0].coefficient == 1, c.rhs[0].coefficient == 1,
              c.constant == AnchorCallParser.systemSpacing * multiplier else { return nil }
        return multiplier
    }

    var constant: Double {
        canonical?.constant ?? shownConstant ?? -lowered.expression.constant
    }

    /// Apple's description: `a.width == 2 * a.height @750`.
    package var text: String {
        let body = canonical?.text ?? fixedText
        return isRequired || canonical == nil ? body : "\(body) @\(formatNumber(priority))"
    }
}

/// A VFL line: its members, in the order the line made them.
package struct GroupRecord {
    package let id: String
    package internal(set) var members: [String]
    /// The line as typed (without its label), for `save` and `show`.
    package let source: String
}
