# An ambiguous layout: the Register button is only kept inside the screen on the
# horizontal axis, so it may sit anywhere between the edges.
view register
register.width = 128
register.height = 44
register.top = root.top + 100
register.left >= root.left
register.right <= root.right

expect ambiguous register.x
expect not ambiguous register.y
expect not ambiguous register.width
expect ambiguous

# Centring it removes the ambiguity.
register.centerX = root.centerX
expect not ambiguous
expect register.frame == 123.5 100 128 44
