/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * The transport for every PE while the job spans nodes: MPI's (the
 * plugin's static window over the segment files) for symmetric memory,
 * and for registered memory, beyond the segments' offsets, the window
 * the registered region lives in (core/asym/mpi.c finds and checks it).
 */
#include "../core/asym/asym.h"
#include "../core/shmemi.h"
#include "mpi_plugin.h"

/* The transport for the window shmemi_asym_mpi_target() chose. */
static const struct shmemi_transport *via(bool sym)
{
    return sym ? shmemi.mpi->tp : shmemi.mpi->dyn;
}

static void span_put(int pe, uintptr_t off, const void *src, size_t n)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        shmemi.mpi->tp->put(pe, off, src, n);
        return;
    }
    uintptr_t a;
    via(shmemi_asym_mpi_target(pe, off, n, &a))->put(pe, a, src, n);
    shmemi_asym_mpi_leave(pe);
}

static void span_get(int pe, uintptr_t off, void *dst, size_t n)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        shmemi.mpi->tp->get(pe, off, dst, n);
        return;
    }
    uintptr_t a;
    via(shmemi_asym_mpi_target(pe, off, n, &a))->get(pe, a, dst, n);
    shmemi_asym_mpi_leave(pe);
}

static void span_iput(int pe, uintptr_t off, const void *src, ptrdiff_t rst,
                      ptrdiff_t lst, size_t n, size_t elem)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        shmemi.mpi->tp->iput(pe, off, src, rst, lst, n, elem);
        return;
    }
    uintptr_t a;
    bool sym = shmemi_asym_mpi_strided_target(pe, off, rst, n, elem, &a);
    via(sym)->iput(pe, a, src, rst, lst, n, elem);
    shmemi_asym_mpi_leave(pe);
}

static void span_iget(int pe, uintptr_t off, void *dst, ptrdiff_t rst,
                      ptrdiff_t lst, size_t n, size_t elem)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        shmemi.mpi->tp->iget(pe, off, dst, rst, lst, n, elem);
        return;
    }
    uintptr_t a;
    bool sym = shmemi_asym_mpi_strided_target(pe, off, rst, n, elem, &a);
    via(sym)->iget(pe, a, dst, rst, lst, n, elem);
    shmemi_asym_mpi_leave(pe);
}

static void span_amo(int pe, uintptr_t off, enum shmemi_amo_op op, size_t size,
                     const void *val, const void *cond, void *out)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        shmemi.mpi->tp->amo(pe, off, op, size, val, cond, out);
        return;
    }
    uintptr_t a;
    /* Data put before through the static window lands first: the read
     * lock's atomic flushed it (the transport's order()). */
    via(shmemi_asym_mpi_target(pe, off, size, &a))
        ->amo(pe, a, op, size, val, cond, out);
    shmemi_asym_mpi_leave(pe);
}

static void span_signal(int pe, uintptr_t off, uint64_t value,
                        enum shmemi_signal_op op)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        shmemi.mpi->tp->signal(pe, off, value, op);
        return;
    }
    uintptr_t a;
    via(shmemi_asym_mpi_target(pe, off, sizeof(uint64_t), &a))
        ->signal(pe, a, value, op);
    shmemi_asym_mpi_leave(pe);
}

static void span_quiet(void)
{
    shmemi.mpi->tp->quiet(); /* both windows */
}

static void span_quiet_pe(int pe)
{
    shmemi.mpi->tp->quiet_pe(pe); /* both windows, that PE only */
}

const struct shmemi_transport shmemi_tp_span = {
    "MPI-3 one-sided (a window over the segments, a dynamic one for "
    "registered memory)",
    span_put,
    span_get,
    span_iput,
    span_iget,
    span_amo,
    span_signal,
    span_quiet,
    span_quiet_pe,
};
