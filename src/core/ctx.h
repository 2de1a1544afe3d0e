/* SPDX-License-Identifier: BSD-3-Clause */
/* Communication contexts: a handle on the remote-access seam. */
#ifndef SHMAP_CTX_H
#define SHMAP_CTX_H

#include "shmemi.h"
#include "team.h"

/*
 * A context names the PEs an operation addresses (its team) and, through
 * the transport seam, what a quiet on it must complete. On the mapped
 * path every operation completes before it returns, so a context holds no
 * queue of its own: the same core routines serve every context, and a
 * context's quiet is the full fence of remote.h (stronger than its own
 * operations alone, which is what the specification asks). A transport
 * that queues (the MPI one) hangs its per-context state here.
 *
 * `kind` is the first member, read by the header's inline fast paths
 * (SHMEMI_CTX_WORLD: live, on the world team, PE numbers unchanged).
 */
enum {
    SHMEMI_CTX_WORLD = 0x5c7a0001u, /* live, world team */
    SHMEMI_CTX_TEAM = 0x5c7a0002u,  /* live, another team */
    SHMEMI_CTX_DEAD = 0x5c7a00deu   /* destroyed (also by its team) */
};

/* The header's inline context paths test for this value by number. */
_Static_assert(SHMEMI_CTX_WORLD == SHMEMI_CTX_WORLD_KIND,
               "SHMEMI_CTX_WORLD is ABI: <mpp/shmem.h> inlines it");

struct shmemi_ctx {
    uint32_t kind;
    long options;
    struct shmemi_set set; /* the team's PEs, in world numbers */
    shmem_team_t team;
    struct shmemi_ctx *next; /* the live contexts (ctx.c) */
    /* A session (shmem_ctx_session_start): whether one is on, its
     * options and the expected number of RMA calls (SIZE_MAX: not said). */
    bool in_session;
    long session_options;
    size_t session_ops;
};

extern struct shmemi_ctx shmemi_ctx_default;

/* A PE number of ctx's team as a world PE number, checked; fatal for an
 * invalid or destroyed context naming the routine. */
int shmemi_ctx_pe_other(shmem_ctx_t ctx, int pe, const char *routine);
static inline int shmemi_ctx_pe(shmem_ctx_t ctx, int pe, const char *routine)
{
    if (SHMEMI_LIKELY(ctx != NULL && ctx->kind == SHMEMI_CTX_WORLD))
        return pe;
    return shmemi_ctx_pe_other(ctx, pe, routine);
}
/* A live context (fatal otherwise), for fence and quiet. */
void shmemi_ctx_check(shmem_ctx_t ctx, const char *routine);
/* A context on team (fatal for a bad team; -1 and SHMEM_CTX_INVALID for
 * SHMEM_TEAM_INVALID or no memory), and its end. */
int shmemi_ctx_create(shmem_team_t team, long options, shmem_ctx_t *ctx,
                      const char *routine);
void shmemi_ctx_destroy(shmem_ctx_t ctx, const char *routine);
/* team is being destroyed: its contexts die with it. */
void shmemi_ctx_team_gone(shmem_team_t team);
/* A session on a live ctx: options OR-ed into any open one's, total_ops
 * (NULL: unchanged, SIZE_MAX in a new session) recorded; a batch session
 * tells the transports (shmemi_session). Stop: the session ends (none
 * open: nothing); destroying the context also ends it. */
void shmemi_ctx_session_start(shmem_ctx_t ctx, long options,
                              const size_t *total_ops);
void shmemi_ctx_session_stop(shmem_ctx_t ctx);
/* The last shmem_finalize: every context dies. */
void shmemi_ctx_fini(void);

/*
 * Entry-point generators take two function-like macro names, so one
 * definition gives the plain routine and its context form:
 *   CP()  the leading parameter: nothing, or `shmem_ctx_t ctx,`
 *   CX()  a statement mapping `pe` through the context: nothing, or
 *         `pe = shmemi_ctx_pe(ctx, pe, __func__);`
 */
#define SHMEMI_NOCTX_P()
#define SHMEMI_NOCTX_X()
#define SHMEMI_CTX_P() shmem_ctx_t ctx,
#define SHMEMI_CTX_X() pe = shmemi_ctx_pe(ctx, pe, __func__);

#endif
