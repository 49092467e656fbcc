# log: the conflicts as an app's console would print them.
view email
H:|-[email]-|
log
email_w: email.width = 400
log
