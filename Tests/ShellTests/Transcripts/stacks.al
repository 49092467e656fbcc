# Live stack views: made once, then changed; each change says which UIKit constraints
# it made (+), changed (~) or dropped (−), then what moved.
view header
H:|[header]|
V:|-20-[header(120)]
view info in header
stack info axis horizontal spacing 8 views title edit
info.leading == header.leading + 16
info.trailing == header.trailing - 16
info.top == header.top + 16
intrinsic title 120 20
intrinsic edit 60 30
hug title h 249
stack info
# Hiding an arranged view collapses it and the gap before it: the title widens.
hide edit
stack info
unhide edit
# Undo takes a stack change back like any other line.
stack info spacing 20
undo
stack info alignment center
stack info distribution fillEqually
stack info distribution fillProportionally
stack info distribution equalSpacing
stack info distribution equalCentering
stack info distribution fill alignment fill
stack info spacing after title 12
stack info spacing after title default
stack info margins on
stack info margins off
stack info add badge at 1
intrinsic badge 24 24
stack info remove badge
stack info add badge
stack info axis vertical
baseline title 15
baseline edit 20
baseline badge 17
stack info baseline on
stack info baseline off axis horizontal
# A nested stack: counts is arranged in info, and is a stack itself.
stack info add counts
stack counts axis horizontal distribution fillEqually views posts likes
hide counts
unhide counts
# A view no stack arranges keeps its place when hidden.
hide header
unhide header
remove view badge
remove view counts
expect info.frame == 16 16 343 30
expect title.frame == 0 0 275 30
expect edit.frame == 283 0 60 30
# Errors: each is one line with a caret and changes nothing.
stack info distribution fillEqualy
stack info alignment diagonal
stack info spacing wide
stack info spacing after nobody 4
stack info add edit at 7
stack info remove nobody
stack info axis vertical alignment firstBaseline
stack header spacing 4
stack nothing
stack info views a b
stack edit axis horizontal views header
stack fresh views a
stack info frobnicate 3
hide nobody
hide edit
hide edit
stack info
