/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/ctx_15: OpenSHMEM 1.5 context routines: shmem_team_create_ctx on
 * SHMEM_TEAM_WORLD and on a strided team (PE numbers then name team
 * members), shmem_ctx_get_team, and on those contexts every typed, sized
 * and mem shmem_ctx_put_signal[_nbi] and every shmem_ctx_TYPE_atomic_*_nbi
 * (extended, standard and bitwise families). The target is always the
 * next member of the context's team. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "ctx_15"
#include "sma1.h"

#define N 13

static int me, npes, errors;
static shmem_ctx_t ctx;
static int tme, tn, tright, tleft; /* team rank, size, neighbours (team) */
static int wleft;                  /* the left member's world PE */
static const char *tname;
static uint64_t sig, round_no;

#undef FAILIF
#define FAILIF(c, ...)                                                         \
    do {                                                                       \
        if (c) {                                                               \
            printf("FAIL: ctx_15 PE %d (%s): ", me, tname);                    \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            errors++;                                                          \
        }                                                                      \
    } while (0)

#define VAL(pe, i, r) ((pe) * 7 + (i) + (int)(r) % 5 + 1)

/* The team-wide barrier for the context's team: every PE of the team
 * calls it, with the context's work complete. */
static shmem_team_t cur_team;
static void tsync(void)
{
    shmem_ctx_quiet(ctx);
    shmem_team_sync(cur_team);
}

static void await(const char *what)
{
    uint64_t v = shmem_signal_wait_until(&sig, SHMEM_CMP_EQ, round_no);
    FAILIF(v != round_no, "%s: signal %llu, want %llu", what,
           (unsigned long long)v, (unsigned long long)round_no);
}

#define TEST_SIG(NAME, T)                                                      \
    static void sig_##NAME(int nbi)                                            \
    {                                                                          \
        static T src[N], dst[N];                                               \
        int i;                                                                 \
        const char *nm = nbi ? "shmem_ctx_" #NAME "_put_signal_nbi"            \
                             : "shmem_ctx_" #NAME "_put_signal";               \
        round_no++;                                                            \
        for (i = 0; i < N; i++) {                                              \
            src[i] = (T)VAL(me, i, round_no);                                  \
            dst[i] = 0;                                                        \
        }                                                                      \
        tsync();                                                               \
        if (nbi)                                                               \
            shmem_ctx_##NAME##_put_signal_nbi(ctx, dst, src, N, &sig,          \
                                              round_no, SHMEM_SIGNAL_SET,      \
                                              tright);                         \
        else                                                                   \
            shmem_ctx_##NAME##_put_signal(ctx, dst, src, N, &sig, 1,           \
                                          SHMEM_SIGNAL_ADD, tright);           \
        await(nm);                                                             \
        for (i = 0; i < N; i++)                                                \
            if (dst[i] != (T)VAL(wleft, i, round_no)) {                        \
                FAILIF(1, "%s: dst[%d] = %g, want %d", nm, i, (double)dst[i],  \
                       VAL(wleft, i, round_no));                               \
                break;                                                         \
            }                                                                  \
        tsync();                                                               \
    }
RMA_TYPES(TEST_SIG)
#undef TEST_SIG

#define SIZED(X) SIZED_TYPES(X) X(mem, uint8_t, 1)

#define TEST_SIZED(BITS, T, W)                                                 \
    static void sized_##BITS(int nbi)                                          \
    {                                                                          \
        static T src[N * W], dst[N * W];                                       \
        int i;                                                                 \
        const char *nm = nbi ? "shmem_ctx_put" #BITS "_signal_nbi"             \
                             : "shmem_ctx_put" #BITS "_signal";                \
        round_no++;                                                            \
        for (i = 0; i < N * W; i++) {                                          \
            src[i] = (T)VAL(me, i, round_no);                                  \
            dst[i] = 0;                                                        \
        }                                                                      \
        tsync();                                                               \
        if (nbi)                                                               \
            shmem_ctx_put##BITS##_signal_nbi(ctx, dst, src, N, &sig, 1,        \
                                             SHMEM_SIGNAL_ADD, tright);        \
        else                                                                   \
            shmem_ctx_put##BITS##_signal(ctx, dst, src, N, &sig, round_no,     \
                                         SHMEM_SIGNAL_SET, tright);            \
        await(nm);                                                             \
        for (i = 0; i < N * W; i++)                                            \
            if (dst[i] != (T)VAL(wleft, i, round_no)) {                        \
                FAILIF(1, "%s: word %d = %lu, want %d", nm, i,                 \
                       (unsigned long)dst[i], VAL(wleft, i, round_no));        \
                break;                                                         \
            }                                                                  \
        tsync();                                                               \
    }
