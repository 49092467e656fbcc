import Testing
@testable import AutoLayout

/// Which lines are Swift pasted from a view controller, and when a Swift statement over
/// several lines is whole (the rule in docs/DESIGN.md, "Swift pasted as code").
@Suite struct PastedSwiftLinesTests {
    @Test(arguments: [
        "override func viewDidLoad() {", "super.viewDidLoad()", "let titleLabel = UILabel()",
        "    titleLabel.translatesAutoresizingMaskIntoConstraints = false", "titleLabel.text = \"Hello\"",
        "view.addSubview(titleLabel)", "let button = UIButton(type: .system)", "NSLayoutConstraint.activate([",
        "private lazy var stack: UIStackView = {", "stack.axis = .vertical", "stack.spacing = 8",
        "label.numberOfLines = 0", "return label", "}()", "final class ProfileViewController: UIViewController {",
        "class Cell: UITableViewCell {", "import UIKit", "@objc private func tap() {", "setupViews()",
        "backgroundColor = UIColor.systemBlue", "scrollView.contentInset.bottom = 20", "overview.text! += more",
        "[a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }", "[", "[redView,", ".disposed(by: bag)",
        "button.setContentHuggingPriority(.defaultHigh, for: .horizontal)", "break",
        "        default:", "[@[a, b] mas_makeConstraints:^(MASConstraintMaker *make) {",
        "box.snp.makeConstraints { make in",
        "                  constraints:(void(^)(MASConstraintMaker *make))constraints {",
        "    reuseIdentifier:(NSString *)identifier",
        "tableView.rowHeight = UITableView.automaticDimension", "label.preferredMaxLayoutWidth = 200",
        "reactive.displayableError <~ viewModel.outputs.displayError", "    .$title", "layoutMargins.left = 8",
    ])
    func swiftLinesAreCode(_ line: String) {
        #expect(PastedCodeLines.looksLikeCode(line), "\(line)")
    }

    /// alsh's own lines keep their meaning: formulas (a misspelt attribute still errs as a
    /// formula), visual formats, commands, the one-line anchor calls.
    @Test(arguments: [
        "view a b", "a.width = 100", "a.top = b.bottom + 8", "a.left = b.left + 8 @750", "a.heigth = 40", "a.x = 10",
        "a.width = 2 * b.width - 10", "label.top = root.safeArea.top + 8", "top: a.top >= root.top + 20",
        "H:|-[a]-[b(>=40@500)]-|", "V:|-pad-[a]-[b] alignAllLeading", "class cell UITableViewCellContentView",
        "import examples/conflict.log", "metric pad = 20", "expect email.frame == 16 20 343 30",
        "a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true",
        "NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)",
        "a.width == b.width", "stack row axis horizontal spacing 8 views a b c", "hug label h 251", "])",
        "default: a.top = b.top",
    ])
    func alshLinesAreNotCode(_ line: String) {
        #expect(!PastedCodeLines.looksLikeCode(line), "\(line)")
    }

    /// Swift that an app ends with `;` is still Swift when it has a shape only Swift has:
    /// a labelled argument after `(` or `,`, or `#selector(`. C calls and messages are not.
    @Test(arguments: [
        "constraintsButton.setTitle(\"Constraints Example\", for: .normal);",
        "closeButton.addTarget(self, action: #selector(self.closeView), for: .touchUpInside);",
        "let tap = UITapGestureRecognizer(target: self, action: #selector(removeItem(gesture:)));",
    ])
    func swiftEndingInASemicolonIsSwift(_ line: String) {
        #expect(PastedCodeLines.isSwift(line), "\(line)")
    }

    @Test(arguments: [
        "CGRect frame = CGRectMake(0, 0, 10, 10);", "NSLog(@\"%@ %@\", a, b);", "[self.view addSubview:box];",
        "[button addTarget:self action:@selector(tap:) forControlEvents:UIControlEventTouchUpInside];",
        "view.frame = CGRectMake(x, flag ? 1 : 2, 10, 10);",
    ])
    func objectiveCEndingInASemicolonIsNotSwift(_ line: String) {
        #expect(!PastedCodeLines.isSwift(line), "\(line)")
    }

    @Test func aClosureValueIsGatheredUntilItIsCalled() {
        var lines = ["    private lazy var titleLabel: UILabel = {"]
        #expect(PastedCodeLines.missing(lines)?.token == "{")
        lines += ["        let label = UILabel()", "", "        return label"]
        #expect(PastedCodeLines.missing(lines) != nil)
        lines.append("    }()")
        #expect(PastedCodeLines.missing(lines) == nil)
    }

    @Test func aHeaderIsWholeAndActivateWaitsForItsBrackets() {
        #expect(PastedCodeLines.missing(["override func viewDidLoad() {"]) == nil)
        #expect(PastedCodeLines.missing(["if traitCollection.horizontalSizeClass == .compact {"]) == nil)
        var lines = ["NSLayoutConstraint.activate([", "    a.topAnchor.constraint(", "        equalTo: view.topAnchor),"]
        #expect(PastedCodeLines.missing(lines)?.token == "[")
        lines.append("])")
        #expect(PastedCodeLines.missing(lines) == nil)
        #expect(PastedCodeLines.missing(["[a, b].forEach {", "    view.addSubview($0)"])?.token == "{")
        #expect(PastedCodeLines.missing(["for v in [a, b] {", "    view.addSubview(v)", "}"]) == nil)
    }
}
