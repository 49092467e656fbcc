import AutoLayout
import Foundation
import Testing
@testable import Interchange
@testable import Shell

/// What UIKit's own classes bring to a layout, typed in the shell and imported from
/// documents written for these tests in Interface Builder's format (Transcripts/include/):
/// each stored frame is what UIKit gives, worked out in the document's comments.
struct IBUIKitModelTests {
    /// Imports a scene and checks every view against its stored frame.
    static func expectStoredFrames(_ file: String, _ scene: String?, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (session: Session, output: CapturingOutput, plan: IBImport) {
        let imported = try IBImportTests.importScene(file, scene)
        #expect(imported.output.errors.isEmpty, "\(imported.output.text)", sourceLocation: sourceLocation)
        for view in imported.plan.views where view.storedFrame != nil {
            #expect(imported.session.layout.frame(of: view.name) == view.storedFrame, "\(view.name)", sourceLocation: sourceLocation)
        }
        return imported
    }

    /// Imports a scene, checks its stored frames and the safe area the importer gave root.
    @discardableResult
    static func expectSafeArea(_ file: String, _ scene: String, _ insets: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> (session: Session, output: CapturingOutput, plan: IBImport) {
        let imported = try expectStoredFrames(file, scene, sourceLocation: sourceLocation)
        let lines = imported.plan.lines.map(\.text)
        #expect(lines.contains("safearea \(insets)"), "\(lines)", sourceLocation: sourceLocation)
        return imported
    }

    @Test func aSwitchAlignsItsAlignmentRect() {
        let (session, output) = runScript("""
        root 375x667
        view label sw
        class sw UISwitch
        intrinsic sw 49 31
        intrinsic label 73 21
        sw.trailing = root.trailing - 16
        sw.top = root.top + 100
        sw.leading = label.trailing + 6
        label.centerY = sw.centerY
        """)
        #expect(!session.failed, "\(output.text)")
        // The alignment rect (49 wide) ends at 359; the frame is 2 wider on the right.
        #expect(session.layout.alignmentInsets(of: "sw") == AlignmentInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(session.layout.frame(of: "sw") == Rect(x: 310, y: 100, width: 51, height: 31))
        #expect(session.layout.frame(of: "label") == Rect(x: 231, y: 105, width: 73, height: 21))
        // Insets set with `inset` win over the class's; `class sw none` leaves them; a
        // plain view's frame is its alignment rect; `undo` takes a class's insets back.
        let (edited, editOutput) = runScript("""
        root 375x667
        view sw
        H:|-20-[sw(49)]
        V:|-100-[sw(31)]
        class sw UISwitch
        inset sw 0 0 0 4
        class sw none
        expect sw.frame == 20 100 53 31
        inset sw 0
        class sw UISlider
        expect sw.frame == 18 100 53 32
        undo
        expect sw.frame == 20 100 49 31
        """)
        #expect(!edited.failed, "\(editOutput.text)")
    }

    @Test func importedControlsTakeTheirInsets() throws {
        let (session, _, plan) = try Self.expectStoredFrames("controls.storyboard", "Switch")
        let lines = plan.lines.map(\.text)
        // An imported control's intrinsic size is its stored frame less its insets.
        #expect(lines.contains("intrinsic toggle 49 31"))
        #expect(lines.contains("intrinsic volume 335 30"))
        #expect(session.layout.frame(of: "toggle") == Rect(x: 310, y: 100, width: 51, height: 31))
    }

    @Test func aStackAlignsAlignmentRects() throws {
        let (session, _, plan) = try Self.expectStoredFrames("controls.storyboard", "Segments")
        #expect(plan.lines.map(\.text).contains("intrinsic picker 121 34"))
        // The 34-tall box and the control's 34-tall alignment rect: the stack is 34 tall.
        #expect(session.layout.frame(of: "row") == Rect(x: 16, y: 100, width: 221, height: 34))
        #expect(session.layout.frame(of: "picker") == Rect(x: 100, y: 0, width: 121, height: 35))
    }

    @Test func barsTextViewsAndPlaceholderSizesHaveIntrinsicSizes() throws {
        let (session, output, plan) = try Self.expectStoredFrames("controls.storyboard", "Bars")
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("intrinsic nav -1 44"))
        #expect(lines.contains("intrinsic search -1 56"))
        #expect(lines.contains("intrinsic tools -1 44"))
        #expect(lines.contains("intrinsic note 200 33"))
        #expect(lines.contains("intrinsic card 120 80"))
        #expect(lines.contains("intrinsic strip -1 30"))
        // Nothing is left ambiguous: every view has the size Interface Builder gave it.
        #expect(!output.text.contains("ambiguous"), "\(output.text)")
        #expect(session.layout.frame(of: "tools") == Rect(x: 0, y: 623, width: 375, height: 44))
    }

    @Test func aNavigationBarWithoutAFrameIs44OrCompact32() throws {
        let source = try String(contentsOfFile: "\(IBImportTests.include)/controls.storyboard", encoding: .utf8)
        let frameless = source.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#, with: "")
        let portrait = try IBDocumentReader.read(Data(frameless.utf8))
        #expect(try IBImporter.plan(portrait, scene: "Bars", takenNames: []).lines.map(\.text).contains("intrinsic nav -1 44"))
        let landscape = try IBDocumentReader.read(Data(frameless.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#).utf8))
        #expect(try IBImporter.plan(landscape, scene: "Bars", takenNames: []).lines.map(\.text).contains("intrinsic nav -1 32"))
    }

    @Test func olderCellContentViewsHaveMargins8() throws {
        let (session, output, plan) = try Self.expectStoredFrames("oldcell.xib", nil)
        #expect(plan.lines.map(\.text).contains("margins content_view_1 8 8 8 8"))
        #expect(output.text.contains("1 table cell content view has margins 8 on every side, as iOS 10 gave them (the document is from toolsVersion 9059, before Xcode 9.1)"))
        #expect(session.layout.frame(of: "label_name") == Rect(x: 8, y: 8, width: 45, height: 27))
        // A document from Xcode 9 on keeps UIKit's cell margins (16 on the sides here).
        let source = try String(contentsOfFile: "\(IBImportTests.include)/oldcell.xib", encoding: .utf8)
        let newer = try IBDocumentReader.read(Data(source.replacingOccurrences(of: #"toolsVersion="9059""#, with: #"toolsVersion="13771""#).utf8))
        #expect(!(try IBImporter.plan(newer, scene: nil, takenNames: []).lines.map(\.text).contains { $0.hasPrefix("margins") }))
    }

    @Test func placeholdersAreKeptMarkedAndOneCommandTakesThemOut() throws {
        let (session, output, plan) = try Self.expectStoredFrames("controls.storyboard", "Chart")
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("chart_width: chart.width == 200"))
        #expect(lines.contains("placeholders mark chart_width"))
        #expect(lines.contains("placeholders mark chart_height"))
        #expect(output.text.contains("2 placeholder constraints kept, marked"))
        #expect(session.layout.placeholderIDs == ["chart_width", "chart_height"])
        #expect(!output.text.contains("ambiguous"))
        // The build removes them: what code must size comes out ambiguous, and says so.
        let before = output.text.count
        session.execute("placeholders off")
        let off = String(output.text.dropFirst(before))
        #expect(off.contains("2 placeholder constraints taken out, as at run time"), "\(off)")
        #expect(off.contains("chart.width, height are ambiguous"), "\(off)")
        #expect(session.layout.frame(of: "chart") == Rect(x: 16, y: 100, width: 0, height: 0))
        session.execute("placeholders")
        #expect(output.text.hasSuffix("placeholders taken out: chart_width, chart_height\n"), "\(output.text)")
        session.execute("placeholders on")
        #expect(session.layout.frame(of: "chart") == Rect(x: 16, y: 100, width: 200, height: 120))
        #expect(output.errors.isEmpty)
        // Nothing marked: the command says so and changes nothing.
        let (plain, plainOutput) = runScript("view a\nplaceholders off")
        #expect(plain.failed)
        #expect(plainOutput.errors.contains("no placeholder constraints"))
    }

    /// UIKit makes a stack's constraints in the first update-constraints pass, after the
    /// document's own are installed, so where the two conflict a stack constraint breaks
    /// (docs/UIKIT-RULES.md): a row 30 tall whose one view is 20 tall keeps the view at 20
    /// at the row's top, its bottom canvas connection broken. Made first, the stack's
    /// constraints made the view 30 tall and broke its height.
    @Test func aStacksOwnConstraintBreaksWhereItConflictsWithTheDocuments() throws {
        let text = IBTestDocument.storyboard(tools: 21701, safeAreas: false, size: (414, 896), subviews: """
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                <rect key="frame" x="20" y="100" width="100" height="30"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="A">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="ah"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="rh"/>
                    <constraint firstAttribute="width" constant="100" id="rw"/>
                </constraints>
            </stackView>
            """, constraints: [
                #"<constraint firstItem="row" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstItem="row" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c2"/>"#,
            ])
        let (_, _, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 20))
        let conflicts = session.layout.analyze().conflicts
        #expect(conflicts.map(\.id) == ["UISV-canvas-connection:row.bottom"], "\(conflicts)")
    }

    /// A table gives a prototype cell its row's height after the cell's constraints and its
    /// stacks' are made, and a conflict through that height breaks the newest of the
    /// document's constraints, not a stack's (docs/UIKIT-RULES.md): alsh makes such a
    /// cell's stacks before the document's constraints. A column pinned to the edges of a
    /// 43.5-point content view whose view must be 44 tall keeps the column's constraints
    /// and breaks the view's height, 43.5 as stored; with the stack made after the
    /// document's constraints, its canvas connection broke and the view stayed 44.
    @Test func aPrototypeCellsRowHeightBreaksTheDocumentsNewestConstraint() throws {
        let text = IBTestDocument.storyboard(tools: 15505, device: "retina4_7", safeAreas: false, size: (375, 667), subviews: """
            <tableView dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="Column">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="A">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="44" id="ah"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="column" firstAttribute="top" secondItem="content" secondAttribute="top" id="k1"/>
                                <constraint firstItem="column" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="k2"/>
                                <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="k3"/>
                                <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="k4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: [
                #"<constraint firstItem="list" firstAttribute="top" secondItem="r" secondAttribute="top" id="c1"/>"#,
                #"<constraint firstItem="list" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="c2"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c3"/>"#,
                #"<constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="c4"/>"#,
            ])
        let (_, lines, session) = try IBImportTests.planAndRun(text)
        let stackLine = try #require(lines.firstIndex { $0.hasPrefix("stack column ") })
        #expect(lines.firstIndex { $0.hasPrefix("a_height:") }.map { stackLine < $0 } == true, "\(lines)")
        #expect(session.layout.frame(of: "a") == Rect(x: 0, y: 0, width: 375, height: 43.5))
        #expect(session.layout.analyze().conflicts.map(\.id) == ["a_height"])
    }

    /// A fill-equally stack's views are exactly equal in the solver; the pixel-grid lengths
    /// Xcode stores (94, 93.5, 94, 93.5 for 93.75 at @2x) are the engine's rounding of every
    /// view's edges, which only the comparison applies (docs/UIKIT-RULES.md).
    @Test func aFillEquallyStackIsExactAndComparedOnThePixelGrid() throws {
        let cells = [(0, 94), (94, 93.5), (187.5, 94), (281.5, 93.5)].enumerated().map { index, cell in
            """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)" userLabel="V\(index)">
                <rect key="frame" x="\(cell.0)" y="0.0" width="\(cell.1)" height="50"/>
            </view>
            """
        }.joined(separator: "\n")
        let text = IBTestDocument.storyboard(tools: 15505, device: "retina4_7", safeAreas: false, size: (375, 667), subviews: """
            <stackView distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                <subviews>\(cells)</subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="50" id="h"/>
                </constraints>
            </stackView>
            """, constraints: [
                #"<constraint firstItem="row" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="c1"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c2"/>"#,
                #"<constraint firstItem="row" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c3"/>"#,
            ])
        let (plan, _, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.frame(of: "v3").x == 281.25 && session.layout.frame(of: "v3").width == 93.75)
        let snapped = plan.snappedFrames(in: session.layout)
        #expect(["v0", "v1", "v2", "v3"].map { snapped[$0]!.width } == [94, 93.5, 94, 93.5])
        #expect(snapped["v2"]!.x == 187.5 && snapped["v3"]!.x == 281.5)
    }

    @Test func roundedStoredFramesAreComparedWithRounding() throws {
        let (session, output, plan) = try IBImportTests.importScene("rounded.storyboard", nil)
        #expect(plan.pixelScale == 1)
        // The solver's answers stay exact: the middle view is 35.6 tall from 55.6.
        let exact = session.layout.frame(of: "second")
        #expect(abs(exact.y - 55.6) < 1e-9 && abs(exact.height - 35.6) < 1e-9, "\(exact)")
        // 0.6 off its stored height as solved, in place once rounded as Xcode stores it.
        #expect(!IBImport.near(exact, Rect(x: 16, y: 56, width: 100, height: 35)))
        #expect(plan.snappedFrames(in: session.layout)["second"] == Rect(x: 16, y: 56, width: 100, height: 35))
        #expect(plan.misplacedViews(in: session.layout) == [])
        #expect(plan.viewsPlacedByRounding(in: session.layout) == ["second"])
        #expect(output.text.contains("note: 1 view is at its stored frame once rounded to the pixel grid, as Xcode stores frames (@1x): 'second'; the frames shown are the solver's exact ones"), "\(output.text)")
        #expect(output.text.contains("every view solves to its stored frame"))
        // A device gives its own grid: thirds of a point on an @3x iPhone.
        let source = try String(contentsOfFile: "\(IBImportTests.include)/controls.storyboard", encoding: .utf8)
        let pro = try IBDocumentReader.read(Data(source.replacingOccurrences(of: "retina4_7", with: "retina6_7").utf8))
        #expect(try IBImporter.plan(pro, scene: "Switch", takenNames: []).pixelScale == 3)
    }

    @Test func scenesInContainersHaveTheirBarsInTheSafeArea() throws {
        let (session, output, plan) = try Self.expectStoredFrames("tabs.storyboard", "List")
        // iPhone 11: 48 + a 44-point navigation bar above, 34 + a 49-point tab bar below.
        #expect(plan.lines.map(\.text).contains("safearea 92 0 83 0"))
        #expect(session.layout.frame(of: "table") == Rect(x: 0, y: 92, width: 414, height: 721))
        #expect(output.text.contains("every view solves to its stored frame"))
        // Without the containers the scene has the device's insets only, and the one view on
        // the safe area, at a navigation bar's and a tab bar's insets, says where the bars are.
        let source = try String(contentsOfFile: "\(IBImportTests.include)/tabs.storyboard", encoding: .utf8)
        let alone = try IBDocumentReader.read(Data(source.replacingOccurrences(of: #"relationship="rootViewController""#, with: #"relationship="other""#).utf8))
        #expect(alone.scenes.first { $0.displayName == "List" }?.isUnderNavigationBar == false)
        let alonePlan = try IBImporter.plan(alone, scene: "List", takenNames: [])
        #expect(alonePlan.lines.map(\.text).contains("safearea 92 0 83 0"))
        let fromFrames = "the stored frames put the safe area's top at 92"
        #expect(alonePlan.noteMessages.contains { $0.text(in: .en).contains(fromFrames) })
        #expect(!plan.noteMessages.contains { $0.text(in: .en).contains(fromFrames) })
    }

    /// A controller a show segue pushes from one in a navigation controller is in that
    /// navigation controller too, as Interface Builder infers it: the same bars.
    @Test func aPushedSceneHasTheBarsOfTheSceneItIsPushedFrom() throws {
        let (session, output, plan) = try Self.expectStoredFrames("tabs.storyboard", "Detail")
        #expect(plan.lines.map(\.text).contains("safearea 92 0 83 0"))
        #expect(session.layout.frame(of: "header") == Rect(x: 0, y: 92, width: 414, height: 120))
        #expect(output.text.contains("every view solves to its stored frame"))
    }

    /// A navigation controller that shows its toolbar lays its controllers out above it (49
    /// points on an iPhone 11, over the home indicator's 34) even where no view is pinned to
    /// the safe area's bottom. A large-title bar (96 points) is read from the stored frames
    /// of views pinned to the safe area of a view that fills root, or to root's margins.
    @Test func toolbarsAndLargeTitlesInsetTheSafeArea() throws {
        let (_, ordersOutput, orders) = try Self.expectStoredFrames("toolbars.storyboard", "Orders")
        #expect(orders.lines.map(\.text).contains("safearea 88 0 83 0"), "\(orders.lines.map(\.text))")
        #expect(ordersOutput.text.contains("every view solves to its stored frame"), "\(ordersOutput.text)")
        let (goals, goalsOutput, goalsPlan) = try Self.expectStoredFrames("toolbars.storyboard", "Goals")
        #expect(goalsPlan.lines.map(\.text).contains("safearea 140 0 34 0"), "\(goalsPlan.lines.map(\.text))")
        #expect(goals.layout.frame(of: "field") == Rect(x: 20, y: 190, width: 374, height: 50))
        #expect(goalsOutput.text.contains("every view solves to its stored frame"), "\(goalsOutput.text)")
        let (notes, notesOutput, notesPlan) = try Self.expectStoredFrames("toolbars.storyboard", "Notes")
        #expect(notesPlan.lines.map(\.text).contains("safearea 140 0 34 0"), "\(notesPlan.lines.map(\.text))")
        #expect(notes.layout.frame(of: "body") == Rect(x: 20, y: 140, width: 374, height: 722))
        #expect(notesOutput.text.contains("every view solves to its stored frame"), "\(notesOutput.text)")
    }

    /// A tab bar controller in a navigation controller shows its children under the
    /// navigation bar; a scene whose simulated metrics say "Top Bar: None" is laid out
    /// without one, whatever controller holds it.
    @Test func aTabInANavigationControllerIsUnderItsBarUnlessTheSceneSaysNone() throws {
        let (mood, moodOutput, moodPlan) = try Self.expectStoredFrames("tabnav.storyboard", "Mood")
        #expect(moodPlan.lines.map(\.text).contains("safearea 92 0 83 0"))
        #expect(mood.layout.frame(of: "mood_title") == Rect(x: 20, y: 102, width: 374, height: 21))
        #expect(moodOutput.text.contains("every view solves to its stored frame"), "\(moodOutput.text)")
        let (address, addressOutput, addressPlan) = try Self.expectStoredFrames("tabnav.storyboard", "Address")
        #expect(addressPlan.lines.map(\.text).contains("safearea 48 0 34 0"))
        #expect(address.layout.frame(of: "address_title") == Rect(x: 20, y: 58, width: 374, height: 21))
        #expect(addressOutput.text.contains("every view solves to its stored frame"), "\(addressOutput.text)")
    }

    /// A scene whose simulated metrics say "Status Bar: None" is laid out with no status
    /// bar above it: its top layout guide is at 0, and the import says so.
    @Test func aSceneWithoutAStatusBarHasItsTopGuideAtZero() throws {
        let (session, output, plan) = try Self.expectStoredFrames("statusbar.storyboard", "Player")
        #expect(plan.lines.map(\.text).contains("safearea 0 0 0 0"))
        #expect(session.layout.frame(of: "video") == Rect(x: 0, y: 0, width: 480, height: 270))
        #expect(output.text.contains("the scene's simulated metrics hide the status bar, so Interface Builder lays it out with the safe area's top at 0; on a device it is 20"),
                "\(output.text)")
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
    }

    /// A scene whose simulated status bar is inferred takes it from the scene that holds or
    /// shows it: a navigation controller that says "Status Bar: None" lays out its root, the
    /// scene pushed from that root and the one that scene presents with the top layout
    /// guide at 0 (a label 20 below it at y 20), where one that shows it gives them 20. Before Xcode 9 an embedded controller whose
    /// container covers none of the status bar has none either, and neither has what it
    /// pushes; Xcode 9 lays the embedded scene out with the status bar, and so what it pushes.
    @Test(arguments: [("hidden", 10117, 0.0), ("shown", 10117, 20.0), ("embedded", 12121, 0.0), ("embedded", 13529, 20.0)])
    func aSceneInfersItsStatusBarFromTheSceneShowingIt(source: String, tools: Int, guide: Double) throws {
        let guides = """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            """
        let navigation = """
            <scene sceneID="ns"><objects>
                <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                    \(source == "hidden" ? #"<nil key="simulatedStatusBarMetrics"/>"# : "")
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    </navigationBar>
                    <connections><segue destination="avc" kind="relationship" relationship="rootViewController" id="rs"/></connections>
                </navigationController>
            </objects></scene>
            """
        let first = IBTestDocument.scene(id: "a", title: "First", size: (375, source == "embedded" ? 300 : 667), controller: """
            <connections><segue destination="bvc" kind="show" id="push"/></connections>
            """, root: "")
        let parent = IBTestDocument.embeddingScene(containerY: 174, destination: "avc")
        let second = IBTestDocument.scene(id: "b", title: "Second", size: (375, 667), controller: """
            <connections><segue destination="cvc" kind="presentation" id="present"/></connections>
            """, root: "")
        let last = IBTestDocument.scene(id: "c", title: "Last", size: (375, 667), controller: guides, root: """
            <subviews>
                <label text="Again" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="50" y="\(formatNumber(guide + 20))" width="275" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="t"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="cr" secondAttribute="leading" constant="50" id="l"/>
                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="50" id="r"/>
            </constraints>
            """)
        let scenes = [source == "embedded" ? parent : navigation, first, second, last]
        let text = IBTestDocument.storyboard(tools: tools, device: "retina4_7", safeAreas: false, scenes: scenes)
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: "Last", takenNames: [])
        let (session, output) = runScript(plan.lines.map(\.text).joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let title = try #require(plan.views.first { $0.ref == "title" }?.name)
        #expect(session.layout.frame(of: title) == Rect(x: 50, y: guide + 20, width: 275, height: 40), "\(source) \(tools): \(plan.lines.map(\.text))")
        #expect(plan.notes.contains { $0.contains("infers its status bar from the scene that holds or shows it") } == (guide == 0),
                "\(plan.notes)")
    }

    /// Before Xcode 9 an embedded controller whose container covers none of the status bar
    /// has none of its own: taller than the screen, it is laid out as a screen of its own,
    /// with its top layout guide at 0, and the note says why.
    @Test func anOlderEmbeddedSceneHasNoStatusBarOfItsOwn() throws {
        let parent = IBTestDocument.embeddingScene(containerY: 174, destination: "cvc")
        let child = IBTestDocument.scene(id: "c", title: "Child", size: (375, 700), controller: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="ctop"/>
                <viewControllerLayoutGuide type="bottom" id="cbottom"/>
            </layoutGuides>
            """, root: """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="bar" firstAttribute="top" secondItem="ctop" secondAttribute="bottom" id="t"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="cr" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
                <constraint firstItem="bar" firstAttribute="height" constant="44" id="h"/>
            </constraints>
            """)
        let text = IBTestDocument.storyboard(tools: 9059, device: nil, safeAreas: false, scenes: [parent, child])
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: "Child", takenNames: [])
        let (session, output) = runScript(plan.lines.map(\.text).joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let bar = try #require(plan.views.first { $0.ref == "bar" }?.name)
        #expect(session.layout.frame(of: bar) == Rect(x: 0, y: 0, width: 375, height: 44), "\(plan.lines.map(\.text))")
        #expect(plan.notes.contains { $0.contains("embedded in a container view that covers none of the status bar") }, "\(plan.notes)")
    }

    /// Interface Builder lays a document out with the constants and stack spacing that the
    /// size-class variations matching its device set: on an iPhone 8 in portrait (compact
    /// width, regular height) the bar sits 30 below the safe area's top, not 10 (or the 50 of
    /// compact height), and the stack's views are 4 apart, not 0.
    @Test func sizeClassVariationsSetConstantsAndSpacing() throws {
        let text = IBTestDocument.storyboard(tools: 22505, device: "retina4_7", size: (375, 667), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="50" width="375" height="20"/>
            </view>
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="100" width="84" height="40"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="aw"/>
                            <constraint firstAttribute="height" constant="40" id="ah"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="44" y="0.0" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="bw"/>
                        </constraints>
                    </view>
                </subviews>
                <variation key="heightClass=regular-widthClass=compact" spacing="4"/>
            </stackView>
            """, constraints: [
                """
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="t">
                    <variation key="heightClass=compact" constant="50"/>
                    <variation key="heightClass=regular-widthClass=compact" constant="30"/>
                </constraint>
                """,
                #"<constraint firstItem="bar" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="l"/>"#,
                #"<constraint firstItem="bar" firstAttribute="trailing" secondItem="r" secondAttribute="trailing" id="tr"/>"#,
                #"<constraint firstItem="bar" firstAttribute="height" constant="20" id="h"/>"#,
                #"<constraint firstItem="row" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="rl"/>"#,
                #"<constraint firstItem="row" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="rt"/>"#,
            ])
        let (plan, _, session) = try IBImportTests.planAndRun(text)
        let name = { (ref: String) in plan.views.first { $0.ref == ref }?.name ?? ref }
        #expect(session.layout.frame(of: name("bar")).y == 50)
        #expect(session.layout.frame(of: name("b")).x == 44)
    }

    /// A Today widget's view is laid out in the Notification Center, with no status bar: a
    /// list pinned to its safe area starts at its top.
    @Test func aTodayWidgetHasNoStatusBar() throws {
        let text = IBTestDocument.storyboard(tools: 14269, device: "retina4_7", size: (320, 200),
                                             rootAttributes: #"simulatedAppContext="notificationCenter""#, root: """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="list">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                <constraint firstItem="list" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
                <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                <constraint firstItem="list" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="r"/>
            </constraints>
            """)
        let (plan, lines, session) = try IBImportTests.planAndRun(text)
        #expect(lines.contains("safearea 0 0 0 0"), "\(lines)")
        let list = try #require(plan.views.first { $0.ref == "list" }?.name)
        #expect(session.layout.frame(of: list) == Rect(x: 0, y: 0, width: 320, height: 200))
    }

    /// An `@IBDesignable` view Interface Builder renders has the intrinsic size its class
    /// gives, which the document does not hold: a custom view whose own constraints leave
    /// its size open, not marked ambiguous, takes its stored size as that; one pinned on both
    /// sides, or marked ambiguous, takes none.
    @Test func aRenderedCustomViewKeepsItsStoredSize() throws {
        let text = IBTestDocument.storyboard(tools: 13122, device: "retina4_7", size: (375, 667), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="stars" customClass="StarsView" customModule="Demo">
                <rect key="frame" x="127.5" y="100" width="120" height="20"/>
            </view>
            <label text="Rated" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="160" y="128" width="55" height="20.5"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="band" customClass="BandView" customModule="Demo">
                <rect key="frame" x="0.0" y="200" width="375" height="30"/>
            </view>
            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose" customClass="BandView" customModule="Demo">
                <rect key="frame" x="10" y="300" width="50" height="50"/>
            </view>
            """, constraints: [
                #"<constraint firstItem="stars" firstAttribute="centerX" secondItem="r" secondAttribute="centerX" id="c1"/>"#,
                #"<constraint firstItem="stars" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="t1"/>"#,
                #"<constraint firstItem="label" firstAttribute="top" secondItem="stars" secondAttribute="bottom" constant="8" id="t2"/>"#,
                #"<constraint firstItem="label" firstAttribute="centerX" secondItem="r" secondAttribute="centerX" id="c2"/>"#,
                #"<constraint firstItem="band" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="l3"/>"#,
                #"<constraint firstItem="band" firstAttribute="trailing" secondItem="r" secondAttribute="trailing" id="r3"/>"#,
                #"<constraint firstItem="band" firstAttribute="top" secondItem="r" secondAttribute="top" constant="200" id="t3"/>"#,
                #"<constraint firstItem="loose" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="l4"/>"#,
                #"<constraint firstItem="loose" firstAttribute="top" secondItem="r" secondAttribute="top" constant="300" id="t4"/>"#,
            ])
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let lines = plan.lines.map(\.text)
        let (session, _) = runScript(lines.joined(separator: "\n"))
        let name = { (ref: String) in plan.views.first { $0.ref == ref }?.name ?? ref }
        #expect(lines.contains("intrinsic \(name("stars")) 120 20"), "\(lines)")
        #expect(lines.contains("intrinsic \(name("band")) -1 30"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("intrinsic \(name("loose")) ") }, "\(lines)")
        #expect(session.layout.frame(of: name("stars")) == Rect(x: 127.5, y: 100, width: 120, height: 20))
        #expect(session.layout.frame(of: name("label")) == Rect(x: 160, y: 128, width: 55, height: 20.5))
        #expect(session.layout.frame(of: name("band")) == Rect(x: 0, y: 200, width: 375, height: 30))
    }

    /// UIView.keyboardLayoutGuide with the keyboard hidden, as Interface Builder lays it out:
    /// its top is the bottom of the owner's safe area (34 above root's bottom on an iPhone 11).
    @Test func theKeyboardGuideStartsAtTheSafeAreasBottom() throws {
        let text = IBTestDocument.storyboard(tools: 23504, size: (414, 896), root: """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="862"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <keyboardLayoutGuide key="keyboard" id="kb"/>
            <constraints>
                <constraint firstItem="panel" firstAttribute="top" secondItem="r" secondAttribute="top" id="t"/>
                <constraint firstItem="panel" firstAttribute="bottom" secondItem="kb" secondAttribute="top" id="b"/>
                <constraint firstItem="panel" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="l"/>
                <constraint firstItem="panel" firstAttribute="trailing" secondItem="r" secondAttribute="trailing" id="w"/>
                <constraint firstItem="panel" firstAttribute="height" secondItem="kb" secondAttribute="height" id="h"/>
            </constraints>
            """)
        let (plan, lines, session) = try IBImportTests.planAndRun(text)
        #expect(lines.contains { $0.hasSuffix(".bottom == root.safeArea.bottom") }, "\(lines)")
        let panel = try #require(plan.views.first { $0.ref == "panel" }?.name)
        #expect(session.layout.frame(of: panel) == Rect(x: 0, y: 0, width: 414, height: 862))
        let notes = plan.noteMessages.map { $0.text(in: .en) }
        #expect(notes.contains { $0.contains("keyboard layout guide of 'root' is laid out with the keyboard hidden") }, "\(notes)")
        #expect(notes.contains { $0.contains("uses the keyboard layout guide's height; skipped") }, "\(notes)")
    }

    /// A scroll view takes the safe area above and below into its content inset and gives
    /// its content none of it: a stack that stores layout margins arranges inside them, 8
    /// from the top under the status bar, and reaching into the home indicator's area does
    /// not grow its bottom margin.
    @Test func aScrollViewGivesItsContentNoSafeAreaAboveOrBelow() throws {
        let (session, output, plan) = try Self.expectStoredFrames("scrolling.storyboard", "Poster")
        #expect(plan.lines.map(\.text).contains("stack column axis v spacing 10 margins on views poster caption"))
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
        #expect(session.layout.unsettledGuides.isEmpty)
        #expect(session.layout.info(of: "column")?.safeAreaInsets == .zero)
        // The same stack in a plain view would be inset by the safe area: its margins grow
        // with it on every pass, so the passes stop, say so and keep the insets they had.
        session.run(ScriptLineSource(text: "class scroll none"), origin: "t.al")
        #expect(output.text.contains("the guides of column did not settle"), "\(output.text)")
        #expect(session.layout.unsettledGuidesKeptInsets)
        #expect(session.layout.frame(of: "column") == Rect(x: 0, y: 0, width: 393, height: 846.5))
    }
    /// A scroll view's layout margins, related to its content, attach to the content area as
    /// its edges do: pinned to them, a content view sets the content size and keeps its own
    /// height; over the content the margins above and below leave the safe area out.
    @Test func aScrollViewsMarginsAreItsContentAreas() throws {
        let (session, output, plan) = try Self.expectStoredFrames("scrollmargins.storyboard", "About")
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
        let lines = plan.lines.map(\.text)
        // Written as the document says it; the model puts the margin on the content area.
        #expect(lines.contains("scroll_bottomMargin: scroll.bottomMargin == content.bottom"), "\(lines)")
        #expect(lines.contains("content_width: content.width == scroll.width - 16"), "\(lines)")
        // The content area is the content view and its margins: 8 + 136 + 8.
        #expect(session.layout.contentAreaFrame(of: "scroll") == Rect(x: 0, y: 0, width: 375, height: 152))
        // Code says it as UIKit reads it: the scroll view's margins guide, for its content.
        let code = CodeExporter(session.layout, options: ExportOptions()).export(.swift)
        #expect(code.contains("scroll.layoutMarginsGuide.bottomAnchor.constraint(equalTo: content.bottomAnchor)"), "\(code)")
        #expect(!code.contains("not expressible") && !code.contains("addLayoutGuide"), "\(code)")
        let (_, coverOutput, _) = try Self.expectStoredFrames("scrollmargins.storyboard", "Cover")
        #expect(coverOutput.text.contains("every view solves to its stored frame"), "\(coverOutput.text)")
        #expect(!coverOutput.text.contains("conflict"), "\(coverOutput.text)")
    }

    /// A view without an intrinsic height offers a fill-proportionally stack its current
    /// length (the stored one, which its image holds it to); without it, its compressed
    /// fitting size, measured once its own constraints, which the import adds after the
    /// stack, are in place.
    @Test func aPlainViewOffersItsLengthToAProportionalStack() throws {
        let (session, output, _) = try Self.expectStoredFrames("proportional.storyboard", "Bubble")
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
        #expect(session.layout.frame(of: "bubble") == Rect(x: 0, y: 20.5, width: 300, height: 71.5))
        // It offers its current length, which the image need not hold: taking the image's
        // bottom off keeps it; without that length, nothing holds it up and it offers 0.
        session.run(ScriptLineSource(text: "remove bubble_bottom"), origin: "t.al")
        #expect(session.layout.frame(of: "bubble") == Rect(x: 0, y: 20.5, width: 300, height: 71.5), "\(output.text)")
        session.run(ScriptLineSource(text: "stack column offer bubble default"), origin: "t.al")
        #expect(session.layout.frame(of: "name") == Rect(x: 0, y: 0, width: 300, height: 92), "\(output.text)")
    }

    /// A plain view and a table view in a fill-proportionally stack offer their current
    /// lengths (UIKit fits them in the engine that holds them), which the stored ones are.
    @Test func viewsWithoutIntrinsicLengthsOfferTheirStoredLengths() throws {
        let (session, _, plan) = try Self.expectStoredFrames("proportional.storyboard", "Shelf")
        #expect(plan.lines.map(\.text).contains("stack shelf axis v distribution fillProportionally offer header 200 offer books 400 views header books"))
        // The shares stay when the stack grows: 200 of 600 is a third.
        session.run(ScriptLineSource(text: "constant root_bottom 0"), origin: "t.al")
        #expect(session.layout.frame(of: "header").height == 209)
    }

    /// In a vertical fill-proportionally stack with fill alignment a nested stack offers
    /// its fitting height at the parent's width, not its compressed size.
    @Test func aNestedStackIsFittedToTheWidthOfAVerticalProportionalStack() throws {
        let (session, output, _) = try Self.expectStoredFrames("proportional.storyboard", "Wrapped")
        #expect(output.text.contains("every view solves to its stored frame"), "\(output.text)")
        #expect(session.layout.frame(of: "row") == Rect(x: 0, y: 20.5, width: 300, height: 150))
    }


    /// An image view showing an SF Symbol aligns by the symbol's own insets, which the
    /// document does not store: where its stack or constraints put the alignment rect,
    /// against the stored frame, gives them.
    @Test func symbolImageViewsTakeTheInsetsTheirFramesImply() throws {
        let document = try IBImportTests.document("symbols.storyboard")
        let views = document.scenes[0].root.subviews
        #expect(views.map(\.systemImage) == [nil, "photo", "bell"])
        #expect(views[0].subviews.map(\.systemImage) == ["stopwatch", nil])
        let (session, output, plan) = try Self.expectStoredFrames("symbols.storyboard", "Symbols")
        let lines = plan.lines.map(\.text)
        // The crown rises 1.5 above the stack; the alignment rect is the label's 20.5.
        #expect(lines.contains("inset watch 1.5 0 -0.5 0"))
        #expect(lines.contains("intrinsic watch 20 20.5"))
        #expect(lines.contains("inset photo -0.5 0 -0.5 0"))
        // Nothing places the autoresizing bell's alignment rect: no insets.
        #expect(!lines.contains { $0.hasPrefix("inset bell") })
        #expect(output.text.contains("2 SF Symbol image views have the alignment-rect insets their stored frames imply"))
        #expect(session.layout.alignmentInsets(of: "watch") == AlignmentInsets(top: 1.5, left: 0, bottom: -0.5, right: 0))
        // The insets stay with the view when the layout changes.
        let (changed, changedOutput) = runScript("""
        import \(IBImportTests.include)/symbols.storyboard scene Symbols
        constant photo_height 120
        intrinsic time 45 30
        expect photo.frame == 16 200.5 343 119
        expect watch.frame == 0 -1.5 20 31
        """)
        #expect(!changed.failed, "\(changedOutput.text)")
    }

    /// A symbol's alignment rect placed by root's safe area (as the importer works it out)
    /// or held at a size bound its stored frame breaks, even well outside a small frame;
    /// and the symbols' frames, not being their alignment rects, say nothing about where
    /// the safe area is.
    @Test func symbolRectsPlacedBySafeAreaAndSizeBounds() throws {
        let (_, output, plan) = try Self.expectStoredFrames("symbols.storyboard", "Guides")
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("inset eye -1.5 0 -2 0"))
        #expect(lines.contains("inset badge -1.5 2 1.5 0"))
        #expect(lines.contains("inset pin -0.5 0 -0.5 0"))
        #expect(lines.contains("inset size -4.5 0 -4.5 0"))
        #expect(lines.contains("safearea 0 0 0 0"))
        #expect(!output.text.contains("the stored frames put the safe area's top"))
    }

    /// Without a device, Interface Builder lays a scene out on its canvas for any width and
    /// any height, and a prototype cell stored without a frame at the table's width and
    /// the row height, its content view a separator's pixel shorter.
    @Test func theCanvasLaysOutFramelessCellsForAnySizeClass() throws {
        let (session, _, plan) = try Self.expectStoredFrames("canvas.storyboard", "Cards")
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("view table_view_cell_1 in root frame 0 0 600 120"))
        #expect(lines.contains("view content_view_1 in table_view_cell_1 frame 0 0 600 119.5"))
        #expect(session.layout.frame(of: "card") == Rect(x: 23, y: 8, width: 555, height: 103.5))
        let (classes, output, classPlan) = try Self.expectStoredFrames("canvas.storyboard", "Classes")
        #expect(!classPlan.views.contains { $0.name == "strip" })
        #expect(output.text.contains("'Strip' is not installed for any width, any height"))
        #expect(classes.layout.frame(of: "panel") == Rect(x: 40, y: 100, width: 100, height: 50))
        // On an iPhone (compact width) the compact installs apply instead.
        let source = try String(contentsOfFile: "\(IBImportTests.include)/canvas.storyboard", encoding: .utf8)
        let phone = try IBDocumentReader.read(Data(source.replacingOccurrences(
            of: "<dependencies>", with: "<device id=\"retina4_7\" orientation=\"portrait\"/>\n    <dependencies>").utf8))
        let phoneLines = try IBImporter.plan(phone, scene: "Classes", takenNames: []).lines.map(\.text)
        #expect(phoneLines.contains("view strip in root"))
        #expect(phoneLines.contains("panel_leading: panel.leading == root.leading + 10"))
    }

    /// A document without a device was laid out on the Mac's screen, so a cell's separator
    /// is a whole point (1x display) or half a point (Retina), whichever the document's
    /// stored frames show: a frameless cell's subviews pinned to its content view's bottom,
    /// else its stored content views (docs/UIKIT-RULES.md).
    @Test func aFramelessCellHasTheSeparatorItsDocumentsFramesShow() throws {
        func document(picture: Double, storedCell: String = "") -> String {
            IBTestDocument.storyboard(tools: 7702, device: nil, safeAreas: false, size: (600, 600), subviews: """
                <tableView dataMode="prototypes" style="plain" rowHeight="44" id="list">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        <tableViewCell rowHeight="80" id="cell">
                            <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="pic" userLabel="Picture">
                                        <rect key="frame" x="12" y="12" width="98" height="\(formatNumber(picture))"/>
                                        <constraints><constraint firstAttribute="width" constant="98" id="pw"/></constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pic" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="k1"/>
                                    <constraint firstItem="pic" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="12" id="k2"/>
                                    <constraint firstAttribute="bottom" secondItem="pic" secondAttribute="bottom" constant="12" id="k3"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                        \(storedCell)
                    </prototypes>
                </tableView>
                """, constraints: [])
        }
        for (picture, content) in [(55.0, "79"), (55.5, "79.5")] {
            let (_, lines, session) = try IBImportTests.planAndRun(document(picture: picture))
            #expect(lines.contains("view content_view_1 in table_view_cell_1 frame 0 0 600 \(content)"), "\(lines)")
            #expect(session.layout.frame(of: "picture") == Rect(x: 12, y: 12, width: 98, height: picture))
        }
        // Without a pin to its bottom, another cell's stored content view says it.
        let stored = """
            <tableViewCell id="other">
                <rect key="frame" x="0.0" y="102" width="600" height="44"/>
                <tableViewCellContentView key="contentView" tableViewCell="other" id="otherContent">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="43"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let unpinned = document(picture: 55.5, storedCell: stored).replacingOccurrences(
            of: #"<constraint firstAttribute="bottom" secondItem="pic" secondAttribute="bottom" constant="12" id="k3"/>"#,
            with: #"<constraint firstAttribute="height" secondItem="pic" secondAttribute="height" constant="24" id="k3"/>"#)
        let lines = try IBImporter.plan(IBDocumentReader.read(Data(unpinned.utf8)), scene: nil, takenNames: []).lines.map(\.text)
        #expect(lines.contains("view content_view_1 in table_view_cell_1 frame 0 0 600 79"), "\(lines)")
    }

    /// Xcode 11 and 12 lay an iPad out in landscape without the status bar, and an iPad's
    /// navigation bar is 50 tall; Xcode 13 shows the status bar again.
    @Test func aLandscapeIPadHasNoStatusBarInXcode11And12() throws {
        let (_, output, plan) = try Self.expectStoredFrames("ipad.storyboard", "Board")
        #expect(plan.lines.map(\.text).contains("safearea 0 0 0 0"))
        #expect(output.text.contains("iPad (9th generation) in landscape: Interface Builder (Xcode 11 and 12) lays it out without the status bar"))
        let (_, _, tasks) = try Self.expectStoredFrames("ipad.storyboard", "Tasks")
        #expect(tasks.lines.map(\.text).contains("safearea 50 0 0 0"))
        let source = try String(contentsOfFile: "\(IBImportTests.include)/ipad.storyboard", encoding: .utf8)
        let newer = try IBDocumentReader.read(Data(source.replacingOccurrences(of: #"toolsVersion="17701""#, with: #"toolsVersion="19162""#).utf8))
        #expect(try IBImporter.plan(newer, scene: "Board", takenNames: []).lines.map(\.text).contains("safearea 20 0 0 0"))
    }

    /// In portrait, an iPad without a home indicator has no status bar in Interface Builder
    /// from Xcode 11 (toolsVersion 14800) to 15, as a phone without a notch from Xcode 11 to
    /// 14.2: a bar on its safe area's top is stored at 0. Xcode 10 shows the status bar.
    @Test func aPortraitIPadHasNoStatusBarFromXcode11() throws {
        func document(tools: Int, top: Int) -> String {
            IBTestDocument.storyboard(tools: tools, device: "ipad9_7", size: (768, 1024), subviews: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                    <rect key="frame" x="0.0" y="\(top)" width="768" height="50"/>
                    <constraints><constraint firstAttribute="height" constant="50" id="bh"/></constraints>
                </view>
                """, constraints: [
                    #"<constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t1"/>"#,
                    #"<constraint firstItem="bar" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="t2"/>"#,
                    #"<constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t3"/>"#,
                ])
        }
        for (tools, top) in [(15705, 0), (22154, 0), (14460, 20)] {
            let (plan, lines, session) = try IBImportTests.planAndRun(document(tools: tools, top: top))
            #expect(lines.contains("safearea \(top) 0 0 0"), "\(tools): \(lines)")
            #expect(session.layout.frame(of: "bar") == Rect(x: 0, y: Double(top), width: 768, height: 50))
            #expect(plan.notes.contains { $0.contains("in portrait: Interface Builder (Xcode 11 to 15) lays it out without the status bar") } == (top == 0))
        }
    }

