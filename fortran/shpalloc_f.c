/* SPDX-License-Identifier: BSD-3-Clause */
/* Cray-pointer symmetric heap: SHPALLOC, SHPDEALLC, SHPCLMOVE. */
#include "../src/core/mem.h"
#include "shmem_f.h"

/* Lengths are in words of a default INTEGER: 32 bits, or the T3E's 64
 * under -fdefault-integer-8, so that a block of n words holds n INTEGERs.
 * abort nonzero: an error ends the job naming the routine; abort 0: the
 * documented code is returned. */
#define WORD SHMEMF_GENERIC_WORD

static int fail(int code, shmemf_int abort, const char *routine,
                const char *what)
{
    if (abort)
        shmemi_fatal(routine, "error %d: %s", code, what);
    return code;
}

static int check_block(const void *p, shmemf_int abort, const char *routine)
{
    switch (shmemi_block_check(p)) {
    case SHMEMI_BLOCK_OUTSIDE:
        return fail(-3, abort, routine,
                    "address is outside the bounds of the symmetric heap");
    case SHMEMI_BLOCK_FREE: return fail(-4, abort, routine,
                                        "block is already free");
    case SHMEMI_BLOCK_INSIDE:
        return fail(-5, abort, routine,
                    "address is not at the beginning of a block");
    default: return 0;
    }
}

/* POINTER (addr, A(1)); CALL SHPALLOC(addr, length, errcode, abort) */
SHMEMF(void, shpalloc, SHPALLOC,
       (shmemf_pointer * addr, const shmemf_int *length, shmemf_int *errcode,
        const shmemf_int *abort))
{
    if (*length <= 0) {
        *errcode = fail(-1, *abort, "SHPALLOC",
                        "length is not an integer greater than 0");
        return;
    }
    void *p = shmemi_malloc((size_t)*length * WORD, 0, "SHPALLOC");
    if (!p) {
        *errcode = fail(-2, *abort, "SHPALLOC",
                        "no more memory is available in the symmetric heap");
        return;
    }
    *addr = (shmemf_pointer)(uintptr_t)p;
    *errcode = 0;
}

SHMEMF(void, shpdeallc, SHPDEALLC,
       (shmemf_pointer * addr, shmemf_int *errcode, const shmemf_int *abort))
{
    void *p = (void *)(uintptr_t)*addr;
    if ((*errcode = check_block(p, *abort, "SHPDEALLC")) == 0)
        shmemi_free(p, "SHPDEALLC");
}

/* status 0: resized in place, 1: moved (addr is updated), < 0: error. */
SHMEMF(void, shpclmove, SHPCLMOVE,
       (shmemf_pointer * addr, const shmemf_int *length, shmemf_int *status,
        const shmemf_int *abort))
{
    void *p = (void *)(uintptr_t)*addr;
    if (*length <= 0) {
        *status = fail(-1, *abort, "SHPCLMOVE",
                       "length is not an integer greater than 0");
        return;
    }
    if ((*status = check_block(p, *abort, "SHPCLMOVE")) != 0)
        return;
    void *q = shmemi_realloc(p, (size_t)*length * WORD, "SHPCLMOVE");
    if (!q) {
        *status = fail(-2, *abort, "SHPCLMOVE",
                       "no more memory is available in the symmetric heap");
        return;
    }
    *status = q != p;
    *addr = (shmemf_pointer)(uintptr_t)q;
}
