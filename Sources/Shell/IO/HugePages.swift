#if canImport(Glibc)
import Glibc
#endif

/// Transparent huge pages for the heap, asked of glibc's allocator.
///
/// A big session's state (rows, columns and slots of tens of thousands of views) is read at
/// random across a hundred megabytes: with 4 KB pages most reads of another structure miss
/// the TLB as well as the caches. Where the kernel gives huge pages only when asked
/// (`madvise` mode, the default of several distributions), glibc asks for its heap when its
/// tunable `glibc.malloc.hugetlb=1` is set, and it reads tunables only as a process starts:
/// so the program starts itself again, once, with the tunable added. A rotation of the
/// 10,000-view session took about a tenth less CPU time so (`alsh-bench session`, which
/// does the same), for some 10 MB more resident.
public enum HugePages {
    static let tunable = "glibc.malloc.hugetlb=1"

    /// Starts the program again with the tunable set, unless it is set already, huge pages
    /// are not given on request, or `ALSH_HUGE_PAGES=0`; returns only when it did not (or
    /// could not). Call first thing, before any input is read or output written.
    public static func restartIfUseful() {
        #if os(Linux)
        guard environment("ALSH_HUGE_PAGES") != "0" else { return }
        let current = environment("GLIBC_TUNABLES") ?? ""
        guard !current.contains("glibc.malloc.hugetlb"), givenOnRequest() else { return }
        // Set before trying: should the restart fail, nothing tries again.
        setenv("GLIBC_TUNABLES", current.isEmpty ? tunable : current + ":" + tunable, 1)
        var arguments = CommandLine.arguments.map { strdup($0) }
        arguments.append(nil)
        execv("/proc/self/exe", arguments)
        for argument in arguments { free(argument) }
        #endif
    }

    #if os(Linux)
    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether the kernel's mode is `madvise` (in `always` the heap has huge pages
    /// already; in `never`, or without the file, asking changes nothing).
    private static func givenOnRequest() -> Bool {
        guard let file = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r") else { return false }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        return String(cString: buffer).contains("[madvise]")
    }
    #endif
}
