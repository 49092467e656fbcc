# transcript: lang=ru
# Seed 001 (Russian): the visual format language of chapter 3 — a button centred under
# two text fields, margins from '|-', and what an incomplete layout says.
view текст подтверждение кнопка
H:|-[текст]-|
V:|-[текст(30)]-[подтверждение(30)]
H:|-[подтверждение]-|
# The button has a place on one axis only: ambiguous on the other.
V:[подтверждение]-[кнопка(44)]
кнопка.centerX == root.centerX
кнопка.width == 128
H:[кнопка]-[текст]
frames
