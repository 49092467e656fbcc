# Declaring views: commas optional, nesting with 'in', autoresizing frames.
view email, confirm register
view avatar in email
view box frame 10 10 100 50
view box in email frame 1 2 3 4
# errors: each leaves the session as it was
view email
view a b a
view x in nowhere
view 9lives
view
view y frame 1 2 three 4
view p q frame 1 2 3 4
root 320x568
root 400 300
root 320xabc
rotate
rotate now
remove view email
remove view ghost
remove view root
frames
