# transcript: json
view email, "quoted"
view email, register
H:|-[email]-|
V:|-[email(30)]-[register(44)]
register.width = 91.2
register.left >= root.left
email.width = 10 @500
c9: register.width = 100
deactivate c4
expect register.width == 91
frames
