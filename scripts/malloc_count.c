/* Counts heap allocation calls for alsh-bench's "no allocation per suggest" measurement.
 * Built and preloaded by scripts/bench (LD_PRELOAD); alsh-bench finds the counter with
 * dlsym and reads it around a stretch of suggests. glibc exports its allocator under
 * __libc_* names, so the wrappers forward without dlsym(RTLD_NEXT) bootstrapping issues. */
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

/* Relaxed atomics: the bench is single-threaded, but the runtime may not be. */
uint64_t alsh_malloc_calls = 0;

void *malloc(size_t size) {
    __atomic_fetch_add(&alsh_malloc_calls, 1, __ATOMIC_RELAXED);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    __atomic_fetch_add(&alsh_malloc_calls, 1, __ATOMIC_RELAXED);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    __atomic_fetch_add(&alsh_malloc_calls, 1, __ATOMIC_RELAXED);
    return __libc_realloc(pointer, size);
}

#include <malloc.h>

/* Bytes the program holds from the heap now (small chunks plus mmapped blocks). */
size_t alsh_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
