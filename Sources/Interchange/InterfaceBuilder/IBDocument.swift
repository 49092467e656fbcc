import AutoLayout
import Cassowary
import Messages

/// What an Interface Builder document (`.xib` or `.storyboard`) says about layout, read
/// as stored and not yet applied to a `Layout`: scenes, their view trees with the frames
/// Xcode computed, and the constraints. Everything keeps its object id (the "ref").
public struct IBDocument: Sendable {
    public enum Kind: String, Sendable { case xib, storyboard }

    public var kind: Kind
    /// `<device id="retina6_1" orientation="portrait">`; nil in documents older than Xcode 9.
    public var device: IBDevice?
    public var isLandscape: Bool
    public var usesAutoLayout: Bool
    public var usesSafeAreas: Bool
    /// The whole part of `toolsVersion` (Xcode 8 wrote 11xxx and 12xxx, Xcode 9, with
    /// iOS 11, 13xxx); nil when the document does not say.
    public var toolsVersion: Int? = nil
    public var scenes: [IBScene]
    /// What was read but not understood, for the import report ("line 40: skipped …").
    public var notes: [IBNote]
}

public struct IBNote: Sendable, Hashable {
    public var line: Int
    /// What was skipped and why, worded in the session's language when printed.
    public var sentence: Message
    public init(line: Int, sentence: Message) { self.line = line; self.sentence = sentence }
    /// The sentence in English (tests).
    public var message: String { sentence.text(in: .en) }
}

/// A storyboard scene (one view controller), or one top-level view of a xib.
public struct IBScene: Sendable {
    /// The scene id, or the top-level view's id in a xib.
    public var id: String
    /// Names a person may pick the scene by: view controller id, storyboardIdentifier,
    /// title, userLabel, custom class.
    public var names: [String]
    /// The readable name for the report: title, storyboardIdentifier, custom class, id.
    public var displayName: String
    /// The view controller's view (or the xib's top-level view).
    public var root: IBView
    /// Legacy `topLayoutGuide` / `bottomLayoutGuide` ids (before the safe area).
    public var topLayoutGuide: String?
    public var bottomLayoutGuide: String?
    /// A navigation item or a simulated top bar: IB lays the scene out under a bar.
    public var hasTopBar = false
    /// A tab bar item or a simulated bottom bar.
    public var hasBottomBar = false
    /// In a navigation controller (its bar not hidden: its root, pushed, or a child of a
    /// tab bar controller in one), or a simulated navigation bar, unless the simulated
    /// top bar is "None": Interface Builder lays the scene out under a bar.
    public var isUnderNavigationBar = false
    /// A child of a tab bar controller (itself or through its navigation controller), or
    /// a simulated tab bar: laid out above the bar.
    public var isAboveTabBar = false
    /// In a navigation controller that shows its toolbar, or showing a simulated toolbar:
    /// laid out above the toolbar.
    public var isAboveToolbar = false
    /// Simulated metrics' "Status Bar: None": Interface Builder lays the scene out with no
    /// status bar above it.
    public var hidesStatusBar = false
    /// The scene's status bar is inferred ("Inferred" metrics) from the container holding
    /// it or the scene showing it, which has none: `hidesStatusBar` is set for that reason.
    public var infersHiddenStatusBar = false
    /// An embedded controller in a document before Xcode 9 whose container covers none of
    /// the status bar: Interface Builder lays it out with no status bar of its own
    /// (`hidesStatusBar`).
    public var isEmbeddedWithoutStatusBar = false
    /// Laid out below its navigation bar rather than under it: the bar is opaque
    /// (`translucent="NO"`, the navigation controller's or the scene's simulated one) and
    /// the scene does not extend its layout under opaque bars, or the scene's
    /// `edgesForExtendedLayout` leaves out the top. Root starts at the bar's bottom.
    public var isBelowTopBar = false
    /// Presented modally as a sheet (a `presentation` segue, or a `show` segue from a
    /// controller in no navigation controller, with the automatic, page sheet or form sheet
    /// style; or a child of a container presented so): on a phone from iOS 13 on the
    /// sheet starts below the status bar.
    public var isSheet = false
    /// Presented as a popover (a `popoverPresentation` segue, or the popover style): Interface
    /// Builder shows it at its own size, with no status bar, in every version.
    public var isPopover = false
    /// Simulated metrics that set a navigation bar on the scene itself (not inferred from a
    /// container): Interface Builder shows the scene as a screen with the status bar and
    /// that bar, even where it is embedded.
    public var showsOwnNavigationBar = false
    /// The container view this scene's controller is embedded in (an `embed` segue's
    /// destination, or the navigation or tab bar controller holding it is), or nil.
    public var embedding: IBEmbedding?
}

/// Where an embedded view controller's view sits: in a container view of another scene.
public struct IBEmbedding: Sendable, Equatable {
    /// The scene holding the container view (its scene id).
    public var parentScene: String
    /// The container's stored frame in the parent scene's root coordinates.
    public var frame: Rect
    /// The container is inside a scroll view, which keeps the safe area above and below
    /// its content to itself.
    public var inScrollView: Bool
}

