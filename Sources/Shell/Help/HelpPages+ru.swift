import AutoLayout

// Russian help pages, keyed by command name. Terms follow Apple's Russian documentation
// (ограничение, приоритет, неоднозначность, представление, направляющая макета) and the
// shared glossary the message catalogue uses; examples are the English pages' lines.

extension HelpPages {
    static let russianWords = HelpWords(
        tableTitle: "команды (help COMMAND — подробно об одной):",
        tableFooter: """
        любая другая строка — ограничение: язык описан в 'help constraint'
          a.left = b.left + 8 @750     H:|-[a]-[b]-|     top: a.top >= root.top + 20
        """,
        usage: "использование: ",
        aliases: "также: ",
        constraintLanguage: """
        Строка, которая не является командой, добавляет ограничения. Каждое получает id
        (c1, c2, …), если строка не начинается с метки ('email_top: …'); строка VFL
        образует группу (g1, …).

        формула:  item.attr отношение [множитель *] item.attr [+ константа] [@приоритет]
          email.leading = root.leading + 20
          logo.width = 2 * logo.height
          email.top >= root.top + 20 @750
          label.width <= 300 @high
          a.width + b.width = root.width - 40
        отношения: = == <= >=    приоритеты: 1…1000, required, high (750), low (250), fittingSize (50)
        атрибуты: left right top bottom leading trailing width height centerX centerY
          firstBaseline lastBaseline leftMargin rightMargin topMargin bottomMargin
          leadingMargin trailingMargin centerXWithinMargins centerYWithinMargins
          (center.x, center.y; NAME.superview — родительское представление (superview))

        язык визуального формата (H:, если V: не указано явно):
          H:|-[email]-|                       стандартные отступы: у края поле (margin), 8 между представлениями
          V:|-[email]-[confirm]-[register]
          [button1]-12-[button2]
          H:|-pad-[a(>=70,<=100@750)]-(>=8)-[b(==a)]|
          V:[a]-[b] alignAllLeading

        Swift, вставленный из кода (читается как соответствующая формула; 'view' — это root):
          a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true
          a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
          a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
          b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
          NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, …)  (все семь меток аргументов)
          let a = UILabel(); lazy var b: UIStackView = { … }(); view.addSubview(a)  (вставляется и целый контроллер)
          NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])

        Objective-C, как его печатает книга (оператор на нескольких строках читается, когда
        закрыты его скобки и в конце стоит ';'; addSubview: объявляет представление; 'self.',
        '_' и 'self.view' — как в Swift; код, не задающий макет, пропускается):
          [NSLayoutConstraint constraintWithItem:self.a attribute:NSLayoutAttributeTop
              relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop
              multiplier:1.0f constant:20.0f];
          NSString *const kH = @"H:|-[_a]-|";
          [NSLayoutConstraint constraintsWithVisualFormat:kH options:0 metrics:nil
              views:NSDictionaryOfVariableBindings(_a)];
          [a.leadingAnchor constraintEqualToAnchor:b.leadingAnchor constant:8].active = YES;
          @"V:|-[_a]"

        Masonry и SnapKit — как эти библиотеки создают ограничения (представление перестаёт
        переводить маску в ограничения; update меняет константу совпадающего, remake заменяет):
          [a mas_makeConstraints:^(MASConstraintMaker *make) {
              make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(8, 16, 8, 16));
          }];
          a.snp.makeConstraints { make in make.top.equalTo(b.snp.bottom).offset(8) }
        """
    )

