import Testing

/// Conflict logs in the shapes Xcode's console prints them, written for these tests (own
/// names and addresses), each with the minimal conflicting set alsh must find. Kept as
/// Swift literals because test resources would need Package.swift changes.
struct LogCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// alsh's minimal conflicting sets (labels), one per conflict, in id order.
    var minimalSets: [Set<String>]
    /// Per block, the label of the constraint Apple said it would break.
    var appleBroke: [String?] = []
    /// Lines the parser must report and skip.
    var problemLines: [Int] = []

    var testDescription: String { name }
}

enum LogCorpus {
    /// An iOS block around `entries`; `breaking` indexes the one Apple broke.
    static func iOS(_ entries: [String], breaking: Int,
                    stamp: String = "2024-05-02 10:41:07.552918+0200 Reader[4411:180233]") -> String {
        """
        \(stamp) [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        \(entries.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(entries[breaking])

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
        """
    }

    /// A macOS block (`[Layout]`, a colon, and AppKit's footer).
    static func macOS(_ entries: [String], breaking: Int) -> String {
        """
        2024-06-18 21:03:55.004417+0200 Ledger[9120:771204] [Layout] Unable to simultaneously satisfy constraints:
        (
        \(entries.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(entries[breaking])

        Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
        """
    }

    static let cases: [LogCase] = layoutCases + formCases + systemCases + shapeCases + realFormCases
}

// MARK: equations, constants, relations, multipliers

