/* SPDX-License-Identifier: BSD-3-Clause */
/* The translation's slow path: bad input and the SMA_DEBUG checks. */
#include "mem.h"
#include "shmemi.h"

uintptr_t shmemi_xlate_slow(const void *addr, size_t len, int pe,
                            const char *routine)
{
    uintptr_t off = shmemi_sym_offset(addr, len);
    if ((unsigned)pe >= (unsigned)shmemi.npes || off == UINTPTR_MAX)
        shmemi_bad_target(routine, addr, len, pe);
    if (shmemi.debug)
        shmemi_debug_target(addr, len, routine);
    return off;
}
