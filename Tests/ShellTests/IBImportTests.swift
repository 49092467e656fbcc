import AutoLayout
import Foundation
import Testing
@testable import Interchange
@testable import Shell

/// `import FILE.storyboard|.xib [scene NAME]` on documents written for these tests in
/// Interface Builder's format (Transcripts/include/). Each document is its own answer key:
/// the frames Xcode would store are written in it, worked out by hand from its constraints
/// (see the comments in the documents), so a scene imports right when every view solves to
/// its stored frame.
struct IBImportTests {
    static let include = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts/include").path

    static func document(_ name: String) throws -> IBDocument {
        try IBDocumentReader.read(Data(contentsOf: URL(fileURLWithPath: "\(include)/\(name)")))
    }

    /// Imports through the shell and checks every view against its stored frame.
    static func importScene(_ file: String, _ scene: String?, options: SessionOptions = SessionOptions())
        throws -> (session: Session, output: CapturingOutput, plan: IBImport) {
        let line = "import \(include)/\(file)" + (scene.map { " scene \($0)" } ?? "")
        let (session, output) = runScript(line, options: options)
        let plan = try IBImporter.plan(document(file), scene: scene, takenNames: [])
        return (session, output, plan)
    }

    /// A storyboard with one view controller scene on a portrait `device`: root of the given
    /// size with its safe area `safe`, one view (id `view`, its label capitalized) at a stored
    /// frame, and the constraints as written.
    static func oneViewScene(tools: Int, device: String, root: (width: Int, height: Int), view: String,
                             frame: (x: Int, y: Int, width: Int, height: Int), constraints: [String]) -> String {
        IBTestDocument.storyboard(tools: tools, device: device, size: root, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="\(view)" userLabel="\(view.capitalized)">
                <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
            </view>
            """, constraints: constraints)
    }

    /// Constraints that pin `view` to the safe area guide `safe` on every side.
    static func pinnedToSafeArea(_ view: String) -> [String] {
        ["leading", "trailing", "top", "bottom"].enumerated().map { index, edge in
            #"<constraint firstItem="\#(view)" firstAttribute="\#(edge)" secondItem="safe" secondAttribute="\#(edge)" id="pin\#(index)"/>"#
        }
    }

    /// Plans the first scene of a document given as text, runs its lines and expects no
    /// error and every view at its stored frame.
    static func planAndRun(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (plan: IBImport, lines: [String], session: Session) {
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let lines = plan.lines.map(\.text)
        let (session, output) = runScript(lines.joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)", sourceLocation: sourceLocation)
        #expect(plan.misplacedViews(in: session.layout) == [], "\(lines)", sourceLocation: sourceLocation)
        return (plan, lines, session)
    }

    @Test(arguments: [("screens.storyboard", "Login"), ("screens.storyboard", "Stack"),
                      ("screens.storyboard", "Banner"), ("screens.storyboard", "Scroll"),
                      ("screens.storyboard", "Conflict"), ("legacy.storyboard", nil),
                      ("cells.xib", "ProfileCell"), ("cells.xib", "PhotoCell")] as [(String, String?)])
    func everyViewSolvesToItsStoredFrame(_ file: String, _ scene: String?) throws {
        let (session, output, plan) = try Self.importScene(file, scene)
        #expect(output.errors.isEmpty)
        #expect(plan.views.count > 1)
        #expect(plan.misplacedViews(in: session.layout) == [])
        for view in plan.views where view.storedFrame != nil {
            #expect(session.layout.frame(of: view.name) == view.storedFrame, "\(view.name)")
            #expect(session.layout.ref(of: view.name) == view.ref)
        }
        #expect(output.text.contains("every view solves to its stored frame"))
    }

    @Test func loginFormOnTheSafeArea() throws {
        let (session, _, plan) = try Self.importScene("screens.storyboard", nil)
        let lines = plan.lines.map(\.text)
        // iPhone 11 portrait: 414x896, safe area 48 above (sensor housing), 34 below.
        #expect(lines.prefix(2) == ["root 414x896 @2x", "safearea 48 0 34 0"])
        #expect(lines.contains("label_email_leading: label_email.leading == root.safeArea.leading + 20"))
        #expect(lines.contains("root_trailing: root.safeArea.trailing == text_field_1.trailing + 20"))
        #expect(lines.contains("forgot_label_leading: forgot_label.leading == root.leadingMargin"))
        #expect(lines.contains("footer_width: footer.width == 0.5 * root.width"))
        #expect(lines.contains("button_sign_in_width: button_sign_in.width <= 300 @750"))
        #expect(lines.contains("signInTop: button_sign_in.top == text_field_1.bottom + 20"))
        #expect(lines.contains("ref signInTop l-c7"))
        #expect(lines.contains("hug label_email h 251"))
        #expect(lines.contains("intrinsic label_email 42 21"))
        #expect(lines.contains("hide label_wrong_password"))
        #expect(lines.contains("class text_field_1 UITextField"))
        // What only regular widths install is left out; the placeholder (width 60) is kept,
        // marked, as Interface Builder lays the scene out with it.
        #expect(!lines.contains { $0.contains("badge") || $0.contains("== 300") })
        #expect(lines.contains("footer_height: footer.height == 4"))
        #expect(lines.contains("button_sign_in_width_2: button_sign_in.width == 60"))
        #expect(lines.contains("placeholders mark button_sign_in_width_2"))
        #expect(plan.notes.contains("1 placeholder constraint kept, marked, as Interface Builder lays the scene out with it ('placeholders off' takes it out, as the build does)"))
        #expect(session.layout.isHidden("label_wrong_password"))
        #expect(session.layout.viewNames.contains("badge") == false)
    }

    @Test func stackScenesAreLiveStacks() throws {
        let (session, _, plan) = try Self.importScene("screens.storyboard", "Stack")
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("stack answers axis h distribution fillEqually spacing 10 views button_yes button_no"))
        #expect(lines.contains("stack column axis v spacing 8 views label_title label_subtitle button_go answers"))
        #expect(lines.contains("margins card 12 24 12 24"))
        #expect(lines.contains("resist label_subtitle v 749"))
        #expect(session.layout.stackNames == ["answers", "column"])
    }

    /// stacks.storyboard carries every attribute Interface Builder writes on a stack view;
    /// the shell takes every line the importer writes for them.
    @Test(arguments: ["Margins", "Every"])
    func everyStackLineTheImporterWritesIsTaken(_ scene: String) throws {
        let (session, output, plan) = try Self.importScene("stacks.storyboard", scene)
        #expect(output.errors.isEmpty)
        #expect(!output.text.contains("skipped line"), "\(output.text)")
        let stackLines = plan.lines.map(\.text).filter { $0.hasPrefix("stack ") }
        #expect(!stackLines.isEmpty)
        #expect(session.layout.stackNames.count == stackLines.count)
        for line in stackLines {
            let name = line.split(separator: " ")[1]
            let stack = try #require(session.layout.stack(String(name)))
            #expect(stack.marginsRelative == line.contains(" margins on"), "\(line)")
            #expect(stack.baselineRelative == line.contains(" baseline on"), "\(line)")
        }
    }

    @Test func aMarginsRelativeStackSolvesToItsStoredFrames() throws {
        let (session, output, plan) = try Self.importScene("stacks.storyboard", "Margins")
        #expect(plan.lines.map(\.text).contains("stack row axis h distribution fillEqually spacing 8 margins on views left right"))
        #expect(plan.misplacedViews(in: session.layout) == [])
        #expect(session.layout.frame(of: "left") == Rect(x: 20, y: 10, width: 163.5, height: 40))
        #expect(output.text.contains("every view solves to its stored frame"))
    }

    @Test func autoresizingViewsKeepTheirMasks() throws {
        let (session, _, plan) = try Self.importScene("screens.storyboard", "Banner")
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("view banner in root frame 0 48 414 60 mask widthSizable flexibleMaxY"))
        // fixedFrame="YES": no constraints in IB, so its mask decides whatever
        // translatesAutoresizingMaskIntoConstraints says.
        #expect(lines.contains("view fixed in root frame 20 700 100 100 mask flexibleMaxX flexibleMaxY"))
        try session.layout.setRootSize(width: 600, height: 896)
        // widthSizable: the banner takes the whole 186-point change; the label follows it.
        #expect(session.layout.frame(of: "banner") == Rect(x: 0, y: 48, width: 600, height: 60))
        #expect(session.layout.frame(of: "fixed") == Rect(x: 20, y: 700, width: 100, height: 100))
    }

    @Test func scrollViewGuidesAndLegacyLayoutGuides() throws {
        let scroll = try Self.importScene("screens.storyboard", "Scroll").plan.lines.map(\.text)
        // The document's contentLayoutGuide and frameLayoutGuide are the model's.
        #expect(scroll.contains("content_top: content.top == pages.content.top"), "\(scroll)")
        #expect(scroll.contains("content_width: content.width == pages.frameGuide.width"), "\(scroll)")
        #expect(!scroll.contains { $0.hasPrefix("guide ") }, "\(scroll)")
        let (session, _, plan) = try Self.importScene("legacy.storyboard", nil)
        let legacy = plan.lines.map(\.text)
        // No safe areas in the document, but its top layout guide is the status bar (20).
        #expect(legacy.contains("safearea 20 0 0 0"))
        #expect(legacy.contains("label_hello_top: label_hello.top == root.safeArea.top + 8"))
        #expect(legacy.contains("root_bottom: root.safeArea.bottom == scroll_view_1.bottom + 10"))
        // A scroll view's own edges, related to its content, are the content area's.
        #expect(legacy.contains("view_1_leading: view_1.leading == scroll_view_1.leading"))
        #expect(session.layout.contentAreaFrame(of: "scroll_view_1") != nil)
        #expect(legacy.contains("view_1_width: view_1.width == scroll_view_1.width"))
        #expect(session.layout.frame(of: "scroll_view_1") == Rect(x: 0, y: 57, width: 375, height: 600))
    }

    @Test func cellsHaveTheirContentViews() throws {
        let (session, _, plan) = try Self.importScene("cells.xib", nil)
        let lines = plan.lines.map(\.text)
        #expect(lines.prefix(2) == ["root 320x60 @2x", "safearea 0 0 0 0"])
        #expect(lines.contains("view content_view_1 in profile_cell_1 frame 0 0 320 60"))
        #expect(lines.contains("class content_view_1 UITableViewCellContentView"))
        // Cell margins: 16 on the sides in a 320-point table (UIKit's cell layout margins);
        // the switch's alignment rect (49 wide) ends at the margin, its frame 2 further.
        #expect(session.layout.frame(of: "switch_1") == Rect(x: 255, y: 14.5, width: 51, height: 31))
    }

    @Test func misplacedViewsAreReportedAsXcodeDoes() throws {
        let (session, output, plan) = try Self.importScene("screens.storyboard", "Misplaced")
        let misplaced = plan.misplacedViews(in: session.layout)
        #expect(misplaced.map(\.name) == ["label_moved"])
        // top == safeArea.top + 10 = 48 + 10, where the document stored 100.
        #expect(output.text.contains("misplaced: label_moved (moved): frame will be (20, 58, 60, 21) at run time, stored (20, 100, 60, 21)"))
        // The document says so too (misplaced="YES"), and the report passes that on.
        #expect(plan.notes.contains { $0.hasPrefix("Xcode marked 'label_moved' misplaced") })
    }

    @Test func conflictingSceneReportsTheConflict() throws {
        let (session, output, _) = try Self.importScene("screens.storyboard", "Conflict")
        #expect(output.text.contains("conflict: box_width_2 cannot be satisfied together with box_width"))
        #expect(session.layout.analyze().conflicts.count == 1)
    }

    @Test func scenesArePickedByEveryName() throws {
        let document = try Self.document("screens.storyboard")
        for name in ["stack-scene", "stack-vc", "Stack", "stack-root", "stack"] {
            #expect(try IBImporter.plan(document, scene: name, takenNames: []).chosen == 1, "\(name)")
        }
        #expect(try IBImporter.plan(document, scene: "LoginViewController", takenNames: []).chosen == 0)
        do {
            _ = try IBImporter.plan(document, scene: "Stak", takenNames: [])
            Issue.record("scene 'Stak' was found")
        } catch {
            #expect(error.message == "no scene 'Stak'; did you mean 'Stack'?")
            #expect(error.hint == "scenes: 'Login', 'Stack', 'Banner', 'Scroll', 'Misplaced', 'Conflict'")
        }
    }

    @Test func importIsOneUndoableChangeThatSavesAsLines() throws {
        let file = NSTemporaryDirectory() + "alsh-ib-\(UUID().uuidString).al"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (session, output) = runScript("""
        import \(Self.include)/screens.storyboard scene Stack
        save \(file)
        undo
        """)
        #expect(output.errors.isEmpty)
        #expect(session.layout.viewNames.isEmpty)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!saved.contains("import"))
        let (replayed, replayOutput) = runScript("load \(file)")
        #expect(replayOutput.errors.isEmpty)
        let plan = try IBImporter.plan(Self.document("screens.storyboard"), scene: "Stack", takenNames: [])
        #expect(plan.misplacedViews(in: replayed.layout) == [])
        #expect(replayed.layout.ref(of: "column") == "stk")
    }

    @Test func jsonCarriesIBObjectIDs() throws {
        let (session, _, _) = try Self.importScene("screens.storyboard", "Login", options: SessionOptions(json: true))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(session.jsonDocument().utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.first { $0["name"] as? String == "label_email" }?["ref"] as? String == "lbl-email")
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        #expect(constraints.first { $0["id"] as? String == "signInTop" }?["ref"] as? String == "l-c7")
    }

    @Test func namesNeverClashWithTheLayoutsOwn() throws {
        let (session, output) = runScript("""
        view label_email
        import \(Self.include)/screens.storyboard
        """)
        #expect(output.errors.isEmpty)
        #expect(session.layout.ref(of: "label_email_2") == "lbl-email")
        #expect(session.layout.ref(of: "label_email") == nil)
    }

    /// A xib's top-level view of its own size with a safe-area guide, on an iPhone 11:
    /// one that fits in the screen sits at its top (the housing above it, nothing below);
    /// one wider than the screen is its own screen, with the device's top and bottom.
    @Test(arguments: [(384.0, 240.0, 44.0, 0.0), (437.0, 220.0, 44.0, 34.0)])
    func aFreeformXibViewHasTheSafeAreaOfItsScreen(width: Double, height: Double, top: Double, bottom: Double) throws {
        let inner = height - top - bottom
        let text = IBTestDocument.xib(tools: 20037, size: (width, height), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0.0" y="\(formatNumber(top))" width="\(formatNumber(width))" height="\(formatNumber(inner))"/>
            </view>
            """, constraints: Self.pinnedToSafeArea("panel"))
        let (_, lines, _) = try Self.planAndRun(text)
        #expect(lines.contains("safearea \(formatNumber(top)) 0 \(formatNumber(bottom)) 0"), "\(lines)")
    }

