# direction rtl|ltr and inset NAME T L B R (SPEC §8)
# already left-to-right: nothing to say
direction ltr
view a b
# nothing uses leading yet
direction rtl
direction ltr
H:|-[a]-[b(==a)]-|
V:|-40-[a(30)]
V:|-40-[b(30)]
# leading is the right edge: a goes right, b 8 to its left
direction rtl
direction
expect a.leading == 359
expect a.frame == 191.5 40 167.5 30
why b.trailing
explain c2
# left/right never flip
view c
H:|-10-[c(50)] directionLeftToRight
V:[a]-[c(20)]
direction ltr
direction rtl
# still refused, either way
c.leading == root.left + 10
# a toggle-like view whose frame is 2 larger than its alignment rect on each side
view toggle
intrinsic toggle 51 31
H:[toggle]-|
V:[c]-[toggle]
inset toggle 2
show toggle
expect toggle.width == 51
expect toggle.frame == 14 104 55 35
undo
direction ltr
frames
undo
undo
frames
redo
# errors
direction up
direction rlt
direction rtl now
direction
inset
inset ghost 1 2 3 4
inset toggle 1 2 3
inset toggle 1 x 3 4
inset toggle 1e10
