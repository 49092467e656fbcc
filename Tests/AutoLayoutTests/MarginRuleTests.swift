import Testing
@testable import AutoLayout
import LayoutTestSupport

/// UIKit's margins: root's system minimum (16 / 20 by width), 8 elsewhere, cells' content
/// views, explicit margins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea,
/// and the readable content guide.
@Suite struct MarginRuleTests {
    /// A view filling root's margins guide, and one by the margin attributes: the two
    /// must agree exactly.
    private func marginsLayout() -> Layout {
        makeLayout(["view a b",
                    "a.left = root.margins.left", "a.right = root.margins.right",
                    "a.top = root.margins.top", "a.bottom = root.margins.bottom",
                    "b.left = root.leftMargin", "b.right = root.rightMargin",
                    "b.top = root.topMargin", "b.bottom = root.bottomMargin"])
    }

    /// Root at 375 wide: systemMinimumLayoutMargins are 0 16 0 16 (compact width), and
    /// the margins are measured from the safe area (20 at the top), so the margins guide
    /// spans x 16…359 (343 wide) and y 20…667 (647 high).
    @Test func rootAt375() {
        let layout = marginsLayout()
        #expect(layout.frame(of: "a") == rect(16, 20, 343, 647))
        #expect(layout.frame(of: "b") == layout.frame(of: "a"))
        #expect(layout.info(of: "root")?.margins == Margins(top: 20, left: 16, bottom: 0, right: 16))
    }

    /// 414 wide (an iPhone Plus) and wider: 20 on the sides. x 20…394, 374 wide.
    @Test func rootAt414AndAfterRotate() throws {
        let layout = marginsLayout()
        try layout.setRootSize(width: 414, height: 736)
        #expect(layout.frame(of: "a") == rect(20, 20, 374, 716))
        try layout.setRootSize(width: 413, height: 736)
        #expect(layout.frame(of: "a") == rect(16, 20, 381, 716))
        // 375x667 turned to 667x375: the screen's shorter side is still 375, so 16:
        // x 16…651 (635 wide), y 20…375.
        try layout.setRootSize(width: 375, height: 667)
        try layout.setRootSize(width: 667, height: 375)
        #expect(layout.frame(of: "a") == rect(16, 20, 635, 355))
        #expect(layout.frame(of: "b") == layout.frame(of: "a"))
    }

    /// UIKit's side margin for root follows the screen's shorter side: 20 from 414 (Plus
    /// and Max iPhones in either orientation, iPads), else 16, landscape included.
    @Test func rootSideMarginFollowsTheShorterSide() throws {
        // An iPhone 12 in landscape (844 x 390) stays at 16: with its safe area 0 44 21 44,
        // a bar between the side margins is (60, 0, 724, 32), not 64 / 716.
        let phone = makeLayout(["view bar", "bar.leading = root.leadingMargin", "bar.trailing = root.trailingMargin",
                                "bar.top = root.top", "bar.height = 32"])
        try phone.setRootSize(width: 844, height: 390)
        try phone.setSafeArea(Margins(top: 0, left: 44, bottom: 21, right: 44))
        #expect(phone.frame(of: "bar") == rect(60, 0, 724, 32))
        // iPhone 11 in portrait (414 x 896) and landscape (896 x 414), an iPad: 20.
        for (width, height) in [(414.0, 896.0), (896, 414), (768, 1024), (1024, 768)] {
            try phone.setSafeArea(Margins(top: 0, left: 0, bottom: 0, right: 0))
            try phone.setRootSize(width: width, height: height)
            #expect(phone.frame(of: "bar") == rect(20, 0, width - 40, 32), "\(width)x\(height)")
        }
        // An iPhone 8 or X in either orientation: 16.
        for (width, height) in [(375.0, 667.0), (667, 375), (375, 812), (812, 375), (320, 568)] {
            try phone.setRootSize(width: width, height: height)
            #expect(phone.frame(of: "bar") == rect(16, 0, width - 32, 32), "\(width)x\(height)")
        }
        #expect(Layout.systemSideMargin(width: 600, height: 600) == 20)
        // A document with no device was laid out with 16: `margins root minimum 16`.
        try phone.setRootSize(width: 600, height: 600)
        try phone.setRootMinimumMargins(16)
        #expect(phone.frame(of: "bar") == rect(16, 0, 568, 32))
        try phone.setRootMinimumMargins(nil)
        #expect(phone.frame(of: "bar") == rect(20, 0, 560, 32))
        #expect(throws: Diagnostic.self) { try phone.setRootMinimumMargins(-1) }
    }