    /// From Xcode 14 on a freeform view has the device's insets whatever its size: on an
    /// iPhone 11 of that Xcode (48 above), a 384 x 240 view has 34 below as well.
    @Test(arguments: [(384.0, 240.0), (393.0, 120.0), (437.0, 220.0)])
    func aFreeformXibViewFromXcode14HasTheDevicesInsets(width: Double, height: Double) throws {
        let text = IBTestDocument.xib(tools: 21701, size: (width, height), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0.0" y="48" width="\(formatNumber(width))" height="\(formatNumber(height - 82))"/>
            </view>
            """, constraints: Self.pinnedToSafeArea("panel"))
        let (_, lines, _) = try Self.planAndRun(text)
        #expect(lines.contains("safearea 48 0 34 0"), "\(lines)")
    }

    /// On a phone without a home indicator a freeform view has no safe area before Xcode 14.3
    /// and the status bar's 20 above from then on, whatever its size (a 375 x 150 bar and a
    /// 435 x 190 panel wider than the iPhone 8).
    @Test(arguments: [(18122, 375.0, 150.0, 0.0), (22505, 375.0, 150.0, 20.0), (23094, 435.0, 190.0, 20.0)])
    func aFreeformXibViewOnAPhoneWithoutANotchHasTheStatusBarFromXcode14Point3(
        tools: Int, width: Double, height: Double, top: Double) throws {
        let text = IBTestDocument.xib(tools: tools, device: "retina4_7", size: (width, height), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0.0" y="\(formatNumber(top))" width="\(formatNumber(width))" height="\(formatNumber(height - top))"/>
            </view>
            """, constraints: Self.pinnedToSafeArea("panel"))
        let (_, lines, _) = try Self.planAndRun(text)
        #expect(lines.contains("safearea \(formatNumber(top)) 0 0 0"), "\(lines)")
    }

