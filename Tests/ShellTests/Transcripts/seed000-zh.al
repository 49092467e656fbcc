# transcript: lang=zh
# Seed 000 in Chinese as well: the same registration form, views named in Chinese, so the
# frames and constraint tables must line up with two-column characters.
view 邮箱 确认邮箱 注册按钮
intrinsic 邮箱 -1 30
intrinsic 确认邮箱 -1 30
intrinsic 注册按钮 128 30
H:|-[邮箱]-|
V:|-[邮箱]
H:|-[确认邮箱]-|
V:[邮箱]-[确认邮箱]
注册按钮.centerX == root.centerX
V:[确认邮箱]-[注册按钮]
frames
constraints
注册按钮.centerX == root.centr
邮箱.width == 400
undo
rotate
render 40 12
