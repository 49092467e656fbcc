// The processor's prefetch hint, which Swift does not expose: a read announced before it
// is made, so that its wait overlaps other work. A hint, never a fault: an address no
// longer valid costs nothing. Header only; nothing is linked.
#ifndef ALSH_CPREFETCH_SHIM_H
#define ALSH_CPREFETCH_SHIM_H

static inline void alsh_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
