// libFuzzer's entry for a program that keeps its own main (LLVM 13 and later). Declared
// here, not linked: only a build with -sanitize=fuzzer (scripts/fuzz) defines it, and only
// such a build (ALSH_LIBFUZZER) calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
