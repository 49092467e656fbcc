# why: one cause per answer, never contradicting itself (issue 11).
# Two views tied only to each other: any x goes, and c1 is named.
view b1 b2
[b1]-100-[b2]
why b2.x
# Only the center pinned: x is at most 187.5.
view register
register.centerX = root.centerX
why register.x
# Squeezed between pins: a range, bounded by the VFL's constraints and width >= 0.
view a b
H:|-[a]-[b]-|
why a.width
# An equality chain down to root's constants.
view email pass
email.top = root.top + 20
email.height = 30
pass.top = email.bottom + 8
why pass.y
why email.height
# Inequalities alone, a tie, and nothing at all.
view c
c.leading >= root.leading + 20
c.leading <= root.leading + 100
why c.x
view p q
p.width = q.width @250
p.width = 100 @250
q.width = 200 @250
why p.width
constraints
expect gives way c13
expect not broken c13
explain c13
view lone
why lone.y
