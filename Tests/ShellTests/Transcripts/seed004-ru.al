# transcript: lang=ru
# Seed 004 (Russian): the channel header from "Auto Layout в коде", its stack views as
# live stacks, names shortened as the article's drawing labels them.
view header
H:|[header]|
header.top == root.top + 20
header.height == 250
view info description edit in header
view labels avatar in info
view name digits in labels
view posts subscribers audience in digits
H:|-16-[info]-16-|
V:|-16-[info]
intrinsic name 200 20
stack digits axis horizontal distribution fillEqually views posts subscribers audience
stack labels axis vertical distribution fillEqually views name digits
avatar.width == 100
avatar.height == 100
stack info axis horizontal spacing 8 views labels avatar
H:|-16-[description]-16-|
V:[info]-[description]
edit.top >= description.bottom + 8
edit.leading == description.leading
frames
# Adding an arranged view again moves it to the end; a stack keyword misspelt.
stack info add labels
stack info distrbution fill
explain c5
