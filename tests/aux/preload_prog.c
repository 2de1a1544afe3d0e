/* SPDX-License-Identifier: BSD-3-Clause */
/* A legacy SHMEM program: globals, a big static array and the heap. */
#include <mpp/shmem.h>
#include <stdio.h>

static long counter = 42;  /* .data */
static long ring[1024];    /* .bss */
static char big[64 << 20]; /* 64 MiB of .bss: costs nothing untouched */

int main(void)
{
    start_pes(0);
    int me = _my_pe(), n = _num_pes(), right = (me + 1) % n;
    long *heap = shmalloc(8 * sizeof(long));
    long v[2] = {me * 100 + 1, counter + me};
    shmem_long_put(&ring[me], v, 1, right);
    shmem_long_put(&heap[1], &v[1], 1, right);
    shmem_long_put((long *)&big[sizeof(big) - 64], v, 1, right);
    shmem_barrier_all();
    int left = (me + n - 1) % n, bad = 0;
    bad |= ring[left] != left * 100 + 1;
    bad |= heap[1] != 42 + left;
    bad |= *(long *)&big[sizeof(big) - 64] != left * 100 + 1;
    bad |= shmem_long_g(&counter, right) != 42;
    if (bad)
        fprintf(stderr, "FAIL: PE %d: ring %ld heap %ld big %ld\n", me,
                ring[left], heap[1], *(long *)&big[sizeof(big) - 64]);
    shfree(heap);
    shmem_barrier_all();
    if (me == 0 && !bad)
        printf("preload_prog: %d PEs OK\n", n);
    return bad;
}
