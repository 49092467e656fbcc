import AutoLayout
import Cassowary

/// The two shapes a description takes: an equation and a one-constraint visual format.
extension LogDescriptionParser {
    /// `UILabel:0x…'Title'.width == 0.4*UIView:0x….width + 8 @750`, `….height == 24`,
    /// `A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)`, `UIView:0x….minX == 0`.
    mutating func equation() throws(LogParseFailure) -> LogConstraint {
        let firstItem = try item()
        let nameStart = cursor.position + 1
        let (attribute, fromOrigin) = try attribute()
        let attributeName = cursor.text(nameStart..<cursor.position)
        let relation = try relation()
        var rhs = RightSide()
        // iOS 6 and 7 printed an autoresizing position of 0 with nothing after the relation
        // (`UIButton:0x….midX ==`, a button made with no frame): its constant is 0.
        if !(fromOrigin && cursor.current == nil) { try readTerms(into: &rhs, firstAttribute: attribute) }
        let priority = try self.priority()
        var second = rhs.second
        var multiplier = rhs.multiplier
        var constant = rhs.constant
        if second == nil {
            if fromOrigin {
                // Autoresizing: `minX == 0` is measured from the superview's origin.
                second = LogAnchor(item: nil, attribute: attribute.isHorizontal ? .left : .top)
                multiplier = 1
            } else if !attribute.isSize {
                throw LogParseFailure(.logLocationNeedsItem, attribute.rawValue)
            }
        } else if fromOrigin || rhs.secondFromOrigin {
            (second, multiplier, constant) = try Self.autoresizingRight(rhs, first: attribute, firstFromOrigin: fromOrigin)
        }
        return LogConstraint(line: line, className: "", address: nil, identifier: nil, kind: .layout,
                             first: LogAnchor(item: firstItem, attribute: attribute),
                             firstAttributeName: attributeName, relation: relation,
                             multiplier: second == nil ? 0 : multiplier, second: second,
                             constant: constant, priority: priority, isActive: true, superview: nil,
                             isVisualFormat: false, text: "")
    }

    /// An autoresizing constraint relates a view's frame, measured from its superview's
    /// origin (`minX`, `midX` …), to its superview S in S's own bounds: `midX == S.midX +
    /// 187.5` (S.midX is half S's width), `maxX == S.width - 29` (flexible left margin).
    /// Both are measured from S's origin, so in alsh's absolute terms `S.midX` is S.centerX,
    /// and `m*S.width` is S.right (m = 1) or S.centerX (m = 0.5).
    private static func autoresizingRight(_ rhs: RightSide, first: Attribute, firstFromOrigin: Bool)
        throws(LogParseFailure) -> (LogAnchor?, Double, Double) {
        guard var second = rhs.second else { return (nil, 0, rhs.constant) }
        guard firstFromOrigin else {
            throw LogParseFailure(.logOriginOnlyAgainst, second.attribute.rawValue)
        }
        if rhs.secondFromOrigin {
            guard rhs.multiplier == 1 else {
                throw LogParseFailure(.logOriginMultiplier)
            }
            return (second, 1, rhs.constant)
        }
        guard second.attribute.isSize else {
            throw LogParseFailure(.logNotFromOrigin, second.attribute.rawValue)
        }
        let horizontal = second.attribute == .width
        switch rhs.multiplier {
        case 1: second.attribute = horizontal ? .right : .bottom
        case 0.5: second.attribute = horizontal ? .centerX : .centerY
        case 0: return (LogAnchor(item: second.item, attribute: horizontal ? .left : .top), 1, rhs.constant)
        default:
            // `minX == 0.500507*S.width - 32.0324` (two flexible parts, iOS 17): kept as a
            // size term; the planner writes it with S's edges.
            return (second, rhs.multiplier, rhs.constant)
        }
        return (second, 1, rhs.constant)
    }

    /// What the right of the relation added up to.
    struct RightSide {
        var second: LogAnchor?
        var secondFromOrigin = false
        var multiplier = 1.0
        var constant = 0.0
    }