extension LogCorpus {
    static let layoutCases: [LogCase] = [
        LogCase(name: "multiplier first, width against encapsulated width", text: iOS([
            "<NSLayoutConstraint:0x600003f0c0a0 UILabel:0x7fb5c8d0e4f0'Title'.width == 0.4*UIView:0x7fb5c8c0b2a0.width + 8   (active)>",
            "<NSLayoutConstraint:0x600003f0c1e0 UILabel:0x7fb5c8d0e4f0'Title'.width == 200   (active)>",
            "<NSLayoutConstraint:0x600003f0c2d0 'UIView-Encapsulated-Layout-Width' UIView:0x7fb5c8c0b2a0.width == 375   (active)>",
        ], breaking: 1), minimalSets: [["label_title_width", "UIView_Encapsulated_Layout_Width", "label_title_width_2"]],
                appleBroke: ["label_title_width_2"]),

        LogCase(name: "constant heights, VFL size and equation", text: iOS([
            "<NSLayoutConstraint:0x600001a2d0f0 V:[UIButton:0x7f8e3e50a1c0'OK'(44)]   (active)>",
            "<NSLayoutConstraint:0x600001a2d140 UIButton:0x7f8e3e50a1c0'OK'.height == 50   (active)>",
        ], breaking: 0), minimalSets: [["button_ok_height", "button_ok_height_2"]], appleBroke: ["button_ok_height_2"]),

        LogCase(name: "greater and less than", text: iOS([
            "<NSLayoutConstraint:0x6000026f81e0 UIView:0x7fa2d1c0e6a0.height >= 100   (active)>",
            "<NSLayoutConstraint:0x6000026f8230 UIView:0x7fa2d1c0e6a0.height <= 80   (active)>",
        ], breaking: 1), minimalSets: [["view_1_height", "view_1_height_2"]]),

        LogCase(name: "edges with names and a fixed width", text: iOS([
            "<NSLayoutConstraint:0x6000032b4a50 H:|-(20)-[UILabel:0x7fc4a9d12f30'Name']   (active, names: '|':UIView:0x7fc4a9d0f770 )>",
            "<NSLayoutConstraint:0x6000032b4aa0 H:[UILabel:0x7fc4a9d12f30'Name']-(20)-|   (active, names: '|':UIView:0x7fc4a9d0f770 )>",
            "<NSLayoutConstraint:0x6000032b4af0 H:[UILabel:0x7fc4a9d12f30'Name'(300)]   (active)>",
            "<NSLayoutConstraint:0x6000032b4b40 'UIView-Encapsulated-Layout-Width' UIView:0x7fc4a9d0f770.width == 320   (active)>",
        ], breaking: 2), minimalSets: [["label_name_leading", "view_1_trailing", "UIView_Encapsulated_Layout_Width", "label_name_width"]]),

        LogCase(name: "multipliers on two widths", text: iOS([
            "<NSLayoutConstraint:0x600000c1a7b0 UIView:0x7fd0b8e08b10.width == 0.5*UIView:0x7fd0b8e08d40.width   (active)>",
            "<NSLayoutConstraint:0x600000c1a800 UIView:0x7fd0b8e08b10.width == 0.6*UIView:0x7fd0b8e08d40.width   (active)>",
            "<NSLayoutConstraint:0x600000c1a850 UIView:0x7fd0b8e08d40.width == 300   (active)>",
        ], breaking: 1), minimalSets: [["view_1_width", "view_2_width", "view_1_width_2"]]),

        LogCase(name: "aspect ratio against both sizes", text: iOS([
            "<NSLayoutConstraint:0x60000171c320 UIImageView:0x7f9e2cf0a3b0.height == 0.5625*UIImageView:0x7f9e2cf0a3b0.width   (active)>",
            "<NSLayoutConstraint:0x60000171c370 UIImageView:0x7f9e2cf0a3b0.width == 320   (active)>",
            "<NSLayoutConstraint:0x60000171c3c0 UIImageView:0x7f9e2cf0a3b0.height == 200   (active)>",
        ], breaking: 0), minimalSets: [["image_view_1_width", "image_view_1_height", "image_view_1_height_2"]]),

        LogCase(name: "width equal to another view's height", text: iOS([
            "<NSLayoutConstraint:0x6000035c0f50 UIView:0x7fe1a8c0a100.width == UIView:0x7fe1a8c0a330.height   (active)>",
            "<NSLayoutConstraint:0x6000035c0fa0 UIView:0x7fe1a8c0a100.width == 50   (active)>",
            "<NSLayoutConstraint:0x6000035c0ff0 UIView:0x7fe1a8c0a330.height == 60   (active)>",
        ], breaking: 0), minimalSets: [["view_1_width", "view_2_height", "view_1_width_2"]]),

        LogCase(name: "centre and leading", text: iOS([
            "<NSLayoutConstraint:0x600002e4c0a0 UILabel:0x7fb0a0d0c110'Welcome'.centerX == UIView:0x7fb0a0d08c60.centerX   (active)>",
            "<NSLayoutConstraint:0x600002e4c0f0 UILabel:0x7fb0a0d0c110'Welcome'.leading == UIView:0x7fb0a0d08c60.leading + 20   (active)>",
            "<NSLayoutConstraint:0x600002e4c140 UILabel:0x7fb0a0d0c110'Welcome'.width == 100   (active)>",
            "<NSLayoutConstraint:0x600002e4c190 'UIView-Encapsulated-Layout-Width' UIView:0x7fb0a0d08c60.width == 375   (active)>",
        ], breaking: 1), minimalSets: [["label_welcome_centerX", "label_welcome_width", "UIView_Encapsulated_Layout_Width", "label_welcome_leading"]]),

        LogCase(name: "inequalities on both edges", text: iOS([
            "<NSLayoutConstraint:0x6000010e8af0 UILabel:0x7fc3b1e0d4a0'Terms'.leading >= UIView:0x7fc3b1e0b210.leading + 16   (active)>",
            "<NSLayoutConstraint:0x6000010e8b40 UIView:0x7fc3b1e0b210.trailing >= UILabel:0x7fc3b1e0d4a0'Terms'.trailing + 16   (active)>",
            "<NSLayoutConstraint:0x6000010e8b90 UILabel:0x7fc3b1e0d4a0'Terms'.width == 360   (active)>",
            "<NSLayoutConstraint:0x6000010e8be0 'UIView-Encapsulated-Layout-Width' UIView:0x7fc3b1e0b210.width == 375   (active)>",
        ], breaking: 2), minimalSets: [["label_terms_leading", "view_1_trailing", "UIView_Encapsulated_Layout_Width", "label_terms_width"]]),

        LogCase(name: "multiplier with a negative constant", text: iOS([
            "<NSLayoutConstraint:0x600003a94e60 UIButton:0x7f8f12c0e9d0'Next'.width == 0.5*UIView:0x7f8f12c0b6f0.width - 20   (active)>",
            "<NSLayoutConstraint:0x600003a94eb0 UIButton:0x7f8f12c0e9d0'Next'.leading == UIView:0x7f8f12c0b6f0.leading + 8   (active)>",
            "<NSLayoutConstraint:0x600003a94f00 UIView:0x7f8f12c0b6f0.trailing == UIButton:0x7f8f12c0e9d0'Next'.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x600003a94f50 'UIView-Encapsulated-Layout-Width' UIView:0x7f8f12c0b6f0.width == 320   (active)>",
        ], breaking: 2), minimalSets: [["button_next_width", "button_next_leading", "view_1_trailing"]]),

        LogCase(name: "optional @750 stays out of the set", text: iOS([
            "<NSLayoutConstraint:0x600000d5a0f0 UILabel:0x7fa8c2e0f1a0'Price'.leading == UIView:0x7fa8c2e0c3b0.leading + 10   (active)>",
            "<NSLayoutConstraint:0x600000d5a140 UIView:0x7fa8c2e0c3b0.trailing == UILabel:0x7fa8c2e0f1a0'Price'.trailing + 10   (active)>",
            "<NSLayoutConstraint:0x600000d5a190 UILabel:0x7fa8c2e0f1a0'Price'.width >= 200   (active)>",
            "<NSLayoutConstraint:0x600000d5a1e0 UILabel:0x7fa8c2e0f1a0'Price'.width == 100 @750   (active)>",
            "<NSLayoutConstraint:0x600000d5a230 'UIView-Encapsulated-Layout-Width' UIView:0x7fa8c2e0c3b0.width == 150   (active)>",
        ], breaking: 2), minimalSets: [["label_price_leading", "view_1_trailing", "UIView_Encapsulated_Layout_Width", "label_price_width_2"]]),

        LogCase(name: "old priority form (258@251)", text: iOS([
            "<NSLayoutConstraint:0x7f9b3a61c2e0 H:[UILabel:0x7f9b3a61a8b0'Hi'(258@251)]>",
            "<NSLayoutConstraint:0x7f9b3a61c330 H:[UILabel:0x7f9b3a61a8b0'Hi'(>=300)]>",
            "<NSLayoutConstraint:0x7f9b3a61c380 H:|-(0)-[UILabel:0x7f9b3a61a8b0'Hi']   (Names: '|':UIView:0x7f9b3a618f40 )>",
            "<NSLayoutConstraint:0x7f9b3a61c3d0 H:[UILabel:0x7f9b3a61a8b0'Hi']-(0)-|   (Names: '|':UIView:0x7f9b3a618f40 )>",
            "<NSLayoutConstraint:0x7f9b3a61c420 'UIView-Encapsulated-Layout-Width' H:[UIView:0x7f9b3a618f40(280)]>",
        ], breaking: 1), minimalSets: [["label_hi_width_2", "label_hi_leading", "view_1_trailing", "UIView_Encapsulated_Layout_Width"]]),

        LogCase(name: "required against @999", text: iOS([
            "<NSLayoutConstraint:0x6000021d4a00 UIView:0x7fd4e6a0c220.height == 200 @999   (active)>",
            "<NSLayoutConstraint:0x6000021d4a50 UIView:0x7fd4e6a0c220.height == 100   (active)>",
            "<NSLayoutConstraint:0x6000021d4aa0 UIView:0x7fd4e6a0c220.height >= 150   (active)>",
        ], breaking: 2), minimalSets: [["view_1_height_2", "view_1_height_3"]]),

        LogCase(name: "inequality chain in a column", text: iOS([
            "<NSLayoutConstraint:0x600003c58f00 V:|-(20)-[UIView:0x7fb1d2e0a010]   (active, names: '|':UIView:0x7fb1d2e08550 )>",
            "<NSLayoutConstraint:0x600003c58f50 V:[UIView:0x7fb1d2e0a010]-(>=8)-[UIView:0x7fb1d2e0a240]   (active)>",
            "<NSLayoutConstraint:0x600003c58fa0 V:[UIView:0x7fb1d2e0a240]-(20)-|   (active, names: '|':UIView:0x7fb1d2e08550 )>",
            "<NSLayoutConstraint:0x600003c58ff0 UIView:0x7fb1d2e0a010.height == 300   (active)>",
            "<NSLayoutConstraint:0x600003c59040 UIView:0x7fb1d2e0a240.height == 300   (active)>",
            "<NSLayoutConstraint:0x600003c59090 'UIView-Encapsulated-Layout-Height' UIView:0x7fb1d2e08550.height == 568   (active)>",
        ], breaking: 1), minimalSets: [["view_2_top", "view_1_bottom", "view_2_height", "view_3_height", "UIView_Encapsulated_Layout_Height", "view_3_top"]]),

        LogCase(name: "bare descriptions, one per line", text: """
            UIView:0x7fe0c1d0a5f0.width == 100
            UIView:0x7fe0c1d0a5f0.width == 120
            """, minimalSets: [["view_1_width", "view_1_width_2"]], appleBroke: [nil]),

        LogCase(name: "bare visual formats with names", text: """
            H:|-(8)-[UIButton:0x7f90b2c0d6e0'Back']   (active, names: '|':UINavigationBar:0x7f90b2c0b120 )
            H:[UIButton:0x7f90b2c0d6e0'Back'(>=400)]   (active)
            H:[UIButton:0x7f90b2c0d6e0'Back']-(8)-|   (active, names: '|':UINavigationBar:0x7f90b2c0b120 )
            UINavigationBar:0x7f90b2c0b120.width == 390   (active)
            """, minimalSets: [["button_back_leading", "button_back_width", "navigation_bar_1_trailing", "navigation_bar_1_width"]],
                appleBroke: [nil]),
    ]
}