    /// A navigation bar is 32 tall only on a phone compact both ways: a Plus or Max iPhone
    /// in landscape (regular width) keeps 44, as its stored navigation bars do.
    @Test func aRegularWidthPhoneInLandscapeKeepsA44PointNavigationBar() throws {
        let (session, _, plan) = try Self.expectStoredFrames("landscape.storyboard", "Stock")
        #expect(plan.lines.map(\.text).contains("safearea 44 44 21 44"))
        #expect(session.layout.frame(of: "list") == Rect(x: 44, y: 44, width: 838, height: 363))
        #expect(IBScenePlanner.navigationBarHeight(IBDevice.named("retina4_7"), classes: ("compact", "compact"), toolsVersion: 23504) == 32)
        #expect(IBScenePlanner.navigationBarHeight(IBDevice.named("retina6_7"), classes: ("regular", "compact"), toolsVersion: 23504) == 44)
    }

    /// Before Xcode 9 a root's margins are iOS 10's: 0 above and below from its own edges,
    /// while its top layout guide still has the status bar.
    @Test func anOlderRootsMarginsAreNotBelowItsLayoutGuides() throws {
        let (session, output, plan) = try Self.expectStoredFrames("popup.storyboard", "PopUp")
        #expect(plan.lines.map(\.text).contains("margins root fromsafearea off"))
        #expect(session.layout.frame(of: "table_view_1") == Rect(x: 0, y: 0, width: 300, height: 250))
        #expect(session.layout.frame(of: "label_note") == Rect(x: 16, y: 28, width: 36, height: 21))
        #expect(output.text.contains("a document from before Xcode 9: root's layout margins are 0 above and below"))
    }

