view header
view avatar, title in header
H:|[header]|
V:|-20-[header(100)]
H:|-[avatar(60)]-[title]-|
V:|-[avatar(60)]
title.top = avatar.top
title.height = 20
frames
show avatar
show title
show nobody
constraints
why title.width
why title.x
why title.y
why title.rigth
why title
explain c1
explain g3
explain c99
render 40
render 2
