import AutoLayout

// Simplified Chinese help pages, keyed by command name. Terms follow Apple's Chinese
// documentation (约束, 优先级, 歧义, 视图, 布局参考线, 安全区域) and the shared glossary the
// message catalogue uses; examples are the English pages' lines.

extension HelpPages {
    static let chineseWords = HelpWords(
        tableTitle: "命令（help COMMAND 查看某个命令的详细说明）：",
        tableFooter: """
        其他任何一行都是约束：'help constraint' 介绍约束的写法
          a.left = b.left + 8 @750     H:|-[a]-[b]-|     top: a.top >= root.top + 20
        """,
        usage: "用法：",
        aliases: "别名：",
        constraintLanguage: """
        不是命令的行会添加约束。每条约束获得一个 id（c1、c2、…），除非该行以标签开头
        （'email_top: …'）；一行 VFL 构成一个组（g1、…）。

        公式：  item.attr 关系 [乘数 *] item.attr [+ 常量] [@优先级]
          email.leading = root.leading + 20
          logo.width = 2 * logo.height
          email.top >= root.top + 20 @750
          label.width <= 300 @high
          a.width + b.width = root.width - 40
        关系：= == <= >=    优先级：1…1000、required、high (750)、low (250)、fittingSize (50)
        属性：left right top bottom leading trailing width height centerX centerY
          firstBaseline lastBaseline leftMargin rightMargin topMargin bottomMargin
          leadingMargin trailingMargin centerXWithinMargins centerYWithinMargins
          （center.x、center.y；NAME.superview 表示父视图）

        可视化格式（默认 H:，写 V: 时为竖直方向）：
          H:|-[email]-|                       标准间距：到边缘为边距（margin），视图之间 8
          V:|-[email]-[confirm]-[register]
          [button1]-12-[button2]
          H:|-pad-[a(>=70,<=100@750)]-(>=8)-[b(==a)]|
          V:[a]-[b] alignAllLeading

        从代码中粘贴的 Swift（按其含义读作公式；'view' 即 root）：
          a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true
          a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
          a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
          b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
          NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, …)  （七个参数标签齐全）
          let a = UILabel(); lazy var b: UIStackView = { … }(); view.addSubview(a)  （也可以粘贴整个视图控制器）
          NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])

        Objective-C，按书中印刷的样子粘贴（跨多行的语句在括号闭合并以 ';' 结尾后读取；
        addSubview: 声明视图；'self.'、'_' 和 'self.view' 与 Swift 相同；不产生布局的代码被跳过）：
          [NSLayoutConstraint constraintWithItem:self.a attribute:NSLayoutAttributeTop
              relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop
              multiplier:1.0f constant:20.0f];
          NSString *const kH = @"H:|-[_a]-|";
          [NSLayoutConstraint constraintsWithVisualFormat:kH options:0 metrics:nil
              views:NSDictionaryOfVariableBindings(_a)];
          [a.leadingAnchor constraintEqualToAnchor:b.leadingAnchor constant:8].active = YES;
          @"V:|-[_a]"

        Masonry 与 SnapKit，按这两个库创建约束的方式读取（视图不再把自动调整掩码转换为约束；
        update 修改匹配约束的常量，remake 全部替换）：
          [a mas_makeConstraints:^(MASConstraintMaker *make) {
              make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(8, 16, 8, 16));
          }];
          a.snp.makeConstraints { make in make.top.equalTo(b.snp.bottom).offset(8) }
        """
    )