    /// Interface Builder lays the legacy top layout guide out from the bottom of the status
    /// bar: a view pinned to the guide's top is stored 20 below root's top, as a view pinned
    /// to its bottom is (UIKit puts the guide's top at root's top).
    @Test func theTopLayoutGuidesTopIsTheStatusBarsBottom() throws {
        let guides = """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tg"/>
                <viewControllerLayoutGuide type="bottom" id="bg"/>
            </layoutGuides>
            """
        let text = IBTestDocument.storyboard(tools: 12118, device: "retina4_7", safeAreas: false, size: (375, 667),
                                             controller: guides, subviews: """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="backdrop" userLabel="Backdrop">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
            </imageView>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                <rect key="frame" x="0.0" y="28" width="375" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="bh"/></constraints>
            </view>
            """, constraints: [
                #"<constraint firstItem="backdrop" firstAttribute="top" secondItem="tg" secondAttribute="top" id="t1"/>"#,
                #"<constraint firstAttribute="bottom" secondItem="backdrop" secondAttribute="bottom" id="t2"/>"#,
                #"<constraint firstItem="backdrop" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="t3"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="backdrop" secondAttribute="trailing" id="t4"/>"#,
                #"<constraint firstItem="bar" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="t5"/>"#,
                #"<constraint firstItem="bar" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="t6"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t7"/>"#,
            ])
        let (plan, _, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.frame(of: "backdrop") == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(session.layout.frame(of: "bar") == Rect(x: 0, y: 28, width: 375, height: 40))
        #expect(plan.notes.contains { $0.hasPrefix("the top layout guide's top is 20 below root's top") }, "\(plan.notes)")
    }

    /// A document before Xcode 9 was laid out with iOS 10's rules: no view has a safe area,
    /// so a view under the status bar, or reaching past root's side, keeps UIView's 8-point
    /// margins there (alsh gave 28 above and the overhang on the right).
    @Test func anOlderDocumentsViewsMeasureNoMarginFromASafeArea() throws {
        let guides = """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tg"/>
                <viewControllerLayoutGuide type="bottom" id="bg"/>
            </layoutGuides>
            """
        let text = IBTestDocument.storyboard(tools: 12118, device: "retina4_7", safeAreas: false, size: (375, 667),
                                             controller: guides, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="banner" userLabel="Banner">
                <rect key="frame" x="0.0" y="0.0" width="600" height="60"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="line" userLabel="Line">
                        <rect key="frame" x="8" y="8" width="584" height="1"/>
                        <constraints><constraint firstAttribute="height" constant="1" id="lh"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="600" id="bw"/>
                    <constraint firstAttribute="height" constant="60" id="bh"/>
                    <constraint firstItem="line" firstAttribute="top" secondItem="banner" secondAttribute="topMargin" id="l1"/>
                    <constraint firstItem="line" firstAttribute="leading" secondItem="banner" secondAttribute="leadingMargin" id="l2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="line" secondAttribute="trailing" id="l3"/>
                </constraints>
            </view>
            """, constraints: [
                #"<constraint firstItem="banner" firstAttribute="top" secondItem="r" secondAttribute="top" id="t1"/>"#,
                #"<constraint firstItem="banner" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="t2"/>"#,
            ])
        let (_, lines, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.frame(of: "line") == Rect(x: 8, y: 8, width: 584, height: 1))
        #expect(lines.contains("margins banner fromsafearea off"), "\(lines)")
    }

    /// An embedded controller's view has the part of its parent scene's safe area that its
    /// container view covers.
    @Test func anEmbeddedSceneHasTheSafeAreaItsContainerCovers() throws {
        let (items, itemsOutput, itemsPlan) = try Self.expectStoredFrames("embedded.storyboard", "Items")
        #expect(itemsPlan.lines.map(\.text).contains("safearea 0 0 0 0"))
        #expect(items.layout.frame(of: "table_view_1") == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(itemsOutput.text.contains("embedded in a container view of 'Shop'"))
        let (footer, _, footerPlan) = try Self.expectStoredFrames("embedded.storyboard", "Footer")
        #expect(footerPlan.lines.map(\.text).contains("safearea 0 0 34 0"))
        #expect(footer.layout.frame(of: "title") == Rect(x: 0, y: 10, width: 375, height: 20))
        #expect(footer.layout.frame(of: "bar") == Rect(x: 0, y: 126, width: 375, height: 40))
        // The shop itself is under its navigation bar: 44 + 44.
        let (_, _, shopPlan) = try Self.expectStoredFrames("embedded.storyboard", "Shop")
        #expect(shopPlan.lines.map(\.text).contains("safearea 88 0 34 0"))
    }

    /// An older Xcode lays an embedded scene whose own simulated metrics show a navigation
    /// bar out as a screen with that bar: the status bar and the bar above its safe area.
    @Test func anEmbeddedSceneWithItsOwnBarIsLaidOutAsAScreen() throws {
        let (discover, output, _) = try Self.expectSafeArea("ownbar.storyboard", "Discover", "64 0 0 0")
        #expect(discover.layout.frame(of: "list") == Rect(x: 0, y: 64, width: 375, height: 539))
        #expect(output.text.contains("its simulated metrics show a navigation bar"), "\(output.text)")
        let document = try IBImportTests.document("ownbar.storyboard")
        #expect(document.scenes.map(\.showsOwnNavigationBar) == [true, true])
    }

    /// Xcode 11 and later lay an embedded controller out on its own at the top of the
    /// screen: its safe area is the part of the screen's that its view covers there, not
    /// the part of its parent's that the container covers (44 here, not 14).
    @Test func anEmbeddedSceneFromXcode11IsLaidOutAtTheTopOfTheScreen() throws {
        let (gallery, output, _) = try Self.expectSafeArea("gallery.storyboard", "Gallery", "44 0 0 0")
        #expect(gallery.layout.frame(of: "image") == Rect(x: 10, y: 44, width: 394, height: 180))
        #expect(output.text.contains("at the top of the screen"))
        // Xcode 11's betas already do; Xcode 10.3 gives the part of the card's safe area the
        // container covers (14 above).
        let source = try String(contentsOfFile: "\(IBImportTests.include)/gallery.storyboard", encoding: .utf8)
        for (tools, top) in [("14868", "44"), ("14490.70", "14")] {
            let saved = source.replacingOccurrences(of: #"toolsVersion="19162""#, with: #"toolsVersion="\#(tools)""#)
            let plan = try IBImporter.plan(IBDocumentReader.read(Data(saved.utf8)), scene: "Gallery", takenNames: [])
            #expect(plan.lines.map(\.text).contains("safearea \(top) 0 0 0"), "\(tools): \(plan.lines.map(\.text))")
        }
    }

    /// Xcode 9 and 10 lay an embedded scene with the legacy top layout guide out on its own
    /// at the top of the screen: the guide's bottom is the status bar's 20 even where the
    /// container, 64 down its parent, covers none of the parent's safe area. A document
    /// from Xcode 8 keeps the container's part (0); Xcode 11 has no status bar there.
    @Test(arguments: [(14460, 20.0), (13529, 20.0), (12121, 0.0), (15705, 0.0)])
    func anEmbeddedSceneWithTheLegacyTopGuideHasTheStatusBarInXcode9And10(tools: Int, top: Double) throws {
        let parent = IBTestDocument.embeddingScene(containerY: 64, destination: "cvc")
        let child = IBTestDocument.scene(id: "c", title: "Child", size: (375, 300), controller: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="ctop"/>
                <viewControllerLayoutGuide type="bottom" id="cbottom"/>
            </layoutGuides>
            """, root: """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                    <rect key="frame" x="0.0" y="\(formatNumber(top))" width="375" height="\(formatNumber(300 - top))"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="panel" firstAttribute="top" secondItem="ctop" secondAttribute="bottom" id="t"/>
                <constraint firstItem="panel" firstAttribute="leading" secondItem="cr" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="r"/>
                <constraint firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="b"/>
            </constraints>
            """)
        let text = IBTestDocument.storyboard(tools: tools, device: "retina4_7", safeAreas: false, scenes: [parent, child])
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: "Child", takenNames: [])
        #expect(plan.lines.map(\.text).contains("safearea \(formatNumber(top)) 0 0 0"), "\(tools): \(plan.lines.map(\.text))")
        let (session, output) = runScript(plan.lines.map(\.text).joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let panel = try #require(plan.views.first { $0.ref == "panel" }?.name)
        #expect(session.layout.frame(of: panel) == Rect(x: 0, y: top, width: 375, height: 300 - top), "\(tools)")
    }

    /// A xib's top-level cell is in no table: Xcode 6 lays its frameless content view out at
    /// the cell's stored frame (100 tall here, less the separator's half point), not at the
    /// cell's row height (80).
    @Test func aXibCellsFramelessContentViewTakesTheCellsFrame() throws {
        let text = IBTestDocument.xib(tools: 6250, device: nil, safeAreas: false, objects: """
            <tableViewCell rowHeight="80" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                            <rect key="frame" x="10" y="10" width="300" height="79.5"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="c2"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let (_, _, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.frame(of: "box") == Rect(x: 10, y: 10, width: 300, height: 79.5))
    }

    /// A cell sizes its content view to its bounds: a content view stored reaching past its
    /// cell (Xcode 7's 768 x 43 in a 500 x 80 cell) is laid out at the cell's frame, where
    /// Interface Builder laid its subviews out (the label 8 inside the cell's 500).
    @Test func aContentViewStoredPastItsCellTakesTheCellsFrame() throws {
        let text = IBTestDocument.xib(tools: 7531, device: nil, safeAreas: false, objects: """
            <tableViewCell rowHeight="80" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="500" height="80"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="43"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="time" userLabel="Time">
                            <rect key="frame" x="323" y="8" width="169" height="26"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="time" firstAttribute="width" constant="169" id="c1"/>
                        <constraint firstItem="time" firstAttribute="height" constant="26" id="c2"/>
                        <constraint firstItem="time" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
                        <constraint firstAttribute="trailingMargin" secondItem="time" secondAttribute="trailing" id="c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let (session, output) = runScript(plan.lines.map(\.text).joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let content = try #require(plan.views.first { $0.ref == "content" }?.name)
        #expect(session.layout.frame(of: content) == Rect(x: 0, y: 0, width: 500, height: 79.5))
        #expect(session.layout.frame(of: "time") == Rect(x: 323, y: 8, width: 169, height: 26))
    }

    /// Before Xcode 8 a xib's cell stores its content view at 43 points whatever its own
    /// height: Interface Builder lays the content out in the cell's frame less the separator
    /// (a label 10 above the bottom of a 50-point cell at y 19.5). Xcode 8 on store the content
    /// view at the cell's size, and a content view stored shorter is kept.
    @Test(arguments: [(7706, 49.5), (11201, 43.0)])
    func anOldXibCellLaysItsContentOutInItsFrame(tools: Int, contentHeight: Double) throws {
        let text = IBTestDocument.xib(tools: tools, device: nil, safeAreas: false, objects: """
            <tableViewCell rowHeight="50" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="name" userLabel="Name">
                            <rect key="frame" x="15" y="19.5" width="100" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="width" constant="100" id="c1"/>
                        <constraint firstItem="name" firstAttribute="height" constant="20" id="c2"/>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="10" id="c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let (session, output) = runScript(plan.lines.map(\.text).joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let content = try #require(plan.views.first { $0.ref == "content" }?.name)
        #expect(session.layout.frame(of: content) == Rect(x: 0, y: 0, width: 320, height: contentHeight))
        #expect(session.layout.frame(of: "name") == Rect(x: 15, y: contentHeight - 30, width: 100, height: 20))
    }

    /// A prototype collection cell that preserves its superview's margins keeps its own 8 in
    /// Interface Builder's layout, where the collection view (a controller's root, 16 on an
    /// iPhone 8; 20 on Xcode 7's 600-point canvas) has more: a banner on the cell's leading
    /// margin is stored at 8. alsh gave it the collection view's margin.
    @Test(arguments: [(17503, "retina4_7", 375), (10117, nil, 600)])
    func aCollectionCellKeepsItsOwnMarginsWhereItPreservesItsSuperviews(tools: Int, device: String?, width: Int) throws {
        let text = IBTestDocument.storyboard(tools: tools, device: device, safeAreas: device != nil, size: (width, 667),
                                             rootElement: "collectionView", rootAttributes: #"preservesSuperviewLayoutMargins="YES" dataMode="prototypes""#,
                                             root: """
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="\(width)" height="60"/>
            </collectionViewFlowLayout>
            <cells>
                <collectionViewCell preservesSuperviewLayoutMargins="YES" reuseIdentifier="App" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" insetsLayoutMarginsFromSafeArea="NO">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                <rect key="frame" x="8" y="0.0" width="\(width - 16)" height="60"/>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="banner" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="banner" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="banner" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </collectionViewCell>
            </cells>
            """)
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let lines = plan.lines.map(\.text)
        let (session, output) = runScript(lines.joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let banner = try #require(plan.views.first { $0.ref == "banner" }?.name)
        #expect(session.layout.frame(of: banner) == Rect(x: 8, y: 0, width: Double(width - 16), height: 60), "\(lines)")
        #expect(plan.notes.contains { $0.contains("1 collection view cell keeps its own layout margins") }, "\(plan.notes)")
    }

    /// A constraint at the standard spacing from a legacy layout guide (`symbolic="YES"`)
    /// is 8 points whatever constant Interface Builder wrote beside it (20 from Xcode 5 on):
    /// a label 8 below the top guide (at 28 under the status bar) and a button 8 above the
    /// bottom guide. The same constant without `symbolic` keeps its 20.
    @Test(arguments: [true, false])
    func theStandardSpacingFromALayoutGuideIsEight(symbolic: Bool) throws {
        let mark = symbolic ? #" symbolic="YES""# : ""
        let gap = symbolic ? 8.0 : 20.0
        let text = IBTestDocument.storyboard(tools: 5056, device: nil, safeAreas: false, size: (320, 568), controller: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tg"/>
                <viewControllerLayoutGuide type="bottom" id="bg"/>
            </layoutGuides>
            """, subviews: """
            <label text="Bill" translatesAutoresizingMaskIntoConstraints="NO" id="bill">
                <rect key="frame" x="20" y="\(formatNumber(20 + gap))" width="280" height="21"/>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="tip">
                <rect key="frame" x="20" y="\(formatNumber(568 - gap - 30))" width="280" height="30"/>
            </button>
            """, constraints: [
                #"<constraint firstItem="bill" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="20"\#(mark) id="c1"/>"#,
                #"<constraint firstItem="bg" firstAttribute="top" secondItem="tip" secondAttribute="bottom" constant="20"\#(mark) id="c2"/>"#,
                #"<constraint firstItem="bill" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c3"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="bill" secondAttribute="trailing" constant="20" id="c4"/>"#,
                #"<constraint firstItem="bill" firstAttribute="height" constant="21" id="c5"/>"#,
                #"<constraint firstItem="tip" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c6"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="tip" secondAttribute="trailing" constant="20" id="c7"/>"#,
                #"<constraint firstItem="tip" firstAttribute="height" constant="30" id="c8"/>"#,
            ])
        let (plan, lines, session) = try IBImportTests.planAndRun(text)
        let name = { (ref: String) in plan.views.first { $0.ref == ref }?.name ?? ref }
        #expect(session.layout.frame(of: name("bill")) == Rect(x: 20, y: 20 + gap, width: 280, height: 21), "\(lines)")
        #expect(session.layout.frame(of: name("tip")) == Rect(x: 20, y: 568 - gap - 30, width: 280, height: 30), "\(lines)")
        #expect(plan.notes.contains { $0.contains("2 constraints at the standard spacing from a layout guide are 8 points") } == symbolic,
                "\(plan.notes)")
    }

    /// Before Xcode 8 a storyboard's prototype collection cell may be stored at the default
    /// 50 x 50 with its content view at the layout's item size (70 x 70), where Interface
    /// Builder lays the cell out: a label on the cell's bottom ends at 70. Xcode 8 on store
    /// the cell at its item size, so a cell stored smaller than its content view is kept.
    @Test(arguments: [(7531, 70.0), (11201, 50.0)])
    func anOldCollectionCellTakesItsItemSize(tools: Int, cellSide: Double) throws {
        let text = IBTestDocument.storyboard(tools: tools, device: nil, safeAreas: false, size: (600, 600), root: """
            <subviews>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="list">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="70" height="70"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell contentMode="center" reuseIdentifier="Scoop" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <view key="contentView" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="70" height="70"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="name" userLabel="Name">
                                        <rect key="frame" x="0.0" y="49" width="70" height="21"/>
                                    </view>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="height" constant="21" id="c1"/>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="name" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </subviews>
            """)
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let (session, output) = runScript(plan.lines.map(\.text).joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let cell = try #require(plan.views.first { $0.ref == "cell" }?.name)
        #expect(session.layout.frame(of: cell) == Rect(x: 0, y: 0, width: cellSide, height: cellSide))
        #expect(session.layout.frame(of: "name") == Rect(x: 0, y: cellSide - 21, width: cellSide, height: 21))
    }

    /// A controller's root that does not fit in the device's screen (815 x 660 on an iPhone 8)
    /// is laid out as a screen of its own size wherever it is embedded: the status bar above
    /// its top layout guide, not the part of its parent's that the container covers (none,
    /// 54 below the parent's top), and the side margins of a screen its size (20, where the
    /// iPhone's are 16).
    @Test func aRootLargerThanTheScreenIsAScreenOfItsOwn() throws {
        let frame = IBTestDocument.scene(id: "p", title: "Frame", size: (1024, 768), root: """
            <subviews>
                <containerView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="104.5" y="54" width="815" height="660"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="815" id="bw"/>
                        <constraint firstAttribute="height" constant="660" id="bh"/>
                    </constraints>
                    <connections><segue destination="fvc" kind="embed" id="embed"/></connections>
                </containerView>
            </subviews>
            <constraints>
                <constraint firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="bx"/>
                <constraint firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="by"/>
            </constraints>
            """)
        let guides = """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            """
        let form = IBTestDocument.scene(id: "f", title: "Form", size: (815, 660), controller: guides,
                                        root: IBTestDocument.content(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Title">
                <rect key="frame" x="65" y="80" width="345" height="41"/>
                <constraints>
                    <constraint firstAttribute="width" constant="345" id="tw"/>
                    <constraint firstAttribute="height" constant="41" id="th"/>
                </constraints>
            </view>
            """, safeAreas: false, constraints: [
                #"<constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="60" id="tt"/>"#,
                #"<constraint firstItem="title" firstAttribute="leading" secondItem="fr" secondAttribute="leadingMargin" constant="45" id="tl"/>"#,
            ]))
        let text = IBTestDocument.storyboard(tools: 13771, device: "retina4_7", safeAreas: false, scenes: [frame, form])
        let document = try IBDocumentReader.read(Data(text.utf8))
        #expect(document.scenes.last?.embedding?.parentScene == "ps")
        let plan = try IBImporter.plan(document, scene: "Form", takenNames: [])
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("safearea 20 0 0 0"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("margins root minimum") }, "\(lines)")
        let (session, output) = runScript(lines.joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        #expect(session.layout.frame(of: "title") == Rect(x: 65, y: 80, width: 345, height: 41))
        #expect(plan.misplacedViews(in: session.layout) == [])
    }

    /// The children of a tab bar controller embedded in a container view sit where the
    /// container is, with the tab bar below them.
    @Test func theTabsOfAnEmbeddedTabBarControllerSitInItsContainer() throws {
        let (feed, _, _) = try Self.expectSafeArea("nested.storyboard", "Feed", "0 0 49 0")
        #expect(feed.layout.frame(of: "list") == Rect(x: 0, y: 0, width: 375, height: 554))
        let document = try IBImportTests.document("nested.storyboard")
        #expect(document.scenes.first { $0.displayName == "Feed" }?.embedding?.parentScene == "frame-scene")
    }

    /// A scene below an opaque navigation bar starts at the bar's bottom and keeps the
    /// screen's height: nothing above its safe area, the bar's 44 below it. A scene that
    /// extends its layout under opaque bars has the bar above its safe area.
    @Test func aSceneBelowAnOpaqueBarHasTheBarsHeightBelowItsSafeArea() throws {
        let (notes, output, _) = try Self.expectSafeArea("opaque.storyboard", "Notes", "0 0 44 0")
        #expect(notes.layout.frame(of: "text") == Rect(x: 0, y: 0, width: 414, height: 692))
        #expect(output.text.contains("below its opaque navigation bar"))
        try Self.expectSafeArea("opaque.storyboard", "Log", "44 0 0 0")
        let document = try IBImportTests.document("opaque.storyboard")
        #expect(document.scenes.map(\.isBelowTopBar) == [true, false])
    }

    /// A phone presents a sheet below the status bar (iOS 13 on): a scene presented with the
    /// automatic style, or shown from a controller in no navigation controller, has nothing
    /// above its safe area; one presented full screen keeps the device's 44.
    @Test func aSheetHasNoSafeAreaAboveIt() throws {
        let (about, output, _) = try Self.expectSafeArea("sheets.storyboard", "About", "0 0 34 0")
        #expect(about.layout.frame(of: "web") == Rect(x: 0, y: 0, width: 414, height: 768))
        #expect(output.text.contains("presented as a sheet 842 high"))
        try Self.expectSafeArea("sheets.storyboard", "Offers", "0 0 83 0")
        try Self.expectSafeArea("sheets.storyboard", "Full", "44 0 34 0")
        let document = try IBImportTests.document("sheets.storyboard")
        #expect(document.scenes.filter(\.isSheet).map(\.displayName) == ["About", "Offers"])
    }

    /// A popover's scene is shown at its own size with no status bar, before Xcode 11 too
    /// (where a presented sheet still has the status bar): its safe area starts at its top.
    @Test func aPopoverHasNoStatusBarAboveIt() throws {
        let source = IBTestDocument.scene(id: "a", title: "Canvas", size: (375, 667), root: """
            <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="pick">
                    <rect key="frame" x="20" y="40" width="46" height="30"/>
                    <connections><segue destination="bvc" kind="popoverPresentation" popoverAnchorView="pick" id="sg"/></connections>
                </button>
            </subviews>
            """)
        let popover = IBTestDocument.scene(id: "b", title: "Colors", size: (200, 200), root: """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="swatch">
                    <rect key="frame" x="8" y="8" width="184" height="20"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="bsafe"/>
            <constraints>
                <constraint firstItem="swatch" firstAttribute="top" secondItem="bsafe" secondAttribute="top" constant="8" id="t"/>
                <constraint firstItem="swatch" firstAttribute="leading" secondItem="bsafe" secondAttribute="leading" constant="8" id="l"/>
                <constraint firstItem="bsafe" firstAttribute="trailing" secondItem="swatch" secondAttribute="trailing" constant="8" id="r"/>
                <constraint firstItem="swatch" firstAttribute="height" constant="20" id="h"/>
            </constraints>
            """)
        let text = IBTestDocument.storyboard(tools: 14109, device: "retina4_7", scenes: [source, popover])
        let document = try IBDocumentReader.read(Data(text.utf8))
        #expect(document.scenes.filter(\.isPopover).map(\.displayName) == ["Colors"])
        let plan = try IBImporter.plan(document, scene: "Colors", takenNames: [])
        let lines = plan.lines.map(\.text)
        #expect(lines.contains("safearea 0 0 0 0"), "\(lines)")
        let (session, _) = runScript(lines.joined(separator: "\n"))
        let swatch = try #require(plan.views.first { $0.ref == "swatch" }?.name)
        #expect(session.layout.frame(of: swatch) == Rect(x: 8, y: 8, width: 184, height: 20))
        #expect(plan.noteMessages.map { $0.text(in: .en) }.contains { $0.contains("presented as a popover 200 high") })
    }

    /// One view exactly a tab bar above the home indicator (83 on an iPhone 11) says the
    /// scene shows a tab bar that another document gives it; at 60 it says nothing.
    @Test func aBarFromAnotherDocumentIsReadFromOneView() throws {
        func document(y: Int) -> String {
            IBImportTests.oneViewScene(tools: 19455, device: "retina6_1", root: (414, 896), view: "note", frame: (109, y, 196, 105), constraints: [
                #"<constraint firstItem="note" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="109" id="c1"/>"#,
                #"<constraint firstItem="note" firstAttribute="width" constant="196" id="c2"/>"#,
                #"<constraint firstItem="note" firstAttribute="height" constant="105" id="c3"/>"#,
                #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="note" secondAttribute="bottom" constant="205" id="c4"/>"#,
            ])
        }
        let (_, lines, _) = try IBImportTests.planAndRun(document(y: 503))
        #expect(lines.contains("safearea 44 0 83 0"), "\(lines)")
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(document(y: 526).utf8)), scene: nil, takenNames: [])
        #expect(plan.lines.map(\.text).contains("safearea 44 0 34 0"))
    }

    /// Interface Builder infers bottom bars: a navigation controller with a tab bar item is
    /// in a tab bar controller (maybe in another storyboard), and a pushed scene shows the
    /// bottom bar of the scene it is pushed from.
    @Test func scenesShowTheBottomBarsInterfaceBuilderInfers() throws {
        let (_, _, saved) = try Self.expectStoredFrames("bars.storyboard", "Saved")
        #expect(saved.lines.map(\.text).contains("safearea 88 0 83 0"))
        let (_, _, detail) = try Self.expectStoredFrames("bars.storyboard", "Detail")
        #expect(detail.lines.map(\.text).contains("safearea 88 0 83 0"))
        let document = try IBImportTests.document("bars.storyboard")
        #expect(document.scenes.first { $0.displayName == "Detail" }?.hasBottomBar == true)
        #expect(document.scenes.first { $0.displayName == "Saved" }?.isAboveTabBar == true)
    }

    /// A visual effect view's content view fills it and follows its size: the content's
    /// own constraints size the effect view (a label at the content view's margins, 8,
    /// makes it 21 + 16 high). As a frame read before the effect view had a size, the
    /// content view kept its stored height and left the effect view's open.
    @Test func aVisualEffectViewIsSizedByItsContent() throws {
        let text = IBTestDocument.storyboard(tools: 19162, size: (414, 896), subviews: """
            <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                <rect key="frame" x="20" y="100" width="374" height="37"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" insetsLayoutMarginsFromSafeArea="NO" id="fxc">
                    <rect key="frame" x="0.0" y="0.0" width="374" height="37"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                            <rect key="frame" x="8" y="8" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb" firstAttribute="top" secondItem="fxc" secondAttribute="topMargin" id="c1"/>
                        <constraint firstItem="lb" firstAttribute="leading" secondItem="fxc" secondAttribute="leadingMargin" id="c2"/>
                        <constraint firstAttribute="bottomMargin" secondItem="lb" secondAttribute="bottom" id="c3"/>
                    </constraints>
                </view>
                <blurEffect style="systemThinMaterial"/>
            </visualEffectView>
            """, constraints: [
                #"<constraint firstItem="fx" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c4"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="fx" secondAttribute="trailing" constant="20" id="c5"/>"#,
                #"<constraint firstItem="fx" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c6"/>"#,
            ])
        let (plan, lines, session) = try IBImportTests.planAndRun(text)
        let content = try #require(plan.views.first { $0.ref == "fxc" }?.name)
        #expect(!lines.contains { $0.hasPrefix("view \(content) ") && $0.contains(" frame ") }, "\(lines)")
        #expect(session.layout.frame(of: content) == Rect(x: 0, y: 0, width: 374, height: 37))
    }

    /// An effect view stored half a point taller than its content view (Interface Builder's
    /// pixel rounding of a vibrancy view, 32.5 around 32) still holds the content view at its
    /// bounds: nested in another effect view's content, the inner one takes its size from
    /// the label inside it, and the outer one its width from the inner one. Read as a frame,
    /// the inner content view was left pending and both effect views without a width.
    @Test func anEffectViewHalfAPointOffItsContentViewStillHoldsIt() throws {
        let text = IBTestDocument.storyboard(tools: 21225, size: (414, 896), subviews: """
            <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="16" y="68" width="125" height="32"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" id="outer">
                    <rect key="frame" x="0.0" y="0.0" width="125" height="32"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="vibrancy">
                            <rect key="frame" x="0.0" y="0.0" width="125" height="32.5"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" id="inner">
                                <rect key="frame" x="0.0" y="0.0" width="125" height="32"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Tracking" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                                        <rect key="frame" x="16" y="8" width="93" height="16"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lb" firstAttribute="top" secondItem="inner" secondAttribute="top" constant="8" id="c1"/>
                                    <constraint firstItem="lb" firstAttribute="centerY" secondItem="inner" secondAttribute="centerY" id="c2"/>
                                    <constraint firstItem="lb" firstAttribute="leading" secondItem="inner" secondAttribute="leading" constant="16" id="c3"/>
                                    <constraint firstItem="lb" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="-16" id="c4"/>
                                </constraints>
                            </view>
                            <vibrancyEffect><blurEffect style="extraLight"/></vibrancyEffect>
                        </visualEffectView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="vibrancy" firstAttribute="top" secondItem="outer" secondAttribute="top" id="c5"/>
                        <constraint firstItem="vibrancy" firstAttribute="leading" secondItem="outer" secondAttribute="leading" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="vibrancy" secondAttribute="trailing" id="c7"/>
                    </constraints>
                </view>
                <constraints>
                    <constraint firstAttribute="bottom" secondItem="lb" secondAttribute="bottom" constant="8" id="c8"/>
                </constraints>
                <blurEffect style="light"/>
            </visualEffectView>
            """, constraints: [
                #"<constraint firstItem="panel" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="16" id="c9"/>"#,
                #"<constraint firstItem="panel" firstAttribute="top" secondItem="r" secondAttribute="top" constant="68" id="c10"/>"#,
            ])
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let lines = plan.lines.map(\.text)
        let (session, output) = runScript(lines.joined(separator: "\n"))
        #expect(output.errors.isEmpty, "\(output.errors)")
        let name = { (ref: String) in plan.views.first { $0.ref == ref }?.name ?? ref }
        #expect(!lines.contains { $0.hasPrefix("view \(name("inner")) ") && $0.contains(" frame ") }, "\(lines)")
        #expect(session.layout.frame(of: name("panel")) == Rect(x: 16, y: 68, width: 125, height: 32))
        #expect(session.layout.frame(of: name("vibrancy")) == Rect(x: 0, y: 0, width: 125, height: 32))
    }

    /// UIKit gives a table cell's content view 20-point side margins on a 3x screen, where
    /// root has 16; the import gives root the device's scale. A table view controller's
    /// cells are scrolled clear of root's safe area; beside an accessory a content view's
    /// margin is 8 (cellmargins.storyboard).
    @Test func aCellOnA3xScreenHas20PointSideMargins() throws {
        let (session, _, plan) = try Self.expectStoredFrames("cellmargins.storyboard", nil)
        #expect(plan.lines.first?.text == "root 393x852 @3x")
        #expect(plan.lines.map(\.text).contains("class root UITableView"))
        #expect(session.layout.frame(of: "label_name") == Rect(x: 20, y: 11, width: 353, height: 22))
        // Beside a disclosure indicator the content view's right margin is 8.
        #expect(session.layout.info(of: "content_view_2")?.margins == Margins(top: 11, left: 20, bottom: 11, right: 8))
        // The same table on a 2x screen as wide has root's 16.
        let source = try String(contentsOfFile: "\(IBImportTests.include)/cellmargins.storyboard", encoding: .utf8)
        let twice = try IBDocumentReader.read(Data(source.replacingOccurrences(of: "retina6_12", with: "retina4_7").utf8))
        let lines = try IBImporter.plan(twice, scene: nil, takenNames: []).lines.map(\.text)
        #expect(lines.first == "root 393x852 @2x")
        let (onTwice, _) = runScript(lines.joined(separator: "\n"))
        #expect(onTwice.layout.frame(of: "label_name") == Rect(x: 16, y: 11, width: 361, height: 22))
    }

    /// A table places its cells at their rows: a prototype cell stored with
    /// translatesAutoresizingMaskIntoConstraints off has no constraint to place it and
    /// still sits at its row, its content laid out in it (cellmargins.storyboard).
    @Test func aTablePlacesItsCellsWhateverTheirAutoresizingFlag() throws {
        let source = try String(contentsOfFile: "\(IBImportTests.include)/cellmargins.storyboard", encoding: .utf8)
        let unflagged = source.replacingOccurrences(of: "reuseIdentifier=\"Contact\" id=",
                                                    with: "reuseIdentifier=\"Contact\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=")
        #expect(unflagged != source)
        let document = try IBDocumentReader.read(Data(unflagged.utf8))
        let lines = try IBImporter.plan(document, scene: nil, takenNames: []).lines.map(\.text)
        #expect(lines.contains("view table_view_cell_1 in root frame 0 50 393 44"), "\(lines)")
        let (session, _) = runScript(lines.joined(separator: "\n"))
        #expect(session.layout.frame(of: "table_view_cell_1") == Rect(x: 0, y: 50, width: 393, height: 44), "\(lines)")
        #expect(session.layout.frame(of: "label_name") == Rect(x: 20, y: 11, width: 353, height: 22))
    }

    /// A 390-point table cell content view on a 3x screen with a view pinned to its side
    /// margins.
    static let cellScript = """
        root 390x844 @3x
        view cell
        class cell UITableViewCellContentView
        H:|[cell]|
        V:|[cell(44)]
        view name in cell
        name.leading = cell.leadingMargin
        name.trailing = cell.trailingMargin

        """

    /// `root WxH @3x` and `root @3x` set the screen's scale: typed, refused with a caret,
    /// saved and undone like any change.
    @Test func rootsDisplayScaleIsTypedSavedAndUndone() throws {
        let (session, output) = runScript(Self.cellScript + """
        root 390x844 @4x
        root @2x
        """)
        #expect(output.errors.contains("a screen's scale is @1x, @2x or @3x, not '@4x'"))
        #expect(session.layout.displayScale == 2)
        #expect(session.layout.frame(of: "name").x == 16)
        #expect(session.savedScript().contains("root 390x844 @3x\n"))
        #expect(!session.savedScript().contains("@4x"))
        session.execute("undo")
        #expect(session.layout.displayScale == 3)
        #expect(session.layout.frame(of: "name") == Rect(x: 20, y: 0, width: 350, height: 0))
        session.execute("root 320x568")
        #expect(session.layout.displayScale == 3)
    }

    /// Before Xcode 12 a table gives its cells 15-point sides on a 2x iPhone narrower than
    /// 414 points, where root has 16; a table view controller's cells that preserve root's
    /// margins keep its 16 (oldcellmargins.storyboard). From Xcode 12 on the cells have 16.
    @Test func olderCellsHave15PointSidesOnA2xIPhone() throws {
        let (holidays, output, plan) = try Self.expectStoredFrames("oldcellmargins.storyboard", "Holidays")
        #expect(plan.lines.map(\.text).contains("margins root cells 15"))
        #expect(holidays.layout.frame(of: "label_holiday") == Rect(x: 15, y: 11, width: 345, height: 21.5))
        #expect(output.text.contains("note: table cells have 15-point side margins, as iOS 8 to 13 gave them"))
        let (settings, _, _) = try Self.expectStoredFrames("oldcellmargins.storyboard", "Settings")
        #expect(settings.layout.frame(of: "label_setting") == Rect(x: 16, y: 11, width: 343, height: 21.5))
        let source = try String(contentsOfFile: "\(IBImportTests.include)/oldcellmargins.storyboard", encoding: .utf8)
        let later = try IBDocumentReader.read(Data(source.replacingOccurrences(of: "toolsVersion=\"14460\"", with: "toolsVersion=\"17701\"").utf8))
        let lines = try IBImporter.plan(later, scene: "Holidays", takenNames: []).lines.map(\.text)
        #expect(!lines.contains { $0.hasPrefix("margins root cells") }, "\(lines)")
        let (onLater, _) = runScript(lines.joined(separator: "\n"))
        #expect(onLater.layout.frame(of: "label_holiday").x == 16)
        // A table view controller's cells have root's 16 whether or not they preserve it.
        let unpreserved = try IBDocumentReader.read(Data(source.replacingOccurrences(of: "preservesSuperviewLayoutMargins=\"YES\" ", with: "").utf8))
        let settingsLines = try IBImporter.plan(unpreserved, scene: "Settings", takenNames: []).lines.map(\.text)
        #expect(!settingsLines.contains { $0.hasPrefix("margins root cells") }, "\(settingsLines)")
        let (unpreservedSettings, _) = runScript(settingsLines.joined(separator: "\n"))
        #expect(unpreservedSettings.layout.frame(of: "label_setting").x == 16)
    }

    /// Before Xcode 14 the 375-point 3x iPhone (retina5_9) has a 2x iPhone's cell sides, not
    /// the 20 of the wider 3x iPhones: 15 in a table inside a view controller's view before
    /// Xcode 12, root's 16 in a table view controller (oldcells3x.storyboard). From Xcode 14
    /// on its cells have 20.
    @Test func olderCellsOnA375Point3xIPhoneHaveTheNarrowPhonesSides() throws {
        let (holidays, _, plan) = try Self.expectStoredFrames("oldcells3x.storyboard", "Holidays")
        #expect(plan.lines.map(\.text).contains("margins root cells 15"))
        #expect(holidays.layout.frame(of: "label_holiday").x == 15)
        let (settings, settingsOutput, settingsPlan) = try Self.expectStoredFrames("oldcells3x.storyboard", "Settings")
        #expect(settingsPlan.lines.map(\.text).contains("margins root cells 16"))
        #expect(settingsOutput.text.contains("note: table cells have root's 16-point side margins, as Interface Builder before Xcode 14 gives them on a 375-point 3x iPhone"))
        #expect(settings.layout.frame(of: "label_setting") == Rect(x: 16, y: 11, width: 343, height: 22))
        let source = try String(contentsOfFile: "\(IBImportTests.include)/oldcells3x.storyboard", encoding: .utf8)
        let later = try IBDocumentReader.read(Data(source.replacingOccurrences(of: "toolsVersion=\"14460\"", with: "toolsVersion=\"21701\"").utf8))
        for scene in ["Holidays", "Settings"] {
            let lines = try IBImporter.plan(later, scene: scene, takenNames: []).lines.map(\.text)
            #expect(!lines.contains { $0.hasPrefix("margins root cells") }, "\(lines)")
            let (onLater, _) = runScript(lines.joined(separator: "\n"))
            #expect(onLater.layout.frame(of: scene == "Holidays" ? "label_holiday" : "label_setting").x == 20)
        }
    }

    /// Xcode 9.0 (toolsVersion 13196) still lays cells out with iOS 10's 8-point content
    /// view margins; Xcode 9.1 (13529) gives iOS 11's.
    @Test func xcode9CellContentViewsKeepIOS10sMargins() throws {
        let source = try String(contentsOfFile: "\(IBImportTests.include)/oldcellmargins.storyboard", encoding: .utf8)
            .replacingOccurrences(of: "preservesSuperviewLayoutMargins=\"YES\" ", with: "")
        for (tools, x) in [("13196", 8.0), ("13529", 16.0)] {
            let document = try IBDocumentReader.read(Data(source.replacingOccurrences(of: "toolsVersion=\"14460\"", with: "toolsVersion=\"\(tools)\"").utf8))
            let lines = try IBImporter.plan(document, scene: "Settings", takenNames: []).lines.map(\.text)
            let (session, _) = runScript(lines.joined(separator: "\n"))
            #expect(session.layout.frame(of: "label_setting").x == x, "\(tools): \(lines)")
        }
    }

    /// iOS 10 gives a cell content view 8 on every side and the cell itself the table's 15
    /// on the sides: a content view that preserves the cell's margins has 15 there
    /// (preservedcell.xib, Xcode 8 with no device).
    @Test func anOlderCellsContentViewPreservesItsCellsSides() throws {
        let (session, _, plan) = try Self.expectStoredFrames("preservedcell.xib", nil)
        #expect(plan.lines.map(\.text).contains("margins root cells 15"))
        #expect(session.layout.frame(of: "label_opening_hours") == Rect(x: 15, y: 8, width: 290, height: 27.5))
    }

    /// `margins root cells N|auto` is typed, refused with a caret and a likely spelling,
    /// saved and undone like any change; it wins over the screen's rule.
    @Test func cellSideMarginsAreTypedSavedAndUndone() throws {
        let (session, output) = runScript(Self.cellScript + """
        margins root cells 15
        margins cell cells 15
        margins root cells -2
        margins root cells autp
        margins root cels 15
        """)
        #expect(session.layout.frame(of: "name") == Rect(x: 15, y: 0, width: 360, height: 0))
        #expect(session.layout.cellSideMargins == 15)
        #expect(output.errors.contains("only root holds the side margin tables give their cells, not 'cell'"))
        #expect(output.errors.contains("a cell margin is a number from 0 or 'auto', not '-2'"))
        #expect(output.errors.contains("a cell margin is a number from 0 or 'auto', not 'autp'"))
        #expect(output.errors.contains("'cels' is neither a margin nor a setting of 'margins'"))
        #expect(output.errors.contains("did you mean 'auto'?"))
        #expect(output.errors.contains("did you mean 'cells'?"))
        #expect(output.errors.contains("13 | margins root cels 15\n   |              ^~~~"), "\(output.errors)")
        #expect(session.savedScript().contains("margins root cells 15\n"))
        #expect(!session.savedScript().contains("cels"))
        session.execute("undo")
        #expect(session.layout.cellSideMargins == nil)
        #expect(session.layout.frame(of: "name").x == 20)
        session.execute("margins root cells 16")
        #expect(session.layout.frame(of: "name").x == 16)
        session.execute("margins root cells auto")
        #expect(session.layout.cellSideMargins == nil)
        #expect(session.layout.frame(of: "name").x == 20)
    }

    /// Interface Builder lays a xib's table cell out with no safe area, whatever the device's
    /// (topcell.xib: a card pinned to the content view's margins 11 below the cell's top on
    /// an iPhone 11, not 44 + 11).
    @Test func aXibsCellHasNoSafeArea() throws {
        let (session, _, plan) = try Self.expectStoredFrames("topcell.xib", nil)
        #expect(plan.lines.map(\.text).contains("safearea 0 0 0 0"))
        #expect(session.layout.frame(of: "view_1") == Rect(x: 20, y: 11, width: 350, height: 98))
    }

    /// Interface Builder lays a xib's cell out at its own width on the device's screen: a
    /// 537- or a 364-point cell on a 414-point iPhone 11 has 20-point sides, a 320-point one 16
    /// (widecell.xib), where root, the cell's size, would go by the cell's height.
    @Test func aWideXibCellOnAWideScreenHas20PointSides() throws {
        let (wide, _, plan) = try Self.expectStoredFrames("widecell.xib", "WideCell")
        #expect(plan.lines.map(\.text).contains("margins root cells 20"))
        #expect(wide.layout.frame(of: "image_view_1").x == 437)
        let (mid, _, midPlan) = try Self.expectStoredFrames("widecell.xib", "MidCell")
        #expect(midPlan.lines.map(\.text).contains("margins root cells 20"))
        #expect(mid.layout.frame(of: "view_1").x == 20)
        let (narrow, _, narrowPlan) = try Self.expectStoredFrames("widecell.xib", "NarrowCell")
        #expect(!narrowPlan.lines.contains { $0.text.hasPrefix("margins root cells") })
        #expect(narrow.layout.frame(of: "view_1").x == 16)
    }

    /// iOS 26 (Xcode 26, toolsVersion 24xxx) gives a table cell's content 15 above and
    /// below, where earlier versions (and documents saying 32700.99) give 11: a label
    /// pinned to both margins of a 51.5-point cell is 21.5 tall at 15, not 29.5 at 11.
    @Test func aCellFromXcode26Has15PointMarginsAboveAndBelow() throws {
        for (tools, top) in [(24412, 15.0), (24765, 15.0), (23504, 11.0), (32700, 11.0)] {
            let text = IBTestDocument.cellXib(tools: tools, device: "retina6_1", size: (414, 51.5), subviews: """
                <label text="Toll" translatesAutoresizingMaskIntoConstraints="NO" id="toll">
                    <rect key="frame" x="20" y="\(formatNumber(top))" width="374" height="\(formatNumber(51.5 - 2 * top))"/>
                </label>
                """, constraints: [
                    #"<constraint firstItem="toll" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>"#,
                    #"<constraint firstAttribute="trailingMargin" secondItem="toll" secondAttribute="trailing" id="t"/>"#,
                    #"<constraint firstItem="toll" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="y"/>"#,
                    #"<constraint firstAttribute="bottomMargin" secondItem="toll" secondAttribute="bottom" id="b"/>"#,
                ])
            let (plan, _, session) = try IBImportTests.planAndRun(text)
            let toll = try #require(plan.views.first { $0.ref == "toll" })
            #expect(session.layout.frame(of: toll.name) == Rect(x: 20, y: top, width: 374, height: 51.5 - 2 * top),
                    "toolsVersion \(tools)")
            let notes = plan.noteMessages.map { $0.text(in: .en) }
            #expect(notes.contains { $0.contains("as iOS 26 gives them") } == (top == 15), "\(notes)")
        }
    }

    /// `margins root cells SIDE V` sets the margin above and below a cell's content too;
    /// a line without V (or with 'auto') is UIKit's 11 again.
    @Test func cellVerticalMarginsAreTypedAndUndone() throws {
        let (session, output) = runScript(Self.cellScript + """
        safearea 0
        name.top = cell.topMargin
        margins root cells auto 15
        margins root cells auto -1
        """)
        #expect(session.layout.frame(of: "name").y == 15)
        #expect(session.layout.cellVerticalMargins == 15)
        #expect(session.layout.cellSideMargins == nil)
        #expect(output.errors.contains("a cell margin is a number from 0 or 'auto', not '-1'"), "\(output.errors)")
        #expect(session.savedScript().contains("margins root cells auto 15\n"))
        session.execute("margins root cells 16")
        #expect(session.layout.frame(of: "name") == Rect(x: 16, y: 11, width: 358, height: 0))
        session.execute("undo")
        #expect(session.layout.frame(of: "name").y == 15)
        session.execute("margins root cells auto auto")
        #expect(session.layout.cellVerticalMargins == nil)
        #expect(session.layout.frame(of: "name").y == 11)
    }

    /// A xib's cell on a narrow 2x iPhone: root's 16 from Xcode 9.1 to 10, the narrow
    /// phone's 15 from Xcode 11 to 11.x, 16 again from Xcode 12.
    @Test func aXibCellOnANarrowIPhoneHas16PointSidesInXcode9And10() throws {
        for (tools, side) in [(13771, 16.0), (14490, 16), (14868, 15), (16097, 15), (17701, 16)] {
            let (frame, _) = try Self.marginBarFrame(tools: tools, device: "retina4_7", width: 333, side: side)
            #expect(frame == Rect(x: side, y: 12, width: 333 - 2 * side, height: 20), "toolsVersion \(tools)")
        }
    }

    /// Before Xcode 12 a narrow iPhone gave cells 15-point sides; a 320-point xib cell on a
    /// 414-point screen has the 16 of a phone its width in those versions too, and keeps
    /// the 15 on a narrow phone.
    @Test func aNarrowXibCellOnAWideScreenHas16PointSidesBeforeXcode12() throws {
        for (device, side) in [("retina6_1", 16.0), ("retina4_7", 15)] {
            let (frame, _) = try Self.marginBarFrame(tools: 15702, device: device, width: 320, side: side)
            #expect(frame.x == side, "\(device)")
        }
    }

    /// On a 3x iPhone a xib's cell no wider than the narrowest phone has 16-point sides
    /// from Xcode 12 on, a wider one the 3x iPhone's 20 (docs/UIKIT-RULES.md): a 319-point
    /// cell on an iPhone 15 keeps its bar 16 from its sides, a 339-point one 20.
    @Test func aNarrowXibCellOnA3xIPhoneHas16PointSides() throws {
        for (width, side) in [(319.0, 16.0), (339, 20)] {
            let (frame, notes) = try Self.marginBarFrame(tools: 21701, device: "retina6_12", width: width, side: side)
            #expect(frame == Rect(x: side, y: 12, width: width - 2 * side, height: 20), "\(width)")
            #expect(notes.contains { $0.contains("no wider than the narrowest iPhone") } == (side == 16), "\(notes)")
        }
    }

    /// The solved frame of a 20-point bar pinned to the side margins of a xib's cell
    /// `width` wide (stored `side` from each side), and the import's notes.
    static func marginBarFrame(tools: Int, device: String, width: Double, side: Double) throws -> (Rect, [String]) {
        let text = IBTestDocument.cellXib(tools: tools, device: device, size: (width, 44), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="\(formatNumber(side))" y="12" width="\(formatNumber(width - 2 * side))" height="20"/>
            </view>
            """, constraints: [
                #"<constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>"#,
                #"<constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>"#,
                #"<constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="y"/>"#,
                #"<constraint firstItem="bar" firstAttribute="height" constant="20" id="h"/>"#,
            ])
        let (plan, _, session) = try IBImportTests.planAndRun(text)
        let bar = try #require(plan.views.first { $0.ref == "bar" })
        return (session.layout.frame(of: bar.name), plan.noteMessages.map { $0.text(in: .en) })
    }

    /// A table cell's content view has the cell's margins whatever it stores
    /// (docs/UIKIT-RULES.md): one storing zero margins still has 20 on the sides and 11
    /// above and below in a 352-point xib cell on an iPhone 11. Read as stored, the bar
    /// filled the cell.
    @Test func aCellsContentViewKeepsTheCellsMarginsWhateverItStores() throws {
        let text = IBTestDocument.cellXib(tools: 17701, size: (352, 77), subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="20" y="11" width="312" height="55"/>
            </view>
            """, constraints: [
                #"<constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>"#,
                #"<constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>"#,
                #"<constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="y"/>"#,
                #"<constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b"/>"#,
            ], contentExtra: #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#)
        let (plan, _, session) = try IBImportTests.planAndRun(text)
        let bar = try #require(plan.views.first { $0.ref == "bar" })
        #expect(session.layout.frame(of: bar.name) == Rect(x: 20, y: 11, width: 312, height: 55))
    }

    /// A table gives its cells its side margins but nothing above or below: a cell of a
    /// table view controller that reaches under the home indicator keeps the content
    /// view's 11 below, as Interface Builder stores it (docs/UIKIT-RULES.md). Taking root's
    /// bottom margin (the safe area's 34) over the part of the cell under it, the content
    /// view had 30 below and the bar was 19 short.
    @Test func aTableGivesItsCellsNothingOfItsMarginsAboveAndBelow() throws {
        let scene = """
            <scene sceneID="s"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" dataMode="static" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="r">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections><tableViewSection id="section"><cells>
                            <tableViewCell preservesSuperviewLayoutMargins="YES" rowHeight="820" id="cell">
                                <rect key="frame" x="0.0" y="28" width="414" height="820"/>
                                <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="820"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                                            <rect key="frame" x="20" y="11" width="374" height="798"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>
                                        <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="y"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """
        let (_, _, session) = try IBImportTests.planAndRun(IBTestDocument.storyboard(tools: 17701, scenes: [scene]))
        #expect(session.layout.frame(of: "bar") == Rect(x: 20, y: 11, width: 374, height: 798))
        #expect(session.layout.analyze().conflicts.isEmpty)
    }

    /// A stack whose arranged views are all hidden holds none of them: UIKit's canvas
    /// connections find no visible view and take the spanning guide, pulled to nothing
    /// (docs/UIKIT-RULES.md). A row of two hidden 28 x 28 images pinned only at its corner
    /// is 0 x 0 with the images at its corner, as Interface Builder stores such rows; held
    /// to its first and last views, it was 28 x 28.
    @Test func aStackOfHiddenViewsShrinksToNothing() throws {
        let images = ["i1", "i2"].map { id in
            """
            <imageView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                <constraints>
                    <constraint firstAttribute="width" constant="28" id="\(id)w"/>
                    <constraint firstAttribute="height" constant="28" id="\(id)h"/>
                </constraints>
            </imageView>
            """
        }.joined(separator: "\n")
        let text = IBTestDocument.storyboard(tools: 21701, safeAreas: false, size: (414, 896), subviews: """
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                <rect key="frame" x="20" y="100" width="0.0" height="0.0"/>
                <subviews>\(images)</subviews>
            </stackView>
            """, constraints: [
                #"<constraint firstItem="row" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstItem="row" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c2"/>"#,
            ])
        let (_, _, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.frame(of: "row") == Rect(x: 20, y: 100, width: 0, height: 0))
        #expect(session.layout.frame(of: "i2") == Rect(x: 0, y: 0, width: 28, height: 28))
        #expect(session.layout.analyze().conflicts.isEmpty)
    }

    /// A hidden view is outside the alignment spanner of its stack (UIKit activates a
    /// 'UISV-spanning-boundary' only for a view laid out as visible): a hidden 500-point
    /// view in a centred column 334 wide keeps its width, centred, standing out 83 on each
    /// side, as Interface Builder stores it, and nothing breaks. Bounded, its width broke.
    @Test func aHiddenViewWiderThanItsCentredColumnStandsOut() throws {
        let text = IBTestDocument.storyboard(tools: 21701, safeAreas: false, size: (414, 896), subviews: """
            <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="Column">
                <rect key="frame" x="40" y="100" width="334" height="44"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                        <rect key="frame" x="117" y="0.0" width="100" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="bw"/>
                            <constraint firstAttribute="height" constant="44" id="bh"/>
                        </constraints>
                    </view>
                    <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="note" userLabel="Note">
                        <rect key="frame" x="-83" y="44" width="500" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="500" id="nw"/>
                            <constraint firstAttribute="height" constant="30" id="nh"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: [
                #"<constraint firstItem="column" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="40" id="c1"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="40" id="c2"/>"#,
                #"<constraint firstItem="column" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c3"/>"#,
            ])
        let (_, _, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.analyze().conflicts.isEmpty)
        #expect(session.layout.frame(of: "column") == Rect(x: 40, y: 100, width: 334, height: 44))
        #expect(session.layout.frame(of: "note") == Rect(x: -83, y: 44, width: 500, height: 30))
    }

    /// Across a stack aligned otherwise than fill, a view with no size of its own on that
    /// axis is held at 0 by 'UISV-ambiguity-suppression' (@25): a plain 8-point bar beside a
    /// 16-point icon in a centred row is 0 tall at run time and the row 16, where Interface
    /// Builder keeps the 50 the bar was given (docs/UIKIT-RULES.md); the import says so.
    @Test func aPlainViewAcrossACentredRowIsNothingTallAtRunTime() throws {
        let text = IBTestDocument.storyboard(tools: 21701, safeAreas: false, size: (414, 896), subviews: """
            <stackView alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                <rect key="frame" x="20" y="100" width="28" height="50"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                        <rect key="frame" x="0.0" y="0.0" width="8" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="8" id="bw"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="icon" userLabel="Icon">
                        <rect key="frame" x="12" y="17" width="16" height="16"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="16" id="iw"/>
                            <constraint firstAttribute="height" constant="16" id="ih"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: [
                #"<constraint firstItem="row" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstItem="row" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c2"/>"#,
            ])
        let plan = try IBImporter.plan(IBDocumentReader.read(Data(text.utf8)), scene: nil, takenNames: [])
        let (session, output) = runScript(plan.lines.map(\.text).joined(separator: "\n"))
        #expect(output.errors.isEmpty)
        #expect(session.layout.frame(of: "row") == Rect(x: 20, y: 100, width: 28, height: 16))
        #expect(session.layout.frame(of: "bar") == Rect(x: 0, y: 8, width: 8, height: 0))
        #expect(session.layout.constraint("UISV-ambiguity-suppression:row.bar")?.text == "bar.height == 0 @25")
        #expect(plan.misplacedViews(in: session.layout).map(\.ref) == ["row", "bar", "icon"])
    }

    /// An optional length the stored frame does not keep gave way to the view's content
    /// size (docs/UIKIT-RULES.md): a custom view with `height == 40 @500` and compression
    /// resistance 1000 stored 50 tall in a column is 50 tall, its class's size. Sized by
    /// the constraint, it was 40.
    @Test func anOptionalLengthTheFrameBreaksLeavesTheContentSize() throws {
        let text = IBTestDocument.storyboard(tools: 21701, safeAreas: false, size: (414, 896), subviews: """
            <stackView axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="Column">
                <rect key="frame" x="40" y="100" width="240" height="112"/>
                <subviews>
                    <view verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="e1" userLabel="E1" customClass="LoginEntryView">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" priority="500" constant="40" id="e1h"/>
                        </constraints>
                    </view>
                    <view verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="e2" userLabel="E2" customClass="LoginEntryView">
                        <rect key="frame" x="0.0" y="62" width="240" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" priority="500" constant="40" id="e2h"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: [
                #"<constraint firstItem="column" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="40" id="c1"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="134" id="c2"/>"#,
                #"<constraint firstItem="column" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c3"/>"#,
            ])
        let (_, _, session) = try IBImportTests.planAndRun(text)
        #expect(session.layout.frame(of: "e2") == Rect(x: 0, y: 62, width: 240, height: 50))
    }
}
