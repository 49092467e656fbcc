# a comment line

   # an indented comment
view a   # a trailing comment
a.width = 10 # the width
	a.height = 20
H:|-[a]    # standard space
