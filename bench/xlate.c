/* SPDX-License-Identifier: BSD-3-Clause */
/* xlate: a peer table against a fixed-stride peer layout, per 8-byte store. */
#define _GNU_SOURCE /* memfd_create */
#include <shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "harness.h"

/*
 * shmap translates a symmetric address for PE k as peer[k] + (a - base):
 * a load from a table (shmemi_xlate_v2 in <mpp/shmem.h>). Since every PE
 * maps its segments at the same address under oshrun (ASLR off), a
 * layout with PE k's segment at base0 + k*stride would translate as
 * a + (k - me)*stride, with no table load. This program measures only
 * that difference, in PE 0 alone: one memfd mapped at NPEER places
 * STRIDE apart, and the two translations written as the header's inline
 * put writes them, reaching the very same addresses:
 *
 *   table:  PE in range (peer_end - peer), the peer's entry not NULL
 *           (a peer another transport serves), the address in the heap
 *           (with the length), then peer[pe] + (a - heap_base);
 *   stride: PE in range (npes, 0 when some peer is not mapped: the best
 *           case for the stride, no per-PE load), the address in the
 *           heap, then a + (pe - me) * stride;
 *
 * with a never-taken call on the slow path, as the header has. The
 * state lives in a global struct of pointers as the header's does, so
 * the compiler may keep loads out of loops exactly as it may there. Two
 * loops, each a function of its own per layout: msg_rate's shape (128
 * 8-byte messages to each of NPEER peers, round robin, consecutive
 * slots) and 1024 stores to one peer. Windows alternate the layouts;
 * ratios are medians of per-window ratios. Standard OpenSHMEM calls only.
 */
#define NPEER 8
#define SEG ((size_t)1 << 20)
/* An odd number of pages: peers exactly 1 MiB apart share a TLB set and
 * thrash it (measured 1.4-1.5x slower), which no real layout need do. */
#define STRIDE (SEG + 4096)
#define MSGS 128
#define SINGLE 1024

/* As struct shmemi_fast_v2: pointers, so that a store through a long *
 * cannot alias them (with integers here, the stride measured 1.24x the
 * table on one peer: its fields were reloaded at every store). */
struct fast_table {
    char *heap_lo, *heap_hi, *heap_base;
    char *const *peer, *const *peer_end;
};
struct fast_stride {
    char *heap_lo, *heap_hi;
    char *npes;   /* (char *)npes */
    char *me_off; /* (char *)(me * stride) */
    char *stride; /* (char *)stride */
};
struct fast_table xt;
struct fast_stride xs;
static char *peers[NPEER];
static volatile int slow_calls;
static volatile int single_pe = 3; /* not a constant to the compiler */

__attribute__((noinline)) static void slow(void *a, long v, int pe)
{
    (void)a;
    (void)v;
    (void)pe;
    slow_calls++;
}

static inline void put_table(long *a, long v, int pe)
{
    const struct fast_table *f = &xt;
    uintptr_t x = (uintptr_t)a, h = x - (uintptr_t)f->heap_lo;
    uintptr_t hl = (uintptr_t)f->heap_hi - (uintptr_t)f->heap_lo;
    char *p;
    if (__builtin_expect((size_t)pe < (size_t)(f->peer_end - f->peer), 1) &&
        (p = f->peer[pe]) != NULL &&
        __builtin_expect(h < hl && sizeof(long) <= hl - h, 1))
        *(long *)(void *)(p + (x - (uintptr_t)f->heap_base)) = v;
    else
        slow(a, v, pe);
}

static inline void put_stride(long *a, long v, int pe)
{
    const struct fast_stride *f = &xs;
    uintptr_t x = (uintptr_t)a, h = x - (uintptr_t)f->heap_lo;
    uintptr_t hl = (uintptr_t)f->heap_hi - (uintptr_t)f->heap_lo;
    if (__builtin_expect((uintptr_t)pe < (uintptr_t)f->npes, 1) &&
        __builtin_expect(h < hl && sizeof(long) <= hl - h, 1))
        *(long *)(void *)(x + (uintptr_t)pe * (uintptr_t)f->stride -
                          (uintptr_t)f->me_off) = v;
    else
        slow(a, v, pe);
}

/* One function per layout and loop, so that each gets a loop of its own. */
__attribute__((noinline)) static void rr_table(long it)
{
    long *msgs = (long *)xt.heap_lo;
    for (int k = 0; k < MSGS; k++)
        for (int p = 0; p < NPEER; p++)
            put_table(msgs + k, it, p);
}

__attribute__((noinline)) static void rr_stride(long it)
{
    long *msgs = (long *)xs.heap_lo;
    for (int k = 0; k < MSGS; k++)
        for (int p = 0; p < NPEER; p++)
            put_stride(msgs + k, it, p);
}