    static let russian: [String: HelpPage] = [
        "view": HelpPage(
            summary: "объявить представления (подпредставления root, если 'in' не указывает другое)",
            discussion: """
            Объявляет одно или несколько представлений; запятые не обязательны. Они
            становятся подпредставлениями root, если 'in SUPERVIEW' не называет другое
            родительское представление. Такие представления размещаются только ограничениями
            (translatesAutoresizingMaskIntoConstraints = NO).

            С 'frame X Y WIDTH HEIGHT' создаётся одно представление, маска autoresizing
            которого превращается в ограничения
            (translatesAutoresizingMaskIntoConstraints = YES): его фрейм становится
            обязательным, а в конфликтах эти ограничения называются 'autoresizing:NAME.minX'
            и т. д. Маска пуста (поля и размер фиксированы, в журнале h=--& v=--&), если
            'mask' не задаёт гибкие части UIKit ('help mask'): они следуют за размером
            родительского представления.

              view email confirm register
              view avatar in header
              view box frame 10 10 100 50
              view banner frame 0 0 375 44 mask flexibleWidth
            """),
        "move": HelpPage(
            summary: "сделать представление подпредставлением другого, как это делает addSubview:",
            discussion: """
            Представление перемещается со своими подпредставлениями и направляющими в конец
            подпредставлений SUPERVIEW. Его ограничения остаются как есть; его фрейм затем
            отсчитывается от нового родительского представления. 'import' использует эту
            команду, когда вывод отладчика показывает представление в другом родительском
            представлении, чем alsh предположил по журналу конфликта. Отклоняется для
            представления, которое упорядочивает стек, для представления, преобразующего маску
            автоматического изменения размера, и для перемещения в собственные подпредставления.

              move label in card
            """),
        "root": HelpPage(
            summary: "изменить размер root (экрана), вначале 375x667 @2x",
            discussion: """
            Меняет размер root, который остаётся в точке (0, 0). Решатель редактируется, а не
            строится заново, поэтому сдвигаются только фреймы, зависящие от экрана. '@3x'
            говорит, сколько пикселей приходится на точку экрана (вначале 2; один размер
            масштаб не меняет): на экране 3x UIKit даёт представлению содержимого ячейки
            таблицы боковые поля по 20 точек (см. 'class').

              root 320x568
              root 768 1024
              root 393x852 @3x
            """),
        "rotate": HelpPage(
            summary: "поменять местами ширину и высоту root (портрет ⇄ альбом)",
            discussion: """
            Поворачивает устройство: ширина и высота root меняются местами, как при переходе
            телефона из портретной ориентации в альбомную.

              rotate
            """),
        "intrinsic": HelpPage(
            summary: "задать собственный размер содержимого представления (-1: нет по этой оси)",
            discussion: """
            Задаёт размер, которого требует содержимое представления, как у метки или кнопки.
            Apple затем добавляет по каждой оси 'width <= WIDTH' с приоритетом прилегания
            к содержимому (content hugging; 250, если 'hug' не задаёт другой) и
            'width >= WIDTH' с приоритетом сопротивления сжатию (compression resistance;
            750, если 'resist' не задаёт другой). -1 означает, что по этой оси собственного
            размера нет.

              intrinsic label 120 20
              intrinsic spacer -1 8
            """),
        "hug": HelpPage(
            summary: "задать приоритет прилегания к содержимому по одной оси (вначале 250)",
            discussion: """
            Насколько сильно представление сопротивляется росту сверх собственного размера
            по этой оси. Имеет значение, только когда 'intrinsic' задал ему размер.

              hug label h 251
            """),
        "resist": HelpPage(
            summary: "задать приоритет сопротивления сжатию по одной оси (вначале 750)",
            discussion: """
            Насколько сильно представление сопротивляется сжатию меньше собственного размера
            по этой оси. Имеет значение, только когда 'intrinsic' задал ему размер.

              resist label v 749
            """),
        "margins": HelpPage(
            summary: "задать поля макета представления (в UIKit: 8, у root 16 или 20 по бокам)",
            discussion: """
            Поля, от которых отсчитываются leftMargin, topMargin, leadingMargin …,
            centerXWithinMargins и направляющая NAME.margins. Одно число задаёт все четыре
            стороны. Поля UIKit: 8 со всех сторон; у представления стека 0; у root
            (представления контроллера) 0 сверху и снизу, а по бокам 16, или 20, если меньшая
            сторона root не меньше 414 точек (iPhone Plus или Max, iPad), и заданные числа не
            могут быть меньше этих ('margins root minimum N|auto' задаёт этот минимум: 16 для
            документа, размеченного без устройства); у представления содержимого ячейки
            таблицы 11 сверху и снизу (см. 'class'), а у ячейки таблицы и её представления
            содержимого по бокам — поле, которое таблица даёт ячейкам ('margins root cells
            N|auto' задаёт его: 15 для iOS 8–13 на iPhone с экраном 2x уже 414 точек; второе
            число V задаёт поле представления содержимого сверху и снизу: 15 для iOS 26, 11,
            если его нет). Поля отсчитываются от безопасной области представления там, где она
            отступает от краёв (insetsLayoutMarginsFromSafeArea: 'fromsafearea off' отсчитывает
            их от фрейма); 'preserve' заставляет их следовать за полями родительского представления.
            'default' возвращает поля UIKit.

              margins root 16 20 16 20
              margins card 12
              margins card default
              margins header fromsafearea off
              margins root minimum 16
              margins root cells 15
              margins root cells auto 15
            """),
        "baseline": HelpPage(
            summary: "поместить базовые линии представления на OFFSET ниже его верха (вначале их нет)",
            discussion: """
            Где находятся firstBaseline и lastBaseline, считая вниз от верхнего края
            представления. Без этой команды (или 'font') у представления нет базовой линии,
            и UIKit берёт вместо firstBaseline его верхний край, а вместо lastBaseline — нижний.

              baseline label 14
            """),
        "font": HelpPage(
            summary: "задать системный шрифт текста представления: базовые линии следуют его метрикам",
            discussion: """
            Где находятся firstBaseline и lastBaseline — по метрикам San Francisco
            размером SIZE пунктов или размером стиля текста (largeTitle 34, title1 28,
            title2 22, title3 20, headline и body 17, callout 16, subheadline 15,
            footnote 13, caption1 12, caption2 11). У метки первая базовая линия лежит
            на высоту надстрочного элемента шрифта ниже её верха (0,952 размера), а
            последняя — на высоту подстрочного элемента выше её низа (0,241 размера),
            сколько бы строк ни было; UIButton и UITextField (см. 'class') центрируют
            текст, поэтому их базовые линии лежат на надстрочный элемент без половины
            высоты строки (1,193 размера) ниже центра. С 'none' у представления нет базовых линий (UIKit берёт его верхний
            и нижний края); 'baseline' задаёт постоянное смещение вместо шрифта.
            'lines N' после размера, как писали прежние сеансы, читается и ничего не меняет.

              font title 34
              font name body
              font notes 15
            """),
        "metric": HelpPage(
            summary: "дать имя числу для следующих строк VFL (и приоритетов)",
            discussion: """
            Метрики — то, что хранит словарь 'metrics:' у Apple. Уже добавленные строки
            сохраняют значение, с которым были созданы.

              metric pad = 20
              H:|-pad-[email]-pad-|
            """),
        "guide": HelpPage(
            summary: "объявить направляющие макета (UILayoutGuide), принадлежащие root или VIEW",
            discussion: """
            Направляющая макета — прямоугольник, который размещают ограничения, как
            представление, которое никогда не рисуется: промежутки между представлениями,
            область, по которой выравниваются другие. У неё есть left, right, top, bottom,
            leading, trailing, centerX, centerY, width и height, а её ширина и высота никогда
            не бывают отрицательными. Её фрейм сообщается в координатах представления-
            владельца. Визуальный формат Apple принимает только представления, поэтому
            направляющие ограничивают формулами. 'remove view NAME' удаляет направляющую.

            У каждого представления есть и три собственные направляющие: NAME.safeArea,
            NAME.margins и NAME.readableContent (safeAreaLayoutGuide, layoutMarginsGuide,
            readableContentGuide). У прокручиваемого представления (класс UIScrollView,
            UITableView, UICollectionView или UITextView) их ещё две: NAME.content, его
            область содержимого (contentLayoutGuide), в его начале координат и такого
            размера, какой задают её ограничения, и NAME.frameGuide, его фрейм
            (frameLayoutGuide). Как в UIKit, ограничение между краями или полями
            прокручиваемого представления и представлением внутри него относится к
            области содержимого, а ширина, высота и центры — к фрейму.

              guide gap1 gap2
              gap1.left = a.right
              gap1.right = b.left
              gap1.width = gap2.width
              guide inset in card
              label.top = root.safeArea.top + 8
            """),
        "safearea": HelpPage(
            summary: "задать отступы безопасной области root (вначале 20 0 0 0: строка состояния)",
            discussion: """
            Части экрана, закрытые панелями, вырезом или индикатором «Домой». root.safeArea —
            это root за вычетом этих отступов; безопасная область подпредставления — его фрейм,
            обрезанный по безопасной области root. Представления отсчитывают свои поля от своей
            безопасной области (см. 'margins'). 'root WxH' и 'rotate' сохраняют отступы.
            Одно число задаёт все четыре.

              safearea 44 0 34 0
              safearea 0 44 21 44
            """),
        "class": HelpPage(
            summary: "записать класс UIKit представления (у UITableViewCellContentView поля ячейки)",
            discussion: """
            Указывает, чем представление является в UIKit. Представление содержимого ячейки
            таблицы (UITableViewCellContentView) получает поля ячейки UIKit: 11 сверху и снизу
            и боковые поля root (16 или 20 при ширине от 414 точек), а на экране 3x
            (см. 'root') — 20, либо то, что задаёт 'margins root cells' (и 15 сверху и снизу
            в iOS 26); у UITableViewCell такие же боковые поля. UISwitch, UISlider и
            UISegmentedControl получают отступы выравнивания UIKit (фрейм переключателя на 2
            шире справа, чем то, что выравнивают ограничения; 'inset' их меняет).
            Внутри UIScrollView, UITableView, UICollectionView и UITextView у представлений
            нет безопасной области сверху и снизу (UIKit учитывает её в отступах содержимого).
            Другие классы сохраняются для отчётов и экспорта. 'none' снова делает его
            простым UIView.

              class cell UITableViewCellContentView
              class toggle UISwitch
            """),
        "preserve": HelpPage(
            summary: "preservesSuperviewLayoutMargins: поля не меньше перекрытых полей родительского представления",
            discussion: """
            Когда включено, поля представления увеличиваются как минимум до той части полей
            родительского представления, которую оно перекрывает, как делает
            preservesSuperviewLayoutMargins в UIKit: карточка в 4 точках от края root
            получает левое поле 16 - 4 = 12, если это больше её собственного. 'off' снова
            выключает (так по умолчанию в UIKit).

              preserve card
              preserve card off
            """),
        "frame": HelpPage(
            summary: "переместить и изменить размер представления, чья маска autoresizing — ограничения",
            discussion: """
            Задаёт фрейм (в координатах родительского представления) представления, созданного через
            'view NAME frame …' или включённого через 'autoresizing NAME on', как присваивание
            'frame' в UIKit: ограничения его маски на месте принимают новые числа, а гибкие
            части маски делят последующие изменения размера родительского представления пропорционально
            своим длинам в этом фрейме.

              frame box 20 40 200 100
            """),
        "autoresizing": HelpPage(
            summary: "переключить translatesAutoresizingMaskIntoConstraints у представления",
            discussion: """
            'off' убирает ограничения маски представления (autoresizing:NAME.minX и прочие);
            написанные вами ограничения остаются, и фрейм определяется только ими. 'on'
            создаёт ограничения маски из текущего фрейма представления и его маски (заданной
            после 'mask', иначе прежней; у представления, созданного командой 'view', маска
            пуста, что UIKit записывает как h=--& v=--&).

              autoresizing box off
              autoresizing card on mask flexibleWidth flexibleBottomMargin
            """),
        "mask": HelpPage(
            summary: "задать маску autoresizing представления (имена UIKit или h=-&- v=&--)",
            discussion: """
            Имена UIKit: flexibleLeftMargin, flexibleWidth, flexibleRightMargin,
            flexibleTopMargin, flexibleHeight, flexibleBottomMargin (или none); имена Interface
            Builder: flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable,
            flexibleMaxY; или запись из журналов Apple — три символа на ось: поле до, размер
            и поле после, '&' — гибкая часть, '-' — фиксированная. Изменение размера
            родительского представления делится между гибкими частями пропорционально их длинам;
            фиксированные сохраняют свои. Представление, чья маска переводится в ограничения,
            получает новые ограничения маски из текущего фрейма; у остального маска
            хранится до 'autoresizing NAME on'.

              mask box flexibleWidth flexibleBottomMargin
              mask badge flexibleLeftMargin flexibleRightMargin
              mask box h=&-& v=-&-
            """),
        "direction": HelpPage(
            summary: "раскладка слева направо или справа налево (ведущий и замыкающий края меняются)",
            discussion: """
            semanticContentAttribute всего макета. При направлении справа налево ведущий
            и замыкающий края (leading, trailing, а также leadingMargin, trailingMargin) —
            это правый и левый края, поэтому строки визуального формата H: и стеки отражаются; left и right не
            отражаются никогда. Константы сохраняют смысл в направлении чтения: 'H:|-20-[a]'
            ставит a в 20 от правого края, '[a]-8-[b]' ставит b в 8 левее a. Меняются только
            ограничения, использующие leading или trailing. Без аргумента печатает текущее
            направление.

              direction rtl
              direction ltr
            """),
        "inset": HelpPage(
            summary: "задать отступы прямоугольника выравнивания (ограничения действуют на него)",
            discussion: """
            UIView.alignmentRectInsets. Ограничения действуют на прямоугольник выравнивания —
            фрейм, уменьшенный на эти величины (края, центры, размеры, базовые линии и поля —
            всё), и собственный размер содержимого — это размер прямоугольника выравнивания;
            в отчётах по-прежнему фреймы. Отрицательные отступы выносят прямоугольник
            выравнивания за пределы фрейма. Одно число задаёт все четыре стороны;
            'inset NAME 0' сбрасывает их.

              inset toggle 0 2 0 2
              inset badge -4
            """),
        "remove": HelpPage(
            summary: "удалить ограничение, группу VFL или представление с его подпредставлениями",
            discussion: """
            'remove c3' удаляет одно ограничение, 'remove g2' — все ограничения, созданные его
            строкой VFL, 'remove email_top' — ограничение с такой меткой. 'remove view NAME'
            удаляет представление (или направляющую макета), его подпредставления и направляющие
            и все ограничения, где упоминается любое из них.

              remove c3
              remove g1
              remove view avatar
            """),
        "priority": HelpPage(
            summary: "изменить приоритет ограничения (1…1000, required, high, low)",
            discussion: """
            Меняет приоритет ограничения (или каждого участника группы VFL). Как и в UIKit,
            активное ограничение не может перейти из обязательных (1000) в необязательные
            (ниже 1000) и обратно: сначала деактивируйте его.

              priority c3 250
              priority c7 high
            """),
        "constant": HelpPage(
            summary: "изменить константу ограничения (инкрементально, как при анимации)",
            discussion: """
            Задаёт константу ограничения, как это сделал бы NSLayoutConstraint.constant:
            в форме Apple 'a.attr == m * b.attr + constant'.

              constant c3 40
            """),
        "activate": HelpPage(
            summary: "снова включить деактивированное ограничение (или группу)",
            discussion: """
            Возвращает в макет ограничение, выключенное командой 'deactivate'.

              activate c3
            """),
        "deactivate": HelpPage(
            summary: "выключить ограничение (или группу), не удаляя его",
            discussion: """
            Убирает ограничение из макета, но сохраняет его вместе с id для 'activate'.

              deactivate c3
            """),
        "stack": HelpPage(
            summary: "создать, изменить или показать представление стека (UIStackView), которое перестраивается при каждом изменении",
            discussion: """
            'stack NAME axis … views A B C' делает NAME (объявленное в root, если оно новое)
            стеком, упорядочивающим A B C (объявленные в NAME, если они новые). Как и
            addArrangedSubview, обычное представление NAME становится стеком, а
            подпредставление другого представления переносится в него вместе со своими
            ограничениями; отчёт сообщает об этом. Затем стек следит за изменениями:
            каждое из них пересчитывает ограничения, которые создаёт
            UIStackView, и применяет только разницу, печатая, какие созданы (+), изменены (~)
            или убраны (−). Их id следуют идентификаторам Apple и называют представления,
            а не позиции: 'UISV-spacing:NAME.a-b',
            'UISV-canvas-connection:NAME.leading', 'UISV-alignment:NAME.b.top',
            'UISV-hiding:NAME.b', 'UISV-spacing-hidden:NAME.b',
            'UISV-fill-equally:NAME.b', 'UISV-fill-proportionally:NAME.b',
            'UISV-distributing:NAME.b-c', 'UISV-spanning-boundary:NAME.b.top', ….

              add VIEW [at N]       addArrangedSubview / insertArrangedSubview(_:at:)
              remove VIEW           removeArrangedSubview (VIEW остаётся подпредставлением)
              axis horizontal|vertical
              distribution fill|fillEqually|fillProportionally|equalSpacing|equalCentering
              alignment fill|leading|trailing|center|top|bottom|firstBaseline|lastBaseline
              spacing N             интервал между упорядоченными представлениями
              spacing after VIEW N  setCustomSpacing(N, after: VIEW); 'default' убирает его
              offer VIEW N          длина, которую VIEW предлагает стеку fillProportionally; 'default' убирает её
              margins on|off        isLayoutMarginsRelativeArrangement
              baseline on|off       isBaselineRelativeArrangement (вертикальные стеки)
            Представление без собственного размера содержимого UIKit измеряет в движке окна,
            и получается его текущая длина: alsh её знать не может, поэтому такое
            представление предлагает свой сжатый размер, если 'offer' не задаёт другой
            ('import' записывает сохранённую длину).
            В одной строке можно задать несколько настроек; строка, создающая стек, тоже
            принимает их все, в любом порядке до 'views'. 'stack NAME' без остального
            показывает стек. 'views' без представлений после него создаёт пустой стек:
            для стека, который ничего не располагает, UIKit не создаёт ограничений, и его
            размер задают только его собственные ограничения.

              stack info axis horizontal spacing 8 margins on views labels avatar
              stack info add edit at 1
              stack info distribution fillEqually spacing 12
              stack info spacing after labels 20
            """),
        "hide": HelpPage(
            summary: "скрыть представление (упорядоченное схлопывается, как 'UISV-hiding' в UIStackView)",
            discussion: """
            Устанавливает isHidden. В стеке представление сохраняет свои ограничения и получает
            'UISV-hiding:STACK.NAME' (его длина вдоль оси == 0 с приоритетом 999.999, так что
            его собственный обязательный размер побеждает, и оно перекрывает соседей); между
            видимыми представлениями остаётся по одному интервалу, а по краям стека — ни
            одного, скрытое же стоит посередине оставленного им промежутка
            ('UISV-spacing-hidden:STACK.NAME', @50); оно исключается из fillEqually,
            fillProportionally и равных промежутков. Для представления, которое не упорядочено
            ни одним стеком, только записывается флаг: UIKit размещает скрытые представления
            так, будто они видимы.

              hide edit
            """),
        "unhide": HelpPage(
            summary: "снова показать скрытое представление (стек возвращает ему место)",
            discussion: """
            Сбрасывает isHidden: стек убирает 'UISV-hiding' и восстанавливает интервал.

              unhide edit
            """),
        "frames": HelpPage(
            summary: "фреймы всех представлений, вложенные под родительскими представлениями",
            discussion: """
            Фреймы даны в координатах родительского представления, как 'frame' в UIKit. Неоднозначные
            компоненты помечены.

              frames
            """),
        "show": HelpPage(
            summary: "фрейм представления и влияющие на него ограничения по осям",
            discussion: """
            Фрейм, затем ограничения, влияющие на представление по каждой оси (включая
            созданные самим макетом: размер содержимого, autoresizing), каждое — с
            представлением, на котором оно установлено (ближайшим общим предком
            представлений, которые в нём упоминаются).

              show email
            """),
        "constraints": HelpPage(
            summary: "все ограничения с id, приоритетом и состоянием",
            discussion: """
            Добавленные вами ограничения в порядке id, группы VFL — со своими участниками.
            Неактивные помечены, обязательное, которое не может выполняться, — 'broken'
            (с тем, с чем оно конфликтует), необязательное, которое макет не выполняет, —
            'gives way by N'.

              constraints
            """),
        "why": HelpPage(
            summary: "какие ограничения определяют атрибут или почему он неоднозначен",
            discussion: """
            Значение атрибута (положения — в координатах родительского представления), ограничения,
            которые его фиксируют, а если оно не единственно — диапазон, который оно может
            принимать, и что его ограничивает.

              why register.x
              why email.width
              why root.safeArea.top
            """),
        "explain": HelpPage(
            summary: "ограничение (или группа) простыми словами",
            discussion: """
            Объясняет словами, чего требует ограничение, и неактивно ли оно или нарушено
            и почему.

              explain c3
              explain g1
            """),
        "render": HelpPage(
            summary: "нарисовать макет в терминале",
            discussion: """
            Рисует каждое представление прямоугольником с его именем, вложенные — внутри
            родительского представления, в масштабе по ширине и высоте терминала (или WIDTH столбцов
            и HEIGHT строк) с сохранением пропорций (ячейка терминала примерно вдвое выше, чем
            шире); две строки оставлены для команды и следующего приглашения. Представления,
            выходящие за пределы root, перечислены под рисунком, поскольку на его краю
            они обрезаются.

            Каждое выполняющееся ограничение подписано так же, как в export svg, на двутавре
            между краями, которые оно связывает (├─20─┤ по горизонтали, ┬ 8 ┴ по вертикали;
            ширина или высота — полоса внутри представления), если клетки между ними
            свободны: в более широком терминале подписей больше. --frames рисует только
            прямоугольники.

              render
              render 60
              render 60 20
              render 120 --frames
            """),
        "tableau": HelpPage(
            summary: "симплекс-таблица решателя: строки, цель по приоритетам, смысл каждого символа",
            discussion: """
            Макет — это задача линейного программирования: каждое ограничение — строка, а
            симплекс-метод держит каждый базисный символ выраженным через остальные. Строки
            читаются как 'basic = constant + coefficient·symbol'; символ, не стоящий слева
            ни в одной строке, равен 0 (небазисный), поэтому константа строки — значение её
            базисного символа. Переменные — края и размеры представлений в координатах root
            (email.left, email.width). Остальные символы принадлежат каждый одному ограничению:
              s(c3)        дополнительная переменная неравенства: насколько оно далеко от равенства
              e+(c4) e−(c4) ошибки необязательного ограничения выше и ниже цели
              d(c1)        фиктивная переменная обязательного равенства, всегда 0: лишь помечает строку
            Первый символ каждого ограничения — его маркер. Цель — отдельная сумма ошибок на
            каждый необязательный приоритет, от высшего, и каждая минимизируется, ничего не
            уступая на уровнях выше (строгие приоритеты).

              tableau
            """),
        "watch": HelpPage(
            summary: "переписывать страницу (или рисунок) макета после каждой команды",
            discussion: """
            'watch FILE.html' после каждой команды пишет страницу: макет, нарисованный так же,
            как его рисует 'export svg', рядом список ограничений и то, что вывела команда.
            Наведите указатель на ограничение — подсветятся его двутавр и представления;
            на представление — его ограничения. Откройте страницу в браузере и не закрывайте:
            она сама перезагружается, когда файл меняется, без всякого сервера (как именно,
            написано в её начале). 'watch FILE.svg' пишет только рисунок. Файл пишется целиком
            и переименовывается на место, так что браузер никогда не прочтёт его наполовину.
            'watch off' останавливает; новый 'watch' заменяет прежний.

              watch layout.html
              watch layout.svg
              watch off
            """),
        "trace": HelpPage(
            summary: "печатать каждую замену базиса (pivot) в следующих решениях: входящий и выходящий символы, отношение",
            discussion: """
            Когда трассировка включена, каждая команда, меняющая макет, печатает словами
            сделанные замены базиса, а затем то, что сдвинулось: какой цикл её сделал
            (optimize, repair, phase one, undo, removal), символ, входящий в базис, и почему,
            выходящий (первый, достигший своей границы: наименьшее отношение), и значение,
            с которым входящий символ входит в базис. Символы называет 'tableau'.

              trace on
              email.width = 200 @750
              trace off
            """),
        "log": HelpPage(
            summary: "текущие конфликты так, как их записывает UIKit (их читает обратно 'import')",
            discussion: """
            Печатает то, что показала бы консоль приложения с этим макетом: для каждого
            нарушенного обязательного ограничения — "Unable to simultaneously satisfy
            constraints.", ограничения конфликта, "Will attempt to recover by breaking
            constraint" с тем, которое нарушил alsh, и строки
            UIViewAlertForUnsatisfiableConstraints. Представления названы по классу
            (UIView:0x…, UIStackView:0x… для представления стека, класс, заданный 'class'),
            ограничения — NSLayoutConstraint:0x…, с выдуманными адресами, одинаковыми для
            одного и того же сценария (импортированное представление или ограничение
            сохраняет свой); транслированная маска — NSAutoresizingMaskLayoutConstraint с
            маской ('h=--& v=--& UIView:0x….minX == 20'), ограничения стека несут
            идентификаторы UIKit ('UISV-spacing', 'UISV-canvas-connection' …), размер root —
            'UIView-Encapsulated-Layout-Width/Height', метка — идентификатор ограничения.
            Для неотрицательности размеров в UIKit ограничения нет, и она опущена. 'import'
            читает каждый блок обратно в тот же конфликт и тот же минимальный набор.

              log
            """),
        "compare": HelpPage(
            summary: "решить заново с весовыми силами kiwi и показать, какие фреймы отличаются и почему",
            discussion: """
            Приоритеты Auto Layout строгие: никакая ошибка на низшем приоритете не обменивается
            на ошибку на высшем. kiwi (и исходный Cassowary) складывают ошибки с весами сил:
            strong, medium и weak — это 1e6, 1e3 и 1, умноженные на шкалу 0–1000, так что
            достаточно большая слабая ошибка может перевесить сильную. Здесь приоритет p —
            это strength.create(0, 1, 0, p) в kiwi, средняя сила с весом p: p × 1000 за
            точку ошибки (обязательное остаётся обязательным). Сессия решается так отдельно
            (ничего не меняется), и перечисляются отличающиеся фреймы вместе с
            необязательными ограничениями, которые уступают иначе, — каждое со своим весом
            и ценой.

              compare weighted
            """),
        "exercise": HelpPage(
            summary: "все крайние раскладки, которые может принять неоднозначное представление",
            discussion: """
            exerciseAmbiguityInLayout() в UIKit переключает неоднозначное представление на
            другую раскладку, допустимую его ограничениями. Эта команда показывает все такие
            крайние случаи: для каждой неоднозначной компоненты представления — раскладку
            с наименьшим и с наибольшим значением, допустимым её диапазоном (неограниченная
            сторона показывается на 100 точек дальше текущего значения), со всеми
            сдвинувшимися представлениями. В сессии ничего не меняется.

              exercise email
            """),
        "lesson": HelpPage(
            summary: "пройти урок: по шагу за раз, с проверкой и подсказками",
            discussion: """
            Без аргумента выводит уроки, установленные вместе с alsh, и отмечает
            пройденные. С именем, номером из списка или файлом урока начинает урок с пустого
            макета (если макет не пуст, сначала спрашивает: та же команда ещё раз
            продолжает, а 'undo' вернёт прежний макет). Каждый шаг говорит, что сделать;
            вводите то, что, по-вашему, это делает. После каждого изменения alsh проверяет
            шаг, говорит, что ещё не так, а когда шаг выполнен, объясняет результат через
            'why' и рисует его. Прогресс сохраняется между запусками. Формат файла описан
            в docs/LESSONS.md.

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
            summary: "сжатый подходящий размер представления (systemLayoutSizeFitting), без изменений",
            discussion: """
            Наименьший размер, допустимый собственными ограничениями представления и его
            подпредставлений, как его вычисляет
            systemLayoutSizeFitting(UILayoutFittingCompressedSize): представление изымается
            из ограничений родительского представления, сохраняет ограничения и размеры содержимого
            своего поддерева, а его ширина и высота тянутся к 0 с приоритетом 50
            (fittingSizeLevel). С 'width W' ширина обязана быть W и сжимается
            только высота (horizontalFittingPriority .required) — так вычисляется размер
            ячейки таблицы или коллекции. Макет, отмена и 'save' этого не видят.

            Размер, которому одинаково хорошо подходят несколько значений, печатается вместе с
            тем, что оставляет его свободным (UIKit выбрал бы одно молча); обязательное
            ограничение, которое не может выполняться при подгонке, называется вместе с теми,
            с чем оно конфликтует ('fit:width' — запрошенная ширина), а размер даётся без него.

              fit card
              fit cell width 320
            """),
        "expect": HelpPage(
            summary: "проверить фрейм, значение, неоднозначность, нарушенное или уступающее ограничение, конфликт",
            discussion: """
            Проверяет макет и, если утверждение не выполняется, сообщает, как обстоит дело
            на самом деле. В сценарии невыполненное ожидание заставляет alsh завершиться
            с кодом 1, а сценарий продолжается.

              expect email.frame == 20 20 335 30
              expect register.width == 128
              expect root.safeArea.top == 20    (направляющие представления: safeArea, margins, readableContent)
              expect ambiguous register.x
              expect ambiguous                  (что-то в макете неоднозначно)
              expect not ambiguous
              expect not ambiguous email
              expect broken c7                  (обязательное ограничение, которое не может выполняться)
              expect not broken c7
              expect gives way c9               (необязательное, которое макет не выполняет)
              expect not gives way c9
              expect conflict c7                (c7 нарушено или входит в набор нарушенного)
              expect not conflict               (ни одно обязательное ограничение не нарушено)
              expect constraint a.width >= 200  (такое ограничение есть и выполняется, как бы оно ни было записано)
            """),
        "import": HelpPage(
            summary: "восстановить журнал конфликта или сцену из .xib или .storyboard",
            discussion: """
            Читает вывод консоли Xcode ('[LayoutConstraints] Unable to simultaneously
            satisfy constraints.' на iOS, '[Layout]' на macOS) или просто описания ограничений,
            по одному в строке, и добавляет их представления и ограничения. Представления
            называются по классу и заголовку ('UILabel:0x…'Title'' становится label_title),
            адреса из журнала перечисляются; ограничения сохраняют идентификаторы журнала
            как метки. Строки, которые не удалось прочитать, перечисляются с номерами
            и пропускаются.

            Затем называется ограничение, которое нарушила Apple, минимальный конфликтующий
            набор, найденный alsh, и для каждого участника — что дало бы его удаление или
            понижение приоритета до 999.

            Документ Interface Builder (.xib или .storyboard, различаются по содержимому) даёт
            одну сцену: 'scene NAME' выбирает её по id сцены, id контроллера,
            storyboardIdentifier, заголовку, userLabel или id представления верхнего уровня;
            без него — первую сцену с ограничениями. root становится представлением сцены
            с сохранённым размером и безопасной областью устройства; каждое представление
            приходит со своим классом, приоритетами, полями, флагом скрытия, собственным
            размером (из сохранённого фрейма — для меток, кнопок, изображений и других
            элементов управления), маской autoresizing, стеком и id объекта IB ('ref'). Затем
            перечисляются представления, чей вычисленный фрейм отличается от сохранённого
            больше чем на 0.5, как Xcode перечисляет смещённые представления (misplaced).
            Всё импортированное — обычные строки: 'undo' отменяет импорт целиком.

            Читается и вывод отладчика: '_autolayoutTrace' (обе формы) и
            'recursiveDescription' дают дерево представлений, у каждого адрес становится ref;
            представление, которое уже есть в сеансе с этим адресом, сохраняет имя. Фреймы
            из описания и отметки AMBIGUOUS LAYOUT из трассировки запоминаются: после каждого
            импорта alsh перечисляет представления, чей вычисленный фрейм отличается от
            напечатанного, и сравнивает неоднозначность по UIKit со своей. Массивы из
            'po view.constraints' импортируются как ограничения.

            Без FILE вставьте журнал и завершите его пустой строкой или Ctrl-D.

              import crash.log
              import Main.storyboard scene Login
              import
            """),
        "export": HelpPage(
            summary: "записать ограничения на Swift, SnapKit, Objective-C или VFL, или макет в SVG",
            discussion: """
            'swift' пишет целый файл, который компилируется как есть: import UIKit и final-подкласс
            UIViewController (имя берётся из FILE — LoginViewController для Login.swift — или из
            --class NAME), в котором представления — типизированные свойства; viewDidLoad строит
            иерархию (стеки — через addArrangedSubview), задаёт поля, приоритеты, скрытые
            представления и направление и активирует якоря одним NSLayoutConstraint.activate.
            Ограничения с меткой, необязательные и деактивированные становятся свойствами
            (деактивированное создаётся, но не активируется); нарушенное записывается с
            предупреждением, а с --strict не пишется ничего. --fragment пишет только тело
            viewDidLoad, для вставки. 'snapkit' пишет то же на SnapKit: по одному блоку
            snp.makeConstraints на подпредставление или направляющую, а к корню обращается
            только со стороны подпредставления (equalToSuperview(), view.safeAreaLayoutGuide,
            view.layoutMarginsGuide): makeConstraints на корне отключил бы перевод его
            frame в ограничения. 'objc' пишет то же как @interface и @implementation с
            якорями ([a.topAnchor constraintEqualToAnchor:…]); его --fragment — тело метода
            с constraintWithItem:, а для строки визуального формата, оставшейся такой, какой
            была создана, — constraintsWithVisualFormat:. 'vfl' пишет визуальный формат каждого ограничения,
            у которого он есть. Ограничение, которое не выразить одним NSLayoutConstraint,
            называется в комментарии и никогда не теряется.

            'svg' рисует макет в масштабе, как Interface Builder: представления залиты по
            глубине, каждое ограничение там, где действует (двутавр между краями, которые оно
            связывает, с константой; полоса внутри представления для ширины или высоты;
            пунктир для центрирования), необязательные пунктиром, нарушенные красным,
            неоднозначные представления оранжевым пунктиром, направляющие светлым пунктиром,
            подписи не наезжают друг на друга, под рисунком легенда. У неоднозначного
            представления оранжевый отрезок показывает, где может лежать его свободный край
            (`width 20…100`); представление, которое импортированный документ хранит в другом
            месте, нарисовано и там, пунктиром. Имя представления после FILE рисует только его
            ограничения; --frames не рисует ни одного ограничения (SVGRenderer.swift).

              export swift Login.swift
              export swift --fragment
              export objc Layout.m
              export svg layout.svg
              export svg card.svg card
              export svg frames.svg --frames
            """),
        "placeholders": HelpPage(
            summary: "убрать ограничения-заполнители Interface Builder (как во время выполнения) или вернуть их",
            discussion: """
            Interface Builder удаляет ограничение-заполнитель (placeholder="YES") при сборке,
            но раскладывает сцену с ним: 'import' оставляет их в макете с отметкой, и сцена
            совпадает с тем, что показывает Xcode. 'placeholders off' убирает все отмеченные и
            показывает макет, как во время выполнения: то, что должен ограничить код,
            становится неоднозначным. 'placeholders on' возвращает их; без аргумента выводит
            их список. 'mark' отмечает ограничения как заполнители (это делает 'import').

              placeholders off
              placeholders on
              placeholders mark c3 c4
            """),
        "ref": HelpPage(
            summary: "показать или задать, откуда взялось представление или ограничение",
            discussion: """
            Без REF печатает ref представления или ограничения: адрес из импортированного
            журнала конфликта ('0x600003220a50') или id объекта документа Interface Builder.
            С REF задаёт его; 'import' делает это для всего, что приносит. 'show' и '--json'
            ("ref") тоже показывают ref.

              ref view_1
              ref title 0x7fb5c8d0e4f0
            """),
        "help": HelpPage(
            summary: "команды по темам, команды одной темы или подробно об одной команде",
            discussion: """
            Без аргумента — темы (views, editing, inspecting, solver, files, session) и
            несколько команд каждой. С темой — её команды, по строке на каждую; с 'all' —
            все команды; с именем команды — её использование, что она делает, и примеры;
            с 'constraint' — язык ограничений.

              help
              help views
              help all
              help view
            """),
        "undo": HelpPage(
            summary: "отменить последнее изменение ('load' — целиком)",
            discussion: """
            Отменяет последнюю команду, изменившую макет; 'redo' возвращает её. Команды
            просмотра и ожидания изменениями не являются и пропускаются.

              undo
            """),
        "redo": HelpPage(
            summary: "вернуть то, что отменил 'undo'",
            discussion: """
            Любое новое изменение после отмены забывает то, что можно было вернуть.

              redo
            """),
        "load": HelpPage(
            summary: "выполнить сценарий строка за строкой, как будто он набран",
            discussion: """
            Выполняет каждую строку FILE, как если бы она была набрана здесь; ошибки называют
            файл и строку. В загруженном сценарии относительные пути отсчитываются от этого
            сценария. Загрузки могут быть вложены до \(Session.loadDepthLimit) уровней. С -q
            строки не печатают отчётов; затем следует один отчёт о том, что изменил весь
            сценарий (ошибки показываются по-прежнему).

              load examples/register.al
              load -q examples/channel-header.al
            """),
        "save": HelpPage(
            summary: "записать сценарий, воспроизводящий текущее состояние",
            discussion: """
            Записывает строки, создавшие текущий макет (без отменённых, с раскрытыми 'load'),
            так что 'load FILE' или 'alsh FILE' даёт то же состояние, включая id. Файл
            пишется рядом с целевым и переименовывается поверх него, поэтому сбой никогда
            не оставляет половину сценария.

              save login.al
            """),
        "reset": HelpPage(
            summary: "начать заново с пустого макета (undo вернёт прежний)",
            discussion: """
            Удаляет все представления, ограничения и метрики и возвращает root размер 375x667.

              reset
            """),
        "quit": HelpPage(
            summary: "выйти из alsh (также Ctrl-D)",
            discussion: """
            Завершает сессию; в сценарии — останавливает его и все следующие сценарии.

              quit
            """),
    ]
}
