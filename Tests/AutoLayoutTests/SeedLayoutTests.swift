import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Layouts from the seed tutorials (/work/shared/seeds), with exact frames.
@Suite struct SeedLayoutTests {
    /// Seeds 000 and 002: the email / confirm / register form, built from VFL lines and
    /// one centerX formula, text fields 30 high and the button 128 wide as in the books.
    static let form = [
        "view _textFieldEmail _textFieldConfirmEmail _registerButton",
        "intrinsic _textFieldEmail -1 30",
        "intrinsic _textFieldConfirmEmail -1 30",
        "intrinsic _registerButton 128 30",
        "H:|-[_textFieldEmail]-|",
        "V:|-[_textFieldEmail]",
        "H:|-[_textFieldConfirmEmail]-|",
        "V:[_textFieldEmail]-[_textFieldConfirmEmail]",
        "_registerButton.centerX == root.centerX",
        "V:[_textFieldConfirmEmail]-[_registerButton]",
    ]

    @Test func formInPortrait() {
        let layout = makeLayout(Self.form)
        #expect(layout.frame(of: "_textFieldEmail") == rect(16, 20, 343, 30))
        #expect(layout.frame(of: "_textFieldConfirmEmail") == rect(16, 58, 343, 30))
        #expect(layout.frame(of: "_registerButton") == rect(123.5, 96, 128, 30))
        let analysis = layout.analyze()
        #expect(analysis.ambiguous.isEmpty)
        #expect(analysis.conflicts.isEmpty)
        #expect(analysis.brokenOptional.isEmpty)
    }

    @Test func formAfterRotation() throws {
        let layout = makeLayout(Self.form)
        try layout.setRootSize(width: 667, height: 375)
        #expect(layout.rootSize == (667, 375))
        // A phone turned stays compact in width: root's side margins stay 16.
        #expect(layout.frame(of: "_textFieldEmail") == rect(16, 20, 635, 30))
        #expect(layout.frame(of: "_textFieldConfirmEmail") == rect(16, 58, 635, 30))
        #expect(layout.frame(of: "_registerButton") == rect(269.5, 96, 128, 30))
        try layout.setRootSize(width: 375, height: 667)
        #expect(layout.frame(of: "_registerButton") == rect(123.5, 96, 128, 30))
    }

    @Test func formConstraintTextsAreApples() {
        let layout = makeLayout(Self.form)
        let texts = layout.constraints.map(\.text)
        #expect(texts.contains("_textFieldEmail.leading == root.leadingMargin"))
        #expect(texts.contains("root.trailingMargin == _textFieldEmail.trailing"))
        #expect(texts.contains("_textFieldConfirmEmail.top == _textFieldEmail.bottom + 8"))
        #expect(texts.contains("_registerButton.centerX == root.centerX"))
    }

    /// Seed 003: `[button1]-12-[button2]` and the aspect ratio VFL cannot express.
    @Test func buttonSpacingAndAspectRatio() {
        let layout = makeLayout([
            "view button1 button2 imageView",
            "[button1]-12-[button2]",
            "H:|-[button1(80)]",
            "V:|-[button1(30)]",
            "button2.top == button1.top",
            "button2.width == button1.width",
            "button2.height == button1.height",
            "imageView.width == 2 * imageView.height",
            "imageView.height == 60",
            "imageView.top == button1.bottom + 8",
            "imageView.leading == button1.leading",
        ])
        #expect(layout.frame(of: "button1") == rect(16, 20, 80, 30))
        #expect(layout.frame(of: "button2") == rect(108, 20, 80, 30))
        #expect(layout.frame(of: "imageView") == rect(16, 58, 120, 60))
        #expect(layout.constraints.contains { $0.text == "imageView.width == 2 * imageView.height" })
        #expect(layout.analyze().ambiguous.isEmpty)
    }

    /// Seed 004: the channel header, its stack views written out as the constraints a
    /// UIStackView makes (fill, fillEqually, spacing 8 between the labels and the avatar).
    static let channelHeader = [
        "view header",
        "view info description edit in header",
        "view labels avatar in info",
        "view name digits in labels",
        "view posts subscribers audience in digits",
        "H:|[header]|",
        "header.top == root.top + 20",
        "header.height == 250",
        "H:|-16-[info]-16-|",
        "V:|-16-[info]",
        "H:|[labels]-8-[avatar(100)]|",
        "V:|[avatar(100)]|",
        "V:|[labels]|",
        "V:|[name][digits(==name)]|",
        "H:|[name]|",
        "H:|[digits]|",
        "H:|[posts][subscribers(==posts)][audience(==posts)]|",
        "V:|[posts]|", "V:|[subscribers]|", "V:|[audience]|",
    ] + channelHeaderDescriptionAndEdit

    @Test func channelHeader() {
        let layout = makeLayout(Self.channelHeader)
        expectChannelHeaderFrames(layout)
    }

    @Test func channelHeaderConstraintsInstallOnCommonAncestor() throws {
        let layout = makeLayout(Self.channelHeader)
        let ids = layout.constraints
        let descriptionTop = try #require(ids.first { $0.text == "description.top == info.bottom" })
        #expect(layout.installedOn(descriptionTop.id) == "header")
        let avatarWidth = try #require(ids.first { $0.text == "avatar.width == 100" })
        #expect(avatarWidth.installedOn == "avatar")
        let headerTop = try #require(ids.first { $0.text == "header.top == root.top + 20" })
        #expect(headerTop.installedOn == "root")
    }
}
