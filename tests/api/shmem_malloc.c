/* SPDX-License-Identifier: BSD-3-Clause */
/* Symmetric heap: every allocator, reuse, coalescing, realloc, exhaustion. */
/* shmap-test: npes=1,2,3,4,8 timeout=60 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

#define MIB (1UL << 20)
#define NCYCLES 2000 /* allocate/free cycles */
#define NLIVE 16     /* blocks live at once in the cycles */

static int me, npes, right, left;
static long *addr_tab; /* npes entries: one address from each PE */

/* Byte i of PE pe's pattern number k. */
static unsigned char pat(int pe, int k, size_t i)
{
    return (unsigned char)((pe * 13 + k * 7 + i) % 251);
}

static void fill(void *p, size_t n, int pe, int k)
{
    unsigned char *c = p;
    for (size_t i = 0; i < n; i++)
        c[i] = pat(pe, k, i);
}

/* Does [p, p+n) hold PE pe's pattern k? Reports the first bad byte. */
static int holds(const void *p, size_t n, int pe, int k, const char *what)
{
    const unsigned char *c = p;
    for (size_t i = 0; i < n; i++)
        if (c[i] != pat(pe, k, i)) {
            CHECK(0, "%s: byte %zu is %u, want %u (PE %d pattern %d)", what, i,
                  c[i], pat(pe, k, i), pe, k);
            return 0;
        }
    return 1;
}

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

/* Put our pattern k into the right neighbour's copy of [p, p+n); after the
 * barrier ours holds the left neighbour's. The first barrier keeps the put
 * off a neighbour still checking or writing its copy. */
static void remote_fill(void *p, size_t n, int k, const char *what)
{
    unsigned char *buf = malloc(n);
    CHECK(buf != NULL, "malloc(%zu) failed", n);
    if (!buf)
        return;
    fill(buf, n, me, k);
    shmem_barrier_all();
    shmem_putmem(p, buf, n, right);
    free(buf);
    shmem_barrier_all();
    holds(p, n, left, k, what);
}

/* Aligned as shmem_align promises: to a, rounded up to a power of two. */
static int aligned(const void *p, size_t a)
{
    size_t pow2 = sizeof(void *);
    while (pow2 < a)
        pow2 <<= 1;
    return ((uintptr_t)p & (pow2 - 1)) == 0;
}

/* ---- every allocator at once: alignment, overlap, remote use ---- */

enum {
    A_MALLOC,
    A_HINTS,
    A_CALLOC,
    A_ALIGN,
    A_REALLOC,
    A_SHMALLOC,
    A_SHMEMALIGN,
    A_SHREALLOC
};

struct block {
    const char *what;
    int how;
    size_t size, align; /* align: what the call asks for (0: none) */
    long hints;
    void *p;
};

static void *allocate(const struct block *b)
{
    switch (b->how) {
    case A_MALLOC: return shmem_malloc(b->size);
    case A_HINTS: return shmem_malloc_with_hints(b->size, b->hints);
    case A_CALLOC: return shmem_calloc(b->size / 3, 3);
    case A_ALIGN: return shmem_align(b->align, b->size);
    case A_REALLOC: return shmem_realloc(NULL, b->size);
    case A_SHMALLOC: return shmalloc(b->size);
    case A_SHMEMALIGN: return shmemalign(b->align, b->size);
    default: return shrealloc(NULL, b->size);
    }
}