// MARK: margins, guides, stacks, baselines, identifiers

extension LogCorpus {
    static let formCases: [LogCase] = [
        LogCase(name: "NSSpace between siblings inside margins of a zero-width view", text: iOS([
            "<NSLayoutConstraint:0x7fd6a1c3e2b0 UILabel:0x7fd6a1c3a7f0' '.leading == UIView:0x7fd6a1c38d20.leadingMargin>",
            "<NSLayoutConstraint:0x7fd6a1c3e300 H:[UILabel:0x7fd6a1c3a7f0' ']-(NSSpace(8))-[UIButton:0x7fd6a1c3b910'Show More']>",
            "<NSLayoutConstraint:0x7fd6a1c3e350 UIView:0x7fd6a1c38d20.trailingMargin == UIButton:0x7fd6a1c3b910'Show More'.trailing>",
            "<NSLayoutConstraint:0x7fd6a1c3e3a0 'UIView-Encapsulated-Layout-Width' H:[UIView:0x7fd6a1c38d20(0)]>",
        ], breaking: 1), minimalSets: [["button_show_more_leading", "UIView_Encapsulated_Layout_Width", "label_1_leading", "view_1_trailingMargin"]]),

        LogCase(name: "system spacing in a visual format", text: iOS([
            "<NSLayoutConstraint:0x600002b1e3f0 V:|-(0)-[UILabel:0x7fa9d3c0e210'Header']   (active, names: '|':UIView:0x7fa9d3c0c1b0 )>",
            "<NSLayoutConstraint:0x600002b1e440 V:[UILabel:0x7fa9d3c0e210'Header']-(NSLayoutAnchorConstraintSpace(8))-[UITextField:0x7fa9d3c0f580]   (active)>",
            "<NSLayoutConstraint:0x600002b1e490 V:[UITextField:0x7fa9d3c0f580(30)]   (active)>",
            "<NSLayoutConstraint:0x600002b1e4e0 V:[UITextField:0x7fa9d3c0f580]-(0)-|   (active, names: '|':UIView:0x7fa9d3c0c1b0 )>",
            "<NSLayoutConstraint:0x600002b1e530 UILabel:0x7fa9d3c0e210'Header'.height == 24   (active)>",
            "<NSLayoutConstraint:0x600002b1e580 'UIView-Encapsulated-Layout-Height' UIView:0x7fa9d3c0c1b0.height == 44   (active)>",
        ], breaking: 1), minimalSets: [["label_header_top", "text_field_1_height", "view_1_bottom", "label_header_height",
                                       "UIView_Encapsulated_Layout_Height", "text_field_1_top"]]),

        LogCase(name: "system baseline constraint against the safe area", text: iOS([
            "<_UISystemBaselineConstraint:0x6000013a5e00 UIView:0x7fc0e2d0a6b0.bottom <= UILayoutGuide:0x6000029c8a80'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
            "<NSLayoutConstraint:0x6000013a5e50 UIView:0x7fc0e2d0a6b0.height >= 44   (active)>",
            "<NSLayoutConstraint:0x6000013a5ea0 V:|-(0)-[UIView:0x7fc0e2d0a6b0]   (active, names: '|':UIView:0x7fc0e2d08f10 )>",
            "<NSLayoutConstraint:0x6000013a5ef0 'UIViewSafeAreaLayoutGuide-top' V:|-(0)-[UILayoutGuide:0x6000029c8a80'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x7fc0e2d08f10 )>",
            "<NSLayoutConstraint:0x6000013a5f40 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x6000029c8a80'UIViewSafeAreaLayoutGuide']-(0)-|   (active, names: '|':UIView:0x7fc0e2d08f10 )>",
            "<NSLayoutConstraint:0x6000013a5f90 'UIView-Encapsulated-Layout-Height' UIView:0x7fc0e2d08f10.height == 30   (active)>",
        ], breaking: 0), minimalSets: [["view_2_height", "view_2_top", "UIViewSafeAreaLayoutGuide_bottom",
                                       "UIView_Encapsulated_Layout_Height", "view_2_bottom"]]),

        LogCase(name: "margins guide with (LTR) and names", text: iOS([
            "<NSLayoutConstraint:0x600001f6c870 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x6000005b0b60'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7f8d61c0a4d0 )>",
            "<NSLayoutConstraint:0x600001f6c8c0 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x6000005b0b60'UIViewLayoutMarginsGuide']-(16)-|(LTR)   (active, names: '|':UIView:0x7f8d61c0a4d0 )>",
            "<NSLayoutConstraint:0x600001f6c910 UILabel:0x7f8d61c0c9e0'Subtitle'.leading == UILayoutGuide:0x6000005b0b60'UIViewLayoutMarginsGuide'.leading   (active)>",
            "<NSLayoutConstraint:0x600001f6c960 UILabel:0x7f8d61c0c9e0'Subtitle'.trailing == UILayoutGuide:0x6000005b0b60'UIViewLayoutMarginsGuide'.trailing   (active)>",
            "<NSLayoutConstraint:0x600001f6c9b0 UILabel:0x7f8d61c0c9e0'Subtitle'.width == 400   (active)>",
            "<NSLayoutConstraint:0x600001f6ca00 'UIView-Encapsulated-Layout-Width' UIView:0x7f8d61c0a4d0.width == 375   (active)>",
        ], breaking: 4), minimalSets: [["UIView_leftMargin_guide_constraint", "UIView_rightMargin_guide_constraint",
                                       "label_subtitle_leading", "label_subtitle_trailing", "UIView_Encapsulated_Layout_Width",
                                       "label_subtitle_width"]]),

        LogCase(name: "margins guide the log does not place", text: iOS([
            "<NSLayoutConstraint:0x6000036e0be0 UILabel:0x7fb7c3a0d820'Body'.leading == UILayoutGuide:0x600002d9c0e0'UIViewLayoutMarginsGuide'.leading   (active)>",
            "<NSLayoutConstraint:0x6000036e0c30 UILabel:0x7fb7c3a0d820'Body'.trailing == UILayoutGuide:0x600002d9c0e0'UIViewLayoutMarginsGuide'.trailing   (active)>",
            "<NSLayoutConstraint:0x6000036e0c80 UILabel:0x7fb7c3a0d820'Body'.width == 500   (active)>",
            "<NSLayoutConstraint:0x6000036e0cd0 UILabel:0x7fb7c3a0d820'Body'.width <= 300   (active)>",
        ], breaking: 3), minimalSets: [["label_body_width", "label_body_width_2"]]),

        LogCase(name: "leadingMargin with a constant and trailingMargin", text: iOS([
            "<NSLayoutConstraint:0x600000a8e7d0 UIButton:0x7fc9b0e0f2a0'Continue'.leading == UIView:0x7fc9b0e0c810.leadingMargin + 4   (active)>",
            "<NSLayoutConstraint:0x600000a8e820 UIView:0x7fc9b0e0c810.trailingMargin == UIButton:0x7fc9b0e0f2a0'Continue'.trailing   (active)>",
            "<NSLayoutConstraint:0x600000a8e870 UIButton:0x7fc9b0e0f2a0'Continue'.width == 320   (active)>",
            "<NSLayoutConstraint:0x600000a8e8c0 'UIView-Encapsulated-Layout-Width' UIView:0x7fc9b0e0c810.width == 320   (active)>",
        ], breaking: 2), minimalSets: [["button_continue_leading", "view_1_trailingMargin", "UIView_Encapsulated_Layout_Width",
                                       "button_continue_width"]]),

        LogCase(name: "top margin and centre within margins", text: iOS([
            "<NSLayoutConstraint:0x600003e1d4f0 UIImageView:0x7f86a2d0b7c0.centerY == UIView:0x7f86a2d09a50.centerYWithinMargins   (active)>",
            "<NSLayoutConstraint:0x600003e1d540 UIImageView:0x7f86a2d0b7c0.top == UIView:0x7f86a2d09a50.topMargin   (active)>",
            "<NSLayoutConstraint:0x600003e1d590 UIImageView:0x7f86a2d0b7c0.height == 60   (active)>",
            "<NSLayoutConstraint:0x600003e1d5e0 'UIView-Encapsulated-Layout-Height' UIView:0x7f86a2d09a50.height == 100   (active)>",
        ], breaking: 0), minimalSets: [["image_view_1_top", "image_view_1_height", "UIView_Encapsulated_Layout_Height",
                                       "image_view_1_centerY"]]),

        LogCase(name: "stack view: canvas connections, spacing, names in old form", text: iOS([
            "<NSLayoutConstraint:0x7fc1ab520360 H:[UIImageView:0x7fc1ab532650(240)]>",
            "<NSLayoutConstraint:0x7fc1ab536ef0 H:[UIImageView:0x7fc1ab537380(240)]>",
            "<NSLayoutConstraint:0x7fc1ab545cc0 UIView:0x7fc1ab53d870.trailingMargin == UIStackView:0x7fc1ab53dae0.trailing>",
            "<NSLayoutConstraint:0x7fc1ab545d10 UIStackView:0x7fc1ab53dae0.leading == UIView:0x7fc1ab53d870.leadingMargin>",
            "<NSLayoutConstraint:0x7fc1ab5167c0 'UISV-canvas-connection' UIStackView:0x7fc1ab53dae0.leading == UIImageView:0x7fc1ab532650.leading>",
            "<NSLayoutConstraint:0x7fc1ab54ad80 'UISV-canvas-connection' H:[UIImageView:0x7fc1ab537380]-(0)-|   (Names: '|':UIStackView:0x7fc1ab53dae0 )>",
            "<NSLayoutConstraint:0x7fc1ab54b110 'UISV-spacing' H:[UIImageView:0x7fc1ab532650]-(16)-[UIImageView:0x7fc1ab537380]>",
            "<NSLayoutConstraint:0x7fc1ab54c0f0 'UIView-Encapsulated-Layout-Width' H:[UIView:0x7fc1ab53d870(375)]>",
        ], breaking: 6), minimalSets: [["image_view_1_width", "image_view_2_width", "view_1_trailingMargin", "stack_view_1_leading",
                                       "UISV_canvas_connection", "UISV_canvas_connection_2", "UIView_Encapsulated_Layout_Width",
                                       "UISV_spacing"]]),

        LogCase(name: "stack alignment between two arranged buttons", text: iOS([
            "<NSLayoutConstraint:0x600002dc4fa0 'UISV-alignment' UIButton:0x7f9c51e0a6d0'Cancel'.top == UIButton:0x7f9c51e0a900'Save'.top   (active)>",
            "<NSLayoutConstraint:0x600002dc4ff0 'UISV-alignment' UIButton:0x7f9c51e0a6d0'Cancel'.bottom == UIButton:0x7f9c51e0a900'Save'.bottom   (active)>",
            "<NSLayoutConstraint:0x600002dc5040 UIButton:0x7f9c51e0a6d0'Cancel'.height == 44   (active)>",
            "<NSLayoutConstraint:0x600002dc5090 UIButton:0x7f9c51e0a900'Save'.height == 30   (active)>",
        ], breaking: 3), minimalSets: [["UISV_alignment", "UISV_alignment_2", "button_cancel_height", "button_save_height"]]),

        LogCase(name: "alignment spanner guide and spanning boundary", text: iOS([
            "<NSLayoutConstraint:0x6000034679d0 'UISV-spanning-boundary' _UILayoutSpacer:0x60000284c1e0'UISV-alignment-spanner'.top <= UIView:0x7fa6b3c0e5a0.top   (active)>",
            "<NSLayoutConstraint:0x600003467a20 'UISV-canvas-connection' UIStackView:0x7fa6b3c0c480.top == _UILayoutSpacer:0x60000284c1e0'UISV-alignment-spanner'.top   (active)>",
            "<NSLayoutConstraint:0x600003467a70 UIView:0x7fa6b3c0e5a0.top == UIStackView:0x7fa6b3c0c480.top - 12   (active)>",
        ], breaking: 2), minimalSets: [["UISV_spanning_boundary", "UISV_canvas_connection", "view_1_top"]]),

        LogCase(name: "baselines, old and new names", text: iOS([
            "<NSLayoutConstraint:0x600001b9c8c0 UILabel:0x7fd2e1c0b3f0'Name'.lastBaseline == UILabel:0x7fd2e1c0b620'Value'.lastBaseline   (active)>",
            "<NSLayoutConstraint:0x600001b9c910 UILabel:0x7fd2e1c0b3f0'Name'.top == UILabel:0x7fd2e1c0b620'Value'.top   (active)>",
            "<NSLayoutConstraint:0x600001b9c960 UILabel:0x7fd2e1c0b3f0'Name'.height == 20   (active)>",
            "<NSLayoutConstraint:0x600001b9c9b0 UILabel:0x7fd2e1c0b620'Value'.baseline == UILabel:0x7fd2e1c0b620'Value'.top + 30   (active)>",
        ], breaking: 0), minimalSets: [["label_name_top", "label_name_height", "label_value_lastBaseline", "label_name_lastBaseline"]]),

        LogCase(name: "first baseline against the last", text: iOS([
            "<NSLayoutConstraint:0x600002f0e3c0 UILabel:0x7fb3a0c0d1e0'Detail'.firstBaseline == UILabel:0x7fb3a0c0cf90'Headline'.lastBaseline + 20   (active)>",
            "<NSLayoutConstraint:0x600002f0e410 UILabel:0x7fb3a0c0d1e0'Detail'.top == UILabel:0x7fb3a0c0cf90'Headline'.bottom   (active)>",
            "<NSLayoutConstraint:0x600002f0e460 UILabel:0x7fb3a0c0d1e0'Detail'.height == 10   (active)>",
        // alsh knows neither label's font: without a baseline the first is the top edge, so
        // Detail's first baseline is Headline's bottom, not 20 below it, whatever its height.
        ], breaking: 1), minimalSets: [["label_detail_firstBaseline", "label_detail_top"]]),

        LogCase(name: "identifiers in quotes", text: iOS([
            "<NSLayoutConstraint:0x600000e8d0a0 'avatar-size' UIImageView:0x7f94d1e0a2b0.width == 64   (active)>",
            "<NSLayoutConstraint:0x600000e8d0f0 'avatar-square' UIImageView:0x7f94d1e0a2b0.height == UIImageView:0x7f94d1e0a2b0.width   (active)>",
            "<NSLayoutConstraint:0x600000e8d140 'avatar height' UIImageView:0x7f94d1e0a2b0.height == 48   (active)>",
        ], breaking: 2), minimalSets: [["avatar_size", "avatar_square", "avatar_height"]], appleBroke: ["avatar_height"]),

        LogCase(name: "same identifier twice", text: iOS([
            "<NSLayoutConstraint:0x6000021e8aa0 'row-gap' V:[UILabel:0x7fa0b1c0e7e0'One']-(12)-[UILabel:0x7fa0b1c0ea10'Two']   (active)>",
            "<NSLayoutConstraint:0x6000021e8af0 'row-gap' V:[UILabel:0x7fa0b1c0ea10'Two']-(12)-[UILabel:0x7fa0b1c0ec40'Three']   (active)>",
            "<NSLayoutConstraint:0x6000021e8b40 UILabel:0x7fa0b1c0ec40'Three'.top == UILabel:0x7fa0b1c0e7e0'One'.top + 20   (active)>",
            "<NSLayoutConstraint:0x6000021e8b90 UILabel:0x7fa0b1c0ea10'Two'.height == 17   (active)>",
        ], breaking: 2), minimalSets: [["row_gap", "label_three_top", "row_gap_2"]]),
    ]
}

