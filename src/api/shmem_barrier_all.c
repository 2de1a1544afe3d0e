/* SPDX-License-Identifier: BSD-3-Clause */
/* shmem_barrier_all, shmem_sync_all, shmem_fence, shmem_quiet, and
 * shmem_pe_quiet with its context form (OpenSHMEM 1.6). */
#include "../core/ctx.h"
#include "../core/shmemi.h"
#include "../core/trace.h"
#include <mpp/shmem.h>

void shmem_barrier_all(void)
{
    shmemi_barrier_all(__func__);
}

/* sync_all need not complete outstanding puts; ours always does. */
void shmem_sync_all(void)
{
    shmemi_barrier_all(__func__);
}

/* On the mapped path a full fence; a transport orders its own (UCX:
 * ucp_worker_fence) or completes (MPI: a flush). */
void shmem_fence(void)
{
    SHMEMI_TRACE(FENCE, __func__, "every transport's fence");
    shmemi_fence();
}

void shmem_quiet(void)
{
    SHMEMI_TRACE(QUIET, __func__, "every operation issued so far completes");
    shmemi_quiet();
}

/* Completion towards the listed PEs only: world PEs on the default
 * context, ctx's team's numbers (translated, checked) on another. */
static void pe_quiet(shmem_ctx_t ctx, const int *target_pes, size_t npes,
                     const char *routine)
{
    if (npes == 0)
        return; /* target_pes ignored, as the specification says */
    if (!target_pes)
        shmemi_fatal(routine, "target_pes is NULL, but npes is %zu", npes);
    int n = shmemi_n_pes(routine);
    bool world = ctx == SHMEM_CTX_DEFAULT;
    for (size_t i = 0; i < npes; i++) {
        int pe =
            world ? target_pes[i] : shmemi_ctx_pe(ctx, target_pes[i], routine);
        if (pe < 0 || pe >= n)
            shmemi_bad_target(routine, NULL, 0, pe);
        if (!world) /* a team's numbers: one world PE at a time */
            shmemi_quiet_pes(&pe, 1);
    }
    SHMEMI_TRACE(QUIET, routine, "towards %zu PE%s", npes,
                 npes == 1 ? "" : "s");
    if (world)
        shmemi_quiet_pes(target_pes, npes);
}

void shmem_pe_quiet(const int *target_pes, size_t npes)
{
    pe_quiet(SHMEM_CTX_DEFAULT, target_pes, npes, __func__);
}

void shmem_ctx_pe_quiet(shmem_ctx_t ctx, const int *target_pes, size_t npes)
{
    if (ctx == SHMEM_CTX_INVALID)
        return; /* as shmem_ctx_quiet */
    shmemi_ctx_check(ctx, __func__);
    pe_quiet(ctx, target_pes, npes, __func__);
}