static void test_allocators(void)
{
    struct block b[] = {
        {"shmem_malloc", A_MALLOC, 100, 0, 0, NULL},
        {"shmem_malloc 3 MiB", A_MALLOC, 3 * MIB + 5, 0, 0, NULL},
        {"shmem_malloc_with_hints 0", A_HINTS, 200, 0, 0, NULL},
        {"shmem_malloc_with_hints ATOMICS", A_HINTS, 65, 0,
         SHMEM_MALLOC_ATOMICS_REMOTE, NULL},
        {"shmem_malloc_with_hints SIGNAL", A_HINTS, 1, 0,
         SHMEM_MALLOC_SIGNAL_REMOTE, NULL},
        {"shmem_malloc_with_hints both", A_HINTS, 4097, 0,
         SHMEM_MALLOC_ATOMICS_REMOTE | SHMEM_MALLOC_SIGNAL_REMOTE, NULL},
        /* hints are advice: unknown bits still allocate */
        {"shmem_malloc_with_hints unknown bits", A_HINTS, 96, 0,
         SHMEM_MALLOC_ATOMICS_REMOTE | (1L << 20), NULL},
        {"shmem_calloc", A_CALLOC, 99, 0, 0, NULL},
        {"shmem_align 64", A_ALIGN, 70, 64, 0, NULL},
        {"shmem_align 4096", A_ALIGN, 300, 4096, 0, NULL},
        {"shmem_align 1 MiB", A_ALIGN, 5000, MIB, 0, NULL},
        {"shmem_align 8", A_ALIGN, 10, 8, 0, NULL},
        /* legacy codes pass alignments that are not powers of two */
        {"shmem_align 48", A_ALIGN, 100, 48, 0, NULL},
        {"shmem_align 3", A_ALIGN, 7, 3, 0, NULL},
        {"shmem_realloc NULL", A_REALLOC, 321, 0, 0, NULL},
        {"shmalloc", A_SHMALLOC, 1000, 0, 0, NULL},
        {"shmemalign 4096", A_SHMEMALIGN, 64, 4096, 0, NULL},
        {"shmemalign 1000", A_SHMEMALIGN, 64, 1000, 0, NULL},
        {"shmemalign 1 MiB", A_SHMEMALIGN, MIB + 1, MIB, 0, NULL},
        {"shrealloc NULL", A_SHREALLOC, 123, 0, 0, NULL},
    };
    int n = (int)(sizeof(b) / sizeof(b[0]));

    for (int k = 0; k < n; k++) {
        b[k].p = allocate(&b[k]);
        CHECK(b[k].p != NULL, "%s returned NULL", b[k].what);
        if (!b[k].p)
            return; /* every PE returns here alike */
        if (b[k].align)
            CHECK(aligned(b[k].p, b[k].align), "%s: %p is not %zu-aligned",
                  b[k].what, b[k].p, b[k].align);
        CHECK(aligned(b[k].p, 64), "%s: %p is not 64-aligned", b[k].what,
              b[k].p);
        check_same_addr(b[k].p, b[k].what);
        for (int j = 0; j < k; j++) {
            uintptr_t p = (uintptr_t)b[k].p, q = (uintptr_t)b[j].p;
            CHECK(p + b[k].size <= q || q + b[j].size <= p,
                  "%s [%p, +%zu) overlaps %s [%p, +%zu)", b[k].what, b[k].p,
                  b[k].size, b[j].what, b[j].p, b[j].size);
        }
    }
    /* Every block holds the left neighbour's pattern after the puts: a
     * block overlapping another would have been overwritten. */
    for (int k = 0; k < n; k++)
        fill(b[k].p, b[k].size, me, 100 + k); /* local dirt first */
    shmem_barrier_all();
    unsigned char *buf = malloc(4 * MIB);
    CHECK(buf != NULL, "malloc failed");
    if (!buf)
        return;
    for (int k = 0; k < n; k++) {
        fill(buf, b[k].size, me, k);
        shmem_putmem(b[k].p, buf, b[k].size, right);
    }
    free(buf);
    shmem_barrier_all();
    for (int k = 0; k < n; k++)
        holds(b[k].p, b[k].size, left, k, b[k].what);
    shmem_barrier_all();
    for (int k = n - 1; k >= 0; k--) {
        if (b[k].how >= A_SHMALLOC)
            shfree(b[k].p);
        else
            shmem_free(b[k].p);
    }
}

