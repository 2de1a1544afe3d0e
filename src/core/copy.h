/* SPDX-License-Identifier: BSD-3-Clause */
/* The copy under every put and get to a mapped peer. */
#ifndef SHMAP_COPY_H
#define SHMAP_COPY_H

#include <stddef.h>

/*
 * Measured on this machine (AMD EPYC, 2 vCPUs). glibc's memcpy uses rep
 * movsb from 2 KiB up to 1 MiB (on AMD its rep_movsb_stop_threshold is
 * the L2 size), then a vector loop with ordinary stores. In put_lat's
 * ping-pong (put, fence, flag; the peer then puts back), medians of 5
 * launches alternating with the glibc-only build in one run:
 *
 *     one-way       64K    256K   512K    1 MiB   2 MiB   4 MiB
 *     glibc         0.91   2.72   6.80    22.5    48.2    108 us
 *     rep movsb     0.92   2.71   6.92    18.8    40.9    132 us
 *
 * and gets alike (1 MiB 22.9 -> 18.8 us; 4 MiB 107 -> 127 us). So rep
 * movsb takes [1 MiB, 4 MiB) on CPUs with ERMS, and everything else stays
 * glibc's (__builtin_memcpy, inlined for constant sizes). Stores of a rep
 * movsb may complete out of order among themselves, but not after a later
 * store: a signal or flag written after the copy is seen after the data.
 */
#define SHMEMI_COPY_MOVSB_MIN ((size_t)1 << 20)
#define SHMEMI_COPY_MOVSB_MAX ((size_t)4 << 20)

SHMEMI_HOT void shmemi_copy(void *d, const void *s, size_t n)
{
#if defined(__x86_64__)
    if (SHMEMI_UNLIKELY(n - SHMEMI_COPY_MOVSB_MIN <
                        SHMEMI_COPY_MOVSB_MAX - SHMEMI_COPY_MOVSB_MIN) &&
        shmemi.copy_movsb) {
        __asm__ __volatile__("rep movsb"
                             : "+D"(d), "+S"(s), "+c"(n)
                             :
                             : "memory");
        return;
    }
#endif
    __builtin_memcpy(d, s, n);
}

#endif
