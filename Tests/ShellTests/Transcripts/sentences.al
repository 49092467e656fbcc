# SPEC §12: every sentence true. c5 repeats c2, so removing c2 alone does not free c6.
view a b
H:|-[a(100)]-[b]-|
a.width = 100
b.width = 300
remove c2
undo
# a constraint that contradicts itself says so; no list ends empty
view x
x.width = x.width + 10
expect not broken c7
show x
