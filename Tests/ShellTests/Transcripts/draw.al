# Drawing the layout: render fitted to a height, and SVG.
view email pass
H:|-[email]-|
V:|-[email(30)]-[pass(30)]
view far
H:|-400-[far(50)]
V:|[far(20)]
render 40 12
render 30
export svg
export svg /tmp/alsh-draw-transcript.svg