    /// Xcode 9 and 10 lay some freeform xib views on a phone or iPad without a home
    /// indicator out under the status bar and others not: the views pinned to the safe
    /// area's top (or to the top margin of a view laid out as a root) say which. A 375 x 540
    /// view stores its panel 20 down, a 375 x 82 bar 0, a 768 x 1004 iPad view 20; Xcode 11
    /// gives the phone's none whatever the frames say.
    @Test(arguments: [("retina4_7", 14113, 375.0, 540.0, 20.0, 20.0), ("retina4_7", 14460, 375.0, 82.0, 0.0, 0.0),
                      ("retina4_7", 13771, 375.0, 570.0, 20.0, 20.0), ("retina4_7", 15705, 375.0, 540.0, 20.0, 0.0),
                      ("ipad9_7", 14460, 768.0, 1004.0, 20.0, 20.0)])
    func aFreeformXibViewFromXcode9Or10HasTheStatusBarItsFramesShow(
        device: String, tools: Int, width: Double, height: Double, top: Double, safeTop: Double) throws {
        let text = IBTestDocument.xib(tools: tools, device: device, size: (width, height), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0.0" y="\(formatNumber(top))" width="\(formatNumber(width))" height="\(formatNumber(height - top))"/>
            </view>
            """, constraints: Self.pinnedToSafeArea("panel"))
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        #expect(plan.lines.map(\.text).contains("safearea \(formatNumber(safeTop)) 0 0 0"), "\(plan.lines.map(\.text))")
        let margins = IBTestDocument.xib(tools: tools, device: device, safeAreas: false, size: (width, height), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="clock">
                <rect key="frame" x="\(formatNumber((width >= 414 ? 20 : 16) + 81))" y="\(formatNumber(top + 40))" width="180" height="180"/>
                <constraints>
                    <constraint firstAttribute="width" constant="180" id="w"/>
                    <constraint firstAttribute="height" constant="180" id="h"/>
                </constraints>
            </view>
            """, constraints: [
                #"<constraint firstItem="clock" firstAttribute="top" secondItem="top" secondAttribute="topMargin" constant="40" id="y"/>"#,
                #"<constraint firstItem="clock" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" constant="81" id="x"/>"#,
            ])
        let marginPlan = try IBImporter.plan(IBDocumentReader.read(Data(margins.utf8)), scene: nil, takenNames: [])
        #expect(marginPlan.lines.map(\.text).contains("safearea \(formatNumber(safeTop)) 0 0 0"), "\(marginPlan.lines.map(\.text))")
        if safeTop == top {
            _ = try Self.planAndRun(text)
            _ = try Self.planAndRun(margins)
        }
    }

