view loaded
loaded.width = 10
oops.width = 3
expect loaded.width == 11
