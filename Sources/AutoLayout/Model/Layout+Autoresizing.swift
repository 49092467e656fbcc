import Cassowary
import Messages

/// What a view's mask constraints were made from. UIKit makes a view's
/// NSAutoresizingMaskLayoutConstraints from its frame and its superview's size at the
/// moment they are made (frame set, mask set, translation switched on), and from then on
/// the superview's size is a variable in them: that is how a flexible part follows.
public struct AutoresizingBasis: Hashable, Sendable {
    public var mask: AutoresizingMask
    /// In the superview's coordinates.
    public var frame: Rect
    public var superviewWidth: Double
    public var superviewHeight: Double
    /// Axes on which the superview's size was not yet decided by its constraints when the
    /// frame was set: the frame stands as given there until it is, and is then read
    /// against the size the superview is solved to (`rebasePendingAutoresizing`).
    public var pending: Set<Axis> = []

    public init(mask: AutoresizingMask, frame: Rect, superviewWidth: Double, superviewHeight: Double,
                pending: Set<Axis> = []) {
        self.mask = mask; self.frame = frame
        self.superviewWidth = superviewWidth; self.superviewHeight = superviewHeight
        self.pending = pending
    }
}

/// `location == multiplier * superview.size + constant`, one axis of a mask.
struct AutoresizingTerm: Equatable {
    var multiplier: Double
    var constant: Double
}

/// translatesAutoresizingMaskIntoConstraints: the four constraints Apple's engine makes for
/// a mask, frame edits, switching translation on and off, and changing the mask. Each is an
/// edit of those four constraints (constants in place where only they change), never a
/// rebuild.
extension Layout {
    /// The parts of a view's mask constraints, in the order they are made. The ids
    /// (`autoresizing:box.minX` …) are the same for every mask: the position is always
    /// `minX`/`minY` and the size `width`/`height`, as iOS logs them today.
    static let autoresizingParts: [(part: String, axis: Axis, isSize: Bool)] = [
        ("minX", .horizontal, false), ("minY", .vertical, false),
        ("width", .horizontal, true), ("height", .vertical, true),
    ]

    static func autoresizingID(_ view: String, _ part: String) -> String {
        "autoresizing:\(view).\(part)"
    }

    /// UIKit's rule for one axis: a change of the superview's size is shared by the
    /// flexible parts in proportion to their lengths (margin before, size, margin after)
    /// when the frame was set; fixed parts keep their length. That is linear in the
    /// superview's size P, so each part is `multiplier * P + constant`:
    ///
    ///     share_i = length_i / (sum of the flexible lengths)
    ///     minX    = share_before * P + (x - share_before * P0)      (or x when fixed)
    ///     width   = share_size   * P + (w - share_size   * P0)      (or w when fixed)
    ///
    /// which is the form Apple logs (`h=&-& … minX == 0.500507*UIView.width - 32.0324`,
    /// `h=-&- … width == UIView.width - 972`). When the flexible lengths add up to 0 the
    /// change is shared equally (the proportion is undefined; UIKit documents none).
    static func autoresizingTerms(flexible: [Bool], origin: Double, size: Double, superview: Double)
        -> (position: AutoresizingTerm?, size: AutoresizingTerm?) {
        let lengths = [origin, size, superview - origin - size]
        let flexibleLengths = zip(lengths, flexible).filter(\.1).map(\.0)
        guard !flexibleLengths.isEmpty else { return (nil, nil) }
        let sum = flexibleLengths.reduce(0, +)
        let scale = flexibleLengths.reduce(0) { $0 + abs($1) }
        func share(_ index: Int) -> Double? {
            guard flexible[index] else { return nil }
            return abs(sum) <= 1e-9 * max(1, scale) ? 1 / Double(flexibleLengths.count) : lengths[index] / sum
        }
        let position = share(0).map { AutoresizingTerm(multiplier: $0, constant: origin - $0 * superview) }
        let sized = share(1).map { AutoresizingTerm(multiplier: $0, constant: size - $0 * superview) }
        return (position, sized)
    }

