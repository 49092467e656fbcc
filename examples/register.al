# The email form of seeds 000 and 002 ("iOS 6 Programming Cookbook"): two text fields
# and a Register button, laid out with the visual format language, in portrait and
# then in landscape.
view _textFieldEmail, _textFieldConfirmEmail, _registerButton

# A UITextField is about 30 points tall on its own; the button's width is set below.
intrinsic _textFieldEmail -1 30
intrinsic _textFieldConfirmEmail -1 30
intrinsic _registerButton -1 30

# kEmailTextFieldHorizontal, kEmailTextFieldVertical …
H:|-[_textFieldEmail]-|
V:|-[_textFieldEmail]
H:|-[_textFieldConfirmEmail]-|
V:[_textFieldEmail]-[_textFieldConfirmEmail]
V:[_textFieldConfirmEmail]-[_registerButton]
# Centring cannot be said in VFL: constraintWithItem:… NSLayoutAttributeCenterX.
_registerButton.centerX = root.centerX
_registerButton.width = 128

expect not ambiguous
expect _textFieldEmail.frame == 16 20 343 30
expect _textFieldConfirmEmail.frame == 16 58 343 30
expect _registerButton.frame == 123.5 96 128 30

# Turn the phone: the fields stretch, the button stays centred.
rotate
expect root.width == 667
expect _textFieldEmail.frame == 16 20 635 30
expect _textFieldConfirmEmail.frame == 16 58 635 30
expect _registerButton.frame == 269.5 96 128 30
expect not ambiguous
