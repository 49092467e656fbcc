view label, spacer
intrinsic label 120 20
label.left = root.left + 20
label.top = root.top + 20
hug label h 251
resist label v 749
label.width = 300 @500
hug label h 600
intrinsic label -1 20
intrinsic spacer -1 -1
hug label x 250
resist label v 0
margins root 16 20 16 20
spacer.left = root.leftMargin
spacer.top = root.topMargin
spacer.width = 10
spacer.height = 10
margins root 8
baseline label 14
spacer.firstBaseline = label.firstBaseline
metric pad = 30
H:|-pad-[spacer]
metric wide 40
H:|-wide-[label]
metric 2bad = 3
metric tight=4
metric loose= 12
H:|-tight-[spacer]
