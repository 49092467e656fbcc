import Cassowary

/// Adding and editing user constraints.
extension Layout {
    /// A formula or VFL line as typed, with an optional `label:` prefix. Returns the ids
    /// added: one for a formula; for VFL the group id first, then its members.
    @discardableResult
    public func addConstraintLine(_ line: String) throws(Diagnostic) -> [String] {
        let (label, syntax) = try parse(line)
        let body = String(line.dropFirst(ConstraintParser.splitLabel(line).bodyStart))
        switch syntax {
        case .formula(let constraint):
            return [try add(constraint, label: label)]
        case .vfl(let vfl):
            return try add(vfl, label: label, source: body)
        }
    }

    /// The parse context captures the view table; it is released before the line is added,
    /// so adding (which may write view records) never copies the whole table.
    private func parse(_ line: String) throws(Diagnostic) -> (label: String?, syntax: ConstraintLineSyntax) {
        let context = ParseContext(viewNames: viewOrder, metrics: metrics) { [storage = views.storage] in storage[$0] != nil }
        return try ConstraintParser.parseLine(line, context: context)
    }

    /// Adds one parsed formula; returns its id.
    @discardableResult
    public func add(_ syntax: ConstraintSyntax, label: String? = nil) throws(Diagnostic) -> String {
        let canonical = try resolve(syntax)
        if let label { try checkLabel(label) }
        let id = label ?? nextID(prefix: "c")
        insert(id: id, group: nil, origin: .formula, canonical, priority: syntax.priority)
        if let multiplier = syntax.systemSpacingMultiplier { records[id]?.systemSpacingMultiplier = multiplier }
        settleGuides()
        return id
    }

    /// Adds a parsed VFL line as one group: every member or, on any error, none.
    @discardableResult
    public func add(_ vfl: VFLSyntax, label: String? = nil, source: String) throws(Diagnostic) -> [String] {
        try checkSharedSuperview(vfl)
        var resolved: [(CanonicalConstraint, Double)] = []
        for member in vfl.constraints {
            resolved.append((try resolve(member), member.priority))
        }
        if resolved.isEmpty {
            // An empty group would be logged, saved and undone for nothing. Its views are
            // still named right first (`H:[nosuch]` is an unknown view).
            for view in vfl.views { _ = try resolve(view) }
            let range = vfl.views.first.flatMap { first in vfl.views.last.map { first.range.lowerBound..<$0.range.upperBound } }
            throw Diagnostic(.addsNothing(source), at: range)
        }
        let (groupLabel, firstMember) = try splitMemberLabel(label)
        if let groupLabel { try checkLabel(groupLabel) }
        let groupID = groupLabel ?? nextID(prefix: "g")
        var memberIDs: [String] = []
        var next = firstMember ?? maxNumericID(prefix: "c") + 1
        if firstMember != nil {
            for id in (next..<next + resolved.count).map({ "c\($0)" }) { try checkLabel(id) }
        }
        for (canonical, priority) in resolved {
            let id = "c\(next)"
            next += 1
            memberIDs.append(id)
            insert(id: id, group: groupID, origin: .vfl(group: groupID), canonical, priority: priority)
        }
        noteID(groupID)
        groups[groupID] = GroupRecord(id: groupID, members: memberIDs, source: source)
        groupOrder.append(groupID)
        settleGuides()
        return [groupID] + memberIDs
    }

    /// `g2/c7` → ("g2", 7): a VFL line's group label and the number of its first member.
    private func splitMemberLabel(_ label: String?) throws(Diagnostic) -> (group: String?, firstMember: Int?) {
        guard let label, let slash = label.firstIndex(of: "/") else { return (label, nil) }
        let member = String(label[label.index(after: slash)...])
        let number = numericSuffix(member)
        guard member.first == "c", number > 0, member == "c\(number)" else { throw LayoutMessages.invalidLabel(label) }
        return (String(label[..<slash]), number)
    }

