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
