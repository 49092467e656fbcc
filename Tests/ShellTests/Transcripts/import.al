# Importing Apple's conflict log from a file, then exporting what alsh rebuilt.
import include/conflict.log
constraints
# Refs: each imported view and constraint keeps the log's address.
show label_title
ref label_title
ref label_title_width
ref label_title_width 0x1
undo
ref label_title_width
export vfl
reset
# Paste mode: the description lines follow 'import', up to an empty line.
import
UIButton:0x7f00000a'Save'.height == 44
UIButton:0x7f00000a'Save'.height >= 60
this line is not a constraint

frames
# A stack view, as UIStackView would lay it out.
reset
view s
view a b c in s
stack s axis vertical distribution fillEqually alignment fill spacing 8 views a b c
H:|[s]|
V:|[s(100)]
frames
export swift --fragment
