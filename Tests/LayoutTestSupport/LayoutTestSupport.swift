// Shared by the test targets of the model and of the file formats: layouts built from
// script-like lines, and seed 004's frames.
import Testing
import AutoLayout

/// Builds a layout from script-like lines: `view a b`, `view x in a`, `view box frame …`,
/// `intrinsic a 10 20`, anything else is a constraint line.
public func makeLayout(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Layout {
    let layout = Layout()
    for line in lines {
        do {
            try apply(line, to: layout)
        } catch {
            Issue.record("'\(line)' failed: \(error.message)", sourceLocation: sourceLocation)
        }
    }
    return layout
}

public func apply(_ line: String, to layout: Layout) throws(Diagnostic) {
    let words = line.split(separator: " ").map(String.init)
    switch words.first {
    case "view" where words.count == 7 && words[2] == "frame":
        let n = words[3...].compactMap(Double.init)
        try layout.declareView(words[1], in: "root", frame: Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case "view" where words.count >= 4 && words[words.count - 2] == "in":
        for name in words[1..<(words.count - 2)] {
            try layout.declareView(name, in: words[words.count - 1], frame: nil)
        }
    case "view":
        for name in words.dropFirst() { try layout.declareView(name, in: "root", frame: nil) }
    case "intrinsic":
        let w = Double(words[2]) ?? -1, h = Double(words[3]) ?? -1
        try layout.setIntrinsicSize(words[1], width: w < 0 ? nil : w, height: h < 0 ? nil : h)
    default:
        try layout.addConstraintLine(line)
    }
}

public func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Seed 004's channel header: the frames the article gives, whether the layout is built
/// from explicit constraints or from stack views.
public func expectChannelHeaderFrames(_ layout: Layout, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected: [(String, Rect)] = [
        ("header", rect(0, 20, 375, 250)), ("info", rect(16, 16, 343, 100)),
        ("labels", rect(0, 0, 235, 100)), ("avatar", rect(243, 0, 100, 100)),
        ("name", rect(0, 0, 235, 50)), ("digits", rect(0, 50, 235, 50)),
        ("posts", rect(0, 0, 78.333333, 50)), ("subscribers", rect(78.333333, 0, 78.333333, 50)),
        ("audience", rect(156.666667, 0, 78.333333, 50)), ("description", rect(16, 116, 343, 40)),
        ("edit", rect(16, 200, 343, 50)),
    ]
    for (view, frame) in expected {
        #expect(layout.frame(of: view) == frame, "\(view)", sourceLocation: sourceLocation)
    }
    let analysis = layout.analyze()
    #expect(analysis.ambiguous.isEmpty, sourceLocation: sourceLocation)
    #expect(analysis.conflicts.isEmpty, sourceLocation: sourceLocation)
}

/// Seed 004's description label and Edit button under the info row: the same lines
/// whether the rows above are built from explicit constraints or from stack views.
public let channelHeaderDescriptionAndEdit = [
    "description.top == info.bottom",
    "description.leading == info.leading",
    "description.trailing == info.trailing",
    "intrinsic description -1 40",
    "edit.top >= description.bottom",
    "edit.leading == description.leading",
    "edit.trailing == description.trailing",
    "edit.bottom == header.bottom",
    "edit.height == 50",
]
