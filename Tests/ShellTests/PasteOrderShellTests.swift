import AutoLayout
import Foundation
import Testing
@testable import Shell

/// A file of pasted code whose methods are written in another order than they run:
/// read as UIKit runs them, each move told, errors still at their lines in the file.
/// Each file is written for these tests, in the shape apps write them.
struct PasteOrderShellTests {
    func load(_ text: String) throws -> (session: Session, output: CapturingOutput, path: String) {
        let folder = try TemporaryFolder()
        folder.file("pasted.al", contents: text)
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        let path = folder.url.path + "/pasted.al"
        _ = session.runFile(path)
        return (session, output, path)
    }

    @Test func methodsAreReadInTheOrderViewDidLoadCallsThem() throws {
        let (session, output, _) = try load("""
        root 375x667
        @implementation CardController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setupViews];
            [self setupConstraints];
        }

        - (void)setupConstraints {
            [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, 16, 0, 16));
                make.top.equalTo(self.view).offset(100);
                make.height.mas_equalTo(120);
            }];
        }

        - (void)setupViews {
            self.card = [[UIView alloc] init];
            [self.view addSubview:self.card];
        }
        @end
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == [
            "card.left == root.left + 16", "card.right == root.right - 16", "card.top == root.top + 100", "card.height == 120",
        ])
        #expect(output.text.contains(
            "note: 'setupViews' (line 17) is read before 'setupConstraints' (line 9), where 'viewDidLoad' calls it (line 5), as UIKit runs it"))
        #expect(session.layout.frame(of: "card") == Rect(x: 16, y: 100, width: 343, height: 120))
    }

    @Test func aSwiftInitCallsItsMethodsInsideAnIf() throws {
        let (session, output, path) = try load("""
        root 375x667
        final class BadgeView: UIView {
            private let title = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                if frame.width > 0 {
                    addViews()
                }
                makeConstraints()
            }

            private func makeConstraints() {
                title.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview().inset(gap)
                    make.centerY.equalToSuperview()
                }
            }

            private func addViews() {
                addSubview(title)
            }
        }
        """)
        // The block still names a number out of sight: refused at its place in the file.
        #expect(output.errors.contains("unknown metric 'gap'"), "\(output.errors)")
        #expect(output.errors.contains("\(ScriptFile.lastComponent(of: path)):15:"), "\(output.errors)")
        #expect(!output.errors.contains("unknown view 'title'"), "\(output.errors)")
        #expect(session.layout.hasView("title"))
        #expect(output.text.contains("'addViews' (line 20) is read before 'makeConstraints' (line 13), where 'init' calls it (line 8)"))
    }

    @Test func withNoCallShownTheMethodThatAddsTheViewsComesFirst() throws {
        let (session, output, _) = try load("""
        root 375x667
        let badge = UIView()
        func layout() {
            badge.snp.makeConstraints {
                $0.size.equalTo(40)
                $0.center.equalToSuperview()
            }
        }

        func build() {
            view.addSubview(badge)
        }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "badge") == Rect(x: 167.5, y: 313.5, width: 40, height: 40))
        #expect(output.text.contains(
            "note: 'build' (line 10) is read before 'layout' (line 3): it adds views 'layout' constrains, and the paste shows no call that orders them"))
    }

    @Test func codeInTheOrderItRunsIsReadAsWritten() throws {
        let text = """
        root 375x667
        - (void)viewDidLoad {
            [self setupViews];
            [self setupConstraints];
        }
        - (void)setupViews {
            self.card = [UIView new];
            [self.view addSubview:self.card];
        }
        - (void)setupConstraints {
            [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view);
            }];
        }
        """
        #expect(PasteOrder.plan(text) == nil)
        let (session, output, _) = try load(text)
        #expect(!session.failed, "\(output.errors)")
        #expect(!output.text.contains("note:"))
        // A script of alsh's own lines is never split up to be looked at.
        #expect(PasteOrder.plan("root 375x667\nview a\na.left = root.left\n") == nil)
    }

    @Test func typedOrPipedTheCodeIsReadAsWritten() {
        // Only a file read whole (`load`, `alsh FILE`) is reordered; lines read one at a
        // time cannot be.
        let (session, output) = runScript("""
        - (void)viewDidLoad {
            [self setupViews];
            [self setupConstraints];
        }
        - (void)setupConstraints {
            [card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view);
            }];
        }
        - (void)setupViews {
            card = [UIView new];
            [self.view addSubview:card];
        }
        """)
        #expect(session.failed)
        #expect(output.errors.contains("unknown view 'card'"))
    }
}
