# transcript: lang=ru
# Seed 003 (Russian): "[button1]-12-[button2]", the standard gap, and an aspect ratio
# the visual format cannot say.
view button1 button2 imageView
[button1]-12-[button2]
H:|-[button1(80)]
V:|-[button1(30)]
button2.top == button1.top
button2.width == button1.width
button2.height == button1.height
imageView.width == 2 * imageView.height
imageView.height == 60
imageView.top == button1.bottom + 8
imageView.leading == button1.leading
constraints
# [zoomableView1]-80-[zoomableView2] with the first one's height left open.
view zoomableView1 zoomableView2
[zoomableView1]-80-[zoomableView2]
H:|-[zoomableView1(100)]
zoomableView2.width == 100
V:[zoomableView2(50)]-|
zoomableView2.top == zoomableView1.top @750
imageView.height == 2 * imageView.width
# Why each value is what it is, in Russian.
why imageView.width
why zoomableView1.height
show imageView
expect not ambiguous zoomableView1
