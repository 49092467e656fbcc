view a
a.left = root.left + 20
a.width = 100
a.width = 200 @750
V:|-[a(44)]
priority c3 250
priority c3 high
priority c2 500
priority c9 500
priority c3 2000
constant c1 40
constant c1 forty
deactivate c2
activate c2
deactivate g1
activate g1
remove c3
remove g1
remove c3
remove top
remove nonNegative:a.width
priority
constant c1
deactivate c1 c2
