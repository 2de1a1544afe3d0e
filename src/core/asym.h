/* SPDX-License-Identifier: BSD-3-Clause */
/* Asymmetric memory: regions a PE registered, reached by (PE, its address). */
#ifndef SHMAP_ASYM_H
#define SHMAP_ASYM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * A registered region of PE pe is named by pe's own address. On one node
 * its pages live on pe's "asym file" (a memfd) at file offset == address,
 * or in a user's file it mapped shared; a peer maps them lazily and gives
 * the transports an "offset" relative to shmemi.map[pe], so
 * map[pe] + offset is where the bytes are mapped here (wrapping
 * arithmetic: the offset is not inside the segment file). Only transports
 * that work on map[pe] understand such an offset (mapped, indirect).
 */

/*
 * The last regions this thread reached (a few, so that a PE's puts into a
 * peer's region and its waits on its own do not evict each other): PE
 * pe's [lo, lo+len), offset = address + delta, valid while pe's table
 * generation (*genp) is gen. Initial-exec TLS: %fs-relative loads, no
 * call. The translation's slow path tries it first, so a repeated access
 * to a registered region costs a few compares and one load of a line
 * that stays shared.
 */
#define SHMEMI_ASYM_LAST 4
struct shmemi_asym_last {
    struct shmemi_asym_hit {
        int pe;
        uint64_t gen;
        const uint64_t *genp;
        uintptr_t lo, len, delta;
    } e[SHMEMI_ASYM_LAST];
    unsigned next; /* the entry to replace next */
};
extern _Thread_local struct shmemi_asym_last shmemi_asym_last
    __attribute__((tls_model("initial-exec")));

static inline bool shmemi_asym_cached(const void *addr, size_t len, int pe,
                                      uintptr_t *off)
{
    for (int i = 0; i < SHMEMI_ASYM_LAST; i++) {
        const struct shmemi_asym_hit *c = &shmemi_asym_last.e[i];
        uintptr_t d = (uintptr_t)addr - c->lo;
        if (c->pe == pe && d < c->len && len <= c->len - d &&
            __atomic_load_n(c->genp, __ATOMIC_ACQUIRE) == c->gen) {
            *off = (uintptr_t)addr + c->delta;
            return true;
        }
    }
    return false;
}

/* Registered memory of PE pe containing [addr, addr+len)? Sets *off
 * (map-relative, see above). Never fatal. */
bool shmemi_asym_find(const void *addr, size_t len, int pe, uintptr_t *off);

/* shmem_addr_accessible and shmem_ptr, symmetric or registered memory
 * (api/shmem_init.c; the Fortran names share them). */
bool shmemi_accessible(const void *addr, int pe, const char *routine);
void *shmemi_ptr(const void *dest, int pe, const char *routine);

int shmemi_asym_init(void);
int shmemi_asym_register(void *addr, size_t size);
int shmemi_asym_unregister(void *addr);

/* fork(), in the child: private copies of registered pages, peers'
 * regions unmapped. Async-signal-safe apart from mmap family calls. */
int shmemi_asym_fork_child(void);
/* At finalize: drop peers' mappings. */
void shmemi_asym_finalize(void);

#endif
