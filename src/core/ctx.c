/* SPDX-License-Identifier: BSD-3-Clause */
/* Context handles: create, destroy, validate, translate team PEs. */
#include <pthread.h>
#include <stdlib.h>

#include "ctx.h"

struct shmemi_ctx shmemi_ctx_default = {
    .kind = SHMEMI_CTX_WORLD, .set = {0, 1, 0}, .team = SHMEM_TEAM_WORLD};

/*
 * The live contexts, and the last DEAD_KEEP destroyed ones: a destroyed
 * handle stays readable (its kind says DEAD), so using it is reported
 * rather than a read of freed memory, until DEAD_KEEP later destroys push
 * it out and free it (a program making a context per task stays bounded).
 * Threads create and destroy contexts concurrently.
 */
#define DEAD_KEEP 1024
static struct shmemi_ctx *all; /* live */
static struct shmemi_ctx *dead[DEAD_KEEP];
static size_t ndead; /* destroys so far; dead[ndead % DEAD_KEEP] is next */
static pthread_mutex_t all_lock = PTHREAD_MUTEX_INITIALIZER;

static bool known(shmem_ctx_t ctx)
{
    if (ctx == &shmemi_ctx_default)
        return true;
    pthread_mutex_lock(&all_lock);
    struct shmemi_ctx *c = all;
    while (c && c != ctx)
        c = c->next;
    for (size_t i = 0; !c && i < DEAD_KEEP; i++)
        if (dead[i] == ctx)
            c = dead[i];
    pthread_mutex_unlock(&all_lock);
    return c != NULL;
}

/* Move c from the live list to the destroyed ones (all_lock held). */
static void session_stop(struct shmemi_ctx *c);

static void bury(struct shmemi_ctx *c)
{
    session_stop(c); /* a session left open ends with its context */
    for (struct shmemi_ctx **pp = &all; *pp; pp = &(*pp)->next)
        if (*pp == c) {
            *pp = c->next;
            break;
        }
    c->kind = SHMEMI_CTX_DEAD;
    c->next = NULL;
    struct shmemi_ctx **slot = &dead[ndead++ % DEAD_KEEP];
    free(*slot);
    *slot = c;
}

static noreturn void bad_ctx(shmem_ctx_t ctx, const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    if (ctx == SHMEM_CTX_INVALID)
        shmemi_fatal(routine, "the context is SHMEM_CTX_INVALID (a failed "
                              "shmem_ctx_create returns it)");
    if (known(ctx) && ctx->kind == SHMEMI_CTX_DEAD)
        shmemi_fatal(routine,
                     "context %p was destroyed (by shmem_ctx_destroy, or "
                     "with its team)",
                     (void *)ctx);
    shmemi_fatal(routine, "context handle %p is not a context", (void *)ctx);
}

/* A handle is freed only DEAD_KEEP destroys after its own, so reading
 * kind is safe for any live or recently destroyed handle; the lists are
 * walked only to explain a bad one. */
int shmemi_ctx_pe_other(shmem_ctx_t ctx, int pe, const char *routine)
{
    if (ctx == NULL || ctx->kind != SHMEMI_CTX_TEAM)
        bad_ctx(ctx, routine);
    if (SHMEMI_UNLIKELY(pe < 0 || pe >= ctx->set.size))
        shmemi_fatal(routine,
                     "PE %d is not in the context's team (team PEs are "
                     "0..%d)",
                     pe, ctx->set.size - 1);
    return shmemi_set_pe(&ctx->set, pe);
}

void shmemi_ctx_check(shmem_ctx_t ctx, const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    if (ctx == NULL ||
        (ctx->kind != SHMEMI_CTX_WORLD && ctx->kind != SHMEMI_CTX_TEAM))
        bad_ctx(ctx, routine);
}

void shmemi_ctx_team_gone(shmem_team_t team)
{
    pthread_mutex_lock(&all_lock);
    for (struct shmemi_ctx *c = all, *next; c; c = next) {
        next = c->next;
        if (c->team == team) {
            c->team = SHMEM_TEAM_INVALID;
            bury(c);
        }
    }
    pthread_mutex_unlock(&all_lock);
}

/* The last shmem_finalize: every context is destroyed (OpenSHMEM 1.6: the
 * shareable ones with their teams; a private one the program should have
 * destroyed), so a handle kept past it is reported as destroyed. */
