import Cassowary

/// Where the layout pass chases its own frames (an inset that follows the frame it
/// positions, each pass moving it by a constant ratio of the step before: a stack left of
/// root that halves the distance to its fixed point on every pass), the passes run out
/// before the insets settle. This finds the fixed point they chase, from the last two
/// passes, and keeps it only when one more pass there changes nothing.
extension Layout {
    /// One view in one pass: the insets its constraints were lowered with, and those the
    /// frames they gave then asked for, unrounded (`GuideContext.exact`).
    struct GuideReading {
        var lowered: GuideInsets
        var asked: GuideInsets
    }

    /// Every view in use, read exactly at the solution the layout shows.
    func exactGuideReadings() -> [String: GuideReading] {
        settleSolution()
        var context = guideContext()
        context.exact = true
        var readings: [String: GuideReading] = [:]
        for name in guideState.users.keys {
            guard let record = views[name] else { continue }
            readings[name] = GuideReading(lowered: record.guides, asked: guideInsets(of: record, context))
        }
        return readings
    }

    /// Moves every view's insets to the fixed point the two readings' secant points at,
    /// lays out again and keeps it if that pass moves nothing (true). Otherwise the layout
    /// is put back bit for bit (`snapshot`), so a chase with no fixed point there ends as
    /// it would have without the try. The pivot log and the tracker watch the try: the
    /// solver did that work, and a kept fixed point is part of the change.
    func reachGuideFixedPoint(from earlier: [String: GuideReading], _ later: [String: GuideReading]) -> Bool {
        var target: [String: GuideInsets] = [:]
        for (name, reading) in later {
            guard let before = earlier[name], let point = Self.secantFixedPoint(before, reading) else { return false }
            if point != reading.lowered { target[name] = point }
        }
        guard !target.isEmpty else { return false }
        let kept = snapshot()
        for (name, insets) in target {
            if let index = views.index(forKey: name) { views.modifyValue(at: index) { $0.guides = insets } }
        }
        // Sorted: the order constraints are re-lowered in must not depend on hashing.
        relowerGuideUsers(target.keys.sorted())
        reinstallBroken()
        settleSolution()
        let context = guideContext()
        let settled = guideState.users.keys.allSatisfy { name in
            views[name].map { guideInsets(of: $0, context) == $0.guides } ?? true
        }
        if !settled { restore(kept) }
        return settled
    }

    /// Each of the twelve insets on its own secant: two passes read inset x as lowered
    /// (x0, x1) and as then asked for (y0, y1). Where the pass is affine in x, as a chase
    /// through a clipped safe area or a margin is, y = r·x + c with r = (y1 − y0)/(x1 − x0),
    /// and its fixed point x = c/(1 − r) is x1 + (y1 − x1)/(1 − r), exactly, whether the
    /// passes converge (|r| < 1) or not. Exact readings keep that to float noise, which
    /// the frames' rounding takes off, so every history that chases the same fixed point
    /// lands on the same grid point. Nil when an inset moves that did not move before (no
    /// secant) or the ratio is within 1e-3 of 1 (the point would lie more than a thousand
    /// steps away, where the pass is unlikely to be the same affine map).
    static func secantFixedPoint(_ earlier: GuideReading, _ later: GuideReading) -> GuideInsets? {
        let x0 = earlier.lowered.components, x1 = later.lowered.components
        let y0 = earlier.asked.components, y1 = later.asked.components
        var point: [Double] = []
        for i in x1.indices {
            if roundToMicro(y1[i]) == x1[i] {
                point.append(x1[i])
                continue
            }
            guard x1[i] != x0[i] else { return nil }
            let ratio = (y1[i] - y0[i]) / (x1[i] - x0[i])
            guard abs(1 - ratio) >= 1e-3 else { return nil }
            let fixed = roundToMicro(x1[i] + (y1[i] - x1[i]) / (1 - ratio))
            guard fixed.isFinite else { return nil }
            point.append(fixed)
        }
        return GuideInsets(components: point)
    }
}

extension GuideInsets {
    /// The twelve insets in a fixed order: safe area, margins, readable content; each
    /// top, left, bottom, right.
    var components: [Double] {
        [safeArea, margins, readableContent].flatMap { [$0.top, $0.left, $0.bottom, $0.right] }
    }

    init(components c: [Double]) {
        self.init(safeArea: Margins(top: c[0], left: c[1], bottom: c[2], right: c[3]),
                  margins: Margins(top: c[4], left: c[5], bottom: c[6], right: c[7]),
                  readableContent: Margins(top: c[8], left: c[9], bottom: c[10], right: c[11]))
    }
}
