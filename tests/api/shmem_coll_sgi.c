/* SPDX-License-Identifier: BSD-3-Clause */
/* Collectives back to back as SGI codes call them: no barrier between. */
/* shmap-test: npes=1,2,3,4,5,8 timeout=240 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/*
 * The SGI pSync contract, as SGI, Cray, SOS and Open MPI honour it: a
 * loop of one collective with nothing between the calls but reading the
 * result (and here refilling dest with a sentinel and the source with the
 * next call's values), passing one pSync every time or two in turn
 * (pSync1, pSync2, pSync1, ...). Every PE checks its whole dest, and the
 * guard words after it, right after each call returns: a PE that runs
 * ahead into the next call must not write a dest whose owner has not yet
 * entered it. Every legacy collective (broadcast, collect, fcollect, two
 * reductions, alltoall, barrier) and their team forms, over the world, a
 * strided active set (PEs 1, 3, 5, ...) and all PEs but the last, roots
 * other than 0, sizes on both sides of every algorithm's switch
 * (tests/sh/coll_algs.sh runs this under each algorithm forced).
 */
#define MAXE 24576 /* elements: above the push limits as 32- and 64-bit */
#define GUARD 8
#define PAT 0xC3

static long psync[2][SHMEM_REDUCE_SYNC_SIZE > SHMEM_BCAST_SYNC_SIZE
                         ? SHMEM_REDUCE_SYNC_SIZE
                         : SHMEM_BCAST_SYNC_SIZE];
static long pwrk_l[SHMEM_REDUCE_MIN_WRKDATA_SIZE + MAXE];
static int pwrk_i[SHMEM_REDUCE_MIN_WRKDATA_SIZE + MAXE];
static int me, npes, iters;
static unsigned char *src, *dst, *ref;

struct aset {
    int start, log, size, rank; /* rank: ours, -1 when outside */
    const char *name;
    shmem_team_t team; /* the same PEs as a team */
};

/* Element counts, cycling across every switch: broadcast push (64 KiB
 * copied by the root), fcollect push (256 KiB results), reduction push
 * (128 B) and local/scatter (16 KiB), at 4 and 8 bytes. */
static size_t count_of(int it)
{
    static const size_t n[] = {1, 4, 0, 17, 300, 2000, 5000, MAXE / 8, 31, 3};
    return n[it % 10];
}

/* Distinct for every call, PE and index; small enough that a sum over
 * 64 PEs fits an int. */
static uint64_t val(int it, int pe, size_t i)
{
    return ((uint64_t)((it % 64) * 64 + pe % 64) << 16) + i;
}

static void put_elem(void *p, size_t i, size_t w, uint64_t v)
{
    if (w == 4)
        ((uint32_t *)p)[i] = (uint32_t)v;
    else
        ((uint64_t *)p)[i] = v;
}

static int guard_ok(const unsigned char *d, size_t bytes)
{
    for (size_t i = bytes; i < bytes + GUARD * 8; i++)
        if (d[i] != PAT)
            return 0;
    return 1;
}

enum kind { BCAST, FCOLLECT, COLLECT, SUM, MAX, ALLTOALL, BARRIER, NKINDS };
static const char *kind_name[] = {"broadcast", "fcollect", "collect", "sum",
                                  "max",       "alltoall", "barrier"};

/* collect's per-rank counts: rank-dependent, some zero. */
static size_t ccount(int it, int rank)
{
    return (count_of(it) + (size_t)rank * 3) % (count_of(it) + 5);
}

