/* SPDX-License-Identifier: BSD-3-Clause */
/* Transports behind the seam other than inline mapped access: "indirect". */
#include "../core/shmemi.h"

/*
 * "indirect" reaches a peer's mapped segment through the transport table
 * instead of inline loads and stores: SMA_TRANSPORT=indirect gives every
 * other PE this transport, so the header's inline paths decline them and
 * every family's access goes through shmemi_remote_*(). Running the test
 * suite that way proves no code path dereferences a peer behind the
 * seam's back, which is what the MPI transport for other nodes relies on.
 * It is also the reference for what a transport must do.
 */

static char *at(int pe, uintptr_t off)
{
    return shmemi.map[pe] + off;
}

static void ind_put(int pe, uintptr_t off, const void *src, size_t n)
{
    memcpy(at(pe, off), src, n);
}

static void ind_get(int pe, uintptr_t off, void *dst, size_t n)
{
    memcpy(dst, at(pe, off), n);
}

static void ind_iput(int pe, uintptr_t off, const void *src, ptrdiff_t rst,
                     ptrdiff_t lst, size_t n, size_t elem)
{
    shmemi_strided_copy(at(pe, off), src, rst, lst, n, elem);
}

static void ind_iget(int pe, uintptr_t off, void *dst, ptrdiff_t rst,
                     ptrdiff_t lst, size_t n, size_t elem)
{
    shmemi_strided_copy(dst, at(pe, off), lst, rst, n, elem);
}

static void ind_amo(int pe, uintptr_t off, enum shmemi_amo_op op, size_t size,
                    const void *val, const void *cond, void *out)
{
    shmemi_amo_at(at(pe, off), op, size, val, cond, out);
}

static void ind_signal(int pe, uintptr_t off, uint64_t value,
                       enum shmemi_signal_op op)
{
    shmemi_signal_at(at(pe, off), value, op);
}

static void ind_quiet(void)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

static void ind_quiet_pe(int pe)
{
    (void)pe;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

const struct shmemi_transport shmemi_tp_indirect = {
    "indirect", ind_put,    ind_get,   ind_iput,     ind_iget,
    ind_amo,    ind_signal, ind_quiet, ind_quiet_pe, NULL,
    NULL, /* session: its operations complete as they return */
};