    @Test func landscapeDevicesTurnTheSafeArea() throws {
        let text = IBTestDocument.storyboard(orientation: "landscape", size: (896, 414), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                <rect key="frame" x="44" y="0.0" width="808" height="393"/>
            </view>
            """, constraints: Self.pinnedToSafeArea("bar"))
        // Landscape iPhone 11: no status bar, the housing on the sides (44, as documents
        // store it, not its portrait 48), the home indicator 21 at the bottom; the stored
        // frame (44, 0, 808, 393) is the safe area.
        let (_, lines, _) = try Self.planAndRun(text)
        #expect(lines.prefix(2) == ["root 896x414 @2x", "safearea 0 44 21 44"])
    }

    /// A document with no device (Interface Builder's 600 x 600 canvas of Xcode 6 to 8)
    /// was laid out with 16-point side margins: `H:|-[a]-|` to the margins stores a at x
    /// 16, 568 wide, and the import solves to it.
    /// A xib's top-level view has no superview on Interface Builder's canvas, so
    /// preservesSuperviewLayoutMargins gives it nothing: its margins stay a plain view's 8,
    /// not the 16 of the screen alsh lays it out in.
    @Test func aXibsTopLevelViewPreservesNoMargins() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="h" customClass="SectionHeader">
                    <rect key="frame" x="0.0" y="0.0" width="435" height="79"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                            <rect key="frame" x="8" y="29" width="419" height="41"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="t" firstAttribute="leading" secondItem="h" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="t" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="t" firstAttribute="top" secondItem="h" secondAttribute="top" constant="29" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="t" secondAttribute="bottom" constant="9" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let (_, lines, _) = try Self.planAndRun(text)
        #expect(!lines.contains { $0.hasPrefix("preserve ") }, "\(lines)")
    }

    /// From Xcode 9 on Interface Builder lays a xib's top-level view out as a view
    /// controller's root: a bar pinned to its four margins sits the safe area's inset above
    /// and below it (the device's 44 and 34 for a view wider than an iPhone 11, none on an
    /// iPhone 8) and 20 in from its sides (16 where the view fits in an iPhone 8's screen);
    /// before Xcode 9 it has a plain view's 8 on every side.
    @Test(arguments: [(17506, "retina6_1", 600.0, 154.0, (20.0, 44.0, 560.0, 76.0)),
                      (14113, "retina4_7", 600.0, 309.0, (20.0, 0.0, 560.0, 309.0)),
                      (14113, "retina4_7", 337.0, 270.0, (16.0, 0.0, 305.0, 270.0)),
                      (12121, "retina4_7", 600.0, 154.0, (8.0, 8.0, 584.0, 138.0))])
    func aXibsTopLevelViewHasARootsMargins(_ tools: Int, _ device: String, _ width: Double, _ height: Double,
                                          _ bar: (x: Double, y: Double, width: Double, height: Double)) throws {
        let text = IBTestDocument.xib(tools: tools, device: device, safeAreas: false, size: (width, height), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="\(formatNumber(bar.x))" y="\(formatNumber(bar.y))" width="\(formatNumber(bar.width))" height="\(formatNumber(bar.height))"/>
            </view>
            """, constraints: [
                #"<constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l"/>"#,
                #"<constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>"#,
                #"<constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="topMargin" id="y"/>"#,
                #"<constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b"/>"#,
            ])
        let (plan, _, session) = try Self.planAndRun(text)
        let name = try #require(plan.views.first { $0.ref == "bar" }?.name)
        #expect(session.layout.frame(of: name) == Rect(x: bar.x, y: bar.y, width: bar.width, height: bar.height))
    }

    /// A xib's top-level view laid out as a root has the side margins of a screen as wide
    /// as itself, and margins it sets are raised to a root's minimum: a view 301 points wide
    /// on an iPhone 11 has 16 on its sides (not the 20 of the iPhone's screen), one 414 wide
    /// that sets 16 has 20, and a stack 301 wide that sets 8 all round arranges 16 in from
    /// its sides and 8 from its top and bottom.
    @Test(arguments: [("view", 15505, 301.0, 250.0, "", (16.0, 8.0, 269.0, 40.0)),
                      ("view", 21701, 414.0, 86.0, #"<edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16"/>"#,
                       (20.0, 8.0, 374.0, 40.0)),
                      ("stackView", 15505, 301.0, 250.0,
                       #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>"#,
                       (16.0, 8.0, 269.0, 234.0))])
    func aXibsTopLevelViewHasTheSideMarginsOfAScreenItsWidth(_ element: String, _ tools: Int, _ width: Double, _ height: Double,
                                                            _ margins: String,
                                                            _ bar: (x: Double, y: Double, width: Double, height: Double)) throws {
        let isStack = element == "stackView"
        let constraints = isStack ? "" : """
            <constraints>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="top" constant="8" id="y"/>
                <constraint firstItem="bar" firstAttribute="height" constant="40" id="h"/>
            </constraints>
            """
        let text = IBTestDocument.xib(tools: tools, device: "retina6_1", objects: """
            <\(element) \(isStack ? #"axis="vertical" "# : "")insetsLayoutMarginsFromSafeArea="NO" id="top">
                <rect key="frame" x="0.0" y="0.0" width="\(formatNumber(width))" height="\(formatNumber(height))"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="\(formatNumber(bar.x))" y="\(formatNumber(bar.y))" width="\(formatNumber(bar.width))" height="\(formatNumber(bar.height))"/>
                    </view>
                </subviews>
                \(constraints)
                \(margins)
            </\(element)>
            """)
        let (plan, _, session) = try Self.planAndRun(text)
        let name = try #require(plan.views.first { $0.ref == "bar" }?.name)
        #expect(session.layout.frame(of: name) == Rect(x: bar.x, y: bar.y, width: bar.width, height: bar.height))
    }

    /// iOS 26's slider has no alignment-rect insets: in an Xcode 26 document a slider 16 in
    /// from its superview's sides is stored there, 34 tall; before, its frame reaches 2 past
    /// the constraints on each side and 1 below (a 31-point track at x 14).
    @Test(arguments: [(24765, (16.0, 10.0, 382.0, 34.0)), (23504, (14.0, 10.0, 386.0, 31.0))])
    func anXcode26SliderHasNoAlignmentInsets(_ tools: Int, _ frame: (x: Double, y: Double, width: Double, height: Double)) throws {
        let text = IBTestDocument.xib(tools: tools, size: (414, 100), subviews: """
            <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="\(formatNumber(frame.x))" y="\(formatNumber(frame.y))" width="\(formatNumber(frame.width))" height="\(formatNumber(frame.height))"/>
            </slider>
            """, constraints: [
                #"<constraint firstItem="slider" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="l"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="16" id="t"/>"#,
                #"<constraint firstItem="slider" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="y"/>"#,
            ])
        let (plan, lines, session) = try Self.planAndRun(text)
        let name = try #require(plan.views.first { $0.ref == "slider" }?.name)
        #expect(session.layout.frame(of: name) == Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), "\(lines)")
    }