    /// Apple: `|` is the superview of the line's views, so they must all have it.
    private func checkSharedSuperview(_ vfl: VFLSyntax) throws(Diagnostic) {
        for item in vfl.views where views[item.name]?.isGuide == true {
            throw LayoutMessages.guideInVFL(item.name, at: item.range)
        }
        let usesEdge = vfl.constraints.contains { member in
            (member.lhs.terms + member.rhs.terms).contains { $0.attribute.item.superviewHops > 0 }
        }
        guard usesEdge, let first = vfl.views.first else { return }
        let firstView = try resolve(first)
        guard let edge = views[firstView]?.superview else {
            throw LayoutMessages.rootHasNoSuperview(at: first.range)
        }
        for item in vfl.views.dropFirst() {
            let name = try resolve(item)
            if views[name]?.superview != edge {
                throw LayoutMessages.notInEdgeSuperview(name, edge: edge, first: firstView, at: item.range)
            }
        }
    }

    private func insert(id: String, group: String?, origin: ConstraintRecord.Origin,
                        _ canonical: CanonicalConstraint, priority: Double) {
        makeContentAreas(for: canonical)
        trackGuideUse(id, canonical)
        // resolve() checked every view, so lowering cannot fail here.
        let lowered = lower(canonical, priority: priority) ?? Constraint(Expression(), .equal)
        let record = ConstraintRecord(id: id, group: group, origin: origin, serial: takeSerial(),
                                      canonical: canonical, fixedText: "", fixedViews: [],
                                      lowered: lowered, priority: priority)
        register(record)
        install(id)
    }

    /// Removes a constraint, a whole VFL group, or (by label) either.
    public func remove(_ id: String) throws(Diagnostic) {
        var scrolled = Set<String>()
        if let group = groups[id] {
            for member in group.members {
                if let canonical = records[member]?.canonical { scrolled.formUnion(Self.contentAreaOwners(canonical)) }
                discard(member)
            }
            dropGroup(id)
        } else {
            let record = try userRecord(id)
            if let canonical = record.canonical { scrolled.formUnion(Self.contentAreaOwners(canonical)) }
            takeOut(record)
        }
        dropUnusedContentAreas(of: scrolled)
        retryBroken()
    }

    /// Takes one constraint out of its VFL group and out of the layout; the caller tries
    /// the broken ones again.
    func takeOut(_ record: ConstraintRecord) {
        dropFromGroup(record)
        discard(record.id)
    }

    public func setPriority(_ id: String, _ priority: Double) throws(Diagnostic) {
        let record = try userRecord(id)
        guard Priority(priority).isValid else { throw LayoutMessages.invalidPriority(priority) }
        if record.isActive, (record.priority >= 1000) != (priority >= 1000) {
            throw LayoutMessages.requiredMutation(from: record.priority, to: priority)
        }
        guard let canonical = record.canonical, let lowered = lower(canonical, priority: priority) else { return }
        records[id]?.priority = priority
        records[id]?.lowered = lowered
        changeSolverPriority(id, from: record.priority)
        retryBroken()
    }

    /// Changes Apple's `constant` incrementally, as animating a constant does.
    public func setConstant(_ id: String, _ constant: Double) throws(Diagnostic) {
        let record = try userRecord(id)
        guard Self.isSane(constant) else { throw LayoutMessages.badNumber("a constant") }
        guard var canonical = record.canonical else { return }
        canonical.constant = constant
        guard let lowered = lower(canonical, priority: record.priority) else { return }
        guard Self.isSane(lowered.expression.constant) else { throw Diagnostic(.numberOutOfRange) }
        records[id]?.canonical = canonical
        replaceLowered(id, with: lowered)
        retryBroken()
    }

    /// Activates a constraint or every member of a group.
    public func activate(_ id: String) throws(Diagnostic) {
        for member in try userIDs(id) where records[member]?.isActive == false {
            records[member]?.isActive = true
            install(member)
        }
        settleGuides()
    }

    public func deactivate(_ id: String) throws(Diagnostic) {
        for member in try userIDs(id) where records[member]?.isActive == true {
            uninstall(member)
            records[member]?.isActive = false
        }
        retryBroken()
    }

