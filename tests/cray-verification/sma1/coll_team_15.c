/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/coll_team_15: the OpenSHMEM 1.5 team collectives on every RMA type
 * and their mem forms: broadcast (from the first and the last member),
 * collect (a different count from each member), fcollect, alltoall and
 * alltoalls (target stride 2, source stride 3), on SHMEM_TEAM_WORLD and
 * on strided teams (the evens and the odds, run at the same time). */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "coll_team_15"
#include "sma1.h"

#define NE 3   /* elements per member's block */
#define MAXP 8 /* members */
#define LEN (NE * MAXP * 3)
#define SENT 99

static int me, npes, errors;

/* small enough for every type: pe < 8, block < 8, element < 3 */
#define VAL(pe, j, e) ((pe) * 12 + (j) + (e) * 4 + 1)

/* collect: member k contributes (k % 3) elements (0 included) */
#define CCOUNT(k) ((k) % 3)

#define CHK(WHAT, cond, pos, got, want)                                        \
    do {                                                                       \
        if (!(cond)) {                                                         \
            FAILIF(1, "%s on %s (%d PEs): [%d] = %g, want %g", WHAT, tname,    \
                   n, pos, (double)(got), (double)(want));                     \
            goto out;                                                          \
        }                                                                      \
    } while (0)

/* One type on one team; mem selects the *mem routines on the type's bytes
 * (only run for unsigned char, whose bytes are the elements). */
#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(shmem_team_t team, const char *tname, int mem)     \
    {                                                                          \
        static T src[LEN], dst[LEN];                                           \
        int me_t = shmem_team_my_pe(team), n = shmem_team_n_pes(team);         \
        int i, j, e, k, pos, root, rc;                                         \
        const char *w;                                                         \
        if (me_t < 0)                                                          \
            return;                                                            \
        /* broadcast from first and last member */                             \
        for (root = 0; root < n; root += (n > 1 ? n - 1 : 1)) {                \
            for (i = 0; i < LEN; i++) {                                        \
                src[i] = (T)VAL(me_t, 0, i % 3);                               \
                dst[i] = (T)SENT;                                              \
            }                                                                  \
            shmem_team_sync(team);                                             \
            w = mem ? "shmem_broadcastmem" : "shmem_" #NAME "_broadcast";      \
            rc = mem ? shmem_broadcastmem(team, dst, src, 7 * sizeof(T), root) \
                     : shmem_##NAME##_broadcast(team, dst, src, 7, root);      \
            FAILIF(rc != 0, "%s returned %d", w, rc);                          \
            if (me_t != root)                                                  \
                for (i = 0; i < LEN; i++)                                      \
                    CHK(w, dst[i] == (T)(i < 7 ? VAL(root, 0, i % 3) : SENT),  \
                        i, dst[i], i < 7 ? VAL(root, 0, i % 3) : SENT);        \
            shmem_team_sync(team);                                             \
        }                                                                      \
        /* collect, fcollect */                                                \
        for (k = 0; k < 2; k++) {                                              \
            size_t cnt = k ? NE : (size_t)CCOUNT(me_t);                        \
            for (i = 0; i < LEN; i++) {                                        \
                src[i] = (T)VAL(me_t, 0, i);                                   \
                dst[i] = (T)SENT;                                              \
            }                                                                  \
            shmem_team_sync(team);                                             \
            if (k == 0) {                                                      \
                w = mem ? "shmem_collectmem" : "shmem_" #NAME "_collect";      \
                rc = mem ? shmem_collectmem(team, dst, src, cnt * sizeof(T))   \
                         : shmem_##NAME##_collect(team, dst, src, cnt);        \
            } else {                                                           \
                w = mem ? "shmem_fcollectmem" : "shmem_" #NAME "_fcollect";    \
                rc = mem ? shmem_fcollectmem(team, dst, src, cnt * sizeof(T))  \
                         : shmem_##NAME##_fcollect(team, dst, src, cnt);       \
            }                                                                  \
            FAILIF(rc != 0, "%s returned %d", w, rc);                          \
            pos = 0;                                                           \
            for (j = 0; j < n; j++)                                            \
                for (e = 0; e < (k ? NE : CCOUNT(j)); e++, pos++)              \
                    CHK(w, dst[pos] == (T)VAL(j, 0, e), pos, dst[pos],         \
                        VAL(j, 0, e));                                         \
            for (; pos < LEN; pos++)                                           \
                CHK(w, dst[pos] == (T)SENT, pos, dst[pos], SENT);              \
            shmem_team_sync(team);                                             \
        }                                                                      \
        /* alltoall: block j of my source goes to member j */                  \
        for (i = 0; i < LEN; i++) {                                            \
            src[i] = (T)VAL(me_t, i / NE, i % NE);                             \
            dst[i] = (T)SENT;                                                  \
        }                                                                      \
        shmem_team_sync(team);                                                 \
        w = mem ? "shmem_alltoallmem" : "shmem_" #NAME "_alltoall";            \
        rc = mem ? shmem_alltoallmem(team, dst, src, NE * sizeof(T))           \
                 : shmem_##NAME##_alltoall(team, dst, src, NE);                \
        FAILIF(rc != 0, "%s returned %d", w, rc);                              \
        for (pos = 0; pos < LEN; pos++)                                        \
            CHK(w, dst[pos] == (T)(pos < n * NE                                \
                                       ? VAL(pos / NE, me_t, pos % NE)         \
                                       : SENT),                                \
                pos, dst[pos],                                                 \
                pos < n * NE ? VAL(pos / NE, me_t, pos % NE) : SENT);          \
        shmem_team_sync(team);                                                 \
        /* alltoalls: dst stride 2, src stride 3 (mem: byte elements) */       \
        for (i = 0; i < LEN; i++) {                                            \
            src[i] = (T)(i % 3 ? SENT : VAL(me_t, i / 3 / NE, i / 3 % NE));    \
            dst[i] = (T)SENT;                                                  \
        }                                                                      \
        shmem_team_sync(team);                                                 \
        if (!mem) {                                                            \
            w = "shmem_" #NAME "_alltoalls";                                   \
            rc = shmem_##NAME##_alltoalls(team, dst, src, 2, 3, NE);           \
        } else {                                                               \
            w = "shmem_alltoallsmem";                                          \
            rc = shmem_alltoallsmem(team, dst, src, 2, 3, NE);                 \
        }                                                                      \
        FAILIF(rc != 0, "%s returned %d", w, rc);                              \
        for (pos = 0; pos < LEN; pos++) {                                      \
            int el = pos / 2, want = SENT;                                     \
            if (pos % 2 == 0 && el < n * NE)                                   \
                want = VAL(el / NE, me_t, el % NE);                            \
            CHK(w, dst[pos] == (T)want, pos, dst[pos], want);                  \
        }                                                                      \
    out:                                                                       \
        shmem_team_sync(team);                                                 \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

static void all_types(shmem_team_t team, const char *tname)
{
#define CALL(NAME, T) test_##NAME(team, tname, 0);
    RMA_TYPES(CALL)
#undef CALL
    test_uchar(team, tname, 1); /* the mem forms, on bytes */
}

int main(void)
{
    sma1_init(&me, &npes);
    if (npes > MAXP) {
        if (me == 0)
            printf("coll_team_15: skipped (more than %d PEs)\n", MAXP);
        shmem_finalize();
        return 0;
    }
    all_types(SHMEM_TEAM_WORLD, "WORLD");
    shmem_barrier_all();
    /* disjoint teams, at the same time */
    sma1_evens_odds(all_types);

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
