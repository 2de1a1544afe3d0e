/* SPDX-License-Identifier: BSD-3-Clause */
/* The translation's slow path (bad input, the SMA_DEBUG checks), and the
 * queries built on it: shmem_ptr and shmem_addr_accessible. */
#include "asym/asym.h"
#include "mem.h"
#include "shmemi.h"

uintptr_t shmemi_xlate_slow(const void *addr, size_t len, int pe,
                            const char *routine)
{
    uintptr_t off;
    /* Memory pe registered (asym.h), searched inline before anything
     * else: a registered address is what this path mostly serves. */
    if (shmemi_asym_xlate(addr, len, pe, &off))
        return off;
    off = shmemi_sym_offset(addr, len);
    /* A zero-length transfer moves nothing: any address (NULL too) will
     * do, as the specification allows; offset 0 is a valid place to copy
     * no bytes to. The PE is still checked. */
    if (len == 0 && off == UINTPTR_MAX && shmemi.npes != 0 &&
        (unsigned)pe < (unsigned)shmemi.npes)
        return 0;
    /* pe on another node: its own address on the MPI dynamic window,
     * checked by the operation under pe's read lock (asym/mpi.c). */
    if ((unsigned)pe < (unsigned)shmemi.npes && off == UINTPTR_MAX &&
        !shmemi.map[pe] && shmemi_asym_mpi_on())
        return shmemi_asym_mpi_defer(addr, routine);
    if ((unsigned)pe < (unsigned)shmemi.npes && off == UINTPTR_MAX &&
        shmemi_asym_find(addr, len, pe, &off))
        return off; /* memory pe registered (asym/) */
    if ((unsigned)pe >= (unsigned)shmemi.npes || off == UINTPTR_MAX)
        shmemi_bad_target(routine, addr, len, pe);
    if (shmemi.debug)
        shmemi_debug_target(addr, len, routine);
    return off;
}

void shmemi_check_local_slow(const void *addr, size_t len, const char *routine)
{
    uintptr_t off;
    if (shmemi.npes == 0)
        shmemi_not_ready(routine);
    if (!shmemi_asym_lookup(addr, len, shmemi.me, &off) &&
        !shmemi_asym_find(addr, len, shmemi.me, &off))
        shmemi_bad_target(routine, addr, len, shmemi.me);
}

bool shmemi_accessible(const void *addr, int pe, const char *routine)
{
    uintptr_t off;
    return pe >= 0 && pe < shmemi_n_pes(routine) &&
           (shmemi_sym_offset(addr, 1) != UINTPTR_MAX ||
            shmemi_asym_find(addr, 1, pe, &off));
}

void *shmemi_ptr(const void *dest, int pe, const char *routine)
{
    if (pe < 0 || pe >= shmemi_n_pes(routine))
        return NULL;
    uintptr_t off = shmemi_sym_offset(dest, 1);
    if (off == UINTPTR_MAX) {
        /* Memory pe registered (core/asym/peer.c): where it is mapped here. */
        if (!shmemi_asym_find(dest, 1, pe, &off))
            return NULL;
        return shmemi_remote_ptr(pe, off);
    }
    if (pe == shmemi.me)
        return (void *)dest;
    /* NULL for a peer no load or store reaches (another transport). */
    return shmemi_remote_ptr(pe, shmemi_xlate(dest, 1, pe, routine));
}
