# transcript: lang=zh
# The first lesson as a student takes it: a wrong try, both hints, the answer, each step.
lesson equation
button.left = root.left
lesson hint
lesson hint
undo
button.centerX = root.centerX
lesson next
button.centerY = root.top
undo
lesson show
button.centerY == root.centerY
lesson next
button.width = root.width * 0.5 - 20
lesson next
