# Seed 004, "translatesAutoresizingMaskIntoConstraints": a view made in code keeps
# it YES, so its frame becomes required constraints, and any constraint that wants
# another size or place conflicts with them. Apple logs the h=--& v=--& ones.
view card frame 20 100 200 120
card.width = 335

# The new constraint is the one that breaks; the mask's constraints hold.
expect broken c1
expect conflict autoresizing:card.width
expect card.frame == 20 100 200 120

# The fix: translatesAutoresizingMaskIntoConstraints = NO, i.e. a plain 'view'.
remove view card
view card
H:|-20-[card]-20-|
V:|-100-[card(120)]
expect not broken c2
expect not conflict
expect card.frame == 20 100 335 120
