# transcript: lang=zh
# Seed 002 (Chinese): "[button1]-100-[button2]", then the article's form with its own
# names (_textFieldEmail …), as the Objective-C constants spell them.
view button1 button2
[button1]-100-[button2]
# Only the gap is said: everything else is ambiguous.
H:|-[button1(80)]
V:|-[button1(30)]
button2.top == button1.top
button2.width == button1.width
button2.height == button1.height
reset
# Ids are never reused in a session, so after the reset they count on from c9 and g4.
view _textFieldEmail _textFieldConfirmEmail _registerButton
intrinsic _textFieldEmail -1 30
intrinsic _textFieldConfirmEmail -1 30
intrinsic _registerButton 128 30
H:|-[_textFieldEmail]-|
V:|-[_textFieldEmail]
H:|-[_textFieldConfirmEmail]-|
V:[_textFieldEmail]-[_textFieldConfirmEmail]
_registerButton.centerX == root.centerX
V:[_textFieldConfirmEmail]-[_registerButton]
# Mistakes a reader makes, answered in Chinese.
V:[_textFieldEmail]-[_registerButon]
H:|-[_textFieldEmail]-| alignAllTop
_registerButton.centerX == 10
view 1号按钮
constraints
rotate
frames
# Why each value is what it is, in Chinese.
why _registerButton.x
explain c15
show _registerButton
remove c15
exercise _registerButton
