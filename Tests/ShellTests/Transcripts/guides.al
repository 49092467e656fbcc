# Layout guides, the safe area, the readable content guide and UIKit's margin rules.
view a b c
# user guides as equal spacers: a and c 20 from the edges, b between, equal gaps
guide gap1 gap2
H:|-20-[a(50)]
H:[c(50)]-20-|
b.width = a.width
V:|-100-[a(40)]
b.top = a.top
b.height = a.height
c.top = a.top
c.height = a.height
gap1.left = a.right
gap1.right = b.left
gap2.left = b.right
gap2.right = c.left
gap1.width = gap2.width
gap1.top = a.top
gap1.height = 0
# gap2 is still ambiguous vertically
frames
gap2.top = a.top
gap2.height = 0
show gap1
why gap1.width
why gap1.leftMargin
# guides are refused where Apple refuses them
H:[a][gap1]
a.left = gap1.leftMargin
a.top = gap1.safeArea.top
view x in gap1
intrinsic gap1 10 10
margins gap1 4
guide a
guide g in nowhere
guide
# the safe area: 20 0 0 0 at first (the status bar)
view label
label.top = root.safeArea.top + 8
label.left = root.safeAreaLayoutGuide.leadingAnchor
label.leading = root.safeAreaLayoutGuide.leadingAnchor
label.width = 100
label.height = 20
safearea 44 0 34 0
safearea 1 2 3
safearea -1 0 0 0
safearea 0 0 0 x
explain c21
why label.top
why root.safeArea.top
why root.safeArea.frame
# a header under the status bar: its safe area is clipped
view header
view title in header
H:|[header]|
top: header.top = root.top
header.height = 100
title.top = header.safeArea.top + 8
title.left = header.safeArea.left
title.width = 50
title.height = 20
constant top 200
constant top 0
show header
# root's margins: 16 on the sides at 375, the top one measured from the safe area
view m
m.left = root.leftMargin
m.right = root.margins.right
m.top = root.topMargin
m.height = 10
rotate
rotate
margins root 8
margins root default
margins root fromsafearea off
margins root fromsafearea on
margins root fromsafearea maybe
# a table cell's content view
view cell
view text in cell
H:|[cell]|
V:|-300-[cell(44)]
text.left = cell.leftMargin
text.right = cell.rightMargin
text.top = cell.topMargin
text.bottom = cell.bottomMargin
class cell UITableViewCellContentView
class cell 9x
class nobody UIView
# preservesSuperviewLayoutMargins
view card
view inner in card
H:|-4-[card]-4-|
V:|-400-[card(100)]
inner.left = card.leftMargin
inner.right = card.rightMargin
inner.top = card.topMargin
inner.height = 10
preserve card
preserve card sometimes
preserve card off
# the readable content guide: 672 at most, centred in the margins
view body
body.left = root.readableContent.left
body.right = root.readableContentGuide.trailingAnchor
body.right = root.readableContentGuide.rightAnchor
body.top = root.readableContent.top + 500
body.height = 10
root 1024x768
root 375x667
undo
undo
redo
# a height that chases its own safe area to 40/3, between two grid points, never
# settles: reported, last pass's frames kept
view box
H:|[box]|
box.top = root.top
chase: box.safeArea.height = 3 * box.height - 40
show box
remove chase
remove view box
show root
# removing a guide takes its constraints along
remove view gap1
undo
expect gap2.frame == 537 100 417 0
expect body.frame == 176 544 672 10
# guides in expect: root at 1024x768 with safe area 44 0 34 0
expect root.safeArea.frame == 0 44 1024 690
expect root.readableContentGuide.width == 672
expect root.margins.left == 20
expect header.safeArea.top == 44
expect root.margins.topMargin == 1
expect gap1.safeArea.top == 0
expect not ambiguous
