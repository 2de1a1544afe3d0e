/* SPDX-License-Identifier: BSD-3-Clause */
/* Every collective on legacy active sets, checked against serial answers. */
/* shmap-test: npes=1,2,3,4,5,8,16 timeout=120 */
#include <complex.h>
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * Each active set is tested in one round: every PE fills its buffers with
 * the byte PAT, the members run every collective back to back (no barrier
 * between calls, the same pSync each time: even-numbered rounds pass an
 * initialised pSync, odd ones a symmetric array never written), and after
 * a barrier_all the PEs outside the set check that nothing touched them.
 * Then disjoint sets run at the same time, and a chain of calls goes
 * through every set with no barrier_all between them. SHMAP_TEST_QUICK=1
 * shrinks the large payloads.
 */
#define PAT 0xA5  /* every byte a call must not write */
#define GUARD 8   /* elements past a result that must keep PAT */
#define NRED 37   /* elements of a small reduction */
#define ROUNDS 40 /* barriers (and syncs) per set */
#define MAXSETS 8
#define PSYNC_LEN                                                              \
    (SHMEM_BARRIER_SYNC_SIZE + SHMEM_BCAST_SYNC_SIZE +                         \
     SHMEM_COLLECT_SYNC_SIZE + SHMEM_REDUCE_SYNC_SIZE +                        \
     SHMEM_ALLTOALLS_SYNC_SIZE)

struct aset {
    int start, log, size, stride; /* the set, as the calls take it */
    int rank;                     /* this PE's rank in it, or -1 */
    int id;                       /* round number: tags values */
    char name[64];
};

static int me, npes;
static size_t nbig; /* longs of the large reduction */
static size_t nfc;  /* longs per PE of the large fcollect64 */
static size_t cap;  /* bytes of each symmetric buffer */
static unsigned char *src, *dst, *wrk; /* symmetric */
static unsigned char *ref;             /* private: expected images */
static long psync_ok[PSYNC_LEN];
static long *psync_raw; /* symmetric, never written */
static long barr[2];    /* barrier test: written by the left member */

static int pe_of(const struct aset *a, int r)
{
    return a->start + r * a->stride;
}

/* Index of the first byte of p[0, n) that is not PAT, or n. */
static size_t first_not_pat(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != PAT)
            return i;
    return n;
}

static void check_pat(const void *p, size_t n, const char *what,
                      const struct aset *a)
{
    size_t i = first_not_pat(p, n);
    CHECK(i == n, "%s on %s: byte %zu of %zu was written (0x%02x)", what,
          a->name, i, n, i < n ? ((const unsigned char *)p)[i] : 0);
}

/* got must equal the expected image in ref, element by element. */
static void check_image(const void *got, size_t bytes, size_t elem,
                        const char *what, const struct aset *a)
{
    const unsigned char *g = got;
    for (size_t i = 0; i < bytes; i += elem)
        if (memcmp(g + i, ref + i, elem)) {
            unsigned long long gv = 0, rv = 0;
            memcpy(&gv, g + i, elem < 8 ? elem : 8);
            memcpy(&rv, ref + i, elem < 8 ? elem : 8);
            CHECK(0, "%s on %s: element %zu is %#llx, expected %#llx", what,
                  a->name, i / elem, gv, rv);
            return;
        }
}

/* A value of a sized element that names its sender, its block and its
 * index, with the sender in the top byte so truncation shows. */
#define BV(E, pe, blk, i)                                                      \
    ((E)(((uint64_t)(((pe) + 1) & 0x7f) << (sizeof(E) * 8 - 8)) ^              \
         ((uint64_t)(blk) << 12) ^ (uint64_t)((i)*7 + 3)))

/* ---- barrier and sync ---- */

/* Each round every member stores into its right neighbour's barr, then
 * barriers: the store must be visible after the barrier. sync does not
 * complete stores, so those rounds quiet first. */
