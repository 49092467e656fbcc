# Warnings after a change: each once, when it first holds.
view a
a.width = a.width + 10
a.width = a.width
explain c1
[a(50)]
a.width = 50
view b
H:|-400-[b(50)]
V:|[b(20)]
view d e
H:|-[d]-[e]-|
d.width = 327
V:|[d(10)][e(10)]
d.height = 12
