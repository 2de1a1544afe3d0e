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
 * does with what it receives) a rep movsb put is several times faster
 * than glibc's from 1 MiB up; a ping-pong where nobody reads the data
 * loses a little at 4 MiB and gains at the other sizes (the table is in
 * doc/ARCHITECTURE.md, "Measured choices"). So from 1 MiB up, on CPUs with ERMS, copies are one rep movsb; smaller ones stay
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
