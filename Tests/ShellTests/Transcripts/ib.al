# Interface Builder documents: each scene's stored frames are its own answer key.
# With no scene named, the first scene with constraints (Login) is imported.
import include/screens.storyboard
expect label_email.frame == 20 88 42 21
expect forgot_label.frame == 20 821 100 21
ref label_email
ref signInTop
show button_sign_in
undo
frames
# a stack view scene: live stacks, margins of a card
import include/screens.storyboard scene Stack
stack column
show label_inside
reset
# views that translate their autoresizing masks
import include/screens.storyboard scene banner-scene
root 600x896
frames
reset
# a scroll view with content and frame layout guides
import include/screens.storyboard scene Scroll
reset
# stored frames the constraints do not give, and a conflict
import include/screens.storyboard scene Misplaced
reset
import include/screens.storyboard scene Conflict
reset
# before safe areas: top and bottom layout guides, a scroll view without guides
import include/legacy.storyboard
frames
reset
# a xib's cells: top-level views at their stored frames, their content views inside
import include/cells.xib scene PhotoCell
frames
reset
# what cannot be imported
import include/screens.storyboard scene Logn
import include/screens.storyboard scene
import include/conflict.log scene Login
import include/broken.storyboard
import include/mac.xib
import include/dangling.xib
frames
