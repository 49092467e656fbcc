import AutoLayout
import Messages

/// The two levels of help: a one-line table of commands, and one command in detail.
enum HelpText {
    static func table(in language: Language = .en) -> String {
        let words = HelpPages.words(in: language)
        let width = CommandTable.all.map(\.name.count).max() ?? 0
        var lines = [words.tableTitle]
        for spec in CommandTable.all {
            let summary = HelpPages.page(for: spec.name, in: language)?.summary ?? spec.summary
            lines.append("  " + spec.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary)
        }
        lines.append("")
        lines.append(words.tableFooter)
        return lines.joined(separator: "\n")
    }

    static func details(_ spec: CommandSpec, in language: Language = .en) -> String {
        let words = HelpPages.words(in: language)
        let page = HelpPages.page(for: spec.name, in: language)
            ?? HelpPage(summary: spec.summary, discussion: spec.discussion)
        var text = words.usage + spec.synopsis + "\n"
        if !spec.aliases.isEmpty { text += words.aliases + spec.aliases.joined(separator: ", ") + "\n" }
        text += "\n\(page.summary)\n\n\(page.discussion)"
        return text
    }

    static let constraintLanguage = """
    A line that is not a command adds constraints. Each gets an id (c1, c2, …) unless
    the line starts with a label ('email_top: …'); a VFL line makes a group (g1, …).

    formula:  item.attr relation [multiplier *] item.attr [+ constant] [@priority]
      email.leading = root.leading + 20
      logo.width = 2 * logo.height
      email.top >= root.top + 20 @750
      label.width <= 300 @high
      a.width + b.width = root.width - 40
    relations: = == <= >=    priorities: 1…1000, required, high (750), low (250), fittingSize (50)
    attributes: left right top bottom leading trailing width height centerX centerY
      firstBaseline lastBaseline leftMargin rightMargin topMargin bottomMargin
      leadingMargin trailingMargin centerXWithinMargins centerYWithinMargins
      (center.x, center.y; NAME.superview names the superview)

    visual format (H: unless V: says otherwise):
      H:|-[email]-|                       standard space: margin at the edge, 8 between views
      V:|-[email]-[confirm]-[register]
      [button1]-12-[button2]
      H:|-pad-[a(>=70,<=100@750)]-(>=8)-[b(==a)]|
      V:[a]-[b] alignAllLeading

    Swift, as pasted from code (read as the formula it means; 'view' is root):
      a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
      a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
      NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, …)  (all seven labels)
      let a = UILabel(); lazy var b: UIStackView = { … }(); view.addSubview(a)  (a whole view controller pastes)
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])

    Objective-C, as a book prints it (a statement spread over lines is read once its
    brackets close and it ends in ';'; addSubview: declares the view; 'self.', '_' and
    'self.view' as in Swift; code that makes no layout is passed over):
      [NSLayoutConstraint constraintWithItem:self.a attribute:NSLayoutAttributeTop
          relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop
          multiplier:1.0f constant:20.0f];
      NSString *const kH = @"H:|-[_a]-|";
      [NSLayoutConstraint constraintsWithVisualFormat:kH options:0 metrics:nil
          views:NSDictionaryOfVariableBindings(_a)];
      [a.leadingAnchor constraintEqualToAnchor:b.leadingAnchor constant:8].active = YES;
      @"V:|-[_a]"

    Masonry and SnapKit, as the libraries make the constraints (the view stops
    translating its mask; update changes a matching constant, remake replaces):
      [a mas_makeConstraints:^(MASConstraintMaker *make) {
          make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(8, 16, 8, 16));
      }];
      a.snp.makeConstraints { make in make.top.equalTo(b.snp.bottom).offset(8) }
    """
}
