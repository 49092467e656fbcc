#if canImport(Glibc)
import Glibc
#endif

/// Heap activity around a stretch of code, read from `scripts/malloc_count.c`, which
/// `scripts/bench` builds and preloads (`LD_PRELOAD`). Two numbers, because neither alone
/// is enough:
/// - calls: every malloc/calloc/realloc, transient ones included;
/// - bytes in use (glibc `mallinfo2()`: uordblks + hblkhd), which sees memory kept but not
///   memory allocated and freed again.
/// The shim does the `mallinfo2()` call because Swift's Glibc module does not export
/// `malloc.h`. Without the shim both are nil: the measurement is skipped, not faked.
struct MallocProbe {
    struct Reading { var bytesInUse: Int; var calls: Int }

    private typealias HeapInUse = @convention(c) () -> Int
    private let counter: UnsafeMutablePointer<UInt64>?
    private let heapInUse: HeapInUse?

    init() {
        #if canImport(Glibc)
        let handle = dlopen(nil, RTLD_NOW)
        counter = dlsym(handle, "alsh_malloc_calls")?.assumingMemoryBound(to: UInt64.self)
        heapInUse = dlsym(handle, "alsh_heap_in_use").map { unsafeBitCast($0, to: HeapInUse.self) }
        #else
        counter = nil
        heapInUse = nil
        #endif
    }

    func read() -> Reading? {
        guard let counter, let heapInUse else { return nil }
        return Reading(bytesInUse: heapInUse(), calls: Int(counter.pointee))
    }

    /// Allocation calls and bytes kept per op over `ops` runs of `body`; nil without the shim.
    func perOp(ops: Int, _ body: () throws -> Void) rethrows -> (calls: Double, bytesKept: Double)? {
        let before = read()
        try body()
        guard let before, let after = read() else { return nil }
        return (Double(after.calls - before.calls) / Double(ops),
                Double(after.bytesInUse - before.bytesInUse) / Double(ops))
    }
}