    /// Explicit root margins can raise UIKit's minimum but not lower it
    /// (viewRespectsSystemMinimumLayoutMargins): `margins root 8` gives 8 16 8 16, then
    /// the safe area's 20 on top: 28. `default` goes back.
    @Test func explicitRootMarginsRespectTheMinimum() throws {
        let layout = marginsLayout()
        try layout.setMargins("root", top: 8, left: 8, bottom: 8, right: 8)
        #expect(layout.frame(of: "a") == rect(16, 28, 343, 631))
        try layout.setMargins("root", top: 0, left: 30, bottom: 0, right: 30)
        #expect(layout.frame(of: "a") == rect(30, 20, 315, 647))
        #expect(layout.frame(of: "b") == layout.frame(of: "a"))
        try layout.resetMargins("root")
        #expect(layout.frame(of: "a") == rect(16, 20, 343, 647))
    }

    /// An ordinary view's margins are 8; a card at (20, 100) 300x200 puts its margins
    /// guide at 8 8 284 184 in its own coordinates.
    @Test func ordinaryViewsHave8() throws {
        let layout = makeLayout(["view card", "view inner in card", "card.left = root.left + 20",
                                 "card.top = root.top + 100", "card.width = 300", "card.height = 200",
                                 "inner.left = card.margins.left", "inner.right = card.margins.right",
                                 "inner.top = card.topMargin", "inner.bottom = card.bottomMargin"])
        #expect(layout.frame(of: "inner") == rect(8, 8, 284, 184))
    }

    /// Under the status bar a view's margins start at its safe area (insetsLayoutMargins-
    /// FromSafeArea): a card at y 0 has its top margin at 20 + 8 = 28. With it off, 8.
    @Test func marginsFromTheSafeArea() throws {
        let layout = makeLayout(["view card", "view inner in card", "H:|[card]|", "V:|[card(200)]",
                                 "inner.top = card.topMargin", "inner.left = card.leftMargin",
                                 "inner.width = 10", "inner.height = 10"])
        #expect(layout.frame(of: "inner") == rect(8, 28, 10, 10))
        try layout.setMarginsFromSafeArea("card", false)
        #expect(layout.frame(of: "inner") == rect(8, 8, 10, 10))
        try layout.setMarginsFromSafeArea("card", true)
        #expect(layout.frame(of: "inner") == rect(8, 28, 10, 10))
        // Root too: with it off, root's top margin is its own 0.
        let rootLayout = marginsLayoutOnly()
        try rootLayout.setMarginsFromSafeArea("root", false)
        #expect(rootLayout.frame(of: "a").y == 0)
    }

    private func marginsLayoutOnly() -> Layout {
        makeLayout(["view a", "a.top = root.topMargin", "a.left = root.left", "a.width = 1", "a.height = 1"])
    }

    /// A table cell's content view: 11 above and below, and root's 16 on the sides at
    /// 375. A 44-high cell row gives a label 16…359 by 11…33: 343 x 22.
    @Test func cellContentViewMargins() throws {
        let layout = makeLayout(["view cell", "view label in cell", "H:|[cell]|", "V:|-100-[cell(44)]",
                                 "label.left = cell.leftMargin", "label.right = cell.rightMargin",
                                 "label.top = cell.topMargin", "label.bottom = cell.bottomMargin"])
        #expect(layout.frame(of: "label") == rect(8, 8, 359, 28))
        try layout.setViewClass("cell", Layout.cellContentViewClass)
        #expect(layout.frame(of: "label") == rect(16, 11, 343, 22))
        // At 414 wide the sides are 20: 414 − 40 = 374.
        try layout.setRootSize(width: 414, height: 736)
        #expect(layout.frame(of: "label") == rect(20, 11, 374, 22))
        // Explicit margins win over the class's.
        try layout.setMargins("cell", top: 4, left: 4, bottom: 4, right: 4)
        #expect(layout.frame(of: "label") == rect(4, 4, 406, 36))
    }

