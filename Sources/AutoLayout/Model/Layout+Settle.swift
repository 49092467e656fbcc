import Cassowary

/// Where the constraints leave a choice, the layout's answer is the solver's settled
/// point (`Solver.settle`): tied optionals by priority and then by declaration, frames by
/// declaration, each as close to 0 as the constraints allow. So a session, its saved
/// script replayed, and the same layout reached by any other history show the same
/// frames and break the same optionals.
extension Layout {
    /// Settles the solution if a change left it unsettled; every reading of values goes
    /// through here first (analysis, frames).
    func settleSolution() {
        if settleOrderCache == nil {
            settleOrderCache = makeSettleOrder()
            solver.settleOrderRemade()
        }
        guard let order = settleOrderCache else { return }
        solver.settle(order) { id in bySolverID.serial(of: id) ?? Int.max }
    }

    /// Settles from nothing, as if no settlement had been kept (for tests: the parts an
    /// incremental settlement keeps must give what a fresh one finds).
    package func settleAfresh() {
        solver.forgetSettlement()
        settleOrderCache = nil
        settleSolution()
    }

    /// Root, then the views in declaration order.
    private func makeSettleOrder() -> SettleOrder {
        var order = SettleOrder()
        var entry: [String: Int] = [:]
        // A view a stack took in may come before its new superview (`moveView`).
        var later: [(child: Int, parent: String)] = []
        for name in [Self.rootName] + viewOrder {
            guard let record = views[name] else { continue }
            let parent = record.superview.flatMap { views[$0] }
            entry[name] = order.count
            let parentEntry = record.superview.flatMap { entry[$0] }
            if parentEntry == nil, let superview = record.superview { later.append((order.count, superview)) }
            order.append(Self.settleEntry(record, parent), parent: parentEntry)
        }
        for (child, parent) in later {
            if let parentEntry = entry[parent] { order.link(child, to: parentEntry) }
        }
        return order
    }

    /// A view just declared joins the order at its end, as it joins `viewOrder`.
    func appendToSettleOrder(_ record: ViewRecord) {
        guard settleOrderCache != nil else { return }
        guard let superview = record.superview, let parent = views[superview],
              let parentEntry = settleOrderCache?.entry(of: parent.left) else {
            settleOrderCache = nil
            return
        }
        settleOrderCache?.append(Self.settleEntry(record, parent), parent: parentEntry)
    }

    private static func settleEntry(_ record: ViewRecord, _ parent: ViewRecord?) -> SettleOrder.Entry {
        SettleOrder.Entry(left: record.left, top: record.top, width: record.width, height: record.height,
                          parentLeft: parent?.left, parentTop: parent?.top)
    }
}
