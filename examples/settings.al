# A settings screen as a UIKit app builds it on a notched phone: a title on the safe area
# (written as Swift pasted from the view controller), a live stack of rows inside root's
# margins with one row hidden, and a layout guide that centres a button in the space left.
root 390x844           # an iPhone 13
safearea 47 0 34 0     # the sensor housing on top, the home indicator at the bottom

view title
intrinsic title 120 24
title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true

# The rows: a vertical UIStackView, 8 apart, each row as tall as its content (44).
stack rows axis vertical spacing 8 views wifi bluetooth cellular
rows.top = title.bottom + 16
rows.leading = root.margins.leading
rows.trailing = root.margins.trailing
intrinsic wifi -1 44
intrinsic bluetooth -1 44
intrinsic cellular -1 44

# Without a SIM the cellular row hides: the stack closes up (UIKit's UISV-hiding).
hide cellular

# A UILayoutGuide spans what is left above the home indicator; the button sits in its middle.
guide gap
gap.top = rows.bottom
gap.bottom = root.safeArea.bottom
gap.leading = root.leading
gap.trailing = root.trailing
view done
intrinsic done 80 44
done.centerY = gap.centerY
done.centerX = root.centerX

# Root's side margins are 16 below 414 points wide; the safe area adds 47 on top.
expect not ambiguous
expect root.margins.frame == 16 47 358 763
expect title.frame == 16 55 120 24
expect rows.frame == 16 95 358 96
expect wifi.frame == 0 0 358 44
expect bluetooth.frame == 0 52 358 44
expect cellular.height == 0
expect gap.frame == 0 191 390 619
expect done.frame == 155 478.5 80 44

# In landscape the housing moves to the side. Root's side margins stay 16 (its shorter
# side is under 414 points), and the safe area adds its 47: the rows start at 63 and the
# title rises to 8 + 8.
rotate
safearea 0 47 21 47
expect title.frame == 63 8 120 24
expect rows.frame == 63 48 718 96