    /// The terms of one axis of a basis as its constraints hold them: a pending axis
    /// follows nothing yet (its superview's size is not known), whatever the mask says.
    static func autoresizingTerms(_ basis: AutoresizingBasis, _ axis: Axis)
        -> (position: AutoresizingTerm?, size: AutoresizingTerm?) {
        let horizontal = axis == .horizontal
        let flexible = basis.pending.contains(axis) ? [false, false, false] : basis.mask.flexible(axis)
        return autoresizingTerms(flexible: flexible, origin: horizontal ? basis.frame.x : basis.frame.y,
                                 size: horizontal ? basis.frame.width : basis.frame.height,
                                 superview: horizontal ? basis.superviewWidth : basis.superviewHeight)
    }

    /// One mask constraint: its text, the views it names, and what the solver gets.
    private func autoresizingConstraint(_ view: ViewRecord, _ parent: ViewRecord, _ basis: AutoresizingBasis,
                                        part: String, axis: Axis, isSize: Bool)
        -> (text: String, views: [String], constraint: Constraint) {
        let frame = basis.frame
        let horizontal = axis == .horizontal
        let origin = horizontal ? frame.x : frame.y
        let size = horizontal ? frame.width : frame.height
        let terms = Self.autoresizingTerms(basis, axis)
        let prefix = "\(basis.mask.logNotation) \(view.name).\(part) == "
        let left: Expression = isSize ? Expression(view.size(axis)) : view.origin(axis) - parent.origin(axis)
        guard let term = isSize ? terms.size : terms.position else {
            let value = isSize ? size : origin
            return (prefix + formatNumber(value), isSize ? [view.name] : [view.name, parent.name],
                    Constraint(left - value, .equal))
        }
        let sizeName = horizontal ? "width" : "height"
        var text = prefix + (term.multiplier == 1 ? "" : formatNumber(term.multiplier) + "*") + "\(parent.name).\(sizeName)"
        let constant = roundToMicro(term.constant)
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)) }
        let expression = left - term.multiplier * parent.size(axis) - term.constant
        return (text, [view.name, parent.name], Constraint(expression, .equal))
    }

    /// Refuses a basis whose constraints would hold numbers beyond the model's range
    /// (a frame far outside a tiny superview can make a share enormous).
    private func checkAutoresizing(_ basis: AutoresizingBasis) throws(Diagnostic) {
        for axis in Axis.allCases {
            let horizontal = axis == .horizontal
            let terms = Self.autoresizingTerms(
                flexible: basis.mask.flexible(axis), origin: horizontal ? basis.frame.x : basis.frame.y,
                size: horizontal ? basis.frame.width : basis.frame.height,
                superview: horizontal ? basis.superviewWidth : basis.superviewHeight)
            for term in [terms.position, terms.size].compactMap({ $0 })
            where !(Self.isSane(term.multiplier) && Self.isSane(term.constant)) {
                throw LayoutMessages.autoresizingOutOfRange(axis)
            }
        }
    }

    /// The basis for a frame set now: the superview's size is its current one where its
    /// constraints decide it. Where they do not yet (an Auto Layout superview declared and
    /// not yet pinned: a document declares views before their constraints), the axis is
    /// pending. Refused when its constraints would hold numbers beyond the model's range.
    func autoresizingBasis(in superview: String, mask: AutoresizingMask, frame: Rect) throws(Diagnostic) -> AutoresizingBasis {
        let parent = views[superview] ?? rootRecord
        settleSolution()
        var pending = Set<Axis>()
        if parent.superview != nil, Axis.allCases.contains(where: { mask.flexible($0).contains(true) }) {
            let open = ambiguity(of: parent.name)
            if open.width != nil, mask.flexible(.horizontal).contains(true) { pending.insert(.horizontal) }
            if open.height != nil, mask.flexible(.vertical).contains(true) { pending.insert(.vertical) }
        }
        let basis = AutoresizingBasis(mask: mask, frame: frame,
                                      superviewWidth: roundToMicro(solver.value(parent.width)),
                                      superviewHeight: roundToMicro(solver.value(parent.height)), pending: pending)
        try checkAutoresizing(basis)
        return basis
    }

    /// UIKit makes a view's mask constraints from its frame and its superview's bounds as
    /// laid out: a frame set inside a superview whose size its constraints decide later
    /// (lines in any order) is read against the size it is solved to, not the size it
    /// had when the frame was set. After each change, a pending axis whose superview's
    /// size is now decided is made again from the frame and that size.
    func rebasePendingAutoresizing() {
        guard !pendingAutoresizing.isEmpty else { return }
        var rebased: [(String, AutoresizingBasis)] = []
        for name in pendingAutoresizing.sorted() {
            guard var basis = views[name]?.autoresizing, !basis.pending.isEmpty,
                  let parent = views[name]?.superview.flatMap({ views[$0] }) else {
                pendingAutoresizing.remove(name)
                continue
            }
            settleSolution()
            let open = ambiguity(of: parent.name)
            var decided = false
            if basis.pending.contains(.horizontal), open.width == nil {
                basis.pending.remove(.horizontal)
                basis.superviewWidth = roundToMicro(solver.value(parent.width))
                decided = true
            }
            if basis.pending.contains(.vertical), open.height == nil {
                basis.pending.remove(.vertical)
                basis.superviewHeight = roundToMicro(solver.value(parent.height))
                decided = true
            }
            guard decided, (try? checkAutoresizing(basis)) != nil else { continue }
            if basis.pending.isEmpty { pendingAutoresizing.remove(name) }
            rebased.append((name, basis))
        }
        for (name, basis) in rebased { updateAutoresizing(name, basis, retry: false) }
        if !rebased.isEmpty { reinstallBroken() }
    }

    /// Keeps `pendingAutoresizing` in step with a view's basis.
    private func notePending(_ name: String, _ basis: AutoresizingBasis?) {
        if let basis, !basis.pending.isEmpty { pendingAutoresizing.insert(name) } else { pendingAutoresizing.remove(name) }
    }

    private func superview(_ view: ViewRecord) -> String { view.superview ?? Self.rootName }

    func installAutoresizing(_ name: String, _ basis: AutoresizingBasis) {
        guard let view = views[name], let parent = view.superview.flatMap({ views[$0] }) else { return }
        views[name]?.autoresizing = basis
        notePending(name, basis)
        for (part, axis, isSize) in Self.autoresizingParts {
            let made = autoresizingConstraint(view, parent, basis, part: part, axis: axis, isSize: isSize)
            addSystem(id: Self.autoresizingID(name, part), origin: .autoresizingMask(view: name), axis: axis,
                      text: made.text, views: made.views, made.constraint)
        }
    }

    /// Brings the four constraints in line with a new basis: a constant edit in place when
    /// only constants change (a frame move, or any frame change of a one-part mask), the
    /// one constraint replaced when its multiplier changes. A constraint that no longer
    /// fits is marked broken, as any edited required constraint is.
    private func updateAutoresizing(_ name: String, _ basis: AutoresizingBasis, retry: Bool = true) {
        guard let view = views[name], let parent = view.superview.flatMap({ views[$0] }) else { return }
        views[name]?.autoresizing = basis
        notePending(name, basis)
        for (part, axis, isSize) in Self.autoresizingParts {
            let id = Self.autoresizingID(name, part)
            let made = autoresizingConstraint(view, parent, basis, part: part, axis: axis, isSize: isSize)
            records[id]?.fixedText = made.text
            records[id]?.fixedViews = made.views
            if records[id]?.isBroken == true {
                // Not in the solver: it goes in (or stays broken) when broken ones are retried.
                records[id]?.lowered = made.constraint
            } else {
                replaceLowered(id, with: made.constraint)
            }
        }
        if retry { retryBroken() }
    }

    private func autoresizingView(_ name: String) throws(Diagnostic) -> ViewRecord {
        guard name != Self.rootName else { throw LayoutMessages.rootIsFixed }
        guard let view = views[name] else { throw LayoutMessages.unknownView(name, among: viewOrder) }
        return view
    }

    /// A frame's numbers within ±1e9, its size not negative.
    func checkFrame(_ frame: Rect) throws(Diagnostic) {
        for component in FrameComponent.allCases where !Self.isSane(frame[component]) {
            throw LayoutMessages.badFrame(component.rawValue)
        }
        if frame.width < 0 { throw LayoutMessages.badFrame("width") }
        if frame.height < 0 { throw LayoutMessages.badFrame("height") }
    }

    // MARK: public API

    /// `frame box X Y W H`: moves and resizes a view that translates its mask. The mask's
    /// proportions are taken anew from this frame and the superview's current size, as
    /// UIKit does when a frame is set.
    public func setFrame(_ name: String, _ frame: Rect) throws(Diagnostic) {
        let view = try autoresizingView(name)
        try checkFrame(frame)
        guard view.autoresizing != nil else { throw LayoutMessages.notAutoresizing(name) }
        updateAutoresizing(name, try autoresizingBasis(in: superview(view), mask: view.autoresizingMask, frame: frame))
    }

    /// `autoresizing box on|off`. Off: the mask constraints go (the user's stay) and the
    /// frame comes from constraints. On: constraints are made from the view's current frame
    /// and its mask (`mask`, if given, replaces it first).
    public func setTranslatesAutoresizingMask(_ name: String, _ on: Bool, mask: AutoresizingMask? = nil) throws(Diagnostic) {
        let view = try autoresizingView(name)
        guard on != (view.autoresizing != nil) else { throw LayoutMessages.autoresizingAlready(name, on: on) }
        if !on {
            if let mask { views[name]?.autoresizingMask = mask }
            for (part, _, _) in Self.autoresizingParts { discard(Self.autoresizingID(name, part)) }
            views[name]?.autoresizing = nil
            notePending(name, nil)
            retryBroken()
            return
        }
        let basis = try autoresizingBasis(in: superview(view), mask: mask ?? view.autoresizingMask, frame: frame(of: name))
        views[name]?.autoresizingMask = basis.mask
        installAutoresizing(name, basis)
        retryBroken()
    }

    /// `mask box flexibleWidth …`: a new mask. A view that translates it gets new
    /// constraints from its current frame and superview size (as setting UIKit's
    /// `autoresizingMask` does); one that does not just keeps the mask for later.
    public func setAutoresizingMask(_ name: String, _ mask: AutoresizingMask) throws(Diagnostic) {
        let view = try autoresizingView(name)
        guard view.autoresizing != nil else {
            views[name]?.autoresizingMask = mask
            return
        }
        let basis = try autoresizingBasis(in: superview(view), mask: mask, frame: frame(of: name))
        views[name]?.autoresizingMask = mask
        updateAutoresizing(name, basis)
    }

    /// What the view's mask constraints were made from; nil when it does not translate
    /// its mask.
    public func autoresizing(of name: String) -> AutoresizingBasis? {
        views[name]?.autoresizing
    }

    /// The view's `autoresizingMask`, translated or not.
    public func autoresizingMask(of name: String) -> AutoresizingMask? {
        views[name]?.autoresizingMask
    }

    /// The ids of the view's mask constraints (empty when it does not translate its mask).
    public func autoresizingConstraintIDs(of name: String) -> [String] {
        guard views[name]?.autoresizing != nil else { return [] }
        return Self.autoresizingParts.map { Self.autoresizingID(name, $0.part) }
    }

    /// `explain` for a mask constraint: what it holds and where it came from.
    func describeAutoresizing(_ record: ConstraintRecord, view: String, language: Language = .en) -> String {
        let part = record.id.split(separator: ".").last.map(String.init) ?? ""
        let name = ["minX": "x", "minY": "y"][part] ?? part
        let mask = views[view]?.autoresizing?.mask.logNotation ?? AutoresizingMask.none.logNotation
        let equation = record.fixedText.dropFirst(mask.count + 1)
        let source = Message(.explainFromMask, mask).text(in: language)
        // A fixed part relates the view to constants only; a flexible one also names the
        // superview's size.
        let isFlexible = record.lowered.expression.terms.count > (part.hasPrefix("min") ? 2 : 1)
        guard isFlexible else {
            return Message(.explainMaskStays, view, name, formatNumber(record.constant), source).text(in: language)
        }
        let parent = views[view]?.superview ?? Self.rootName
        return Message(.explainMaskFollows, view, name, parent, String(equation), source).text(in: language)
    }
}