// MARK: autoresizing masks, content sizes, encapsulation, private constraint classes

extension LogCorpus {
    static let systemCases: [LogCase] = [
        LogCase(name: "autoresizing height against a stack inside", text: iOS([
            "<NSAutoresizingMaskLayoutConstraint:0x600002a47610 h=--& v=--& UIView:0x7facf0e126b0.height == 300   (active)>",
            "<NSLayoutConstraint:0x600002a785a0 V:[UIStackView:0x7facf0e12890]-(10)-|   (active, names: '|':UIView:0x7facf0e126b0 )>",
            "<NSLayoutConstraint:0x600002a79180 V:|-(10)-[UIStackView:0x7facf0e12890]   (active, names: '|':UIView:0x7facf0e126b0 )>",
            "<NSLayoutConstraint:0x600002a79a40 UIStackView:0x7facf0e12890.height == 290   (active)>",
        ], breaking: 3), minimalSets: [["view_1_autoresizing_height", "view_1_bottom", "stack_view_1_top", "stack_view_1_height"]]),

        LogCase(name: "autoresizing width zero with minX named by the window", text: iOS([
            "<NSAutoresizingMaskLayoutConstraint:0x6000039f0a50 h=--& v=--& UIButton:0x7f97c8d0e3a0'Save'.minX == 0   (active, names: '|':UIWindow:0x7f97c8c06df0 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x6000039f0aa0 h=--& v=--& UIButton:0x7f97c8d0e3a0'Save'.width == 0   (active)>",
            "<NSLayoutConstraint:0x6000039f0af0 UIButton:0x7f97c8d0e3a0'Save'.width >= 60   (active)>",
        ], breaking: 2), minimalSets: [["button_save_autoresizing_width", "button_save_width"]]),

        LogCase(name: "flexible margins: midX from the superview's origin", text: iOS([
            "<NSAutoresizingMaskLayoutConstraint:0x600000f4e2d0 h=-&- v=--& UIView:0x7fd9a0c0a780.midX == 160   (active, names: '|':UIWindow:0x7fd9a0c05e10 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x600000f4e320 h=-&- v=--& UIView:0x7fd9a0c0a780.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000f4e370 UIView:0x7fd9a0c0a780.leading == UIWindow:0x7fd9a0c05e10.leading + 20   (active)>",
        ], breaking: 2), minimalSets: [["view_1_autoresizing_midX", "view_1_autoresizing_width", "view_1_leading"]]),

        // iOS 17 (whackylabs.com, "Grandpa's guide to autoresizingMask", 2023): a view with both
        // margins flexible logs minX as a proportion of its superview's width.
        LogCase(name: "both margins flexible: minX as a share of the superview's width", text: iOS([
            "<NSAutoresizingMaskLayoutConstraint:0x600003e0de00 h=&-& v=&-& UIView:0x13db08780.minX == 0.500507*UIView:0x13d908cf0.width - 32.0324   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x600003e0ddb0 h=--& v=--& UIView:0x13db08900.minX == 0   (active, names: '|':UIView:0x13d908cf0 )>",
            "<NSLayoutConstraint:0x600003e11630 UIView:0x13db08900.leading == UIView:0x13db08780.leading   (active)>",
            "<NSLayoutConstraint:0x600003e0d950 'UIView-Encapsulated-Layout-Width' UIView:0x13d908cf0.width == 393   (active)>",
        ], breaking: 2), minimalSets: [["view_2_autoresizing_minX", "view_3_autoresizing_minX", "view_3_leading",
                                        "UIView_Encapsulated_Layout_Width"]]),

        LogCase(name: "content size with required compression resistance", text: iOS([
            "<NSContentSizeLayoutConstraint:0x6000017ac1e0 UILabel:0x7fa3b2c0d990'Long title'.width == 240 Hug:250 CompressionResistance:1000   (active)>",
            "<NSLayoutConstraint:0x6000017ac230 H:[UILabel:0x7fa3b2c0d990'Long title'(<=200)]   (active)>",
        ], breaking: 1), minimalSets: [["resist:label_long_title.width", "label_long_title_width"]]),

        LogCase(name: "old content size form", text: iOS([
            "<NSContentSizeLayoutConstraint:0x7fe5a2e1c6b0 V:[UIButton:0x7fe5a2e19b40'Go'(46)] Hug:1000 CompressionResistance:750>",
            "<NSLayoutConstraint:0x7fe5a2e1c700 V:[UIButton:0x7fe5a2e19b40'Go'(>=60)]>",
        ], breaking: 1), minimalSets: [["hug:button_go.height", "button_go_height"]]),

        LogCase(name: "table cell content height against its encapsulated height", text: iOS([
            "<NSLayoutConstraint:0x6000026a5c20 V:|-(12)-[UILabel:0x7f8b61d0f3e0'Price']   (active, names: '|':UITableViewCellContentView:0x7f8b61d0e9a0 )>",
            "<NSLayoutConstraint:0x6000026a5c70 V:[UILabel:0x7f8b61d0f3e0'Price']-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f8b61d0e9a0 )>",
            "<NSLayoutConstraint:0x6000026a5cc0 UILabel:0x7f8b61d0f3e0'Price'.height == 30   (active)>",
            "<NSLayoutConstraint:0x6000026a5d10 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f8b61d0e9a0.height == 43.5   (active)>",
        ], breaking: 2), minimalSets: [["label_price_top", "table_view_cell_content_1_bottom", "UIView_Encapsulated_Layout_Height",
                                       "label_price_height"]]),

        LogCase(name: "temporary layout width of zero", text: iOS([
            "<NSLayoutConstraint:0x6000031ec4b0 H:|-(15)-[UILabel:0x7fd1c2e0a0f0'Note']   (active, names: '|':UITableViewCellContentView:0x7fd1c2e09d70 )>",
            "<NSLayoutConstraint:0x6000031ec500 H:[UILabel:0x7fd1c2e0a0f0'Note']-(15)-|   (active, names: '|':UITableViewCellContentView:0x7fd1c2e09d70 )>",
            "<_UITemporaryLayoutWidth:0x6000031ec550 UITableViewCellContentView:0x7fd1c2e09d70.width == 0   (active)>",
        ], breaking: 1), minimalSets: [["label_note_leading", "table_view_cell_content_1_trailing", "table_view_cell_content_1_temporary_width"]]),

        LogCase(name: "encapsulated width of zero, old names form, negative constant", text: iOS([
            "<NSLayoutConstraint:0x60800029e870 H:|-(4)-[UIStackView:0x7fbcc643ac60]   (active, names: '|':Reader.SearchBar:0x7fbcc64374b0 )>",
            "<NSLayoutConstraint:0x60800029e8c0 UIStackView:0x7fbcc643ac60.trailing == Reader.SearchBar:0x7fbcc64374b0.trailing - 10   (active)>",
            "<NSLayoutConstraint:0x60800029f360 'UIView-Encapsulated-Layout-Width' Reader.SearchBar:0x7fbcc64374b0.width == 0   (active)>",
        ], breaking: 1), minimalSets: [["stack_view_1_leading", "UIView_Encapsulated_Layout_Width", "stack_view_1_trailing"]]),

        LogCase(name: "SnapKit constraint class with a source location", text: iOS([
            "<SnapKit.LayoutConstraint:0x600003c4b2a0@ProfileView.swift#42 UIView:0x7fa1e3d0b6c0.height == 0.0   (active)>",
            "<NSLayoutConstraint:0x600001e5c5f0 UIView:0x7fa1e3d0b6c0.top == Reader.ProfileView:0x7fa1e3d0a280.top   (active)>",
            "<NSLayoutConstraint:0x600001e5c640 UIView:0x7fa1e3d0b6c0.bottom == Reader.ProfileView:0x7fa1e3d0a280.bottom   (active)>",
            "<NSLayoutConstraint:0x600001e5c690 'UIView-Encapsulated-Layout-Height' Reader.ProfileView:0x7fa1e3d0a280.height == 667   (active)>",
        ], breaking: 0), minimalSets: [["view_1_top", "view_1_bottom", "UIView_Encapsulated_Layout_Height", "view_1_height"]]),

        LogCase(name: "old top layout guide with a negative spacing", text: iOS([
            "<_UILayoutSupportConstraint:0x6100000960d0 _UILayoutGuide:0x7fa16b406020.height == 0   (active)>",
            "<_UILayoutSupportConstraint:0x610000092700 V:|-(0)-[_UILayoutGuide:0x7fa16b406020]   (active, names: '|':UIView:0x7fa16b60e4d0 )>",
            "<NSLayoutConstraint:0x610000095c20 V:[_UILayoutGuide:0x7fa16b406020]-(-20)-[UINavigationBar:0x7fa16b607d40]   (active)>",
            "<NSLayoutConstraint:0x610000095c70 V:|-(0)-[UINavigationBar:0x7fa16b607d40]   (active, names: '|':UIView:0x7fa16b60e4d0 )>",
        ], breaking: 2), minimalSets: [["guide_1_height", "guide_1_top", "navigation_bar_1_top", "navigation_bar_1_top_2"]]),

        LogCase(name: "safe area with leading and trailing from the log", text: iOS([
            "<NSLayoutConstraint:0x600000b7e0a0 'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[UILayoutGuide:0x6000026d4000'UIViewSafeAreaLayoutGuide'](LTR)   (active, names: '|':UIView:0x7fe8d0c0b9a0 )>",
            "<NSLayoutConstraint:0x600000b7e0f0 'UIViewSafeAreaLayoutGuide-right' H:[UILayoutGuide:0x6000026d4000'UIViewSafeAreaLayoutGuide']-(0)-|(LTR)   (active, names: '|':UIView:0x7fe8d0c0b9a0 )>",
            "<NSLayoutConstraint:0x600000b7e140 UIButton:0x7fe8d0c0e3f0'Buy'.leading == UILayoutGuide:0x6000026d4000'UIViewSafeAreaLayoutGuide'.leading + 24   (active)>",
            "<NSLayoutConstraint:0x600000b7e190 UILayoutGuide:0x6000026d4000'UIViewSafeAreaLayoutGuide'.trailing == UIButton:0x7fe8d0c0e3f0'Buy'.trailing + 24   (active)>",
            "<NSLayoutConstraint:0x600000b7e1e0 UIButton:0x7fe8d0c0e3f0'Buy'.width == 400   (active)>",
            "<NSLayoutConstraint:0x600000b7e230 'UIView-Encapsulated-Layout-Width' UIView:0x7fe8d0c0b9a0.width == 390   (active)>",
        ], breaking: 4), minimalSets: [["UIViewSafeAreaLayoutGuide_left", "UIViewSafeAreaLayoutGuide_right", "button_buy_leading",
                                       "safe_area_trailing", "UIView_Encapsulated_Layout_Width", "button_buy_width"]]),

        LogCase(name: "IB prototyping constraint with a long identifier", text: iOS([
            "<NSIBPrototypingLayoutConstraint:0x600002d1a3a0 'IB auto generated at build time for view with fixed frame' UIImageView:0x7fb9e1c0d2b0.height == 128   (active)>",
            "<NSLayoutConstraint:0x600002d1a3f0 UIImageView:0x7fb9e1c0d2b0.height == UIImageView:0x7fb9e1c0d2b0.width   (active)>",
            "<NSLayoutConstraint:0x600002d1a440 UIImageView:0x7fb9e1c0d2b0.width == 96   (active)>",
        ], breaking: 1), minimalSets: [["IB_auto_generated_at_build_time_for_view", "image_view_1_width", "image_view_1_height"]]),
    ]
}

