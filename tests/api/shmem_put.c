/* SPDX-License-Identifier: BSD-3-Clause */
/* Every put/get form to the heap, .data, .bss and a 32 MiB static array. */
/* shmap-test: npes=1,2,3,4,8 timeout=60 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * A target region is NSLOTS slots of SLOT elements. In the put phase each
 * transfer writes into its own slot, so one pair of barriers covers them
 * all; everything a transfer must not touch keeps its guard value. In the
 * get phase the owner fills the region and readers fetch from it into
 * private buffers laid out the same way.
 */
#define SLOT 32
#define NSLOTS 9
#define REGION (SLOT * NSLOTS)
#define OFF 4    /* first element a transfer writes in its slot */
#define NCONT 20 /* elements of a contiguous transfer */
#define NSTR 8   /* elements of a strided transfer */
#define NP 5     /* elements moved one at a time with _p and _g */
#define GSRC 37  /* where contiguous and strided gets start reading */
#define GSRC_NBI 101
#define BIG (32 << 20)
#define MAXELEM 16 /* bytes of the widest element (long double, 128 bits) */

/* Slots of the put phase (the get phase uses the same numbering). */
enum { S_PUT, S_NBI, S_P, S_STRIDED };
#define NSTRIDES 6
/* {dest stride, source stride} */
static const ptrdiff_t strides[NSTRIDES][2] = {{1, 1}, {2, 2}, {3, 3},
                                               {2, 1}, {1, 3}, {3, 2}};
/* Elements _g reads: both ends of the region and the middle. */
static const int g_index[NP] = {0, 1, REGION / 2, REGION - 2, REGION - 1};

/* Which transfer kinds a family has. */
enum { HAS_NBI = 1, HAS_P = 2, HAS_STRIDED = 4, HAS_ALL = 7 };

/* Test values 0..99, guards 100..119: representable in every type. */
#define VAL(T, pe, i) ((T)(((pe)*31 + (i)) % 100))
#define GUARD(T, i) ((T)(100 + (i) % 20))
/* Byte patterns for the sized forms: data 0..199, guards 200..249. */
#define BVAL(pe, i) ((unsigned char)(((pe)*31 + (i)*7) % 200))
#define BGUARD(i) ((unsigned char)(200 + (i) % 50))

static int me, npes, right, left;
static _Alignas(64) char big[BIG];
static long *addr_tab; /* npes entries, for comparing heap addresses */

/*
 * What each element of a region holds after the put phase: -1 for its
 * guard, else the index j of the writer's source element (the writer is
 * the left neighbour, so the value is VAL(left, j)).
 */
static void put_map(int ops, int map[REGION])
{
    for (int i = 0; i < REGION; i++)
        map[i] = -1;
    for (int k = 0; k < NCONT; k++)
        map[S_PUT * SLOT + OFF + k] = k;
    if (ops & HAS_NBI)
        for (int k = 0; k < NCONT; k++)
            map[S_NBI * SLOT + OFF + k] = k + 3;
    if (ops & HAS_P) {
        for (int k = 0; k < NP; k++)
            map[S_P * SLOT + OFF + 2 * k] = k + 5;
        map[0] = 30;
        map[REGION - 1] = 31;
    }
    if (ops & HAS_STRIDED)
        for (int s = 0; s < NSTRIDES; s++)
            for (int k = 0; k < NSTR; k++)
                map[(S_STRIDED + s) * SLOT + OFF + k * (int)strides[s][0]] =
                    k * (int)strides[s][1];
}

/* The same for the private buffers of the get phase: -1 for a guard,
 * else the index of the region element of the left neighbour read. */
static void get_map(int ops, int map[NSLOTS][SLOT])
{
    for (int s = 0; s < NSLOTS; s++)
        for (int i = 0; i < SLOT; i++)
            map[s][i] = -1;
    for (int k = 0; k < NCONT; k++)
        map[S_PUT][OFF + k] = GSRC + k;
    if (ops & HAS_NBI)
        for (int k = 0; k < NCONT; k++)
            map[S_NBI][OFF + k] = GSRC_NBI + k;
    if (ops & HAS_P)
        for (int k = 0; k < NP; k++)
            map[S_P][OFF + k] = g_index[k];
    if (ops & HAS_STRIDED)
        for (int s = 0; s < NSTRIDES; s++)
            for (int k = 0; k < NSTR; k++)
                map[S_STRIDED + s][OFF + k * (int)strides[s][0]] =
                    GSRC + k * (int)strides[s][1];
}

