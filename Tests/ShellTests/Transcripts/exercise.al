# exercise: every extreme layout an ambiguous view can take.
view a b
H:|-[a]-[b]-|
V:|[a(10)]
V:|[b(10)]
exercise a
view b1 b2
[b1]-100-[b2]
V:|[b1(10)]
V:|[b2(10)]
b1.width = 50
b2.width = 50
exercise b2
exercise root
exercise ghost
