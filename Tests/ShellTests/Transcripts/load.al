load include/part.al
expect loaded.width == 10
undo
expect not ambiguous
load include/outer.al
undo
load include/missing.al
load include
load
load include/self.al
