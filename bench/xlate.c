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
 * one load from a table. Since every PE maps its segments at the same
 * address under oshrun, a layout with PE k's segment at base0 + k*stride
 * would translate as a + k*stride, with no table load (stride an odd
 * number of pages, see STRIDE). This program
 * measures only that difference: one memfd mapped at NPEER places STRIDE
 * apart, reached through a table of them or by arithmetic, in a
 * message-rate loop (128 stores to each peer round robin, as
 * msg_rate does) through each translation, with the range check a put
 * does and a never-taken call on the slow path (as the header's inline
 * put has, which keeps the compiler from hoisting the table loads out of
 * the loop). Windows alternate; the ratio is the median per window.
 * PE 0 measures; the other PEs wait. Standard OpenSHMEM calls only.
 */
#define NPEER 8
#define SEG ((size_t)1 << 20)
/* An odd number of pages: peers exactly 1 MiB apart share a TLB set and
 * thrash it (measured 1.4-1.5x slower), which no real layout need do. */
#define STRIDE (SEG + 4096)
#define MSGS 128

static char *table[NPEER]; /* the peer table */
static char *stride_base;  /* NPEER mappings STRIDE apart */
static uintptr_t lo, len;  /* "the heap": the first mapping */
static volatile int slow_calls;

__attribute__((noinline)) static void slow(void *a, long v)
{
    (void)a;
    (void)v;
    slow_calls++;
}

static inline void put_table(long *a, long v, int pe)
{
    uintptr_t h = (uintptr_t)a - lo;
    if (__builtin_expect((unsigned)pe < NPEER && h < len, 1))
        *(long *)(table[pe] + h) = v;
    else
        slow(a, v);
}

static inline void put_stride(long *a, long v, int pe)
{
    uintptr_t h = (uintptr_t)a - lo;
    if (__builtin_expect((unsigned)pe < NPEER && h < len, 1))
        *(long *)((char *)a + (size_t)pe * STRIDE) = v;
    else
        slow(a, v);
}

struct ctx {
    int layout; /* 0 table, 1 stride */
    long it;
};

/* One function per layout, so that each gets a loop of its own. */
__attribute__((noinline)) static void iter_table(long it)
{
    long *msgs = (long *)lo;
    for (int k = 0; k < MSGS; k++)
        for (int p = 0; p < NPEER; p++)
            put_table(msgs + k * 8, it, p);
}

__attribute__((noinline)) static void iter_stride(long it)
{
    long *msgs = (long *)lo;
    for (int k = 0; k < MSGS; k++)
        for (int p = 0; p < NPEER; p++)
            put_stride(msgs + k * 8, it, p);
}

static void iteration(void *arg)
{
    struct ctx *c = arg;
    if (c->layout)
        iter_stride(++c->it);
    else
        iter_table(++c->it);
}

static void map_layouts(void)
{
    int fd = memfd_create("xlate", 0);
    if (fd < 0 || ftruncate(fd, (off_t)SEG) < 0) {
        perror("xlate: memfd");
        exit(1);
    }
    stride_base = mmap(NULL, NPEER * STRIDE, PROT_NONE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (stride_base == MAP_FAILED) {
        perror("xlate: mmap");
        exit(1);
    }
    for (int k = 0; k < NPEER; k++) {
        if (mmap(stride_base + k * STRIDE, SEG, PROT_READ | PROT_WRITE,
                 MAP_SHARED | MAP_FIXED, fd, 0) == MAP_FAILED ||
            (table[k] = mmap(NULL, SEG, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
                             0)) == MAP_FAILED) {
            perror("xlate: mmap");
            exit(1);
        }
    }
    lo = (uintptr_t)stride_base; /* addresses as seen in "our" segment */
    len = SEG;
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv, "a peer table against a fixed-stride layout, per store");
    shmem_init();
    if (shmem_my_pe() == 0) {
        map_layouts();
        long windows = quick ? 2 : 16, per = quick ? 20 : 400;
        double x[32], t_tab[32], t_str[32];
        struct ctx c[2] = {{0, 0}, {1, 0}};
        for (long w = 0; w < windows; w++) {
            int first = (int)(w & 1);
            double t[2];
            for (int k = 0; k < 2; k++) {
                int l = first ^ k;
                t[l] = bench_run(iteration, &c[l], per, per / 10).tmean_ns /
                       (MSGS * NPEER);
            }
            t_tab[w] = t[0];
            t_str[w] = t[1];
            x[w] = t[1] / t[0];
        }
        const char *heads[] = {"layout", "ns_per_store", "x_table"};
        struct bench_table tb;
        bench_table_init(&tb,
                         "xlate: 8-byte stores to 8 peers' mappings, 128 "
                         "each, round robin",
                         heads, 3);
        bench_table_cell(&tb, "table");
        bench_table_cell(&tb, "%.3f", bench_median(t_tab, (int)windows));
        bench_table_cell(&tb, "1");
        bench_table_cell(&tb, "stride");
        bench_table_cell(&tb, "%.3f", bench_median(t_str, (int)windows));
        bench_table_cell(&tb, "%.3f", bench_median(x, (int)windows));
        bench_table_print(&tb);
        bench_note("x_table: stride time / table time, median over %ld "
                   "alternating windows of %ld iterations",
                   windows, per);
        if (slow_calls)
            bench_note("WARNING: the slow path ran %d times", slow_calls);
    }
    shmem_barrier_all();
    shmem_finalize();
    return 0;
}
