import Foundation
import Testing
@testable import Shell

/// `export swift` writes a whole file: a view controller that says everything the
/// session says (margins and their rules, priorities, intrinsic sizes, hidden views,
/// stack spacing, direction, kept and deactivated constraints, broken ones).
@Suite struct SwiftFileExportTests {
    static let session = """
    view card
    view a b in card
    class a UILabel
    class b UIImageView
    view title
    margins card 30 30 30 30
    margins card fromsafearea off
    preserve card on
    hug a h 251
    resist a v 800
    intrinsic a 120 24
    stack rows axis vertical spacing 8 views x y z
    stack rows spacing after x 12
    hide z
    H:|-[card]-|
    V:|-[card(200)]-[rows]
    H:|-[rows]-|
    a.leading = card.leadingMargin
    a.top = card.topMargin
    topGap: b.top == a.bottom + 8
    b.leading = card.leadingMargin
    b.width == 40 @750
    b.height == 40
    title.top = rows.bottom + 8
    title.centerX = root.centerX
    deactivate topGap
    view d e
    e.leadingAnchor.constraint(equalToSystemSpacingAfter: d.trailingAnchor, multiplier: 2)
    e.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: d.bottomAnchor, multiplier: 1.5)
    """

    static func export(_ extra: String = "", command: String = "export swift Login.swift") throws -> (Session, CapturingOutput, String) {
        let folder = try TemporaryFolder()
        // The command's last word is the file's name, written in a temporary folder.
        let name = String(command.split(separator: " ").last ?? "")
        let file = folder.url.appendingPathComponent(name).path
        let (session, output) = runScript(session + extra + "\n" + command.replacingOccurrences(of: " " + name, with: " " + file))
        return (session, output, (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }

    @Test func aViewControllerWithTypedViews() throws {
        let (session, output, code) = try Self.export()
        #expect(!session.failed, "\(output.errors)")
        #expect(code.contains("import UIKit\n"))
        #expect(code.contains("final class LoginViewController: UIViewController {"))
        #expect(code.contains("    let a = UILabel()\n"))
        #expect(code.contains("    let b = UIImageView()\n"))
        #expect(code.contains("    let rows = UIStackView()\n"))
        #expect(code.contains("    let card = UIView()\n"))
        // UIViewController has a `title`: the view is renamed, and the comment says so.
        #expect(code.contains("    let titleView = UIView()\n"))
        #expect(code.contains("'title' is `titleView` here"))
        #expect(code.contains("titleView.centerXAnchor.constraint(equalTo: view.centerXAnchor)"))
        #expect(code.contains("override func loadView() {") && code.contains("override func viewDidLoad() {"))
        #expect(code.components(separatedBy: "NSLayoutConstraint.activate(").count == 2)
    }

    @Test func everySettingIsCode() throws {
        let (_, _, code) = try Self.export()
        #expect(code.contains("card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30)"))
        #expect(code.contains("card.insetsLayoutMarginsFromSafeArea = false"))
        #expect(code.contains("card.preservesSuperviewLayoutMargins = true"))
        #expect(code.contains("a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)"))
        #expect(code.contains("a.setContentCompressionResistancePriority(UILayoutPriority(800), for: .vertical)"))
        #expect(code.contains("override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 24) }"))
        #expect(code.contains("rows.setCustomSpacing(12, after: x)"))
        #expect(code.contains("z.isHidden = true"))
        #expect(!code.contains("semanticContentAttribute"))
        #expect(code.contains("e.leadingAnchor.constraint(equalToSystemSpacingAfter: d.trailingAnchor, multiplier: 2),"))
        let (_, _, rtl) = try Self.export("\ndirection rtl")
        #expect(rtl.contains("laidOut.semanticContentAttribute = .forceRightToLeft"))
    }

    /// Labelled, optional and deactivated constraints are properties; a deactivated one
    /// is made and left out of activate.
    @Test func editedConstraintsAreProperties() throws {
        let (_, _, code) = try Self.export()
        #expect(code.contains("    private(set) var topGap: NSLayoutConstraint!\n"))
        #expect(code.contains("topGap = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)"))
        #expect(code.contains("topGap.identifier = \"topGap\""))
        let activate = try #require(code.range(of: "NSLayoutConstraint.activate(["))
        #expect(!code[activate.lowerBound...].contains("topGap"))
        // An optional constraint with an id alsh made up is `c…Constraint`, and active.
        let weak = try #require(code.split(separator: "\n").first { $0.hasSuffix(".priority = .defaultHigh") })
        let name = weak.trimmingCharacters(in: .whitespaces).components(separatedBy: ".priority").first ?? ""
        #expect(name.hasPrefix("c") && name.hasSuffix("Constraint"))
        #expect(code.contains("    private(set) var \(name): NSLayoutConstraint!\n"))
        #expect(code[activate.lowerBound...].contains("        \(name),\n"))
    }

    @Test func aBrokenConstraintIsWarnedOrRefused() throws {
        let (_, _, code) = try Self.export("\nb.height == 50")
        #expect(code.contains("// warning: c"))
        #expect(code.contains("is broken in the session"))
        let (session, output, strict) = try Self.export("\nb.height == 50", command: "export swift --strict Login.swift")
        #expect(strict.isEmpty)
        #expect(session.failed)
        #expect(output.errors.contains("--strict"))
        let (clean, cleanOutput, written) = try Self.export(command: "export swift --strict Login.swift")
        #expect(!clean.failed, "\(cleanOutput.errors)")
        #expect(written.contains("final class LoginViewController"))
    }

    @Test func theClassNameComesFromAnOptionOrTheFile() {
        let (_, output) = runScript(Self.session + "\nexport swift --class SettingsController")
        #expect(output.text.contains("final class SettingsController: UIViewController {"))
        let (_, plain) = runScript(Self.session + "\nexport swift")
        #expect(plain.text.contains("final class LayoutViewController: UIViewController {"))
        let (failed, refused) = runScript(Self.session + "\nexport swift --class 9lives")
        #expect(failed.failed)
        #expect(refused.errors.contains("'9lives' is not a Swift type name"))
        let (other, otherRefused) = runScript(Self.session + "\nexport vfl --fragment")
        #expect(other.failed)
        #expect(otherRefused.errors.contains("'export vfl' takes no '--fragment'"))
    }

    /// Objective-C: the same content as an @interface and @implementation with anchors.
    @Test func objcFile() throws {
        let (session, output, code) = try Self.export("\ndirection rtl", command: "export objc Login.m")
        #expect(!session.failed, "\(output.errors)")
        #expect(code.contains("#import <UIKit/UIKit.h>\n"))
        #expect(code.contains("@interface LoginViewController : UIViewController\n"))
        #expect(code.contains("@property (nonatomic, strong) UILabel *a;\n"))
        #expect(code.contains("@property (nonatomic, strong) UIView *titleView;\n"))
        #expect(code.contains("@property (nonatomic, strong) NSLayoutConstraint *topGap;\n"))
        #expect(code.contains("@implementation LoginViewController\n"))
        #expect(code.contains("    self.a = [[UILabel alloc] init];\n"))
        #expect(code.contains("self.card.directionalLayoutMargins = NSDirectionalEdgeInsetsMake(30, 30, 30, 30);"))
        #expect(code.contains("self.card.insetsLayoutMarginsFromSafeArea = NO;"))
        #expect(code.contains("self.card.preservesSuperviewLayoutMargins = YES;"))
        #expect(code.contains("[self.a setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisHorizontal];"))
        #expect(code.contains("- (CGSize)intrinsicContentSize { return CGSizeMake(120, 24); }"))
        #expect(code.contains("[self.rows setCustomSpacing:12 afterView:self.x];"))
        #expect(code.contains("self.z.hidden = YES;"))
        #expect(code.contains("self.view.semanticContentAttribute = UISemanticContentAttributeForceRightToLeft;"))
        #expect(code.contains("self.topGap = [self.b.topAnchor constraintEqualToAnchor:self.a.bottomAnchor constant:8];"))
        #expect(code.contains("[self.e.leadingAnchor constraintEqualToSystemSpacingAfterAnchor:self.d.trailingAnchor multiplier:2],"))
        #expect(code.contains("[self.titleView.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],"))
        let activate = try #require(code.range(of: "[NSLayoutConstraint activateConstraints:@["))
        #expect(!code[activate.lowerBound...].contains("self.topGap,"))
        #expect(!code.contains("constraintWithItem:"))
    }

    /// SnapKit's fragment: the body, with the kept constraints as local variables.
    @Test func snapKitFragment() {
        let (session, output) = runScript(Self.session + "\nexport snapkit --fragment")
        #expect(!session.failed, "\(output.errors)")
        #expect(!output.text.contains("final class") && !output.text.contains("import SnapKit"))
        #expect(output.text.contains("\nvar topGap: Constraint!\n"))
        #expect(output.text.contains("    topGap = make.top.equalTo(a.snp.bottom).offset(8).labeled(\"topGap\").constraint\n"))
        #expect(output.text.contains("\ntopGap.deactivate()"))
        #expect(output.text.contains("card.snp.makeConstraints { make in\n    make.leading.equalTo(view.layoutMarginsGuide)\n"))
    }
}
