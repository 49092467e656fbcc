# transcript: lang=zh
help
help view
help expect
help exit
help constraint
