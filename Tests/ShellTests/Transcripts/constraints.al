view a b
a.left = root.left + 20
a.width = 2 * a.height
a.top >= root.top + 20 @750
a.height <= 100 @high
top_b: b.top = a.bottom + 8
H:|-[b(>=50)]-|
V:[a]-[b]
H:[a]-(>=8)-[b] alignAllTop
# errors with carets
a.left = b.rigth
a.left = c.left
a.width = root.width * *
H:|-[a]-[nope]-|
H:[a]-[b] alignAllLeft
a.left = b.top
[a]-[b] alignAllTopp
a.width + b.width = root.width - 40
