import AutoLayout
import Testing
@testable import Shell

/// Swift pasted from a view controller: views made with their UIKit class, placed by
/// `addSubview` and `addArrangedSubview`, constraints read as UIKit activates them, and
/// everything else passed over. Each script is written for these tests.
struct SwiftPasteShellTests {
    func frame(_ session: Session, _ view: String) -> Rect { session.layout.frame(of: view) }

    @Test func viewDidLoadReadsWithoutAnError() {
        let (session, output) = runScript("""
        override func viewDidLoad() {
            super.viewDidLoad()
            let titleLabel = UILabel()
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.text = "Hello"
            view.addSubview(titleLabel)
            let button = UIButton(type: .system)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                button.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 2)
            ])
        }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.log.prefix(4) == ["view titleLabel", "class titleLabel UILabel", "view button", "class button UIButton"])
        #expect(session.layout.constraints.count == 4)
        #expect(frame(session, "titleLabel").y == 40)
        #expect(frame(session, "button").y == 56)
    }

    /// UIKit translates the autoresizing mask of a view made in code until the code says
    /// not to: forgetting it pins the view at (0, 0, 0, 0), and a constraint conflicts.
    @Test func aViewMadeInCodeTranslatesItsMaskUntilTold() {
        let (session, _) = runScript("""
        let box = UIView()
        view.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        """)
        #expect(session.layout.autoresizing(of: "box") != nil)
        #expect(frame(session, "box").width == 0)
        let (fixed, _) = runScript("""
        let box = UIView()
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        """)
        #expect(fixed.layout.autoresizing(of: "box") == nil)
        #expect(frame(fixed, "box").width == 100)
        #expect(fixed.log.contains("autoresizing box off"))
    }

    @Test func closurePropertiesMakeTheirViews() {
        let (session, output) = runScript("""
        private lazy var avatar: UIImageView = {
            let imageView = UIImageView(image: UIImage(named: "me"))

            imageView.translatesAutoresizingMaskIntoConstraints = false
            return imageView
        }()
        private let card: UIView = {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            return v
        }()
        view.addSubview(card)
        card.addSubview(avatar)
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.log == ["view card", "view avatar in card", "class avatar UIImageView"])
    }

    @Test func stacksArrangeAndTakeTheirSettings() {
        let (session, output) = runScript("""
        let a = UIView()
        let b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let c = UILabel()
        stack.addArrangedSubview(c)
        c.isHidden = true
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            a.heightAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 40),
            c.heightAnchor.constraint(equalToConstant: 50),
        ])
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.stack("stack")?.arranged == ["a", "b", "c"])
        #expect(session.layout.stack("stack")?.axis == .vertical)
        #expect(session.layout.isHidden("c"))
        #expect(frame(session, "b") == Rect(x: 0, y: 40, width: 375, height: 40))
        #expect(frame(session, "stack").height == 80)
        #expect(session.log.contains("stack stack axis vertical distribution fill alignment fill spacing 10 views"))
    }

    @Test func aKeptConstraintWaitsForActivationAndTakesItsPriorityAndConstant() {
        let (session, output) = runScript("""
        view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.priority = UILayoutPriority(rawValue: 750)
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraints.isEmpty)
        let (active, _) = runScript("""
        view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultHigh
        width.isActive = true
        width.constant = 120
        """)
        #expect(active.layout.constraints.count == 1)
        #expect(active.layout.constraints.first?.priority == 750)
        #expect(frame(active, "box").width == 120)
    }

    @Test func contentPrioritiesAreSet() {
        let (session, _) = runScript("""
        view.addSubview(label)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        """)
        #expect(session.log == ["view label", "hug label h 750", "resist label v 749"])
    }

