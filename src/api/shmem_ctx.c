/* SPDX-License-Identifier: BSD-3-Clause */
/* Context management: create, destroy, team, fence, quiet (the context
 * forms of RMA and AMOs are beside their plain forms). */
#include "../core/ctx.h"
#include "../core/trace.h"

int shmem_ctx_create(long options, shmem_ctx_t *ctx)
{
    return shmemi_ctx_create(SHMEM_TEAM_WORLD, options, ctx, __func__);
}

int shmem_team_create_ctx(shmem_team_t team, long options, shmem_ctx_t *ctx)
{
    return shmemi_ctx_create(team, options, ctx, __func__);
}

void shmem_ctx_destroy(shmem_ctx_t ctx)
{
    if (ctx == SHMEM_CTX_INVALID)
        return; /* as the specification says: nothing to do */
    shmemi_ctx_destroy(ctx, __func__);
}

int shmem_ctx_get_team(shmem_ctx_t ctx, shmem_team_t *team)
{
    if (team == NULL)
        shmemi_fatal(__func__, "the team pointer is NULL");
    if (ctx == SHMEM_CTX_INVALID) {
        *team = SHMEM_TEAM_INVALID;
        return -1;
    }
    shmemi_ctx_check(ctx, __func__);
    *team = ctx->team;
    return 0;
}

/* OpenSHMEM 1.5: on SHMEM_CTX_INVALID "no operation is performed" (a
 * failed shmem_ctx_create leaves it, and a program may quiet it
 * unconditionally); every other routine on it is still an error. */
void shmem_ctx_fence(shmem_ctx_t ctx)
{
    if (ctx == SHMEM_CTX_INVALID)
        return;
    shmemi_ctx_check(ctx, __func__);
    SHMEMI_TRACE(FENCE, __func__, "context %p", (void *)ctx);
    shmemi_fence();
}

void shmem_ctx_quiet(shmem_ctx_t ctx)
{
    if (ctx == SHMEM_CTX_INVALID)
        return;
    shmemi_ctx_check(ctx, __func__);
    SHMEMI_TRACE(QUIET, __func__, "context %p", (void *)ctx);
    shmemi_quiet();
}

/*
 * Sessions (OpenSHMEM 1.6): hints, which change no result, ordering or
 * completion. Every operation of the mapped path is complete when it
 * returns, so there is nothing to batch there; the context records the
 * session (options OR-ed in, total_ops replaced where the mask says),
 * and while a batch session is open on any context the transports to
 * other nodes are told (core/ctx.c): the MPI one then stops waiting for
 * each small put's local completion. Not collective.
 */
void shmem_ctx_session_start(shmem_ctx_t ctx, long options,
                             const shmem_ctx_session_config_t *config,
                             long config_mask)
{
    if (ctx == SHMEM_CTX_INVALID)
        return; /* as the specification says */
    shmemi_ctx_check(ctx, __func__);
    if (config_mask & ~SHMEM_CTX_SESSION_TOTAL_OPS)
        shmemi_fatal(__func__,
                     "config_mask %#lx has bits that name no field of "
                     "shmem_ctx_session_config_t (known: "
                     "SHMEM_CTX_SESSION_TOTAL_OPS)",
                     config_mask);
    if (config_mask && config == NULL)
        shmemi_fatal(__func__,
                     "config is NULL, but config_mask %#lx asks "
                     "for its fields",
                     config_mask);
    shmemi_ctx_session_start(
        ctx, options,
        config_mask & SHMEM_CTX_SESSION_TOTAL_OPS ? &config->total_ops : NULL);
    SHMEMI_TRACE(QUIET, __func__, "context %p: options %#lx, total_ops %zu",
                 (void *)ctx, options, ctx->session_ops);
}

void shmem_ctx_session_stop(shmem_ctx_t ctx)
{
    if (ctx == SHMEM_CTX_INVALID)
        return;
    shmemi_ctx_check(ctx, __func__);
    shmemi_ctx_session_stop(ctx); /* a second stop: nothing more */
    SHMEMI_TRACE(QUIET, __func__, "context %p", (void *)ctx);
}