    /// A xib's top-level collection view header is laid out as a root too, with the side
    /// margins of a screen its own size: 16 for a 375-point header on a 414-point iPhone 11
    /// (where a plain view would take the screen's 20), and 0 above and below.
    @Test(arguments: [(13771, "retina4_7", 343.0, 50.0), (23504, "retina6_1", 375.0, 450.0)])
    func aXibsCollectionHeaderHasTheMarginsOfARootItsSize(_ tools: Int, _ device: String, _ width: Double, _ height: Double) throws {
        let text = IBTestDocument.xib(tools: tools, device: device, objects: """
            <collectionReusableView id="header">
                <rect key="frame" x="0.0" y="0.0" width="\(formatNumber(width))" height="\(formatNumber(height))"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="0.0" width="\(formatNumber(width - 32))" height="\(formatNumber(height))"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="header" secondAttribute="top" id="y"/>
                    <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" id="b"/>
                </constraints>
            </collectionReusableView>
            """)
        let (plan, lines, session) = try Self.planAndRun(text)
        let header = try #require(plan.views.first { $0.ref == "header" }?.name)
        #expect(lines.contains("margins \(header) 0 16 0 16"), "\(lines)")
        let name = try #require(plan.views.first { $0.ref == "title" }?.name)
        #expect(session.layout.frame(of: name) == Rect(x: 16, y: 0, width: width - 32, height: height))
    }

    /// A xib's top-level collection view cell is laid out as a root its own size too, its
    /// side margins 16 for a 375-point cell on a 414-point iPhone 11, even where it says it
    /// preserves its superview's margins (at the top of a xib it has no superview).
    @Test(arguments: [false, true])
    func aXibsCollectionCellHasTheMarginsOfARootItsSize(_ preserves: Bool) throws {
        let preserve = preserves ? #" preservesSuperviewLayoutMargins="YES""# : ""
        let text = IBTestDocument.xib(tools: 15400, device: "retina6_1", objects: """
            <collectionViewCell id="cell"\(preserve)>
                <rect key="frame" x="0.0" y="0.0" width="375" height="125"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="125"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="16" y="0.0" width="343" height="125"/>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="t"/>
                    <constraint firstItem="card" firstAttribute="top" secondItem="cell" secondAttribute="top" id="y"/>
                    <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="b"/>
                </constraints>
            </collectionViewCell>
            """)
        let (plan, lines, session) = try Self.planAndRun(text)
        let cell = try #require(plan.views.first { $0.ref == "cell" }?.name)
        #expect(lines.contains("margins \(cell) 0 16 0 16"), "\(lines)")
        let name = try #require(plan.views.first { $0.ref == "card" }?.name)
        #expect(session.layout.frame(of: name) == Rect(x: 16, y: 0, width: 343, height: 125))
    }

    /// Xcode 6 lays a document with no device out on its 600-point canvas with 16-point
    /// side margins; Xcode 7 with a 600-point screen's 20.
    @Test func aDocumentWithNoDeviceHasTheCanvasMarginsOfItsXcode() throws {
        for (tools, side) in [(6254, 16.0), (9531, 20.0)] {
        let text = IBTestDocument.storyboard(tools: tools, device: nil, safeAreas: false, size: (600, 600), controller: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tg"/>
                <viewControllerLayoutGuide type="bottom" id="bg"/>
            </layoutGuides>
            """, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="\(side)" y="20" width="\(600 - 2 * side)" height="30"/>
            </view>
            """, constraints: [
                #"<constraint firstItem="a" firstAttribute="leading" secondItem="r" secondAttribute="leadingMargin" id="c1"/>"#,
                #"<constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="c2"/>"#,
                #"<constraint firstItem="a" firstAttribute="top" secondItem="tg" secondAttribute="bottom" id="c3"/>"#,
                #"<constraint firstItem="a" firstAttribute="height" constant="30" id="c4"/>"#,
            ])
        let (plan, lines, session) = try Self.planAndRun(text)
        #expect(lines.contains("margins root minimum 16") == (side == 16), "\(lines)")
        #expect(session.layout.frame(of: plan.views.last?.name ?? "") == Rect(x: side, y: 20, width: 600 - 2 * side, height: 30))
        }
    }

    /// A stack view that arranges nothing is imported as a stack (it was a plain view with
    /// a note): its margins are a stack's 0, so its top margin is its top.
    @Test func aStackWithNoViewsIsImportedAsAStack() throws {
        let text = IBTestDocument.storyboard(tools: 21701, safeAreas: false, size: (414, 896), subviews: """
            <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="100" width="374" height="64"/>
            </stackView>
            """, constraints: [
                #"<constraint firstItem="st" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="20" id="c2"/>"#,
                #"<constraint firstItem="st" firstAttribute="topMargin" secondItem="r" secondAttribute="top" constant="100" id="c3"/>"#,
                #"<constraint firstItem="st" firstAttribute="height" constant="64" id="c4"/>"#,
            ])
        let (plan, lines, session) = try Self.planAndRun(text)
        let name = try #require(plan.views.last?.name)
        #expect(lines.contains("stack \(name) axis v spacing 8 views"), "\(lines)")
        #expect(session.layout.stack(name)?.arranged == [])
        #expect(session.layout.frame(of: name) == Rect(x: 20, y: 100, width: 374, height: 64))
    }

