/* SPDX-License-Identifier: BSD-3-Clause */
/* put-with-signal (typed, sized, mem, _nbi), signals without data
 * (signal_add, signal_set), signal_fetch, signal_wait_until. */
#include "../core/ctx.h"
#include "../core/wait.h"
#include <mpp/shmemx.h>

/* The data lands, then the signal: every transport delivers a signal
 * after the puts before it (remote.h). */
static void put_signal(void *dest, const void *src, size_t bytes,
                       uint64_t *sig_addr, uint64_t signal, int sig_op, int pe,
                       const char *routine)
{
    if (SHMEMI_UNLIKELY(sig_op != SHMEM_SIGNAL_SET &&
                        sig_op != SHMEM_SIGNAL_ADD))
        shmemi_fatal(routine,
                     "signal operation %d is neither "
                     "SHMEM_SIGNAL_SET (0) nor SHMEM_SIGNAL_ADD (1)",
                     sig_op);
    uintptr_t sig = shmemi_xlate(sig_addr, sizeof(*sig_addr), pe, routine);
    shmemi_check_signal(sig_addr, routine);
    if (bytes) /* a zero-length put_signal only signals */
        shmemi_put(dest, src, bytes, pe, routine);
    shmemi_remote_signal(pe, sig, signal, (enum shmemi_signal_op)sig_op);
}

#define DEF_SIGNAL(FN, T, ELEM, CP, CX)                                        \
    void FN(CP() T *dest, const T *source, size_t nelems, uint64_t *sig_addr,  \
            uint64_t signal, int sig_op, int pe)                               \
    {                                                                          \
        CX()                                                                   \
        put_signal(dest, source, shmemi_nbytes(nelems, ELEM, __func__),        \
                   sig_addr, signal, sig_op, pe, __func__);                    \
    }
/* Each routine and its context form (shmem_ctx_*). */
#define DEF_BOTH(P, SUFFIX, T, ELEM)                                           \
    DEF_SIGNAL(shmem_##P##SUFFIX, T, ELEM, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)     \
    DEF_SIGNAL(shmem_ctx_##P##SUFFIX, T, ELEM, SHMEMI_CTX_P, SHMEMI_CTX_X)
#define DEF_TYPED(NAME, T)                                                     \
    DEF_BOTH(NAME, _put_signal, T, sizeof(T))                                  \
    DEF_BOTH(NAME, _put_signal_nbi, T, sizeof(T))
#define DEF_SIZED(BITS)                                                        \
    DEF_BOTH(put, BITS##_signal, void, BITS / 8)                               \
    DEF_BOTH(put, BITS##_signal_nbi, void, BITS / 8)
SHMEMI_RMA_TYPES(DEF_TYPED)
SHMEMI_SIZED_BITS(DEF_SIZED)
DEF_BOTH(putmem, _signal, void, 1)
DEF_BOTH(putmem, _signal_nbi, void, 1)

/* A signal without data (OpenSHMEM 1.6): the signal's own atomic, no
 * put before it. */
#define DEF_SIGNAL_ONLY(FN, OP, CP, CX)                                        \
    void FN(CP() uint64_t *sig_addr, uint64_t signal, int pe)                  \
    {                                                                          \
        CX()                                                                   \
        shmemi_signal(sig_addr, signal, OP, pe, __func__);                     \
    }
/* Each name, its set twin and their context forms; P is shmem_ or, for
 * Sandia OpenSHMEM's names (<mpp/shmemx.h>), shmemx_. */
#define DEF_SIGNAL_FAMILY(P)                                                   \
    DEF_SIGNAL_ONLY(P##signal_add, SHMEMI_SIGNAL_ADD, SHMEMI_NOCTX_P,          \
                    SHMEMI_NOCTX_X)                                            \
    DEF_SIGNAL_ONLY(P##signal_set, SHMEMI_SIGNAL_SET, SHMEMI_NOCTX_P,          \
                    SHMEMI_NOCTX_X)                                            \
    DEF_SIGNAL_ONLY(P##ctx_signal_add, SHMEMI_SIGNAL_ADD, SHMEMI_CTX_P,        \
                    SHMEMI_CTX_X)                                              \
    DEF_SIGNAL_ONLY(P##ctx_signal_set, SHMEMI_SIGNAL_SET, SHMEMI_CTX_P,        \
                    SHMEMI_CTX_X)
DEF_SIGNAL_FAMILY(shmem_)
DEF_SIGNAL_FAMILY(shmemx_)

uint64_t shmem_signal_fetch(const uint64_t *sig_addr)
{
    shmemi_check_local(sig_addr, sizeof(*sig_addr), __func__);
    shmemi_check_signal(sig_addr, __func__);
    /* a PE polling its signal carries out other nodes' requests, as the
     * shmem_test routines do (wait.c) */
    if (shmemi.progress)
        shmemi.progress();
    return __atomic_load_n(sig_addr, __ATOMIC_ACQUIRE);
}

uint64_t shmem_signal_wait_until(uint64_t *sig_addr, int cmp,
                                 uint64_t cmp_value)
{
    shmemi_check_signal(sig_addr, __func__);
    return shmemi_wait_u64(sig_addr, cmp, cmp_value, __func__);
}
