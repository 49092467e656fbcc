# transcript: lang=ru
help
help view
help expect
help exit
help constraint
