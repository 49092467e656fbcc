# The channel header of seed 004, with explicit constraints instead of stack views:
# a header 250 points tall under the status bar, holding an info row (labels and a
# 100x100 avatar), a description label and an Edit button pinned to the bottom.
view header
view info, description, edit in header
view labels, avatar in info

header.top = root.top + 20
header.left = root.left
header.right = root.right
header.height = 250

info.top = header.top + 16
info.left = header.left + 16
info.right = header.right - 16
avatar.width = 100
avatar.height = 100
H:|[labels]-8-[avatar]|
V:|[avatar]|
V:|[labels]|

# The description label sizes itself to its text (two lines, say).
intrinsic description -1 40
description.top = info.bottom + 8
description.left = info.left
description.right = info.right

# Greater than or equal: the button follows the label down if the text grows.
edit.top >= description.bottom + 8
edit.left = description.left
edit.right = description.right
edit.bottom = header.bottom - 16
edit.height = 50

expect not ambiguous
expect header.frame == 0 20 375 250
expect info.frame == 16 16 343 100
expect labels.frame == 0 0 235 100
expect avatar.frame == 243 0 100 100
expect description.frame == 16 124 343 40
expect edit.frame == 16 184 343 50