    static let chinese: [String: HelpPage] = [
        "view": HelpPage(
            summary: "声明视图（默认是 root 的子视图，可用 'in' 指定其他父视图）",
            discussion: """
            声明一个或多个视图，逗号可写可不写。除非 'in SUPERVIEW' 指定了其他父视图，
            它们都是 root 的子视图。这样创建的视图只由约束布局
            （translatesAutoresizingMaskIntoConstraints = NO）。

            使用 'frame X Y WIDTH HEIGHT' 时只创建一个视图，其自动调整大小掩码
            （autoresizing mask）会转换为约束
            （translatesAutoresizingMaskIntoConstraints = YES）：此时它的 frame 是必需的，冲突中这些约束名为 'autoresizing:NAME.minX' 等。
            掩码默认为空（边距和大小固定，日志中记为 h=--& v=--&），除非 'mask' 给出
            UIKit 的可伸缩部分（'help mask'）：这些部分随父视图的大小变化。

              view email confirm register
              view avatar in header
              view box frame 10 10 100 50
              view banner frame 0 0 375 44 mask flexibleWidth
            """),
        "move": HelpPage(
            summary: "把视图变为另一个视图的子视图，如同 addSubview: 移动它",
            discussion: """
            该视图连同其子视图和布局参考线移到 SUPERVIEW 子视图列表的末尾。它的约束
            保持不变；之后它的 frame 相对新的父视图读取。当调试器输出显示某个视图所在的
            父视图与 alsh 根据冲突日志推测的不同时，'import' 会使用此命令。对堆栈视图
            排列的视图、将自动调整掩码转换为约束的视图，以及移入自身子视图的操作，
            此命令会拒绝执行。

              move label in card
            """),
        "root": HelpPage(
            summary: "调整 root（屏幕）的大小，初始为 375x667 @2x",
            discussion: """
            调整 root 的大小，root 始终位于 (0, 0)。求解器是增量编辑而不是重建的，
            因此只有跟随屏幕的 frame 会移动。'@3x' 表示屏幕每点有几个像素（初始为 2；
            只给尺寸时保持不变）：在 3x 屏幕上，UIKit 给表格单元格内容视图左右各 20 点的
            边距（见 'class'）。

              root 320x568
              root 768 1024
              root 393x852 @3x
            """),
        "rotate": HelpPage(
            summary: "交换 root 的宽和高（竖屏 ⇄ 横屏）",
            discussion: """
            旋转设备：root 的宽和高互换，就像手机从竖屏转为横屏。

              rotate
            """),
        "intrinsic": HelpPage(
            summary: "设置视图的固有内容大小（-1：该方向没有）",
            discussion: """
            给视图一个其内容所需的大小，就像标签或按钮那样。随后 Apple 在每个方向上添加
            'width <= WIDTH'，优先级为内容拥抱优先级（content hugging，默认 250，
            可用 'hug' 修改），以及 'width >= WIDTH'，优先级为抗压缩优先级
            （compression resistance，默认 750，可用 'resist' 修改）。-1 表示该方向
            没有固有大小。

              intrinsic label 120 20
              intrinsic spacer -1 8
            """),
        "hug": HelpPage(
            summary: "设置视图在一个方向上的内容拥抱优先级（初始为 250）",
            discussion: """
            视图在该方向上抵抗被拉伸到超过固有大小的程度。
            只有在 'intrinsic' 给了它大小之后才起作用。

              hug label h 251
            """),
        "resist": HelpPage(
            summary: "设置视图在一个方向上的抗压缩优先级（初始为 750）",
            discussion: """
            视图在该方向上抵抗被压缩到小于固有大小的程度。
            只有在 'intrinsic' 给了它大小之后才起作用。

              resist label v 749
            """),
        "margins": HelpPage(
            summary: "设置视图的布局边距（UIKit 默认 8，root 左右为 16 或 20）",
            discussion: """
            leftMargin、topMargin、leadingMargin …、centerXWithinMargins 以及
            NAME.margins 参考线都以这些边距为准。一个数字同时设置四边。
            UIKit 的边距：四边都是 8；堆栈视图为 0；root（视图控制器的视图）上下为 0，
            左右为 16，root 的短边达到 414 点时（iPhone Plus 或 Max、iPad）为 20，且给定的
            数字不能小于这些值（'margins root minimum N|auto' 设置这个最小值：没有设备的
            文档为 16）；表格单元格的内容视图上下为 11（见 'class'），表格单元格及其内容视图
            的左右边距是表格给单元格的边距（'margins root cells N|auto' 设置它：iOS 8 至 13
            在宽度不足 414 点的 2x iPhone 上为 15；第二个数字 V 设置内容视图的上下边距：
            iOS 26 为 15，省略时为 11）。视图的安全区域向内收缩时，边距从安全区域算起
            （insetsLayoutMarginsFromSafeArea：'fromsafearea off' 改为从 frame 算起）；
            'preserve' 使其跟随父视图的边距。'default' 恢复 UIKit 的默认值。

              margins root 16 20 16 20
              margins card 12
              margins card default
              margins header fromsafearea off
              margins root minimum 16
              margins root cells 15
              margins root cells auto 15
            """),
        "baseline": HelpPage(
            summary: "把视图的基线放在其顶部以下 OFFSET 处（初始没有基线）",
            discussion: """
            firstBaseline 和 lastBaseline 的位置，从视图顶部向下量。
            不设置（也没有 'font'）时视图没有基线，UIKit 用它的顶边代替 firstBaseline，
            用底边代替 lastBaseline。

              baseline label 14
            """),
        "font": HelpPage(
            summary: "设置视图文本的系统字体：基线随字体度量放置",
            discussion: """
            按 San Francisco 字体在 SIZE 点（或文本样式的字号：largeTitle 34、title1 28、
            title2 22、title3 20、headline 和 body 17、callout 16、subheadline 15、
            footnote 13、caption1 12、caption2 11）下的度量放置 firstBaseline 和
            lastBaseline。标签的第一条基线在顶部下方一个上伸部高度处（字号的 0.952
            倍），最后一条在底部上方一个下伸部高度处（字号的 0.241 倍），不论显示几行；
            UIButton 和 UITextField（见 'class'）让文本垂直居中，所以它们的基线在中心
            下方，距离为上伸部减去半个行高（行高是字号的 1.193 倍）。
            'none' 让视图没有基线（UIKit 用它的顶边和底边代替）；'baseline' 则给出固定偏移。
            旧会话在字号后写的 'lines N' 仍可读入，但不再起作用。

              font title 34
              font name body
              font notes 15
            """),
        "metric": HelpPage(
            summary: "为后续的 VFL 行（以及优先级）给数字命名",
            discussion: """
            度量值就是 Apple 的 'metrics:' 字典中的内容。已经添加的行保持创建时的值。

              metric pad = 20
              H:|-pad-[email]-pad-|
            """),
        "guide": HelpPage(
            summary: "声明归 root 或 VIEW 所有的布局参考线（UILayoutGuide）",
            discussion: """
            布局参考线是由约束确定位置的矩形，就像一个永远不会被绘制的视图：可用作视图
            之间的间隔，或供其他视图对齐的区域。它有 left、right、top、bottom、leading、
            trailing、centerX、centerY、width 和 height，宽和高永远不会为负。它的 frame
            以所属视图的坐标报告。Apple 的可视化格式只接受视图，因此请用公式约束
            参考线。'remove view NAME' 可删除参考线。

            每个视图还自带三条参考线：NAME.safeArea、NAME.margins 和
            NAME.readableContent（safeAreaLayoutGuide、layoutMarginsGuide、
            readableContentGuide）。滚动视图（类 UIScrollView、UITableView、
            UICollectionView 或 UITextView）还有两条：NAME.content，即它的内容区域
            （contentLayoutGuide），位于它的原点，大小由其上的约束决定；以及
            NAME.frameGuide，即它的 frame（frameLayoutGuide）。与 UIKit 相同，滚动
            视图的边或边距与其内部视图之间的约束作用于内容区域，宽度、高度和中心
            则作用于 frame。

              guide gap1 gap2
              gap1.left = a.right
              gap1.right = b.left
              gap1.width = gap2.width
              guide inset in card
              label.top = root.safeArea.top + 8
            """),
        "safearea": HelpPage(
            summary: "设置 root 的安全区域内边距（初始为 20 0 0 0：状态栏）",
            discussion: """
            屏幕上被各种栏、刘海或主屏幕指示条遮住的部分。root.safeArea 是 root 按这些
            内边距收缩后的区域；子视图的安全区域是它的 frame 与 root 安全区域的交集。
            视图从自己的安全区域开始计算边距（见 'margins'）。'root WxH' 和 'rotate'
            会保留这些内边距。一个数字同时设置四边。

              safearea 44 0 34 0
              safearea 0 44 21 44
            """),
        "class": HelpPage(
            summary: "记录视图的 UIKit 类（UITableViewCellContentView 带有单元格边距）",
            discussion: """
            说明视图在 UIKit 中是什么。表格单元格的内容视图
            （UITableViewCellContentView）使用 UIKit 的单元格边距：上下 11，左右与 root
            的边距相同（16，宽度达到 414 点时为 20），在 3x 屏幕上为 20（见 'root'），或由
            'margins root cells' 设置（iOS 26 上下也可设为 15）；UITableViewCell 的左右边距与之相同。UISwitch、UISlider 和
            UISegmentedControl 使用 UIKit 的对齐内边距（开关的 frame 右侧比约束对齐的矩形宽
            2 点；'inset' 可以覆盖）。UIScrollView、UITableView、UICollectionView 和
            UITextView 中的视图上下没有安全区域（UIKit 已将其计入 contentInset）。
            其他类会保留，用于报告和导出。
            'none' 让它重新成为普通的 UIView。

              class cell UITableViewCellContentView
              class toggle UISwitch
            """),
        "preserve": HelpPage(
            summary: "preservesSuperviewLayoutMargins：边距至少为其覆盖的父视图边距",
            discussion: """
            开启后，视图的边距会扩大到至少等于它所覆盖的那部分父视图边距，与 UIKit 的
            preservesSuperviewLayoutMargins 一致：距 root 边缘 4 点的卡片，如果
            16 - 4 = 12 大于它自己的左边距，左边距就变为 12。用 'off' 关闭（UIKit 的默认值）。

              preserve card
              preserve card off
            """),
        "frame": HelpPage(
            summary: "移动视图并调整其大小（其自动调整大小掩码已转换为约束）",
            discussion: """
            设置由 'view NAME frame …' 创建、或由 'autoresizing NAME on' 开启的视图的
            frame（父视图坐标），效果与在 UIKit 中设置 'frame' 相同：其掩码约束就地采用
            新的数字，之后父视图大小的变化由掩码的可伸缩部分按它们在此 frame 中的长度
            比例分摊。

              frame box 20 40 200 100
            """),
        "autoresizing": HelpPage(
            summary: "切换视图的 translatesAutoresizingMaskIntoConstraints",
            discussion: """
            'off' 去掉视图的掩码约束（autoresizing:NAME.minX 等）；你写的约束保留，
            此后 frame 只由它们决定。'on' 根据视图当前的 frame 和掩码生成掩码约束（掩码取
            'mask' 之后给出的，否则沿用原有的；用 'view' 创建的视图没有掩码，UIKit 在
            日志中记为 h=--& v=--&）。

              autoresizing box off
              autoresizing card on mask flexibleWidth flexibleBottomMargin
            """),
        "mask": HelpPage(
            summary: "设置视图的自动调整大小掩码（UIKit 名称或 h=-&- v=&--）",
            discussion: """
            UIKit 的名称 flexibleLeftMargin、flexibleWidth、flexibleRightMargin、
            flexibleTopMargin、flexibleHeight、flexibleBottomMargin（或 none）；
            Interface Builder 的名称 flexibleMinX、widthSizable、flexibleMaxX、
            flexibleMinY、heightSizable、flexibleMaxY；或 Apple 日志中的记法：每个方向
            三个字符，依次为前边距、大小和后边距，'&' 表示可伸缩，'-' 表示固定。
            父视图大小的变化由可伸缩部分按其长度比例分摊，固定部分保持不变。把掩码转换为
            约束的视图会根据当前 frame 得到新的掩码约束；不转换的视图则先保存掩码，供
            'autoresizing NAME on' 使用。

              mask box flexibleWidth flexibleBottomMargin
              mask badge flexibleLeftMargin flexibleRightMargin
              mask box h=&-& v=-&-
            """),
        "direction": HelpPage(
            summary: "从左到右或从右到左布局（前导边和尾随边对调）",
            discussion: """
            整个布局的 semanticContentAttribute。从右到左时，前导边和尾随边（leading、
            trailing 以及 leadingMargin、trailingMargin）分别是右边缘和左边缘，因此 H:
            可视化格式行和堆栈视图会镜像翻转；left 和 right 永远不翻转。常量在阅读方向上
            保持含义：'H:|-20-[a]' 把 a 放在距右边缘 20 处，'[a]-8-[b]' 把 b 放在 a 左侧
            8 处。只有使用 leading 或 trailing 的约束会改变。不带参数时打印当前方向。

              direction rtl
              direction ltr
            """),
        "inset": HelpPage(
            summary: "设置视图的对齐矩形内边距（约束作用于收缩后的 frame）",
            discussion: """
            UIView.alignmentRectInsets。约束作用于对齐矩形，即按这些量收缩后的 frame
            （边缘、中心、大小、基线和边距都是如此），固有内容大小也是对齐矩形的大小；
            报告中仍然给出 frame。负的内边距使对齐矩形超出 frame。一个数字同时设置四边；
            'inset NAME 0' 清除内边距。

              inset toggle 0 2 0 2
              inset badge -4
            """),
        "remove": HelpPage(
            summary: "删除一条约束、一个 VFL 组，或一个视图及其子视图",
            discussion: """
            'remove c3' 删除一条约束，'remove g2' 删除其 VFL 行生成的所有约束，
            'remove email_top' 删除带有该标签的约束。'remove view NAME' 删除该视图
            （或布局参考线）、它的子视图和参考线，以及涉及其中任何一个的所有约束。

              remove c3
              remove g1
              remove view avatar
            """),
        "priority": HelpPage(
            summary: "修改约束的优先级（1…1000、required、high、low）",
            discussion: """
            修改一条约束（或 VFL 组中每个成员）的优先级。与 UIKit 一样，处于活动状态的
            约束不能在必需（1000）和可选（低于 1000）之间切换：请先停用它。

              priority c3 250
              priority c7 high
            """),
        "constant": HelpPage(
            summary: "修改约束的常量（增量更新，与动画时相同）",
            discussion: """
            像 NSLayoutConstraint.constant 那样设置约束的常量：即 Apple 形式
            'a.attr == m * b.attr + constant' 中的常量。

              constant c3 40
            """),
        "activate": HelpPage(
            summary: "重新启用已停用的约束（或组）",
            discussion: """
            把被 'deactivate' 停用的约束放回布局。

              activate c3
            """),
        "deactivate": HelpPage(
            summary: "停用约束（或组）而不删除它",
            discussion: """
            把约束从布局中取出，但连同其 id 一起保留，供 'activate' 使用。

              deactivate c3
            """),
        "stack": HelpPage(
            summary: "创建、修改或查看一个实时的堆栈视图（UIStackView）",
            discussion: """
            'stack NAME axis … views A B C' 使 NAME（若为新视图则在 root 中声明）成为排列
            A B C 的堆栈视图（A B C 若为新视图则在 NAME 中声明）。与 addArrangedSubview
            相同，普通视图 NAME 会变成堆栈视图，属于其他视图的子视图会连同其约束一起移入
            其中，报告会说明这一点。此后堆栈保持实时：每次
            修改都会重新计算 UIStackView 生成的约束，只应用差异，并打印新建（+）、修改（~）
            或去掉（−）了哪些。它们的 id 沿用 Apple 的标识符，以视图而非位置命名：
            'UISV-spacing:NAME.a-b',
            'UISV-canvas-connection:NAME.leading', 'UISV-alignment:NAME.b.top',
            'UISV-hiding:NAME.b', 'UISV-spacing-hidden:NAME.b',
            'UISV-fill-equally:NAME.b', 'UISV-fill-proportionally:NAME.b',
            'UISV-distributing:NAME.b-c', 'UISV-spanning-boundary:NAME.b.top', ….

              add VIEW [at N]       addArrangedSubview / insertArrangedSubview(_:at:)
              remove VIEW           removeArrangedSubview（VIEW 仍是子视图）
              axis horizontal|vertical
              distribution fill|fillEqually|fillProportionally|equalSpacing|equalCentering
              alignment fill|leading|trailing|center|top|bottom|firstBaseline|lastBaseline
              spacing N             排列视图之间的间距
              spacing after VIEW N  setCustomSpacing(N, after: VIEW)；'default' 将其去掉
              offer VIEW N          VIEW 向 fillProportionally 堆栈提供的长度；'default' 将其去掉
              margins on|off        isLayoutMarginsRelativeArrangement
              baseline on|off       isBaselineRelativeArrangement（竖直堆栈）
            对没有固有内容大小的视图，UIKit 在窗口的布局引擎中测量，得到的是它当前的长度：
            alsh 无从得知，因此这样的视图提供其压缩后的适配大小，除非用 'offer' 指定
            （'import' 写入存储的长度）。
            一行中可以写多项设置；创建堆栈的那一行也接受全部设置，可按任意顺序写在 'views'
            之前。只写 'stack NAME' 则显示该堆栈。'views' 之后不写视图则创建空堆栈：堆栈不排列
            任何视图时 UIKit 不为它创建约束，其大小只由它自己的约束决定。

              stack info axis horizontal spacing 8 margins on views labels avatar
              stack info add edit at 1
              stack info distribution fillEqually spacing 12
              stack info spacing after labels 20
            """),
        "hide": HelpPage(
            summary: "隐藏视图（排列视图会收起，如同 UIStackView 的 'UISV-hiding'）",
            discussion: """
            设置 isHidden。在堆栈中，该视图保留自己的约束并获得
            'UISV-hiding:STACK.NAME'（沿轴方向的长度 == 0，优先级 999.999，因此它自身的
            必需尺寸优先，并与相邻视图重叠）；可见视图之间只保留一个间距，堆栈两端则没有
            间距，隐藏视图位于它留下的间隙中间（'UISV-spacing-hidden:STACK.NAME'，@50）；
            它不再参与 fillEqually、fillProportionally 和等间距分布。不在任何堆栈中排列的视图只记录
            这个标志：UIKit 布局隐藏视图时与显示时相同。

              hide edit
            """),
        "unhide": HelpPage(
            summary: "重新显示隐藏的视图（堆栈把位置还给它）",
            discussion: """
            清除 isHidden：堆栈去掉 'UISV-hiding' 并恢复间距。

              unhide edit
            """),
        "frames": HelpPage(
            summary: "每个视图的 frame，按父视图嵌套显示",
            discussion: """
            frame 使用父视图的坐标，与 UIKit 的 'frame' 相同。有歧义的分量会被标出。

              frames
            """),
        "show": HelpPage(
            summary: "视图的 frame 及按方向列出的影响它的约束",
            discussion: """
            先是 frame，然后是每个方向上影响该视图的约束（包括布局自身生成的：内容大小、
            自动调整大小），每条都注明它安装在哪个视图上（它所涉及视图的最近公共祖先）。

              show email
            """),
        "constraints": HelpPage(
            summary: "所有约束及其 id、优先级和状态",
            discussion: """
            你添加的约束，按 id 排序，VFL 组与其成员列在一起。停用的会被标出；无法满足的
            必需约束标为 'broken'（并注明与之冲突的约束），布局未能满足的可选约束标为
            'gives way by N'。

              constraints
            """),
        "why": HelpPage(
            summary: "哪些约束决定了某个属性，或它为什么有歧义",
            discussion: """
            属性的值（位置使用父视图坐标）、确定它的约束；如果值不唯一，则给出它可能的
            取值范围以及限制该范围的因素。

              why register.x
              why email.width
              why root.safeArea.top
            """),
        "explain": HelpPage(
            summary: "用通俗的话解释一条约束（或一个组）",
            discussion: """
            用文字说明约束要求什么，以及它是否被停用或被打破、原因是什么。

              explain c3
              explain g1
            """),
        "render": HelpPage(
            summary: "在终端中绘制布局",
            discussion: """
            把每个视图画成带名字的方框，嵌套视图画在父视图内部，按终端的宽和高（或 WIDTH
            列、HEIGHT 行）保持宽高比缩放（终端的一个字符格高约为宽的两倍），并为命令和
            下一个提示符留出两行。超出 root 的视图会在图下列出，因为它们在 root 边缘被
            截断。

            每条成立的约束都按 export svg 的标注写在它所关联的两条边之间的工字线上（横向
            ├─20─┤，纵向 ┬ 8 ┴；宽度或高度画成视图内的一条横条），前提是两边之间的字符格
            是空的：终端越宽，能写出的常数越多。--frames 只画方框。

              render
              render 60
              render 60 20
              render 120 --frames
            """),
        "tableau": HelpPage(
            summary: "求解器的单纯形表：各行、每个优先级的目标、每个符号的含义",
            discussion: """
            布局是一个线性规划：每条约束是一行，单纯形法让每个基变量符号都用其他符号
            表示。各行读作 'basic = constant + coefficient·symbol'；不出现在任何一行左边
            的符号为 0（非基变量），因此一行的常量就是其基变量的值。变量是视图在 root
            坐标中的边和大小（email.left、email.width）。其他符号各属于一条约束：
              s(c3)        不等式的松弛变量：离取等号还差多少
              e+(c4) e−(c4) 可选约束的误差，分别高于和低于其目标
              d(c1)        必需等式的哑变量，始终为 0：只用于标记该行
            每条约束的第一个符号是它的标记。目标按每个可选优先级各为一个误差之和，
            从最高优先级开始，每一级在不牺牲更高级别的前提下取最小（严格优先级）。

              tableau
            """),
        "watch": HelpPage(
            summary: "每条命令之后重写布局的页面（或图片）",
            discussion: """
            'watch FILE.html' 在每条命令之后写出一个页面：按 'export svg' 的方式绘制的布局、
            旁边的约束列表，以及该命令输出的内容。指针悬停在约束上会高亮它的工字线和相关
            视图，悬停在视图上会高亮它的约束。在浏览器中打开页面并保持打开：文件变化时它会
            自行重新加载，无需服务器（页面顶部说明了方式）。'watch FILE.svg' 只写图片。文件
            整体写好后再改名到位，浏览器绝不会读到写了一半的文件。'watch off' 停止；新的
            'watch' 取代之前的。

              watch layout.html
              watch layout.svg
              watch off
            """),
        "trace": HelpPage(
            summary: "打印随后每次求解的每一步转轴（进基、出基、比值）",
            discussion: """
            开启 trace 后，每个修改布局的命令都会先用文字打印它所做的单纯形转轴，再打印
            移动了什么：由哪个循环完成（optimize、repair、phase one、undo、removal），
            进入基的符号及原因，离开基的符号（最先到达其边界者：比值最小），以及进入时
            的值。符号的含义见 'tableau'。

              trace on
              email.width = 200 @750
              trace off
            """),
        "log": HelpPage(
            summary: "以 UIKit 日志的形式显示当前冲突（'import' 可以读回）",
            discussion: """
            打印使用此布局的应用在控制台中会显示的内容：对每条被打破的必需约束，给出
            "Unable to simultaneously satisfy constraints."、冲突中的约束、
            "Will attempt to recover by breaking constraint" 以及 alsh 打破的那条，
            还有 UIViewAlertForUnsatisfiableConstraints 几行。视图按类名写出（UIView:0x…，
            堆栈视图为 UIStackView:0x…，或 'class' 指定的类），约束写作
            NSLayoutConstraint:0x…，地址是编造的，但同一脚本每次都相同（导入的视图或约束
            保留自己的地址）；转换的 autoresizing 掩码写作带掩码的
            NSAutoresizingMaskLayoutConstraint（'h=--& v=--& UIView:0x….minX == 20'），
            堆栈的约束带有 UIKit 的 identifier（'UISV-spacing'、'UISV-canvas-connection' …），
            root 的大小是 'UIView-Encapsulated-Layout-Width/Height'，标签即约束的
            identifier。大小不为负在 UIKit 中没有对应的约束，因此省略。'import' 能把每一段
            读回为同一个冲突和同一个最小集合。

              log
            """),
        "compare": HelpPage(
            summary: "用 kiwi 的加权强度重新求解，列出不同的 frame 及原因",
            discussion: """
            Auto Layout 的优先级是严格的：低优先级上再多的误差也不会换取高优先级上的任何
            误差。kiwi（以及最初的 Cassowary）则按强度加权把误差相加：strong、medium 和
            weak 分别是 1e6、1e3 和 1 乘以 0–1000 的刻度，因此足够多的弱误差可以压过一个
            强误差。这里优先级 p 对应 kiwi 的 strength.create(0, 1, 0, p)，即权重为 p 的
            medium 强度：每点误差 p × 1000（必需仍是必需）。会话另行按这种方式求解一遍
            （不做任何修改），列出不同的 frame，以及让步方式不同的可选约束，并注明每条的
            权重和代价。

              compare weighted
            """),
        "exercise": HelpPage(
            summary: "逐一显示有歧义的视图可能出现的极端布局",
            discussion: """
            UIKit 的 exerciseAmbiguityInLayout() 会把有歧义的视图切换到其约束允许的另一种
            布局。此命令显示所有这样的极端情况：对视图每个有歧义的分量，给出它取范围内最小
            值和最大值时的布局（没有限制的一侧显示为超出当前值 100 点），并列出所有移动的
            视图。会话中不会有任何改变。

              exercise email
            """),
        "lesson": HelpPage(
            summary: "学习课程：一步一步进行，自动检查并给出提示",
            discussion: """
            不带参数时，列出随 alsh 安装的课程，并标出已完成的课程。给出名称、列表中的
            编号或课程文件时，从空布局开始该课程（布局非空时会先询问：再次输入同一命令
            即开始，'undo' 可恢复原来的布局）。每一步说明要做什么；输入你认为能做到的
            内容即可。每次修改后 alsh 都会检查这一步，指出还差什么；通过后用 'why' 解释
            结果并画出布局。进度会在多次运行之间保存。文件格式见 docs/LESSONS.md。

              lesson
              lesson equation
              lesson 1
              lesson hint
              lesson show
              lesson next
              lesson quit
              lesson my-course.lesson
            """),
        "fit": HelpPage(
            summary: "视图的压缩适配大小（systemLayoutSizeFitting），不做任何修改",
            discussion: """
            视图自身及其子视图的约束所允许的最小大小，与
            systemLayoutSizeFitting(UILayoutFittingCompressedSize) 的计算方式相同：视图脱离
            父视图的约束，保留其子树的约束和内容大小，宽和高以优先级 50
            （fittingSizeLevel）被拉向 0。使用 'width W' 时宽度必须为 W，只压缩高度
            （horizontalFittingPriority .required），与计算表格或集合视图单元格大小的方式
            相同。布局、撤销和 'save' 都看不到这次计算。

            如果有多个值同样适合，打印大小时会说明是什么让它不确定（UIKit 会不声不响地
            选一个）；适配时无法满足的必需约束会连同与之冲突的约束一起列出（'fit:width'
            即所要求的宽度），给出的大小是不含该约束时的结果。

              fit card
              fit cell width 320
            """),
        "expect": HelpPage(
            summary: "断言 frame、数值、歧义、被打破或让步的约束、冲突",
            discussion: """
            检查布局，如果不符合，就说明实际情况。在脚本中，未通过的断言会使 alsh 以状态 1
            退出，脚本则继续执行。

              expect email.frame == 20 20 335 30
              expect register.width == 128
              expect root.safeArea.top == 20    （视图的参考线：safeArea、margins、readableContent）
              expect ambiguous register.x
              expect ambiguous                  （布局中有东西有歧义）
              expect not ambiguous
              expect not ambiguous email
              expect broken c7                  （无法满足的必需约束）
              expect not broken c7
              expect gives way c9               （布局未满足的可选约束）
              expect not gives way c9
              expect conflict c7                （c7 被打破，或属于某条被打破约束的冲突集）
              expect not conflict               （没有必需约束被打破）
              expect constraint a.width >= 200  （存在这样一个约束且成立，无论它是怎样写的）
            """),
        "import": HelpPage(
            summary: "重建冲突日志，或 .xib、.storyboard 中的一个场景",
            discussion: """
            读取 Xcode 的控制台输出（iOS 上为 '[LayoutConstraints] Unable to simultaneously
            satisfy constraints.'，macOS 上为 '[Layout]'）或单纯的约束描述（每行一条），
            并添加其中的视图和约束。视图按类名和标题命名（'UILabel:0x…'Title'' 成为
            label_title），并列出日志中的地址；约束以日志中的 identifier 作为标签。无法读取的
            行会连同行号列出并跳过。

            然后指出 Apple 打破的约束、alsh 找到的最小冲突集，以及对其中每个成员，删除它或
            把它降到 999 会带来什么结果。

            Interface Builder 文档（.xib 或 .storyboard，按内容区分）提供一个场景：
            'scene NAME' 按场景 id、视图控制器 id、storyboardIdentifier、标题、userLabel 或
            顶层视图 id 选择场景；不指定时取第一个含约束的场景。root 成为该场景的视图，
            采用存储的大小和设备的安全区域；每个视图都带有其类、优先级、边距、隐藏标志、
            固有大小（根据存储的 frame，适用于标签、按钮、图像和其他控件）、自动调整大小
            掩码、堆栈视图和 IB 对象 id（'ref'）。随后列出求解后的 frame 与存储的 frame 相差超过
            0.5 的每个视图，就像 Xcode 列出错位（misplaced）视图那样。导入的一切都是普通的
            行：'undo' 会整体撤销。

            也能读取调试器的输出：'_autolayoutTrace'（两种形式）和 'recursiveDescription'
            给出视图树，每个视图的地址作为其 ref；会话中已有该地址的视图保留原名。描述中的
            frame 和跟踪中的 AMBIGUOUS LAYOUT 标记会被记住：每次导入后，alsh 列出求解 frame 与
            打印 frame 不同的视图，并把 UIKit 的歧义与自己的比较。'po view.constraints' 的数组
            作为约束导入。

            不带 FILE 时，粘贴日志，并以空行或 Ctrl-D 结束。

              import crash.log
              import Main.storyboard scene Login
              import
            """),
        "export": HelpPage(
            summary: "把约束写成 Swift、SnapKit、Objective-C 或 VFL，或把布局画成 SVG",
            discussion: """
            'swift' 写出一个可以直接编译的完整文件：import UIKit 和一个 final 的
            UIViewController 子类（类名取自 FILE，Login.swift 对应 LoginViewController，或用
            --class NAME 指定），其中每个视图都是有类型的属性；viewDidLoad 构建视图层级（堆栈
            视图用 addArrangedSubview），设置边距、优先级、隐藏的视图和布局方向，并用一个
            NSLayoutConstraint.activate 激活锚点约束。带标签的、可选的和已停用的约束保存为
            属性（已停用的约束只创建、不激活）；被打破的约束会附带警告注释写出，加 --strict
            则什么都不写。--fragment 只写 viewDidLoad 的函数体，便于粘贴。'snapkit' 用 SnapKit 写出同样的内容：
            每个子视图或布局参考线一个 snp.makeConstraints 块，只从子视图一侧关联根视图
            （equalToSuperview()、view.safeAreaLayoutGuide、view.layoutMarginsGuide），因为在根视图上
            调用 makeConstraints 会让它不再把 frame 转换为约束。'objc' 以 @interface 和 @implementation
            写出同样的内容，使用锚点（[a.topAnchor constraintEqualToAnchor:…]）；它的 --fragment
            只写方法体，用 constraintWithItem:，对仍保持创建时原样的可视化格式行则写
            constraintsWithVisualFormat:。'vfl' 写出每条有可视化格式的
            约束的格式。无法用单个 NSLayoutConstraint 表达的约束会在注释中注明，绝不丢弃。

            'svg' 像 Interface Builder 那样按比例绘制布局：视图按层级深度填色，每条约束画在
            它起作用的地方（在它所关联的两条边之间画工字线并标出常数；宽度或高度画成视图内
            的一条横条；居中画成虚线），可选约束用虚线，被打破的为红色，有歧义的视图用橙色
            虚线，参考线用浅色虚线，标注互不重叠，图下有图例。有歧义的视图用橙色线段标出其
            自由边可能的位置（`width 20…100`）；导入文档中存储位置不同的视图，还会在文档中的
            位置以虚线再画一次。FILE 之后给出视图名，则只画该视图的约束；--frames 不画任何
            约束（SVGRenderer.swift）。

              export swift Login.swift
              export swift --fragment
              export objc Layout.m
              export svg layout.svg
              export svg card.svg card
              export svg frames.svg --frames
            """),
        "placeholders": HelpPage(
            summary: "移除 Interface Builder 的占位约束（与运行时相同）或恢复它们",
            discussion: """
            Interface Builder 在构建时会移除占位约束（placeholder="YES"），但布局场景时会用到它们：
            'import' 把它们标记后保留在布局中，使场景与 Xcode 显示的一致。'placeholders off'
            移除所有标记的占位约束，显示运行时的布局：需要由代码约束的部分会变得有歧义。
            'placeholders on' 恢复它们；不带参数时列出它们。'mark' 把约束标记为占位约束
            （'import' 会这样做）。

              placeholders off
              placeholders on
              placeholders mark c3 c4
            """),
        "ref": HelpPage(
            summary: "查看或设置视图、约束的来源",
            discussion: """
            不带 REF 时，打印视图或约束的 ref：导入的冲突日志给它的地址
            （'0x600003220a50'），或 Interface Builder 文档中的对象 id。带 REF 时设置它；
            'import' 会为导入的一切设置 ref。'show' 和 '--json'（"ref"）也会显示 ref。

              ref view_1
              ref title 0x7fb5c8d0e4f0
            """),
        "help": HelpPage(
            summary: "按主题列出命令、列出某一主题的命令，或详细解释一个命令",
            discussion: """
            不带参数时，列出各主题（views、editing、inspecting、solver、files、session）及其中
            几个命令。带主题时，列出该主题的命令，每个一行；带 'all' 时列出全部命令；带命令名
            时，给出该命令的用法、作用和示例；带 'constraint' 时说明约束语言。

              help
              help views
              help all
              help view
            """),
        "undo": HelpPage(
            summary: "撤销上一次修改（整个 'load' 一次撤销）",
            discussion: """
            撤销上一个修改了布局的命令；'redo' 可以恢复。查看类命令和断言不算修改，
            会被跳过。

              undo
            """),
        "redo": HelpPage(
            summary: "恢复 'undo' 撤销的内容",
            discussion: """
            撤销之后的任何新修改都会丢弃原本可以重做的内容。

              redo
            """),
        "load": HelpPage(
            summary: "逐行运行脚本，如同手动输入",
            discussion: """
            把 FILE 的每一行当作在这里输入的一样运行；错误会注明文件和行号。在被加载的
            脚本中，相对路径相对于该脚本。加载最多可嵌套 \(Session.loadDepthLimit) 层。
            使用 -q 时各行不打印报告，最后给出一份整个脚本所做修改的报告（错误仍会显示）。

              load examples/register.al
              load -q examples/channel-header.al
            """),
        "save": HelpPage(
            summary: "写出一个能重现当前状态的脚本",
            discussion: """
            写出构成当前布局的各行（不含已撤销的，'load' 已展开），使 'load FILE' 或
            'alsh FILE' 得到相同的状态，包括各个 id。文件先写在目标旁边再重命名覆盖目标，
            因此出错时绝不会留下半个脚本。

              save login.al
            """),
        "reset": HelpPage(
            summary: "从空布局重新开始（undo 可以恢复）",
            discussion: """
            删除所有视图、约束和度量值，并把 root 恢复为 375x667。

              reset
            """),
        "quit": HelpPage(
            summary: "退出 alsh（也可按 Ctrl-D）",
            discussion: """
            结束会话；在脚本中则停止该脚本及其后的所有脚本。

              quit
            """),
    ]
}
