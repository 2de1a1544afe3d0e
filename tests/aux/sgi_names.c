/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI-shaped calls of names OpenSHMEM made generic: the same in C99 and C11. */
#include <mpp/shmem.h>
#include <stdio.h>

/*
 * Built twice, -std=c99 (plain SGI functions) and -std=c11 (the generic
 * macros), this program must print the same line: shmem_put, get, iput,
 * iget on long * and void *, shmem_swap and shmem_wait_until on a long,
 * the 8-argument shmem_broadcast and the 4-argument shmem_sync keep the
 * SGI meaning (64-bit elements, active sets). Exit 0 when the values are
 * the expected ones.
 */
static long a[4], b[4], flag, swapme;
static char raw[32]; /* reached through void *: 64-bit elements */
static long psync[SHMEM_BCAST_SYNC_SIZE];

int main(void)
{
    start_pes(0);
    int me = _my_pe(), n = _num_pes(), right = (me + 1) % n;
    for (int i = 0; i < 4; i++)
        a[i] = 100 * me + i;
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        psync[i] = SHMEM_SYNC_VALUE;
    shmem_barrier_all();
    shmem_put(b, a, 4, right);
    void *vraw = raw;
    const void *vsrc = a;
    shmem_put(vraw, vsrc, 2, right); /* 2 x 8 bytes */
    shmem_barrier_all();
    long g[2];
    shmem_get(g, a, 2, right);
    shmem_iput(b, a, 2, 1, 2, right);
    shmem_barrier_all();
    long old = shmem_swap(&swapme, me + 1L, right);
    shmem_barrier_all();
    shmem_long_p(&flag, 1, right);
    shmem_wait_until(&flag, SHMEM_CMP_EQ, 1);
    long bc = 77 + me;
    static long bdst;
    bdst = -5;
    shmem_barrier_all();
    static long bsrc;
    bsrc = bc;
    shmem_barrier_all();
    shmem_broadcast(&bdst, &bsrc, 1, 0, 0, 0, n, psync);
    shmem_sync(0, 0, n, psync);
    long raw0, raw1;
    __builtin_memcpy(&raw0, raw, 8);
    __builtin_memcpy(&raw1, raw + 8, 8);
    int left = (me + n - 1) % n;
    int ok = b[0] == 100 * left && b[2] == 100 * left + 1 &&
             b[3] == 100 * left + 3 && raw0 == 100 * left &&
             raw1 == 100 * left + 1 && g[1] == 100 * right + 1 && old == 0 &&
             swapme == left + 1 && (me == 0 ? bdst == -5 : bdst == 77);
    if (me == 0)
        printf("sgi-names: ok=%d b=%ld,%ld,%ld raw=%ld,%ld g=%ld old=%ld "
               "bdst=%ld\n",
               ok, b[0], b[2], b[3], raw0, raw1, g[1], old, bdst);
    shmem_barrier_all();
    return ok ? 0 : 1;
}