    /// `0.4*B.width + 8`, `B.trailing - 10`, `-16`, `NSSpace(8) + B.top`.
    private mutating func readTerms(into rhs: inout RightSide, firstAttribute: Attribute) throws(LogParseFailure) {
        var isFirstTerm = true
        while true {
            cursor.skipSpaces()
            guard let c = cursor.current, c != "@", c != "^" else {
                if isFirstTerm { throw LogParseFailure(.logValueAfterRelation) }
                break
            }
            var sign = 1.0
            if !isFirstTerm {
                if cursor.take("+") {
                    sign = 1
                } else if cursor.take("-") {
                    sign = -1
                } else if let space = try symbolicSpace() {
                    // `A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)`: what
                    // `constraint(lessThanOrEqualToSystemSpacingBelow:)` prints. Below and
                    // After put the first anchor the space past the second: + space.
                    rhs.constant += space
                    continue
                } else {
                    throw LogParseFailure(.logExpectedPlusMinus, rest)
                }
                cursor.skipSpaces()
            }
            try readTerm(sign: sign, signedNumber: isFirstTerm, into: &rhs)
            isFirstTerm = false
        }
    }

    private mutating func readTerm(sign: Double, signedNumber: Bool, into rhs: inout RightSide) throws(LogParseFailure) {
        if let space = try symbolicSpace() {
            rhs.constant += sign * space
            return
        }
        if signedNumber, cursor.current == "+" {
            // `midX == + 25`: an autoresizing constant printed with its sign.
            var offset = 1
            while cursor.peek(offset) == " " { offset += 1 }
            if cursor.peek(offset)?.isNumber == true {
                cursor.advance(by: offset)
                try readTerm(sign: sign, signedNumber: false, into: &rhs)
                return
            }
        }
        if signedNumber, cursor.current == "-" {
            // `width == - 16`, `minY == - 0.333333`: UIKit prints a negative constant
            // alone on the right with a space after the sign.
            var offset = 1
            while cursor.peek(offset) == " " { offset += 1 }
            if offset > 1, cursor.peek(offset)?.isNumber == true {
                cursor.advance(by: offset)
                try readTerm(sign: -sign, signedNumber: false, into: &rhs)
                return
            }
        }
        if let c = cursor.current, c.isNumber || (signedNumber && c == "-" && cursor.peek(1)?.isNumber == true) {
            let value = try number()
            if cursor.take("*") {
                try readItemTerm(multiplier: sign * value, into: &rhs)
            } else {
                rhs.constant += sign * value
            }
            return
        }
        try readItemTerm(multiplier: sign, into: &rhs)
        // `B.height * 0.384615`: the multiplier after the item, spaced or not.
        var offset = 0
        while cursor.peek(offset) == " " { offset += 1 }
        if cursor.peek(offset) == "*" {
            cursor.advance(by: offset + 1)
            cursor.skipSpaces()
            rhs.multiplier *= try number()
        }
    }

    private mutating func readItemTerm(multiplier: Double, into rhs: inout RightSide) throws(LogParseFailure) {
        guard rhs.second == nil else { throw LogParseFailure(.logMoreThanOneItem, rest) }
        let secondItem = try item()
        let (attribute, fromOrigin) = try self.attribute()
        rhs.second = LogAnchor(item: secondItem, attribute: attribute)
        rhs.secondFromOrigin = fromOrigin
        rhs.multiplier = multiplier
    }

    // MARK: visual format

    private enum Piece {
        case edge
        case view(LogItem, Predicate?)
        case connection(Predicate?)
    }

    /// `(>=20@750)`, `(NSSpace(8))`, `(258@251)`; a nil value is the standard space.
    struct Predicate {
        var relation = Relation.equal
        var value: Double?
        var priority = 1000.0
    }

