/* SPDX-License-Identifier: BSD-3-Clause */
/* The copy under every put and get to a mapped peer. */
#ifndef SHMAP_COPY_H
#define SHMAP_COPY_H

#include <stddef.h>

/*
 * Measured on this machine (AMD EPYC, 2 vCPUs; bench/put_bw, medians of 3
 * launches, us). glibc's memcpy uses rep movsb up to 1 MiB (on AMD its
 * rep_movsb_stop_threshold is the L2 size), then a vector loop that leaves
 * the lines dirty in the writer's cache; rep movsb here behaves like
 * streaming stores. When the peer then reads the data (what a program
 * does with what it receives):
 *
 *     put, peer reads it    1 MiB   4 MiB   16 MiB   64 MiB
 *     glibc memcpy           203     839     2892    10079
 *     rep movsb               59     235     1087     6069
 *     Open MPI putmem        186     685     2622    10243
 *
 * A put-lat ping-pong where nobody reads the data pays up to 1.28x at
 * 4 MiB for it (269 vs 214), and gains at 1, 16 and 64 MiB. So from
 * 1 MiB up, on CPUs with ERMS, copies are one rep movsb; smaller ones stay
 * glibc's (__builtin_memcpy, inlined for constant sizes). Stores of a rep
 * movsb may complete out of order among themselves, but not after a later
 * store: a signal or flag written after the copy is seen after the data.
 */
#define SHMEMI_COPY_MOVSB_MIN ((size_t)1 << 20)

SHMEMI_HOT void shmemi_copy(void *d, const void *s, size_t n)
{
#if defined(__x86_64__)
    if (SHMEMI_UNLIKELY(n >= SHMEMI_COPY_MOVSB_MIN) && shmemi.copy_movsb) {
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
