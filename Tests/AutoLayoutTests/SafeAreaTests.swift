import Testing
@testable import AutoLayout
import LayoutTestSupport

/// The safe area: root's insets (`safearea`), every view's `safeArea` guide, and the
/// layout pass that keeps a subview's clipped safe area in step with its frame.
@Suite struct SafeAreaTests {
    /// 375x667 portrait has a 20-point status bar: safe area insets 20 0 0 0, so a label
    /// 8 below the safe area's top sits at 20 + 8 = 28. An iPhone X's 44 0 34 0 puts it
    /// at 44 + 8 = 52.
    @Test func labelBelowTheStatusBar() throws {
        let layout = makeLayout(["view label", "label.top = root.safeArea.top + 8", "label.left = root.left",
                                 "label.width = 100", "label.height = 20"])
        #expect(layout.safeAreaInsets == Margins(top: 20, left: 0, bottom: 0, right: 0))
        #expect(layout.frame(of: "label") == rect(0, 28, 100, 20))
        try layout.setSafeArea(Margins(top: 44, left: 0, bottom: 34, right: 0))
        #expect(layout.frame(of: "label") == rect(0, 52, 100, 20))
        // `root WxH` and `rotate` keep the insets: still 44 + 8.
        try layout.setRootSize(width: 667, height: 375)
        #expect(layout.frame(of: "label") == rect(0, 52, 100, 20))
        #expect(layout.safeAreaInsets == Margins(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// The safe area guide's four edges: 812x375 landscape with the notch on the left
    /// and right (44) and the home indicator (21): content spans x 44…768 (724 wide) and
    /// y 0…354 (354 high).
    @Test func allFourEdgesInLandscape() throws {
        let layout = makeLayout(["view content"])
        try layout.setRootSize(width: 812, height: 375)
        try layout.setSafeArea(Margins(top: 0, left: 44, bottom: 21, right: 44))
        for line in ["content.left = root.safeArea.left", "content.right = root.safeArea.right",
                     "content.top = root.safeArea.top", "content.bottom = root.safeArea.bottom"] {
            try layout.addConstraintLine(line)
        }
        #expect(layout.frame(of: "content") == rect(44, 0, 724, 354))
        #expect(layout.guideFrame(of: "root", .safeArea) == rect(44, 0, 724, 354))
        // width and centerX of the guide agree with its edges: 724 wide, centred at 406.
        try layout.addConstraintLine("view2_w: content.width = root.safeArea.width")
        try layout.addConstraintLine("content.centerX = root.safeArea.centerX")
        #expect(layout.analyze().conflicts.isEmpty)
    }

    /// A 100-high header from root's top edge lies under the 20-point status bar: its
    /// safe area is its frame clipped to root's, inset 20 at the top. A title 8 below the
    /// header's safe top is at 28 (header coordinates); with 44 at the top, 52; moved
    /// 200 down, the header is wholly safe and the title is 8 below its top.
    @Test func subviewUnderTheStatusBarIsClipped() throws {
        let layout = makeLayout(["view header", "view title in header", "H:|[header]|",
                                 "top: header.top = root.top", "header.height = 100",
                                 "title.top = header.safeArea.top + 8", "title.left = header.safeArea.left",
                                 "title.width = 50", "title.height = 20"])
        #expect(layout.frame(of: "title") == rect(0, 28, 50, 20))
        #expect(layout.info(of: "header")?.safeAreaInsets == Margins(top: 20, left: 0, bottom: 0, right: 0))
        #expect(layout.guideFrame(of: "header", .safeArea) == rect(0, 20, 375, 80))
        try layout.setSafeArea(Margins(top: 44, left: 0, bottom: 34, right: 0))
        #expect(layout.frame(of: "title") == rect(0, 52, 50, 20))
        try layout.setConstant("top", 200)
        #expect(layout.frame(of: "header") == rect(0, 200, 375, 100))
        #expect(layout.frame(of: "title") == rect(0, 8, 50, 20))
        // Back up: the clipping comes back as the header moves under the bar again.
        try layout.setConstant("top", 10)
        #expect(layout.info(of: "header")?.safeAreaInsets == Margins(top: 34, left: 0, bottom: 0, right: 0))
        #expect(layout.frame(of: "title") == rect(0, 42, 50, 20))
        #expect(layout.unsettledGuides.isEmpty)
    }

    /// A view wholly under the status bar (10 high at y 0) has a safe area inset by its
    /// whole height: the guide is 0 high, at its bottom.
    @Test func insetsNeverExceedTheView() throws {
        let layout = makeLayout(["view strip", "H:|[strip]|", "V:|[strip(10)]"])
        #expect(layout.info(of: "strip")?.safeAreaInsets == Margins(top: 10, left: 0, bottom: 0, right: 0))
        #expect(layout.guideFrame(of: "strip", .safeArea) == rect(0, 10, 375, 0))
    }

    /// The header's height depends on its own safe area: a 50-high bar sits on the
    /// header's safe top and the header ends 10 below it. Before the layout pass the
    /// header's inset is 0 (bar at 0, header 60 high); UIKit's pass sees the header under
    /// the status bar (inset 20), the bar moves to 20 and the header grows to
    /// 20 + 50 + 10 = 80, which keeps the inset at 20: settled.
    @Test func fixedPointSettlesWhenAFrameDependsOnItsSafeArea() throws {
        let layout = makeLayout(["view header", "view bar in header", "H:|[header]|", "header.top = root.top",
                                 "bar.top = header.safeArea.top", "bar.height = 50", "H:|[bar]|",
                                 "header.bottom = bar.bottom + 10"])
        #expect(layout.frame(of: "header") == rect(0, 0, 375, 80))
        #expect(layout.frame(of: "bar") == rect(0, 20, 375, 50))
        #expect(layout.unsettledGuides.isEmpty)
        try layout.setSafeArea(Margins(top: 44, left: 0, bottom: 0, right: 0))
        // 44 + 50 + 10.
        #expect(layout.frame(of: "header") == rect(0, 0, 375, 104))
    }

    /// A box at root's top whose safe area is 3 × its height − 40 high is 20 − t/2 high
    /// (t: its top inset, min(20, height)). Its fixed point, 40/3, lies between two grid
    /// points of the frames, each of which asks for the other: the passes never settle,
    /// the last one's frames stay, and the view is reported as unsettled. (With
    /// 2 × height − 30 the passes flip between 10 and 20, and the fixed point between
    /// them, 15, is found: `GuideFixedPointTests`.)
    @Test func aLayoutThatNeverSettlesIsReported() throws {
        let layout = makeLayout(["view box", "H:|[box]|", "box.top = root.top",
                                 "box.safeArea.height = 3 * box.height - 40"])
        #expect(layout.unsettledGuides == ["box"])
        let height = layout.frame(of: "box").height
        #expect(abs(height - 40.0 / 3) < 0.1, "\(height)")
        // Anything that breaks the cycle settles it again.
        try layout.remove("c4")
        #expect(layout.unsettledGuides.isEmpty)
    }

    @Test func badInsetsAreRefused() throws {
        let layout = Layout()
        #expect(diagnostic { try layout.setSafeArea(Margins(top: -1, left: 0, bottom: 0, right: 0)) }?.message
                == "the safe area's top inset must be a number from 0 to 1e9")
        #expect(layout.safeAreaInsets == Margins(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// 1,000 labels pinned to root.safeArea.top: one `safearea` change edits 1,000
    /// constants, and only root's insets are recomputed (its guides are the only ones used).
    @Test func manyViewsFollowTheSafeArea() throws {
        let layout = Layout()
        for i in 0..<1000 {
            try layout.declareView("v\(i)", in: "root", frame: nil)
            try layout.addConstraintLine("v\(i).top = root.safeArea.top + \(i % 10)")
        }
        #expect(layout.guideState.users.keys.sorted() == ["root"])
        try layout.setSafeArea(Margins(top: 44, left: 0, bottom: 34, right: 0))
        #expect(layout.frame(of: "v7").y == 51)
        #expect(layout.frame(of: "v999").y == 53)
    }
}
