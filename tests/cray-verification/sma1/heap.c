/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/heap: the symmetric heap through both name sets: SGI shmalloc,
 * shfree, shrealloc, shmemalign and OpenSHMEM shmem_malloc, shmem_calloc,
 * shmem_realloc, shmem_align, shmem_free. Every block is checked for
 * alignment, contents (calloc zeroes, realloc keeps) and symmetry (a put
 * to the right-hand PE through the local address lands in its block). */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMA1_NAME "heap"
#include "sma1.h"

static int me, npes, left, right, errors;

/* Symmetry: every PE writes n longs into the right-hand PE's block. */
static void check_symmetric(const char *what, long *p, size_t n)
{
    long loc[64];
    size_t i;
    if (n > 64)
        n = 64;
    FAILIF(p == NULL, "%s returned NULL", what);
    if (p == NULL)
        return;
    FAILIF(!shmem_addr_accessible(p, right), "%s: block not accessible on "
           "PE %d", what, right);
    for (i = 0; i < n; i++)
        loc[i] = 7000L * me + (long)i;
    shmem_barrier_all();
    shmem_long_put(p, loc, n, right);
    shmem_barrier_all();
    for (i = 0; i < n; i++)
        FAILIF(p[i] != 7000L * left + (long)i, "%s: p[%zu] = %ld after the "
               "left PE's put, want %ld", what, i, p[i],
               7000L * left + (long)i);
    shmem_barrier_all();
}

int main(void)
{
    long *a, *b, *c, *d;
    char *z;
    size_t i, al;
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);

    /* SGI names */
    a = shmalloc(10 * sizeof(long));
    check_symmetric("shmalloc", a, 10);
    for (i = 0; i < 10; i++)
        a[i] = 50 + (long)i + me;
    a = shrealloc(a, 1000 * sizeof(long));
    FAILIF(a == NULL, "shrealloc to 8000 bytes returned NULL");
    for (i = 0; a && i < 10; i++)
        FAILIF(a[i] != 50 + (long)i + me, "shrealloc lost a[%zu] = %ld", i,
               a[i]);
    check_symmetric("shrealloc (grow)", a, 64);
    a = shrealloc(a, 3 * sizeof(long));
    check_symmetric("shrealloc (shrink)", a, 3);
    for (al = 8; al <= 4096; al *= 8) {
        b = shmemalign(al, 24);
        FAILIF((uintptr_t)b % al != 0, "shmemalign(%zu) = %p, misaligned", al,
               (void *)b);
        check_symmetric("shmemalign", b, 3);
        shfree(b);
    }
    shfree(a);

    /* OpenSHMEM names */
    c = shmem_malloc(33 * sizeof(long));
    check_symmetric("shmem_malloc", c, 33);
    z = shmem_calloc(1001, 3);
    FAILIF(z == NULL, "shmem_calloc(1001, 3) returned NULL");
    for (i = 0; z && i < 3003; i++)
        if (z[i] != 0) {
            FAILIF(1, "shmem_calloc: byte %zu = %d, not zero", i, z[i]);
            break;
        }
    check_symmetric("shmem_calloc", (long *)z, 300);
    shmem_free(z);
    for (i = 0; i < 33; i++)
        c[i] = 9000 + (long)i;
    shmem_barrier_all(); /* no remote writes into c are pending */
    c = shmem_realloc(c, 4096 * sizeof(long));
    FAILIF(c == NULL, "shmem_realloc to 32 KiB returned NULL");
    for (i = 0; c && i < 33; i++)
        FAILIF(c[i] != 9000 + (long)i, "shmem_realloc lost c[%zu] = %ld", i,
               c[i]);
    check_symmetric("shmem_realloc", c, 64);
    for (al = 16; al <= 65536; al *= 16) {
        d = shmem_align(al, 100);
        FAILIF((uintptr_t)d % al != 0, "shmem_align(%zu) = %p, misaligned", al,
               (void *)d);
        check_symmetric("shmem_align", d, 12);
        shmem_free(d);
    }
    shmem_free(c);
    shmem_free(NULL); /* a no-op, on every PE */

    /* Many blocks, freed out of order, then one large block. */
    {
        long *blk[16];
        for (i = 0; i < 16; i++)
            blk[i] = shmem_malloc((i + 1) * 100);
        for (i = 0; i < 16; i += 2)
            shmem_free(blk[i]);
        for (i = 1; i < 16; i += 2)
            check_symmetric("shmem_malloc (fragmented heap)", blk[i], 12);
        for (i = 1; i < 16; i += 2)
            shmem_free(blk[i]);
        a = shmem_malloc(1 << 20);
        check_symmetric("shmem_malloc (1 MiB)", a, 64);
        shmem_free(a);
    }

    return sma1_end(SMA1_NAME, me, npes, errors);
}
