view email register
H:|-[email]-|
V:|-[email(30)]
register.width = 128
register.height = 44
register.top = email.bottom + 8
register.left >= root.left
expect email.frame == 16 20 343 30
expect email.frame = 16 20 343 31
expect email.width == 343
expect email.width == 343.0000001
expect email.centerX == 187.5
expect email.x == 16
expect email.rigth == 3
expect register.width == 120
expect ambiguous register.x
expect ambiguous register.y
expect not ambiguous email
expect not ambiguous register
expect ambiguous
expect not ambiguous
expect ambiguous register.left
expect broken c1
expect not broken c1
expect conflict
expect not conflict c1
expect broken c42
expect email
expect email.width 335
expect email.width == wide
expect not email.width == 3
expect nobody.width == 3