    /// A view controller whose view is a UIStackView (`<stackView key="view">`) arranges
    /// its subviews: a vertical fill-equally stack on an iPhone 11 (414 x 896) gives each
    /// of its two views half the height, and the second, a horizontal fill-equally stack
    /// laid out with its mask on (as Interface Builder writes an arranged view), splits its
    /// width between two plain views. Without the stack they are left unconstrained.
    @Test func aViewControllersStackViewArrangesItsViews() throws {
        let text = IBTestDocument.storyboard(tools: 19162, size: (414, 896), rootElement: "stackView",
                                             rootAttributes: #"opaque="NO" axis="vertical" distribution="fillEqually""#, root: """
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="448"/>
                </view>
                <stackView opaque="NO" distribution="fillEqually" id="row">
                    <rect key="frame" x="0.0" y="448" width="414" height="448"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="left">
                            <rect key="frame" x="0.0" y="0.0" width="207" height="448"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="right">
                            <rect key="frame" x="207" y="0.0" width="207" height="448"/>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="sa"/>
            """)
        let (plan, lines, session) = try Self.planAndRun(text)
        let stack = try #require(plan.views.first { $0.ref == "r" && $0.name != Layout.rootName }?.name)
        #expect(lines.contains("view \(stack) in root frame 0 0 414 896 mask widthSizable heightSizable"), "\(lines)")
        #expect(session.layout.stack(stack)?.arranged.count == 2)
        #expect(plan.noteMessages.contains { $0.text(in: .en).contains("stack view") })
    }

    /// Xcode 11 to 14.2 lay a portrait iPhone without a notch out with no status bar in its
    /// safe area (every such real document stores it so); Xcode 9 and 10, and toolsVersion
    /// 21701 and later, with 20. A bar pinned to root's top says nothing about the safe area: the
    /// device and the Xcode decide.
    @Test func anIPhoneWithoutNotchHasNoStatusBarInXcode11To14() throws {
        func document(tools: Int, y: Int, guide: String = "safe") -> String {
            Self.oneViewScene(tools: tools, device: "retina4_7", root: (375, 667), view: "bar", frame: (0, y, 375, 50), constraints: [
                #"<constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>"#,
                #"<constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>"#,
                #"<constraint firstItem="bar" firstAttribute="top" secondItem="\#(guide)" secondAttribute="top" constant="\#(guide == "safe" ? 10 : y)" id="c3"/>"#,
                #"<constraint firstItem="bar" firstAttribute="height" constant="50" id="c4"/>"#,
            ])
        }
        // Xcode 11's betas (14810 to 14868) already lay it out so; Xcode 10.3 (14490) does not.
        for (tools, y, top) in [(20037, 10, "safearea 0 0 0 0"), (14865, 10, "safearea 0 0 0 0"),
                                (14460, 30, "safearea 20 0 0 0"), (14490, 30, "safearea 20 0 0 0"),
                                (22155, 30, "safearea 20 0 0 0")] {
            let (plan, lines, _) = try Self.planAndRun(document(tools: tools, y: y))
            #expect(lines.contains(top), "\(tools): \(lines)")
            let said = plan.noteMessages.map { $0.text(in: .en) }.joined(separator: "\n")
            #expect(said.contains("without the status bar") == (14800..<21600).contains(tools), "\(said)")
        }
        for (tools, top) in [(20037, "safearea 0 0 0 0"), (22155, "safearea 20 0 0 0")] {
            let (_, lines, _) = try Self.planAndRun(document(tools: tools, y: 30, guide: "r"))
            #expect(lines.contains(top), "\(tools): \(lines)")
        }
    }

    @Test func baselinesComeFromTheSystemFont() throws {
        let text = IBTestDocument.storyboard(device: "retina4_7", safeAreas: false, size: (375, 667), subviews: """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="go">
                <rect key="frame" x="20" y="26" width="46" height="33"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <state key="normal" title="Go"/>
            </button>
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="100" y="32" width="40" height="21"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="more">
                <rect key="frame" x="160" y="28" width="60" height="30"/>
                <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="15"/>
                <state key="normal" title="More"/>
            </button>
            """, constraints: [
                #"<constraint firstItem="go" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstItem="go" firstAttribute="top" secondItem="r" secondAttribute="top" constant="26" id="c2"/>"#,
                #"<constraint firstItem="title" firstAttribute="leading" secondItem="go" secondAttribute="trailing" constant="34" id="c3"/>"#,
                #"<constraint firstItem="title" firstAttribute="baseline" secondItem="go" secondAttribute="baseline" id="c4"/>"#,
                #"<constraint firstItem="more" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="20" id="c5"/>"#,
                #"<constraint firstItem="more" firstAttribute="baseline" secondItem="go" secondAttribute="baseline" id="c6"/>"#,
            ])
        // 17 pt San Francisco: line height 20.287, ascender 16.187. A button centres its
        // title, so its baseline is (33 - 20.287) / 2 + 16.187 = 22.543 below its top; a
        // label's last baseline is its descender (4.101) above its bottom: the 21-tall
        // title's top is 26 + 22.543 + 4.101 - 21 = 31.644 (stored 32).
        // `.AppleSystemUIFont` is the system font by name: the 15-point button's centre is
        // 48.543 - (14.282 - 8.950) = 43.211, its top 28.211 (stored 28).
        let (_, lines, session) = try Self.planAndRun(text)
        #expect(lines.contains("font button_go 17"))
        #expect(lines.contains("font label_title 17"))
        #expect(lines.contains("font button_more 15"), "\(lines)")
        #expect(abs(session.layout.frame(of: "label_title").y - 31.644) < 0.001)
    }

    /// A font alsh does not know (an app's own) is estimated as the system font at its
    /// size; a one-line label sized by its text also puts half of what its stored height
    /// adds to the system font's line above its ascender (docs/UIKIT-RULES.md). Before, such
    /// a label had the 17-point default and such a button no baseline at all.
    @Test func baselinesInAFontAlshDoesNotKnowAreTheSystemFontsAtItsSize() throws {
        let text = IBTestDocument.storyboard(device: "retina4_7", safeAreas: false, size: (375, 667), subviews: """
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="20" y="100" width="60" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="Activities" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                <rect key="frame" x="100" y="103" width="80" height="17.5"/>
                <fontDescription key="fontDescription" name="Roboto-Medium" family="Roboto" pointSize="13"/>
            </label>
            <label text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                <rect key="frame" x="200" y="104" width="40" height="40"/>
                <fontDescription key="fontDescription" name="Roboto-Medium" family="Roboto" pointSize="13"/>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="go">
                <rect key="frame" x="260" y="96" width="60" height="30"/>
                <fontDescription key="fontDescription" name="Montserrat-Bold" family="Montserrat" pointSize="15"/>
                <state key="normal" title="Go"/>
            </button>
            """, constraints: [
                #"<constraint firstItem="name" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstItem="name" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c2"/>"#,
                #"<constraint firstItem="tag" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="20" id="c3"/>"#,
                #"<constraint firstItem="tag" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="c4"/>"#,
                #"<constraint firstItem="notes" firstAttribute="leading" secondItem="tag" secondAttribute="trailing" constant="20" id="c5"/>"#,
                #"<constraint firstItem="notes" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="c6"/>"#,
                #"<constraint firstItem="notes" firstAttribute="height" constant="40" id="c7"/>"#,
                #"<constraint firstItem="go" firstAttribute="leading" secondItem="notes" secondAttribute="trailing" constant="20" id="c8"/>"#,
                #"<constraint firstItem="go" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="c9"/>"#,
            ])
        // name's first baseline: 100 + 16.187 (17 pt) = 116.187. At 13 points the system
        // font's ascender is 12.378 and its line 15.514: the 17.5-tall label adds 1.986, half
        // of it above, so its ascender is 13.371 and its top 102.815 (stored 103). The
        // 40-tall label is sized by a constraint: 12.378, top 103.809. The 15-point button
        // centres its title: its baseline is 14.282 - 8.950 = 5.332 below its centre, its
        // top 116.187 - 5.332 - 15 = 95.855 (stored 96).
        let (plan, lines, session) = try Self.planAndRun(text)
        #expect(lines.contains("baseline label_activities 13.37109375"), "\(lines)")
        #expect(lines.contains("font label_notes 13"))
        #expect(lines.contains("font button_go 15"))
        #expect(abs(session.layout.frame(of: "label_activities").y - 102.815) < 0.001)
        #expect(abs(session.layout.frame(of: "label_notes").y - 103.809) < 0.001)
        #expect(abs(session.layout.frame(of: "button_go").y - 95.855) < 0.001)
        #expect(plan.noteMessages.map { $0.text(in: .en) }.contains { $0.hasPrefix(
            "baselines of 3 views in fonts alsh does not know (Montserrat-Bold, Roboto-Medium) estimated") })
    }

    /// A button whose document names no font has UIButton's own, the system font at 15
    /// points (a configured button's is its configuration's, not known: it has none).
    @Test func aButtonWithoutAFontHasUIButtonsOwn() throws {
        let text = IBTestDocument.storyboard(tools: 7706, device: nil, safeAreas: false, size: (320, 568), subviews: """
            <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                <rect key="frame" x="20" y="100" width="30" height="30"/>
                <state key="normal" title="1"/>
            </button>
            <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                <rect key="frame" x="70" y="65" width="30" height="100"/>
                <state key="normal" title="2"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="h"/>
                </constraints>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="styled">
                <rect key="frame" x="120" y="100" width="60" height="35"/>
                <buttonConfiguration key="configuration" style="plain" title="Styled"/>
            </button>
            """, constraints: [
                #"<constraint firstItem="one" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstItem="one" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c2"/>"#,
                #"<constraint firstItem="two" firstAttribute="leading" secondItem="one" secondAttribute="trailing" constant="20" id="c3"/>"#,
                #"<constraint firstItem="two" firstAttribute="baseline" secondItem="one" secondAttribute="baseline" id="c4"/>"#,
                #"<constraint firstItem="styled" firstAttribute="leading" secondItem="two" secondAttribute="trailing" constant="20" id="c5"/>"#,
                #"<constraint firstItem="styled" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c6"/>"#,
            ])
        // Both buttons centre one 15-point title, so equal baselines are equal centres: the
        // 100-tall button's top is 115 - 50 = 65 (its bottom edge standing in would give 30).
        let (_, lines, session) = try Self.planAndRun(text)
        #expect(lines.contains("font button_1 15"), "\(lines)")
        #expect(lines.contains("font button_2 15"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("font button_styled") }, "\(lines)")
        #expect(abs(session.layout.frame(of: "button_2").y - 65) < 0.001)
    }

    /// Text styles take their sizes (a large title is 34 points, IB's `Title0`), and a
    /// label's first baseline is its ascender below its top even where the label is taller
    /// than its text (a two-line label 53 tall aligned by its first baseline).
    @Test func textStylesAndTallLabelsPlaceTheirBaselinesAsUIKitDoes() throws {
        let text = IBTestDocument.storyboard(device: "retina6_1", safeAreas: false, size: (414, 896), subviews: """
            <label text="Big" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                <rect key="frame" x="20" y="100" width="200" height="41"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
            </label>
            <label text="Small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                <rect key="frame" x="20" y="144" width="200" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label text="Key" translatesAutoresizingMaskIntoConstraints="NO" id="key">
                <rect key="frame" x="16" y="300" width="60" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="A value on two lines" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                <rect key="frame" x="92" y="300" width="200" height="53"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: [
                #"<constraint firstItem="big" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c1"/>"#,
                #"<constraint firstItem="big" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c2"/>"#,
                #"<constraint firstItem="small" firstAttribute="firstBaseline" secondItem="big" secondAttribute="baseline" constant="28" id="c3"/>"#,
                #"<constraint firstItem="small" firstAttribute="leading" secondItem="big" secondAttribute="leading" id="c4"/>"#,
                #"<constraint firstItem="key" firstAttribute="top" secondItem="r" secondAttribute="top" constant="300" id="c5"/>"#,
                #"<constraint firstItem="key" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="16" id="c6"/>"#,
                #"<constraint firstItem="value" firstAttribute="firstBaseline" secondItem="key" secondAttribute="firstBaseline" id="c7"/>"#,
                #"<constraint firstItem="value" firstAttribute="leading" secondItem="key" secondAttribute="trailing" constant="16" id="c8"/>"#,
                #"<constraint firstItem="value" firstAttribute="height" constant="53" id="c9"/>"#,
            ])
        // The large title's last baseline is its descender (8.200) above its bottom, 141;
        // body's ascender is 16.187: small's top is 132.800 + 28 - 16.187 = 144.613. The
        // value label is 53 tall; its first baseline lines up with key's: top 300.
        let (plan, lines, session) = try Self.planAndRun(text)
        #expect(lines.contains("font label_big largeTitle"), "\(lines)")
        #expect(lines.contains("font label_small body"))
        #expect(lines.contains("font label_a_value_on_two_lines 17"), "\(lines)")
        #expect(abs(session.layout.frame(of: "label_small").y - 144.613) < 0.001)
        #expect(session.layout.frame(of: "label_a_value_on_two_lines").y == 300)
        #expect(plan.noteMessages.map { $0.text(in: .en) }.contains(
            "baselines of 4 views placed by the system font's metrics ('font' lines); a button or text field whose font the document does not give has none (its top and bottom edges stand in)"))
    }

    @Test func badDocumentsChangeNothing() throws {
        let (session, output) = runScript("""
        import \(Self.include)/broken.storyboard
        import \(Self.include)/mac.xib
        import \(Self.include)/screens.storyboard scene Nowhere
        """)
        #expect(session.layout.viewNames.isEmpty)
        #expect(session.log.isEmpty)
        #expect(output.errors.contains("not well-formed XML"))
        #expect(output.errors.contains("only UIKit (CocoaTouch) documents are read"))
        #expect(output.errors.contains("no scene 'Nowhere'"))
        #expect(throws: IBReadError.self) {
            try IBDocumentReader.read(Data(count: IBDocumentReader.maximumBytes + 1))
        }
    }

    @Test func whatIsNotUnderstoodIsANote() throws {
        let (_, output, plan) = try Self.importScene("dangling.xib", nil)
        #expect(plan.notes.contains("line 18: unknown element 'hologramView'; 'hologram_view_1' is imported as a plain view"))
        #expect(plan.notes.contains("line 25: constraint 'd-c5' refers to 'gone-view', which is not a view of this scene; skipped"))
        #expect(plan.notes.contains("line 26: constraint 'd-c6' uses attribute 'depth', which alsh does not know; skipped"))
        #expect(output.text.contains("misplaced: hologram_view_1 (holo)"))
    }
    /// A document saved before Xcode 14 lays a notched iPhone out with 44 above the safe
    /// area (an iPhone 11 has 48 today), and the import says so.
    @Test func aNotchedIPhoneHas44AboveTheSafeAreaBeforeXcode14() throws {
        let (session, output, plan) = try Self.importScene("older.storyboard", "Profile")
        #expect(plan.lines.map(\.text).contains("safearea 44 0 34 0"))
        #expect(output.text.contains("Interface Builder before Xcode 14 lays it out with 44 above the safe area; on a device it is 48"),
                "\(output.text)")
        #expect(session.layout.frame(of: "title") == Rect(x: 20, y: 74, width: 200, height: 21))
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
        // Saved by Xcode 14, the same document has today's 48 (and stores the title 30 below
        // it: a view pinned to root's top margin says where the safe area is).
        let source = try String(contentsOfFile: "\(Self.include)/older.storyboard", encoding: .utf8)
            .replacingOccurrences(of: #"x="20" y="74""#, with: #"x="20" y="78""#)
        let newer = try IBDocumentReader.read(Data(source.replacingOccurrences(of: "toolsVersion=\"19529\"", with: "toolsVersion=\"21225\"").utf8))
        #expect(try IBImporter.plan(newer, scene: "Profile", takenNames: []).lines.map(\.text).contains("safearea 48 0 34 0"))
    }

    /// Xcode 16.3 lays a phone with a home indicator out with twice its safe-area insets,
    /// and the import says so; the Xcode before it does not.
    @Test func xcode163DoublesThePhonesSafeAreaInsets() throws {
        let (session, output, plan) = try Self.importScene("doubled.storyboard", "Diary")
        #expect(plan.lines.map(\.text).contains("safearea 118 0 68 0"))
        #expect(output.text.contains("Interface Builder (Xcode 16.3 to 26) lays it out with twice its safe-area insets, 118 above and 68 below; on a device they are 59 and 34"),
                "\(output.text)")
        #expect(session.layout.frame(of: "title") == Rect(x: 24, y: 142, width: 345, height: 22))
        #expect(session.layout.frame(of: "save") == Rect(x: 24, y: 724, width: 345, height: 44))
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
        // Saved by Xcode 16.2, an iPhone 15 has its own 59 and 34, and an iPhone 11 Pro 50.
        let source = try String(contentsOfFile: "\(Self.include)/doubled.storyboard", encoding: .utf8)
        let older = source.replacingOccurrences(of: "toolsVersion=\"23727\"", with: "toolsVersion=\"23504\"")
        let plan162 = try IBImporter.plan(try IBDocumentReader.read(Data(older.utf8)), scene: "Diary", takenNames: [])
        #expect(plan162.lines.map(\.text).contains("safearea 59 0 34 0"))
        let elevenPro = older.replacingOccurrences(of: "retina6_12", with: "retina5_9")
        let planPro = try IBImporter.plan(try IBDocumentReader.read(Data(elevenPro.utf8)), scene: "Diary", takenNames: [])
        #expect(planPro.lines.map(\.text).contains("safearea 50 0 34 0"))
        // A document that says 32700.99.1234 (no Xcode release) has the device's own.
        let odd = source.replacingOccurrences(of: "toolsVersion=\"23727\"", with: "toolsVersion=\"32700.99.1234\"")
        let planOdd = try IBImporter.plan(try IBDocumentReader.read(Data(odd.utf8)), scene: "Diary", takenNames: [])
        #expect(planOdd.lines.map(\.text).contains("safearea 59 0 34 0"))
    }

    /// Xcode 26 doubles the insets as Xcode 16.3 does, and its navigation bar is 54 tall.
    @Test func xcode26DoublesTheInsetsUnderA54PointNavigationBar() throws {
        let (session, output, plan) = try Self.importScene("xcode26.storyboard", "Inbox")
        #expect(plan.lines.map(\.text).contains("safearea 150 0 68 0"), "\(plan.lines.map(\.text))")
        #expect(output.text.contains("(Xcode 16.3 to 26) lays it out with twice its safe-area insets, 96 above and 68 below"),
                "\(output.text)")
        #expect(!output.text.contains("the stored frames put the safe area's top"), "\(output.text)")
        #expect(session.layout.frame(of: "compose") == Rect(x: 0, y: 768, width: 414, height: 60))
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
        // Xcode 26's later releases write toolsVersion 25xxx and lay documents out the same.
        let source = try String(contentsOfFile: "\(Self.include)/xcode26.storyboard", encoding: .utf8)
        let later = source.replacingOccurrences(of: #"toolsVersion="24765""#, with: #"toolsVersion="25094""#)
        let laterPlan = try IBImporter.plan(try IBDocumentReader.read(Data(later.utf8)), scene: "Inbox", takenNames: [])
        let laterLines = laterPlan.lines.map(\.text)
        #expect(laterLines.contains("safearea 150 0 68 0"), "\(laterLines)")
    }

    /// Views labelled with the words of the `view` command ("mask", "frame", "in") are named
    /// so that the command can declare them: `mask_2`, not `mask`, which it read as its
    /// mask and so left the view, and every constraint on it, out.
    @Test func viewsLabelledLikeTheViewCommandsWordsAreImported() throws {
        let text = IBTestDocument.storyboard(tools: 21701, safeAreas: false, size: (414, 896), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="m" userLabel="mask">
                <rect key="frame" x="20" y="100" width="100" height="1"/>
                <constraints>
                    <constraint firstAttribute="height" constant="1" id="mh"/>
                    <constraint firstAttribute="width" constant="100" id="mw"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="f" userLabel="Frame">
                <rect key="frame" x="20" y="120" width="100" height="10"/>
                <constraints>
                    <constraint firstAttribute="height" constant="10" id="fh"/>
                    <constraint firstAttribute="width" constant="100" id="fw"/>
                </constraints>
            </view>
            """, constraints: [
                #"<constraint firstItem="m" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstItem="m" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c2"/>"#,
                #"<constraint firstItem="f" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c3"/>"#,
                #"<constraint firstItem="f" firstAttribute="top" secondItem="m" secondAttribute="bottom" constant="19" id="c4"/>"#,
            ])
        let (_, lines, session) = try Self.planAndRun(text)
        #expect(lines.contains("view mask_2 in root"), "\(lines)")
        #expect(session.layout.frame(of: "mask_2") == Rect(x: 20, y: 100, width: 100, height: 1))
        #expect(session.layout.frame(of: "frame_2") == Rect(x: 20, y: 120, width: 100, height: 10))
    }

}