/* ---- zero sizes, NULL frees, exhaustion ---- */

static void test_edges(void)
{
    CHECK(shmem_malloc(0) == NULL, "shmem_malloc(0) is not NULL");
    CHECK(shmalloc(0) == NULL, "shmalloc(0) is not NULL");
    CHECK(shmem_calloc(0, 8) == NULL, "shmem_calloc(0, 8) is not NULL");
    CHECK(shmem_calloc(8, 0) == NULL, "shmem_calloc(8, 0) is not NULL");
    shmem_free(NULL);
    shfree(NULL);

    /* Far more than the (default 1 GiB) heap: NULL on every PE. */
    size_t huge = (size_t)64 << 30;
    CHECK(shmem_malloc(huge) == NULL, "shmem_malloc(64 GiB) is not NULL");
    CHECK(shmem_calloc(huge / 8, 8) == NULL,
          "shmem_calloc(64 GiB) is not NULL");
    CHECK(shmem_align(MIB, huge) == NULL, "shmem_align(64 GiB) is not NULL");
    CHECK(shmalloc(huge) == NULL, "shmalloc(64 GiB) is not NULL");

    /* A failed realloc leaves the block as it was. */
    char *p = shmem_malloc(1000);
    CHECK(p != NULL, "shmem_malloc(1000) after exhaustion failed");
    if (!p)
        return;
    check_same_addr(p, "allocation after a failed one");
    remote_fill(p, 1000, 1, "block before a failed realloc");
    char *q = shmem_realloc(p, huge);
    CHECK(q == NULL, "shmem_realloc(64 GiB) is not NULL");
    holds(p, 1000, left, 1, "block after a failed realloc");
    remote_fill(p, 1000, 2, "block after a failed realloc, reused");
    shmem_barrier_all();
    shmem_free(p);

    /* realloc to 0 frees: the next allocation of that size reuses it. */
    p = shmem_malloc(640);
    CHECK(shmem_realloc(p, 0) == NULL, "shmem_realloc(p, 0) is not NULL");
    q = shmem_malloc(640);
    CHECK(q == p, "realloc(p, 0) did not free p: %p then %p", (void *)p,
          (void *)q);
    shmem_free(q);
}

/* ---- reuse, calloc over dirty memory, coalescing ---- */

static void test_reuse(void)
{
    void *p = shmem_malloc(777);
    shmem_free(p);
    void *q = shmem_malloc(777);
    CHECK(p != NULL && q == p, "freed block not reused: %p then %p", p, q);
    shmem_free(q);
    p = shmalloc(5000);
    shfree(p);
    q = shmalloc(5000);
    CHECK(p != NULL && q == p, "shfree'd block not reused: %p then %p", p, q);
    shfree(q);

    /* calloc over a block that held data, ours and the neighbour's. */
    size_t n = 4096;
    unsigned char *d = shmem_malloc(n);
    CHECK(d != NULL, "shmem_malloc(%zu) failed", n);
    if (!d)
        return;
    memset(d, 0xa5, n);
    remote_fill(d + n / 2, n / 2, 3, "dirty block");
    shmem_barrier_all();
    shmem_free(d);
    unsigned long *z = shmem_calloc(n / sizeof(long), sizeof(long));
    CHECK(z != NULL && (void *)z == (void *)d,
          "calloc did not reuse the freed block: %p then %p", (void *)d,
          (void *)z);
    if (!z)
        return;
    /* A neighbour may store right away: calloc must have zeroed first. */
    shmem_ulong_p(&z[1], 0x5eedUL + (unsigned long)me, right);
    shmem_barrier_all();
    for (size_t i = 0; i < n / sizeof(long); i++) {
        unsigned long want = i == 1 ? 0x5eedUL + (unsigned long)left : 0;
        if (z[i] != want) {
            CHECK(0, "calloc: word %zu is %#lx, want %#lx", i, z[i], want);
            break;
        }
    }
    shmem_barrier_all();
    shmem_free(z);

    /* Coalescing: three adjacent 1 MiB blocks, freed in various orders. */
    static const int order[3][3] = {{0, 1, -1}, {1, 0, -1}, {0, 2, 1}};
    for (int t = 0; t < 3; t++) {
        char *b[3];
        for (int k = 0; k < 3; k++)
            b[k] = shmem_malloc(MIB);
        CHECK(b[0] && b[1] == b[0] + MIB && b[2] == b[1] + MIB,
              "1 MiB blocks not adjacent: %p %p %p", (void *)b[0], (void *)b[1],
              (void *)b[2]);
        int freed[3] = {0, 0, 0};
        for (int k = 0; k < 3 && order[t][k] >= 0; k++) {
            shmem_free(b[order[t][k]]);
            freed[order[t][k]] = 1;
        }
        size_t want = freed[2] ? 3 * MIB : 2 * MIB;
        char *c = shmem_malloc(want);
        CHECK(c == b[0],
              "order %d: a %zu MiB block is at %p, not at the "
              "coalesced %p",
              t, want / MIB, (void *)c, (void *)b[0]);
        if (c)
            remote_fill(c, want, 4 + t, "coalesced block");
        shmem_barrier_all();
        shmem_free(c);
        if (!freed[2])
            shmem_free(b[2]);
    }
}