    /// `H:|-(20)-[A]`, `H:[A]-(20)-|`, `H:[A]-(NSSpace(8))-[B]`, `V:[A(44)]`.
    mutating func visualFormat(superview: LogItem?) throws(LogParseFailure) -> LogConstraint {
        let vertical = cursor.current == "V"
        cursor.advance(by: 2)
        var pieces: [Piece] = []
        while let c = cursor.current, c != " " {
            pieces.append(try piece())
        }
        let edge = LogAnchor(item: superview, attribute: .leading)
        let (lead, trail, size): (Attribute, Attribute, Attribute) = vertical
            ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        var result = LogConstraint(line: line, className: "", address: nil, identifier: nil, kind: .layout,
                                   first: edge, firstAttributeName: "", relation: .equal, multiplier: 1,
                                   second: nil, constant: 0,
                                   priority: 1000, isActive: true, superview: superview,
                                   isVisualFormat: true, text: "")
        switch pieces.count {
        case 1:
            guard case .view(let a, let size?) = pieces[0], let value = size.value else { throw vflShape() }
            result.first = LogAnchor(item: a, attribute: vertical ? .height : .width)
            result.multiplier = 0
            fill(&result, size, value)
        case 2, 3:
            let gap: Predicate? = pieces.count == 3 ? try connection(pieces[1]) : Predicate(value: 0)
            try compose(&result, pieces.first, pieces.last, gap, (lead, trail, size))
        default:
            throw vflShape()
        }
        return result
    }

    private func connection(_ piece: Piece) throws(LogParseFailure) -> Predicate? {
        guard case .connection(let predicate) = piece else { throw vflShape() }
        return predicate
    }

    /// Sets the two anchors of an edge–view, view–edge or view–view format.
    private func compose(_ result: inout LogConstraint, _ left: Piece?, _ right: Piece?, _ gap: Predicate?,
                         _ names: (Attribute, Attribute, Attribute)) throws(LogParseFailure) {
        let (lead, trail, _) = names
        let edge = result.superview
        switch (left, right) {
        case (.edge, .view(let a, nil)):
            result.first = LogAnchor(item: a, attribute: lead)
            result.second = LogAnchor(item: edge, attribute: lead)
            fill(&result, gap, gap?.value ?? 20)
        case (.view(let a, nil), .edge):
            result.first = LogAnchor(item: edge, attribute: trail)
            result.second = LogAnchor(item: a, attribute: trail)
            fill(&result, gap, gap?.value ?? 20)
        case (.view(let a, nil), .view(let b, nil)):
            result.first = LogAnchor(item: b, attribute: lead)
            result.second = LogAnchor(item: a, attribute: trail)
            fill(&result, gap, gap?.value ?? 8)
        default:
            throw vflShape()
        }
    }

    private func fill(_ result: inout LogConstraint, _ predicate: Predicate?, _ value: Double) {
        result.relation = predicate?.relation ?? .equal
        result.constant = value
        result.priority = predicate?.priority ?? 1000
    }

    private func vflShape() -> LogParseFailure {
        LogParseFailure(.logVisualFormatShape)
    }

    private mutating func piece() throws(LogParseFailure) -> Piece {
        if cursor.take("|") { return .edge }
        if cursor.take("[") {
            let viewItem = try item()
            let size = cursor.current == "(" ? try predicate() : nil
            guard cursor.take("]") else { throw LogParseFailure(.logExpectedAt, "]", rest) }
            return .view(viewItem, size)
        }
        guard cursor.take("-") else { throw LogParseFailure(.logUnexpectedInVisualFormat, rest) }
        if cursor.current == "[" || cursor.current == "|" { return .connection(nil) }
        let gap: Predicate
        if cursor.current == "(" {
            gap = try predicate()
        } else {
            gap = Predicate(value: try number())
        }
        guard cursor.take("-") else { throw LogParseFailure(.logExpectedDashAfterSpacing, rest) }
        return .connection(gap)
    }

    private mutating func predicate() throws(LogParseFailure) -> Predicate {
        guard cursor.take("(") else { throw LogParseFailure(.logExpectedAt, "(", rest) }
        var result = Predicate()
        for (text, relation) in [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where takeWord(text) {
            result.relation = relation
            break
        }
        if let space = try symbolicSpace() {
            result.value = space
        } else {
            result.value = try number()
        }
        if cursor.take("@") {
            let value = try number()
            guard value > 0, value <= 1000 else { throw LogParseFailure(.logPriorityRange, formatNumber(value)) }
            result.priority = value
        }
        guard cursor.take(")") else { throw LogParseFailure(.logExpectedAt, ")", rest) }
        return result
    }
}