    @Test func loopsOverWrittenArraysAreReadOncePerView() {
        let (session, output) = runScript("""
        [title, subtitle].forEach {
            view.addSubview($0)
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
        for v in [left, right] { view.addSubview(v) }
        [top,
         bottom].forEach(view.addSubview)
        [one, two].forEach(row.addArrangedSubview(_:))
        view.addSubview(row)
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.log.prefix(6) == ["view title", "view subtitle", "view left", "view right", "view top", "view bottom"])
        #expect(session.layout.stack("row")?.arranged == ["one", "two"])
    }

    /// An error only where code makes a view or a constraint and it cannot be read, with
    /// its caret in the pasted line; statements that make no layout pass without a word.
    @Test func anUnreadableViewOrConstraintErrsWithItsCaret() {
        let (session, output) = runScript("""
        view.backgroundColor = .systemBackground
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        view.addSubview(makeHeader())
        """)
        #expect(session.failed)
        #expect(output.errors.contains("test.al:4:17"))
        #expect(output.errors.components(separatedBy: "error:").count == 2)
        let (metric, metricOutput) = runScript("""
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: inset)
        ])
        """)
        #expect(metric.layout.constraints.isEmpty)
        #expect(metricOutput.errors.contains("unknown metric 'inset'"))
        #expect(metricOutput.errors.contains("test.al:3:67"))
    }

    /// Inside a view's own code `addSubview` adds to the view itself (root here), and
    /// Swift 2's capitalised cases (`.CenterY`, `.Equal`) read as today's.
    @Test func aViewsOwnCodeAndSwift2Spellings() {
        let (session, output) = runScript("""
        addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addConstraint(NSLayoutConstraint(item: badge, attribute: .CenterY, relatedBy: .Equal, toItem: self, attribute: .CenterY, multiplier: 1.0, constant: 0.0))
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.superview(of: "badge") == "root")
        #expect(session.layout.constraints.count == 1)
    }

    /// Blank lines stay in a Swift statement; at the keyboard a second one in a row gives
    /// it up (the way out of a bracket opened by mistake), as one does for Objective-C.
    @Test func blankLinesStayInAStatementUntilTwoAtTheKeyboard() {
        let paste = """
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10),


            box.heightAnchor.constraint(equalToConstant: 20)
        ])
        """
        let (script, _) = runScript("view box\n" + paste)
        #expect(script.layout.constraints.count == 2)
        let (typed, output) = runScript("view box\n" + paste, options: SessionOptions(interactive: true))
        #expect(typed.layout.constraints.count == 1)
        #expect(output.errors.contains("'[' is never closed"))
    }

    /// Apps' `with(priority:)` helper on a constraint, and a value unwrapped with `!`.
    @Test func aPriorityHelperAndAnUnwrappedValue() {
        let (session, output) = runScript("""
        let inset: CGFloat? = 12
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 350).with(priority: UILayoutPriority(rawValue: 900)),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset!)
        ])
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraints.first?.priority == 900)
        #expect(session.layout.frame(of: "card").x == 12)
    }

    /// App code alsh cannot parse passes quietly unless it names what makes layout:
    /// `fallbackConstraints()` is the app's own function, not UIKit's.
    @Test func unparsableAppCodePassesQuietly() {
        let (session, output) = runScript("""
        let constraints = lastView.map { pageConstraints(after: $0) } ?? fallbackConstraints()
        """)
        #expect(!session.failed, "\(output.errors)")
    }

    /// A whole view controller as an app holds it: properties made in closures, a stack,
    /// a kept constraint with a priority, a constant named in the class.
    @Test func aWholeViewControllerComesOutAsUIKitLaysItOut() {
        let (session, output) = runScript(Self.profileController)
        #expect(!session.failed, "\(output.errors)")
        #expect(frame(session, "avatarView") == Rect(x: 16, y: 36, width: 64, height: 64))
        #expect(frame(session, "textStack") == Rect(x: 92, y: 46, width: 267, height: 44))
        #expect(frame(session, "bioLabel") == Rect(x: 0, y: 26, width: 267, height: 18))
        #expect(frame(session, "followButton") == Rect(x: 127.5, y: 124, width: 120, height: 44))
        #expect(session.log.contains("class avatarView UIImageView"))
        #expect(session.log.contains("hug nameLabel v 750"))
        #expect(session.layout.autoresizing(of: "nameLabel") == nil)
    }

    static let profileController = """
    import UIKit

    final class ProfileViewController: UIViewController {
        private let padding: CGFloat = 16

        private lazy var avatarView: UIImageView = {
            let imageView = UIImageView(image: UIImage(named: "avatar"))
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.contentMode = .scaleAspectFill
            imageView.layer.cornerRadius = 32
            return imageView
        }()

        private let nameLabel: UILabel = {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .headline)
            label.text = "Ada Lovelace"
            label.setContentHuggingPriority(.defaultHigh, for: .vertical)
            return label
        }()

        private let bioLabel: UILabel = {
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "Analyst"
            return label
        }()

        private lazy var textStack: UIStackView = {
            let stack = UIStackView(arrangedSubviews: [nameLabel, bioLabel])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            return stack
        }()

        private let followButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            title = "Profile"

            followButton.setTitle("Follow", for: .normal)
            followButton.translatesAutoresizingMaskIntoConstraints = false
            followButton.addTarget(self, action: #selector(follow), for: .touchUpInside)

            view.addSubview(avatarView)
            view.addSubview(textStack)
            view.addSubview(followButton)

            let avatarWidth = avatarView.widthAnchor.constraint(equalToConstant: 64)
            avatarWidth.priority = .defaultHigh

            NSLayoutConstraint.activate([
                avatarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: padding),
                avatarView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
                avatarWidth,
                avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

                textStack.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
                textStack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding),
                textStack.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
                nameLabel.heightAnchor.constraint(equalToConstant: 22),
                bioLabel.heightAnchor.constraint(equalToConstant: 18),

                followButton.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 24),
                followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                followButton.widthAnchor.constraint(equalToConstant: 120),
                followButton.heightAnchor.constraint(equalToConstant: 44),
            ])
        }

        @objc private func follow() {
            print("follow")
        }
    }
    """
}
