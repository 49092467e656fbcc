# Objective-C pasted as the tutorials print it (seeds 000 and 003): the registration
# form built by constraintsWithVisualFormat: and constraintWithItem:, then the two
# buttons of "[button1]-12-[button2]". Statements spread over lines are read once whole.
# The format strings, as the book declares them before the view controller:
NSString *const kEmailTextFieldHorizontal = @"H:|-[_textFieldEmail]-|";
NSString *const kEmailTextFieldVertical   = @"V:|-[_textFieldEmail]";
NSString *const kConfirmEmailHorizontal = @"H:|-[_textFieldConfirmEmail]-|";
NSString *const kConfirmEmailVertical   = @"V:[_textFieldEmail]-[_textFieldConfirmEmail]";
NSString *const kRegisterVertical = @"V:[_textFieldConfirmEmail]-[_registerButton]";
@interface ViewController ()
@property (nonatomic, strong) UITextField *textFieldEmail;
@property (nonatomic, strong) UITextField *textFieldConfirmEmail;
@property (nonatomic, strong) UIButton *registerButton;
@end
— (void) addUIComponentsToView:(UIView *)paramView{
[paramView addSubview: self.textFieldEmail];
[paramView addSubview: self.textFieldConfirmEmail];
[paramView addSubview: self.registerButton];
}
# What the code leaves to UIKit: a rounded text field is 30 high, the button 128 wide.
intrinsic textFieldEmail -1 30
intrinsic textFieldConfirmEmail -1 30
intrinsic registerButton 128 30
— (NSArray *) emailTextFieldConstraints{
NSMutableArray *result = [[NSMutableArray alloc] init];
NSDictionary *viewsDictionary =
NSDictionaryOfVariableBindings(_textFieldEmail);
[result addObjectsFromArray:
[NSLayoutConstraint constraintsWithVisualFormat: kEmailTextFieldHorizontal
options:0
metrics: nil
views: viewsDictionary]
];
[result addObjectsFromArray:
[NSLayoutConstraint constraintsWithVisualFormat: kEmailTextFieldVertical
options:0
metrics: nil
views: viewsDictionary]
];
return [NSArray arrayWithArray: result];
}
— (NSArray *) confirmEmailTextFieldConstraints{
NSMutableArray *result = [[NSMutableArray alloc] init];
NSDictionary *viewsDictionary =
NSDictionaryOfVariableBindings(_textFieldConfirmEmail, _textFieldEmail);
[result addObjectsFromArray:
[NSLayoutConstraint constraintsWithVisualFormat: kConfirmEmailHorizontal
options:0
metrics: nil
views: viewsDictionary]
];
[result addObjectsFromArray:
[NSLayoutConstraint constraintsWithVisualFormat: kConfirmEmailVertical
options:0
metrics: nil
views: viewsDictionary]
];
return [NSArray arrayWithArray: result];
}
— (NSArray *) registerButtonConstraints{
NSMutableArray *result = [[NSMutableArray alloc] init];
NSDictionary *viewsDictionary =
NSDictionaryOfVariableBindings(_registerButton, _textFieldConfirmEmail);
[result addObject:
[NSLayoutConstraint constraintWithItem: self.registerButton
attribute: NSLayoutAttributeCenterX
relatedBy: NSLayoutRelationEqual
toItem: self.view
attribute: NSLayoutAttributeCenterX
multiplier:1.0f
constant:0.0f]
];
[result addObjectsFromArray:
[NSLayoutConstraint constraintsWithVisualFormat: kRegisterVertical
options:0
metrics: nil
views: viewsDictionary]
];
return [NSArray arrayWithArray: result];
}
— (void)viewDidLoad{
[super viewDidLoad];
[self constructUIComponents];
[self addUIComponentsToView: self.view];
[self.view addConstraints: [self constraints]];
}
# The article's portrait frames.
frames
expect textFieldEmail.frame == 16 20 343 30
expect textFieldConfirmEmail.frame == 16 58 343 30
expect registerButton.frame == 123.5 96 128 30
constraints
undo
undo
frames
redo
redo
# Seed 003, with the ' |' its web page's code table leaves at every line's end.
view button1 button2
intrinsic button1 80 30
intrinsic button2 80 30
V:|-[button1]
button2.top == button1.top
H:|-[button1]
NSDictionary *viewsDictionary = |
NSDictionaryOfVariableBindings(self.button1, self.button2); |
NSArray *constraints = |
[NSLayoutConstraint constraintsWithVisualFormat:@"[button1]-[button2]" |
options:0 metrics:nil views:viewsDictionary]; |
expect button2.left == 104
# The same relation by constraintWithItem:, with the article's 12 points: it cannot hold
# with the standard space beside it.
[NSLayoutConstraint constraintWithItem:self.button1 attribute:NSLayoutAttributeRight |
relatedBy:NSLayoutRelationEqual toItem:self.button2 |
attribute:NSLayoutAttributeLeft multiplier:1.0 constant:-12.0]; |
# Alone, it puts the article's 12 points between them.
undo
remove g8
[NSLayoutConstraint constraintWithItem:self.button1 attribute:NSLayoutAttributeRight |
relatedBy:NSLayoutRelationEqual toItem:self.button2 |
attribute:NSLayoutAttributeLeft multiplier:1.0 constant:-12.0]; |
expect button2.left == 108
# Anchors in Objective-C, with a constraint kept in a variable and given a priority.
NSLayoutConstraint *wide = [self.button2.widthAnchor constraintEqualToAnchor:self.button1.widthAnchor multiplier:2];
wide.priority = UILayoutPriorityDefaultHigh;
[self.button2.bottomAnchor constraintLessThanOrEqualToAnchor:self.view.safeAreaLayoutGuide.bottomAnchor constant:-8].active = YES;
expect button2.width == 160
# A bare string literal is the format it holds.
@"H:[_button2]-(>=20)-|"
# Errors point into the line they are on; a statement that fails adds nothing.
[NSLayoutConstraint constraintWithItem:self.button2 attribute:NSLayoutAttributeWidht
relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute
multiplier:1 constant:100];
[NSLayoutConstraint activateConstraints:@[
    [self.button2.widthAnchor constraintEqualToConstant:90],
    [self.button2.heightAnchor constraintEqualToAnchor:self.buton1.heightAnchor]
]];
expect button2.width == 160
[NSLayoutConstraint constraintsWithVisualFormat:kMissing options:0 metrics:nil views:nil];
[NSLayoutConstraint constraintsWithVisualFormat:@"H:[button2]-|" options:NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBotom metrics:nil views:nil];
[self.button2.widthAnchor constraintEqualToConstant:90].active = NO;
[self.view addConstraint:
  [NSLayoutConstraint constraintWithItem:self.button2 attribute:NSLayoutAttributeTop

frames