void shmemi_ctx_fini(void)
{
    pthread_mutex_lock(&all_lock);
    while (all)
        bury(all);
    pthread_mutex_unlock(&all_lock);
    session_stop(&shmemi_ctx_default); /* its session ends with the series */
}

/* ---- creation, for src/api/shmem_ctx.c ---- */

#define SHMEMI_CTX_OPTIONS                                                     \
    (SHMEM_CTX_PRIVATE | SHMEM_CTX_SERIALIZED | SHMEM_CTX_NOSTORE)

int shmemi_ctx_create(shmem_team_t team, long options, shmem_ctx_t *ctx,
                      const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    if (ctx == NULL)
        shmemi_fatal(routine, "the context pointer is NULL");
    if (options & ~(long)SHMEMI_CTX_OPTIONS)
        shmemi_fatal(routine,
                     "options %#lx have bits that are not SHMEM_CTX_PRIVATE, "
                     "SHMEM_CTX_SERIALIZED or SHMEM_CTX_NOSTORE",
                     (unsigned long)options);
    *ctx = SHMEM_CTX_INVALID;
    /* A PE left out of a split holds SHMEM_TEAM_INVALID: no context. */
    if (team == SHMEM_TEAM_INVALID)
        return -1;
    const struct shmemi_team *t = shmemi_team_check(team, routine);
    struct shmemi_ctx *c = calloc(1, sizeof(*c));
    if (c == NULL)
        return -1;
    c->options = options;
    c->set = t->set;
    c->team = team;
    bool world =
        t->set.start == 0 && t->set.stride == 1 && t->set.size == shmemi.npes;
    c->kind = world ? SHMEMI_CTX_WORLD : SHMEMI_CTX_TEAM;
    pthread_mutex_lock(&all_lock);
    c->next = all;
    all = c;
    pthread_mutex_unlock(&all_lock);
    *ctx = c;
    return 0;
}

void shmemi_ctx_destroy(shmem_ctx_t ctx, const char *routine)
{
    if (ctx == SHMEM_CTX_DEFAULT)
        shmemi_fatal(routine, "SHMEM_CTX_DEFAULT cannot be destroyed");
    shmemi_ctx_check(ctx, routine);
    shmemi_quiet(); /* destroying a context completes its operations */
    pthread_mutex_lock(&all_lock);
    bury(ctx);
    pthread_mutex_unlock(&all_lock);
}

/* ---- sessions (OpenSHMEM 1.6), for src/api/shmem_ctx.c ---- */

/*
 * The batch sessions open on this PE's contexts are counted by the seam
 * (shmemi_session), which tells the transports in use when the first
 * opens and the last closes. Batching keeps state in a transport that
 * threads issuing at once would share: not when the program asked for
 * SHMEM_THREAD_MULTIPLE.
 */
static pthread_mutex_t session_lock = PTHREAD_MUTEX_INITIALIZER;

static bool batch_ok(void)
{
    return shmemi.thread_requested != SHMEM_THREAD_MULTIPLE;
}

void shmemi_ctx_session_start(shmem_ctx_t ctx, long options,
                              const size_t *total_ops)
{
    pthread_mutex_lock(&session_lock);
    if (!ctx->in_session) {
        ctx->in_session = true;
        ctx->session_options = 0;
        ctx->session_ops = SIZE_MAX; /* the default */
    }
    if (total_ops)
        ctx->session_ops = *total_ops;
    if ((options & SHMEM_CTX_SESSION_BATCH) &&
        !(ctx->session_options & SHMEM_CTX_SESSION_BATCH) && batch_ok())
        shmemi_session(true);
    ctx->session_options |= options;
    pthread_mutex_unlock(&session_lock);
}

static void session_stop(struct shmemi_ctx *c)
{
    pthread_mutex_lock(&session_lock);
    if (c->in_session && (c->session_options & SHMEM_CTX_SESSION_BATCH) &&
        batch_ok())
        shmemi_session(false);
    c->in_session = false;
    c->session_options = 0;
    pthread_mutex_unlock(&session_lock);
}

void shmemi_ctx_session_stop(shmem_ctx_t ctx)
{
    session_stop(ctx);
}