    /// A group's source line, and its member ids in order.
    public func group(_ id: String) -> (source: String, members: [String])? {
        groups[id].map { ($0.source, $0.members) }
    }

    /// Group ids in creation order.
    public var groupIDs: [String] { groupOrder.elements }

    // MARK: helpers

    private func userIDs(_ id: String) throws(Diagnostic) -> [String] {
        if let group = groups[id] { return group.members }
        return [try userRecord(id).id]
    }

    private func userRecord(_ id: String) throws(Diagnostic) -> ConstraintRecord {
        guard let record = records[id] else {
            guard groups[id] == nil else { throw LayoutMessages.groupNotConstraint(id) }
            let userIDs = recordOrder.filter { records[$0]?.origin.isUser == true }
            throw LayoutMessages.unknownConstraint(id, among: userIDs + groupOrder)
        }
        guard record.origin.isUser else { throw LayoutMessages.notUserConstraint(id) }
        return record
    }

    func dropFromGroup(_ record: ConstraintRecord) {
        guard let groupID = record.group, var group = groups[groupID] else { return }
        group.members.removeAll { $0 == record.id }
        if group.members.isEmpty { dropGroup(groupID) } else { groups[groupID] = group }
    }

    private func dropGroup(_ id: String) {
        groups[id] = nil
        groupOrder.removeAll { $0 == id }
    }

    private func checkLabel(_ label: String) throws(Diagnostic) {
        guard isIdentifier(label) else { throw LayoutMessages.invalidLabel(label) }
        guard records[label] == nil, groups[label] == nil else {
            throw LayoutMessages.duplicateLabel(label)
        }
    }

    /// 1 + the largest `cN` (or `gN`) ever taken in this layout, so an id that went away
    /// (removed, or undone) is never given to another constraint, and a saved script that
    /// spells its ids out replays to the same ids and continues numbering where it did.
    private func nextID(prefix: Character) -> String {
        "\(prefix)\(maxNumericID(prefix: prefix) + 1)"
    }

    private func maxNumericID(prefix: Character) -> Int { idHighWater[prefix] ?? 0 }

    /// Raises the high-water mark as ids are taken.
    func noteID(_ id: String) {
        guard let prefix = id.first, prefix == "c" || prefix == "g" else { return }
        idHighWater[prefix] = max(idHighWater[prefix] ?? 0, numericSuffix(id))
    }

