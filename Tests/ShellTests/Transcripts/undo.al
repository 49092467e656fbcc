undo
redo
view a
a.left = root.left + 10
a.width = 50
undo
undo
redo
redo
redo
reset
frames
undo
frames
constraints
a.width = 60
redo
