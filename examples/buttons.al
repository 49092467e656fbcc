# Seed 003 (Apple's "Working with Auto Layout programmatically"): two buttons 12 points
# apart, '[button1]-12-[button2]', and the aspect ratio VFL cannot express,
# imageView.width = 2 * imageView.height.
view button1, button2, imageView
intrinsic button1 80 30
intrinsic button2 80 30

H:|-[button1]-12-[button2]
V:|-[button1]
button2.top = button1.top

H:|-[imageView]-|
V:[button1]-[imageView]
imageView.width = 2 * imageView.height

expect not ambiguous
expect button1.frame == 16 20 80 30
expect button2.frame == 108 20 80 30
expect imageView.frame == 16 58 343 171.5

# c2 is the 12-point gap (see 'constraints'); the standard space would be 8.
constant c2 8
expect button2.x == 104