    func numericSuffix(_ id: String) -> Int {
        let digits = id.dropFirst()
        // Ids past a billion are labels that happen to look numeric; skip them rather
        // than risk overflow when counting on.
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII),
              let value = Int(digits) else { return 0 }
        return value
    }

    // MARK: lowering

    /// Names resolved, Apple's rules checked, sides put in Apple's shape.
    package func resolve(_ syntax: ConstraintSyntax) throws(Diagnostic) -> CanonicalConstraint {
        guard Priority(syntax.priority).isValid else { throw LayoutMessages.invalidPriority(syntax.priority) }
        try ConstraintRules.check(syntax)
        var lhs = try resolve(syntax.lhs.terms), rhs = try resolve(syntax.rhs.terms)
        markContentAreaTerms(&lhs, &rhs)
        let canonical = CanonicalConstraint(lhs: lhs, lhsConstant: syntax.lhs.constant, relation: syntax.relation,
                                            rhs: rhs, rhsConstant: syntax.rhs.constant)
        let all = syntax.lhs.terms + syntax.rhs.terms
        if let directional = all.first(where: { $0.attribute.attribute.isDirectional }),
           let absolute = all.first(where: { $0.attribute.attribute.isAbsoluteHorizontal }) {
            throw LayoutMessages.mixedDirections(ConstraintRules.text(directional.attribute),
                                                 ConstraintRules.text(absolute.attribute),
                                                 at: absolute.attribute.range)
        }
        guard canonical.constant.isFinite, canonical.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw Diagnostic(.numberOutOfRange, at: syntax.range)
        }
        guard !canonical.terms.isEmpty else { throw Diagnostic(.noAttributes, at: syntax.range) }
        try Self.checkCoefficientSpread(syntax)
        // Points beyond a billion are no screen's, and multiplying them out would overflow
        // to infinity in the solution; refuse them like any number out of range.
        if let lowered = lower(canonical, priority: syntax.priority),
           !(Self.isSane(lowered.expression.constant)
             && lowered.expression.terms.allSatisfy({ Self.isSane($0.coefficient) })) {
            throw Diagnostic(.numberOutOfRange, at: syntax.range)
        }
        return canonical
    }

    private func resolve(_ terms: [(coefficient: Double, attribute: AttributeSyntax)]) throws(Diagnostic) -> [ResolvedTerm] {
        var result: [ResolvedTerm] = []
        for term in terms {
            let view = try resolve(term.attribute.item)
            try checkGuideUse(view, term.attribute)
            try checkScrollGuide(view, term.attribute)
            result.append(ResolvedTerm(coefficient: term.coefficient, view: view,
                                       attribute: term.attribute.attribute, guide: term.attribute.item.guide))
        }
        return result
    }

    /// `name.superview.superview` → the view it names.
    func resolve(_ item: ItemSyntax) throws(Diagnostic) -> String {
        guard views[item.name] != nil else {
            throw LayoutMessages.unknownView(item.name, among: viewOrder + [Self.rootName], at: item.range)
        }
        var name = item.name
        for _ in 0..<max(0, item.superviewHops) {
            guard let parent = views[name]?.superview else {
                throw LayoutMessages.rootHasNoSuperview(at: item.range)
            }
            name = parent
        }
        return name
    }

    static func isSane(_ value: Double) -> Bool { value.isFinite && abs(value) <= 1e9 }

    /// How many times larger than another one coefficient of a constraint may be. The
    /// solver takes a tableau entry under `Solver.zeroTolerance` (1e-9) for 0: a row
    /// `c.width - 1e9 * b.width` solved for `b.width` holds 1e-9, and the constraint was
    /// silently lost. Two constraints at this bound chained (`c = 1e4 * b`, `d = 1e4 * c`)
    /// multiply to 1e8, still a decade clear of the tolerance. The messages say "1e4".
    public static let coefficientSpread = 1e4

    /// Refuses a constraint whose coefficients differ more than `coefficientSpread`-fold,
    /// pointing at the one farther from the first term (Apple's multiplier).
    static func checkCoefficientSpread(_ syntax: ConstraintSyntax) throws(Diagnostic) {
        let terms = syntax.lhs.terms + syntax.rhs.terms
        guard terms.count > 1 else { return }
        var largest = 0, smallest = 0
        for index in terms.indices.dropFirst() {
            if abs(terms[index].coefficient) > abs(terms[largest].coefficient) { largest = index }
            if abs(terms[index].coefficient) < abs(terms[smallest].coefficient) { smallest = index }
        }
        let high = abs(terms[largest].coefficient), low = abs(terms[smallest].coefficient)
        guard high > low * coefficientSpread else { return }
        // The caret goes under a number that was typed, if one of the two is scaled by one,
        // else under the term farther from the first.
        let first = abs(terms[0].coefficient)
        let typed = [largest, smallest].filter { terms[$0].attribute.factorRange != nil }
        let blamed = typed.count == 1 ? typed[0] : (high / first >= first / low ? largest : smallest)
        // The multiplier as Apple's form writes it: the other term over the first, signed
        // as it stands on the far side.
        let other = blamed != 0 ? blamed : (largest == 0 ? smallest : largest)
        let sameSide = other < syntax.lhs.terms.count
        let ratio = terms[other].coefficient / terms[0].coefficient * (sameSide ? -1 : 1)
        throw Diagnostic(.coefficientOutOfRange(formatExact(roundedToNineDigits(ratio))),
                         at: terms[blamed].attribute.coefficientRange)
    }

    /// `value` to nine significant digits, for a message: `1 / 0.00001` is 99999.99999999999
    /// in binary and reads as the 100000 typed. Powers of ten up to 1e22 are exact doubles,
    /// so the scaling back is one correctly rounded operation.
    static func roundedToNineDigits(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        var shift = 0
        var scaled = abs(value)
        while scaled < 1e8, shift < 22 { scaled = abs(value) * power(of: shift + 1); shift += 1 }
        while scaled >= 1e9, shift > -22 { scaled = abs(value) / power(of: -(shift - 1)); shift -= 1 }
        // Beyond what 22 powers of ten reach (1e308 typed), the value is shown as it is.
        guard scaled >= 1e8, scaled < 1e9 else { return value }
        let digits = Double(Int64(scaled + 0.5))
        let magnitude = shift >= 0 ? digits / power(of: shift) : digits * power(of: -shift)
        return value < 0 ? -magnitude : magnitude
    }

    private static func power(of exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// A term's attribute as an expression; nil if its view is gone. The record is read in
    /// place through the values view: `views[name]` would copy the whole record (its
    /// arrays and tables) for every term lowered, which is most of re-lowering's cost.
    private func expression(of term: ResolvedTerm) -> Expression? {
        guard let index = views.index(forKey: term.view) else { return nil }
        if term.guide == .content || term.onContentArea { return contentAreaExpression(term) }
        if term.guide == nil, term.attribute == .firstBaseline || term.attribute == .lastBaseline, !stacks.isEmpty {
            // A stack's baselines are the arranged view's it vends.
            return baselineExpression(of: views.values[index], term.attribute)
        }
        return views.values[index].expression(term.attribute, in: term.guide, direction: direction)
    }

    /// The solver's form of a canonical constraint; nil if a view it names is gone.
    func lower(_ canonical: CanonicalConstraint, priority: Double) -> Constraint? {
        var lhs = Expression()
        for term in canonical.lhs {
            guard let expression = expression(of: term) else { return nil }
            lhs = lhs + term.coefficient * expression
        }
        var rhs = Expression(constant: canonical.constant)
        for term in canonical.rhs {
            guard let expression = expression(of: term) else { return nil }
            rhs = rhs + term.coefficient * expression
        }
        return Constraint(lhs, canonical.relation, rhs + commonOriginShift(canonical), priority: Priority(priority))
    }

    /// UIKit measures a constraint's positions in the coordinates of the nearest common
    /// ancestor of its items (the ancestor's own edges from its bounds, so its top is 0 and
    /// its centerY half its height). Where the positions' coefficients cancel, as they do
    /// for any multiplier of 1, the origin drops out; otherwise (`a.centerY == 0.5 *
    /// card.centerY` inside `card`) alsh's root coordinates are moved to that ancestor's:
    /// each position p becomes p − origin, which puts the origin's weight on the right.
    private func commonOriginShift(_ canonical: CanonicalConstraint) -> Expression {
        let weight = canonical.positionWeight(direction: direction)
        guard weight.horizontal != 0 || weight.vertical != 0,
              let ancestor = nearestCommonAncestor(canonical.views), ancestor != Self.rootName,
              let origin = views[ancestor] else { return Expression() }
        return weight.horizontal * Expression(origin.left) + weight.vertical * Expression(origin.top)
    }
}

extension Layout {
    /// Whether the layout holds the constraints `line` would add (a formula, a VFL line,
    /// an anchor call): for each, an active, unbroken constraint of the same canonical form
    /// and priority, whatever syntax made it. `expect constraint` (lessons check a
    /// constraint's relation this way, whoever typed it how). The layout is not changed.
    public func holdsConstraints(like line: String) throws(Diagnostic) -> Bool {
        let members: [ConstraintSyntax] = switch try parse(line).syntax {
        case .formula(let syntax): [syntax]
        case .vfl(let vfl): vfl.constraints
        }
        var wanted: [(CanonicalConstraint, Double)] = []
        for member in members { wanted.append((try resolve(member), member.priority)) }
        let present = recordOrder.compactMap { records[$0] }.filter { $0.isActive && !$0.isBroken }
        return wanted.allSatisfy { canonical, priority in
            present.contains { $0.canonical == canonical && $0.priority == priority }
        }
    }
}