SIZED(TEST_SIZED)
#undef TEST_SIZED

#define TEST_EXT(NAME, T)                                                      \
    static void ext_##NAME(void)                                               \
    {                                                                          \
        static T x;                                                            \
        T f1 = 0, f2 = 0;                                                      \
        x = (T)VAL(me, 0, 0);                                                  \
        tsync();                                                               \
        shmem_ctx_##NAME##_atomic_fetch_nbi(ctx, &f1, &x, tright);             \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_ctx_##NAME##_atomic_swap_nbi(ctx, &f2, &x, (T)VAL(me, 50, 0),    \
                                           tright);                            \
        shmem_ctx_quiet(ctx);                                                  \
        FAILIF(f1 != f2 || f1 == (T)0, "shmem_ctx_" #NAME "_atomic_fetch_nbi"  \
               "/swap_nbi fetched %g, %g", (double)f1, (double)f2);            \
        tsync();                                                               \
        FAILIF(x != (T)VAL(wleft, 50, 0), "shmem_ctx_" #NAME                   \
               "_atomic_swap_nbi: x = %g, want %d", (double)x,                 \
               VAL(wleft, 50, 0));                                             \
        tsync();                                                               \
    }
AMO_EXT_TYPES(TEST_EXT)
#undef TEST_EXT

#define TEST_STD(NAME, T)                                                      \
    static void std_##NAME(void)                                               \
    {                                                                          \
        static T x, ctr;                                                       \
        T f1 = 0, f2 = 0, f3 = 0, f4 = 0;                                      \
        x = (T)VAL(me, 0, 0);                                                  \
        ctr = 0;                                                               \
        tsync();                                                               \
        shmem_ctx_##NAME##_atomic_fetch_nbi(ctx, &f1, &x, tright);             \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_ctx_##NAME##_atomic_compare_swap_nbi(ctx, &f2, &x, f1,           \
                                                   (T)VAL(me, 60, 0), tright); \
        shmem_ctx_##NAME##_atomic_fetch_inc_nbi(ctx, &f3, &ctr, 0);            \
        shmem_ctx_##NAME##_atomic_fetch_add_nbi(ctx, &f4, &ctr, (T)3, 0);      \
        shmem_ctx_quiet(ctx);                                                  \
        FAILIF(f2 != f1, "shmem_ctx_" #NAME "_atomic_compare_swap_nbi "        \
               "fetched %g, want %g", (double)f2, (double)f1);                 \
        FAILIF(f3 >= (T)(4 * tn) || f4 >= (T)(4 * tn), "shmem_ctx_" #NAME      \
               "_atomic_fetch_inc/add_nbi fetched %g, %g", (double)f3,         \
               (double)f4);                                                    \
        tsync();                                                               \
        FAILIF(x != (T)VAL(wleft, 60, 0), "shmem_ctx_" #NAME                   \
               "_atomic_compare_swap_nbi: x = %g", (double)x);                 \
        FAILIF(tme == 0 && ctr != (T)(4 * tn), "shmem_ctx_" #NAME              \
               "_atomic_fetch_inc/add_nbi: counter %g, want %d",               \
               (double)ctr, 4 * tn);                                           \
        tsync();                                                               \
    }
AMO_STD_TYPES(TEST_STD)
#undef TEST_STD