/* What dest must hold after call `it`; returns its length in bytes. */
static size_t expect(enum kind k, const struct aset *a, int it, size_t n,
                     size_t w, int root, int team)
{
    size_t len = 0;
    memset(ref, PAT, (size_t)MAXE * 8 * 4 + GUARD * 8);
    switch (k) {
    case BCAST:
        len = n * w;
        if (team || a->rank != root) /* legacy: the root's is untouched */
            for (size_t i = 0; i < n; i++)
                put_elem(ref, i, w, val(it, a->start + (root << a->log), i));
        break;
    case FCOLLECT:
    case ALLTOALL:
        len = n * w * (size_t)a->size;
        for (int r = 0; r < a->size; r++)
            for (size_t i = 0; i < n; i++)
                put_elem(ref, (size_t)r * n + i, w,
                         k == FCOLLECT
                             ? val(it, a->start + (r << a->log), i)
                             : val(it, a->start + (r << a->log),
                                   (size_t)a->rank * n + i));
        break;
    case COLLECT: {
        size_t at = 0;
        for (int r = 0; r < a->size; r++)
            for (size_t i = 0; i < ccount(it, r); i++)
                put_elem(ref, at++, w, val(it, a->start + (r << a->log), i));
        len = at * w;
        break;
    }
    case SUM:
    case MAX:
        len = n * w;
        for (size_t i = 0; i < n; i++) {
            uint64_t acc = 0;
            for (int r = 0; r < a->size; r++) {
                uint64_t v = val(it, a->start + (r << a->log), i);
                acc = k == SUM ? acc + v : r == 0 || v > acc ? v : acc;
            }
            put_elem(ref, i, w, acc);
        }
        break;
    default:
        break;
    }
    return len;
}

/* One call of kind k (legacy active-set form, or team form when team). */
static void call(enum kind k, const struct aset *a, int it, size_t n, size_t w,
                 int root, long *ps, int team)
{
    shmem_team_t t = a->team;
    size_t mine = k == COLLECT ? ccount(it, a->rank) : k == ALLTOALL
                                                           ? n * (size_t)a->size
                                                           : n;
    for (size_t i = 0; i < mine; i++)
        put_elem(src, i, w, val(it, me, i));
    int s = a->start, l = a->log, z = a->size;
    switch (k) {
    case BCAST:
        if (team) {
            if (w == 4)
                shmem_int32_broadcast(t, (int32_t *)dst, (int32_t *)src, n,
                                      root);
            else
                shmem_int64_broadcast(t, (int64_t *)dst, (int64_t *)src, n,
                                      root);
        } else if (w == 4) {
            shmem_broadcast32(dst, src, n, root, s, l, z, ps);
        } else {
            shmem_broadcast64(dst, src, n, root, s, l, z, ps);
        }
        break;
    case FCOLLECT:
        if (team)
            shmem_fcollectmem(t, dst, src, n * w);
        else if (w == 4)
            shmem_fcollect32(dst, src, n, s, l, z, ps);
        else
            shmem_fcollect64(dst, src, n, s, l, z, ps);
        break;
    case COLLECT:
        if (team)
            shmem_collectmem(t, dst, src, mine * w);
        else if (w == 4)
            shmem_collect32(dst, src, mine, s, l, z, ps);
        else
            shmem_collect64(dst, src, mine, s, l, z, ps);
        break;
    case SUM:
    case MAX:
        if (team && w == 4)
            (k == SUM ? shmem_int_sum_reduce
                      : shmem_int_max_reduce)(t, (int *)dst, (int *)src, n);
        else if (team)
            (k == SUM ? shmem_long_sum_reduce
                      : shmem_long_max_reduce)(t, (long *)dst, (long *)src, n);
        else if (w == 4)
            (k == SUM ? shmem_int_sum_to_all : shmem_int_max_to_all)(
                (int *)dst, (int *)src, (int)n, s, l, z, pwrk_i, ps);
        else
            (k == SUM ? shmem_long_sum_to_all : shmem_long_max_to_all)(
                (long *)dst, (long *)src, (int)n, s, l, z, pwrk_l, ps);
        break;
    case ALLTOALL:
        if (team)
            shmem_alltoallmem(t, dst, src, n * w);
        else if (w == 4)
            shmem_alltoall32(dst, src, n, s, l, z, ps);
        else
            shmem_alltoall64(dst, src, n, s, l, z, ps);
        break;
    case BARRIER:
        if (team)
            shmem_team_sync(t);
        else
            shmem_barrier(s, l, z, ps);
        break;
    default:
        break;
    }
}

