# A required conflict, its minimal set, and what happens as it is resolved.
view email
H:|-[email]-|
email.width = 400
email.width = 500 @750
expect broken c3
expect conflict c1
expect gives way c4
expect not broken c4
remove c3
expect not broken c3
expect not conflict
# sizes are never negative
view gap
gap.width = -16
expect broken c5
