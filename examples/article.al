# An article that scrolls, written the way Apple's documentation writes scroll views
# since iOS 11: a stack of paragraphs pinned to the scroll view's content layout guide
# (its content area: the stack's size is how far it scrolls) and as wide as its frame
# layout guide, so it scrolls up and down only.
root 390x844           # an iPhone 13
safearea 47 0 34 0

view scroll
class scroll UIScrollView
H:|[scroll]|
scroll.top = root.safeArea.top
scroll.bottom = root.bottom

view body in scroll
stack body axis vertical spacing 12 views headline lead text
intrinsic headline -1 60
intrinsic lead -1 80
intrinsic text -1 900

# Pasted from the view controller: the content area is the body and its margins.
body.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16).isActive = true
body.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16).isActive = true
body.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 20).isActive = true
body.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -20).isActive = true
body.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40).isActive = true

expect scroll.frame == 0 47 390 797
expect body.frame == 20 16 350 1064
expect scroll.content.frame == 0 47 390 1096    # taller than the frame: it scrolls
expect not ambiguous