/* ---- realloc keeps contents: grow in place, grow by moving, shrink ---- */

static void test_realloc(void)
{
    for (int sgi = 0; sgi < 2; sgi++) {
        void *(*re)(void *, size_t) = sgi ? shrealloc : shmem_realloc;
        const char *name = sgi ? "shrealloc" : "shmem_realloc";

        /* Growing with a block right after: the data must move along. */
        char *a = shmem_malloc(1000);
        char *guard = shmem_malloc(100);
        CHECK(a && guard, "%s: setup allocation failed", name);
        if (!a || !guard)
            return;
        remote_fill(a, 1000, 10, "block before growing");
        remote_fill(guard, 100, 11, "block after it");
        shmem_barrier_all();
        char *g = re(a, 100000);
        CHECK(g != NULL, "%s(100000) failed", name);
        if (!g)
            return;
        if (guard == a + 1024) /* no room in place: it had to move */
            CHECK(g != a, "%s: grew in place over the next block", name);
        check_same_addr(g, "grown block");
        holds(g, 1000, left, 10, "contents after growing by a move");
        holds(guard, 100, left, 11, "next block after the move");
        remote_fill(g, 100000, 12, "grown block, all of it");
        shmem_barrier_all();

        /* Shrinking keeps the head. */
        char *s = re(g, 500);
        CHECK(s != NULL, "%s(500) failed", name);
        if (!s)
            return;
        check_same_addr(s, "shrunk block");
        holds(s, 500, left, 12, "contents after shrinking");
        shmem_barrier_all();

        /* Growing the last block (room after it, in place or not). */
        char *t = re(s, 3 * MIB);
        CHECK(t != NULL, "%s(3 MiB) failed", name);
        if (!t)
            return;
        check_same_addr(t, "block grown at the end");
        holds(t, 500, left, 12, "contents after growing at the end");
        remote_fill(t, 3 * MIB, 13, "block grown at the end, all of it");
        shmem_barrier_all();
        shmem_free(guard);
        shmem_free(t);
    }
}

/* ---- many small cycles: the heap stays identical on every PE ---- */

static unsigned rng_state = 12345u;