static void t_barrier(const struct aset *a, long *ps)
{
    int right = pe_of(a, (a->rank + 1) % a->size);
    int left = pe_of(a, (a->rank - 1 + a->size) % a->size);
    for (long r = 1; r <= ROUNDS; r++) {
        long v = a->id * 100000L + left * 1000L + r;
        shmem_long_p(&barr[r & 1], a->id * 100000L + me * 1000L + r, right);
        if (r % 2) {
            shmem_barrier(a->start, a->log, a->size, ps);
        } else {
            shmem_quiet();
            shmem_sync(a->start, a->log, a->size, ps);
        }
        CHECK(barr[r & 1] == v, "%s on %s: round %ld saw %ld, expected %ld",
              r % 2 ? "shmem_barrier" : "shmem_sync", a->name, r, barr[r & 1],
              v);
    }
}

/* ---- broadcast: the root's dest stays untouched ---- */

#define DEF_BCAST(TNAME, FN, E)                                                \
    static void t_##TNAME(const struct aset *a, long *ps)                      \
    {                                                                          \
        static const size_t counts[] = {0, 1, 13, 1000};                       \
        const int roots[] = {0, a->size - 1, a->size / 2};                     \
        E *s = (E *)(void *)src, *d = (E *)(void *)dst;                        \
        for (int k = 0; k < 3; k++)                                            \
            for (size_t c = 0; c < sizeof(counts) / sizeof(counts[0]); c++) {  \
                size_t n = counts[c], bytes = (n + GUARD) * sizeof(E);         \
                int root = roots[k], rpe = pe_of(a, root);                     \
                memset(s, PAT, bytes);                                         \
                memset(d, PAT, bytes);                                         \
                for (size_t i = 0; i < n; i++)                                 \
                    s[i] = BV(E, me, k, i);                                    \
                FN(d, s, n, root, a->start, a->log, a->size, ps);              \
                memset(ref, PAT, bytes);                                       \
                if (a->rank != root)                                           \
                    for (size_t i = 0; i < n; i++)                             \
                        ((E *)(void *)ref)[i] = BV(E, rpe, k, i);              \
                check_image(d, bytes, sizeof(E), #FN " dest", a);              \
                for (size_t i = 0; i < n; i++)                                 \
                    ((E *)(void *)ref)[i] = BV(E, me, k, i);                   \
                check_image(s, bytes, sizeof(E), #FN " source", a);            \
            }                                                                  \
    }
DEF_BCAST(broadcast32, shmem_broadcast32, uint32_t)
DEF_BCAST(broadcast64, shmem_broadcast64, uint64_t)
DEF_BCAST(broadcast, shmem_broadcast, long)

/* ---- collect (rank-dependent counts, zeros included) and fcollect ---- */

static size_t collect_count(int variant, int rank)
{
    switch (variant) {
    case 0: return (size_t)rank + 1;
    case 1: return rank % 3 == 1 ? 0 : (size_t)rank * 2 + 3;
    default: return 0;
    }
}

#define DEF_COLLECT(BITS)                                                      \
    static void t_collect##BITS(const struct aset *a, long *ps)                \
    {                                                                          \
        typedef uint##BITS##_t E;                                              \
        E *s = (E *)(void *)src, *d = (E *)(void *)dst;                        \
        E *x = (E *)(void *)ref;                                               \
        for (int v = 0; v < 3; v++) {                                          \
            size_t mine = collect_count(v, a->rank), total = 0;                \
            for (int r = 0; r < a->size; r++)                                  \
                total += collect_count(v, r);                                  \
            size_t bytes = (total + GUARD) * sizeof(E);                        \
            memset(s, PAT, (mine + GUARD) * sizeof(E));                        \
            memset(d, PAT, bytes);                                             \
            for (size_t i = 0; i < mine; i++)                                  \
                s[i] = BV(E, me, v, i);                                        \
            shmem_collect##BITS(d, s, mine, a->start, a->log, a->size, ps);    \
            memset(ref, PAT, bytes);                                           \
            size_t off = 0;                                                    \
            for (int r = 0; r < a->size; r++)                                  \
                for (size_t i = 0; i < collect_count(v, r); i++)               \
                    x[off++] = BV(E, pe_of(a, r), v, i);                       \
            check_image(d, bytes, sizeof(E), "shmem_collect" #BITS, a);        \
        }                                                                      \
    }                                                                          \
                                                                               \
    static void t_fcollect##BITS(const struct aset *a, long *ps)               \
    {                                                                          \
        typedef uint##BITS##_t E;                                              \
        static const size_t counts[] = {0, 1, 7, 300};                         \
        E *s = (E *)(void *)src, *d = (E *)(void *)dst;                        \
        E *x = (E *)(void *)ref;                                               \
        for (size_t c = 0; c < sizeof(counts) / sizeof(counts[0]); c++) {      \
            size_t n = counts[c];                                              \
            size_t bytes = ((size_t)a->size * n + GUARD) * sizeof(E);          \
            memset(s, PAT, (n + GUARD) * sizeof(E));                           \
            memset(d, PAT, bytes);                                             \
            for (size_t i = 0; i < n; i++)                                     \
                s[i] = BV(E, me, c, i);                                        \
            shmem_fcollect##BITS(d, s, n, a->start, a->log, a->size, ps);      \
            memset(ref, PAT, bytes);                                           \
            for (int r = 0; r < a->size; r++)                                  \
                for (size_t i = 0; i < n; i++)                                 \
                    x[(size_t)r * n + i] = BV(E, pe_of(a, r), c, i);           \
            check_image(d, bytes, sizeof(E), "shmem_fcollect" #BITS, a);       \
        }                                                                      \
    }

/* ---- alltoall and alltoalls (strides 1 and 2) ---- */

/* Block b of a source goes to rank b; BV tags it with its sender and
 * its destination rank (plus a case number c). */
#define DEF_ALLTOALL(BITS)                                                     \
    static void t_alltoall##BITS(const struct aset *a, long *ps)               \
    {                                                                          \
        typedef uint##BITS##_t E;                                              \
        static const size_t counts[] = {0, 1, 5};                              \
        E *s = (E *)(void *)src, *d = (E *)(void *)dst;                        \
        E *x = (E *)(void *)ref;                                               \
        for (size_t c = 0; c < sizeof(counts) / sizeof(counts[0]); c++) {      \
            size_t n = counts[c];                                              \
            size_t bytes = ((size_t)a->size * n + GUARD) * sizeof(E);          \
            memset(s, PAT, bytes);                                             \
            memset(d, PAT, bytes);                                             \
            for (int b = 0; b < a->size; b++)                                  \
                for (size_t i = 0; i < n; i++)                                 \
                    s[(size_t)b * n + i] = BV(E, me, b * 4 + c, i);            \
            shmem_alltoall##BITS(d, s, n, a->start, a->log, a->size, ps);      \
            memset(ref, PAT, bytes);                                           \
            for (int b = 0; b < a->size; b++)                                  \
                for (size_t i = 0; i < n; i++)                                 \
                    x[(size_t)b * n + i] =                                     \
                        BV(E, pe_of(a, b), a->rank * 4 + c, i);                \
            check_image(d, bytes, sizeof(E), "shmem_alltoall" #BITS, a);       \
        }                                                                      \
    }                                                                          \
                                                                               \
    static void t_alltoalls##BITS(const struct aset *a, long *ps)              \
    {                                                                          \
        typedef uint##BITS##_t E;                                              \
        static const ptrdiff_t st[][2] = {{1, 1}, {2, 2}, {1, 2}, {2, 1}};     \
        E *s = (E *)(void *)src, *d = (E *)(void *)dst;                        \
        E *x = (E *)(void *)ref;                                               \
        for (int c = 0; c < 4; c++)                                            \
            for (size_t n = 0; n <= 3; n += 3) {                               \
                size_t dt = (size_t)st[c][0], sst = (size_t)st[c][1];          \
                size_t blk = (size_t)a->size * n;                              \
                size_t sbytes = (blk * sst + GUARD) * sizeof(E);               \
                size_t dbytes = (blk * dt + GUARD) * sizeof(E);                \
                memset(s, PAT, sbytes);                                        \
                memset(d, PAT, dbytes);                                        \
                for (int b = 0; b < a->size; b++)                              \
                    for (size_t i = 0; i < n; i++)                             \
                        s[((size_t)b * n + i) * sst] =                         \
                            BV(E, me, b * 4 + c, i);                           \
                shmem_alltoalls##BITS(d, s, st[c][0], st[c][1], n, a->start,   \
                                      a->log, a->size, ps);                    \
                memset(ref, PAT, dbytes);                                      \
                for (int b = 0; b < a->size; b++)                              \
                    for (size_t i = 0; i < n; i++)                             \
                        x[((size_t)b * n + i) * dt] =                          \
                            BV(E, pe_of(a, b), a->rank * 4 + c, i);            \
                check_image(d, dbytes, sizeof(E), "shmem_alltoalls" #BITS, a); \
            }                                                                  \
    }

/* The sized forms: 32- and 64-bit elements, as the header declares them. */
#define ASET_BITS(X) X(32) X(64)
ASET_BITS(DEF_COLLECT)
ASET_BITS(DEF_ALLTOALL)

/* ---- every shmem_TYPE_OP_to_all ---- */

#include "reduce_values.h"

/* Four calls: NRED elements, NRED in place (dest == source), 3 in place
 * (fewer than most sets have PEs: empty slices) and none. */
static const int red_n[4] = {NRED, NRED, 3, 0};
#define DEF_TO_ALL_1(NAME, T, OP)                                              \
    static void to_all_##NAME##_##OP(const struct aset *a, long *ps)           \
    {                                                                          \
        const char *what = "shmem_" #NAME "_" #OP "_to_all";                   \
        T *s = (T *)(void *)src, *d = (T *)(void *)dst;                        \
        size_t bytes = (NRED + GUARD) * sizeof(T);                             \
        for (int pass = 0; pass < 4; pass++) {                                 \
            int n = red_n[pass], alias = pass == 1 || pass == 2;               \
            T *out = alias ? s : d;                                            \
            memset(s, PAT, bytes);                                             \
            memset(d, PAT, bytes);                                             \
            for (int i = 0; i < NRED; i++)                                     \
                s[i] = V_##OP(T, me, i);                                       \
            shmem_##NAME##_##OP##_to_all(out, s, n, a->start, a->log, a->size, \
                                         (T *)(void *)wrk, ps);                \
            CHECK_REDUCTION(T, OP, out, n, a, what, alias)                     \
            CHECK_SOURCE_KEPT(T, OP, s, alias ? n : 0, NRED, a, what)          \
            check_pat(s + NRED, GUARD * sizeof(T), what, a);                   \
            if (alias)                                                         \
                check_pat(d, bytes, what, a);                                  \
            else                                                               \
                check_pat(d + n, (size_t)(NRED + GUARD - n) * sizeof(T), what, \
                          a);                                                  \
        }                                                                      \
    }
#define DEF_TO_ALL_and(NAME, T) DEF_TO_ALL_1(NAME, T, and)
#define DEF_TO_ALL_or(NAME, T) DEF_TO_ALL_1(NAME, T, or)
#define DEF_TO_ALL_xor(NAME, T) DEF_TO_ALL_1(NAME, T, xor)
#define DEF_TO_ALL_min(NAME, T) DEF_TO_ALL_1(NAME, T, min)
#define DEF_TO_ALL_max(NAME, T) DEF_TO_ALL_1(NAME, T, max)
#define DEF_TO_ALL_sum(NAME, T) DEF_TO_ALL_1(NAME, T, sum)
#define DEF_TO_ALL_prod(NAME, T) DEF_TO_ALL_1(NAME, T, prod)
#define DEF_TO_ALL(OP, TABLE) TABLE(DEF_TO_ALL_##OP)
SHMEMI_TO_ALL_OPS(DEF_TO_ALL)

typedef void test_fn(const struct aset *a, long *ps);

#define ENT_TO_ALL_1(NAME, T, OP) to_all_##NAME##_##OP,
#define ENT_TO_ALL_and(NAME, T) ENT_TO_ALL_1(NAME, T, and)
#define ENT_TO_ALL_or(NAME, T) ENT_TO_ALL_1(NAME, T, or)
#define ENT_TO_ALL_xor(NAME, T) ENT_TO_ALL_1(NAME, T, xor)
#define ENT_TO_ALL_min(NAME, T) ENT_TO_ALL_1(NAME, T, min)
#define ENT_TO_ALL_max(NAME, T) ENT_TO_ALL_1(NAME, T, max)
#define ENT_TO_ALL_sum(NAME, T) ENT_TO_ALL_1(NAME, T, sum)
#define ENT_TO_ALL_prod(NAME, T) ENT_TO_ALL_1(NAME, T, prod)
#define ENT_TO_ALL(OP, TABLE) TABLE(ENT_TO_ALL_##OP)
static test_fn *const to_all_tests[] = {SHMEMI_TO_ALL_OPS(ENT_TO_ALL)};

/* ---- large payloads: a long sum (plain and aliased) and fcollect64 ---- */

static void t_large(const struct aset *a, long *ps)
{
    long *s = (long *)(void *)src, *d = (long *)(void *)dst;
    int n = (int)nbig;
    for (int pass = 0; pass < 2; pass++) {
        long *out = pass ? s : d;
        memset(d, PAT, (nbig + GUARD) * sizeof(long));
        memset(s, PAT, (nbig + GUARD) * sizeof(long));
        for (int i = 0; i < n; i++)
            s[i] = V_sum(long, me, i) + i;
        shmem_long_sum_to_all(out, s, n, a->start, a->log, a->size,
                              (long *)(void *)wrk, ps);
        for (int i = 0; i < n; i++) {
            long e = 0;
            for (int r = 0; r < a->size; r++)
                e += V_sum(long, pe_of(a, r), i) + i;
            if (out[i] != e) {
                CHECK(0,
                      "large shmem_long_sum_to_all%s on %s: [%d] = %ld, "
                      "expected %ld",
                      pass ? " (aliased)" : "", a->name, i, out[i], e);
                break;
            }
        }
        check_pat(out + n, GUARD * sizeof(long), "large sum_to_all", a);
    }

    uint64_t *s64 = (uint64_t *)(void *)src, *d64 = (uint64_t *)(void *)dst;
    uint64_t *x = (uint64_t *)(void *)ref;
    size_t bytes = ((size_t)a->size * nfc + GUARD) * 8;
    memset(s64, PAT, (nfc + GUARD) * 8);
    memset(d64, PAT, bytes);
    for (size_t i = 0; i < nfc; i++)
        s64[i] = BV(uint64_t, me, 9, i);
    shmem_fcollect64(d64, s64, nfc, a->start, a->log, a->size, ps);
    memset(ref, PAT, bytes);
    for (int r = 0; r < a->size; r++)
        for (size_t i = 0; i < nfc; i++)
            x[(size_t)r * nfc + i] = BV(uint64_t, pe_of(a, r), 9, i);
    check_image(d64, bytes, 8, "large shmem_fcollect64", a);
}

/* ---- .data and .bss buffers (the other tests use the heap) ---- */

#define NSTAT 16
#define MAXSTAT 1024               /* PEs the static dest has room for */
static long data_src[NSTAT] = {1}; /* .data */
static long bss_dst[NSTAT * MAXSTAT + GUARD]; /* .bss */

static void t_static(const struct aset *a, long *ps)
{
    long *x = (long *)(void *)ref;
    size_t bytes = ((size_t)a->size * NSTAT + GUARD) * sizeof(long);
    if (a->size > MAXSTAT)
        return;
    for (int i = 0; i < NSTAT; i++)
        data_src[i] = me * 100L + i;
    memset(bss_dst, PAT, bytes);
    shmem_fcollect64(bss_dst, data_src, NSTAT, a->start, a->log, a->size, ps);
    memset(ref, PAT, bytes);
    for (int r = 0; r < a->size; r++)
        for (int i = 0; i < NSTAT; i++)
            x[r * NSTAT + i] = pe_of(a, r) * 100L + i;
    check_image(bss_dst, bytes, sizeof(long), "static shmem_fcollect64", a);

    memset(bss_dst, PAT, bytes);
    shmem_long_max_to_all(bss_dst, data_src, NSTAT, a->start, a->log, a->size,
                          (long *)(void *)wrk, ps);
    memset(ref, PAT, bytes);
    for (int i = 0; i < NSTAT; i++)
        x[i] = pe_of(a, a->size - 1) * 100L + i;
    check_image(bss_dst, bytes, sizeof(long), "static shmem_long_max_to_all",
                a);

    memset(bss_dst, PAT, bytes);
    shmem_broadcast(bss_dst, data_src, NSTAT, a->size - 1, a->start, a->log,
                    a->size, ps);
    memset(ref, PAT, bytes);
    if (a->rank != a->size - 1)
        for (int i = 0; i < NSTAT; i++)
            x[i] = pe_of(a, a->size - 1) * 100L + i;
    check_image(bss_dst, bytes, sizeof(long), "static shmem_broadcast", a);
}

/* ---- driver ---- */

static test_fn *const tests[] = {
    t_barrier,     t_broadcast32, t_broadcast64, t_broadcast,  t_collect32,
    t_collect64,   t_fcollect32,  t_fcollect64,  t_alltoall32, t_alltoall64,
    t_alltoalls32, t_alltoalls64, t_static,
};

static void run_all(const struct aset *a, long *ps)
{
    for (size_t t = 0; t < sizeof(tests) / sizeof(tests[0]); t++)
        tests[t](a, ps);
    for (size_t t = 0; t < sizeof(to_all_tests) / sizeof(to_all_tests[0]); t++)
        to_all_tests[t](a, ps);
    t_large(a, ps);
}

static int add_set(struct aset *sets, int n, int start, int log, int size)
{
    int stride = 1 << log;
    if (size < 1 || start + (size - 1) * stride >= npes)
        return n;
    struct aset *a = &sets[n];
    a->start = start;
    a->log = log;
    a->size = size;
    a->stride = stride;
    int d = me - start;
    a->rank = d >= 0 && d % stride == 0 && d / stride < size ? d / stride : -1;
    a->id = n;
    snprintf(a->name, sizeof(a->name),
             "set %d (start %d, log stride %d, "
             "size %d)",
             n, start, log, size);
    return n + 1;
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    const char *q = getenv("SHMAP_TEST_QUICK");
    int quick = q && *q && strcmp(q, "0");

    /* >= 1 MiB each; the fcollect's per-PE share shrinks past 4 PEs so
     * its result stays near 4 MiB. Odd counts: uneven slices. */
    nbig = quick ? 16387 : 131075;
    nfc = (quick ? 16387 : 131075) * 4 / (size_t)(npes < 4 ? 4 : npes);
    size_t need = (nbig > nfc * (size_t)npes ? nbig : nfc * (size_t)npes);
    cap = (need + 4096) * 8 + 65536 * 4;
    if (cap < ((size_t)npes * 1000 + 4096) * 8)
        cap = ((size_t)npes * 1000 + 4096) * 8;
    src = shmem_malloc(cap);
    dst = shmem_malloc(cap);
    wrk = shmem_malloc(cap);
    psync_raw = shmem_malloc(PSYNC_LEN * sizeof(long));
    ref = malloc(cap);
    if (!src || !dst || !wrk || !psync_raw || !ref) {
        fprintf(stderr, "FAIL: PE %d: out of memory (%zu bytes)\n", me, cap);
        return 1;
    }
    for (int i = 0; i < PSYNC_LEN; i++)
        psync_ok[i] = SHMEM_SYNC_VALUE;

    struct aset sets[MAXSETS];
    int nsets = 0;
    nsets = add_set(sets, nsets, 0, 0, npes); /* the whole job */
    if (npes > 1) {
        nsets = add_set(sets, nsets, 0, 1, (npes + 1) / 2); /* even PEs */
        nsets = add_set(sets, nsets, 1, 0, npes - 1);       /* all but 0 */
        nsets = add_set(sets, nsets, npes / 2, 0, 1);       /* one PE */
    }
    if (npes > 3)
        nsets = add_set(sets, nsets, 1, 1, npes / 2); /* odd PEs */
    if (npes > 4)
        nsets = add_set(sets, nsets, 0, 2, (npes + 3) / 4); /* every 4th */

    for (int k = 0; k < nsets; k++) {
        const struct aset *a = &sets[k];
        long *ps = k % 2 ? psync_raw : psync_ok;
        memset(src, PAT, cap);
        memset(dst, PAT, cap);
        memset(bss_dst, PAT, sizeof(bss_dst));
        barr[0] = barr[1] = -1;
        shmem_barrier_all();
        if (a->rank >= 0)
            run_all(a, ps);
        shmem_barrier_all();
        if (a->rank < 0) {
            check_pat(src, cap, "outside the set: source", a);
            check_pat(dst, cap, "outside the set: dest", a);
            check_pat(bss_dst, sizeof(bss_dst), "outside the set: .bss", a);
            CHECK(barr[0] == -1 && barr[1] == -1,
                  "outside %s: barrier flags written (%ld %ld)", a->name,
                  barr[0], barr[1]);
        }
    }

    /* Disjoint sets at the same time: even and odd PEs, then the two
     * halves of the job. */
    if (npes >= 4) {
        struct aset pair[4];
        int np = 0;
        np = add_set(pair, np, 0, 1, (npes + 1) / 2);
        np = add_set(pair, np, 1, 1, npes / 2);
        np = add_set(pair, np, 0, 0, npes / 2);
        np = add_set(pair, np, npes / 2, 0, npes - npes / 2);
        for (int k = 0; k + 1 < np; k += 2) {
            struct aset *a = &pair[k + (pair[k].rank < 0)];
            a->id = 100 + k;
            shmem_barrier_all();
            run_all(a, k % 4 ? psync_raw : psync_ok);
        }
    }

    /* A chain through every set, overlapping ones included, with no
     * barrier_all between the calls (every PE goes in the same order). */
    shmem_barrier_all();
    for (int it = 0; it < 5; it++)
        for (int k = 0; k < nsets; k++)
            if (sets[k].rank >= 0) {
                t_broadcast64(&sets[k], psync_raw);
                to_all_long_sum(&sets[k], psync_raw);
                t_collect32(&sets[k], psync_ok);
                t_alltoall64(&sets[k], psync_ok);
                to_all_double_prod(&sets[k], psync_ok);
            }
    for (int i = 0; i < PSYNC_LEN; i++)
        CHECK(psync_ok[i] == SHMEM_SYNC_VALUE, "pSync[%d] is %ld after use", i,
              psync_ok[i]);
    shmem_free(psync_raw);
    shmem_free(wrk);
    shmem_free(dst);
    shmem_free(src);
    free(ref);
    return test_exit();
}
