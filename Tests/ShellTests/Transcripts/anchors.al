# Swift spellings pasted from code, and fit (SPEC §8)
view card title subtitle
view label in card
intrinsic title -1 24
intrinsic label 120 20
# a block as it stands in a view controller's viewDidLoad
NSLayoutConstraint.activate([
    title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
    title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
    subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
    subtitle.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5),
    subtitle.heightAnchor.constraint(equalToConstant: 18),
])
# one at a time, with isActive and a label
card_top: card.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 12).isActive = true
card.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: card, attribute: .leading, multiplier: 1, constant: 16)
NSLayoutConstraint(item: card, attribute: .trailing, relatedBy: .equal, toItem: label, attribute: .trailing, multiplier: 1, constant: 16)
label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8)
explain card_top
# errors point into the line as typed
label.widthAnchor.constraint(equalto: card.widthAnchor)
label.widthAnchor.constraint(equalTo: card.widthAnchor, constnat: 8)
label.topAnchor.constraint(equalTo: card.topAnchor, multiplier: 2)
label.leadingAnchor.constraint(equalToConstant: 10)
label.topAnchor.constrant(equalTo: card.topAnchor)
label.topAnchor.constraint(equalTo: crad.topAnchor)
NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .top, multiplier: 1, constant: 0)
# fitting sizes: the card's own constraints and the label, not where root puts it
fit card
fit card width 300
fit title
fit root
fit crad
# a required width the card's content cannot take: named, the size without it
label.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
fit card width 100
# fit changes nothing: undo takes back the last constraint, not the fit
undo
expect card.frame == 111.5 82 152 36
fit card width 100