#define TEST_BIT(NAME, T)                                                      \
    static void bit_##NAME(void)                                               \
    {                                                                          \
        static T w;                                                            \
        T f = 0, mine = (T)((T)1 << tme), all = 0;                             \
        int p;                                                                 \
        for (p = 0; p < tn; p++)                                               \
            all = (T)(all | (T)((T)1 << p));                                   \
        w = 0;                                                                 \
        tsync();                                                               \
        shmem_ctx_##NAME##_atomic_fetch_or_nbi(ctx, &f, &w, mine, 0);          \
        shmem_ctx_quiet(ctx);                                                  \
        FAILIF(f & mine, "shmem_ctx_" #NAME "_atomic_fetch_or_nbi: %#llx",     \
               (unsigned long long)f);                                         \
        tsync();                                                               \
        FAILIF(tme == 0 && w != all, "shmem_ctx_" #NAME                        \
               "_atomic_fetch_or_nbi: word %#llx", (unsigned long long)w);     \
        tsync();                                                               \
        shmem_ctx_##NAME##_atomic_fetch_xor_nbi(ctx, &f, &w, mine, 0);         \
        shmem_ctx_quiet(ctx);                                                  \
        FAILIF(!(f & mine), "shmem_ctx_" #NAME "_atomic_fetch_xor_nbi: "       \
               "%#llx", (unsigned long long)f);                                \
        tsync();                                                               \
        FAILIF(tme == 0 && w != 0, "shmem_ctx_" #NAME                          \
               "_atomic_fetch_xor_nbi: word %#llx", (unsigned long long)w);    \
        if (tme == 0)                                                          \
            w = (T)~(T)0;                                                      \
        tsync();                                                               \
        shmem_ctx_##NAME##_atomic_fetch_and_nbi(ctx, &f, &w, (T)~mine, 0);     \
        shmem_ctx_quiet(ctx);                                                  \
        FAILIF(!(f & mine), "shmem_ctx_" #NAME "_atomic_fetch_and_nbi: "       \
               "%#llx", (unsigned long long)f);                                \
        tsync();                                                               \
        FAILIF(tme == 0 && w != (T)~all, "shmem_ctx_" #NAME                    \
               "_atomic_fetch_and_nbi: word %#llx", (unsigned long long)w);    \
        tsync();                                                               \
    }
AMO_BIT_TYPES(TEST_BIT)
#undef TEST_BIT

static void on_team(shmem_team_t team, const char *name)
{
    shmem_team_t got = SHMEM_TEAM_INVALID;
    int rc, nbi;
    tname = name;
    cur_team = team;
    tme = shmem_team_my_pe(team);
    tn = shmem_team_n_pes(team);
    if (tme < 0)
        return;
    tright = (tme + 1) % tn;
    tleft = (tme + tn - 1) % tn;
    wleft = shmem_team_translate_pe(team, tleft, SHMEM_TEAM_WORLD);
    rc = shmem_team_create_ctx(team, 0, &ctx);
    FAILIF(rc != 0, "shmem_team_create_ctx returned %d", rc);
    if (rc != 0)
        return;
    rc = shmem_ctx_get_team(ctx, &got);
    FAILIF(rc != 0 || got != team, "shmem_ctx_get_team: rc %d, team %s", rc,
           got == team ? "right" : "wrong");
    for (nbi = 0; nbi < 2; nbi++) {
#define CALL(NAME, T) sig_##NAME(nbi);
        RMA_TYPES(CALL)
#undef CALL
#define CALL(BITS, T, W) sized_##BITS(nbi);
        SIZED(CALL)
#undef CALL
    }
#define CALL(NAME, T) ext_##NAME();
    AMO_EXT_TYPES(CALL)
#undef CALL
#define CALL(NAME, T) std_##NAME();
    AMO_STD_TYPES(CALL)
#undef CALL
#define CALL(NAME, T) bit_##NAME();
    AMO_BIT_TYPES(CALL)
#undef CALL
    shmem_ctx_destroy(ctx);
}

int main(void)
{
    shmem_team_t got;
    sma1_init(&me, &npes);
    /* the default context belongs to the world team */
    got = SHMEM_TEAM_INVALID;
    FAILIF(shmem_ctx_get_team(SHMEM_CTX_DEFAULT, &got) != 0 ||
           got != SHMEM_TEAM_WORLD,
           "shmem_ctx_get_team(SHMEM_CTX_DEFAULT) is not SHMEM_TEAM_WORLD");
    on_team(SHMEM_TEAM_WORLD, "WORLD");
    shmem_barrier_all();
    sig = round_no = 0;
    shmem_barrier_all(); /* reset everywhere before a signal comes */
    sma1_evens_odds(on_team);

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
