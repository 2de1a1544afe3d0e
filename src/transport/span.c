/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * The transport for every PE while the job spans nodes: for symmetric
 * memory, UCX's (the segment's rkey) or MPI's (the plugin's static
 * window over the segment files), chosen at start-up; for registered
 * memory, beyond the segments' offsets, the same network's way to it
 * (core/asym/mpi.c finds and checks the region under the owner's read
 * lock): with MPI, its dynamic window; with UCX, the region's own key
 * (core/asym/ucx.c), on the same endpoints, so UCX orders the two as it
 * orders any operations. An atomic on a registered word of a PE mapped
 * here stays a CPU atomic on the mapping under UCX (its CPU atomic mode
 * makes that atomic with the network's); under MPI it goes through the
 * dynamic window too.
 */
#include "../core/asym/asym.h"
#include "../core/shmemi.h"
#include "mpi_plugin.h"

static const struct shmemi_transport *sym_tp; /* NULL: MPI's static window */
static const struct shmemi_transport *reg_tp; /* UCX's by a region's key */

void shmemi_span_use(const struct shmemi_transport *sym,
                     const struct shmemi_transport *reg)
{
    sym_tp = sym;
    reg_tp = reg;
}

static const struct shmemi_transport *sym(void)
{
    return sym_tp ? sym_tp : shmemi.mpi->tp;
}

/* The transport for the window shmemi_asym_mpi_target() chose. */
static const struct shmemi_transport *via(bool in_segment)
{
    return in_segment ? sym() : reg_tp ? reg_tp : shmemi.mpi->dyn;
}

static void span_put(int pe, uintptr_t off, const void *src, size_t n)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        sym()->put(pe, off, src, n);
        return;
    }
    uintptr_t a;
    via(shmemi_asym_mpi_target(pe, off, n, &a))->put(pe, a, src, n);
    shmemi_asym_mpi_leave(pe);
}

static void span_get(int pe, uintptr_t off, void *dst, size_t n)
{
    if (SHMEMI_LIKELY(off < shmemi.total)) {
        sym()->get(pe, off, dst, n);
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
        sym()->iput(pe, off, src, rst, lst, n, elem);
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
        sym()->iget(pe, off, dst, rst, lst, n, elem);
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
    if (SHMEMI_LIKELY(off < shmemi.total) || (reg_tp && shmemi.map[pe])) {
        sym()->amo(pe, off, op, size, val, cond, out);
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
    if (SHMEMI_LIKELY(off < shmemi.total) || (reg_tp && shmemi.map[pe])) {
        sym()->signal(pe, off, value, op);
        return;
    }
    uintptr_t a;
    via(shmemi_asym_mpi_target(pe, off, sizeof(uint64_t), &a))
        ->signal(pe, a, value, op);
    shmemi_asym_mpi_leave(pe);
}

static void span_quiet(void)
{
    if (sym_tp)
        sym_tp->quiet();
    shmemi.mpi->tp->quiet(); /* both windows (nothing when they owe none) */
}

static void span_quiet_pe(int pe)
{
    if (sym_tp)
        sym_tp->quiet_pe(pe);
    shmemi.mpi->tp->quiet_pe(pe); /* both windows, that PE only */
}

/* MPI's fence is its quiet (a flush); UCX's orders without waiting, and
 * MPI then owes nothing a fence must order: registered-memory accesses
 * and the lock's atomics complete before they return. */
static void span_fence(void)
{
    if (sym_tp)
        sym_tp->fence();
    else
        shmemi.mpi->tp->quiet();
}

/* A batch session: both transports hear of it (UCX's small puts already
 * complete locally as they return; MPI's then skip the local flush). */
static void span_session(bool on)
{
    if (sym_tp && sym_tp->session)
        sym_tp->session(on);
    if (shmemi.mpi->tp->session)
        shmemi.mpi->tp->session(on);
}

#define SPAN(NAME, TEXT)                                                       \
    const struct shmemi_transport NAME = {                                     \
        .name = TEXT,                                                          \
        .put = span_put,                                                       \
        .get = span_get,                                                       \
        .iput = span_iput,                                                     \
        .iget = span_iget,                                                     \
        .amo = span_amo,                                                       \
        .signal = span_signal,                                                 \
        .quiet = span_quiet,                                                   \
        .quiet_pe = span_quiet_pe,                                             \
        .fence = span_fence,                                                   \
        .session = span_session,                                               \
    }
SPAN(shmemi_tp_span, "MPI-3 one-sided (a window over the segments, a dynamic "
                     "one for registered memory)");
SPAN(shmemi_tp_span_ucx, "UCX (the segments' rkeys; registered memory by "
                         "its own keys)");
