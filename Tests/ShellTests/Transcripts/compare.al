# compare weighted: kiwi issue 33, strict priorities against kiwi's weighted sum.
view v
H:|[v]
V:|[v(10)]
v.width >= 100 @501
v.width = 90 @500
compare weighted
v.width = 10 @10
compare weighted
compare strict
