/// What the XML reader says about a file it will not hand to the parser.
enum XMLReadMessages {
    static let invalidUTF8 = "not a UTF-8 document: a byte sequence that is not UTF-8 (Interface Builder writes UTF-8)"
}
