/* SPDX-License-Identifier: BSD-3-Clause */
/* The generic wait/test core under the typed point-to-point routines. */
#ifndef SHMAP_P2P_H
#define SHMAP_P2P_H

#include "shmemi.h"
#include <mpp/shmem.h>

enum shmemi_wait_mode {
    SHMEMI_WAIT_ALL, /* returns 1 when all (unmasked) satisfy, else 0 */
    SHMEMI_WAIT_ANY, /* returns an index that satisfies, or SIZE_MAX */
    SHMEMI_WAIT_SOME /* returns how many satisfy, indices filled */
};

/* A set of ivars of one integer type, widened to 64 bits to compare. */
struct shmemi_ivars {
    const char *ivars;
    size_t n;
    size_t elem; /* 1, 2, 4 or 8 */
    bool sign;
    const int *status; /* nonzero entries are left out; may be NULL */
    int cmp;
    uint64_t value;     /* the scalar comparison value ... */
    const char *values; /* ... or one per ivar (the _vector forms) */
    enum shmemi_wait_mode mode;
};

/* block: wait until the mode's condition holds; else test once. An empty
 * or fully masked set returns at once (ALL: 1, ANY: SIZE_MAX, SOME: 0). */
size_t shmemi_p2p(const struct shmemi_ivars *s, size_t *indices, bool block,
                  const char *routine);

/* Wait until *ivar (unsigned 64-bit) satisfies cmp; returns that value. */
uint64_t shmemi_wait_u64(const uint64_t *ivar, int cmp, uint64_t value,
                         const char *routine);

#endif