static void loop(enum kind k, const struct aset *a, int psyncs, int team,
                 size_t w)
{
    long *ps0 = psync[0], *ps1 = psync[psyncs - 1];
    int bad = 0;
    for (int it = 0; it < iters && bad < 3; it++) {
        size_t n = count_of(it);
        if (k == ALLTOALL)
            n = n * 8 / (size_t)a->size; /* dest holds size blocks */
        else if (k == FCOLLECT)
            n = n * 16 / (size_t)a->size; /* to 384 KiB: past push */
        int root = (it + 1) % a->size; /* roots other than 0 */
        size_t len = expect(k, a, it, n, w, root, team);
        /* Refilled with the sentinel: the others may be in this call
         * already, but none may write our dest before we enter it. */
        memset(dst, PAT, len + GUARD * 8);
        call(k, a, it, n, w, root, it & 1 ? ps1 : ps0, team);
        if (k == BARRIER)
            continue;
        if (memcmp(dst, ref, len) || !guard_ok(dst, len)) {
            size_t i = 0;
            while (i < len && dst[i] == ref[i])
                i++;
            CHECK(0,
                  "%s %s%d on %s, %s, call %d: %zu elements (root rank %d): "
                  "byte %zu of %zu is 0x%02x, expected 0x%02x%s",
                  team ? "team" : "legacy", kind_name[k], (int)w * 8, a->name,
                  psyncs == 1 ? "one pSync" : "two pSyncs in turn", it, n, root,
                  i, len, i < len ? dst[i] : 0, i < len ? ref[i] : 0,
                  i < len ? "" : " (a guard byte after dest was written)");
            bad++;
        }
    }
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    iters = getenv("SHMAP_TEST_QUICK") ? 10 : 30;
    for (int p = 0; p < 2; p++)
        for (size_t i = 0; i < sizeof(psync[0]) / sizeof(long); i++)
            psync[p][i] = SHMEM_SYNC_VALUE;
    size_t big = (size_t)MAXE * 8 * 8 + GUARD * 8;
    src = shmem_malloc(big);
    dst = shmem_malloc(big);
    ref = malloc(big);
    CHECK(src && dst && ref, "allocation failed");
    struct aset sets[3] = {
        {0, 0, npes, me, "the world", SHMEM_TEAM_WORLD},
        {1, 1, (npes - 1 + 1) / 2, -1, "PEs 1, 3, 5, ...", SHMEM_TEAM_INVALID},
        {0, 0, npes - 1, -1, "all PEs but the last", SHMEM_TEAM_INVALID},
    };
    int nsets = npes >= 3 ? 3 : 1;
    for (int i = 1; i < nsets; i++) {
        struct aset *a = &sets[i];
        int d = me - a->start;
        if (d >= 0 && d % (1 << a->log) == 0 && (d >> a->log) < a->size)
            a->rank = d >> a->log;
        shmem_team_split_strided(SHMEM_TEAM_WORLD, a->start, 1 << a->log,
                                 a->size, NULL, 0, &a->team);
    }
    shmem_barrier_all();
    for (int i = 0; i < nsets; i++) {
        const struct aset *a = &sets[i];
        if (a->rank >= 0)
            for (int k = 0; k < NKINDS; k++)
                for (int team = 0; team < 2; team++)
                    for (int psyncs = 1; psyncs <= 2 - team; psyncs++)
                        for (size_t w = 4; w <= 8; w += 4)
                            loop((enum kind)k, a, psyncs, team, w);
        /* The PEs outside the set wait here; its members' last calls may
         * still be running (nothing synchronised them since). */
        shmem_barrier_all();
    }
    for (int i = 1; i < nsets; i++)
        if (sets[i].team != SHMEM_TEAM_INVALID)
            shmem_team_destroy(sets[i].team);
    shmem_free(dst);
    shmem_free(src);
    free(ref);
    return test_exit();
}