/// One view as stored, with its subviews.
public struct IBView: Sendable {
    public var id: String
    /// The element name (`label`, `stackView`, `tableViewCellContentView`).
    public var element: String
    /// The UIKit class (`UILabel`); `customClass` is kept separately.
    public var uiKitClass: String
    public var customClass: String?
    public var userLabel: String?
    /// The frame Xcode stored, in the superview's coordinates.
    public var frame: Rect?
    /// translatesAutoresizingMaskIntoConstraints: IB writes `="NO"` only when it is off.
    public var translatesAutoresizingMask: Bool
    /// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" …>` flags set.
    public var autoresizingFlags: Set<String>
    public var isHidden: Bool
    public var hugging: [Axis: Double]
    public var resistance: [Axis: Double]
    /// `layoutMargins` (top, left, bottom, right) or `directionalLayoutMargins`.
    public var margins: IBInsets?
    public var preservesSuperviewLayoutMargins: Bool
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// Ids of `<viewLayoutGuide key="…">`: `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`;
    /// and of `<keyboardLayoutGuide key="keyboard">` (UIView.keyboardLayoutGuide).
    public var guides: [String: String]
    /// UIStackView's properties, for `stackView` elements.
    public var stack: IBStack?
    /// Text-bearing controls carry text that decides their intrinsic size.
    public var text: String?
    /// The point size of a system font (`<fontDescription type="system" pointSize="17">`);
    /// nil for custom fonts, whose metrics alsh does not know. A button that names no font
    /// and has no configuration has UIButton's own, 15.
    public var systemFontSize: Double? = nil
    /// A text style (`<fontDescription style="UICTFontTextStyleBody">`): the system font
    /// at the style's size.
    public var textStyle: TextStyle? = nil
    /// A font named outright that is not the system's (`<fontDescription name="Roboto-Medium"
    /// pointSize="13">`, an app's own or another face): its name and point size; alsh does
    /// not know its metrics.
    public var namedFont: (name: String, size: Double)? = nil
    /// A label's `numberOfLines` (0: as many as it needs); nil when not given (1).
    public var numberOfLines: Int? = nil
    /// `placeholderIntrinsicWidth`/`Height`: the intrinsic size Interface Builder lays the
    /// view out with (a custom view's run-time one stands in); `.none` for `infinite`
    /// (no intrinsic size on that axis), nil when not given.
    public var placeholderIntrinsic: [Axis: Double?] = [:]
    /// `scrollEnabled="NO"` (a text view then sizes to its text, as a label does).
    public var isScrollDisabled = false
    /// The SF Symbol an image view shows (`image="star" catalog="system"`, or an
    /// `<imageReference key="image" … catalog="system">`); nil for any other image.
    public var systemImage: String? = nil
    /// A table view's or a prototype cell's `rowHeight`.
    public var rowHeight: Double? = nil
    /// `misplaced="YES"`: Xcode itself found the stored frame off its constraints (with
    /// the real fonts and images) when the document was saved.
    public var isMarkedMisplaced = false
    /// `ambiguous="YES"`: Xcode found the view's frame not decided by its constraints.
    public var isMarkedAmbiguous = false
    public var subviews: [IBView]
    /// Constraints as stored on this view (installed here, the items' common ancestor).
    public var constraints: [IBConstraint]
    /// Size-class variations: `default` or `heightClass=compact-widthClass=regular` →
    /// which constraint and subview ids they include or exclude.
    public var variations: [IBVariation]
    public var line: Int
}

public struct IBInsets: Sendable, Hashable {
    public var top, left, bottom, right: Double
    /// Directional insets say leading/trailing rather than left/right.
    public var isDirectional: Bool
}

public struct IBStack: Sendable, Hashable {
    public var axis: Axis
    public var distribution: String
    public var alignment: String
    public var spacing: Double
    public var baselineRelative: Bool
    public var marginsRelative: Bool
}

public struct IBVariation: Sendable, Hashable {
    /// `default`, or traits such as `widthClass=compact` joined by `-`.
    public var key: String
    public var included: [String]
    public var excluded: [String]
    /// A stack view's `spacing` in these size classes.
    public var spacing: Double? = nil
}

/// One `<constraint>` as IB stores it.
public struct IBConstraint: Sendable, Hashable {
    public var id: String
    /// nil means the view whose `<constraints>` list holds it (IB leaves it out then).
    public var firstItem: String?
    public var firstAttribute: String
    public var relation: Relation
    public var secondItem: String?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// Removed at build time (`placeholder="YES"`): IB's stand-ins for code-made ones.
    public var isPlaceholder: Bool
    /// The standard spacing (`symbolic="YES"`, "Use Standard Value"): the constant is what
    /// Interface Builder wrote beside it, not always the spacing it lays out.
    public var isStandardSpacing = false
    public var identifier: String?
    public var line: Int
    /// The constant in other size classes, by variation key (`heightClass=compact`).
    public var constantVariations: [String: Double] = [:]
}