static unsigned rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static void test_cycles(void)
{
    long *table = shmem_calloc((size_t)npes * NCYCLES, sizeof(long));
    long *mine = malloc(NCYCLES * sizeof(long));
    CHECK(table && mine, "allocation failed");
    if (!table || !mine)
        return;
    struct {
        unsigned char *p;
        size_t size;
        int k; /* pattern number */
    } live[NLIVE] = {{0}};

    for (int c = 0; c < NCYCLES; c++) {
        unsigned r = rng();
        int j = (int)(r % NLIVE);
        size_t size = 1 + (r >> 8) % 3000;
        int how = (int)((r >> 20) % 5);
        void *p;
        if (live[j].p && how == 4) { /* realloc: contents follow */
            p = shmem_realloc(live[j].p, size);
            CHECK(p != NULL, "cycle %d: realloc(%zu) failed", c, size);
            if (!p)
                break;
            size_t keep = live[j].size < size ? live[j].size : size;
            holds(p, keep, me, live[j].k, "realloc in the cycles");
        } else if (live[j].p) {
            holds(live[j].p, live[j].size, me, live[j].k,
                  "block freed in the cycles");
            p = live[j].p;
            if (how & 1)
                shmem_free(p);
            else
                shfree(p);
            live[j].p = NULL;
            mine[c] = (long)(intptr_t)p;
            continue;
        } else if (how == 0) {
            p = shmem_calloc(size, 1);
            for (size_t i = 0; p && i < size; i++)
                if (((unsigned char *)p)[i] != 0) {
                    CHECK(0, "cycle %d: calloc byte %zu not zero", c, i);
                    break;
                }
        } else if (how == 1) {
            p = shmem_align((size_t)256 << (r % 4), size);
            CHECK(aligned(p, (size_t)256 << (r % 4)),
                  "cycle %d: %p not aligned to %zu", c, p,
                  (size_t)256 << (r % 4));
        } else {
            p = how == 2 ? shmalloc(size) : shmem_malloc(size);
        }
        CHECK(p != NULL, "cycle %d: allocation of %zu failed", c, size);
        if (!p)
            break;
        CHECK(aligned(p, 64), "cycle %d: %p is not 64-aligned", c, p);
        live[j].p = p;
        live[j].size = size;
        live[j].k = c;
        fill(p, size, me, c);
        mine[c] = (long)(intptr_t)p;
    }
    for (int j = 0; j < NLIVE; j++)
        if (live[j].p) {
            holds(live[j].p, live[j].size, me, live[j].k,
                  "block left after the cycles");
            shmem_free(live[j].p);
        }

    /* Gather every PE's addresses on PE 0 and compare them there. */
    for (int c = 0; c < NCYCLES; c++)
        shmem_long_p(&table[(size_t)me * NCYCLES + c], mine[c], 0);
    shmem_barrier_all();
    if (me == 0)
        for (int pe = 1; pe < npes; pe++)
            for (int c = 0; c < NCYCLES; c++)
                if (table[(size_t)pe * NCYCLES + c] != mine[c]) {
                    CHECK(0, "cycle %d: PE %d got %#lx, PE 0 %#lx", c, pe,
                          table[(size_t)pe * NCYCLES + c], mine[c]);
                    break;
                }
    shmem_barrier_all();
    shmem_free(table);
    free(mine);
}

int main(void)
{
    test_init(&me, &npes, &left, &right);
    addr_tab = shmem_malloc((size_t)npes * sizeof(long));
    CHECK(addr_tab != NULL, "shmem_malloc of the address table failed");
    if (!addr_tab)
        return test_exit();
    check_same_addr(addr_tab, "address table");

    test_allocators();
    test_edges();
    test_reuse();
    test_realloc();
    test_cycles();

    /* Everything was freed: the heap is whole again, so a block of most
     * of it fits, right after the address table. */
    char *whole = shmem_malloc(1000 * MIB);
    CHECK(whole != NULL, "1000 MiB does not fit: the heap leaked or "
                         "fragmented");
    if (whole)
        remote_fill(whole + 999 * MIB, MIB, 20, "most of the heap");
    shmem_barrier_all();
    shmem_free(whole);
    return test_exit();
}
