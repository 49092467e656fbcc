# transcript: json
# A live stack in --json: its properties, arranged and hidden views, and the constraints
# it made marked "implicit"; hidden views say so.
stack row axis horizontal distribution fillEqually spacing 8 views a b c
H:|-[row]-|
V:|-[row(44)]
stack row spacing after a 12
hide c
