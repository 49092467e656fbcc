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
# Several views pushed out at once read as one line; each comes back in silently.
view p1 p2 p3 p4
H:|-200-[p1(50)]
H:|-200-[p2(50)]
H:|-200-[p3(50)]
H:|-200-[p4(50)]
V:|[p1(10)][p2(10)][p3(10)][p4(10)]
root 200x667
root 375x667
# A constant that makes two constraints equal is not re-checked (see docs/DESIGN.md, "Warnings").
