# transcript: lang=ru
# Seed 000 (Russian): the registration form from "Автоматическая компоновка и язык
# визуального форматирования", its views named in Russian as a reader might name them.
view почта подтверждение регистрация
intrinsic почта -1 30
intrinsic подтверждение -1 30
intrinsic регистрация 128 30
H:|-[почта]-|
V:|-[почта]
H:|-[подтверждение]-|
V:[почта]-[подтверждение]
регистрация.centerX == root.centerX
V:[подтверждение]-[регистрация]
frames
constraints
# A misspelt attribute: the caret stands under it, past the Cyrillic names.
регистрация.centerX == root.centr
# A width the margins cannot give: a required conflict, reported in Russian.
почта.width == 400
undo
rotate
render 40 12
