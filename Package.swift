// swift-tools-version:6.0
// alsh — the Auto Layout shell. Modules depend one way:
// Cassowary ← AutoLayout ← Interchange ← Shell ← alsh (and alsh-bench, the benchmark driver),
// with Messages (every sentence, in every language) under AutoLayout and all above it.
import PackageDescription

let package = Package(
    name: "alsh",
    products: [
        .executable(name: "alsh", targets: ["alsh"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
    ],
    dependencies: [
        // The command line: --help, --version, completion scripts (SPEC §13).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The incremental constraint solver: strict priorities, minimal conflicts, ambiguity.
        // Its hot loops index dense arrays on a class; the dynamic exclusivity checks cost a
        // third of a build in release, and debug builds (tests) keep them on.
        .target(
            name: "Cassowary",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // Every sentence alsh says: the message keys, the en/ru/zh tables, plural rules,
        // display widths. It knows no views and no solver.
        .target(name: "Messages"),
        // Apple's vocabulary on the solver: views, attributes, VFL and formula parsers, analysis.
        // The analysis after every command (text mode) walks the views' state kept on
        // classes: the same reasoning, the same flag.
        .target(
            name: "AutoLayout",
            dependencies: ["Cassowary", "Messages"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // Apple's file formats on the model: Interface Builder documents (and, in time, the
        // conflict-log importer and the exporters). The model knows nothing of them.
        .target(name: "Interchange", dependencies: ["AutoLayout", "Cassowary", "Messages"]),
        // The session: commands, reports, scripts, rendering. Headless and testable.
        .target(name: "Shell", dependencies: ["AutoLayout", "Interchange", "Messages"]),
        // libedit, behind a module map and a shim for its C-variadic calls.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .executableTarget(name: "alsh", dependencies: [
            "Shell", "AutoLayout", "Messages", "CEditLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "alsh-bench", dependencies: ["Cassowary", "AutoLayout", "Shell"]),
        // The fuzz targets (scripts/fuzz builds them with libFuzzer and the address sanitizer;
        // a normal build replays saved inputs). CFuzzer only declares libFuzzer's driver.
        .systemLibrary(name: "CFuzzer"),
        .executableTarget(name: "alsh-fuzz", dependencies: ["AutoLayout", "Interchange", "Shell", "CFuzzer"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "LayoutTestSupport"]),
        .testTarget(name: "MessagesTests", dependencies: ["Messages"]),
        // Layouts built from script-like lines, for the model's and the formats' tests.
        .target(name: "LayoutTestSupport", dependencies: ["AutoLayout"], path: "Tests/LayoutTestSupport"),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Messages", "LayoutTestSupport"]),
        .testTarget(name: "InterchangeTests", dependencies: ["Interchange", "Messages", "LayoutTestSupport"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell", "Messages", "LayoutTestSupport"], exclude: ["Transcripts"]),
    ],
    swiftLanguageModes: [.v6]
)
