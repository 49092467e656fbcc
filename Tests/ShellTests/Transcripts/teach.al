# Watching the solver: the tableau and each pivot (seed 004: the layout is a linear
# program, solved by priority with the simplex method).
view a b
H:|-[a]-[b]-|
tableau
trace on
a.width = 100 @750
a.width = b.width @500
b.width = 400
remove c4
trace off
tableau
trace maybe