    /// preservesSuperviewLayoutMargins: a card 4 in from root's left edge and 100 down
    /// overlaps root's 16-point left margin by 12, more than its own 8, so its left
    /// margin becomes 12; its right edge is 4 in from root's right, so 12 there too; its
    /// top (100) is below root's top margin (20), so the top stays 8.
    @Test func preservesSuperviewMargins() throws {
        let layout = makeLayout(["view card", "view inner in card", "H:|-4-[card]-4-|", "V:|-100-[card(200)]",
                                 "inner.left = card.leftMargin", "inner.right = card.rightMargin",
                                 "inner.top = card.topMargin", "inner.height = 10"])
        #expect(layout.frame(of: "inner") == rect(8, 8, 351, 10))
        try layout.setPreservesSuperviewMargins("card", true)
        #expect(layout.frame(of: "inner") == rect(12, 8, 343, 10))
        #expect(layout.info(of: "card")?.margins == Margins(top: 8, left: 12, bottom: 8, right: 12))
        try layout.setPreservesSuperviewMargins("card", false)
        #expect(layout.frame(of: "inner") == rect(8, 8, 351, 10))
    }

    /// The same, with the card wider than the root's margins allow: 10 in is 6 of
    /// root's 16, less than 8, so 8 stays.
    @Test func preserveKeepsLargerOwnMargins() throws {
        let layout = makeLayout(["view card", "view inner in card", "H:|-10-[card]-10-|", "V:|-100-[card(200)]",
                                 "inner.left = card.leftMargin", "inner.right = card.rightMargin",
                                 "inner.top = card.topMargin", "inner.height = 10"])
        try layout.setPreservesSuperviewMargins("card", true)
        #expect(layout.frame(of: "inner") == rect(8, 8, 339, 10))
    }

    /// readableContentGuide: the margins guide at most 672 wide, centred in it. At 375
    /// the margins guide is 343 wide, so they coincide (16…359); at 1024 (an iPad in
    /// landscape, margins 20) the margins guide is 984 wide, so the readable guide is 672
    /// wide starting (984 − 672) / 2 = 156 further in: x 176…848.
    @Test func readableContent() throws {
        let layout = makeLayout(["view text", "text.left = root.readableContent.left",
                                 "text.right = root.readableContent.right",
                                 "text.top = root.readableContentGuide.top", "text.height = 100"])
        #expect(layout.frame(of: "text") == rect(16, 20, 343, 100))
        try layout.setRootSize(width: 1024, height: 768)
        #expect(layout.frame(of: "text") == rect(176, 20, 672, 100))
        #expect(layout.guideFrame(of: "root", .readableContent) == rect(176, 20, 672, 748))
        #expect(layout.info(of: "root")?.readableContentInsets == Margins(top: 20, left: 176, bottom: 0, right: 176))
        try layout.setRootSize(width: 375, height: 667)
        #expect(layout.frame(of: "text") == rect(16, 20, 343, 100))
    }

    /// VFL's standard space to the superview's edge, `|-[a]-|`, is the superview's layout
    /// margin (docs/DESIGN.md, "The standard space"): root's are 16 at the sides of a
    /// 375-point width and the safe area's 20 at the top, and follow a margins setting.
    @Test func vflStandardSpaceIsTheMargin() throws {
        let layout = makeLayout(["view a", "H:|-[a]-|", "V:|-[a]-|"])
        #expect(layout.frame(of: "a") == rect(16, 20, 343, 647))
        try layout.setMargins("root", top: 0, left: 30, bottom: 10, right: 30)
        #expect(layout.frame(of: "a") == rect(30, 20, 315, 637))
    }

    /// Changing a margin setting touches only the constraints that use those margins.
    @Test func onlyConstraintsUsingMarginsAreRelowered() throws {
        let layout = makeLayout(["view a b", "a.left = root.leftMargin", "b.left = root.left + 16"])
        #expect(layout.guideState.users["root"] == ["c1"])
        #expect(layout.guideState.users["a"] == nil)
        try layout.setMargins("root", top: 0, left: 40, bottom: 0, right: 40)
        #expect(layout.frame(of: "a").x == 40)
        #expect(layout.frame(of: "b").x == 16)
        // Once nothing uses root's margins, root is no longer recomputed after changes.
        try layout.remove("c1")
        #expect(layout.guideState.users.isEmpty)
        try layout.addConstraintLine("a.left = root.safeArea.left")
        try layout.removeView("a")
        #expect(layout.guideState.users.isEmpty)
    }
}