static int pmap_all[REGION];
static int gmap_all[NSLOTS][SLOT];

/* Every PE must get the same address from a symmetric allocation. */
static void check_same_addr(const void *p, const char *what)
{
    for (int pe = 0; pe < npes; pe++)
        shmem_long_p(&addr_tab[me], (long)(intptr_t)p, pe);
    shmem_barrier_all();
    for (int pe = 0; pe < npes; pe++)
        CHECK(addr_tab[pe] == (long)(intptr_t)p,
              "%s: PE %d got %#lx, this PE %p", what, pe, addr_tab[pe], p);
    shmem_barrier_all();
}

/* ---- typed RMA: one set of globals and one test routine per type ---- */

#define DEF_TYPED(NAME, T)                                                     \
    static T data_##NAME[REGION] = {1}; /* .data */                            \
    static T bss_##NAME[REGION];        /* .bss */                             \
                                                                               \
    /* Before any store: the right neighbour's initial image is intact. */     \
    static void initial_##NAME(void)                                           \
    {                                                                          \
        CHECK(shmem_##NAME##_g(&data_##NAME[0], right) == (T)1,                \
              #NAME ": .data initial value lost on PE %d", right);             \
        CHECK(shmem_##NAME##_g(&data_##NAME[REGION - 1], right) == (T)0,       \
              #NAME ": .data zero tail not zero on PE %d", right);             \
        CHECK(shmem_##NAME##_g(&bss_##NAME[REGION / 2], right) == (T)0,        \
              #NAME ": .bss not zero on PE %d", right);                        \
    }                                                                          \
                                                                               \
    static void run_##NAME(T *r, const char *where)                            \
    {                                                                          \
        T src[SLOT], loc[NSLOTS][SLOT];                                        \
        for (int i = 0; i < SLOT; i++)                                         \
            src[i] = VAL(T, me, i);                                            \
        for (int i = 0; i < REGION; i++)                                       \
            r[i] = GUARD(T, i);                                                \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_put(r + S_PUT * SLOT + OFF, src, NCONT, right);         \
        shmem_##NAME##_put(r + S_PUT * SLOT + OFF + NCONT + 2, src, 0, right); \
        shmem_##NAME##_put_nbi(r + S_NBI * SLOT + OFF, src + 3, NCONT, right); \
        shmem_quiet();                                                         \
        for (int k = 0; k < NP; k++)                                           \
            shmem_##NAME##_p(r + S_P * SLOT + OFF + 2 * k, src[k + 5], right); \
        shmem_##NAME##_p(r, src[30], right);                                   \
        shmem_##NAME##_p(r + REGION - 1, src[31], right);                      \
        for (int s = 0; s < NSTRIDES; s++)                                     \
            shmem_##NAME##_iput(r + (S_STRIDED + s) * SLOT + OFF, src,         \
                                strides[s][0], strides[s][1], NSTR, right);    \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < REGION; i++) {                                     \
            int j = pmap_all[i];                                               \
            T want = j < 0 ? GUARD(T, i) : VAL(T, left, j);                    \
            CHECK(r[i] == want,                                                \
                  #NAME " put into %s: element %d is %g, "                     \
                        "want %g",                                             \
                  where, i, (double)r[i], (double)want);                       \
        }                                                                      \
                                                                               \
        for (int i = 0; i < REGION; i++)                                       \
            r[i] = VAL(T, me, i);                                              \
        for (int s = 0; s < NSLOTS; s++)                                       \
            for (int i = 0; i < SLOT; i++)                                     \
                loc[s][i] = GUARD(T, i);                                       \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_get(loc[S_PUT] + OFF, r + GSRC, NCONT, left);           \
        shmem_##NAME##_get(loc[S_PUT] + OFF + NCONT + 2, r, 0, left);          \
        shmem_##NAME##_get_nbi(loc[S_NBI] + OFF, r + GSRC_NBI, NCONT, left);   \
        shmem_quiet();                                                         \
        for (int k = 0; k < NP; k++)                                           \
            loc[S_P][OFF + k] = shmem_##NAME##_g(r + g_index[k], left);        \
        for (int s = 0; s < NSTRIDES; s++)                                     \
            shmem_##NAME##_iget(loc[S_STRIDED + s] + OFF, r + GSRC,            \
                                strides[s][0], strides[s][1], NSTR, left);     \
        for (int s = 0; s < NSLOTS; s++)                                       \
            for (int i = 0; i < SLOT; i++) {                                   \
                int j = gmap_all[s][i];                                        \
                T want = j < 0 ? GUARD(T, i) : VAL(T, left, j);                \
                CHECK(loc[s][i] == want,                                       \
                      #NAME " get from %s: slot %d "                           \
                            "element %d is %g, want %g",                       \
                      where, s, i, (double)loc[s][i], (double)want);           \
            }                                                                  \
        shmem_barrier_all(); /* the region is reused next */                   \
    }                                                                          \
                                                                               \
    static void test_##NAME(void)                                              \
    {                                                                          \
        T *heap = shmem_malloc(REGION * sizeof(T));                            \
        CHECK(heap != NULL, #NAME ": shmem_malloc failed");                    \
        if (!heap)                                                             \
            return;                                                            \
        check_same_addr(heap, #NAME " heap block");                            \
        run_##NAME(heap, "heap");                                              \
        run_##NAME(data_##NAME, ".data");                                      \
        run_##NAME(bss_##NAME, ".bss");                                        \
        run_##NAME((T *)(void *)big, "big start");                             \
        run_##NAME((T *)(void *)(big + BIG / 2), "big middle");                \
        run_##NAME((T *)(void *)(big + BIG) - REGION, "big end");              \
        shmem_free(heap);                                                      \
    }
SHMEMI_RMA_TYPES(DEF_TYPED)
#undef DEF_TYPED

/* ---- sized, untyped and SGI generic forms, by element size ---- */

typedef void xfer_fn(void *, const void *, size_t, int);
typedef void strided_fn(void *, const void *, ptrdiff_t, ptrdiff_t, size_t,
                        int);

struct sized_ops {
    const char *name;
    size_t elem; /* bytes per element */
    int ops;
    xfer_fn *put, *get, *put_nbi, *get_nbi;
    strided_fn *iput, *iget;
};

/* The SGI generic forms take long *: adapt them to the table's type. */
static void sgi_put(void *d, const void *s, size_t n, int pe)
{
    shmem_put(d, s, n, pe);
}
static void sgi_get(void *d, const void *s, size_t n, int pe)
{
    shmem_get(d, s, n, pe);
}
static void sgi_iput(void *d, const void *s, ptrdiff_t dst, ptrdiff_t sst,
                     size_t n, int pe)
{
    shmem_iput(d, s, dst, sst, n, pe);
}
static void sgi_iget(void *d, const void *s, ptrdiff_t dst, ptrdiff_t sst,
                     size_t n, int pe)
{
    shmem_iget(d, s, dst, sst, n, pe);
}

#define SIZED_ENTRY(BITS)                                                      \
    {"shmem_put" #BITS,     (BITS) / 8,       HAS_NBI | HAS_STRIDED,           \
     shmem_put##BITS,       shmem_get##BITS,  shmem_put##BITS##_nbi,           \
     shmem_get##BITS##_nbi, shmem_iput##BITS, shmem_iget##BITS},
static const struct sized_ops sized[] = {
    SHMEMI_SIZED_BITS(SIZED_ENTRY){"shmem_putmem", 1, HAS_NBI, shmem_putmem,
                                   shmem_getmem, shmem_putmem_nbi,
                                   shmem_getmem_nbi, NULL, NULL},
    {"shmem_put (SGI, 64-bit)", 8, HAS_STRIDED, sgi_put, sgi_get, NULL, NULL,
     sgi_iput, sgi_iget},
};
#undef SIZED_ENTRY
#define NSIZED (sizeof(sized) / sizeof(sized[0]))

static unsigned char sdata[REGION * MAXELEM] = {1};
static unsigned char sbss[REGION * MAXELEM];

/* n elements of e bytes holding PE pe's data pattern. */
static void fill_bytes(unsigned char *p, int n, size_t e, int pe)
{
    for (size_t i = 0; i < (size_t)n * e; i++)
        p[i] = BVAL(pe, i);
}

static void check_bytes(const unsigned char *got, const int *map, int n,
                        size_t e, const char *what, const char *where, int slot)
{
    for (int i = 0; i < n; i++)
        for (size_t b = 0; b < e; b++) {
            size_t at = (size_t)i * e + b;
            unsigned char want =
                map[i] < 0 ? BGUARD(at) : BVAL(left, (size_t)map[i] * e + b);
            if (got[at] != want) {
                CHECK(0,
                      "%s %s (slot %d): element %d byte %zu is %u, "
                      "want %u",
                      what, where, slot, i, b, got[at], want);
                return;
            }
        }
}

static void run_sized(const struct sized_ops *op, const int *pmap,
                      unsigned char *r, const char *where)
{
    size_t e = op->elem;
    int gmap[NSLOTS][SLOT];
    unsigned char src[SLOT * MAXELEM], loc[NSLOTS][SLOT * MAXELEM];
    get_map(op->ops, gmap);

    fill_bytes(src, SLOT, e, me);
    for (size_t i = 0; i < REGION * e; i++)
        r[i] = BGUARD(i);
    shmem_barrier_all();
    op->put(r + (S_PUT * SLOT + OFF) * e, src, NCONT, right);
    op->put(r + (S_PUT * SLOT + OFF + NCONT + 2) * e, src, 0, right);
    if (op->ops & HAS_NBI) {
        op->put_nbi(r + (S_NBI * SLOT + OFF) * e, src + 3 * e, NCONT, right);
        shmem_quiet();
    }
    if (op->ops & HAS_STRIDED)
        for (int s = 0; s < NSTRIDES; s++)
            op->iput(r + ((S_STRIDED + s) * SLOT + OFF) * e, src, strides[s][0],
                     strides[s][1], NSTR, right);
    shmem_barrier_all();
    check_bytes(r, pmap, REGION, e, op->name, where, -1);

    fill_bytes(r, REGION, e, me);
    for (int s = 0; s < NSLOTS; s++)
        for (size_t i = 0; i < SLOT * e; i++)
            loc[s][i] = BGUARD(i);
    shmem_barrier_all();
    op->get(loc[S_PUT] + OFF * e, r + GSRC * e, NCONT, left);
    op->get(loc[S_PUT] + (OFF + NCONT + 2) * e, r, 0, left);
    if (op->ops & HAS_NBI) {
        op->get_nbi(loc[S_NBI] + OFF * e, r + GSRC_NBI * e, NCONT, left);
        shmem_quiet();
    }
    if (op->ops & HAS_STRIDED)
        for (int s = 0; s < NSTRIDES; s++)
            op->iget(loc[S_STRIDED + s] + OFF * e, r + GSRC * e, strides[s][0],
                     strides[s][1], NSTR, left);
    for (int s = 0; s < NSLOTS; s++)
        check_bytes(loc[s], gmap[s], SLOT, e, op->name, where, s);
    shmem_barrier_all();
}

static void test_sized(void)
{
    int pmap[REGION];
    unsigned char *heap = shmem_malloc(REGION * MAXELEM);
    CHECK(heap != NULL, "sized: shmem_malloc failed");
    if (!heap)
        return;
    check_same_addr(heap, "sized heap block");
    for (size_t k = 0; k < NSIZED; k++) {
        const struct sized_ops *op = &sized[k];
        size_t e = op->elem;
        CHECK(e >= 1 && e <= MAXELEM, "%s: element of %zu bytes", op->name, e);
        put_map(op->ops, pmap);
        run_sized(op, pmap, heap, "heap");
        run_sized(op, pmap, sdata, ".data");
        run_sized(op, pmap, sbss, ".bss");
        run_sized(op, pmap, (unsigned char *)big, "big start");
        run_sized(op, pmap, (unsigned char *)big + BIG / 2, "big middle");
        run_sized(op, pmap, (unsigned char *)big + BIG - REGION * e, "big end");
    }
    shmem_free(heap);
}

/* ---- shmem_ptr and the accessibility queries ---- */

static long ptr_seen[1024]; /* .bss: ptr_seen[q] written by PE q */

static void test_ptr(void)
{
    long stack_var = 5;
    long *priv = malloc(64);
    long *h = shmem_malloc((size_t)npes * sizeof(long));
    CHECK(priv != NULL && h != NULL, "allocation failed");
    if (!priv || !h)
        return;
    check_same_addr(h, "shmem_ptr heap block");
    const void *sym[] = {h,     &data_int[7],  &bss_long[3],
                         big,   big + BIG / 2, big + BIG - 1,
                         sdata, &ptr_seen[0]};
    const char *symname[] = {"heap",        ".data",      ".bss",
                             "big start",   "big middle", "big last byte",
                             ".data bytes", ".bss table"};
    int nsym = (int)(sizeof(sym) / sizeof(sym[0]));

    for (int pe = 0; pe < npes; pe++) {
        CHECK(shmem_pe_accessible(pe) == 1, "PE %d not accessible", pe);
        for (int k = 0; k < nsym; k++) {
            CHECK((shmem_ptr(sym[k], pe) != NULL) == test_ptr_reaches(pe),
                  "shmem_ptr(%s, %d) is %sNULL", symname[k], pe,
                  test_ptr_reaches(pe) ? "" : "not ");
            CHECK(shmem_addr_accessible(sym[k], pe) == 1,
                  "shmem_addr_accessible(%s, %d) is not 1", symname[k], pe);
        }
        CHECK(shmem_ptr(&stack_var, pe) == NULL,
              "shmem_ptr(stack, %d) is not NULL", pe);
        CHECK(shmem_ptr(priv, pe) == NULL,
              "shmem_ptr(malloc()ed, %d) is not NULL", pe);
        CHECK(shmem_addr_accessible(&stack_var, pe) == 0,
              "shmem_addr_accessible(stack, %d) is not 0", pe);
        CHECK(shmem_addr_accessible(priv, pe) == 0,
              "shmem_addr_accessible(malloc()ed, %d) is not 0", pe);
    }
    CHECK(shmem_pe_accessible(-1) == 0, "PE -1 accessible");
    CHECK(shmem_pe_accessible(npes) == 0, "PE %d (npes) accessible", npes);
    CHECK(shmem_ptr(h, -1) == NULL, "shmem_ptr(heap, -1) is not NULL");
    CHECK(shmem_ptr(h, npes) == NULL, "shmem_ptr(heap, npes) is not NULL");
    CHECK(shmem_addr_accessible(h, npes) == 0,
          "shmem_addr_accessible(heap, npes) is not 0");

    /* Stores through shmem_ptr are seen by the owner: heap, .bss and the
     * ends of the big array. */
    for (int i = 0; i < npes; i++)
        h[i] = -1;
    shmem_barrier_all();
    for (int pe = 0; pe < npes; pe++) {
        long v = 1000L * me + pe;
        long *hp = shmem_ptr(&h[me], pe);
        if (hp)
            *hp = v;
        if (npes <= 1024) {
            long *gp = shmem_ptr(&ptr_seen[me], pe);
            if (gp)
                *gp = v + 7;
        }
        if (pe == right) {
            char *b0 = shmem_ptr(big + 1, pe),
                 *b1 = shmem_ptr(big + BIG - 1, pe);
            if (b0 && b1) {
                *b0 = (char)(me + 1);
                *b1 = (char)(me + 2);
            }
        }
    }
    shmem_barrier_all();
    for (int q = 0; q < npes; q++) {
        if (!test_ptr_reaches(q))
            continue;
        CHECK(h[q] == 1000L * q + me, "heap via shmem_ptr from PE %d: %ld", q,
              h[q]);
        if (npes <= 1024)
            CHECK(ptr_seen[q] == 1000L * q + me + 7,
                  ".bss via shmem_ptr from PE %d: %ld", q, ptr_seen[q]);
    }
    CHECK(!test_ptr_reaches(left) ||
              (big[1] == (char)(left + 1) && big[BIG - 1] == (char)(left + 2)),
          "big via shmem_ptr from PE %d: %d %d", left, big[1], big[BIG - 1]);
    shmem_barrier_all();
    shmem_free(h);
    free(priv);
}

int main(void)
{
    test_init(&me, &npes, &left, &right);
    addr_tab = shmem_malloc((size_t)npes * sizeof(long));
    CHECK(addr_tab != NULL, "shmem_malloc of the address table failed");
    if (!addr_tab)
        return test_exit();

    CHECK(sdata[0] == 1 && shmem_uchar_g(&sdata[0], right) == 1,
          ".data bytes: initial value lost");
    CHECK(shmem_char_g(big + BIG - 1, right) == 0 &&
              shmem_char_g(big + BIG / 2, right) == 0,
          "big array: not zero on PE %d", right);
#define X(NAME, T) initial_##NAME();
    SHMEMI_RMA_TYPES(X)
#undef X
    shmem_barrier_all();

    put_map(HAS_ALL, pmap_all);
    get_map(HAS_ALL, gmap_all);
#define X(NAME, T) test_##NAME();
    SHMEMI_RMA_TYPES(X)
#undef X
    test_sized();
    test_ptr();
    return test_exit();
}
