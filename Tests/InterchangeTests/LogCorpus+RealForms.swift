import Testing

// MARK: forms met in real logs from public bug reports

/// Each case is written for these tests (own names and addresses) in a form found in real
/// logs that alsh once could not read: quoting and prefixes, negative constants printed with
/// a space, names bindings, autoresizing attributes on the right, multipliers after the item,
/// Masonry, lists on one line, and views a VFL spacing puts side by side.
extension LogCorpus {
    /// `text` as GitHub shows a quoted paste: every line behind `> `.
    static func quoted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
    }

    static let realFormCases: [LogCase] = [
        LogCase(name: "quoted with '> ' as in a GitHub issue", text: quoted("the log from Xcode:\n" + iOS([
            "<NSLayoutConstraint:0x600002a04b40 UILabel:0x7fa0c1d0a100'Name'.width == 240   (active)>",
            "<NSLayoutConstraint:0x600002a04b90 H:|-(16)-[UILabel:0x7fa0c1d0a100'Name']   (active, names: '|':UIView:0x7fa0c1d09e40 )>",
            "<NSLayoutConstraint:0x600002a04be0 H:[UILabel:0x7fa0c1d0a100'Name']-(16)-|   (active, names: '|':UIView:0x7fa0c1d09e40 )>",
            "<NSLayoutConstraint:0x600002a04c30 'UIView-Encapsulated-Layout-Width' UIView:0x7fa0c1d09e40.width == 240   (active)>",
        ], breaking: 0)), minimalSets: [["label_name_width", "label_name_leading", "view_1_trailing",
                                        "UIView_Encapsulated_Layout_Width"]],
                appleBroke: ["label_name_width"], problemLines: [1]),

        // 16 points narrower than nothing: `constant: -16` with no second item.
        LogCase(name: "negative constant printed with a space", text: iOS([
            "<NSLayoutConstraint:0x600003e18aa0 UIView:0x7fc4b8e0d2c0.width == - 16   (active)>",
        ], breaking: 0), minimalSets: [["view_1_width"]], appleBroke: ["view_1_width"]),

        // The superview is declared first (view_1). top = S.top - 0.333333, height 0.333333, so bottom = S.top, not S.top + 10.
        LogCase(name: "autoresizing minY == - 0.333333", text: iOS([
            "<NSAutoresizingMaskLayoutConstraint:0x600001b0c2d0 h=--& v=--& UIView:0x7fb2e0c0a310.minY == - 0.333333   (active, names: '|':UIView:0x7fb2e0c09f00 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x600001b0c320 h=--& v=--& UIView:0x7fb2e0c0a310.height == 0.333333   (active)>",
            "<NSLayoutConstraint:0x600001b0c370 UIView:0x7fb2e0c0a310.bottom == UIView:0x7fb2e0c09f00.top + 10   (active)>",
        ], breaking: 2), minimalSets: [["view_2_autoresizing_minY", "view_2_autoresizing_height", "view_2_bottom"]],
                appleBroke: ["view_2_bottom"]),

        // iOS 6 and 7 printed an autoresizing position of 0 with nothing after `==`: a button
        // made with no frame stands at midX 0, left of where the chain from 20 puts it.
        LogCase(name: "autoresizing position of 0 printed with nothing after the relation", text: iOS([
            "<NSLayoutConstraint:0xa1b2c30 H:|-(20)-[UIButton:0xa1b2d40]   (Names: '|':UIView:0xa1b2e50 )>",
            "<NSLayoutConstraint:0xa1b2c80 H:[UIButton:0xa1b2d40]-(8)-[UIButton:0xa1b2f60]>",
            "<NSAutoresizingMaskLayoutConstraint:0xa1b2cd0 h=--& v=--& UIButton:0xa1b2f60.midX ==>",
        ], breaking: 2), minimalSets: [["button_1_leading", "button_2_leading", "button_2_autoresizing_midX"]],
                appleBroke: ["button_2_autoresizing_midX"]),

        // Apple's broken constraint goes in last, so it is the one labelled `_2`.
        LogCase(name: "names binding a dotted identifier", text: iOS([
            "<NSLayoutConstraint:0x6000021c4a10 Toolbar.shareButton.width == 44   (active, names: Toolbar.shareButton:0x10a2c8e00 )>",
            "<NSLayoutConstraint:0x6000021c4a60 Toolbar.shareButton.width == 32   (active, names: Toolbar.shareButton:0x10a2c8e00 )>",
        ], breaking: 0), minimalSets: [["toolbar_share_button_width", "toolbar_share_button_width_2"]],
                appleBroke: ["toolbar_share_button_width_2"]),

        LogCase(name: "names binding an identifier with a space", text: iOS([
            "<NSLayoutConstraint:0x6000021c4ab0 progress track.height == 4   (active, names: progress track:0x10a2c9100 )>",
            "<NSLayoutConstraint:0x6000021c4b00 progress track.height == 6   (active, names: progress track:0x10a2c9100 )>",
        ], breaking: 1), minimalSets: [["progress_track_height", "progress_track_height_2"]],
                appleBroke: ["progress_track_height_2"]),

        // 20 + 300 + 20 = 340 in a 320-point view.
        LogCase(name: "older Names: binding plain identifiers in visual formats", text: macOS([
            "<NSLayoutConstraint:0x608000a8c1e0 H:|-(20)-[cell_box]   (Names: cell_box:0x6080001a2b40, '|':NSView:0x6080001a2a00 )>",
            "<NSLayoutConstraint:0x608000a8c230 H:[cell_box]-(20)-|   (Names: cell_box:0x6080001a2b40, '|':NSView:0x6080001a2a00 )>",
            "<NSLayoutConstraint:0x608000a8c280 cell_box.width == 300   (Names: cell_box:0x6080001a2b40 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x608000a8c2d0 h=--& v=--& H:[NSView:0x6080001a2a00(320)]>",
        ], breaking: 2), minimalSets: [["cell_box_leading", "view_1_trailing", "cell_box_width", "view_1_autoresizing_width"]],
                appleBroke: ["cell_box_width"]),

        // center = host.centerX + 187.5 and width = host.width + 375 put the right edge
        // 375 past host.right: it cannot equal host.right.
        LogCase(name: "autoresizing midX against the superview's midX, <Warning>: and tabs", text: """
            Sep 21 10:11:12 iPhone Mail[311] <Warning>: Unable to simultaneously satisfy constraints.
            \t\tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            \t(
            \t    "<NSAutoresizingMaskLayoutConstraint:0x600000c2d0f0 h=-&- v=--& ComposerView:0x7fd1e8c0b5a0.midX == InputHostView:0x7fd1e8c0b210.midX + 187.5>",
            \t    "<NSAutoresizingMaskLayoutConstraint:0x600000c2d140 h=-&- v=--& ComposerView:0x7fd1e8c0b5a0.width == InputHostView:0x7fd1e8c0b210.width + 375>",
            \t    "<NSLayoutConstraint:0x600000c2d190 ComposerView:0x7fd1e8c0b5a0.right == InputHostView:0x7fd1e8c0b210.right>"
            \t)
            \t
            \tWill attempt to recover by breaking constraint 
            \t<NSLayoutConstraint:0x600000c2d190 ComposerView:0x7fd1e8c0b5a0.right == InputHostView:0x7fd1e8c0b210.right>
            \t
            \tMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """, minimalSets: [["composer_view_1_autoresizing_midX", "composer_view_1_autoresizing_width",
                                "composer_view_1_right"]], appleBroke: ["composer_view_1_right"]),

        // Flexible left margin: center = S.width - 29 from S's origin, so the 42-wide badge
        // starts at 320 - 29 - 21 = 270, not 300.
        LogCase(name: "autoresizing midX against the superview's width", text: iOS([
            "<NSAutoresizingMaskLayoutConstraint:0x6000002818b0 h=&-- v=--& UILabel:0x7f9a1c30b010'Badge'.midX == UIView:0x7f9a1c3087c0.width - 29   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x60000009fef0 h=&-- v=--& UILabel:0x7f9a1c30b010'Badge'.width == 42   (active)>",
            "<NSLayoutConstraint:0x60000009ff40 UILabel:0x7f9a1c30b010'Badge'.leading == UIView:0x7f9a1c3087c0.leading + 300   (active)>",
            "<NSLayoutConstraint:0x60000009ff90 'UIView-Encapsulated-Layout-Width' UIView:0x7f9a1c3087c0.width == 320   (active)>",
        ], breaking: 2), minimalSets: [["UIView_Encapsulated_Layout_Width", "label_badge_leading", "label_badge_autoresizing_midX"]],
                appleBroke: ["label_badge_leading"]),

        // 10 + 60 + 10 = 80 in a 44-point cell.
        LogCase(name: "Masonry with addresses", text: iOS([
            "<MASLayoutConstraint:0x600000a6c0c0 UILabel:0x7fe3a8d0c6f0.top == UIView:0x7fe3a8d0b2a0.top + 10>",
            "<MASLayoutConstraint:0x600000a6c180 UILabel:0x7fe3a8d0c6f0.bottom == UIView:0x7fe3a8d0b2a0.bottom - 10>",
            "<MASLayoutConstraint:0x600000a6c240 UILabel:0x7fe3a8d0c6f0.height == 60>",
            "<NSLayoutConstraint:0x600000a6c300 'UIView-Encapsulated-Layout-Height' UIView:0x7fe3a8d0b2a0.height == 44   (active)>",
        ], breaking: 2), minimalSets: [["label_1_top", "label_1_bottom", "label_1_height", "UIView_Encapsulated_Layout_Height"]],
                appleBroke: ["label_1_height"]),

        // Masonry's mas_key in place of every address: 10 + 400 + 10 > 300.
        LogCase(name: "Masonry keys instead of addresses", text: iOS([
            "<NSAutoresizingMaskLayoutConstraint:0x7f8c2a51e3f0 CardView:container.height == 300>",
            "<MASLayoutConstraint:TitleHeight UILabel:titleLabel.height >= 400>",
            "<MASLayoutConstraint:TitleBottom UILabel:titleLabel.bottom == CardView:container.bottom - 10>",
            "<MASLayoutConstraint:TitleTop[0] UILabel:titleLabel.top == CardView:container.top + 10>",
        ], breaking: 1), minimalSets: [["container_autoresizing_height", "TitleHeight", "TitleBottom", "TitleTop_0"]],
                appleBroke: ["TitleHeight"]),

        LogCase(name: "multiplier after the second item", text: iOS([
            "<NSLayoutConstraint:0x600001f08d20 UIImageView:0x7fc1d2a0e310.width == UIImageView:0x7fc1d2a0e310.height * 0.5   (active)>",
            "<NSLayoutConstraint:0x600001f08d70 UIImageView:0x7fc1d2a0e310.width == 100   (active)>",
            "<NSLayoutConstraint:0x600001f08dc0 UIImageView:0x7fc1d2a0e310.height == 100   (active)>",
        ], breaking: 2), minimalSets: [["image_view_1_width", "image_view_1_width_2", "image_view_1_height"]],
                appleBroke: ["image_view_1_height"]),

        // The whole list on three lines, `( "` before the first entry and `" )` after the last.
        LogCase(name: "AppKit list with entries on the parenthesis lines", text: """
            Unable to simultaneously satisfy constraints:
            ( "<NSLayoutConstraint:0x4012b5c80 H:|-(12)-[SidebarRow:0x401246e80] (Names: '|':NSTableCellView:0x4012470a0 )>",
              "<NSLayoutConstraint:0x4012158e0 H:[SidebarRow:0x401246e80]-(12)-| (Names: '|':NSTableCellView:0x4012470a0 )>",
              "<NSAutoresizingMaskLayoutConstraint:0x4011e5e00 h=--& v=--& H:[NSTableCellView:0x4012470a0(0)]>" )
            """, minimalSets: [["sidebar_row_1_leading", "table_cell_view_1_autoresizing_width", "table_cell_view_1_trailing"]]),

        // 16 + 60 + 8 + 300 + 16 = 400 in a 320-point cell; the label's superview comes
        // only from the spacing that joins it to the image.
        LogCase(name: "views joined by a VFL spacing share a superview", text: iOS([
            "<NSLayoutConstraint:0x600001c8e0a0 H:|-(16)-[UIImageView:0x7fa3b1c0e010]   (active, names: '|':UITableViewCellContentView:0x7fa3b1c0d8f0 )>",
            "<NSLayoutConstraint:0x600001c8e0f0 H:[UIImageView:0x7fa3b1c0e010]-(8)-[UILabel:0x7fa3b1c0e2a0'Title']   (active)>",
            "<NSLayoutConstraint:0x600001c8e140 UILabel:0x7fa3b1c0e2a0'Title'.trailing == UITableViewCellContentView:0x7fa3b1c0d8f0.trailing - 16   (active)>",
            "<NSLayoutConstraint:0x600001c8e190 UIImageView:0x7fa3b1c0e010.width == 60   (active)>",
            "<NSLayoutConstraint:0x600001c8e1e0 UILabel:0x7fa3b1c0e2a0'Title'.width == 300   (active)>",
            "<NSLayoutConstraint:0x600001c8e230 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7fa3b1c0d8f0.width == 320   (active)>",
        ], breaking: 4), minimalSets: [["label_title_leading", "image_view_1_leading", "UIView_Encapsulated_Layout_Width", "label_title_trailing", "label_title_width"]],
                appleBroke: ["label_title_width"]),

        // `lessThanOrEqualToSystemSpacingBelow`'s kin: the button's top at least 8 below the
        // label's bottom (20 + 8 = 28), but pinned at 24.
        LogCase(name: "system spacing below is added", text: iOS([
            "<NSLayoutConstraint:0x600000d5c0a0 V:|-(0)-[UILabel:0x7fb9e1c0a4e0]   (active, names: '|':UIView:0x7fb9e1c09f20 )>",
            "<NSLayoutConstraint:0x600000d5c0f0 UILabel:0x7fb9e1c0a4e0.height == 20   (active)>",
            "<_UISystemBaselineConstraint:0x600000d5c140 UIButton:0x7fb9e1c0a7c0'OK'.top >= UILabel:0x7fb9e1c0a4e0.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
            "<NSLayoutConstraint:0x600000d5c190 UIButton:0x7fb9e1c0a7c0'OK'.top == UIView:0x7fb9e1c09f20.top + 24   (active)>",
        ], breaking: 2), minimalSets: [["label_1_top", "label_1_height", "button_ok_top", "button_ok_top_2"]],
                appleBroke: ["button_ok_top_2"]),

        // A paste into Markdown that escaped the angle brackets.
        LogCase(name: "markdown-escaped angle brackets", text: iOS([
            #"\<NSLayoutConstraint:0x600000a1c1e0 V:[UIInputView:0x7fd2a3c0b8e0(260)]\>"#,
            #"\<NSLayoutConstraint:0x600000a1c230 'UIView-Encapsulated-Layout-Height' V:[UIInputView:0x7fd2a3c0b8e0(216)]\>"#,
        ], breaking: 0), minimalSets: [["input_view_1_height", "UIView_Encapsulated_Layout_Height"]],
                appleBroke: ["input_view_1_height"]),

        // Descriptions without their angle brackets in an array's `[ ]`, and an autoresizing
        // constant with its `+`: the 50-wide button centred 25 from the left of a 70-wide view
        // ends at 50, not at the view's trailing edge.
        LogCase(name: "descriptions without angle brackets, an array, and '== + 25'", text: """
            Unable to simultaneously satisfy constraints.
            [
            \tNSLayoutConstraint:0x7f9d1b4c2e10 H:[UIView:0x7f9d1b4c1a00(70)],
            \tNSLayoutConstraint:0x7f9d1b4c2e60 H:[UIButton:0x7f9d1b4c1c80]-(0)-|   (Names: '|':UIView:0x7f9d1b4c1a00 ),
            \tNSAutoresizingMaskLayoutConstraint:0x7f9d1b4c2eb0 h=--& v=--& UIButton:0x7f9d1b4c1c80.midX == + 25,
            \tNSAutoresizingMaskLayoutConstraint:0x7f9d1b4c2f00 h=--& v=--& H:[UIButton:0x7f9d1b4c1c80(50)]
            ]
            """, minimalSets: [["view_1_width", "view_1_trailing", "button_1_autoresizing_midX", "button_1_autoresizing_width"]]),

        // The cell is bound by name and as '|' in the same list: 6 + 30 + 3 + 152 + 8 = 199 > 194.
        LogCase(name: "a view bound by name and as the edge", text: macOS([
            "<NSLayoutConstraint:0x600000c8a0f0 H:|-(6)-[NSImageView:0x600000b1c2a0]   (active, names: RowCell:0x600000b1c000, '|':RowCell:0x600000b1c000 )>",
            "<NSLayoutConstraint:0x600000c8a140 NSImageView:0x600000b1c2a0.width == 30   (active)>",
            "<NSLayoutConstraint:0x600000c8a190 H:[NSImageView:0x600000b1c2a0]-(3)-[NSTextField:0x600000b1c4e0]   (active)>",
            "<NSLayoutConstraint:0x600000c8a1e0 H:[NSTextField:0x600000b1c4e0]-(8)-|   (active, names: RowCell:0x600000b1c000, '|':RowCell:0x600000b1c000 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x600000c8a230 h=--& v=-&- RowCell.width == 194   (active, names: RowCell:0x600000b1c000 )>",
            "<NSLayoutConstraint:0x600000c8a280 NSTextField:0x600000b1c4e0.width >= 152   (active)>",
        ], breaking: 5), minimalSets: [["image_view_1_leading", "image_view_1_width", "text_field_1_leading",
                                       "row_cell_1_trailing", "row_cell_1_autoresizing_width", "text_field_1_width"]],
                appleBroke: ["text_field_1_width"]),

        // With the margins guide in the log, `topMargin` and `bottomMargin` are the guide's
        // edges, so the guide's own constraints belong to the set: 8 + 40 + 8 = 56 in 44.
        LogCase(name: "margin attributes go through the margins guide the log shows", text: iOS([
            "<NSLayoutConstraint:0x600001e1c0a0 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x600000a1c2a0'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0x7fa2c1d0b3e0 )>",
            "<NSLayoutConstraint:0x600001e1c0f0 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x600000a1c2a0'UIViewLayoutMarginsGuide']-(8)-|   (active, names: '|':UITableViewCellContentView:0x7fa2c1d0b3e0 )>",
            "<NSLayoutConstraint:0x600001e1c140 UILabel:0x7fa2c1d0b7a0'Name'.top == UITableViewCellContentView:0x7fa2c1d0b3e0.topMargin   (active)>",
            "<NSLayoutConstraint:0x600001e1c190 UITableViewCellContentView:0x7fa2c1d0b3e0.bottomMargin == UILabel:0x7fa2c1d0b7a0'Name'.bottom   (active)>",
            "<NSLayoutConstraint:0x600001e1c1e0 UILabel:0x7fa2c1d0b7a0'Name'.height == 40   (active)>",
            "<NSLayoutConstraint:0x600001e1c230 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fa2c1d0b3e0.height == 44   (active)>",
        ], breaking: 4), minimalSets: [["UIView_topMargin_guide_constraint", "UIView_bottomMargin_guide_constraint",
                                       "label_name_top", "table_view_cell_content_1_bottomMargin", "label_name_height",
                                       "UIView_Encapsulated_Layout_Height"]],
                appleBroke: ["label_name_height"]),

        // Newer macOS: another header, the list opened on its line; 15 + 12 + 16 > 40.
        LogCase(name: "macOS 'Conflicting constraints detected' header", text: """
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x6000031bdd60 NSImageView:0x7fd7bf823400.width == 15   (active)>",
                "<NSLayoutConstraint:0x6000031be030 H:[NSImageView:0x7fd7bf823400]-(12)-[NSImageView:0x7fd7bf822180]   (active)>",
                "<NSLayoutConstraint:0x6000031bdf40 NSImageView:0x7fd7bf822180.width == 16   (active)>",
                "<NSLayoutConstraint:0x6000031be0d0 H:|-(0)-[NSImageView:0x7fd7bf823400]   (active, names: '|':NSView:0x7fd7bf821f00 )>",
                "<NSLayoutConstraint:0x6000031be170 H:[NSImageView:0x7fd7bf822180]-(0)-|   (active, names: '|':NSView:0x7fd7bf821f00 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6000031be210 h=--& v=--& NSView:0x7fd7bf821f00.width == 40   (active)>"
            )
            """, minimalSets: [["image_view_1_width", "image_view_2_leading", "image_view_2_width", "image_view_1_leading",
                                "view_1_trailing", "view_1_autoresizing_width"]]),
        // SnapKit 0.x: the constraint, each item and the whole in angle brackets, the
        // priority after `^`; 64 + 10 + 400 + 20 = 494 in 480.
        LogCase(name: "SnapKit 0.x descriptions with items in angle brackets", text: iOS([
            "<_UILayoutSupportConstraint:0x7a1c2d10 V:[_UILayoutGuide:0x7a1c2e20(64)]>",
            "<_UILayoutSupportConstraint:0x7a1c2d60 V:|-(0)-[_UILayoutGuide:0x7a1c2e20]   (Names: '|':UIView:0x7a1c2a00 )>",
            "<<Weather.LayoutConstraint:0x7a1c3f40> <UIView:0x7a1c3b10>.top == <_UILayoutGuide:0x7a1c2e20>.bottom + 10.0>",
            "<<Weather.LayoutConstraint:0x7a1c3f90> <UIView:0x7a1c3b10>.height == 400.0>",
            "<<Weather.LayoutConstraint:0x7a1c3fe0> <UIView:0x7a1c3b10>.bottom == <UIView:0x7a1c2a00>.bottom - 20.0>",
            "<<Weather.LayoutConstraint:0x7a1c4030> <UIView:0x7a1c3b10>.width == <UIView:0x7a1c2a00>.width * 0.5 ^750.0>",
            "<NSLayoutConstraint:0x7a1c4080 'UIView-Encapsulated-Layout-Height' V:[UIView:0x7a1c2a00(480)]>",
        ], breaking: 3), minimalSets: [["view_2_height", "guide_1_height", "guide_1_top", "view_2_top", "view_2_bottom",
                                       "UIView_Encapsulated_Layout_Height"]],
                appleBroke: ["view_2_height"]),

        // FLKAutoLayout's debug description: NSObject's `<Class: 0x…>`, Apple's visual format,
        // then the items' name tags; 20 + 120 + 20 in 320.
        LogCase(name: "FLKAutoLayout: a closed header, the visual format, name tags", text: """
            2014-02-20 17:31:05.118 Cards[2210:70b] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<NSLayoutConstraint: 0x7fa1c0e2b5a0> H:[UIView:0x7fa1c0e1d3f0(120)] (Card view, (null))",
                "<NSLayoutConstraint: 0x7fa1c0e2b640> H:|-(20)-[UIView:0x7fa1c0e1d3f0]   (Names: '|':UIView:0x7fa1c0e1c8d0 ) (Card view, Root view)",
                "<NSLayoutConstraint: 0x7fa1c0e2b6e0> H:[UIView:0x7fa1c0e1d3f0]-(20)-|   (Names: '|':UIView:0x7fa1c0e1c8d0 ) (Root view, Card view)",
                "<NSAutoresizingMaskLayoutConstraint: 0x7fa1c0e2b780> h=--& v=--& H:[UIView:0x7fa1c0e1c8d0(320)] (Root view, (null))"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint: 0x7fa1c0e2b5a0> H:[UIView:0x7fa1c0e1d3f0(120)] (Card view, (null))
            """, minimalSets: [["view_2_width", "view_2_leading", "view_1_trailing", "view_1_autoresizing_width"]],
                appleBroke: ["view_2_width"]),

        // A copy that starts inside Apple's note, iOS 6's footer, and a breaking line cut to
        // its `<`: Apple's words are read silently, the cut entry is skipped with its reason.
        LogCase(name: "a copy begun mid-preamble, iOS 6's footer, a cut breaking line", text: """
            translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSLayoutConstraint:0x8c5b2f0 V:[UIView:0x8c59a40(200)]>",
                "<NSLayoutConstraint:0x8c5b340 V:|-(10)-[UIView:0x8c59a40]   (Names: '|':UIView:0x8c58e10 )>",
                "<NSLayoutConstraint:0x8c5b390 V:[UIView:0x8c59a40]-(10)-|   (Names: '|':UIView:0x8c58e10 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x8c5b3e0 h=--- v=--- V:[UIView:0x8c58e10(180)]>"
            )

            Will attempt to recover by breaking constraint 
            <

            Break on objc_exception_throw to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            """, minimalSets: [["view_1_autoresizing_height", "view_2_height", "view_2_top", "view_1_bottom"]],
                problemLines: [10]),

        // The preamble wrapped by a page, the note's last words on a line of their own, and
        // the list without its parentheses; 8 + 30 + 8 in 43.
        LogCase(name: "a preamble wrapped across lines", text: """
            2013-03-02 11:20:41.004 Tides[812:c07] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
            Try this: (1) look at each constraint and try to figure out which you don't expect;
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer
            to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            "<NSLayoutConstraint:0x1c5a2e40 V:[UILabel:0x1c5a1f20(30)]>",
            "<NSLayoutConstraint:0x1c5a2e90 V:|-(8)-[UILabel:0x1c5a1f20] (Names: '|':UITableViewCellContentView:0x1c5a0b10 )>",
            "<NSLayoutConstraint:0x1c5a2ee0 V:[UILabel:0x1c5a1f20]-(8)-| (Names: '|':UITableViewCellContentView:0x1c5a0b10 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x1c5a2f30 h=--& v=--& V:[UITableViewCellContentView:0x1c5a0b10(43)]>"
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1c5a2e40 V:[UILabel:0x1c5a1f20(30)]>

            Break on objc_exception_throw to catch this in the debugger.
            """, minimalSets: [["label_1_height", "label_1_top", "table_view_cell_content_1_bottom",
                                "table_view_cell_content_1_autoresizing_height"]],
                appleBroke: ["label_1_height"]),
    ]
}