// MARK: whole-log shapes: macOS, several blocks, syslog, damaged lines

extension LogCorpus {
    static let shapeCases: [LogCase] = [
        LogCase(name: "macOS block", text: macOS([
            "<NSLayoutConstraint:0x600000c5f4d0 H:|-(20)-[NSTextField:0x7f8a4c51b0e0]   (active, names: '|':NSView:0x7f8a4c5195a0 )>",
            "<NSLayoutConstraint:0x600000c5f520 H:[NSTextField:0x7f8a4c51b0e0(500)]   (active)>",
            "<NSLayoutConstraint:0x600000c5f570 H:[NSTextField:0x7f8a4c51b0e0]-(20)-|   (active, names: '|':NSView:0x7f8a4c5195a0 )>",
            "<NSLayoutConstraint:0x600000c5f5c0 'NSView-Encapsulated-Layout-Width' NSView:0x7f8a4c5195a0.width == 480   (active)>",
        ], breaking: 1), minimalSets: [["text_field_1_leading", "view_1_trailing", "NSView_Encapsulated_Layout_Width", "text_field_1_width"]],
                appleBroke: ["text_field_1_width"]),

        LogCase(name: "macOS window size against a split view", text: macOS([
            "<NSLayoutConstraint:0x6000021c8aa0 NSSplitView:0x7fb2d1e0c5a0.width >= 900   (active)>",
            "<NSLayoutConstraint:0x6000021c8af0 H:|-(0)-[NSSplitView:0x7fb2d1e0c5a0]   (active, names: '|':NSView:0x7fb2d1e0a1b0 )>",
            "<NSLayoutConstraint:0x6000021c8b40 H:[NSSplitView:0x7fb2d1e0c5a0]-(0)-|   (active, names: '|':NSView:0x7fb2d1e0a1b0 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x6000021c8b90 h=-&- v=-&- NSView:0x7fb2d1e0a1b0.width == 800   (active)>",
        ], breaking: 0), minimalSets: [["split_view_1_leading", "view_1_trailing", "view_1_autoresizing_width", "split_view_1_width"]]),

        LogCase(name: "two blocks sharing a view", text: iOS([
            "<NSLayoutConstraint:0x600003b0a0f0 UIView:0x7fe3c1a0d5c0.width == 100   (active)>",
            "<NSLayoutConstraint:0x600003b0a140 UIView:0x7fe3c1a0d5c0.width == 120   (active)>",
        ], breaking: 1) + "\n" + iOS([
            "<NSLayoutConstraint:0x600003b0a190 UIView:0x7fe3c1a0d5c0.height == 10   (active)>",
            "<NSLayoutConstraint:0x600003b0a1e0 UIView:0x7fe3c1a0d5c0.height == 20   (active)>",
            "<NSLayoutConstraint:0x600003b0a0f0 UIView:0x7fe3c1a0d5c0.width == 100   (active)>",
        ], breaking: 0, stamp: "2024-05-02 10:41:09.001271+0200 Reader[4411:180233]"),
                minimalSets: [["view_1_width", "view_1_width_2"], ["view_1_height", "view_1_height_2"]],
                appleBroke: ["view_1_width_2", "view_1_height_2"]),

        LogCase(name: "syslog with tabs and no quotes in the footer", text: """
            Mar  4 18:25:38 studio Notes[10567]: Unable to simultaneously satisfy constraints.
            \t\tProbably at least one of the constraints in the following list is one you don't want. 
            \t\tTry this: 
            \t\t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(
            \t    "<NSLayoutConstraint:0x7fd94cca9b10 UILabel:0x7fd94ccacfa0'Recent'.leading == UIView:0x7fd94ccb3030.leadingMargin>",
            \t    "<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0'Recent']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'See All']>",
            \t    "<NSLayoutConstraint:0x7fd94ccb1040 UIView:0x7fd94ccb3030.trailingMargin == UIButton:0x7fd94ccb1800'See All'.trailing>",
            \t    "<NSLayoutConstraint:0x7fd94ccb1090 UILabel:0x7fd94ccacfa0'Recent'.width == 200>",
            \t    "<NSLayoutConstraint:0x7fd94ccb86e0 'UIView-Encapsulated-Layout-Width' H:[UIView:0x7fd94ccb3030(200)]>"
            \t)
            \t
            \tWill attempt to recover by breaking constraint 
            \t<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0'Recent']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'See All']>
            \t
            \tMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            \tThe methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            """, minimalSets: [["view_1_trailingMargin", "UIView_Encapsulated_Layout_Width", "label_recent_leading", "label_recent_width", "button_see_all_leading"]],
                appleBroke: ["button_see_all_leading"]),

        LogCase(name: "old one-line header with the autoresizing note", text: """
            2015-09-23 10:45:54.906 Timer[65679:10036388] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSLayoutConstraint:0x7fcd82c27260 H:[UILabel:0x7fcd82d3b520'Laps'(90)]>",
                "<NSLayoutConstraint:0x7fcd82c257e0 H:|-(40)-[UILabel:0x7fcd82d3b520'Laps']   (Names: '|':UIView:0x7fcd82c294a0 )>",
                "<NSLayoutConstraint:0x7fcd82c25830 H:[UILabel:0x7fcd82d3b520'Laps']-(40)-|   (Names: '|':UIView:0x7fcd82c294a0 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x7fcd82c7bd10 h=--& v=--& H:[UIView:0x7fcd82c294a0(160)]>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x7fcd82c27260 H:[UILabel:0x7fcd82d3b520'Laps'(90)]>
            """, minimalSets: [["label_laps_leading", "view_1_trailing", "view_1_autoresizing_width", "label_laps_width"]],
                appleBroke: ["label_laps_width"]),

        LogCase(name: "a damaged line is reported and skipped", text: iOS([
            "<NSLayoutConstraint:0x6000024e1b80 UIView:0x7f9d0a50c2e0.wibble == 20   (active)>",
            "<NSLayoutConstraint:0x6000024e1bd0 UIView:0x7f9d0a50c2e0.width == 10   (active)>",
            "<NSLayoutConstraint:0x6000024e1c20 UIView:0x7f9d0a50c2e0.width >= 30   (active)>",
        ], breaking: 2), minimalSets: [["view_1_width", "view_1_width_2"]], problemLines: [7]),

        LogCase(name: "stray lines and a redacted constraint", text: """
            2024-07-01 08:00:12.000000+0000 Reader[51:7] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<private>",
                "<NSLayoutConstraint:0x600002c1f6b0 UIView:0x7fa1d0e0b7c0.height == 44   (active)>",
                "<NSLayoutConstraint:0x600002c1f700 UIView:0x7fa1d0e0b7c0.height == 50   (active)>"
            )
            Reader.FeedController viewDidLayoutSubviews
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600002c1f700 UIView:0x7fa1d0e0b7c0.height == 50   (active)>
            """, minimalSets: [["view_1_height", "view_1_height_2"]], appleBroke: ["view_1_height_2"], problemLines: [3, 7]),

        LogCase(name: "an inactive constraint takes no part", text: iOS([
            "<NSLayoutConstraint:0x600001d0c3c0 UILabel:0x7fbd52c0e2a0'Count'.width == 40   (active)>",
            "<NSLayoutConstraint:0x600001d0c410 UILabel:0x7fbd52c0e2a0'Count'.width == 80   (inactive)>",
            "<NSLayoutConstraint:0x600001d0c460 UILabel:0x7fbd52c0e2a0'Count'.width >= 50   (active)>",
        ], breaking: 2), minimalSets: [["label_count_width", "label_count_width_3"]]),

        LogCase(name: "a title holding a quote and a dot", text: iOS([
            "<NSLayoutConstraint:0x6000033f8a10 UILabel:0x7fc2a1d0e5b0'Don't stop. Ever'.height == 20   (active)>",
            "<NSLayoutConstraint:0x6000033f8a60 UILabel:0x7fc2a1d0e5b0'Don't stop. Ever'.height == 22   (active)>",
        ], breaking: 1), minimalSets: [["label_don_t_stop_ever_height", "label_don_t_stop_ever_height_2"]]),

        LogCase(name: "module-qualified views in a custom container", text: iOS([
            "<NSLayoutConstraint:0x6000012f0e60 Reader.AvatarView:0x7fa4e0d0b530.width == 48   (active)>",
            "<NSLayoutConstraint:0x6000012f0eb0 H:|-(16)-[Reader.AvatarView:0x7fa4e0d0b530]   (active, names: '|':Reader.CardView:0x7fa4e0d0a1c0 )>",
            "<NSLayoutConstraint:0x6000012f0f00 H:[Reader.AvatarView:0x7fa4e0d0b530]-(16)-|   (active, names: '|':Reader.CardView:0x7fa4e0d0a1c0 )>",
            "<NSLayoutConstraint:0x6000012f0f50 Reader.CardView:0x7fa4e0d0a1c0.width == 100   (active)>",
        ], breaking: 0), minimalSets: [["avatar_view_1_leading", "card_view_1_trailing", "card_view_1_width", "avatar_view_1_width"]]),
    ]
}