__attribute__((noinline)) static void one_table(long it)
{
    long *msgs = (long *)xt.heap_lo;
    int pe = single_pe;
    for (int k = 0; k < SINGLE; k++)
        put_table(msgs + k, it, pe);
}

__attribute__((noinline)) static void one_stride(long it)
{
    long *msgs = (long *)xs.heap_lo;
    int pe = single_pe;
    for (int k = 0; k < SINGLE; k++)
        put_stride(msgs + k, it, pe);
}

enum { RR, ONE, NLOOPS };
static const char *const loop_name[NLOOPS] = {"8 peers x 128 rr",
                                              "1 peer x 1024"};
static const int stores[NLOOPS] = {MSGS * NPEER, SINGLE};

struct ctx {
    int loop, layout; /* layout: 0 table, 1 stride */
    long it;
};

static void iteration(void *arg)
{
    struct ctx *c = arg;
    long it = ++c->it;
    if (c->loop == RR)
        (c->layout ? rr_stride : rr_table)(it);
    else
        (c->layout ? one_stride : one_table)(it);
}

/* Every store landed: the last iteration's value in every slot. */
static int check(const struct ctx *c)
{
    int bad = 0;
    if (c->loop == RR) {
        for (int p = 0; p < NPEER; p++)
            for (int k = 0; k < MSGS; k++)
                bad += ((long *)(void *)peers[p])[k] != c->it;
    } else {
        for (int k = 0; k < SINGLE; k++)
            bad += ((long *)(void *)peers[single_pe])[k] != c->it;
    }
    return bad;
}

static void map_layouts(void)
{
    int fd = memfd_create("xlate", 0);
    if (fd < 0 || ftruncate(fd, (off_t)SEG) < 0) {
        perror("xlate: memfd");
        exit(1);
    }
    char *base = mmap(NULL, NPEER * STRIDE, PROT_NONE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) {
        perror("xlate: mmap");
        exit(1);
    }
    for (int k = 0; k < NPEER; k++) {
        peers[k] = mmap(base + k * STRIDE, SEG, PROT_READ | PROT_WRITE,
                        MAP_SHARED | MAP_FIXED, fd, 0);
        if (peers[k] == MAP_FAILED) {
            perror("xlate: mmap");
            exit(1);
        }
    }
    close(fd);
    /* "Our" segment is peer 0's place (me = 0): both layouts reach
     * peers[k] for PE k, the same addresses. */
    xt = (struct fast_table){base, base + SEG, base, peers, peers + NPEER};
    xs = (struct fast_stride){base, base + SEG, (char *)(uintptr_t)NPEER,
                              (char *)0, (char *)(uintptr_t)STRIDE};
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv, "a peer table against a fixed-stride layout, per store");
    shmem_init();
    int bad = 0;
    if (shmem_my_pe() == 0) {
        map_layouts();
        long windows = quick ? 2 : 16, per = quick ? 20 : 400;
        double ns[NLOOPS][2], x[NLOOPS];
        struct ctx c[NLOOPS][2];
        for (int l = 0; l < NLOOPS; l++) {
            double t[2][32], xw[32];
            c[l][0] = (struct ctx){l, 0, 0};
            c[l][1] = (struct ctx){l, 1, 0};
            for (long w = 0; w < windows; w++) {
                int first = (int)(w & 1);
                for (int k = 0; k < 2; k++) {
                    int y = first ^ k;
                    t[y][w] =
                        bench_run(iteration, &c[l][y], per, per / 10).tmean_ns /
                        stores[l];
                }
                xw[w] = t[1][w] / t[0][w];
            }
            for (int y = 0; y < 2; y++) {
                ns[l][y] = bench_median(t[y], (int)windows);
                bad += check(&c[l][y]);
            }
            x[l] = bench_median(xw, (int)windows);
        }
        const char *heads[] = {"loop", "layout", "store_ns", "x_table"};
        struct bench_table tb;
        bench_table_init(&tb,
                         "xlate: 8-byte stores through the translation, "
                         "with the put's checks",
                         heads, 4);
        for (int l = 0; l < NLOOPS; l++) {
            for (int y = 0; y < 2; y++) {
                bench_table_cell(&tb, "%s", loop_name[l]);
                bench_table_cell(&tb, "%s", y ? "stride" : "table");
                bench_table_cell(&tb, "%.3f", ns[l][y]);
                if (y)
                    bench_table_cell(&tb, "%.3f", x[l]);
                else
                    bench_table_cell(&tb, "1");
            }
        }
        bench_table_print(&tb);
        bench_note("x_table: stride time / table time, median over %ld "
                   "alternating windows of %ld iterations",
                   windows, per);
        if (slow_calls)
            bench_note("WARNING: the slow path ran %d times", slow_calls);
        if (bad)
            fprintf(stderr, "xlate: %d stores did not land\n", bad);
    }
    shmem_barrier_all();
    shmem_finalize();
    return bad ? 1 : 0;
}
