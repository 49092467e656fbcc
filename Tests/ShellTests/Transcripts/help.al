help
help expect
help quit
help constraint
help veiw
veiw a
frmes
quit
view never
