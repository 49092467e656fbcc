# Autoresizing masks: frame-based views whose mask follows the screen, as UIKit's does.
root 320x568
# UIKit's names, Interface Builder's, and Apple's log notation ([before][size][after]).
view banner frame 0 0 320 44 mask flexibleWidth flexibleBottomMargin
view badge frame 110 100 100 40 mask flexibleMinX flexibleMaxX
view corner frame 270 518 40 40 mask h=&-- v=&--
view label frame 10 60 100 30
show badge
explain autoresizing:badge.minX
# Portrait to landscape: the banner stretches, the badge stays centred, the corner sticks
# to the bottom right, the label view keeps its frame.
rotate
expect banner.frame == 0 0 568 44
expect badge.frame == 234 100 100 40
expect corner.frame == 518 270 40 40
rotate
# A superview sized by constraints, with an autoresizing subview inside it.
view card
H:|-20-[card]-20-|
V:|-200-[card(100)]
view bar in card frame 10 10 260 20 mask flexibleWidth
root 375x667
expect bar.width == 315
# Moving a view: the mask constraints take the new numbers in place.
frame badge 20 100 100 40
show badge
rotate
undo
undo
redo
# Changing the mask remakes its constraints from the current frame.
mask label flexibleLeftMargin
rotate
rotate
mask label none
# Switching translation off: the mask constraints go, constraints written for it stay.
autoresizing label off
label.top == root.top + 60
H:|-10-[label(100)]
label.height == 30
autoresizing label on mask widthSizable
show label
# A constraint against a flexible mask: it holds at 375, and on rotation the screen wins
# and the constraint breaks (label's width == 100 too); rotating back lets both hold.
banner.width == 375
rotate
rotate
constraints
help mask
# errors: each leaves the session as it was
view oops frame 0 0 10 10 mask flexibleWidht
view oops frame 0 0 10 10 mask h=-x-
view oops frame 0 0 10 10 mask none flexibleWidth
view oops frame 0 0 10 10 mask h=-&- h=&--
view oops mask flexibleWidth
view oops frame 0 0 10 10 mask
frame card 0 0 10 10
frame badge 0 0 -5 10
frame badge 0 0 ten 10
frame ghost 0 0 10 10
frame root 0 0 10 10
frame badge 0 0 10
autoresizing badge maybe
autoresizing badge on
autoresizing card off
autoresizing badge off extra
mask badge
mask ghost flexibleWidth
frames
undo
undo
frames
