import Foundation
#if ALSH_LIBFUZZER
import CFuzzer
#endif

/// `alsh-fuzz TARGET [ARGS…]`. Built by `scripts/fuzz` with `-sanitize=fuzzer,address` and
/// `-DALSH_LIBFUZZER`, it hands ARGS to libFuzzer (corpus folders, -runs=, -max_total_time=).
/// In a normal `swift build` it runs each file in ARGS through TARGET once: how a crash
/// libFuzzer saved is replayed without the sanitizers, and how the build stays checked.
@main
enum FuzzMain {
    /// The target the libFuzzer callback runs; set once before the driver starts.
    nonisolated(unsafe) static var target = FuzzTarget.session

    static func main() {
        var arguments = CommandLine.arguments
        if arguments.count == 5, arguments[1] == "seed", let target = FuzzTarget(rawValue: arguments[2]) {
            // `alsh-fuzz seed TARGET REPOSITORY FOLDER`: scripts/fuzz's first corpus.
            do {
                let count = try FuzzSeeds.write(target, repository: URL(fileURLWithPath: arguments[3]),
                                                into: URL(fileURLWithPath: arguments[4]))
                print("\(target.rawValue): \(count) seeds")
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("alsh-fuzz: \(error)\n".utf8))
                exit(1)
            }
        }
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: alsh-fuzz \(names) [FILE…] | alsh-fuzz seed TARGET REPOSITORY FOLDER\n".utf8))
            exit(2)
        }
        Self.target = target
        arguments.remove(at: 1)
        #if ALSH_LIBFUZZER
        exit(runLibFuzzer(arguments))
        #else
        var count = 0
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("alsh-fuzz: cannot read \(path)\n".utf8))
                exit(1)
            }
            data.withUnsafeBytes { target.run($0) }
            count += 1
        }
        print("\(target.rawValue): ran \(count) inputs")
        #endif
    }

    #if ALSH_LIBFUZZER
    static func runLibFuzzer(_ arguments: [String]) -> Int32 {
        var argc = Int32(arguments.count)
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = .allocate(capacity: arguments.count + 1)
        for (index, argument) in arguments.enumerated() { argv![index] = strdup(argument) }
        argv![arguments.count] = nil
        return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzMain.target.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
    }
    #endif
}
